package io.github.retrokit.crobots.codegen;

/**
 * The settings of the differential test's robot generator ({@link OddRobots}): each stresses one side of the
 * original's compiler. {@code -Dcrobots.peerProfiles=ROBOTS,ERRORS} picks some (default: all).
 */
enum RobotProfile {
    /** Tournament-like robots with the odd forms, comments and bytes now and then (the first generator). */
    ROBOTS,
    /** A comment in most gaps between tokens, long ones, with stars, slashes and any byte. */
    COMMENTS,
    /** Any byte value inserted anywhere, inside names and numbers too; 0xFF and NUL often. */
    BYTES,
    /** Deep nesting in most statements: parentheses, calls, blocks, if/while, prefix operators, chains. */
    DEEP,
    /** Long names sharing 7-character prefixes, many globals, functions, locals and parameters, huge constants. */
    NAMES,
    /** Every operator in every position: binary, prefix, postfix, assignment, casts, calls on anything. */
    OPERATORS,
    /**
     * Broken robots: missing semicolons and parentheses, unbalanced braces, strings and characters, foreign
     * syntax, undefined functions, intrinsic names defined, too many locals or parameters, the file cut
     * anywhere (inside a comment or an expression).
     */
    ERRORS
}
