package io.github.retrokit.mips.cpu;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.util.function.Consumer;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;

/**
 * Defines a translated region as a hidden JVM class implementing {@link Block} (a constructor and the
 * {@code run} method given as bytecode), loads it and makes its one instance.
 */
final class BlockClass {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final String RUN_DESCRIPTOR =
            "(L" + BlockCode.CPU_TYPE + ";[IL" + BlockCode.MEMORY + ";II)J";

    private BlockClass() { }

    /** Loads a class {@link #generate} wrote and makes its one instance. */
    static Block define(byte[] bytes) throws ReflectiveOperationException {
        Class<?> type = LOOKUP.defineHiddenClass(bytes, true).lookupClass();
        return (Block) type.getDeclaredConstructor().newInstance();
    }

    /** The class file of a block whose {@code run} method {@code run} writes into the visitor it is given. */
    static byte[] generate(Consumer<MethodVisitor> run) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        cw.visit(V17, ACC_FINAL | ACC_SUPER, BlockCode.CPU + "TranslatedBlock", null, "java/lang/Object",
                new String[] {BlockCode.CPU + "Block"});
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        run.accept(cw.visitMethod(ACC_PUBLIC, "run", RUN_DESCRIPTOR, null, null));
        cw.visitEnd();
        return cw.toByteArray();
    }
}
