#!/usr/bin/env bash
# The MIPS benchmark suite (benchmarks/mips/*.asm, sizes in benchmarks/mips/suite.txt) run end to end:
# RetroKit through examples/bin/mars, qemu-mips on the same source assembled by GNU as, and MARS 4.5 on
# the smaller size. Runs ours and qemu interleaved, REPS times each, and prints medians. From MARS's runs
# (`nc`, at the small size and on an empty program, for its start-up) it estimates MARS's time at the full
# size: start-up + full-size instructions / MARS's rate at the small size, and prints it against ours. The
# estimate leaves out MARS's own JIT warming up over a long run: a full-size run takes it somewhat less.
#
#   benchmarks/compare-mips.sh [--interpret] [--reps N] [program ...]
#
# --interpret runs ours with `retrokit mips run --interpret --count` (the interpreter alone) instead of
# `examples/bin/mars nc ic` (the default translating tier). qemu needs qemu-mips and mips-linux-gnu-as/ld
# (Debian: qemu-user binutils-mips-linux-gnu); MARS needs java and MARS_JAR (default
# ../shared/peers/mars/Mars4_5.jar beside the repository). Either is skipped, with a note, when absent.
# Exit status: 0; 1 when two runs of a program print different checksums; 2 usage.
set -u
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
suite="$root/benchmarks/mips"
mars_jar="${MARS_JAR:-$root/../shared/peers/mars/Mars4_5.jar}"
reps=3 tier=translate programs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --interpret) tier=interpret ;;
    --reps) reps="${2:-}"; [[ "$reps" =~ ^[1-9][0-9]*$ ]] ||
      { echo "compare-mips.sh: --reps needs a whole number from 1 up, not '$reps'" >&2; exit 2; }; shift ;;
    -h|--help) sed -n '2,14p' "$0" | cut -c3-; exit 0 ;;
    -*) echo "compare-mips.sh: unknown option $1" >&2; exit 2 ;;
    *) programs+=("$1") ;;
  esac
  shift
