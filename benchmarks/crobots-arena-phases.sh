#!/usr/bin/env bash
# Where the steady state of a CRobots series goes, per phase of a round, in nanoseconds a round.
#
#   benchmarks/crobots-arena-phases.sh [SERIES] [JAR]
#
# Plays SERIES (default 12) 100-match series in one JVM (`SeriesCpuTime interpret`: sniper, turret, pacer and
# rover, seed 1, -l200000, 10,022,670 rounds a series) on the launcher's client-compiler options under
# `perf record -F 2000` (the software clock; 0.5 ms of the main thread's CPU per sample), and groups the main
# thread's samples (`--comm java`) by phase: the motion update, the missile pass, scan, the window machinery
# (`Arena.window` with the inlined batch entry), the other intrinsics, the VM. ns a round = samples x 0.5 ms /
# (SERIES x 10,022,670); the JVM's start and warm-up fall under "everything else". JAR defaults to
# benchmarks/target/benchmarks.jar (build it with `mvn -B -q -o package -pl benchmarks -am -DskipTests
# -Dinvoker.skip`); give another build's jar to profile that. Needs `perf`; prints the series' own ns a round
# first (their spread tells a contended core: README, "Shared cores"). Leaves no file behind (the JVM's
# /tmp/perf-PID.map included).
# Exit status: 0 done; 1 the series or perf failed; 2 usage error; 3 no JAR; 77 no perf (skipped).
set -u

usage() { echo "usage: $0 [SERIES [JAR]]   (SERIES from 1 to 1000, default 12; $0 --help)" >&2; exit 2; }
case ${1:-} in -h | --help) sed -n '2,/^set -u$/p' "$0" | sed '$d' | cut -c3-; exit 0 ;; esac
[ $# -le 2 ] || { echo "crobots-arena-phases: unexpected argument '$3'" >&2; usage; }
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
series=${1:-12}
jar=${2:-$root/benchmarks/target/benchmarks.jar}
# digits only, at most 4 of them (no octal 010, no overflow in the round count), then 1 to 1000
case $series in *[!0-9]* | '' | ?????*) series_ok= ;; *) series_ok=$((10#$series)) ;; esac
if [ -z "$series_ok" ] || [ "$series_ok" -lt 1 ] || [ "$series_ok" -gt 1000 ]; then
  echo "crobots-arena-phases: SERIES needs a number from 1 to 1000, not '$series'" >&2; usage
fi
series=$series_ok
[ -f "$jar" ] && [ -r "$jar" ] || { echo "crobots-arena-phases: cannot read '$jar' (build benchmarks first)" >&2; exit 3; }
command -v perf >/dev/null || { echo "crobots-arena-phases: no perf on the PATH (skipped)" >&2; exit 77; }
work=$(mktemp -d)
# the JVM writes its symbol map for perf to /tmp/perf-PID.map: removed with the rest once perf has read it
trap '[ -s "$work/java.pid" ] && rm -f "/tmp/perf-$(cat "$work/java.pid").map"; rm -rf "$work"' EXIT
c1="-XX:TieredStopAtLevel=1 -XX:Tier3InvocationThreshold=1000 -XX:Tier3MinInvocationThreshold=500 -XX:Tier3CompileThreshold=5000"

# the JVM's pid (bash execs java in place, so the map is named after this pid)
# shellcheck disable=SC2016
perf record -q -F 2000 -o "$work/perf.data" bash -c 'echo $$ >"$0"; exec "$@"' "$work/java.pid" java $c1 \
  -XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit \
  -cp "$jar" io.github.retrokit.benchmarks.crobots.SeriesCpuTime interpret "$series" >"$work/series.txt" 2>&1 \
  || { cat "$work/series.txt" >&2; exit 1; }
echo "# $(date -u +%Y-%m-%dT%H:%MZ), $series series, load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# series, ns a round: $(grep '^series' "$work/series.txt" | grep -o '[0-9.]* ns per' | awk '{printf "%s ", $1}')"
perf report -i "$work/perf.data" --comm java --no-children --sort symbol -F sample,symbol --stdio 2>/dev/null \
  | awk -v rounds="$((series * 10022670))" '
    function phase(s) {
      if (s ~ /Physics\.(moveRobots|accelerate|turn|hitWalls|collide|stop|killIfDestroyed)\(/) return 1
      if (s ~ /Physics\.(moveMissiles|fly|explode|release|countDown|countMissiles)\(/) return 2
      if (s ~ /RobotIntrinsics\.(scan|scanCircle|remember|roughlyMissed)\(|Trig\.(bearing|octant|roughBearing|roughAtan|surelyMissed)\(/) return 3
      if (s ~ /Trig\.isqrt\(/) return 4
      if (s ~ /^jatan$|StrictMath\.atan|^jfabs$/) return 5
      if (s ~ /RobotIntrinsics\.(cannon|drive|foldAngle)\(/) return 6
      if (s ~ /Arena\.(window|windows|play|drawInOrder|nextRandCall|run)\(/) return 7
      if (s ~ /crobots\.arena\./) return 8
      if (s ~ /InterpreterLoop\.run/) return 9
      if (s ~ /crobots\.vm\./) return 10
      return 11
    }
    BEGIN {
      name[1] = "motion (Physics.moveRobots, accelerate, turn, walls, collisions)"
      name[2] = "missiles (Physics.moveMissiles, fly, explode, countdown)"
      name[3] = "scan (RobotIntrinsics.scan, Trig.bearing and the like)"
      name[4] = "Trig.isqrt (scan hits, explosions)"
      name[5] = "atan (jatan, StrictMath.atan: the atan intrinsic, scan bearings)"
      name[6] = "cannon, drive"
      name[7] = "window (Arena.window with the batch entry, drawInOrder, play)"
      name[8] = "the rest of the arena (random numbers, ...)"
      name[9] = "VM: InterpreterLoop.run"
      name[10] = "VM: the rest (BatchInterpreter, RobotVm, ...)"
      name[11] = "everything else (bytecode interpreter, JIT, kernel, start)"
    }
    /^ *[0-9]+ +\[[.k]\] / {
      n = $1; sub(/^ *[0-9]+ +\[[.k]\] +/, ""); sub(/ +$/, "")
      count[phase($0)] += n; total += n
    }
    END {
      if (total == 0) { print "crobots-arena-phases: no samples of the main thread" > "/dev/stderr"; exit 1 }
      printf "%-66s %6s %9s\n", "phase", "share", "ns/round"
      for (p = 1; p <= 11; p++) {
        printf "%-66s %5.1f%% %9.2f\n", name[p], 100 * count[p] / total, count[p] * 5e5 / rounds
        if (p <= 8) arena += count[p]
      }
      printf "%-66s %5.1f%% %9.2f\n", "arena alone (the first eight rows)", 100 * arena / total, arena * 5e5 / rounds
      printf "%-66s %5.1f%% %9.2f   (%d samples)\n", "main thread", 100, total * 5e5 / rounds, total
    }'
