package io.github.retrokit.mips.cpu;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.util.function.Consumer;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;

/**
 * Defines a translated block as a hidden JVM class implementing {@link Block} (a constructor, {@code length()}
 * and the {@code run} method given as bytecode), loads it and makes its one instance.
 */
final class BlockClass {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final String RUN_DESCRIPTOR =
            "(L" + BlockCode.CPU_TYPE + ";[IL" + BlockCode.MEMORY + ";IZ)J";

    private BlockClass() { }

    /**
     * @param length the block's {@link Block#length()}
     * @param run writes the {@code run} method into the visitor it is given
     */
    static Block define(int length, Consumer<MethodVisitor> run) throws ReflectiveOperationException {
        byte[] bytes = generate(length, run);
        Class<?> type = LOOKUP.defineHiddenClass(bytes, true).lookupClass();
        return (Block) type.getDeclaredConstructor().newInstance();
    }

    private static byte[] generate(int length, Consumer<MethodVisitor> run) {
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
        MethodVisitor len = cw.visitMethod(ACC_PUBLIC, "length", "()I", null, null);
        len.visitCode();
        len.visitLdcInsn(length);
        len.visitInsn(IRETURN);
        len.visitMaxs(0, 0);
        len.visitEnd();
        run.accept(cw.visitMethod(ACC_PUBLIC, "run", RUN_DESCRIPTOR, null, null));
        cw.visitEnd();
        return cw.toByteArray();
    }
}
