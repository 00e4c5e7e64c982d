#!/usr/bin/env python3
"""The README's adoption steps, followed literally: a package made from the README's own text.

Every fenced block after a `<!-- readme-package: PATH -->` line in README.md is a file of an app
package (`<!-- readme-package: PATH (VARIANT) -->`: the file in that variant). The package is
written to a scratch folder beside a link named `sheetc` to this checkout — the README depends on
`../sheetc` — and then, with the real `swift`:

- with the build-tool plugin: step 1's `sheetc schema` command writes the schema where the spec's
  `$schema` line finds it, outside every target; `swift build` compiles it (the spec becomes a type
  the app's code uses) without a warning about unhandled files; `generate-sheets` refuses the
  target, saying the build plugin already generates its sheets, and writes nothing; `check-sheets`
  has nothing to check there and says why;
- with committed files: `generate-sheets` writes Generated/ShareMenu.swift and ShareMenu.json,
  `swift build` compiles it (the manifest a resource) without a warning, `check-sheets` passes;
  after a spec change `check-sheets` fails with a diff and names generate-sheets; after a rename
  `generate-sheets` removes the old sheet's files; with them still there, the build plugin
  attached again warns why the build fails (each sheet declared twice).

    python3 Tests/Adoption/readme_package_test.py [--scratch DIR]

The scratch folder (default .build-artifacts/readme-package) is kept between runs, so only the
first run builds sheetc for the package cold. Prints each step with its time, and
'N passed, N failed'; exit status 1 when any failed.

A crash of the toolchain itself (swift or swift-package killed by a signal, or a backtrace of
SwiftPM's code in its output) is no failure of sheetc's: that step is run once more, and the
output says so ("toolchain crash … retrying once"); a second crash fails the step.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def readme_files():
    """{variant: {path: text}} from README.md's marked blocks; variant '' is the default one."""
    text = open(os.path.join(ROOT, "README.md")).read()
    files = {}
    for match in re.finditer(r"<!-- readme-package: (\S+)(?: \((\w+)\))? -->\n```\w*\n(.*?)```", text, re.S):
        path, variant, body = match.group(1), match.group(2) or "", match.group(3)
        files.setdefault(variant, {})[path] = body
    return files


# What a crashing Swift program prints (the runtime's backtracer), and where SwiftPM's own code
# shows in it: a crash there is the toolchain's, not a failure of sheetc or its plugins.
CRASH_MARKERS = ("*** Program crashed", "Program crashed:", "Backtracing from")
SWIFTPM_FRAMES = re.compile(r"swift-package|swift-build|SPMBuildCore|PackageGraph|PluginInvocation\.swift|Workspace\.swift")


def toolchain_crash(result):
    """Why `result` (a finished `swift` run) is a crash of the toolchain, or None when it is not:
    killed by a signal, or a backtrace whose frames are SwiftPM's."""
    if result.returncode < 0:
        return f"killed by signal {-result.returncode}"
    output = result.stdout + result.stderr
    if any(marker in output for marker in CRASH_MARKERS) and SWIFTPM_FRAMES.search(output):
        return "a backtrace of " + SWIFTPM_FRAMES.search(output).group(0)
    return None


class Run:
    def __init__(self, package, swift="swift"):
        self.package = package
        self.swift_command = swift
        self.passed = self.failed = 0
        self.retries = []

    def swift(self, *arguments, timeout=1800):
        """`swift ARGUMENTS` in the package; run once more when the toolchain crashed (said so)."""
        start = time.monotonic()
        result = subprocess.run([self.swift_command, *arguments], cwd=self.package, capture_output=True, text=True, timeout=timeout)
        crash = toolchain_crash(result)
        if crash:
            print(f"     toolchain crash in 'swift {' '.join(arguments)}' ({crash}), not a failure of sheetc's: retrying once")
            self.retries.append((arguments, crash))
            result = subprocess.run([self.swift_command, *arguments], cwd=self.package, capture_output=True, text=True, timeout=timeout)
            again = toolchain_crash(result)
            if again:
                print(f"     toolchain crash again ({again}): the step fails")
        return result, time.monotonic() - start

    def check(self, ok, what, detail=""):
        self.passed += bool(ok)
        self.failed += not ok
        print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else "\n" + detail[-4000:]))


