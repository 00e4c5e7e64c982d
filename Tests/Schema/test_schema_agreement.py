"""The JSON Schema (`Schemas/sheet-spec.schema.json`) and `sheetc validate` agree (issue 30, item 6).

Every sheet of every Sample, every fixture and every edge case in `edge-cases.sheet.yaml` is
judged twice: by a real JSON Schema validator (PyPI `jsonschema`, draft 2020-12) over the
document turned into JSON by PyPI `pyyaml`, and by the real `sheetc validate`. A sheet the
compiler accepts must satisfy the schema; a sheet the compiler refuses must fail the schema,
unless every error it has is one of `BEYOND_THE_SCHEMA` below — the rules a JSON Schema of one
document cannot state. Those are listed, each with why, and counted in the summary printed.

Run: SHEETC=.build/debug/sheetc python3 -m pytest Tests/Schema (from the repository's top).
"""

import json
import math
import os
import pathlib
import re
import subprocess

import jsonschema
import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHEETC = os.environ.get("SHEETC", str(ROOT / ".build/debug/sheetc"))
SCHEMA = json.loads((ROOT / "Schemas/sheet-spec.schema.json").read_text())
# Each file below sheetc's limit of diagnostics shown for one file (100), or later documents' would go unseen.
EDGE_CASES = sorted(pathlib.Path(__file__).parent.glob("edge-cases*.sheet.yaml"))

# The error codes a JSON Schema of one document cannot express; a sheet whose only errors are
# these must pass the schema (and is counted under its codes).
BEYOND_THE_SCHEMA = {
    # The file and YAML itself, before there is a document to turn into JSON.
    "E002": "a file's size is bounded before it is read",
    "E003": "YAML syntax",
    "E004": "nesting depth is bounded while reading",
    "E005": "alias expansion is bounded while reading",
    "E006": "the number of documents in a file",
    "E007": "an alias to no anchor",
    "E008": "a duplicate key: JSON (and pyyaml) keep one of the two",
    "E009": "a merge key (<<) that does not merge a mapping",
    "E010": "a YAML tag",
    "E011": "a key that is not a scalar",
    # Numbers JSON cannot hold.
    "E112": "infinity and NaN have no JSON form; a subnormal number is a JSON number like any other",
    # Rules across keys, across documents or across device profiles.
    "E107": "a sheet name unique across the documents and files of one compile",
    "E200": "segments written without segmented: true",
    "E201": "segmented: true without segments",
    "E202": "a two-state sheet without concreteDimension",
    "E203": "the states' order on every device profile",
    "E204": "a name that must be one of the sheet's own states",
    "E205": "a boundary between its state and the one below, on every profile",
    "E206": "room for a visible state below topInset, on every profile",
    "E207": "dimming.from below dimming.fullFrom",
    "E208": "room for a visible state on some profile",
    "E209": "at most one fit state",
    "E210": "an override that hides or shows a state the base does not",
    "E211": "fit's min above its max, on some profile",
    "E212": "states beside the seed forms (segmented, segments, concreteDimension, headerHeight)",
    "E215": "state names unique ignoring case",
    "E232": "a key or a length only target: system takes (edgeAttachedInCompactHeight, medium, large) written on another target",
    "E216": "a named state that resolves to 0 on some profile",
    "E217": "some state visible on some profile (every state laid out, bottomMargin included)",
    "E219": "a float (written, from style: glass, or merged into an override) beside a bottomMargin above 0",
    "E220": "a float margin below half the card's width, on every profile",
    "E221": "attach at a state whose height is not 0",
    "E231": "a system sheet's key that must agree with another (passthrough with dimming.from, tapToDismiss with dismissible, fullFrom with from)",
}

# Plain scalars that sheetc's core-schema resolver (Sources/SheetcCore/YAML/ScalarResolver.swift)
# reads as null, booleans and numbers; pyyaml's own YAML 1.1 resolver differs (yes/no, 0o17,
# 1e3, 1_000, 12:30, dates), so the JSON is made with these. yes/no/on/off stay strings.
NULL = re.compile(r"^(~|null|Null|NULL|)$")
BOOL = re.compile(r"^(true|True|TRUE|false|False|FALSE)$")
NUMBER = re.compile(r"^([-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|0o[0-7]+|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$")


