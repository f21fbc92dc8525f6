package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.OperandWords.*;
import static io.github.retrokit.mips.cpu.RawArrays.get;
import static io.github.retrokit.mips.cpu.RawArrays.set;

/**
 * {@link RunChain}'s inner loop: the operations of {@link OperandWords} that need no call, one after the other,
 * for at most a budget of instructions. Anything else — a load or store the page tables do not serve, an
 * overflow, an operation of {@link IntegerUnit}, an odd FP register, a jump out of the text, an
 * {@link OperandWords#EXIT} or {@link OperandWords#LEAVE} word — stops the loop before that instruction, and
 * {@link RunChain} executes it and calls the loop again.
 *
 * <p>The loop holds no call and no {@code throw}: in a method that has one, the JIT keeps every value live
 * across the call (the text index, the budget, the arrays) in the stack frame, and loads and stores them
 * there for every instruction, where here they stay in machine registers.
 */
final class RunLoop {
    /** Where the word pages start in the page table {@link #run} is given: after the byte pages. */
    static final int WORD_PAGES = 1 << 16;

    private final Cpu cpu;

    RunLoop(Cpu cpu) {
        this.cpu = cpu;
    }

    /**
     * Runs from text index {@code i} for at most {@code k} instructions. Returns where it stopped: the budget
     * left in the high half ({@code 0}: spent, the index is the next instruction's) and the text index of
     * the instruction it stopped before, not executed, in the low half.
     *
     * @param pages by page number, the 64 KiB pages a byte access needs no test for (or null), and from
     *              {@link #WORD_PAGES} on the same for aligned word accesses
     * @param r the CPU's registers, {@link Cpu#gpr}
     * @param f its FP registers, {@link Cpu#fpr} (both given, not read from fields: the JIT would keep a field's
     *          compressed reference and decode it into a new stack slot for nearly every access)
     */
    long run(long[] words, int i, int k, byte[][] pages, int[] r, int[] f) {
        final Cpu cpu = this.cpu;
        for (; k > 0; k--) { // a counted loop: C2 moves its safepoint poll out of the loop
            final long e = get(words, i);
            final long y;
            switch ((int) e & 0xff) {
                case ADDIU: y = e ^ ADDIU * M; set(r, d(y), get(r, s(y)) + imm(y)); i++; continue;
                case ADDU: y = e ^ ADDU * M; set(r, d(y), get(r, s(y)) + get(r, t(y))); i++; continue;
                case LW: {
                    y = e ^ LW * M;
                    int a = get(r, s(y)) + imm(y);
                    Object page = RawArrays.page(pages, WORD_PAGES + (a >>> 16));
                    if (page == null || (a & 3) != 0) {
                        return stop(i, k);
                    }
                    set(r, d(y), PageWords.word(page, a & 0xffff));
                    i++;
                    continue;
                }
                case SW: {
                    y = e ^ SW * M;
                    int a = get(r, s(y)) + imm(y);
                    Object page = RawArrays.page(pages, WORD_PAGES + (a >>> 16));
                    if (page == null || (a & 3) != 0) {
                        return stop(i, k);
                    }
                    PageWords.setWord(page, a & 0xffff, get(r, t(y)));
                    i++;
                    continue;
                }
                case BNE:
                    y = e ^ BNE * M;
                    i = get(r, s(y)) != get(r, t(y)) ? imm(y) : i + 1;
                    continue;
                case BEQ:
                    y = e ^ BEQ * M;
                    i = get(r, s(y)) == get(r, t(y)) ? imm(y) : i + 1;
                    continue;
                case SLL: y = e ^ SLL * M; set(r, d(y), get(r, s(y)) << imm(y)); i++; continue;
                case SLT: y = e ^ SLT * M; set(r, d(y), get(r, s(y)) < get(r, t(y)) ? 1 : 0); i++; continue;
                case SLTI: y = e ^ SLTI * M; set(r, d(y), get(r, s(y)) < imm(y) ? 1 : 0); i++; continue;
                case SUBU: y = e ^ SUBU * M; set(r, d(y), get(r, s(y)) - get(r, t(y))); i++; continue;
                case J:
                    y = e ^ J * M;
                    i = imm(y);
                    continue;
                case JAL:
                    y = e ^ JAL * M;
                    set(r, 31, imm(y)); // the link
                    i = (int) y >>> 8; // the target
                    continue;
                case JR: {
                    y = e ^ JR * M; // the register in the first byte, the text's length after it, the text's base
                    int next = Integer.rotateRight(get(r, d(y)) - imm(y), 2);
                    if (next == i || next < 0 || next >= (int) y >>> 16) {
                        return stop(i, k); // out of the text, or to itself: RunChain jumps
                    }
                    i = next;
                    continue;
                }
                case LBU: {
                    y = e ^ LBU * M;
                    int a = get(r, s(y)) + imm(y);
                    Object page = RawArrays.page(pages, a >>> 16);
                    if (page == null) {
                        return stop(i, k);
                    }
                    set(r, d(y), PageWords.byteAt(page, a & 0xffff) & 0xff);
                    i++;
                    continue;
                }
                case LB: {
                    y = e ^ LB * M;
                    int a = get(r, s(y)) + imm(y);
                    Object page = RawArrays.page(pages, a >>> 16);
                    if (page == null) {
                        return stop(i, k);
                    }
                    set(r, d(y), PageWords.byteAt(page, a & 0xffff));
                    i++;
                    continue;
                }
                case SB: {
                    y = e ^ SB * M;
                    int a = get(r, s(y)) + imm(y);
                    Object page = RawArrays.page(pages, a >>> 16);
                    if (page == null) {
                        return stop(i, k);
                    }
                    PageWords.setByte(page, a & 0xffff, (byte) get(r, t(y)));
                    i++;
                    continue;
                }
                case SRL: y = e ^ SRL * M; set(r, d(y), get(r, s(y)) >>> imm(y)); i++; continue;
                case SRA: y = e ^ SRA * M; set(r, d(y), get(r, s(y)) >> imm(y)); i++; continue;
                case AND: y = e ^ AND * M; set(r, d(y), get(r, s(y)) & get(r, t(y))); i++; continue;
                case OR: y = e ^ OR * M; set(r, d(y), get(r, s(y)) | get(r, t(y))); i++; continue;
                case ANDI: y = e ^ ANDI * M; set(r, d(y), get(r, s(y)) & imm(y)); i++; continue;
                case ORI: y = e ^ ORI * M; set(r, d(y), get(r, s(y)) | imm(y)); i++; continue;
                case BLEZ:
                    y = e ^ BLEZ * M;
                    i = get(r, s(y)) <= 0 ? imm(y) : i + 1;
                    continue;
                case BGTZ:
                    y = e ^ BGTZ * M;
                    i = get(r, s(y)) > 0 ? imm(y) : i + 1;
                    continue;
                case BLTZ:
                    y = e ^ BLTZ * M;
                    i = get(r, s(y)) < 0 ? imm(y) : i + 1;
                    continue;
                case BGEZ:
                    y = e ^ BGEZ * M;
                    i = get(r, s(y)) >= 0 ? imm(y) : i + 1;
                    continue;
                case ADD: {
                    y = e ^ ADD * M;
                    int a = get(r, s(y));
                    int b = get(r, t(y));
                    int sum = a + b;
                    if (((a ^ sum) & (b ^ sum)) < 0) {
                        return stop(i, k); // overflow: RunChain raises it
                    }
                    set(r, d(y), sum);
                    i++;
                    continue;
                }
                case SUB: {
                    y = e ^ SUB * M;
                    int a = get(r, s(y));
                    int b = get(r, t(y));
                    int difference = a - b;
                    if (((a ^ b) & (a ^ difference)) < 0) {
                        return stop(i, k);
                    }
                    set(r, d(y), difference);
                    i++;
                    continue;
                }
                case ADDI: {
                    y = e ^ ADDI * M;
                    int a = get(r, s(y));
                    int b = imm(y);
                    int sum = a + b;
                    if (((a ^ sum) & (b ^ sum)) < 0) {
                        return stop(i, k);
                    }
                    set(r, d(y), sum);
                    i++;
                    continue;
                }
                case MFHI: y = e ^ MFHI * M; set(r, d(y), cpu.hi); i++; continue;
                case MFLO: y = e ^ MFLO * M; set(r, d(y), cpu.lo); i++; continue;
                case MULTU: {
                    y = e ^ MULTU * M;
                    long product = (get(r, s(y)) & 0xffffffffL) * (get(r, t(y)) & 0xffffffffL);
                    cpu.hi = (int) (product >>> 32);
                    cpu.lo = (int) product;
                    i++;
                    continue;
                }
                case MUL: {
                    y = e ^ MUL * M;
                    long product = (long) get(r, s(y)) * get(r, t(y));
                    cpu.hi = (int) (product >>> 32);
                    cpu.lo = (int) product;
                    set(r, d(y), (int) product);
                    i++;
                    continue;
                }
                case DIVU: {
                    y = e ^ DIVU * M;
                    int a = get(r, s(y));
                    int b = get(r, t(y));
                    if (b != 0) { // one long division for both (JDK 17 makes one for each of the two calls)
                        long dividend = a & 0xffffffffL;
                        long divisor = b & 0xffffffffL;
                        long quotient = dividend / divisor;
                        cpu.lo = (int) quotient;
                        cpu.hi = (int) (dividend - quotient * divisor);
                    }
                    i++;
                    continue;
                }
                case ADD_D:
                    y = e ^ ADD_D * M;
                    RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) + RawArrays.getDouble(f, t(y)));
                    i++;
                    continue;
                case SUB_D:
                    y = e ^ SUB_D * M;
                    RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) - RawArrays.getDouble(f, t(y)));
                    i++;
                    continue;
                case MUL_D:
                    y = e ^ MUL_D * M;
                    RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) * RawArrays.getDouble(f, t(y)));
                    i++;
                    continue;
                case DIV_D:
                    y = e ^ DIV_D * M;
                    RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) / RawArrays.getDouble(f, t(y)));
                    i++;
                    continue;
                case MOV_D:
                    y = e ^ MOV_D * M;
                    RawArrays.setPair(f, d(y), RawArrays.getPair(f, s(y)));
                    i++;
                    continue;
                case NEG_D:
                    y = e ^ NEG_D * M;
                    RawArrays.setPair(f, d(y), RawArrays.getPair(f, s(y)) ^ Long.MIN_VALUE);
                    i++;
                    continue;
                case NOP: i++; continue;
                case SLLV: y = e ^ SLLV * M; set(r, d(y), get(r, s(y)) << get(r, t(y))); i++; continue;
                case SRLV: y = e ^ SRLV * M; set(r, d(y), get(r, s(y)) >>> get(r, t(y))); i++; continue;
                case SRAV: y = e ^ SRAV * M; set(r, d(y), get(r, s(y)) >> get(r, t(y))); i++; continue;
                case XOR: y = e ^ XOR * M; set(r, d(y), get(r, s(y)) ^ get(r, t(y))); i++; continue;
                case NOR: y = e ^ NOR * M; set(r, d(y), ~(get(r, s(y)) | get(r, t(y)))); i++; continue;
                case SLTU:
                    y = e ^ SLTU * M;
                    set(r, d(y), Integer.compareUnsigned(get(r, s(y)), get(r, t(y))) < 0 ? 1 : 0);
                    i++;
                    continue;
                case SLTIU:
                    y = e ^ SLTIU * M;
                    set(r, d(y), Integer.compareUnsigned(get(r, s(y)), imm(y)) < 0 ? 1 : 0);
                    i++;
                    continue;
                case XORI: y = e ^ XORI * M; set(r, d(y), get(r, s(y)) ^ imm(y)); i++; continue;
                case MULT: {
                    y = e ^ MULT * M;
                    long product = (long) get(r, s(y)) * get(r, t(y));
                    cpu.hi = (int) (product >>> 32);
                    cpu.lo = (int) product;
                    i++;
                    continue;
                }
                case MTHI: y = e ^ MTHI * M; cpu.hi = get(r, s(y)); i++; continue;
                case MTLO: y = e ^ MTLO * M; cpu.lo = get(r, s(y)); i++; continue;
                case MOVZ:
                    y = e ^ MOVZ * M;
                    if (get(r, t(y)) == 0) {
                        set(r, d(y), get(r, s(y)));
                    }
                    i++;
                    continue;
                case MOVN:
                    y = e ^ MOVN * M;
                    if (get(r, t(y)) != 0) {
                        set(r, d(y), get(r, s(y)));
                    }
                    i++;
                    continue;
                default: // ODD_ALL, ODD_BOTH, LEAVE, OTHER, EXIT
                    return stop(i, k);
            }
        }
        return stop(i, 0);
    }

    /** The loop's result: {@code k} instructions of the budget left, stopped before text index {@code i}. */
    private static long stop(int i, int k) {
        return (long) k << 32 | i;
    }
}
