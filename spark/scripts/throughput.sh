#!/usr/bin/env bash
# Throughput of the Spark jobs (embedded, local[2]) next to the single-machine CLIs on the same work,
# interleaved, REPS times each (default 3); prints one line per run and the medians.
#
#   spark/scripts/throughput.sh [REPS]
#
# Work: a CRobots tournament of 300 matches (3 example robots, 200,000-cycle limit), an Austerity
# tournament of 300,000 games (shenzi, banzai, ed on deck20), and grading 300 submissions x 4 tests
# (copies of the test submissions good/loops/crash; the CLI side runs `mips call` once per test, as a
# grading script does, on 10 submissions x 4 tests). Wall and CPU (user+sys) seconds come from /usr/bin/time.
set -euo pipefail
reps=${1:-3}
root=$(readlink -f "$(dirname "$(readlink -f "$0")")/../..")
rk="$root/retrokit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$rk" spark --help >/dev/null # builds the spark module once, outside the timings
"$rk" crobots --help >/dev/null && "$rk" austerity --help >/dev/null && "$rk" mips --help >/dev/null
export RETROKIT_NO_BUILD=1

grading="$root/spark/src/test/resources/grading"
mkdir -p "$work/subs" "$work/few"
for i in $(seq 1 100); do
  for s in good loops crash; do cp "$grading/submissions/$s.asm" "$work/subs/$s$i.asm"; done
done
for i in $(seq 1 10); do cp "$grading/submissions/good.asm" "$work/few/good$i.asm"; done

timed() { # label items command... -> "label items wall cpu"
  local label=$1 items=$2; shift 2
  /usr/bin/time -o "$work/time" -f '%e %U %S' "$@" >/dev/null 2>&1 || true
  echo "$label $items $(tail -n 1 "$work/time")" | awk '{printf "%-22s %8d items %8.2f s wall %8.2f s cpu %10.1f items/s\n", $1, $2, $3, $4+$5, $2/$3}'
}

mips_cli() { # the 4 tests of the spec, one `mips call` per test, on every file of $1
  local f
  for f in "$1"/*.asm; do
    "$rk" mips call "$f" --label sum3 --args 1,2,3 || true
    "$rk" mips call "$f" --label sum3 --args -10,4,0x10 --random-fill 7 || true
    "$rk" mips call "$f" --label fill --args "@8,4,'A'" --max-steps 1000 || true
    "$rk" mips call "$f" --label strlen --args '"hello"' || true
  done
}

export -f mips_cli
export rk
robots=("$root/examples/crobots/sniper.r" "$root/examples/crobots/turret.r" "$root/examples/crobots/pacer.r")
deck="$root/examples/austerity/deck20.txt"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
for r in $(seq 1 "$reps"); do
  timed crobots-cli 300 "$rk" crobots --tournament --jobs 2 -m 300 -l 200000 --seed 1 "${robots[@]}"
  timed crobots-spark 300 "$rk" spark crobots-tournament --master 'local[2]' --matches 300 --limit 200000 --seed 1 "${robots[@]}"
  timed austerity-cli 300000 "$rk" austerity tournament 7 15 "$deck" shenzi banzai ed --games 300000 --seed 1 --threads 2
  timed austerity-spark 300000 "$rk" spark austerity-tournament --master 'local[2]' 7 15 "$deck" shenzi banzai ed --games 300000 --seed 1
  timed mips-call-cli 40 bash -c 'mips_cli "$0"' "$work/few"
  timed mips-grade-spark 1200 "$rk" spark mips-grade --master 'local[2]' "$grading/spec.json" "$work/subs"
done | tee "$work/runs.txt"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "medians:"
awk '{print $1}' "$work/runs.txt" | sort -u | while read -r label; do
  grep "^$label " "$work/runs.txt" | sort -k4 -n | awk -v n="$reps" 'NR == int((n + 1) / 2)'
done
