package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The original's {@code -c} listings of robots written for each difference issue 13 found (in
 * {@code src/test/resources/compiler/peer/}: each robot's first comment says what it shows), reproduced
 * byte for byte. The listings are the original binary's output, addresses normalised to instruction
 * indexes by {@code scripts/peer-listing.sh}.
 */
class PeerGoldenListingTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "echo-bytes",           // 1. source bytes echoed unchanged, any value (non-ASCII too)
        "comment-stars",        // 2. every star inside a comment is dropped
        "assign-targets",       // 3. any unary expression left of an assignment, calls on any expression
        "code-space",           // 4. instruction space exceeded: reset_comp, every undefined function, 100%
        "pool-globals",         // 5. a 65th external: reported where it happens, compiling goes on, poolsize
        "pool-full",            //    exactly 64 externals: poolsize after the utilization line
        "pool-locals",          //    64 locals, then more names: poolsize before the dump, slot -1
        "nul-ends-file",        // 6. a NUL ends a comment (and the byte after it), and outside one the file
        "main-not-defined",     // 7. the utilization line after 'main' not defined
        "undefined-functions",  //    and after every undefined function
        "unterminated-comment", //    a comment may stay open at the end of the file
        "odd-robot",            // a playing robot written with the odd forms (its matches: CompilePathsTest)
        "intrinsic-head",       // a head named like an intrinsic: refused at its parenthesis, the body extends main
        "intrinsic-head-goes-on", //  the refused head goes on with another parameter list
        "declarators",          // function declarators in lists and bodies; parameters take new local entries
        "head-needs-body",      // a head without specifiers needs a body: f(x); is a syntax error
        "headless-function",    // a head without parameter list: the body extends the previous function
        "ff-bytes",             // a byte 0xFF read fresh takes the byte after it (echo, no token, no column)
        "parse-stack",          // the 150-symbol parse stack: overflow at the shift of the 151st symbol
        "step-cast",            // no cast right after ++ or --
        "initializer-cast",     // brace initializers; abstract declarators in casts
    })
    void listingIsTheOriginalsByteForByte(String robot) throws IOException {
        String source = GoldenListingTest.resource("peer/" + robot + ".r");
        String expected = GoldenListingTest.resource("peer/" + robot + ".listing.txt");
        assertEquals(expected, new RobotCompiler().compile(robot + ".r", source).listing());
    }
}
