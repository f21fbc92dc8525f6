package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.run.RegisterNames;
import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.image.MemoryLayout;
import java.util.List;
import java.util.Random;

/**
 * The machine state a call starts from: registers (zero, or random from the seed), arguments in
 * {@code $a0-$a3} and on the stack, {@code $ra} at the sentinel, randomized memory regions; and the
 * regions the callee may write.
 *
 * @param entryRegisters the 32 general registers at entry
 * @param stackFloor     the heap's end when the call starts: the callee may write from here ...
 * @param stackTop       ... up to the entry {@code $sp}, or to the end of the caller's stack-argument area
 *                       above it when there are more than four arguments
 * @param writable       the request's writable regions
 */
record CallSetup(int[] entryRegisters, int stackFloor, int stackTop, List<Region> writable) {

    static CallSetup prepare(CallRequest request, Cpu cpu, GuestMemory memory, MemoryLayout layout, int sentinel,
                             int heapTop) {
        List<Integer> args = request.args();
        int area = request.stackArguments().area(args.size());
        int sp = layout.stackPointer() - area;
        Random random = request.randomSeed().isPresent() ? new Random(request.randomSeed().getAsLong()) : null;
        for (int r = 1; r < 32; r++) {
            cpu.setGpr(r, random == null ? 0 : random.nextInt());
        }
        cpu.setHi(random == null ? 0 : random.nextInt());
        cpu.setLo(random == null ? 0 : random.nextInt());
        for (int f = 0; f < 32; f++) {
            cpu.setFpr(f, random == null ? 0 : random.nextInt());
        }
        if (random == null) {
            cpu.setGpr(RegisterNames.GP, layout.globalPointer());
        }
        cpu.setGpr(RegisterNames.SP, sp);
        cpu.setGpr(RegisterNames.RA, sentinel);
        for (int i = 0; i < args.size(); i++) {
            if (i < 4) {
                cpu.setGpr(RegisterNames.A0 + i, args.get(i));
            } else {
                memory.writeWord(sp + request.stackArguments().offset(i), args.get(i));
            }
        }
        if (random != null) {
            for (Region region : request.randomized()) {
                byte[] bytes = new byte[region.length()];
                random.nextBytes(bytes);
                memory.writeBytes(region.address(), bytes);
            }
        }
        int[] entry = new int[32];
        for (int r = 0; r < 32; r++) {
            entry[r] = cpu.gpr(r);
        }
        return new CallSetup(entry, heapTop, args.size() > 4 ? sp + area : sp, request.writable());
    }
}
