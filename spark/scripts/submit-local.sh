#!/usr/bin/env bash
# Runs a job the way `spark-submit --master local[2] --class <job> retrokit-spark-<v>-app.jar ...` does, without a
# Spark distribution: org.apache.spark.deploy.SparkSubmit (what the spark-submit script starts) on a class path of
# Spark's own jars only, so the thin application jar must carry the job classes and our libraries itself.
#
#   spark/scripts/submit-local.sh crobots-tournament|austerity-tournament|mips-grade [job args...]
#
# Needs `mvn -B -DskipTests package -pl spark -am` first. SPARK_MASTER overrides local[2].
set -euo pipefail
here=$(dirname "$(readlink -f "$0")")
target="$here/../target"
case "${1:-}" in
  crobots-tournament) class=io.github.retrokit.spark.crobots.CrobotsTournamentJob ;;
  austerity-tournament) class=io.github.retrokit.spark.austerity.AusterityTournamentJob ;;
  mips-grade) class=io.github.retrokit.spark.mips.MipsGradeJob ;;
  *) echo "usage: submit-local.sh crobots-tournament|austerity-tournament|mips-grade [args...]" >&2; exit 2 ;;
esac
shift
app=$(ls "$target"/retrokit-spark-*-app.jar 2>/dev/null | head -n 1)
[ -n "$app" ] || { echo "submit-local.sh: no application jar in $target (run mvn package first)" >&2; exit 3; }
cp=""
for jar in "$target"/lib/*.jar; do
  case "$(basename "$jar")" in
    mips-core-*|crobots-vm-*|austerity-rules-*|asm-*) ;; # ours (and ASM) travel in the application jar
    jnr-*|jffi-*) ;; # austerity-rules' process spawning, which the jobs do not use; no Spark distribution has it
    *) cp="$cp${cp:+:}$jar" ;;
  esac
done
# The options Spark's launcher gives a driver on JDK 17 (spark/pom.xml's spark.jvm.options).
opts=$(sed -n 's:.*<spark.jvm.options>\(.*\)</spark.jvm.options>.*:\1:p' "$here/../pom.xml")
export SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"
# shellcheck disable=SC2086
exec java $opts -Dlog4j2.configurationFile="$here/../src/main/resources/retrokit-spark-log4j2.properties" -cp "$cp" \
  org.apache.spark.deploy.SparkSubmit --master "${SPARK_MASTER:-local[2]}" --conf spark.ui.enabled=false \
  --class "$class" "$app" "$@"
