package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.SourceLine;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A program shaped like the MipsHack homework: main file + .include, .macro, .eqv, file syscalls. */
class MipsHackStyleProgramTest {

    private static Path fixture(String name) throws URISyntaxException {
        return Path.of(MipsHackStyleProgramTest.class.getResource("/asm/mipshack/" + name).toURI());
    }

    @Test
    void assemblesFromDiskWithIncludeAndStartsAtGlobalMain() throws Exception {
        ProgramImage image = new Assembler().assemble(List.of(fixture("main.asm")));
        int main = image.address("main").orElseThrow();
        assertEquals(0x00400000, main);
        assertEquals(main, image.entryPoint(true));
        int initMap = image.address("init_map").orElseThrow();
        SourceLine first = image.sourceLine(initMap).orElseThrow();
        assertTrue(first.file().endsWith("funcs.asm"), first.file());
        assertEquals(5, first.line());
        assertEquals("addi $29,$29,0xfffffff8", first.basic());
        // la = 2 words, li = 1, bltz/blez = 1, lbu label = 2, print_char macro = 3 words
        assertEquals(40, image.sourceMap().headMap(initMap).size());
        assertEquals(0x10010000, image.address("map_filename").orElseThrow());
        assertEquals(0x1001000c, image.address("map").orElseThrow());
    }
}
