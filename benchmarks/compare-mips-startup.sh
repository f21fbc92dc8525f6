#!/usr/bin/env bash
# Start-up: hello world (benchmarks/mips-startup/hello.asm) through `retrokit mips run` (the default tier and
# --interpret), through the MARS drop-in `examples/bin/mars nc`, and under qemu-mips (the same program for Linux
# o32, assembled by GNU as).
# Runs them interleaved, RUNS times each, and prints the median wall and CPU seconds (user+sys of the
# process tree, as bash's `time` reports them).
#
#   benchmarks/compare-mips-startup.sh [--before DIR] [RUNS]      (default 15)
#
# --before DIR adds the same three rows for another checkout of the repository (e.g. an older commit, to show
# what a change gained); each checkout's launcher builds its jar and class-data-sharing archive once first,
# untimed. qemu needs qemu-mips and mips-linux-gnu-as/ld; its row is skipped, with a note, when absent.
set -euo pipefail

root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
# shellcheck source=benchmarks/startup-common.sh
. "$root/benchmarks/startup-common.sh" # startup_options, label_file, median
startup_options 12 "$@"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/benchmarks/mips-startup/hello.asm" "$work/"
have_qemu=yes
if command -v qemu-mips >/dev/null && command -v mips-linux-gnu-as >/dev/null && command -v mips-linux-gnu-ld >/dev/null; then
  mips-linux-gnu-as -march=mips32 -o "$work/hello.o" "$root/benchmarks/mips-startup/hello-linux.s"
  mips-linux-gnu-ld -e main -o "$work/hello-linux" "$work/hello.o"
else
  have_qemu=
  echo "note: qemu-mips or mips-linux-gnu-as/ld missing: qemu row skipped" >&2
fi

checkouts=("$root")
[ -n "$before" ] && checkouts+=("$before")
for c in "${checkouts[@]}"; do
  "$c/retrokit" mips run "$work/hello.asm" >/dev/null 2>&1 || true # builds once, untimed
done
export RETROKIT_NO_BUILD=1

measure() { # label command... -> appends "wall cpu" of one run to $work/<n>.times, n the label's order
  local label=$1 t file
  shift
  file="$work/$(label_file "$label")"
  local TIMEFORMAT='%R %U %S'
  t=$( { time "$@" >"$work/out" 2>&1 </dev/null; } 2>&1 )
  grep -q 'Hello, world!' "$work/out" || { echo "$label: no greeting:" >&2; cat "$work/out" >&2; exit 1; }
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' <<<"$t" >>"$file"
}
for label in "this checkout: retrokit mips run" "this checkout: retrokit mips run --interpret" \
    "this checkout: examples/bin/mars nc" ${before:+"before: retrokit mips run" "before: retrokit mips run --interpret"} \
    ${before:+"before: examples/bin/mars nc"} ${have_qemu:+qemu-mips}; do
  label_file "$label" >/dev/null
done
for ((i = 0; i < runs; i++)); do
  for c in "${checkouts[@]}"; do
    tag=$([ "$c" = "$root" ] && echo "this checkout" || echo before)
    measure "$tag: retrokit mips run" "$c/retrokit" mips run "$work/hello.asm"
    measure "$tag: retrokit mips run --interpret" "$c/retrokit" mips run --interpret "$work/hello.asm"
    measure "$tag: examples/bin/mars nc" "$c/examples/bin/mars" nc "$work/hello.asm"
  done
  [ -n "$have_qemu" ] && measure "qemu-mips" qemu-mips "$work/hello-linux"
done

printf '# %s, hello world, %s runs interleaved, medians; load: %s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$runs" \
  "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
printf '%-44s %8s %8s\n' "" "wall s" "CPU s"
for i in "${!labels[@]}"; do
  f="$work/$(printf '%02d.times' "$i")"
  printf '%-44s %8s %8s\n' "${labels[$i]}" "$(median "$f" 1)" "$(median "$f" 2)"
done
