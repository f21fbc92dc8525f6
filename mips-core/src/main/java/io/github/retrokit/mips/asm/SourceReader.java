package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads one top-level source file into {@link Line}s: inlines {@code .include}d files, applies
 * {@code .eqv} substitutions and expands macros, reporting problems to {@link Diagnostics}.
 */
final class SourceReader {
    /** A line as it sits in a file, before tokenizing. */
    record RawLine(String file, int number, String text) {
    }

    private final IncludeResolver includes;
    private final Diagnostics diagnostics;
    private final Map<String, List<Token>> eqvs = new HashMap<>();
    private final Map<String, String> eqvTexts = new HashMap<>();
    private final MacroTable macros = new MacroTable();
    private final List<Line> output = new ArrayList<>();
    private final Map<String, String[]> linesOf = new HashMap<>();
    private final Map<String, SourceFile> included = new HashMap<>();
    private final SourceBudget loaded = new SourceBudget("with its .include files read (an include tree too large?)");
    private final SourceBudget expanded = new SourceBudget("with its macros expanded (runaway macro expansion?)");

    SourceReader(IncludeResolver includes, Diagnostics diagnostics) {
        this.includes = includes;
        this.diagnostics = diagnostics;
    }

    /** The lines of {@code file} with everything expanded (none if the expansion ran away). */
    List<Line> read(SourceFile file) {
        List<RawLine> raw = new ArrayList<>();
        Deque<String> stack = new ArrayDeque<>();
        load(file, stack, raw);
        if (loaded.exceeded()) {
            return List.of();
        }
        MacroTable.Definition open = null;
        for (RawLine line : raw) {
            open = process(line, open);
        }
        if (open != null) {
            // MARS names the line alone (column 0 is left out of its report)
            diagnostics.error(open.file(), open.line(), 0, "Macro started but not ended (no .end_macro directive)");
        }
        return loaded.exceeded() || expanded.exceeded() ? List.of() : output;
    }

    private void load(SourceFile file, Deque<String> stack, List<RawLine> into) {
        stack.push(file.name());
        String[] lines = linesOf.get(file.name());
        if (lines == null) {
            lines = lines(file.text());
            linesOf.put(file.name(), lines);
        }
        for (int i = 0; i < lines.length && !loaded.exceeded(); i++) {
            RawLine line = new RawLine(file.name(), i + 1, lines[i]);
            String tooMuch = loaded.take(lines[i].length());
            if (tooMuch != null) {
                diagnostics.error(line.file(), line.number(), 1, tooMuch);
                break;
            }
            String code = Lexer.stripComment(lines[i]).trim();
            if (code.regionMatches(true, 0, ".include", 0, 8)
                    && (code.length() == 8 || Character.isWhitespace(code.charAt(8)) || code.charAt(8) == '"')) {
                include(line, stack, into);
            } else {
                into.add(line);
            }
        }
        stack.pop();
    }

