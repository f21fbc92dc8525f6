#!/usr/bin/env bash
# Whole matches, ours against the original CRobots 1.1, on generated robots: each case writes 2-4 random but
# valid robots (scan/cannon/drive loops, rand, trig, sqrt, user functions with parameters and locals,
# recursion, polling loops, globals, every operator; no % by zero, which kills the original), plays the same seeded
# series through `./retrokit crobots` and through the original, and compares stdout byte for byte.
# Exits 77 (skipped) when the peer is absent, 1 when any series differs (its robots are kept).
#   usage: crobots-vm/scripts/match-differential.sh [CASES [MATCHES [LIMIT]]]   (default 40 3 100000)
#   CROBOTS_PEER overrides the original's path; GEN_SEED the generator's first seed (default 1).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
peer=${CROBOTS_PEER:-$root/../shared/peers/crobots/crobots}
[ -x "$peer" ] || { echo "match-differential: no peer at $peer (skipped)" >&2; exit 77; }
cases=${1:-40} matches=${2:-3} limit=${3:-100000} gen=${GEN_SEED:-1}
work=$(mktemp -d)
keep=0
trap '[ "$keep" = 1 ] || [ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT

# robot SEED NAME -> a random robot source on stdout
robot() {
  awk -v seed="$1" -v name="$2" '
    function r(n) { return int(rand() * n) }
    function pick(s,   a, n) { n = split(s, a, "|"); return a[1 + r(n)] }
    function pickw(s,   a, n) { n = split(s, a, " "); return a[1 + r(n)] }
    function num() { return pick("0|1|2|3|5|7|10|15|20|45|90|100|180|270|359|360|500|700|1000|-1|-7") }
    function atom() { return pick("d|r|k|g1|g2|" num() "|loc_x()|loc_y()|speed()|damage()|rand(" num() ")") }
    function expr(depth,   o) {
      if (depth <= 0 || r(3) == 0) return atom()
      o = pickw("+ - * / % < > <= >= == != && || & | ^ << >>")
      if (o == "%") return "(" expr(depth - 1) ") % " (1 + r(50))
      if (o == "/") return "(" expr(depth - 1) ") / (" atom() " + 1)"
      if (o == "<<" || o == ">>") return "(" expr(depth - 1) ") " o " " r(8)
      if (r(6) == 0) return pick("-|!|~") "(" expr(depth - 1) ")"
      if (r(5) == 0) return pick("sin|cos|tan|atan|sqrt") "(" expr(depth - 1) ")"
      if (r(6) == 0) return "f" (1 + r(2)) "(" expr(depth - 1) ", " atom() ")"
      return "(" expr(depth - 1) " " o " " expr(depth - 1) ")"
    }
    function stmt(depth,   c) {
      c = r(depth > 0 ? 12 : 8)
      if (c == 0) return "r = scan(d, " r(11) ");"
      if (c == 1) return "if (r > 0 && r <= 700) cannon(d, r); else d += " (1 + r(40)) ";"
      if (c == 2) return "drive(" expr(1) ", " pick("0|20|50|70|100") ");"
      if (c == 3) return pick("d|k|g1|g2") " " pickw("= += -= *= /= &= ^= |= <<= >>=") " " expr(2) ";"
      if (c == 4) return "if (d >= 360) d -= 360; if (d < 0) d = -d;"
      if (c == 5) return "k = f" (1 + r(2)) "(" expr(1) ", " expr(1) ");"
      if (c == 6) return pick("d++;|k--;|++g1;|--g2;")
      if (c == 7) return "if (rand(" (2 + r(9)) ") == 0) drive(rand(360), " pick("30|60|100") ");"
      if (c == 8) return "if (" expr(2) ") { " stmt(depth - 1) " } else { " stmt(depth - 1) " }"
      if (c == 9) return "k = " r(4) "; while (k > 0) { " stmt(depth - 1) " k--; }"
      if (c == 10) return "while (speed() > " pick("0|30|49") " && k < 50) k++;"
      return "g2 = deep(" r(30) ");"
    }
    BEGIN {
      srand(seed)
      printf "/* %s: generated for the differential run, seed %d */\nint g1, g2;\n\n", name, seed
      printf "f1(a, b)\nint a, b;\n{\n  int t;\n  t = %s;\n  if (t > %s) return (t %% 97);\n  return (t / 3 - a);\n}\n\n", expr(2), num()
      printf "f2(x, y)\n{\n  int u, v;\n  u = x * %d + y;\n  v = sqrt(u * u + %d);\n  return (v + atan(%d * 1000 / (y + 1)) %% 360);\n}\n\n", 1 + r(9), r(1000), 1 + r(100)
      printf "deep(n)\n{\n  if (n <= 0) return (1);\n  return (deep(n - 1) + n);\n}\n\n"
      printf "main()\n{\n  int d, r, k;\n  d = rand(360);\n"
      n = 2 + r(4)
      for (i = 0; i < n; i++) printf "  %s\n", stmt(1)
      printf "  while (1) {\n"
      n = 3 + r(8)
      for (i = 0; i < n; i++) printf "    %s\n", stmt(2)
      printf "  }\n}\n"
    }'
}

bad=0 run=0
for c in $(seq 0 $((cases - 1))); do
  dir="$work/case$c"
  mkdir -p "$dir"
  n=$((2 + (gen + c) % 3))
  files=()
  for i in $(seq 1 $n); do
    robot $((gen * 1000 + c * 10 + i)) "g$i.r" >"$dir/g$i.r"
    files+=("g$i.r")
  done
  seed=$((gen + c * 7))
  (cd "$dir" && CROBOTS_SEED=$seed "$peer" "-m$matches" "-l$limit" "${files[@]}" </dev/null >original.txt 2>/dev/null)
  (cd "$dir" && "$root/retrokit" crobots "-m$matches" "-l$limit" --seed "$seed" "${files[@]}" </dev/null >ours.txt 2>/dev/null)
  run=$((run + 1))
  if ! cmp -s "$dir/original.txt" "$dir/ours.txt"; then
    bad=$((bad + 1))
    keep=1
    echo "match-differential: case $c differs (robots and outputs in $dir):" >&2
    diff "$dir/original.txt" "$dir/ours.txt" | head -n 6 >&2
  fi
done
echo "$run series of generated robots (-m$matches -l$limit), $bad differ"
[ "$bad" = 0 ]
