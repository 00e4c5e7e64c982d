"""The Examples app's Xcode project (Examples/SheetcExamples), read as Xcode reads it.

Xcode cannot run here, so this checks what makes the project one Xcode opens, builds and runs with
no other step: the project file parses (an old-style property list), every object it refers to
exists, the app target links SheetRuntime from this repository as a local package (a relative path
that reaches this Package.swift) and runs the SheetcPlugin build plugin, every Swift file of the app's
folder is compiled and every file the project names exists, and the specs it hands the plugin are
the samples the app shows. That it builds and runs on a simulator is not checked here (see
Examples/README.md). scripts/ios-typecheck.sh typechecks the same sources with the specs' Swift.

    python3 -m pytest -q Tests/Adoption/test_examples_app.py
"""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROJECT_DIR = os.path.join(ROOT, "Examples", "SheetcExamples")
PBXPROJ = os.path.join(PROJECT_DIR, "SheetcExamples.xcodeproj", "project.pbxproj")
SHOWN = {"MapsDrawer", "ReactionList", "GlideCard", "TwitterMenu", "GlassPlacesDrawer", "SystemShareMenu", "MapsSearch", "MapsPlace"}


def parse_plist(text):
    """An old-style (OpenStep) property list: dictionaries, arrays, quoted and bare strings."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"^//.*$", "", text, flags=re.M)
    tokens = re.findall(r'"(?:[^"\\]|\\.)*"|[{}()=;,]|[^\s{}()=;,"]+', text)
    position = 0

    def value():
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "{":
            result = {}
            while tokens[position] != "}":
                key = value()
                assert tokens[position] == "=", f"expected = after {key!r}"
                position += 1
                result[key] = value()
                assert tokens[position] == ";", f"expected ; after the value of {key!r}"
                position += 1
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ")":
                result.append(value())
                if tokens[position] == ",":
                    position += 1
            position += 1
            return result
        assert token not in "{}()=;,", f"unexpected {token!r}"
        return token[1:-1].encode().decode("unicode_escape") if token.startswith('"') else token

    result = value()
    assert position == len(tokens), "text after the property list"
    return result


def load():
    with open(PBXPROJ, encoding="utf-8") as handle:
        return parse_plist(handle.read())


def test_the_project_parses_and_every_reference_exists():
    plist = load()
    objects = plist["objects"]
    assert plist["rootObject"] in objects
    ids = set(objects)
    for key, entry in objects.items():
        assert re.fullmatch(r"[0-9A-F]{24}", key)
        for field, value in entry.items():
            refs = value if isinstance(value, list) else [value]
            for ref in refs:
                if isinstance(ref, str) and re.fullmatch(r"[0-9A-F]{24}", ref):
                    assert ref in ids, f"{key}.{field} refers to {ref}, which is not in the project"


def paths_of_files(objects):
    """Each file reference's path on disk, through its groups (relative to the project's folder)."""
    parents = {}
    for key, entry in objects.items():
        for child in entry.get("children", []):
            parents[child] = key
    paths = {}
    for key, entry in objects.items():
        if entry["isa"] != "PBXFileReference" or entry.get("sourceTree") != "<group>":
            continue
        parts, node = [entry["path"]], parents.get(key)
        while node is not None:
            if "path" in objects[node]:
                parts.insert(0, objects[node]["path"])
            node = parents.get(node)
        paths[key] = os.path.normpath(os.path.join(PROJECT_DIR, *parts))
    return paths


def the_app_target(objects):
    targets = [entry for entry in objects.values() if entry["isa"] == "PBXNativeTarget"]
    assert len(targets) == 1
    target = targets[0]
    assert target["productType"] == "com.apple.product-type.application"
    return target


def test_the_app_links_sheetruntime_and_runs_the_build_plugin_from_this_repository():
    objects = load()["objects"]
    target = the_app_target(objects)
    products = [objects[ref] for ref in target["packageProductDependencies"]]
    assert [product["productName"] for product in products] == ["SheetRuntime"]
    plugins = [objects[objects[ref]["productRef"]] for ref in target["dependencies"] if "productRef" in objects[ref]]
    assert [plugin["productName"] for plugin in plugins] == ["plugin:SheetcPlugin"]
    for product in products + plugins:
        package = objects[product["package"]]
        assert package["isa"] == "XCLocalSwiftPackageReference"
        manifest = os.path.join(PROJECT_DIR, package["relativePath"], "Package.swift")
        assert os.path.normpath(os.path.dirname(manifest)) == ROOT
        with open(manifest, encoding="utf-8") as handle:
            text = handle.read()
        assert '.plugin(name: "SheetcPlugin"' in text and '.library(name: "SheetRuntime"' in text
    frameworks = [objects[phase] for phase in target["buildPhases"] if objects[phase]["isa"] == "PBXFrameworksBuildPhase"]
    linked = [objects[file].get("productRef") for phase in frameworks for file in phase["files"]]
    assert products and all(ref in linked for ref in target["packageProductDependencies"])
    settings = [objects[config]["buildSettings"] for config in objects[target["buildConfigurationList"]]["buildConfigurations"]]
    for setting in settings:
        assert setting["GENERATE_INFOPLIST_FILE"] == "YES" and setting["PRODUCT_BUNDLE_IDENTIFIER"]


def test_every_swift_file_is_compiled_and_the_specs_are_the_samples_shown():
    objects = load()["objects"]
    target = the_app_target(objects)
    paths = paths_of_files(objects)
    assert all(os.path.isfile(path) for path in paths.values()), [p for p in paths.values() if not os.path.isfile(p)]
    phases = {objects[phase]["isa"]: objects[phase] for phase in target["buildPhases"]}
    compiled = {paths[objects[file]["fileRef"]] for file in phases["PBXSourcesBuildPhase"]["files"]}
    folder = os.path.join(PROJECT_DIR, "SheetcExamples")
    on_disk = {os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift")}
    assert compiled == on_disk
    specs = {paths[objects[file]["fileRef"]] for file in phases["PBXResourcesBuildPhase"]["files"]}
    assert all(os.path.dirname(spec) == os.path.join(ROOT, "Samples") for spec in specs)
    sheets = set()
    for spec in specs:
        with open(spec, encoding="utf-8") as handle:
            sheets.update(re.findall(r"^sheet: (\w+)", handle.read(), flags=re.M))
    assert sheets == SHOWN
    sources = "".join(open(path, encoding="utf-8").read() for path in on_disk)
    for sheet in SHOWN:
        assert re.search(rf"\b{sheet}\b", sources), f"no example shows {sheet}"
