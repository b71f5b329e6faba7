package escarmouche.ui.table;

import java.util.Objects;

/**
 * How a table spaces out the commands of the creatures the AI plays, so that the players see a monster
 * walk, then strike, as they would alone at their own screen, rather than the board jumping to the next
 * player's turn. Each such command waits on the timer, {@code millis} to begin with (the game master may
 * change it at the table); {@link #NONE} plays them at once and has no timer to wait on (tests). The same
 * timer tells a table when the grace of a game master who left its fight runs out, so that it closes on
 * time with nobody looking at the list of tables.
 *
 * @param millis the wait before each command the AI gives at a new table; 0: none
 * @param timer  what waits; needed when {@code millis} is more than 0, and without it the table's pace
 *               stays at 0
 */
public record TablePacing(int millis, Timer timer) {
    /** The AI's commands play at once. */
    public static final TablePacing NONE = new TablePacing(0, null);

    /** Runs a task later, on a thread of its own; never on the caller's, never under the caller's locks. */
    @FunctionalInterface
    public interface Timer {
        void after(int millis, Runnable task);
    }

    public TablePacing {
        if (millis < 0) throw new IllegalArgumentException("millis is 0 or more: " + millis);
        if (millis > 0) Objects.requireNonNull(timer, "timer");
    }

    /** Whether a table may wait between the AI's commands at all (its game master may then slow it down). */
    boolean timed() {
        return timer != null;
    }

    void later(int wait, Runnable task) {
        timer.after(wait, task);
    }
}
