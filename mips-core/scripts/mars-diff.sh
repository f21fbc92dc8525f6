#!/usr/bin/env bash
# Differential test of `mips mars` against MARS 4.5 on every case in
# src/test/resources/marsdiff/ (standard output, exit status, dump files).
#
#   scripts/mars-diff.sh            run each case through both, print the differences
#   scripts/mars-diff.sh --record   (re)write the goldens (<case>.out, <case>.dump) from MARS
#
# A case is <case>.asm, optional <case>.args (MARS arguments; {} is the program's path, {dump} a dump
# file, {dir} the case folder; default "nc {}") and <case>.in (standard input). Goldens hold MARS's standard output with the
# case directory written <dir>, then a line "--- exit status N". Skips (exit 0) without the jar.
set -u
here=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cases="$here/src/test/resources/marsdiff"
ours="$here/../examples/bin/mars"
. "$here/scripts/mars-jar.sh" mars-diff "$@"

# run <tool...>: runs one case in a fresh copy of the case directory; prints its golden text
run_case() {
  local name=$1; shift
  local dir="$work/run"
  rm -rf "$dir" && cp -r "$cases" "$dir"
  local args="nc {}"
  [ -f "$cases/$name.args" ] && args=$(cat "$cases/$name.args")
  args=${args//\{dump\}/$dir/$name.dump.actual}
  args=${args//\{\}/$dir/$name.asm}
  args=${args//\{dir\}/$dir}
  local input=/dev/null
  [ -f "$cases/$name.in" ] && input="$cases/$name.in"
  # shellcheck disable=SC2086
  (cd "$dir" && timeout 10 "$@" $args <"$input" 2>/dev/null >"$work/stdout"; echo "--- exit status $?" >>"$work/stdout")
  sed "s|$dir|<dir>|g" "$work/stdout"
  if [ -f "$dir/$name.dump.actual" ]; then cp "$dir/$name.dump.actual" "$work/$name.dump"; else rm -f "$work/$name.dump"; fi
}

"$ours" h >/dev/null 2>&1   # builds the launcher if needed, outside the per-case time limit
failed=0
total=0
for asm in "$cases"/*.asm; do
  name=$(basename "$asm" .asm)
  case "$name" in inc_*) continue ;; esac   # included files, not cases
  total=$((total + 1))
  run_case "$name" java -jar "$jar" >"$work/mars.out"
  [ -f "$work/$name.dump" ] && mv "$work/$name.dump" "$work/mars.dump"
  if [ $record = 1 ]; then
    cp "$work/mars.out" "$cases/$name.out"
    if [ -f "$work/mars.dump" ]; then mv "$work/mars.dump" "$cases/$name.dump"; fi
    continue
  fi
  run_case "$name" "$ours" >"$work/ours.out"
  if ! diff -u "$work/mars.out" "$work/ours.out" >"$work/diff"; then
    failed=$((failed + 1)); echo "DIFF $name (stdout, exit status)"; cat "$work/diff"
  elif [ -f "$work/mars.dump" ] && ! cmp -s "$work/mars.dump" "$work/$name.dump"; then
    failed=$((failed + 1)); echo "DIFF $name (dump file)"
  elif [ ! -f "$work/mars.dump" ] && [ -f "$work/$name.dump" ]; then
    failed=$((failed + 1)); echo "DIFF $name (a dump file where MARS writes none)"
  fi
  rm -f "$work/mars.dump" "$work/$name.dump"
done
if [ $record = 1 ]; then echo "mars-diff: recorded $total goldens"; exit 0; fi
echo "mars-diff: $((total - failed)) of $total cases identical"
[ $failed = 0 ]
