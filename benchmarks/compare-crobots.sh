#!/usr/bin/env bash
# Whole CRobots matches, end to end, RetroKit against the original 1985 C program.
#
#   benchmarks/compare-crobots.sh [-r REPS] [-m MATCHES] [-l LIMIT] [-s SEED] [-t TOURNAMENT_MATCHES] [robot.r ...]
#
# 1. Series: the same seeded series (`-mMATCHES -lLIMIT`, default 100 × 200000, seed 1, robots sniper.r
#    turret.r pacer.r rover.r from examples/crobots) through `./retrokit crobots` and, when CROBOTS_ORIGINAL
#    names the original binary (absolute, or relative to the repository root, e.g.
#    CROBOTS_ORIGINAL=../shared/peers/crobots/crobots), through it with CROBOTS_SEED. Runs alternate
#    (ours, original, ours, ...) REPS times (default 5); every run's stdout must equal the first one's, byte
#    for byte, or the script stops with status 1. Prints wall and CPU (user+sys) seconds per run, the
#    medians, and the ratio original/ours (above 1: we are faster).
# 2. Tournament scaling: TOURNAMENT_MATCHES (default 400) independent matches with --jobs 1 and --jobs 2,
#    alternating, REPS times: median wall and CPU, the speed-up of 2 jobs over 1, and the tables compared.
# The load average is printed before and after: the machine may be shared, so read medians with it.
set -u

root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
reps=5 matches=100 limit=200000 seed=1 tmatches=400
while getopts "r:m:l:s:t:" opt; do
  case "$opt" in
    r) reps=$OPTARG ;; m) matches=$OPTARG ;; l) limit=$OPTARG ;; s) seed=$OPTARG ;; t) tmatches=$OPTARG ;;
    *) echo "usage: $0 [-r REPS] [-m MATCHES] [-l LIMIT] [-s SEED] [-t TOURNAMENT_MATCHES] [robot.r ...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
robots=("$@")
[ ${#robots[@]} -gt 0 ] || robots=(sniper.r turret.r pacer.r rover.r)

original=${CROBOTS_ORIGINAL:-}
if [ -n "$original" ]; then
  case "$original" in /*) ;; *) original="$root/$original" ;; esac
  if [ ! -x "$original" ]; then
    echo "compare-crobots: CROBOTS_ORIGINAL=$CROBOTS_ORIGINAL is not an executable file; comparing without it" >&2
    original=
  fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root/examples/crobots" || exit 1
for r in "${robots[@]}"; do
  [ -f "$r" ] || { echo "compare-crobots: no robot $r in examples/crobots" >&2; exit 2; }
done

"$root/retrokit" crobots --help >/dev/null 2>&1 || { echo "compare-crobots: ./retrokit crobots does not start" >&2; exit 1; }

# run NAME OUTFILE command... : one timed run; appends "wall cpu" to $work/NAME.times
run() {
  local name=$1 out=$2 t
  shift 2
  local TIMEFORMAT='%R %U %S'
  t=$( { time "$@" >"$out" 2>/dev/null </dev/null; } 2>&1 ) || { echo "compare-crobots: $name failed" >&2; exit 1; }
  set -- $t
  local cpu
  cpu=$(awk -v u="$2" -v s="$3" 'BEGIN { printf "%.3f", u + s }')
  printf '%s %s\n' "$1" "$cpu" >>"$work/$name.times"
  printf '  %-10s wall %6.3f s   cpu %6.3f s\n' "$name" "$1" "$cpu"
}

same() { # reference file, file, what
  cmp -s "$1" "$2" || { echo "compare-crobots: $3 differs from the first run's output" >&2; diff "$1" "$2" | head -n 5 >&2; exit 1; }
}

median() { # file column -> median of that column
  sort -g -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)   ($(nproc) cores)"
echo "series: -m$matches -l$limit, seed $seed, robots ${robots[*]}, $reps runs each, interleaved"
for i in $(seq 1 "$reps"); do
  run ours "$work/ours.out" "$root/retrokit" crobots "-m$matches" "-l$limit" --seed "$seed" "${robots[@]}"
  [ "$i" = 1 ] && cp "$work/ours.out" "$work/reference.out"
  same "$work/reference.out" "$work/ours.out" "our run $i"
  if [ -n "$original" ]; then
    run original "$work/original.out" env CROBOTS_SEED="$seed" "$original" "-m$matches" "-l$limit" "${robots[@]}"
    same "$work/reference.out" "$work/original.out" "the original's run $i"
  fi
done
ours_wall=$(median "$work/ours.times" 1) ours_cpu=$(median "$work/ours.times" 2)
echo "median ours:     wall $ours_wall s, cpu $ours_cpu s"
if [ -n "$original" ]; then
  orig_wall=$(median "$work/original.times" 1) orig_cpu=$(median "$work/original.times" 2)
  echo "median original: wall $orig_wall s, cpu $orig_cpu s   (outputs identical)"
  awk -v ow="$orig_wall" -v oc="$orig_cpu" -v w="$ours_wall" -v c="$ours_cpu" \
    'BEGIN { printf "ratio original/ours: wall %.2fx, cpu %.2fx\n", ow / w, oc / c }'
else
  echo "(CROBOTS_ORIGINAL not set: no comparison with the original)"
fi

if [ "$tmatches" -gt 0 ]; then
  echo "tournament: $tmatches matches, -l$limit, seed $seed, --jobs 1 against --jobs 2, $reps runs each, interleaved"
  for i in $(seq 1 "$reps"); do
    run jobs1 "$work/jobs1.out" "$root/retrokit" crobots --jobs 1 -m "$tmatches" -l "$limit" --seed "$seed" "${robots[@]}"
    [ "$i" = 1 ] && cp "$work/jobs1.out" "$work/table.out"
    same "$work/table.out" "$work/jobs1.out" "tournament --jobs 1 run $i"
    run jobs2 "$work/jobs2.out" "$root/retrokit" crobots --jobs 2 -m "$tmatches" -l "$limit" --seed "$seed" "${robots[@]}"
    same "$work/table.out" "$work/jobs2.out" "tournament --jobs 2 run $i"
  done
  j1w=$(median "$work/jobs1.times" 1) j1c=$(median "$work/jobs1.times" 2)
  j2w=$(median "$work/jobs2.times" 1) j2c=$(median "$work/jobs2.times" 2)
  echo "median --jobs 1: wall $j1w s, cpu $j1c s"
  echo "median --jobs 2: wall $j2w s, cpu $j2c s   (tables identical)"
  awk -v a="$j1w" -v b="$j2w" -v n="$tmatches" \
    'BEGIN { printf "speed-up of 2 jobs: %.2fx (%.0f matches/s with 1 job, %.0f with 2)\n", a / b, n / a, n / b }'
fi
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"
