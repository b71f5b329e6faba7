package escarmouche.ui.page;

import java.util.Optional;

/**
 * Where a player's choice about opportunity attacks (OA-REACTION: take every one without being asked, or
 * be asked each time) is kept between sessions: the launcher keeps it in the saves folder, the server in
 * the player's own folder. The interface reads and writes no file itself.
 */
public interface StrikeMemory {
    /** True when the player chose last time to take every opportunity attack; empty when never chosen. */
    Optional<Boolean> remembered();

    /** Keeps the choice for the next session; a failure to keep it never stops the game. */
    void remember(boolean alwaysStrike);

    /** Remembers nothing (tests, a session without a folder). */
    StrikeMemory NONE = new StrikeMemory() {
        @Override
        public Optional<Boolean> remembered() {
            return Optional.empty();
        }

        @Override
        public void remember(boolean alwaysStrike) {
            // Nowhere to keep it.
        }
    };
}
