package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.harness.CallResult;
import io.github.retrokit.mips.harness.GuestMemory;
import io.github.retrokit.mips.harness.Region;
import io.github.retrokit.mips.internal.JsonText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code call --format csv}: a header row and one row per call (schema {@code retrokit.mips.call/1}); lists
 * are counted (the JSON form has their entries), the first run-time error's MARS text and the output are
 * quoted fields; each {@code --dump} region is one more column of hex bytes.
 */
final class CallCsv {
    private static final String HEADER = "schema,label,outcome,clean,v0,v1,instructions,calls,unrestored,"
            + "forbiddenWrites,missingCalls,needlessSaves,error,output";

    private CallCsv() { }

    static String csv(CallResult r, List<Region> dumps, GuestMemory memory) {
        StringBuilder header = new StringBuilder(HEADER);
        List<String> row = new ArrayList<>(List.of(CallCommand.SCHEMA, r.label(), r.outcome().name(),
                String.valueOf(r.clean()), String.valueOf(r.v0()), String.valueOf(r.v1()),
                String.valueOf(r.instructions()), String.valueOf(r.calls().size()),
                String.valueOf(r.unrestored().size()), String.valueOf(r.forbiddenWrites().size()),
                String.valueOf(r.missingCalls().size()), String.valueOf(r.needlessSaves().size()),
                r.error().map(e -> e.marsText()).orElse(""), r.output()));
        for (Region d : dumps) {
            header.append(',').append(String.format("memory0x%08x", d.address()));
            StringBuilder hex = new StringBuilder();
            for (byte b : memory.readBytes(d.address(), d.length())) {
                hex.append(String.format("%02x", b & 0xff));
            }
            row.add(hex.toString());
        }
        StringBuilder out = new StringBuilder(header).append('\n');
        for (int i = 0; i < row.size(); i++) {
            out.append(i == 0 ? "" : ",").append(JsonText.csvField(row.get(i)));
        }
        return out.append('\n').toString();
    }
}
