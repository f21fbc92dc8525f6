#!/usr/bin/env bash
# The survey of MARS 4.5's answers to one-line programs with real literals, FPU register names and data items:
# src/test/resources/cli/real-and-fpr-errors.tsv (RealAndFprErrorsTest checks our columns without the jar).
#
#   scripts/error-survey.sh           runs MARS on every row, prints the rows whose MARS column it no longer matches
#   scripts/error-survey.sh --record  rewrites the MARS column from the jar
#
# Each row's program is ".data" or ".text", the row's source line, and for .text "label: nop"; MARS runs it
# as `nc t.asm`; its answer is written with "Error in t.asm line 2 column C: " as "E@C: ", newlines as \n, and
# its invalid-language-element list (which `nc` prints twice) once; a warning "Warning in t.asm line 2 column C: " is
# "W@C: ". Skips (exit 0) without the jar.
set -u
here=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
table="$here/src/test/resources/cli/real-and-fpr-errors.tsv"
. "$here/scripts/mars-jar.sh" error-survey "$@"
f="$work/t.asm"
rows=0
changed=0
same=0       # rows where our standard error, written as MARS's column is, is MARS's answer
agree=0      # rows where we accept (or fail only at run time) exactly when MARS does
while IFS= read -r row; do
  case "$row" in '#'*|'') printf '%s\n' "$row"; continue ;; esac
  IFS=$'\t' read -r seg line status ours mars <<<"$row"
  if [ "$seg" = text ]; then printf '.text\n%s\nlabel: nop\n' "$line" >"$f"; else printf '.data\n%s\n' "$line" >"$f"; fi
  answer=$(cd "$work" && timeout 20 java -jar "$jar" nc "$f" 2>&1 </dev/null | grep -v '^$' | grep -v '^Processing terminated' \
    | sed "s|^Error in $f line 2 column |E@|; s|^Error in $f line 2: |E@|; s|^Warning in $f line 2 column |W@|" \
    | awk 'BEGIN { ORS = "" } { l[NR] = $0 }
           END { n = NR; twice = n > 0 && n % 2 == 0 && l[2] ~ /^Invalid language element: /
                 for (i = 1; twice && i <= n / 2; i++) twice = l[i] == l[i + n / 2]
                 if (twice) n = n / 2; for (i = 1; i <= n; i++) print (i > 1 ? "\\n" : "") l[i] }')
  rows=$((rows + 1))
  # column 0: a message MARS gives for the line alone
  ours_as_mars=$(printf '%s' "$ours" | sed 's|t\.asm:2:0: error: |E@|g; s|t\.asm:2:\([0-9]*\): error: |E@\1: |g
                                           s|t\.asm:2:\([0-9]*\): warning: |W@\1: |g; s|Error in t\.asm line 2: |E@|g')
  [ "$ours_as_mars" = "$answer" ] && same=$((same + 1))
  # accepted: nothing but warnings, or a run-time error
  ours_errors=$(printf '%s' "$ours" | sed 's/\\n/\n/g' | grep -v ': warning: ')
  mars_errors=$(printf '%s' "$answer" | sed 's/\\n/\n/g' | grep -v '^W@')
  [[ $ours_errors == '' || $ours_errors == 'Error in '* ]] && ours_ok=1 || ours_ok=0
  [[ $mars_errors == '' || $mars_errors == 'E@Runtime '* ]] && mars_ok=1 || mars_ok=0
  [ $ours_ok = $mars_ok ] && agree=$((agree + 1))
  if [ "$answer" != "$mars" ]; then
    changed=$((changed + 1))
    [ $record = 0 ] && printf 'DIFF %s | %s\n  recorded: %s\n  MARS now: %s\n' "$seg" "$line" "$mars" "$answer" >&2
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$seg" "$line" "$status" "$ours" "$answer"
done <"$table" >"$work/table"
if [ $record = 1 ]; then cp "$work/table" "$table"; echo "error-survey: recorded $rows rows ($changed changed)"; exit 0; fi
echo "error-survey: $((rows - changed)) of $rows rows as recorded; ours word for word as MARS on $same, accepting as MARS on $agree"
[ $changed = 0 ]
