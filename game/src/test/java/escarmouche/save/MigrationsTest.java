package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MigrationsTest {
    /** A made-up format 2: scenario paths gain a folder, and "wait" was the name of "end". */
    private static final Migrations.Step ONE_TO_TWO = new Migrations.Step() {
        @Override
        public int from() {
            return 1;
        }

        @Override
        public ObjectNode header(ObjectNode header) {
            return header.put("format", 2).put("scenarioPath", "migrated/" + header.path("scenarioPath").asText());
        }

        @Override
        public JsonNode line(JsonNode line) {
            if (line.path("input").asText().equals("wait")) ((ObjectNode) line).set("input", new TextNode("end"));
            return line;
        }
    };

    private static final Recording R = Replays.start("x.json", "{}", Map.of("weapons.json", "[]"), 1).with("move 1,2");

    @Test
    @DisplayName("A format 1 save goes through each step of the chain up to the current format")
    void chainRuns() throws Exception {
        RecordingFile two = new RecordingFile(new Migrations(2, List.of(ONE_TO_TWO)));
        String text = new RecordingFile().text(R.with("end")).replace("\"end\"", "\"wait\"");
        Recording read = two.parse(text, "old.jsonl");
        assertEquals(2, read.format());
        assertEquals("migrated/x.json", read.scenarioPath());
        assertEquals(List.of("move 1,2", "end"), read.inputs());
    }

    @Test
    @DisplayName("A chain must have one step from each format below the current one")
    void chainComplete() {
        assertThrows(IllegalArgumentException.class, () -> new Migrations(3, List.of(ONE_TO_TWO)));
        assertEquals(RecordingFile.FORMAT, Migrations.STANDARD.current());
    }

    @Test
    @DisplayName("A save of a newer format says so; an unknown format names the file and line")
    void versions() {
        String text = new RecordingFile().text(R);
        RecordingFile.Unreadable newer = assertThrows(RecordingFile.Unreadable.class,
                () -> new RecordingFile().parse(text.replace("\"format\":1", "\"format\":" + (RecordingFile.FORMAT + 1)), "f.jsonl"));
        assertEquals("f.jsonl:1: recording format " + (RecordingFile.FORMAT + 1) + " was written by a newer version of the game"
                + (RecordingFile.FORMAT == 1 ? " (this one reads format 1 only)"
                : " (this one reads formats 1 to " + RecordingFile.FORMAT + ")"), newer.getMessage());
        for (String bad : List.of("0", "-3", "\"one\"", "1.5", "99999999999")) {
            RecordingFile.Unreadable e = assertThrows(RecordingFile.Unreadable.class,
                    () -> new RecordingFile().parse(text.replace("\"format\":1", "\"format\":" + bad), "f.jsonl"));
            assertEquals("f.jsonl:1: recording format " + bad + " is not one this game knows (1 to " + RecordingFile.FORMAT
                    + "): the file is damaged", e.getMessage());
        }
    }
}
