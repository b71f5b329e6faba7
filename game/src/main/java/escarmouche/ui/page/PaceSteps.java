package escarmouche.ui.page;

import java.util.List;

/** Stepping a wait through a list of waits, slower or faster: the table's pace, a replay's speed. */
public final class PaceSteps {
    private PaceSteps() {}

    /**
     * The first of {@code steps} (in increasing order) above {@code millis} when {@code slower}, else the
     * last below it; {@code millis} itself past either end. A wait between two steps moves to the next one.
     */
    public static int next(List<Integer> steps, int millis, boolean slower) {
        if (slower) {
            for (int p : steps) if (p > millis) return p;
            return millis;
        }
        for (int i = steps.size() - 1; i >= 0; i--) if (steps.get(i) < millis) return steps.get(i);
        return millis;
    }
}