done
[ ${#programs[@]} -gt 0 ] || mapfile -t programs < <(awk '!/^#/ && NF {print $1}' "$suite/suite.txt")
for p in "${programs[@]}"; do # every name checked before anything is printed
  awk -v p="$p" '$1 == p {found = 1} END {exit !found}' "$suite/suite.txt" ||
    { echo "compare-mips.sh: $p is not in $suite/suite.txt" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

have_qemu=yes have_mars=yes
command -v qemu-mips >/dev/null && command -v mips-linux-gnu-as >/dev/null && command -v mips-linux-gnu-ld >/dev/null ||
  { have_qemu=; echo "note: qemu-mips or mips-linux-gnu-as/ld missing: qemu columns skipped" >&2; }
command -v java >/dev/null && [ -f "$mars_jar" ] ||
  { have_mars=; echo "note: MARS 4.5 not found at $mars_jar (set MARS_JAR): MARS columns skipped" >&2; }

size_of() { awk -v p="$1" -v c="$2" '$1 == p {print $c}' "$suite/suite.txt"; }

mars_source() { # program size -> the MARS-dialect program: its size word, the program, the MARS ending
  printf '        .data\nsize:   .word %s\n' "$2"
  cat "$suite/$1.asm" "$suite/finish-mars.asm"
}

linux_binary() { # program size out -> a static Linux o32 executable of the same program (qemu-mips)
  # GNU as expands two-operand div/divu into a three-operand macro (quotient into the first register);
  # the three-operand form with $zero is the machine instruction MARS means (plus one divide-by-zero test).
  { printf '        .globl main\n        .data\n        .align 2\nsize:   .word %s\n' "$2"
    sed -E 's/^([^#]*[[:space:]])(divu?)([[:space:]]+)(\$[a-z0-9]+),[[:space:]]*(\$[a-z0-9]+)/\1\2\3$zero, \4, \5/' "$suite/$1.asm"
    cat "$suite/finish-linux.s"; } >"$3.s"
  mips-linux-gnu-as -march=mips32 -o "$3.o" "$3.s" && mips-linux-gnu-ld -e main -o "$3" "$3.o"
}

TIMEFORMAT='%R %U %S'
timed() { # out-prefix command... -> stdout in PREFIX.out, stderr in PREFIX.err, "wall cpu" on stdout
  local prefix="$1" t; shift
  t=$( { time "$@" >"$prefix.out" 2>"$prefix.err" </dev/null; } 2>&1 )
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' <<<"$t"
}

ours() { # asm-file prefix -> timed run of our machine in the chosen tier
  if [ "$tier" = interpret ]; then
    timed "$2" "$root/retrokit" mips run --interpret --count "$1"
  else
    timed "$2" "$root/examples/bin/mars" nc ic "$1"
  fi
}

checksum() { head -n 1 "$1.out"; }
last_count() { awk 'NF {last = $1} END {print last}' "$1.out"; } # what `nc ic` prints last: the count
instructions() { # prefix -> the instruction count ours reported
  if [ "$tier" = interpret ]; then sed -n 's/.*instructions executed: \([0-9]*\).*/\1/p' "$1.err"
  else last_count "$1"; fi
}
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
ratio() { # a b -> a / b to one decimal, or - when either is missing or not a positive number
  awk -v a="$1" -v b="$2" 'BEGIN {num = "^[0-9]+([.][0-9]*)?$"
    if (a !~ num || b !~ num || a <= 0 || b <= 0) print "-"; else printf "%.1f", a / b}'
}
times() { [ "$1" = - ] && printf '%s' - || printf '%s×' "$1"; } # a ratio with its ×, or - alone
# A cell right-aligned in WIDTH characters: printf pads by bytes, and × is two bytes in UTF-8.
cell() { printf "%$(( $2 + $(grep -o '×' <<<"$1" | wc -l) ))s" "$1"; }
# MARS's rate in M instructions per wall second at the small size, its start-up (t0) taken off
mars_rate() { awk -v n="$1" -v t="$2" -v t0="$3" 'BEGIN {if (n !~ /^[0-9]+$/ || t - t0 <= 0) print "-"; else printf "%.2f", n / (t - t0) / 1e6}'; }
# MARS's estimated wall time at the full size: its start-up plus the full size's instructions at that rate
mars_full() { awk -v n="$1" -v r="$2" -v t0="$3" 'BEGIN {if (r == "-" || r <= 0) print "-"; else printf "%.1f", t0 + n / (r * 1e6)}'; }

"$root/examples/bin/mars" nc /dev/null >/dev/null 2>&1 || true # builds the launcher's jar and CDS archive once, untimed

printf '        .text\nmain:   li    $v0, 10\n        syscall\n' >"$work/empty.asm" # MARS's start-up alone
status=0
printf '# %s, tier: %s, %s repetition(s) interleaved (median wall s / median CPU s), load: %s\n' \
  "$(date -u +%Y-%m-%dT%H:%MZ)" "$tier" "$reps" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
printf '%-8s %6s %13s %13s %13s %15s | %5s %13s %13s %15s | %8s %9s %9s\n' program size instructions RetroKit qemu \
  "ours/qemu w,cpu" size RetroKit "MARS 4.5" "MARS/ours w,cpu" "MARS M/s" "MARS full" "MARS/ours"
ratios_q="" ratios_qc="" ratios_m="" ratios_mc="" ratios_f=""
for p in "${programs[@]}"; do
  full=$(size_of "$p" 2) small=$(size_of "$p" 3)
  [ -n "$full" ] || { echo "compare-mips.sh: $p is not in $suite/suite.txt" >&2; exit 2; }
  mars_source "$p" "$full" >"$work/$p.asm"
  mars_source "$p" "$small" >"$work/$p-small.asm"
  [ -n "$have_qemu" ] && { linux_binary "$p" "$full" "$work/$p-linux" || { echo "compare-mips.sh: GNU as/ld failed on $p" >&2; exit 1; }; }
  ow=() oc=() qw=() qc=() sw=() sc=() mw=() mc=() ew=() mn=
  for ((r = 0; r < reps; r++)); do
    read -r w c < <(ours "$work/$p.asm" "$work/o"); ow+=("$w"); oc+=("$c")
    sum=$(checksum "$work/o") n=$(instructions "$work/o")
    [ -n "$n" ] || { echo "$p: our run failed:" >&2; tail -n 5 "$work/o.err" >&2; exit 1; }
    if [ -n "$have_qemu" ]; then
      read -r w c < <(timed "$work/q" qemu-mips "$work/$p-linux"); qw+=("$w"); qc+=("$c")
      [ "$(checksum "$work/q")" = "$sum" ] || { echo "$p: checksum $sum (ours) but $(checksum "$work/q") (qemu)" >&2; status=1; }
    fi
    if [ -n "$have_mars" ]; then
      read -r w c < <(ours "$work/$p-small.asm" "$work/s"); sw+=("$w"); sc+=("$c")
      # MARS runs with `nc` alone: its `ic` counter slows it by a quarter to a half. It runs the instructions
      # ours counts at that size: the suite's test (MipsSuiteTest) holds MARS's counts, and the checksums match.
      read -r w c < <(timed "$work/m" java -jar "$mars_jar" nc "$work/$p-small.asm"); mw+=("$w"); mc+=("$c")
      mn=$(instructions "$work/s")
      read -r w c < <(timed "$work/e" java -jar "$mars_jar" nc "$work/empty.asm"); ew+=("$w")
      [ "$(checksum "$work/m")" = "$(checksum "$work/s")" ] ||
        { echo "$p: checksum $(checksum "$work/s") (ours) but $(checksum "$work/m") (MARS), size $small" >&2; status=1; }
    fi
  done
  med() { printf '%s\n' "$@" | median; }
  o=$(med "${ow[@]}") ocpu=$(med "${oc[@]}") q="" qcpu="" s="" m="" scpu="" mcpu="" rate=- mfull=- rf=-
  [ -n "$have_qemu" ] && q=$(med "${qw[@]}") qcpu=$(med "${qc[@]}")
  [ -n "$have_mars" ] && s=$(med "${sw[@]}") m=$(med "${mw[@]}") scpu=$(med "${sc[@]}") mcpu=$(med "${mc[@]}") &&
    t0=$(med "${ew[@]}") && rate=$(mars_rate "$mn" "$m" "$t0") && mfull=$(mars_full "$n" "$rate" "$t0") &&
    rf=$(ratio "$mfull" "$o")
  rq=$(ratio "$o" "$q") rqc=$(ratio "$ocpu" "$qcpu") rm=$(ratio "$m" "$s") rmc=$(ratio "${mcpu:-}" "${scpu:-}")
  [ "$rq" != - ] && ratios_q="$ratios_q $rq" ratios_qc="$ratios_qc $rqc"
  [ "$rm" != - ] && ratios_m="$ratios_m $rm" ratios_mc="$ratios_mc $rmc"
  [ "$rf" != - ] && ratios_f="$ratios_f $rf"
  printf '%-8s %6s %13s %13s %13s %s | %5s %13s %13s %s | %8s %9s %s\n' "$p" "$full" "$n" "$o/$ocpu" "${q:--}/${qcpu:--}" \
    "$(cell "$(times "$rq"), $(times "$rqc")" 15)" "$small" "${s:--}/${scpu:--}" "${m:--}/${mcpu:--}" \
    "$(cell "$(times "$rm"), $(times "$rmc")" 15)" "$rate" "${mfull}" "$(cell "$(times "$rf")" 9)"
done
geo() { awk '{s = 0; for (i = 1; i <= NF; i++) s += log($i); if (NF) printf "%.1f", exp(s / NF); else print "-"}' <<<"$1"; }
printf 'geometric mean: ours/qemu %s wall, %s CPU; MARS/ours %s wall, %s CPU (JVM start-up included)\n' \
  "$(times "$(geo "$ratios_q")")" "$(times "$(geo "$ratios_qc")")" "$(times "$(geo "$ratios_m")")" "$(times "$(geo "$ratios_mc")")"
[ -n "$ratios_f" ] && printf 'at the full size: MARS (estimated) / ours %s× wall in geometric mean, lowest %s×\n' \
  "$(geo "$ratios_f")" "$(tr ' ' '\n' <<<"$ratios_f" | awk 'NF' | sort -g | head -n 1)"
exit $status