def write(package, files):
    for path, body in files.items():
        target = os.path.join(package, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w") as out:
            out.write(body)


def scratch_package(scratch):
    """The scratch package's folder, `scratch/App`, emptied of what a run writes, beside a link
    named `sheetc` to this checkout (packages here depend on `../sheetc`). Its `.build` is kept,
    so only the first run builds sheetc for it cold (two_module_test.py shares it)."""
    os.makedirs(scratch, exist_ok=True)
    link = os.path.join(scratch, "sheetc")
    if os.path.islink(link) and os.readlink(link) != ROOT:
        os.remove(link)
    if not os.path.lexists(link):
        os.symlink(ROOT, link)
    package = os.path.join(scratch, "App")
    for stale in ["Package.swift", "Sources", "sheet-spec.schema.json"]:
        path = os.path.join(package, stale)
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    return package


def readme_command():
    """The shell command README.md marks `<!-- readme-package-command -->`: run in the package's root."""
    text = open(os.path.join(ROOT, "README.md")).read()
    return re.search(r"<!-- readme-package-command -->\n```sh\n(.*?)\n```", text, re.S).group(1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--scratch", default=os.path.join(ROOT, ".build-artifacts", "readme-package"))
    files = readme_files()
    package = scratch_package(os.path.abspath(parser.parse_args().scratch))
    run = Run(package)
    plugin, committed = files.get("", {}), files.get("committed", {})
    run.check("Package.swift" in plugin and any(p.endswith(".sheet.yaml") for p in plugin) and "Package.swift" in committed,
              "the README holds the package's Package.swift (two ways) and its spec", str(sorted(files)))
    spec_path = next(p for p in plugin if p.endswith(".sheet.yaml"))
    spec = os.path.join(package, spec_path)
    generated = os.path.join(os.path.dirname(spec), "Generated")

    # The build-tool plugin, as the README's first Package.swift has it, and the schema where
    # step 1 writes it (the README's command, with this checkout's sheetc).
    write(package, plugin)
    sheetc_dir = os.path.join(ROOT, ".build", "debug")
    command = subprocess.run(["sh", "-c", readme_command()], cwd=package, capture_output=True, text=True,
                             env=dict(os.environ, PATH=sheetc_dir + os.pathsep + os.environ["PATH"]))
    schema_ref = re.search(r"\$schema=(\S+)", plugin[spec_path]).group(1)
    schema = os.path.normpath(os.path.join(os.path.dirname(spec), schema_ref))
    run.check(command.returncode == 0 and os.path.isfile(schema) and os.path.getsize(schema) > 0
              and not schema.startswith(os.path.join(package, "Sources") + os.sep),
              "the spec's $schema names the file step 1 writes, outside every target", command.stderr + schema)
    result, seconds = run.swift("build")
    print(f"     swift build with the plugin: {seconds:.1f} s")
    run.check(result.returncode == 0, "the README's package builds with the build-tool plugin", result.stdout + result.stderr)
    run.check("unhandled" not in result.stdout + result.stderr, "no warning about unhandled files", result.stdout + result.stderr)
    result, seconds = run.swift("package", "--allow-writing-to-package-directory", "generate-sheets")
    output = result.stdout + result.stderr
    run.check(result.returncode != 0 and "already uses the SheetcPlugin build-tool plugin" in output
              and "invalid redeclaration" in output and not os.path.exists(generated),
              "generate-sheets beside the build plugin: refused with the reason, nothing written", output)
    result, seconds = run.swift("package", "check-sheets")
    output = result.stdout + result.stderr
    run.check(result.returncode == 0 and "generates its sheets at every build" in output and "missing" not in output
              and not os.path.exists(generated),
              "check-sheets beside the build plugin: nothing to check, and it says why", output)

    # Committed files, as the README's second Package.swift has it.
    write(package, committed)
    result, seconds = run.swift("package", "--allow-writing-to-package-directory", "generate-sheets")
    run.check(result.returncode == 0 and sorted(os.listdir(generated)) == ["ShareMenu.json", "ShareMenu.swift"],
              "generate-sheets writes Generated/ShareMenu.swift and ShareMenu.json", result.stdout + result.stderr)
    result, seconds = run.swift("build")
    print(f"     swift build with committed files: {seconds:.1f} s")
    run.check(result.returncode == 0, "the README's committed-files package builds", result.stdout + result.stderr)
    run.check("unhandled" not in result.stdout + result.stderr, "no warning about unhandled files", result.stdout + result.stderr)
    result, _ = run.swift("package", "check-sheets")
    run.check(result.returncode == 0, "check-sheets passes on fresh files", result.stdout + result.stderr)

    original = open(spec).read()
    with open(spec, "w") as out:
        out.write(original.replace("oneThird", "half"))
    result, _ = run.swift("package", "check-sheets")
    output = result.stdout + result.stderr
    run.check(result.returncode != 0 and "run 'swift package --allow-writing-to-package-directory generate-sheets --target App'" in output
              and "sheetc compile" not in output and "+++ " in output and '"fraction": 0.5' in output,
              "check-sheets after a change: a diff, and the command the user has", output)

    with open(spec, "w") as out:
        out.write(original.replace("sheet: ShareMenu", "sheet: ShareMenu2"))
    result, _ = run.swift("package", "--allow-writing-to-package-directory", "generate-sheets")
    run.check(result.returncode == 0 and sorted(os.listdir(generated)) == ["ShareMenu2.json", "ShareMenu2.swift"],
              "generate-sheets after a rename removes the old sheet's files", result.stdout + result.stderr + str(os.listdir(generated)))
    with open(spec, "w") as out:
        out.write(original)

    # Generated files committed, then the build plugin attached: the plugin says why the build fails.
    result, _ = run.swift("package", "--allow-writing-to-package-directory", "generate-sheets")
    write(package, plugin)
    result, _ = run.swift("build")
    output = result.stdout + result.stderr
    run.check(result.returncode != 0 and "holds sheets generated by 'swift package generate-sheets'" in output,
              "the build plugin beside committed generated files: a warning that says why the build fails", output)
    shutil.rmtree(generated)

    print(f"{run.passed} passed, {run.failed} failed")
    sys.exit(1 if run.failed else 0)


if __name__ == "__main__":
    main()
