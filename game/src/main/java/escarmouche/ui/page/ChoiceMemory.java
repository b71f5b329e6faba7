package escarmouche.ui.page;

import java.util.Optional;

/**
 * Where one of a player's choices on the title screen is kept between sessions (the language, the choice
 * about opportunity attacks, the monsters' pace): the launcher keeps them in the saves folder, the server
 * in the player's own folder. The interface reads and writes no file itself.
 *
 * @param <T> what is chosen
 */
public interface ChoiceMemory<T> {
    /** The choice made last time; empty when never made (or kept in a form the game no longer reads). */
    Optional<T> remembered();

    /** Keeps the choice for the next session; a failure to keep it never stops the game. */
    void remember(T choice);

    /** Remembers nothing (tests, a session without a folder). */
    static <T> ChoiceMemory<T> none() {
        return new ChoiceMemory<>() {
            @Override
            public Optional<T> remembered() {
                return Optional.empty();
            }

            @Override
            public void remember(T choice) {
                // Nowhere to keep it.
            }
        };
    }
}
