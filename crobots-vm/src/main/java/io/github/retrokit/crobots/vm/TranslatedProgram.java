package io.github.retrokit.crobots.vm;

/** A program translated by {@link CodeTranslator}: runs the chunk that holds the VM's ip. */
final class TranslatedProgram implements TranslatedCode {

    private final TranslatedCode[] chunks;
    private final int[] chunkOf;

    TranslatedProgram(TranslatedCode[] chunks, int[] chunkOf) {
        this.chunks = chunks;
        this.chunkOf = chunkOf;
    }

    /** The driver guarantees 0 <= ip < the code size. */
    @Override
    public int run(BatchInterpreter interpreter, RobotVm vm, long[] stack, long[] ext, int budget, boolean pause,
                   int done) {
        return chunks[chunkOf[vm.ip]].run(interpreter, vm, stack, ext, budget, pause, done);
    }

    /** How many chunks (hidden classes) the program was cut into. */
    int chunkCount() {
        return chunks.length;
    }
}
