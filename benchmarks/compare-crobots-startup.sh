#!/usr/bin/env bash
# Start-up and warm-up of `retrokit crobots`, end to end through the launcher as a user runs it: `--help`
# (JVM and launcher only), `-m1 -l15` (the start: the robots compiled, one 15-round window played), `-m1`
# and `-m100` (-l200000, seed 1, sniper.r turret.r pacer.r rover.r from examples/crobots: the start plus one
# match, and the whole series), beside the original 1985 C program's
# -m1 and -m100 when CROBOTS_ORIGINAL names it (absolute, or relative to the repository root, e.g.
# CROBOTS_ORIGINAL=../shared/peers/crobots/crobots; run with CROBOTS_SEED and </dev/null).
# Runs every row once per round, RUNS rounds (default 15), and prints the median wall and CPU seconds
# (user+sys of the process tree, as bash's `time` reports them) and the load average. Every run's stdout
# must equal the first of its kind, and ours the original's, byte for byte, or the script stops with status 1.
#
#   benchmarks/compare-crobots-startup.sh [--before DIR] [RUNS]
#
# --before DIR adds the same rows for another checkout of the repository (e.g. an older commit, to show what
# a change gained); each checkout's launcher builds its jar and class-data-sharing archive once first, untimed.
set -euo pipefail

root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
# shellcheck source=benchmarks/startup-common.sh
. "$root/benchmarks/startup-common.sh" # startup_options, label_file, median
startup_options 15 "$@"
original=${CROBOTS_ORIGINAL:-}
if [ -n "$original" ]; then
  case "$original" in /*) ;; *) original="$root/$original" ;; esac
  [ -x "$original" ] || { echo "note: CROBOTS_ORIGINAL=$CROBOTS_ORIGINAL is not executable: original rows skipped" >&2; original=; }
fi
robots=(sniper.r turret.r pacer.r rover.r)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

checkouts=("$root")
[ -n "$before" ] && checkouts+=("$before")
for c in "${checkouts[@]}"; do
  "$c/retrokit" crobots --help >/dev/null 2>&1 || { echo "$c: retrokit crobots does not start" >&2; exit 1; } # builds once, untimed
done

measure() { # label kind command... -> appends "wall cpu" of one run to the label's times; checks stdout
  local label=$1 kind=$2 t file
  shift 2
  file="$work/$(label_file "$label")"
  local TIMEFORMAT='%R %U %S'
  t=$( { time "$@" >"$work/out" 2>/dev/null </dev/null; } 2>&1 ) || { echo "$label: failed" >&2; exit 1; }
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' <<<"$t" >>"$file"
  if [ ! -f "$work/$kind.first" ]; then
    cp "$work/out" "$work/$kind.first"
  elif ! cmp -s "$work/out" "$work/$kind.first"; then
    echo "$label: stdout differs from the first $kind run" >&2
    exit 1
  fi
}

for c in "${checkouts[@]}"; do # the rows, in order (measure looks them up in a subshell)
  tag=$([ "$c" = "$root" ] && echo "this checkout" || echo before)
  for kind in --help "-m1 -l15" -m1 -m100; do label_file "$tag: crobots $kind" >/dev/null; done
done
[ -n "$original" ] && label_file "original: crobots -m1" >/dev/null && label_file "original: crobots -m100" >/dev/null

cd "$root/examples/crobots"
for ((i = 0; i < runs; i++)); do
  for c in "${checkouts[@]}"; do
    tag=$([ "$c" = "$root" ] && echo "this checkout" || echo before)
    measure "$tag: crobots --help" help "$c/retrokit" crobots --help
    measure "$tag: crobots -m1 -l15" m1l15 "$c/retrokit" crobots -m1 -l15 --seed 1 "${robots[@]}"
    measure "$tag: crobots -m1" m1 "$c/retrokit" crobots -m1 -l200000 --seed 1 "${robots[@]}"
    measure "$tag: crobots -m100" m100 "$c/retrokit" crobots -m100 -l200000 --seed 1 "${robots[@]}"
  done
  if [ -n "$original" ]; then
    measure "original: crobots -m1" m1 env CROBOTS_SEED=1 "$original" -m1 -l200000 "${robots[@]}"
    measure "original: crobots -m100" m100 env CROBOTS_SEED=1 "$original" -m100 -l200000 "${robots[@]}"
  fi
done

printf '# %s, -l200000 --seed 1 %s, %s runs interleaved, medians; load: %s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" \
  "${robots[*]}" "$runs" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
printf '%-32s %8s %8s\n' "" "wall s" "CPU s"
for i in "${!labels[@]}"; do
  f="$work/$(printf '%02d.times' "$i")"
  printf '%-32s %8s %8s\n' "${labels[$i]}" "$(median "$f" 1)" "$(median "$f" 2)"
done
if [ -n "$original" ]; then
  echo "outputs identical: every run of a kind, ours and the original"
else
  echo "outputs identical: every run of a kind"
fi
