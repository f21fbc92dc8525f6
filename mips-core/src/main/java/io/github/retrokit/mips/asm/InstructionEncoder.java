package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Pass 2: turns a sized statement into machine words, resolving labels and expanding pseudo templates.
 * Failures are {@link SyntaxError}s whose column 0 means the mnemonic.
 */
final class InstructionEncoder {
    private final InstructionSet set;
    private final SymbolTable symbols;
    private final AssemblerOptions options;

    InstructionEncoder(InstructionSet set, SymbolTable symbols, AssemblerOptions options) {
        this.set = set;
        this.symbols = symbols;
        this.options = options;
    }

    int[] encode(ProgramAssembler.PendingInstruction p) throws SyntaxError {
        try {
            return p.basic() != null ? new int[] {p.basic().encode(operands(p), p.address())} : expand(p);
        } catch (BasicForm.EncodingException e) {
            throw new SyntaxError(0, e.getMessage());
        }
    }

    private List<Operand> operands(ProgramAssembler.PendingInstruction p) throws SyntaxError {
        List<Operand> result = new ArrayList<>();
        for (Token t : p.operands()) {
            result.add(switch (t.kind()) {
                case GPR -> new Operand(Operand.Type.GPR, t.value());
                case FPR -> new Operand(Operand.Type.FPR, t.value());
                case INTEGER -> new Operand(Operand.Type.INT, t.value());
                case IDENT -> new Operand(Operand.Type.ADDRESS, address(p, t));
                case LPAREN -> Operand.LPAREN;
                case RPAREN -> Operand.RPAREN;
                default -> Operand.PLUS;
            });
        }
        return result;
    }

    private int address(ProgramAssembler.PendingInstruction p, Token label) throws SyntaxError {
        Integer address = symbols.lookup(p.scope(), label.text());
        if (address == null) {
            throw new SyntaxError(label.column(), "Symbol \"" + label.text() + "\" not found in symbol table.");
        }
        return address;
    }

    private int[] expand(ProgramAssembler.PendingInstruction p) throws SyntaxError, BasicForm.EncodingException {
        ExpansionLine.Bindings bindings = bindings(p);
        boolean db = options.delayedBranching();
        List<Integer> words = new ArrayList<>();
        int address = p.address();
        for (ExpansionLine line : p.pseudo().expansion(options.layout().isCompact())) {
            if (line.delayedBranchingOnly()) {
                if (db) {
                    words.add(0);
                    address += 4;
                }
                continue;
            }
            List<Operand> operands = line.resolve(bindings, db ? 2 : 1);
            BasicForm form = basicFormFor(line, operands);
            words.add(form.encode(operands, address));
            address += 4;
        }
        int[] encoded = new int[words.size()];
        for (int k = 0; k < encoded.length; k++) {
            encoded[k] = words.get(k);
        }
        return encoded;
    }

    private BasicForm basicFormFor(ExpansionLine line, List<Operand> operands) throws SyntaxError {
        for (BasicForm form : set.basic(line.mnemonic())) {
            if (form.matchesOperands(operands)) {
                return form;
            }
        }
        throw new SyntaxError(0, "pseudo-instruction expansion contained a pseudo-instruction (\"" + line.text()
                + "\" is not a basic instruction); MARS cannot assemble this form either");
    }

    private ExpansionLine.Bindings bindings(ProgramAssembler.PendingInstruction p) throws SyntaxError {
        int[] gprs = new int[3];
        int[] fprs = new int[2];
        int g = 0;
        int f = 0;
        int imm = 0;
        int label = 0;
        for (Token t : p.operands()) {
            if (t.is(Kind.GPR)) {
                gprs[g++] = t.value();
            } else if (t.is(Kind.FPR)) {
                fprs[f++] = t.value();
            } else if (t.is(Kind.INTEGER)) {
                imm = t.value();
            } else if (t.is(Kind.IDENT)) {
                label = address(p, t);
            }
        }
        return new ExpansionLine.Bindings(gprs, fprs, imm, label);
    }
}
