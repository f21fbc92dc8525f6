package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.SegmentKind;
import io.github.retrokit.mips.image.SourceLine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One assembly run: pass 1 reads every line of every file (labels, data, instruction sizes),
 * pass 2 encodes the instructions once all labels are known. All mutable state lives here.
 */
final class ProgramAssembler {
    private final AssemblerOptions options;
    private final IncludeResolver includes;
    private final InstructionSet set = InstructionSet.mars();
    private final Diagnostics diagnostics = new Diagnostics();
    private final SymbolTable symbols = new SymbolTable();
    private final Segments segments;
    private final DataDirectives data;
    private final InstructionEncoder encoder;
    private final List<PendingInstruction> instructions = new ArrayList<>();
    private final Set<Integer> textAddresses = new HashSet<>();
    private final Map<Integer, SourceLine> sourceMap = new HashMap<>();

    /** An instruction sized in pass 1 and encoded in pass 2. */
    record PendingInstruction(Line line, String scope, SegmentKind kind, int address, Token mnemonic,
                              BasicForm basic, PseudoTemplate pseudo, List<Token> operands) {
    }

    ProgramAssembler(AssemblerOptions options, IncludeResolver includes) {
        this.options = options;
        this.includes = includes;
        this.segments = new Segments(options.layout());
        this.data = new DataDirectives(segments, symbols, diagnostics);
        this.encoder = new InstructionEncoder(set, symbols, options);
    }

    Assembly assemble(List<SourceFile> sources) throws AssemblyException {
        if (sources.isEmpty()) {
            diagnostics.error("", 0, 0, "no source files to assemble");
        }
        for (SourceFile source : sources) {
            firstPass(source);
        }
        if (!diagnostics.stopping().isEmpty()) {
            throw new AssemblyException(diagnostics.stopping());
        }
        data.applyFixups();
        if (!diagnostics.hasErrors()) { // as MARS: no second pass (symbols in instructions, encoding) after errors
            for (PendingInstruction p : instructions) {
                secondPass(p);
            }
        }
        ProgramImage image = new ProgramImage(options.layout(), options.delayedBranching(), segments.build(),
                symbols.symbols(), sourceMap);
        if (diagnostics.hasErrors() || (options.warningsAreErrors() && diagnostics.hasWarnings())) {
            throw new AssemblyException(diagnostics.all(), image);
        }
        return new Assembly(image, diagnostics.warnings());
    }

    private void firstPass(SourceFile source) {
        String scope = source.name();
        Map<String, Line> globals = new LinkedHashMap<>();
        Map<String, Token> globalTokens = new HashMap<>();
        for (Line line : new SourceReader(includes, diagnostics).read(source)) {
            try {
                statement(line, scope, globals, globalTokens);
            } catch (RuntimeException e) {
                diagnostics.error(line, 1, "internal assembler error: " + e);
            }
        }
        for (Map.Entry<String, Line> g : globals.entrySet()) {
            declareGlobal(scope, g.getKey(), g.getValue(), globalTokens.get(g.getKey()));
        }
        data.interrupt();
    }

    private void declareGlobal(String scope, String name, Line line, Token token) {
        Integer address = symbols.promote(scope, name);
        if (address == null) {
            if (!symbols.isGlobal(name)) {
                diagnostics.error(line, token.column(), "\"" + name + "\" declared global label but not defined.");
            }
        } else if (!symbols.defineGlobal(scope, name, address)) {
            diagnostics.error(line, token.column(), "global label \"" + name + "\" is already defined in another file");
        }
    }

