package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Random and truncated input never escapes as anything but an {@link AssemblyException} with diagnostics. */
class FuzzTest {
    static final String PROGRAM = String.join("\n",
            ".eqv N 10", ".macro inc (%r)", "addi %r, %r, 1", ".end_macro",
            ".data", "msg: .asciiz \"hi \\\"there\\\"\\n\"", ".align 2", "tab: .word 1, 2, msg", ".word 7 : 2",
            "h: .half 'a', 0x7fff", "f: .float 1.5", ".double -2e3", ".text", ".globl main",
            "main: li $v0, 4", "  la $a0, msg", "  syscall", "loop: inc($t0)", "  blt $t0, N, loop",
            "  lw $t1, tab+4($t2)", "  l.d $f2, 8($sp)", "  c.eq.d 1, $f2, $f4", "  bc1t 1, loop",
            "  div $t3, $t1, $t0", "  ulw $t4, 3($a0)", "  rol $t5, $t4, 7", "  jal main", "  li $v0, 10", "  syscall");
    private static final String ALPHABET = "$()+-,:#'\"\\.%0123456789abcxyzLtfsp \t\n.text.data.word .macro .end_macro .eqv";

    private static void assembleSafely(String source) {
        try {
            Asm.assemble(source);
        } catch (AssemblyException e) {
            assertFalse(e.errors().isEmpty(), "an AssemblyException must carry at least one error");
        } catch (RuntimeException | StackOverflowError e) {
            fail("unexpected " + e + " for source:\n" + source, e);
        }
    }

    @Test
    void theFuzzSeedProgramAssembles() throws AssemblyException {
        Asm.assemble(PROGRAM);
    }

    @Test
    void everyTruncationOfAValidProgram() {
        for (int n = 0; n <= PROGRAM.length(); n++) {
            assembleSafely(PROGRAM.substring(0, n));
        }
    }

    @Test
    void randomMutationsOfAValidProgram() {
        Random random = new Random(220);
        for (int i = 0; i < 600; i++) {
            StringBuilder sb = new StringBuilder(PROGRAM);
            for (int m = 1 + random.nextInt(4); m > 0; m--) {
                int at = random.nextInt(sb.length());
                switch (random.nextInt(3)) {
                    case 0 -> sb.deleteCharAt(at);
                    case 1 -> sb.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    default -> sb.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                }
            }
            assembleSafely(sb.toString());
        }
    }

    @Test
    void randomGarbage() {
        Random random = new Random(4);
        for (int i = 0; i < 300; i++) {
            StringBuilder sb = new StringBuilder();
            for (int n = random.nextInt(120); n > 0; n--) {
                sb.append(random.nextInt(10) == 0 ? (char) random.nextInt(0x3000) : ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            assembleSafely(sb.toString());
        }
    }

    @Test
    void exponentialMacroExpansionIsCutOffWithAnError() {
        StringBuilder sb = new StringBuilder(".macro m0\nnop\n.end_macro\n");
        for (int i = 1; i <= 24; i++) {
            sb.append(".macro m").append(i).append("\nm").append(i - 1).append("\nm").append(i - 1).append("\n.end_macro\n");
        }
        sb.append("m24\n");
        java.util.List<String> errors = Asm.errors(sb.toString());
        org.junit.jupiter.api.Assertions.assertEquals(List.of("13:1: the program is longer than 1000000 lines with its macros"
                + " expanded (runaway macro expansion?)"), errors);
    }
}
