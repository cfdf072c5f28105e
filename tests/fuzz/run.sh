#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (folder build-fuzz), makes their seed corpora from
# tests/data and runs each for SECONDS (default 60), one after the other. Prints, per
# target, the executions, the corpus size and any finding; a finding's input is kept in
# build-fuzz/findings/<target>/ -- turn it into a regression test by copying it to
# tests/fuzz/regressions/<target>/ (the ordinary test suite replays that folder).
#
#   tests/fuzz/run.sh [SECONDS] [target...]      targets: fen san pgn protocol
#
# Needs: clang (Debian's clang-14, with libclang-rt-14-dev).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fen san pgn protocol)
out=build-fuzz

CC=clang CXX=clang++ cmake -S . -B $out -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGRAND_FUZZ=ON \
    -DGRAND_BUILD_GUI=OFF -DGRAND_BUILD_TESTS=OFF >/dev/null
for t in "${targets[@]}"; do
    cmake --build $out -j2 --target ${t}_fuzzer >/dev/null
done

# Seed corpora from the project's data.
seeds=$out/seeds
rm -rf $seeds
mkdir -p $seeds/{fen,san,pgn,protocol}
n=0
grep -v '^#' tests/data/perft-public.epd | cut -d';' -f1 | while read -r fen; do
    n=$((n + 1))
    printf '%s' "$fen" >$seeds/fen/epd-$n
done
python3 - "$seeds" tests/data/games/*.pgn <<'PY'
import re, sys, pathlib
seeds = pathlib.Path(sys.argv[1])
count = 0
for name in sys.argv[2:]:
    text = pathlib.Path(name).read_bytes().decode('utf-8', 'replace')
    for game in re.split(r'\n(?=\[Event )', text):
        if not game.strip():
            continue
        count += 1
        (seeds / 'pgn' / f'game-{count}').write_text(game)
        moves = re.sub(r'\[[^\]]*\]|\{[^}]*\}|\d+\.+|1-0|0-1|1/2-1/2|\*', ' ', game)
        (seeds / 'san' / f'game-{count}').write_text(' '.join(moves.split()))
PY
cat tests/data/embassy-perft-public.epd tests/data/embassy-fairy-perft.epd | grep -v '^#' | cut -d';' -f1 |
    while read -r fen; do
        n=$((n + 1))
        printf '%s' "$fen" >$seeds/fen/embassy-$n
    done
grep -v '^#' tests/data/fantasy-positions.epd | cut -d';' -f1 | while read -r fen; do
    n=$((n + 1))
    printf '%s' "$fen" >$seeds/fen/fantasy-$n
done
for t in san pgn protocol; do
    cp tests/fuzz/seeds/$t/* $seeds/$t/
done
for t in "${targets[@]}"; do
    cp tests/fuzz/regressions/$t/* $seeds/$t/ 2>/dev/null || true
    rm -f $seeds/$t/.gitkeep
done

status=0
for t in "${targets[@]}"; do
    corpus=$out/corpus/$t
    findings=$out/findings/$t
    mkdir -p "$corpus" "$findings"
    log=$out/$t.log
    set +e
    $out/${t}_fuzzer "$corpus" $seeds/$t -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -max_len=8192 -artifact_prefix="$findings/" -print_final_stats=1 \
        >"$log" 2>&1
    rc=$?
    set -e
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    found=$(find "$findings" -type f | wc -l)
    echo "$t: ${runs:-?} executions in ${seconds} s, corpus $(find "$corpus" -type f | wc -l) inputs," \
         "findings $found (exit $rc; log $log)"
    if [ $rc -ne 0 ] || [ "$found" -ne 0 ]; then
        status=1
        grep -m3 -E 'ERROR|invariant|SUMMARY' "$log" || true
    fi
done
exit $status
