package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.internal.AsciiDigits;
import io.github.retrokit.mips.run.RegisterNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * MARS 4.5's command line, parsed by MARS's own rules and in its order: options are case-insensitive
 * words; {@code $reg} or a bare register name ({@code t0}, {@code f2}, even {@code 5}) asks for a register
 * display; an existing file is a source file; another integer is the step limit; {@code m-n} a memory
 * range; everything after {@code pa} is a program argument. Problems are collected as the lines MARS
 * prints (MARS then runs nothing).
 */
final class MarsArguments {
    boolean noCopyright;
    boolean messagesToStderr;
    boolean help;
    boolean simulate = true;
    boolean project;
    boolean delayedBranching;
    boolean pseudo = true;
    boolean warningsAreErrors;
    boolean startAtMain;
    boolean selfModifying;
    boolean countInstructions;
    boolean verbose = true;
    /** 'h' hex (default), 'd' decimal, 'a' ASCII. */
    char format = 'h';
    int maxSteps = -1;
    int assembleErrorCode;
    int simulateErrorCode;
    MemoryLayout layout = MemoryLayout.DEFAULT;
    final List<String> files = new ArrayList<>();
    final List<String> registers = new ArrayList<>();
    final List<int[]> memoryRanges = new ArrayList<>();
    final List<String[]> dumps = new ArrayList<>();
    final List<String> programArguments = new ArrayList<>();
    /** Lines MARS prints about bad arguments. */
    final List<String> problems = new ArrayList<>();
    boolean ok = true;

    static MarsArguments parse(String[] args) {
        MarsArguments a = new MarsArguments();
        for (String arg : args) {
            a.noCopyright |= arg.equalsIgnoreCase("nc");
            a.messagesToStderr |= arg.equalsIgnoreCase("me");
        }
        // --help and -h: MARS knows only h, but every other command of ours answers --help
        if (args.length == 1 && (args[0].equals("h") || args[0].equals("--help") || args[0].equals("-h"))) {
            a.help = true;
            return a;
        }
        boolean inProgramArguments = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (inProgramArguments) {
                a.programArguments.add(arg);
            } else if (arg.equalsIgnoreCase("pa")) {
                inProgramArguments = true;
            } else {
                i = a.option(args, i);
            }
        }
        return a;
    }

    /** Handles {@code args[i]}; returns the index of the last argument it consumed. */
    private int option(String[] args, int i) {
        String arg = args[i];
        String lower = arg.toLowerCase(java.util.Locale.ROOT);
        switch (lower) {
            case "me", "nc", "d": return i;
            case "dump":
                if (args.length <= i + 3) {
                    fail("Dump command line argument requires a segment, format and file name.");
                    return i;
                }
                dumps.add(new String[] {args[i + 1], args[i + 2], args[i + 3]});
                return i + 3;
            case "mc":
                if (i + 1 >= args.length) {
                    fail("Invalid memory configuration: ");
                    return i;
                }
                try {
                    layout = MemoryLayout.fromMarsName(args[i + 1]);
                } catch (IllegalArgumentException e) {
                    fail("Invalid memory configuration: " + args[i + 1]);
                }
                return i + 1;
            default:
                break;
        }
        if (exitCodeOption(lower)) {
            return i;
        }
        if (flag(lower)) {
            return i;
        }
        operand(arg);
        return i;
    }

    private boolean exitCodeOption(String lower) {
        if (!lower.startsWith("ae") && !lower.startsWith("se")) {
            return false;
        }
        try {
            int code = Integer.decode(lower.substring(2));
            if (lower.startsWith("ae")) {
                assembleErrorCode = code;
            } else {
                simulateErrorCode = code;
            }
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private boolean flag(String lower) {
        switch (lower) {
            case "a" -> simulate = false;
            case "ad", "da" -> simulate = false;
            case "p" -> project = true;
            case "dec" -> format = 'd';
            case "hex" -> format = 'h';
            case "ascii" -> format = 'a';
            case "b" -> verbose = false;
            case "db" -> delayedBranching = true;
            case "np", "ne" -> pseudo = false;
            case "we" -> warningsAreErrors = true;
            case "sm" -> startAtMain = true;
            case "smc" -> selfModifying = true;
            case "ic" -> countInstructions = true;
            default -> {
                return false;
            }
        }
        return true;
    }

    private void operand(String arg) {
        if (arg.startsWith("$")) {
            if (isRegister(arg)) {
                registers.add(arg);
            } else {
                problems.add("Invalid Register Name: " + arg);
            }
            return;
        }
        if (!arg.isEmpty() && isRegister("$" + arg)) {
            registers.add("$" + arg);
            return;
        }
        if (!arg.isEmpty() && Files.exists(Path.of(arg))) {
            files.add(arg);
            return;
        }
        try {
            maxSteps = Integer.decode(arg);
            return;
        } catch (NumberFormatException e) {
            // not a step count
        }
        int dash = arg.indexOf('-');
        if (dash > 0 && dash < arg.length() - 1) {
            int[] range = range(arg.substring(0, dash), arg.substring(dash + 1));
            if (range == null) {
                fail("Invalid/unaligned address or invalid range: " + arg);
            } else {
                memoryRanges.add(range);
            }
            return;
        }
        fail("Invalid Command Argument: " + arg);
    }

    private void fail(String line) {
        problems.add(line);
        ok = false;
    }

    /** MARS's register lookup: {@code $0}..{@code $31} (any integer spelling), names, {@code $f0}..{@code $f31}. */
    static boolean isRegister(String text) {
        return gprNumber(text) >= 0 || fprNumber(text) >= 0;
    }

    static int gprNumber(String text) {
        if (!text.startsWith("$")) {
            return -1;
        }
        Integer n = marsInt(text.substring(1));
        if (n != null) {
            return n >= 0 && n < 32 ? n : -1;
        }
        int byName = RegisterNames.find(text);
        return AsciiDigits.isDigits(text.substring(1)) ? -1 : byName;
    }

    static int fprNumber(String text) {
        // "\\$f([0-9]|[12][0-9]|3[01])" by hand: every file name on MARS's command line is tried as a register
        // first, and a regular expression compiled there costs more than a short program's assembly
        String n = text.startsWith("$f") ? text.substring(2) : "";
        boolean valid = AsciiDigits.isDigits(n)
                && (n.length() == 1 || n.length() == 2 && n.charAt(0) != '0' && n.compareTo("31") <= 0);
        return valid ? Integer.parseInt(n) : -1;
    }

    /** MARS's Binary.stringToInt: decimal or 0x hex, optional sign; null if neither. */
    static Integer marsInt(String text) {
        try {
            String t = text.trim();
            boolean negative = t.startsWith("-");
            String digits = negative || t.startsWith("+") ? t.substring(1) : t;
            long value;
            if (digits.startsWith("0x") || digits.startsWith("0X")) {
                value = Long.parseLong(digits.substring(2), 16);
                if (value > 0xffffffffL) {
                    return null;
                }
            } else {
                value = Long.parseLong(digits);
                if (value > Integer.MAX_VALUE) {
                    return null;
                }
            }
            return (int) (negative ? -value : value);
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            return null;
        }
    }

    private static int[] range(String low, String high) {
        Integer from = marsInt(low);
        Integer to = marsInt(high);
        if (from == null || to == null || from > to || (from & 3) != 0 || (to & 3) != 0) {
            return null;
        }
        return new int[] {from, to};
    }
}
