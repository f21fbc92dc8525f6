#!/usr/bin/env bash
# What a user pays per Austerity game in process start-ups: our hub + our three players, against the C hub +
# three C players written from the spec (austerity-rules/src/test/resources/c/chub.c and cstrategy.c, compiled
# here with gcc). Runs interleaved, RUNS times each, and prints the median CPU time (user+sys of the whole
# process tree, as bash's `time` reports it) and wall time per run.
#
#   benchmarks/compare-austerity-startup.sh [RUNS]        (default 15)
#
# Rows: a whole game (deck20, 7 tokens, 15 points, shenzi banzai ed); a hub start that fails its argument
# check ("Bad argument", exit 2); one player start that reads only eog. Ours run through the course-named
# launchers in examples/bin (so through ./retrokit, with its JVM options); the freshness check is skipped
# (RETROKIT_NO_BUILD=1) after one build at the start. Skips (exit 0) without gcc.
set -euo pipefail

runs=${1:-15}
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
resources="$root/austerity-rules/src/test/resources/c"
deck="$root/examples/austerity/deck20.txt"
bin="$root/examples/bin"

command -v gcc >/dev/null 2>&1 || { echo "compare-austerity-startup: gcc not found, skipped"; exit 0; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$resources/chub.c" "$resources/cstrategy.c" "$resources/fields.h" "$work/"
gcc -std=gnu99 -O2 -o "$work/chub" "$work/chub.c"
gcc -std=gnu99 -O2 -o "$work/cstrategy" "$work/cstrategy.c"
for name in shenzi banzai ed; do ln -s cstrategy "$work/$name"; done

"$root/retrokit" austerity --help >/dev/null # builds once if needed, then the launchers skip the check
export RETROKIT_NO_BUILD=1

measure() { # label command... -> appends "cpu wall" of one run to $work/<label>
  local label=$1 t
  shift
  local TIMEFORMAT='%U %S %R'
  t=$( { time "$@" >/dev/null 2>&1 </dev/null; } 2>&1 ) || true
  awk '{printf "%.3f %.3f\n", $1 + $2, $3}' <<<"$t" >>"$work/$label"
}

median() { # file column -> median of that column
  sort -n -k"$2" "$1" | awk -v c="$2" '{v[NR] = $c} END {print v[int((NR + 1) / 2)]}'
}

for ((i = 0; i < runs; i++)); do
  measure ours-game "$bin/austerity" 7 15 "$deck" "$bin/shenzi" "$bin/banzai" "$bin/ed"
  measure c-game "$work/chub" 7 15 "$deck" "$work/shenzi" "$work/banzai" "$work/ed"
  measure ours-bad "$bin/austerity" x 15 "$deck" "$bin/shenzi" "$bin/banzai"
  measure c-bad "$work/chub" x 15 "$deck" "$work/shenzi" "$work/banzai"
  measure ours-player sh -c 'echo eog | "$0" 2 0' "$bin/shenzi"
  measure c-player sh -c 'echo eog | "$0" 2 0' "$work/shenzi"
done

printf 'Austerity process start-up, %d runs each, interleaved; load average %s\n' "$runs" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-36s %14s %14s %14s %14s\n' "median per run" "ours CPU s" "C CPU s" "ours wall s" "C wall s"
row() {
  printf '%-36s %14s %14s %14s %14s\n' "$1" "$(median "$work/ours-$2" 1)" "$(median "$work/c-$2" 1)" \
    "$(median "$work/ours-$2" 2)" "$(median "$work/c-$2" 2)"
}
row "game: hub + shenzi, banzai, ed" game
row "hub start, Bad argument" bad
row "one player start (eog only)" player
