"""Every Sample's `sheetc preview` picture, rendered by a real SVG renderer (librsvg's
`rsvg-convert`), in the light and the dark appearance (issue 30, item 7).

The pictures render at their stated size, and nothing drawn reaches the picture's right or
bottom edge: a caption that ran off the edge (as MapsDrawer's did) leaves its glyphs in the last
columns. The PNGs are kept in .build-artifacts/preview/ for people to look at.

Run: SHEETC=.build/debug/sheetc python3 -m pytest Tests/Preview (from the repository's top).
"""

import os
import pathlib
import re
import shutil
import struct
import subprocess
import zlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHEETC = os.environ.get("SHEETC", str(ROOT / ".build/debug/sheetc"))
ARTIFACTS = ROOT / ".build-artifacts/preview"
PAGE = {"light": (0xFF, 0xFF, 0xFF), "dark": (0x2C, 0x2C, 0x2E)}  # PreviewSVG.Palette's page colours
EDGE = 3  # pixels along the right and bottom edges that must be the page's own colour


def decode_png(data):
    """Width, height and rows of (r, g, b, a) of an 8-bit RGB or RGBA PNG (what rsvg-convert writes)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and color in (2, 6) and interlace == 0, header
    bpp = 4 if color == 6 else 3
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks)), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up, corner = previous[i], previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x * bpp:x * bpp + 3]) + ((line[x * 4 + 3],) if bpp == 4 else (0xFF,)) for x in range(width)])
        previous = line
    return width, height, rows


def pictures(appearance, directory):
    run = subprocess.run([SHEETC, "preview", "Samples", "-o", str(directory), "--appearance", appearance],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return sorted(directory.glob("*.svg"))


def test_the_decoder_reads_what_rsvg_writes(tmp_path):
    """A picture with a known pixel: the check below can see a mark at the edge."""
    svg = tmp_path / "edge.svg"
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="4"><rect width="10" height="4" fill="#FFFFFF"/>'
                   '<rect x="9" y="1" width="1" height="1" fill="#FF0000"/></svg>')
    png = subprocess.run(["rsvg-convert", str(svg)], capture_output=True, check=True).stdout
    width, height, rows = decode_png(png)
    assert (width, height) == (10, 4)
    assert rows[1][9] == (0xFF, 0, 0, 0xFF) and rows[0][9] == (0xFF, 0xFF, 0xFF, 0xFF)


@pytest.mark.parametrize("appearance", ["light", "dark"])
def test_every_samples_picture_keeps_its_drawing_inside(tmp_path, appearance):
    svgs = pictures(appearance, tmp_path)
    assert len(svgs) >= 8
    (ARTIFACTS / appearance).mkdir(parents=True, exist_ok=True)
    problems = []
    for svg in svgs:
        text = svg.read_text()
        size = re.search(r'<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"', text)
        png = subprocess.run(["rsvg-convert", str(svg)], capture_output=True, check=True).stdout
        (ARTIFACTS / appearance / (svg.stem + ".png")).write_bytes(png)
        width, height = struct.unpack(">II", png[16:24])
        assert (width, height) == (float(size[1]), float(size[2])), f"{svg.name}: a picture is a whole number of pixels"
        page = PAGE[appearance] + (0xFF,)
        # The last EDGE columns and rows, each rendered on its own (decoding the whole picture is slow).
        for edge, (strip_width, strip_height, left, top) in {
            "right": (EDGE, height, width - EDGE, 0), "bottom": (width, EDGE, 0, height - EDGE),
        }.items():
            strip = subprocess.run(["rsvg-convert", f"--page-width={strip_width}", f"--page-height={strip_height}",
                                    f"--left=-{left}", f"--top=-{top}", str(svg)], capture_output=True, check=True).stdout
            _, _, rows = decode_png(strip)
            drawn = [(left + x, top + y) for y, row in enumerate(rows) for x, pixel in enumerate(row) if pixel != page]
            if drawn:
                problems.append(f"{svg.name}: drawn at the {edge} edge, e.g. at {drawn[:3]}")
    assert not problems, "\n".join(problems)
