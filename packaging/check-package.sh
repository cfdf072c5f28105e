#!/usr/bin/env bash
# Builds the .deb and .tar.gz with CPack, validates the desktop entry and the AppStream
# file, installs the .deb with apt-get, checks that both programs run from the installed
# tree, then removes the package and checks that none of its files is left behind.
# Needs root (it installs a package) and the build folder configured with the GUI.
#
#   packaging/check-package.sh [build-folder]
set -euo pipefail
build=$(realpath "${1:-build}")
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
step() { printf '\n== %s\n' "$*"; }

step "packages"
cmake --build "$build" -j2
(cd "$build" && rm -f grandchess_*.deb grandchess-*.tar.gz && cpack >/dev/null)
deb=$(ls "$build"/grandchess_"$version"_*.deb)
tgz=$(ls "$build"/grandchess-"$version"-*.tar.gz)
ls -l "$deb" "$tgz"
dpkg-deb -f "$deb" Package Version Depends

step "metadata"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp/deb"
desktop-file-validate "$tmp"/deb/usr/share/applications/*.desktop
appstreamcli validate --no-net "$tmp"/deb/usr/share/metainfo/*.metainfo.xml
grep -q "release version=\"$version\"" "$tmp"/deb/usr/share/metainfo/*.metainfo.xml
tar -xzf "$tgz" -C "$tmp"
test -x "$tmp"/grandchess-"$version"-*/bin/grandchess-engine

step "install"
if dpkg-query -W grandchess >/dev/null 2>&1; then
    dpkg -r grandchess >/dev/null # a package of the same version would not be replaced
fi
apt-get install -y "$deb" >/dev/null
dpkg-query -L grandchess | sort >"$tmp/files"
test "$(grandchess-engine --version)" = "grandchess-engine $version"
test "$(grandchess --version)" = "grandchess $version"
reply=$(printf 'uci\nisready\nposition startpos\ngo depth 5\n' | timeout 20 grandchess-engine)
grep -q '^uciok$' <<<"$reply"
grep -q '^bestmove ' <<<"$reply"
echo "grandchess-engine answers UCI: $(grep '^bestmove' <<<"$reply")"
HOME=$tmp/home QT_QPA_PLATFORM=offscreen timeout 30 grandchess --no-restore --quit-after 1500
echo "grandchess started and quit (offscreen)"

step "remove"
dpkg -r grandchess >/dev/null
left=0
while read -r f; do
    if [ -f "$f" ]; then
        echo "left behind: $f" >&2
        left=1
    fi
done <"$tmp/files"
test $left -eq 0
! command -v grandchess >/dev/null
echo "removed: none of the $(wc -l <"$tmp/files") packaged paths is left"
echo "package check passed"