class CoreSchemaLoader(yaml.SafeLoader):
    """pyyaml, resolving plain scalars as sheetc does; mapping keys stay the text written (a key
    that is no scalar, E011, is left out)."""

    yaml_implicit_resolvers = {}

    def construct_mapping(self, node, deep=False):
        self.flatten_mapping(node)
        return {
            key.value: self.construct_object(value, deep=True) for key, value in node.value if isinstance(key, yaml.ScalarNode)
        }


def _number(loader, node):
    text = node.value
    if text.startswith(("0x", "0o")):
        return float(int(text[2:], 16 if text[1] == "x" else 8))
    if "inf" in text.lower():
        return -math.inf if text.startswith("-") else math.inf
    if "nan" in text.lower():
        return math.nan
    return float(text)


CoreSchemaLoader.add_implicit_resolver("tag:yaml.org,2002:null", NULL, list("~nN") + [""])
CoreSchemaLoader.add_implicit_resolver("tag:yaml.org,2002:bool", BOOL, list("tTfF"))
CoreSchemaLoader.add_implicit_resolver("tag:yaml.org,2002:float", NUMBER, list("-+.0123456789"))
CoreSchemaLoader.add_implicit_resolver("tag:yaml.org,2002:merge", re.compile(r"^<<$"), ["<"])
CoreSchemaLoader.add_constructor("tag:yaml.org,2002:bool", lambda loader, node: node.value.lower() == "true")
CoreSchemaLoader.add_constructor("tag:yaml.org,2002:float", _number)
CoreSchemaLoader.add_constructor("tag:yaml.org,2002:map", CoreSchemaLoader.construct_mapping)


def documents(path):
    """Each document of a file as (first line, JSON value), or None when pyyaml cannot read it."""
    loader = CoreSchemaLoader(path.read_text())
    result = []
    try:
        while loader.check_node():
            node = loader.get_node()
            result.append((node.start_mark.line + 1, loader.construct_document(node)))
    except yaml.YAMLError:
        return None
    finally:
        loader.dispose()
    return result


def compiler_errors(path):
    """`sheetc validate`'s errors for one file, as (line, code)."""
    run = subprocess.run([SHEETC, "validate", "--format", "json", str(path)], capture_output=True, text=True, timeout=60)
    assert run.returncode in (0, 1), f"{path}: sheetc validate exited {run.returncode}: {run.stderr}"
    diagnostics = json.loads(run.stdout or "[]")
    assert not any("not shown" in d["message"] for d in diagnostics), f"{path}: sheetc showed only part of its diagnostics; split the file"
    return [(d["line"], d["code"]) for d in diagnostics if d["severity"] == "error"]


def inputs():
    samples = sorted(ROOT.glob("Samples/**/*.sheet.yaml"))
    fixtures = sorted(ROOT.glob("Tests/**/*.sheet.yaml"))
    return [path for path in samples + fixtures if "/.build" not in str(path)]


VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def verdicts(path):
    """For each sheet of the file: where it starts, what the schema says, and the compiler's errors.

    Diagnostics belong to the document whose lines hold them. A file pyyaml cannot read must
    have an error beyond the schema (YAML syntax, an alias to nothing, ...); it yields one verdict.
    """
    errors = compiler_errors(path)
    docs = documents(path)
    if docs is None:
        return [(1, None, None, [code for _, code in errors])]
    starts = [line for line, _ in docs] + [math.inf]
    result = []
    for index, (line, value) in enumerate(docs):
        mine = [code for at, code in errors if starts[index] <= at < starts[index + 1] or (index == 0 and at < line)]
        if value is None:  # an empty document: no sheet, nothing to judge
            continue
        schema_errors = sorted(VALIDATOR.iter_errors(value), key=lambda e: list(e.absolute_path))
        result.append((line, value, schema_errors, mine))
    return result


