package escarmouche.ui.table;

import java.util.Objects;

/**
 * How a table spaces out the commands of the creatures the AI plays, so that the players see a monster
 * walk, then strike, as they would alone at their own screen, rather than the board jumping to the next
 * player's turn. Each such command waits {@code millis} on the timer; {@link #NONE} plays them at once
 * (tests, and tables that only replay).
 *
 * @param millis the wait before each command the AI gives at the table; 0: none
 * @param timer  what waits; needed when {@code millis} is more than 0
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

    boolean paced() {
        return millis > 0;
    }

    void later(Runnable task) {
        timer.after(millis, task);
    }
}
