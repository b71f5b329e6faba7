package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A session's saves pass on what the player's saves say of a fight being kept. */
class SessionSavesTest {
    /** Saves whose one fight's file lags behind: its disk is full. */
    private static final FightSaves FULL_DISK = new FightSaves() {
        @Override
        public List<Past> past() {
            return List.of();
        }

        @Override
        public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm) {
            return Answer.of(new Kept() {
                @Override
                public String name() {
                    return "fight.jsonl";
                }

                @Override
                public String report(String text) {
                    return "";
                }

                @Override
                public Optional<String> trouble() {
                    return Optional.of("The fight cannot be saved in saves: No space left on device");
                }

                @Override
                public void close() {}
            });
        }

        @Override
        public Answer<Reopened> reopen(String key, boolean fromBackup) {
            return Answer.failed(List.of("none"));
        }

        @Override
        public Answer<Kept> lock(String key, boolean fromBackup) {
            return Answer.failed(List.of("none"));
        }

        @Override
        public boolean hasBackup(String key) {
            return false;
        }

        @Override
        public Answer<Kept> attach(Kept kept, Game game) {
            return Answer.of(kept);
        }
    };

    @Test
    @DisplayName("A fight kept through a session says why its file lags behind, as the player's saves say it")
    void troublePassesThrough() {
        SessionSaves saves = new SessionSaves(FULL_DISK, Path.of("saves"), new Session("ana", "127.0.0.1"));
        FightSaves.Kept kept = saves.record(null, 1, null, null).value();
        assertEquals(Optional.of("The fight cannot be saved in saves: No space left on device"), kept.trouble());
    }

    @Test
    @DisplayName("A session over saves that keep nothing keeps nothing, and so is not told that a fight is not saved")
    void keepingPassesThrough() {
        assertTrue(new SessionSaves(FULL_DISK, Path.of("saves"), new Session("ana", "127.0.0.1")).keeps());
        assertFalse(new SessionSaves(FightSaves.NONE, Path.of("saves"), new Session("ana", "127.0.0.1")).keeps());
    }
}
