# Sourced by the scripts that run MARS 4.5 beside ours (mars-diff.sh, error-survey.sh), with the script's name
# and its arguments: . "$here/scripts/mars-jar.sh" <name> "$@"
# Sets jar (MARS_JAR, else the shared peer's jar), record (1 when the first argument is --record) and work (a
# temporary folder, removed when the script exits); without the jar or java it says so and exits 0 (skipped).
jar=${MARS_JAR:-/work/shared/peers/mars/Mars4_5.jar}
record=0
[ "${2:-}" = --record ] && record=1
if [ ! -f "$jar" ] || ! command -v java >/dev/null; then
  echo "$1: MARS jar not found at $jar (set MARS_JAR); skipped"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
