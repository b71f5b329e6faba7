package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.save.Recorder;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveFolder;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight's report is written only beside a recording that holds the fight's end: whoever asks for it (a fight alone,
 * a table as its fight ends), a report of an end the disk refused would tell a result that Continue does not find.
 */
class UnsavedEndReportTest {
    private static final Path ENCOUNTER = Path.of("..", "content", "encounters", "goblins-at-the-ford.json");

    @TempDir
    Path saves;

    @Test
    @DisplayName("The report of a fight whose end the disk refused is not written, and says why; asked again once the disk"
            + " has room, the end is written first, then the report")
    void noReportBesideARecordingWithoutItsEnd() throws Exception {
        EncounterCatalog.Opened opened = new EncounterCatalog.Opened(RealContent.encounter("goblins-at-the-ford"), List.of(),
                Files.readString(ENCOUNTER), ENCOUNTER.toString());
        AtomicBoolean full = new AtomicBoolean();
        Game game = Game.of(opened.scenario(), 7);
        FightSaves.Kept kept = KeptSaves.local(saves).writing(file -> {
            Recorder.Keeping real = Recorder.toFile(file);
            return fight -> {
                if (full.get()) throw new FileSystemException(file.toString(), null, "No space left on device");
                real.write(fight);
            };
        }).record(opened, 7, game, null).value();
        Path file = saves.resolve("2026-11-23_20-15-00_goblins-at-the-ford.jsonl");
        game.controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        game.start();
        game.advance();
        full.set(true);
        game.submitLine("yield");
        game.advance();
        assertTrue(game.over());

        assertEquals("the report could not be written to " + SaveFolder.reportOf(file) + ": The fight cannot be saved in "
                + saves + ": " + file + ": No space left on device", kept.report("the report"));
        assertFalse(Files.exists(SaveFolder.reportOf(file)));
        assertNull(new RecordingFile().read(file).result(), "the file stops before the end");

        full.set(false);
        assertEquals(SaveFolder.reportOf(file).toString(), kept.report("the report"));
        assertEquals("the report", Files.readString(SaveFolder.reportOf(file)));
        assertEquals(List.of("yield"), new RecordingFile().read(file).inputs());
        assertEquals("monsters", new RecordingFile().read(file).result());
        kept.close();
    }
}
