#!/usr/bin/env bash
# The original CRobots 1.1's display mode (no -m) beside ours on the cases of
# src/test/resources/display/cases.txt: stdout byte for byte (when robots play, up to the last
# "Press <enter> to continue." line, then the last line: the original's curses screen is not compared) and
# the exit status. With --write, stores the original's stdout as the goldens DisplayModeTest reads.
# Runs from crobots-vm/ with CROBOTS_SEED=1 and stdin from /dev/null. Exits 77 (skipped) when the peer is
# absent. CROBOTS_PEER overrides the peer's path; RETROKIT overrides ours (default ../retrokit crobots).
#   usage: scripts/display-differential.sh [--write]
set -u
cd "$(dirname "$0")/.." || exit 1
peer=${CROBOTS_PEER:-../../shared/peers/crobots/crobots}
[ -x "$peer" ] || { echo "display-differential: no peer at $peer (skipped)" >&2; exit 77; }
ours=${RETROKIT:-../retrokit crobots}
dir=src/test/resources/display
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
# the original's stdout without its curses screen: up to the last prompt line, then "\r\n" and the last line
# (the display mode ends "\r\nAnd the winner is: (1) x.r\r\n" or "\r\nIt's a draw\r\n")
shown() {
  if [ "$1" = 0 ]; then
    LC_ALL=C awk '/^Press <enter> to continue\.$/ { n = NR } { l[NR] = $0 }
      END { for (i = 1; i <= n; i++) print l[i]; printf "\r\n%s\n", l[NR] }' "$2"
  else cat "$2"; fi
}
failed=0
while read -r name status files; do
  case $name in ''|'#'*) continue ;; esac
  # shellcheck disable=SC2086
  CROBOTS_SEED=1 timeout 60 "$peer" $files </dev/null >"$tmp/peer" 2>/dev/null; ps=$?
  if [ "$ps" != "$status" ]; then echo "$name: the original exits $ps, cases.txt says $status"; failed=1; fi
  if [ "${1:-}" = --write ]; then shown "$ps" "$tmp/peer" >"$dir/$name.stdout.txt"; continue; fi
  shown "$ps" "$tmp/peer" >"$tmp/want"
  # shellcheck disable=SC2086
  $ours --seed 1 $files </dev/null >"$tmp/ours" 2>/dev/null; os=$?
  if [ "$os" = "$ps" ] && cmp -s "$tmp/want" "$tmp/ours"; then echo "$name: same stdout, status $os"
  else echo "$name: DIFFERENT (status ours $os, original $ps)"; cmp "$tmp/want" "$tmp/ours"; failed=1; fi
done <"$dir/cases.txt"
exit $failed
