package escarmouche.ui.lang;

import escarmouche.lang.Language;
import java.util.Optional;

/**
 * Where a player's choice of language is kept between sessions (the launcher keeps it in the saves
 * folder; the server in the player's own folder). The interface reads and writes no file itself.
 */
public interface LanguageMemory {
    /** The language chosen last time, if any. */
    Optional<Language> remembered();

    /** Keeps the choice for the next session; a failure to keep it never stops the game. */
    void remember(Language language);

    /** Remembers nothing (tests, a session without a folder). */
    LanguageMemory NONE = new LanguageMemory() {
        @Override
        public Optional<Language> remembered() {
            return Optional.empty();
        }

        @Override
        public void remember(Language language) {
            // Nowhere to keep it.
        }
    };
}