    private void statement(Line line, String scope, Map<String, Line> globals, Map<String, Token> globalTokens) {
        List<Token> t = line.tokens();
        int i = 0;
        if (t.size() >= 2 && t.get(0).is(Kind.IDENT) && t.get(1).is(Kind.COLON) // `.word: 2`, `.globl: x`: no label (MARS)
                && !isMarsDirective(t.get(0).text().toLowerCase(Locale.ROOT))) {
            defineLabel(line, scope, t.get(0));
            i = 2;
            if (t.size() >= 4 && t.get(2).is(Kind.IDENT) && t.get(3).is(Kind.COLON)) {
                diagnostics.error(line, t.get(2).column(), "only one label is allowed per line");
                return;
            }
        }
        if (i >= t.size()) {
            return;
        }
        if (line.error() != null) {
            diagnostics.error(line, t.get(i).column(), line.error());
            return;
        }
        Token head = t.get(i);
        List<Token> rest = t.subList(i + 1, t.size());
        if (head.isDirective()) {
            directive(line, scope, head, rest, globals, globalTokens);
        } else if (head.is(Kind.IDENT) && !segments.currentKind().isText()
                && !set.isMnemonic(head.text().toLowerCase(Locale.ROOT))) {
            data.continuation(line, t.subList(i, t.size()), scope); // a label's address, as MARS stores it
        } else if (head.is(Kind.IDENT)) {
            instruction(line, scope, head, rest);
        } else if (head.is(Kind.INTEGER) || head.is(Kind.REAL) || head.is(Kind.STRING)) {
            data.continuation(line, t.subList(i, t.size()), scope);
        } else {
            diagnostics.error(line, head.column(), "\"" + head + "\" is not a recognized operator");
        }
    }

    private void defineLabel(Line line, String scope, Token label) {
        int address = segments.current().location();
        if (!symbols.define(scope, label.text(), address)) {
            diagnostics.error(line, label.column(), "label \"" + label.text() + "\" already defined");
            return;
        }
        data.labelDefined(scope, label.text());
    }

    private void directive(Line line, String scope, Token head, List<Token> rest,
                           Map<String, Line> globals, Map<String, Token> globalTokens) {
        String name = head.text().toLowerCase(Locale.ROOT);
        switch (name) {
            case ".text" -> switchSegment(line, head, rest, SegmentKind.TEXT);
            case ".ktext" -> switchSegment(line, head, rest, SegmentKind.KTEXT);
            case ".data" -> switchSegment(line, head, rest, SegmentKind.DATA);
            case ".kdata" -> switchSegment(line, head, rest, SegmentKind.KDATA);
            case ".globl" -> globl(line, head, rest, globals, globalTokens);
            case ".extern" -> extern(line, scope, head, rest);
            case ".set" -> diagnostics.warning(line, head.column(), "MARS currently ignores the .set directive.");
            case ".eqv", ".macro", ".end_macro", ".include" ->
                    diagnostics.error(line, head.column(), "\"" + name + "\" must start its line");
            default -> {
                if (DataDirectives.isDataDirective(name)) {
                    data.handle(line, head, rest, scope);
                } else {
                    diagnostics.warning(line, head.column(), "MARS does not recognize the " + head.text() + " directive.  Ignored.");
                }
            }
        }
    }

    /**
     * MARS's directives ({@code name} in lower case): before a colon they stay directives ({@code .globl: x},
     * {@code .kdata:}), never a label; nor can they name an {@code .eqv}.
     */
    static boolean isMarsDirective(String name) {
        return switch (name) {
            case ".text", ".ktext", ".data", ".kdata", ".globl", ".extern", ".set", ".eqv", ".macro", ".end_macro",
                 ".include" -> true;
            default -> DataDirectives.isDataDirective(name);
        };
    }

    /**
     * Declares the labels of a {@code .globl} as MARS does: each operand up to the first that is not a name
     * ({@code :}, a number, a register, a string), which is one error at the directive, the rest ignored.
     */
    private void globl(Line line, Token head, List<Token> rest, Map<String, Line> globals,
                       Map<String, Token> globalTokens) {
        if (rest.isEmpty()) {
            diagnostics.error(line, head.column(), "\".globl\" directive requires at least one argument.");
        }
        for (Token label : rest) {
            if (!label.is(Kind.IDENT)) {
                diagnostics.error(line, head.column(), "\".globl\" directive argument must be label.");
                return;
            }
            globals.putIfAbsent(label.text(), line);
            globalTokens.putIfAbsent(label.text(), label);
        }
    }

    /** Switches segment; {@code .kdata: 0x90000100} switches as MARS does, its operands after the colon ignored. */
    private void switchSegment(Line line, Token head, List<Token> rest, SegmentKind kind) {
        data.interrupt();
        segments.switchTo(kind);
        if (rest.isEmpty() || rest.get(0).is(Kind.COLON)) {
            return;
        }
        Token address = rest.get(0);
        if (rest.size() != 1 || !address.is(Kind.INTEGER)) {
            diagnostics.error(line, address.column(), head.text() + " takes at most one address");
        } else if (kind.isText() && (address.value() & 3) != 0) {
            diagnostics.error(line, address.column(), head.text() + " address must be a multiple of 4");
        } else {
            segments.current().moveTo(address.value());
        }
    }

