package escarmouche.ui.page;

import java.util.Optional;

/**
 * Where a player's choice of how fast the monsters play (the wait after each of the AI's commands) is kept
 * between sessions: the launcher keeps it in the saves folder, the server in the player's own folder. The
 * interface reads and writes no file itself.
 */
public interface PaceMemory {
    /** The wait chosen last time, in milliseconds; empty when never chosen. */
    Optional<Integer> remembered();

    /** Keeps the choice for the next session; a failure to keep it never stops the game. */
    void remember(int millis);

    /** Remembers nothing (tests, a session without a folder). */
    PaceMemory NONE = new PaceMemory() {
        @Override
        public Optional<Integer> remembered() {
            return Optional.empty();
        }

        @Override
        public void remember(int millis) {
            // Nowhere to keep it.
        }
    };
}