    /** {@code text.split("\r\n|\r|\n", -1)} without compiling a regular expression at every start. */
    static String[] lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        lines.add(text.substring(start));
        return lines.toArray(new String[0]);
    }

    private void include(RawLine line, Deque<String> stack, List<RawLine> into) {
        List<Token> tokens;
        try {
            tokens = Lexer.lex(line.text());
        } catch (SyntaxError e) {
            diagnostics.error(line.file(), line.number(), e.column(), e.getMessage());
            return;
        }
        if (tokens.size() != 2 || !tokens.get(1).is(Kind.STRING)) {
            diagnostics.error(line.file(), line.number(), tokens.get(0).column(),
                    "\".include\" directive recognized but not yet implemented."); // MARS's words for a bad .include
            return;
        }
        Token path = tokens.get(1);
        if (stack.size() >= SourceBudget.MAX_INCLUDE_DEPTH) {
            diagnostics.error(line.file(), line.number(), path.column(),
                    ".include files nest more than " + SourceBudget.MAX_INCLUDE_DEPTH + " deep");
            return;
        }
        SourceFile file;
        try {
            file = resolve(line.file(), path.text());
        } catch (IOException | RuntimeException e) {
            // MARS names the file it tried and stops
            diagnostics.fatal(line.file(), line.number(), path.column(), "Error reading include file "
                    + tried(line.file(), path.text())
                    + (e instanceof java.nio.file.NoSuchFileException || e instanceof java.io.FileNotFoundException
                    ? "" : " (" + Assembler.describe(e) + ")"));
            return;
        }
        if (stack.contains(file.name())) { // MARS: this stops it too, and is reported alone
            diagnostics.fatal(line.file(), line.number(), path.column(),
                    "Recursive include of file " + tried(line.file(), path.text()));
            return;
        }
        load(file, stack, into);
    }

    /** The file MARS names for an {@code .include}: the including file's folder and the name as written. */
    private static String tried(String includingFile, String path) {
        java.nio.file.Path parent = java.nio.file.Path.of(includingFile).getParent();
        return java.nio.file.Path.of(path).isAbsolute() || parent == null ? path
                : parent + java.io.File.separator + path;
    }

    /** The file {@code path} names from {@code includingFile}, read once however often it is included. */
    private SourceFile resolve(String includingFile, String path) throws IOException {
        String key = includingFile + "\0" + path;
        SourceFile file = included.get(key);
        if (file == null) {
            file = includes.resolve(includingFile, path);
            included.put(key, file);
        }
        return file;
    }

    /** Handles one raw line; returns the macro definition still open after it. */
    private MacroTable.Definition process(RawLine raw, MacroTable.Definition open) {
        List<Token> tokens;
        try {
            tokens = Lexer.lex(raw.text());
        } catch (SyntaxError e) {
            if (e.element() != null) {
                // MARS tokenizes every line, macro bodies included, before anything else
                diagnostics.invalidElement(raw.file(), raw.number(), e.column(), raw.text(), e.element());
                for (SyntaxError later : e.following()) {
                    diagnostics.invalidElement(raw.file(), raw.number(), later.column(), raw.text(), later.element());
                }
            }
            if (open != null) {
                open.body().add(raw);
            } else if (e.element() == null) {
                diagnostics.error(raw.file(), raw.number(), e.column(), e.getMessage());
            }
            return open;
        }
        Token first = tokens.isEmpty() ? null : tokens.get(0);
        boolean endMacro = first != null && first.text().equalsIgnoreCase(".end_macro");
        if (endMacro && tokens.size() > 1) { // MARS: the macro, if one is open, stays open
            diagnostics.error(raw.file(), raw.number(), first.column(), "invalid text after .END_MACRO");
            return open;
        }
        if (open != null) {
            if (endMacro) {
                macros.define(open);
                return null;
            }
            if (first != null && first.text().equalsIgnoreCase(".macro")) {
                diagnostics.error(raw.file(), raw.number(), first.column(), "macro definitions cannot be nested");
            }
            open.body().add(raw);
            return open;
        }
        if (first != null && first.text().equalsIgnoreCase(".macro")) {
            return MacroTable.begin(raw, tokens, diagnostics);
        }
        if (endMacro) {
            diagnostics.error(raw.file(), raw.number(), first.column(), ".END_MACRO without .MACRO");
            return null;
        }
        if (first != null && first.text().equalsIgnoreCase(".eqv")) {
            defineEqv(raw, tokens);
            return null;
        }
        emit(raw, substituteEqvs(tokens), new ArrayDeque<>());
        return null;
    }

    /**
     * Defines an {@code .eqv} as MARS does: without a value ({@code .eqv}, {@code .eqv N}) it is ignored; a first
     * operand that is no name (an instruction's or a directive's, in any case, is none), a value naming itself, and a
     * second definition with another value are errors, in MARS's words.
     */
    private void defineEqv(RawLine raw, List<Token> tokens) {
        if (tokens.size() < 3) {
            return;
        }
        if (!isEqvName(tokens.get(1))) {
            diagnostics.eqvError(raw.file(), raw.number(), tokens.get(0).column(), "Malformed .eqv directive");
            return;
        }
        Token name = tokens.get(1);
        String code = Lexer.stripComment(raw.text());
        String text = code.substring(code.indexOf(name.text(), name.column() - 1) + name.text().length()).trim();
        List<Token> value = substituteEqvs(valueOf(tokens));
        if (value.stream().anyMatch(t -> t.is(Kind.IDENT) && t.text().equals(name.text()))) {
            diagnostics.eqvError(raw.file(), raw.number(), tokens.get(0).column(),
                    "Cannot substitute " + name.text() + " for itself in .eqv directive");
            return;
        }
        String old = eqvTexts.get(name.text());
        if (old != null && !old.equals(text)) {
            diagnostics.eqvError(raw.file(), raw.number(), name.column(), "\"" + name.text() + "\" is already defined");
            return;
        }
        eqvTexts.put(name.text(), text);
        eqvs.put(name.text(), List.copyOf(value));
    }

    /** True if {@code t} can name an {@code .eqv}: a name, not a mnemonic or a MARS directive ({@code .foo} can). */
    private static boolean isEqvName(Token t) {
        String lower = t.text().toLowerCase(Locale.ROOT);
        return t.is(Kind.IDENT) && !InstructionSet.mars().isMnemonic(lower) && !ProgramAssembler.isMarsDirective(lower);
    }

    /**
     * The tokens of an {@code .eqv}'s value as MARS reads its text where it stands alone: a sign right before a
     * number at its start makes a signed number ({@code .eqv N -4}), although the lexer read it after a name.
     */
    private static List<Token> valueOf(List<Token> tokens) {
        Token signed = signedNumber(tokens, 2);
        if (signed == null) {
            return tokens.subList(2, tokens.size());
        }
        List<Token> value = new ArrayList<>(tokens.subList(3, tokens.size()));
        value.set(0, signed);
        return value;
    }

    private List<Token> substituteEqvs(List<Token> tokens) {
        if (eqvs.isEmpty()) {
            return tokens;
        }
        List<Token> out = new ArrayList<>(tokens.size());
        for (int k = 0; k < tokens.size(); k++) {
            Token t = tokens.get(k);
            List<Token> value = t.is(Kind.IDENT) ? eqvs.get(t.text()) : null;
            if (value == null) {
                out.add(t);
                continue;
            }
            Token negated = signBefore(tokens, k, value, out.size() >= 2 ? out.get(out.size() - 2) : null);
            if (negated != null) {
                out.set(out.size() - 1, negated);
                value.subList(1, value.size()).forEach(v -> out.add(v.at(t.column())));
            } else if (!out.isEmpty() && Lexer.signIsOperatorAfter(out.get(out.size() - 1)) && !value.isEmpty()) {
                out.addAll(signSplit(value.get(0), t.column()));
                value.subList(1, value.size()).forEach(v -> out.add(v.at(t.column())));
            } else {
                value.forEach(v -> out.add(v.at(t.column())));
            }
            Token last = value.isEmpty() ? null : value.get(value.size() - 1);
            Token signed = last == null || Lexer.signIsOperatorAfter(last) ? null : signedNumber(tokens, k + 1);
            if (signed != null) {
                out.add(signed);
                k += 2;
            }
        }
        return out;
    }

    /**
     * MARS replaces an .eqv name by its text, so a value that starts with a signed number (.eqv N -4) put after
     * a name ({@code x N}, {@code x, N}) starts with an operator there, as {@code x -4} does: the sign and the
     * number, at {@code column}; else the token alone.
     */
    private static List<Token> signSplit(Token first, int column) {
        boolean signed = (first.is(Kind.INTEGER) || first.is(Kind.REAL))
                && (first.text().startsWith("-") || first.text().startsWith("+"));
        if (signed) {
            try {
                List<Token> unsigned = Lexer.lex(first.text().substring(1));
                if (unsigned.size() == 1) {
                    boolean minus = first.text().charAt(0) == '-';
                    return List.of(Token.of(minus ? Kind.MINUS : Kind.PLUS, minus ? "-" : "+", column),
                            unsigned.get(0).at(column + 1));
                }
            } catch (SyntaxError e) {
                // not a number without its sign: kept whole
            }
        }
        return List.of(first.at(column));
    }

    /**
     * MARS replaces an .eqv name by its text, so a sign right before a name whose value starts with a number
     * (.eqv N 4: -N, 1,-N) starts a number as it would before 4, unless it is an operator there as {@link Lexer}
     * decides (after a name; {@code before} is what stands before the sign once earlier names are replaced): the
     * sign at {@code k - 1} and the value's first token as one token, or null if they are not that.
     */
    private static Token signBefore(List<Token> tokens, int k, List<Token> value, Token before) {
        if (k < 1 || value.isEmpty() || !(value.get(0).is(Kind.INTEGER) || value.get(0).is(Kind.REAL))) {
            return null;
        }
        Token sign = tokens.get(k - 1);
        if (!(sign.is(Kind.MINUS) || sign.is(Kind.PLUS)) || tokens.get(k).column() != sign.column() + 1) {
            return null;
        }
        if (before != null && Lexer.signIsOperatorAfter(before)) {
            return null;
        }
        try {
            List<Token> lexed = Lexer.lex(sign.text() + value.get(0).text());
            return lexed.size() == 1 ? lexed.get(0).at(sign.column()) : null;
        } catch (SyntaxError e) {
            return null;
        }
    }

    /**
     * MARS replaces an .eqv name by its text, so a sign after a name whose value is a number (.eqv N 4: N-1, N +1)
     * starts a number as it would after 4: the sign at {@code i} and the number right after it as one token, or
     * null if they are not that.
     */
    private static Token signedNumber(List<Token> tokens, int i) {
        if (i + 1 >= tokens.size() || !(tokens.get(i).is(Kind.MINUS) || tokens.get(i).is(Kind.PLUS))) {
            return null;
        }
        Token sign = tokens.get(i);
        Token number = tokens.get(i + 1);
        if (!(number.is(Kind.INTEGER) || number.is(Kind.REAL)) || number.column() != sign.column() + 1) {
            return null;
        }
        try {
            List<Token> lexed = Lexer.lex(sign.text() + number.text());
            return lexed.size() == 1 ? lexed.get(0).at(sign.column()) : null;
        } catch (SyntaxError e) {
            return null;
        }
    }

    /** Outputs a line, expanding it if it calls a macro. */
    private void emit(RawLine raw, List<Token> tokens, Deque<String> expanding) {
        String tooMuch = expanded.take(raw.text().length());
        if (tooMuch != null) {
            if (!tooMuch.isEmpty()) {
                diagnostics.error(raw.file(), raw.number(), 1, tooMuch);
            }
            return;
        }
        int start = tokens.size() >= 2 && tokens.get(0).is(Kind.IDENT) && tokens.get(1).is(Kind.COLON) ? 2 : 0;
        MacroTable.Call call = start < tokens.size() ? MacroTable.call(tokens.subList(start, tokens.size())) : null;
        MacroTable.Definition macro = call == null ? null : macros.find(call.name(), call.arguments().size());
        if (macro == null && call != null && macros.hasName(call.name())
                && !InstructionSet.mars().isMnemonic(call.name().toLowerCase(Locale.ROOT))) {
            // MARS: a macro's name with another number of arguments calls no macro and is no instruction
            output.add(new Line(raw.file(), raw.number(), sourceOf(raw), tokens)
                    .withError("forward reference or invalid parameters for macro \"" + call.name() + "\""));
            return;
        }
        if (macro == null) {
            output.add(new Line(raw.file(), raw.number(), sourceOf(raw), tokens));
            return;
        }
        if (start == 2) {
            output.add(new Line(raw.file(), raw.number(), sourceOf(raw), tokens.subList(0, 2)));
        }
        if (expanding.contains(macro.name())) {
            diagnostics.error(raw.file(), raw.number(), tokens.get(start).column(), "recursive call of macro \"" + macro.name() + "\"");
            return;
        }
        if (expanding.size() >= SourceBudget.MAX_MACRO_DEPTH) {
            diagnostics.error(raw.file(), raw.number(), tokens.get(start).column(), "macro calls nest more than "
                    + SourceBudget.MAX_MACRO_DEPTH + " deep (at a call of \"" + macro.name() + "\")");
            return;
        }
        expanding.push(macro.name());
        for (RawLine bodyLine : macros.expand(macro, call.arguments())) {
            if (expanded.exceeded()) {
                break;
            }
            RawLine atCall = new RawLine(raw.file(), bodyLine.number(), bodyLine.text());
            try {
                emitExpanded(raw, atCall, substituteEqvs(Lexer.lex(bodyLine.text())), expanding);
            } catch (SyntaxError e) {
                diagnostics.error(raw.file(), raw.number(), e.column(),
                        e.getMessage() + " (in expansion of macro \"" + macro.name() + "\")");
            }
        }
        expanding.pop();
    }

    private void emitExpanded(RawLine call, RawLine body, List<Token> tokens, Deque<String> expanding) {
        int before = output.size();
        emit(body, tokens, expanding);
        for (int i = before; i < output.size(); i++) {
            Line l = output.get(i);
            output.set(i, new Line(call.file(), call.number(), sourceOf(call), l.tokens(), call.number() + "->" + l.where(),
                    l.error()));
        }
    }

    private static String sourceOf(RawLine raw) {
        return raw.text();
    }
}
