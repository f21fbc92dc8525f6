package io.github.retrokit.mips.asm;

import java.util.HashMap;
import java.util.Map;

/**
 * MARS 4.5's own example of a mnemonic's first form, for the {@code Expected:} of "Too many/few or incorrectly
 * formatted operands", where it differs from the one {@link InstructionMatcher#example} generates from the form
 * ({@code add.s $f0,$f1,$f3}, not {@code add.s $f0,$f2,$f4}). Observed on the jar: one line per mnemonic with nine
 * operands (marsdiff case {@code operand_count_examples}). Loaded only when such an error is reported.
 */
final class OperandExamples {
    /** mnemonic | MARS's example. */
    private static final String[] ROWS = {
        "j|j target",
        "jal|jal target",
        "mfc0|mfc0 $t1,$8",
        "mtc0|mtc0 $t1,$8",
        "add.s|add.s $f0,$f1,$f3",
        "sub.s|sub.s $f0,$f1,$f3",
        "mul.s|mul.s $f0,$f1,$f3",
        "div.s|div.s $f0,$f1,$f3",
        "sqrt.s|sqrt.s $f0,$f1",
        "floor.w.s|floor.w.s $f0,$f1",
        "ceil.w.s|ceil.w.s $f0,$f1",
        "round.w.s|round.w.s $f0,$f1",
        "trunc.w.s|trunc.w.s $f0,$f1",
        "add.d|add.d $f2,$f4,$f6",
        "sub.d|sub.d $f2,$f4,$f6",
        "mul.d|mul.d $f2,$f4,$f6",
        "div.d|div.d $f2,$f4,$f6",
        "sqrt.d|sqrt.d $f2,$f4",
        "floor.w.d|floor.w.d $f1,$f2",
        "ceil.w.d|ceil.w.d $f1,$f2",
        "round.w.d|round.w.d $f1,$f2",
        "trunc.w.d|trunc.w.d $f1,$f2",
        "c.eq.s|c.eq.s $f0,$f1",
        "c.le.s|c.le.s $f0,$f1",
        "c.lt.s|c.lt.s $f0,$f1",
        "c.eq.d|c.eq.d $f2,$f4",
        "c.le.d|c.le.d $f2,$f4",
        "c.lt.d|c.lt.d $f2,$f4",
        "abs.s|abs.s $f0,$f1",
        "abs.d|abs.d $f2,$f4",
        "cvt.d.s|cvt.d.s $f2,$f1",
        "cvt.d.w|cvt.d.w $f2,$f1",
        "cvt.s.d|cvt.s.d $f1,$f2",
        "cvt.s.w|cvt.s.w $f0,$f1",
        "cvt.w.d|cvt.w.d $f1,$f2",
        "cvt.w.s|cvt.w.s $f0,$f1",
        "mov.d|mov.d $f2,$f4",
        "movf.d|movf.d $f2,$f4",
        "movt.d|movt.d $f2,$f4",
        "movn.d|movn.d $f2,$f4,$t3",
        "movz.d|movz.d $f2,$f4,$t3",
        "mov.s|mov.s $f0,$f1",
        "movf.s|movf.s $f0,$f1",
        "movt.s|movt.s $f0,$f1",
        "movn.s|movn.s $f0,$f1,$t3",
        "movz.s|movz.s $f0,$f1,$t3",
        "mfc1|mfc1 $t1,$f1",
        "mtc1|mtc1 $t1,$f1",
        "neg.d|neg.d $f2,$f4",
        "neg.s|neg.s $f0,$f1",
        "lwc1|lwc1 $f1,-100($t2)",
        "ldc1|ldc1 $f2,-100($t2)",
        "swc1|swc1 $f1,-100($t2)",
        "sdc1|sdc1 $f2,-100($t2)",
        "mfc1.d|mfc1.d $t1,$f2",
        "mtc1.d|mtc1.d $t1,$f2",
        "la|la $t1,($t2)",
        "l.s|l.s $f1,($t2)",
        "s.s|s.s $f1,($t2)",
        "l.d|l.d $f2,($t2)",
        "s.d|s.d $f2,($t2)",
    };
    private static final Map<String, String> BY_MNEMONIC = byMnemonic();

    private OperandExamples() {
    }

    private static Map<String, String> byMnemonic() {
        Map<String, String> map = new HashMap<>();
        for (String row : ROWS) {
            int bar = row.indexOf('|');
            map.put(row.substring(0, bar), row.substring(bar + 1));
        }
        return Map.copyOf(map);
    }

    /** MARS's example for {@code mnemonic} (lower case), or null where the generated one is MARS's. */
    static String of(String mnemonic) {
        return BY_MNEMONIC.get(mnemonic);
    }
}
