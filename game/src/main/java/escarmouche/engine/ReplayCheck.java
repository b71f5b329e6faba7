package escarmouche.engine;

import java.util.function.Supplier;

/**
 * What a recording's file says of its own replay besides its inputs (a save's keyframes: the state at the start
 * of each round), checked while the inputs play again on a game. The inputs are the master copy; a file whose
 * other lines disagree with them was edited or damaged, and is refused as any other damaged file.
 */
public interface ReplayCheck {
    /**
     * Starts following {@code game}, before its replay starts (this takes the game's input listener, as a
     * recorder attached afterwards does). The answer, asked once the replay is done: null when the file agrees
     * with it, else what differs, naming the file and the line ("FILE:LINE: ...", an English sentence).
     */
    Supplier<String> watch(Game game);

    /** Nothing beside the inputs to check (a fight that has no file, or whose file holds inputs only). */
    ReplayCheck NONE = game -> () -> null;
}
