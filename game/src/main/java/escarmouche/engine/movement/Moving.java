package escarmouche.engine.movement;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.opportunity.OpportunityTracker;
import java.util.ArrayList;
import java.util.List;

/**
 * The intent of a creature walking an accepted move, and how far it has got: the {@link MovementSystem}
 * takes its steps, pausing (while a {@link Provoked} sits beside it) for the opportunity attacks a step
 * provokes. Removed when the move ends.
 */
final class Moving implements Component {
    final PlannedMove move;
    final List<Body> bodies;
    final boolean wasProne;
    /** Runs once the move has ended (HP-DISABLED: the move spends a disabled creature's action). */
    final Runnable afterwards;
    OpportunityTracker tracker;
    boolean started;
    /** The index of the next step to take. */
    int next;
    /** Whether the opportunity attacks before step {@link #next} were already looked for. */
    boolean provocationsChecked;
    /** The mover's movement left as the move began, before a failed check took it (MOVE-PRONE's crawl). */
    int leftAtStart;
    /** Set when the mover can go no further (felled, knocked prone, held, out of movement). */
    boolean stopped;

    Moving(PlannedMove move, boolean wasProne, Runnable afterwards) {
        this.move = move;
        this.bodies = move.bodies();
        this.wasProne = wasProne;
        this.afterwards = afterwards;
    }

    /**
     * Where it has stood during this move, the start first: the plan's start and where each step taken
     * ended. Made when asked, only for a mover that must be put back: most moves end where they may stay.
     */
    List<Pos> visited() {
        List<Pos> out = new ArrayList<>(next + 1);
        out.add(move.plan().start());
        for (int i = 0; i < next; i++) out.add(move.plan().steps().get(i).to());
        return out;
    }
}
