package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.control.Controller;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.EndEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The saves of every released format, kept as they were written: each must still load and replay. */
class GoldenSavesTest {
    static final Path SAVES = Path.of("src", "test", "resources", "saves");

    static List<Path> goldenSaves() throws Exception {
        try (Stream<Path> files = Files.list(SAVES)) {
            return files.filter(f -> f.getFileName().toString().matches("format-\\d+-.*\\.jsonl")).sorted().toList();
        }
    }

    @Test
    @DisplayName("Every released format has a golden save")
    void everyFormatKept() throws Exception {
        Set<Integer> formats = new TreeSet<>();
        for (Path f : goldenSaves()) formats.add(Integer.parseInt(f.getFileName().toString().split("-")[1]));
        for (int format = 1; format <= RecordingFile.FORMAT; format++) {
            assertTrue(formats.contains(format), "no golden save of format " + format + " in " + SAVES);
        }
    }

    @Test
    @DisplayName("Each golden save loads (migrated to today's format), replays with its keyframes agreeing, to its recorded result")
    void goldenSavesReplay() throws Exception {
        for (Path f : goldenSaves()) {
            SavedFight saved = new RecordingFile().load(f);
            assertEquals(RecordingFile.FORMAT, saved.recording().format());
            assertFalse(saved.keyframes().isEmpty(), f + " has keyframes");
            List<String> winners = new java.util.ArrayList<>();
            var game = Replays.game(saved, null, "", f.toString());
            game.battle().log().listen((LoggedEvent e) -> {
                if (e.event() instanceof EndEvent end) winners.add(end.winner());
            });
            Replays.replay(saved, game, Controller.SUBMITTED, f.toString());
            assertTrue(game.over(), f + " replays to the end of its fight");
            assertEquals(List.of(saved.recording().result()), winners, f.toString());
        }
    }
}
