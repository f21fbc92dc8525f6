# Shared by the start-up comparisons (compare-mips-startup.sh, compare-crobots-startup.sh): their options and
# their table's rows and medians. Sourced by them, not run.

# startup_options HELP_LINES args... -> sets before (another checkout's directory, or empty) and runs (default
# 15); --help prints lines 2 to HELP_LINES of the calling script's header comment.
startup_options() {
  local help_lines=$1
  shift
  before="" runs=15
  while [ $# -gt 0 ]; do
    case "$1" in
      --before) before=$(cd "${2:?--before needs a directory}" && pwd); shift ;;
      -h|--help) sed -n "2,${help_lines}p" "$0" | cut -c3-; exit 0 ;;
      *) runs=$1 ;;
    esac
    shift
  done
}

labels=()
label_file() { # label -> its times' file name, numbered in order of first use (labels hold spaces and slashes)
  local i
  for i in "${!labels[@]}"; do
    [ "${labels[$i]}" = "$1" ] && { printf '%02d.times' "$i"; return; }
  done
  labels+=("$1")
  printf '%02d.times' $((${#labels[@]} - 1))
}

median() { # file column -> median of that column
  sort -g -k"$2" "$1" | awk -v c="$2" '{v[NR] = $c} END {print v[int((NR + 1) / 2)]}'
}