    /**
     * {@code .extern label size} as MARS takes it: two operands, the size a non-negative integer read as
     * {@code .space} reads its count ({@code 08} is 8, {@code 4294967300} is 4; MARS's words at the directive
     * otherwise); a label already global keeps its place and the line is ignored; a first operand
     * that is no name ({@code .extern 5 4}) reserves its bytes all the same.
     */
    private void extern(Line line, String scope, Token head, List<Token> rest) {
        if (rest.size() != 2) {
            diagnostics.error(line, head.column(), "\".extern\" directive requires two operands (label and size).");
            return;
        }
        Token size = DataDirectives.wideDigits(rest.get(1));
        if (!size.is(Kind.INTEGER) || size.value() < 0) {
            diagnostics.error(line, head.column(), "\".extern\" requires a non-negative integer size");
            return;
        }
        if (size.value() > DataDirectives.MAX_SPACE) {
            diagnostics.error(line, size.column(), ".extern needs a byte count 0.." + DataDirectives.MAX_SPACE);
            return;
        }
        if (!data.withinBudget(line, size, size.value())) {
            return;
        }
        SegmentBuilder extern = segments.get(SegmentKind.EXTERN);
        Token label = rest.get(0);
        if (label.is(Kind.IDENT) && !symbols.defineGlobal(scope, label.text(), extern.location())) {
            return; // already global: MARS keeps the first
        }
        extern.reserve(size.value());
    }

    private void instruction(Line line, String scope, Token head, List<Token> operands) {
        String mnemonic = head.text().toLowerCase(Locale.ROOT);
        if (!set.isMnemonic(mnemonic)) {
            diagnostics.error(line, head.column(), "\"" + head.text() + "\" is not a recognized operator");
            return;
        }
        data.interrupt();
        if (!segments.currentKind().isText()) {
            diagnostics.error(line, head.column(), "instructions must be in a .text or .ktext segment");
            return;
        }
        InstructionMatcher.Match match = InstructionMatcher.match(set, mnemonic, operands, options.pseudoInstructions());
        if (match.error() != null) {
            diagnostics.error(line, match.errorColumn() == 0 ? head.column() : match.errorColumn(), match.error());
            return;
        }
        int size = match.basic() != null ? 1
                : match.pseudo().size(options.layout().isCompact(), options.delayedBranching());
        SegmentBuilder text = segments.current();
        int address = text.location();
        if (!segments.isTextAddress(address)) {
            diagnostics.error(line, head.column(), "Invalid address for text segment: " + address);
        }
        for (int k = 0; k < size; k++) {
            if (!textAddresses.add(address + 4 * k)) {
                diagnostics.error(line, head.column(), String.format("Duplicate text segment address 0x%08x", address + 4 * k));
                return;
            }
        }
        text.moveTo(address + 4 * size);
        instructions.add(new PendingInstruction(line, scope, segments.currentKind(), address, head,
                match.basic(), match.pseudo(), operands));
    }

    private void secondPass(PendingInstruction p) {
        int[] words;
        try {
            words = encoder.encode(p);
        } catch (SyntaxError e) {
            diagnostics.error(p.line(), e.column() == 0 ? p.mnemonic().column() : e.column(), e.getMessage());
            return;
        } catch (RuntimeException e) {
            diagnostics.error(p.line(), p.mnemonic().column(), "internal assembler error: " + e);
            return;
        }
        SegmentBuilder text = segments.get(p.kind());
        for (int k = 0; k < words.length; k++) {
            int address = p.address() + 4 * k;
            text.patch(address, words[k], 4);
            sourceMap.put(address, new SourceLine(p.line().file(), p.line().number(), p.line().source(),
                    MipsDisassembler.disassemble(words[k], address), runTimeWhere(p.line().where())));
        }
    }

    /** MARS names a run-time error's line by the outermost macro call and the innermost body line: {@code 11->3}. */
    private static String runTimeWhere(String where) {
        int first = where.indexOf("->");
        int last = where.lastIndexOf("->");
        return first == last ? where : where.substring(0, first) + where.substring(last);
    }
}
