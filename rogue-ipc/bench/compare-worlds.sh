#!/usr/bin/env bash
# Times our world against a small C world (src/test/resources/rogue/c/c_world.c) on the same long game, both
# running the same C player and C monsters, and checks that both print the same bytes.
#   usage: rogue-ipc/bench/compare-worlds.sh [turns=2000] [runs=10]
# Uses hyperfine when it is installed; otherwise repeats each command and prints mean/min/max wall time.
# The game: the player asks every turn for a cell where a harmless monster stands (so nothing ever changes),
# 6 monsters attack it with 0 damage every turn, and the player leaves on message turns+1: every turn is one
# player round trip, 6 monster round trips and one printed map, in both worlds.
set -euo pipefail
turns=${1:-2000}
runs=${2:-10}
here=$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")
root=$(readlink -f "$here/../..")
src="$root/rogue-ipc/src/test/resources/rogue/c"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for p in c_world c_player c_monster; do gcc -std=gnu11 -O2 -o "$work/$p" "$src/$p.c"; done
mv "$work/c_player" "$work/player"
mv "$work/c_monster" "$work/monster"
{
  printf '12 6\n2 0\n2 2\n./player 0 0 %d\n6\n' $((turns + 1))
  printf './monster a 2 1 1 0 0 99\n'
  for x in 5 6 7 8 9; do printf './monster m %d 3 1 0 0 99\n' "$x"; done
} > "$work/input.txt"
"$root/retrokit" rogue --help > /dev/null # build once, outside the timing
ours="$root/retrokit rogue world"
quick="env RETROKIT_JAVA_OPTS=-XX:TieredStopAtLevel=1 $root/retrokit rogue world" # C1 JIT only: less warm-up
cd "$work"
./c_world < input.txt > c.out
$ours < input.txt > java.out
cmp c.out java.out
echo "same output: $(grep -c '^##+' c.out) maps, $(tail -1 c.out)"
if command -v hyperfine > /dev/null; then
  hyperfine -N --warmup 1 --runs "$runs" --input input.txt --output null "./c_world" "$ours" "$quick"
  exit 0
fi
time_it() { # name command...
  local name=$1 i start end ms all=()
  shift
  "$@" < input.txt > /dev/null # warm-up
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s%N); "$@" < input.txt > /dev/null; end=$(date +%s%N)
    all+=($(((end - start) / 1000000)))
  done
  printf '%s\n' "${all[@]}" | sort -n | awk -v n="$name" -v t="$turns" '
    { s += $1; v[NR] = $1 } END { printf "%-38s mean %6.1f ms  min %5d  max %5d  (%d runs; %.1f us/turn at the mean)\n", n, s/NR, v[1], v[NR], NR, 1000*s/NR/t }'
}
time_it "C world (c_world.c)" ./c_world
time_it "RetroKit world (retrokit rogue world)" $ours
time_it "RetroKit world, C1 JIT only" $quick