def disagreement(schema_errors, codes, expect=None):
    """What is wrong with one sheet's pair of verdicts, or None when they agree.

    `expect` is an edge case's own `x-expect`: `yaml` names a sheet whose JSON has lost what
    sheetc refuses (a plain yes/no/on/off, which sheetc does not read as a string where a name
    belongs, becomes a JSON string): sheetc must refuse it and the schema accept it."""
    within = [code for code in codes if code not in BEYOND_THE_SCHEMA]
    if expect == "yaml":
        return None if within and schema_errors == [] else f"listed as lost in JSON, but sheetc says {codes} and the schema {len(schema_errors or [])} errors"
    if schema_errors is None:
        return None if codes and not within else f"pyyaml cannot read it, but sheetc's errors are {codes}"
    if within and not schema_errors:
        return f"sheetc refuses it ({', '.join(within)}) but the schema accepts it"
    if not within and schema_errors:
        first = schema_errors[0]
        where = "/".join(map(str, first.absolute_path)) or "(the document)"
        return f"sheetc's errors are {codes or 'none'} but the schema refuses it: {where}: {first.message[:200]}"
    return None


def test_every_sample_fixture_and_edge_case_agrees():
    problems, counts = [], {"valid": 0, "invalid": 0}
    for path in inputs():
        for line, value, schema_errors, codes in verdicts(path):
            expect = value.get("x-expect") if path in EDGE_CASES and isinstance(value, dict) else None
            if problem := disagreement(schema_errors, codes, expect):
                problems.append(f"{path.relative_to(ROOT)}:{line}: {problem}")
            if expect == "yaml":
                counts["lost in JSON (listed)"] = counts.get("lost in JSON (listed)", 0) + 1
            elif not codes:
                counts["valid"] += 1
            elif all(code in BEYOND_THE_SCHEMA for code in codes):
                for code in sorted(set(codes)):
                    counts[f"beyond the schema, {code}"] = counts.get(f"beyond the schema, {code}", 0) + 1
            else:
                counts["invalid"] += 1
    print("\nsheets judged:", json.dumps(counts, indent=1, sort_keys=True))
    assert not problems, "\n".join(problems)


def expectations():
    """The edge cases' own verdicts: each document says `x-expect: valid` or `invalid`."""
    return [(path, line, value) for path in EDGE_CASES for line, value in documents(path) if value is not None]


def test_edge_cases_get_the_verdict_they_state():
    """Agreement alone would pass if both were wrong alike: each edge case states its verdict."""
    judged = {(path, line): (schema_errors, codes) for path in EDGE_CASES for line, _, schema_errors, codes in verdicts(path)}
    wrong = []
    for path, line, value in expectations():
        expected = value.get("x-expect")
        assert expected in ("valid", "invalid", "beyond", "yaml"), f"{path.name}:{line}: x-expect is valid, invalid, beyond or yaml"
        schema_errors, codes = judged[(path, line)]
        got = "valid" if not codes else "yaml" if expected == "yaml" and not schema_errors else "beyond" if all(c in BEYOND_THE_SCHEMA for c in codes) else "invalid"
        if got != expected:
            wrong.append(f"{path.name}:{line}: expected {expected}, sheetc says {got} ({codes})")
    assert not wrong, "\n".join(wrong)
    assert len(judged) >= 40


def test_the_comparison_can_fail():
    """A schema that accepts too much, and one that refuses too much, are caught."""
    assert disagreement([], ["E104"]) is not None
    assert disagreement([jsonschema.ValidationError("x")], []) is not None
    assert disagreement([], ["E203"]) is None
    assert disagreement(None, ["E102"]) is not None
    assert disagreement([], [], expect="yaml") is not None


@pytest.mark.parametrize("text, value", [
    ("a: yes", {"a": "yes"}), ("a: 0o17", {"a": 15.0}), ("a: 1e3", {"a": 1000.0}), ("a: 1_000", {"a": "1_000"}),
    ("a: 12:30", {"a": "12:30"}), ("a: 2001-01-01", {"a": "2001-01-01"}), ("a: ~", {"a": None}), ("1: x", {"1": "x"}),
    ("a: &m {b: 1}\nc: {<<: *m, d: 2}", {"a": {"b": 1.0}, "c": {"b": 1.0, "d": 2.0}}), ("a: '1'", {"a": "1"}),
])
def test_yaml_is_read_as_sheetc_reads_it(tmp_path, text, value):
    spec = tmp_path / "t.yaml"
    spec.write_text(text)
    assert documents(spec) == [(1, value)]
