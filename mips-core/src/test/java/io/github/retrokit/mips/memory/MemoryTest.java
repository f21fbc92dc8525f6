package io.github.retrokit.mips.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.image.MemoryLayout;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MemoryTest {
    private final Memory memory = new Memory(MemoryLayout.DEFAULT);

    @Test
    void littleEndianBytesOfAWord() {
        memory.storeWord(0x10010000, 0x44332211);
        assertEquals(0x11, memory.loadByte(0x10010000));
        assertEquals(0x44, memory.loadByte(0x10010003));
        assertEquals(0x2211, memory.loadHalf(0x10010000));
        assertEquals(0x4433, memory.loadHalf(0x10010002));
        memory.storeByte(0x10010001, 0xab);
        memory.storeHalf(0x10010002, 0xcdef);
        assertEquals(0xcdefab11, memory.loadWord(0x10010000));
    }

    @Test
    void unwrittenMemoryReadsZeroAndAllocatesNothing() {
        assertEquals(0, memory.loadWord(0x7fffeffc));
        assertFalse(memory.isAllocated(0x7fffeffc));
        memory.storeWord(0x7fffeffc, 0);
        assertTrue(memory.isAllocated(0x7fffeffc));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            load word   | 0x10010002 | fetch address not aligned on word boundary 0x10010002      | 4
            load half   | 0x10010003 | fetch address not aligned on halfword boundary 0x10010003  | 4
            store word  | 0x10010001 | store address not aligned on word boundary 0x10010001      | 5
            store half  | 0x10010001 | store address not aligned on halfword boundary 0x10010001  | 5
            load word   | 0x00000000 | address out of range 0x00000000                            | 4
            store byte  | 0x00100000 | address out of range 0x00100000                            | 5
            store word  | 0x00400000 | Cannot write directly to text segment!0x00400000           | 5
            store byte  | 0x80000180 | DEVELOPER: You must use setStatement() to write to kernel text segment!0x80000180 | 5
            load word   | 0x80000000 | DEVELOPER: You must use getStatement() to read from kernel text segment!0x80000000 | 4
            load byte   | 0x00400003 | Cannot read directly from text segment!0x00400003          | 4
            store word  | 0x10400000 | address out of range 0x10400000                            | 5
            load byte   | 0x0fffffff | address out of range 0x0fffffff                            | 4
            load word   | 0x7fbffffc | address out of range 0x7fbffffc                            | 4
            load byte   | 0x7ffffffd | address out of range 0x7ffffffd                            | 4
            store half  | 0x7ffffffe | address out of range 0x7ffffffe                            | 5
            store word  | 0x90400000 | address out of range 0x90400000                            | 5
            store word  | 0xfffefffc | address out of range 0xfffefffc                            | 5
            load byte   | 0xffffffff | address out of range 0xffffffff                            | 4
            load word   | 0x80400000 | address out of range 0x80400000                            | 4
            """)
    void refusedAccessesHaveMarsMessages(String access, String address, String message, int cause) {
        int a = (int) Long.decode(address).longValue();
        AddressException e = assertThrows(AddressException.class, () -> access(access, a));
        assertEquals(message, e.getMessage());
        assertEquals(cause, e.cause());
        assertEquals(a, e.address());
    }

    @ParameterizedTest
    @CsvSource({"0x10000000", "0x103ffffc", "0x7fc00000", "0x7ffffffc", "0x90000000", "0x903ffffc", "0xffff0000",
            "0xfffffffc"})
    void dataStackKernelDataAndMmioAreWritableWithinMarsBounds(String address) {
        int a = (int) Long.decode(address).longValue();
        memory.storeWord(a, 0x5a5a5a5a);
        assertEquals(0x5a5a5a5a, memory.loadWord(a));
    }

    @Test
    void selfModifyingCodeOpensTheTextSegmentAndTellsTheObserver() {
        List<Integer> written = new ArrayList<>();
        memory.setTextWriteObserver(written::add);
        memory.setSelfModifying(true);
        memory.storeByte(0x00400005, 0x7f);
        assertEquals(0x7f00, memory.loadWord(0x00400004));
        assertEquals(List.of(0x00400004), written);
    }

    @Test
    void selfModifyingCodeReachesFourMebibytesOfUserTextButNeverKernelText() {
        memory.setSelfModifying(true);
        memory.storeWord(0x007ffffc, 1);
        assertEquals("address out of range 0x00800000",
                assertThrows(AddressException.class, () -> memory.storeWord(0x00800000, 1)).getMessage());
        assertEquals("DEVELOPER: You must use setStatement() to write to kernel text segment!0x803ffffc",
                assertThrows(AddressException.class, () -> memory.storeWord(0x803ffffc, 1)).getMessage());
    }

    @Test
    void hostAccessIgnoresTheRules() {
        memory.pokeWord(0x00400000, 0x20080005);
        assertEquals(0x20080005, memory.peekWord(0x00400000));
        memory.pokeBytes(3, new byte[] {1, 2, 3});
        assertEquals(1, memory.peekByte(3));
        assertEquals(0x0302, memory.peekWord(4));
    }

    @Test
    void heapGrowsInMultiplesOfFourFromTheHeapBase() {
        assertEquals(0x10040000, memory.allocateHeap(5));
        assertEquals(0x10040008, memory.allocateHeap(0));
        assertEquals("request (-1) is negative heap amount",
                assertThrows(IllegalArgumentException.class, () -> memory.allocateHeap(-1)).getMessage());
    }

    @Test
    void heapEndsWithTheDataSegmentAndWrapsLikeMars() {
        assertEquals("request (3932160) exceeds available heap storage",
                assertThrows(IllegalArgumentException.class, () -> memory.allocateHeap(0x3c0000)).getMessage());
        assertEquals(0x10040000, memory.allocateHeap(0x3bfffc));
        assertThrows(IllegalArgumentException.class, () -> memory.allocateHeap(1));
        Memory wrapping = new Memory(MemoryLayout.DEFAULT);
        assertEquals(0x10040000, wrapping.allocateHeap(0x7fffffff));
        assertEquals(0x90040004, wrapping.heapTop());
    }

    @Test
    void compactLayoutHasItsOwnSegments() {
        Memory compact = new Memory(MemoryLayout.COMPACT_DATA_AT_ZERO);
        compact.storeWord(0, 1);
        assertEquals(1, compact.loadWord(0));
        assertEquals("Cannot write directly to text segment!0x00003000",
                assertThrows(AddressException.class, () -> compact.storeWord(0x3000, 1)).getMessage());
        assertEquals("address out of range 0x00008000",
                assertThrows(AddressException.class, () -> compact.loadWord(0x8000)).getMessage());
        assertEquals("address out of range 0x00002fff",
                assertThrows(AddressException.class, () -> compact.loadByte(0x2fff)).getMessage());
        assertEquals("address out of range 0x00003ffc",
                assertThrows(AddressException.class, () -> compact.storeWord(0x3ffc, 1)).getMessage());
        Memory textAtZero = new Memory(MemoryLayout.COMPACT_TEXT_AT_ZERO);
        assertEquals("address out of range 0x00000ffc",
                assertThrows(AddressException.class, () -> textAtZero.loadByte(0xffc)).getMessage());
        textAtZero.storeWord(0x7efc, 1);
    }

    private void access(String access, int a) {
        switch (access) {
            case "load word" -> memory.loadWord(a);
            case "load half" -> memory.loadHalf(a);
            case "load byte" -> memory.loadByte(a);
            case "store word" -> memory.storeWord(a, 1);
            case "store half" -> memory.storeHalf(a, 1);
            default -> memory.storeByte(a, 1);
        }
    }
}
