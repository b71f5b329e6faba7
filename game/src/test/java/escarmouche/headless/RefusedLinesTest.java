package escarmouche.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.Scripts;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A script of many lines that change nothing: each is in the log, all are counted, the first thousand named. */
class RefusedLinesTest {
    @Test
    @DisplayName("five thousand refused lines: counted in full, the first thousand kept to be named, each one logged")
    void manyRefusedLinesAreCountedNotKept() {
        String script = "attack g9\n".repeat(2_500) + "xyz\n".repeat(2_500);
        StringWriter log = new StringWriter();
        HeadlessRun.Result r = new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1,
                CommandScript.of(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)), "flood.commands"), log);
        assertEquals(5_000, r.refusedCount());
        assertEquals(ScriptControl.KEPT, r.refused().size());
        assertEquals(new RefusedLine(1, "attack g9", "no creature 'g9'"), r.refused().get(0));
        assertEquals(5_000, log.toString().split("\"type\":\"error\"", -1).length - 1, "every line is in the log");
    }
}
