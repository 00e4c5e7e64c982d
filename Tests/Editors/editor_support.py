"""What the editor tests share: the `sheetc` they drive, $SHEETC, else the repository's debug build."""

import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHEETC = os.environ.get("SHEETC", str(ROOT / ".build/debug/sheetc"))
