#!/usr/bin/env bash
# The original CRobots 1.1's `-c` listing of each robot, with its code addresses (pointers) normalised to
# instruction indexes (index = (address - first code address) / 16, ../shared/peers/README.md): the form of
# the goldens in src/test/resources/compiler/peer/. Runs the peer from the robot's folder with the bare
# file name, stdin from /dev/null (it waits for Enter). Exits 77 (skipped) when the peer is absent.
#   usage: scripts/peer-listing.sh robot.r... > robot.listing.txt
#   CROBOTS_PEER overrides the peer's path; FIRST=N takes N as the first code address's index (default 0:
#   the index of the lowest address printed; a robot whose first function does not start at 0 needs it).
set -u
here=$(cd "$(dirname "$0")" && pwd)
peer=${CROBOTS_PEER:-$here/../../../shared/peers/crobots/crobots}
[ -x "$peer" ] || { echo "peer-listing: no peer at $peer (skipped)" >&2; exit 77; }
for f in "$@"; do
  (cd "$(dirname "$f")" && "$peer" -c "$(basename "$f")" </dev/null 2>/dev/null) |
    LC_ALL=C awk -v first="${FIRST:-0}" '
      { lines[NR] = $0 }
      /^[0-9][0-9][0-9][0-9][0-9][0-9]+ : / { a = $1 + 0; if (base == "" || a < base) base = a }
      END {
        for (i = 1; i <= NR; i++) {
          l = lines[i]
          if (base != "" && match(l, /^[0-9][0-9][0-9][0-9][0-9][0-9]+ : /)) {
            a = substr(l, 1, RLENGTH - 3) + 0
            l = sprintf("%5d", (a - base) / 16 + first) substr(l, RLENGTH - 2)
          }
          if (base != "" && match(l, /branch  [0-9][0-9][0-9][0-9][0-9][0-9]+$/)) {
            a = substr(l, RSTART + 8) + 0
            l = substr(l, 1, RSTART + 7) sprintf("%d", (a - base) / 16 + first)
          }
          printf "%s\n", l
        }
      }'
done
