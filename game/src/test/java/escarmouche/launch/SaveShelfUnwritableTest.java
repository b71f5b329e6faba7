package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.save.SaveLock;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saves folder the game may not write in (a read-only folder; the tests run as root, whom permissions do not
 * stop, so the failure is injected where the lock is taken): said as such, with the reason, never as a fight
 * another game holds.
 */
class SaveShelfUnwritableTest {
    private static final Path KEPT = Path.of("src/test/resources/recordings/ogre-opportunity.jsonl");
    private static final Path ENCOUNTER = Path.of("..", "content", "encounters", "goblins-at-the-ford.json");

    @TempDir
    Path saves;

    /** Fails as creating a lock in a read-only folder does. */
    private static SaveLock denied(Path recording, String who) throws AccessDeniedException {
        throw new AccessDeniedException(SaveLock.of(recording).toString());
    }

    @Test
    @DisplayName("Continue in a folder the game may not write: 'cannot be continued: its folder cannot be written', with the"
            + " lock's file and 'permission denied'; not a fight another game holds")
    void continueDenied() throws Exception {
        Path file = Files.copy(KEPT, saves.resolve("2026-11-23_20-15-00_ogre.jsonl"));
        FightSaves.Answer<FightSaves.Kept> answer = KeptSaves.local(saves).locking(SaveShelfUnwritableTest::denied)
                .lock(file.toString(), false);
        assertFalse(answer.ok());
        assertFalse(answer.held(), "no other game holds it");
        assertEquals(List.of(file + " cannot be continued: its folder cannot be written: " + SaveLock.of(file)
                + ": permission denied"), answer.problem());
        // A read-only file system says its own reason.
        FightSaves.Answer<FightSaves.Kept> readOnly = KeptSaves.local(saves).locking((r, w) -> {
            throw new FileSystemException(SaveLock.of(r).toString(), null, "Read-only file system");
        }).lock(file.toString(), false);
        assertFalse(readOnly.held());
        assertEquals(List.of(file + " cannot be continued: its folder cannot be written: " + SaveLock.of(file)
                + ": Read-only file system"), readOnly.problem());
    }

    @Test
    @DisplayName("Continue of a fight another game plays is refused as held, naming the holder")
    void continueHeld() throws Exception {
        Path file = Files.copy(KEPT, saves.resolve("2026-11-23_20-15-00_ogre.jsonl"));
        KeptSaves.lock(file, ProcessHandle.current().pid(), "a local game");
        FightSaves.Answer<FightSaves.Kept> answer = KeptSaves.local(saves).lock(file.toString(), false);
        assertFalse(answer.ok());
        assertTrue(answer.held());
        assertTrue(answer.problem().get(0).contains("is open in a local game"), answer.problem().toString());
    }

    @Test
    @DisplayName("A new fight in a folder the game may not write is played 'Not saved' with the reason, 'permission denied',"
            + " no file left, and its next write tries again, claiming its file then")
    void newFightDenied() throws Exception {
        EncounterCatalog.Opened opened = new EncounterCatalog.Opened(RealContent.encounter("goblins-at-the-ford"), List.of(),
                Files.readString(ENCOUNTER), ENCOUNTER.toString());
        java.util.concurrent.atomic.AtomicBoolean denying = new java.util.concurrent.atomic.AtomicBoolean(true);
        Game game = Game.of(opened.scenario(), 7);
        FightSaves.Answer<FightSaves.Kept> answer = KeptSaves.local(saves).locking((r, w) -> {
            if (denying.get()) return denied(r, w);
            return SaveLock.take(r, w);
        }).record(opened, 7, game, null);
        assertTrue(answer.ok(), "the fight is played");
        Path file = saves.resolve("2026-11-23_20-15-00_goblins-at-the-ford.jsonl");
        assertEquals(java.util.Optional.of("The fight cannot be saved in " + saves + ": " + SaveLock.of(file)
                + ": permission denied"), answer.value().trouble());
        try (var left = Files.list(saves)) {
            assertEquals(List.of(), left.toList());
        }
        denying.set(false);
        game.controlPlayers(escarmouche.engine.control.Controller.submitted((r, q) -> escarmouche.engine.movement.ReactionChoice.ASK));
        game.start();
        game.advance();
        game.submitLine("end");
        game.advance();
        assertEquals(java.util.Optional.empty(), answer.value().trouble());
        assertEquals(List.of("end"), new escarmouche.save.RecordingFile().read(file).inputs());
        assertTrue(Files.exists(SaveLock.of(file)), "its lock is held while it is played");
        answer.value().close();
        assertFalse(Files.exists(SaveLock.of(file)));
    }
}
