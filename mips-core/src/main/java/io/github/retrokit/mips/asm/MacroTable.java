package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MARS macros: {@code .macro name [params]} … {@code .end_macro}, overloaded by argument count,
 * expanded by textual substitution (MARS's quirk included: each parameter token of a body line
 * replaces the first textual occurrence of its name) with body labels renamed {@code label_M<k>}.
 */
final class MacroTable {
    /** A macro being defined or defined. */
    record Definition(String name, List<String> parameters, String file, int line, List<SourceReader.RawLine> body) {
    }

    /** A possible call: the name and the argument texts. */
    record Call(String name, List<String> arguments) {
    }

    private final Map<String, Definition> byNameAndArity = new HashMap<>();
    private final Set<String> names = new HashSet<>();
    private int expansions;

    /**
     * Starts a definition from its {@code .macro} line, or returns null after reporting a bad header in MARS's
     * words (as in MARS, no macro is started then: the lines after it are assembled as they stand).
     */
    static Definition begin(SourceReader.RawLine raw, List<Token> tokens, Diagnostics diagnostics) {
        if (tokens.size() < 2) {
            diagnostics.error(raw.file(), raw.number(), tokens.get(0).column(),
                    "\".macro\" directive requires at least one argument.");
            return null;
        }
        if (!tokens.get(1).is(Kind.IDENT)) {
            diagnostics.error(raw.file(), raw.number(), tokens.get(1).column(),
                    "Invalid Macro name \"" + tokens.get(1).text() + "\"");
            return null;
        }
        List<String> parameters = new ArrayList<>();
        for (Token t : tokens.subList(2, tokens.size())) {
            if (t.is(Kind.LPAREN) || t.is(Kind.RPAREN)) {
                continue;
            }
            if (t.is(Kind.IDENT) && (t.text().startsWith("%") || t.text().startsWith("$")) && t.text().length() > 1) {
                parameters.add(t.text());
            } else {
                diagnostics.error(raw.file(), raw.number(), t.column(),
                        "macro parameter \"" + t.text() + "\" must be %name or $name (not a register name)");
            }
        }
        return new Definition(tokens.get(1).text(), List.copyOf(parameters), raw.file(), raw.number(), new ArrayList<>());
    }

    void define(Definition definition) {
        byNameAndArity.put(key(definition.name(), definition.parameters().size()), definition);
        names.add(definition.name());
    }

    Definition find(String name, int arity) {
        return byNameAndArity.get(key(name, arity));
    }

    /** True if a macro of this name is defined, with any number of parameters. */
    boolean hasName(String name) {
        return names.contains(name);
    }

    private static String key(String name, int arity) {
        return name + "/" + arity;
    }

    /** Reads {@code name a, b} or {@code name(a, b)}; null if the line cannot be a macro call. */
    static Call call(List<Token> tokens) {
        Token name = tokens.get(0);
        if (!name.is(Kind.IDENT) || name.isDirective()) {
            return null;
        }
        List<Token> args = tokens.subList(1, tokens.size());
        if (args.size() >= 2 && args.get(0).is(Kind.LPAREN) && args.get(args.size() - 1).is(Kind.RPAREN)) {
            args = args.subList(1, args.size() - 1);
        }
        List<String> texts = new ArrayList<>();
        for (Token t : args) {
            texts.add(t.is(Kind.STRING) ? '"' + t.text() + '"' : t.text());
        }
        return new Call(name.text(), texts);
    }

    /** The body lines of one expansion with arguments substituted and labels renamed. */
    List<SourceReader.RawLine> expand(Definition macro, List<String> arguments) {
        int k = expansions++;
        List<String> labels = bodyLabels(macro);
        List<SourceReader.RawLine> lines = new ArrayList<>();
        for (SourceReader.RawLine line : macro.body()) {
            String text = substitute(line.text(), macro.parameters(), arguments);
            for (String label : labels) {
                text = renameLabel(text, label, label + "_M" + k);
            }
            lines.add(new SourceReader.RawLine(line.file(), line.number(), text));
        }
        return lines;
    }

    private static String substitute(String text, List<String> parameters, List<String> arguments) {
        List<Token> tokens;
        try {
            tokens = Lexer.lex(text);
        } catch (SyntaxError e) {
            return text;
        }
        String result = Lexer.stripComment(text);
        for (Token t : tokens) {
            int p = parameters.indexOf(t.text());
            if (p >= 0) {
                int at = result.indexOf(t.text());
                if (at >= 0) {
                    result = result.substring(0, at) + arguments.get(p) + result.substring(at + t.text().length());
                }
            }
        }
        return result;
    }

    private static List<String> bodyLabels(Definition macro) {
        List<String> labels = new ArrayList<>();
        for (SourceReader.RawLine line : macro.body()) {
            try {
                List<Token> tokens = Lexer.lex(line.text());
                if (tokens.size() >= 2 && tokens.get(0).is(Kind.IDENT) && tokens.get(1).is(Kind.COLON)) {
                    labels.add(tokens.get(0).text());
                }
            } catch (SyntaxError e) {
                // reported when the expansion is read
            }
        }
        return labels;
    }

    private static String renameLabel(String text, String label, String renamed) {
        Matcher m = Pattern.compile("(?<![\\w.$%])" + Pattern.quote(label) + "(?![\\w.$%])").matcher(text);
        return m.replaceAll(Matcher.quoteReplacement(renamed));
    }
}
