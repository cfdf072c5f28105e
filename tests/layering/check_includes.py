#!/usr/bin/env python3
"""Refuses an include that runs against the arrows between the program's libraries.

Each library may include its own headers and those of the libraries below it, as the
CMake targets link them (engine/CMakeLists.txt, ui/CMakeLists.txt). The linker alone does
not always catch a header-only use or an inline function, so the includes are checked here.
Usage: check_includes.py REPOSITORY_ROOT; prints each offending include, exits 1 if any.
"""

import pathlib
import re
import sys

# What each folder may include, besides itself (transitively closed below).
ALLOWED = {
    "engine/rules": [],
    "engine/notation": ["engine/rules"],
    "engine/eval": ["engine/rules"],
    "engine/search": ["engine/eval"],
    "engine/analysis": ["engine/search", "engine/notation"],
    "engine/protocol": ["engine/analysis"],
    "engine/puzzles": ["engine/analysis"],
    "ui/base": ["engine"],
    "ui/game": ["ui/base"],
    "ui/board": ["ui/game"],
    "ui/records": ["ui/board"],
    "ui/analysis": ["ui/board"],
    "ui/dialogs": ["ui/board"],
    "ui/puzzles": ["ui/board"],
    "ui/window": ["ui/records", "ui/analysis", "ui/dialogs", "ui/puzzles"],
}
# Headers every part may use: the version written by the build.
SHARED = {"engine/version.h"}
ENGINE = [k for k in ALLOWED if k.startswith("engine/")]


def closure(folder):
    seen, todo = set(), [folder]
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.add(f)
        for below in ALLOWED.get(f, []):
            todo.extend(ENGINE if below == "engine" else [below])
    return seen


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    include = re.compile(r'^\s*#\s*include\s+"((?:engine|ui)/[^"]+)"', re.M)
    bad = 0
    checked = 0
    for folder in ALLOWED:
        may = closure(folder)
        for path in sorted((root / folder).glob("*")):
            if path.suffix not in (".h", ".cpp", ".in"):
                continue
            checked += 1
            for m in include.finditer(path.read_text(encoding="utf-8")):
                target = m.group(1)
                if target in SHARED:
                    continue
                owner = str(pathlib.PurePosixPath(target).parent)
                if owner not in may:
                    line = path.read_text(encoding="utf-8")[: m.start()].count("\n") + 1
                    print(f"{path.relative_to(root)}:{line}: includes {target}, "
                          f"but {folder} may use only {', '.join(sorted(may))}")
                    bad += 1
    print(f"{checked} files checked, {bad} includes against the arrows")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
