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
    final List<Pos> visited = new ArrayList<>();
    OpportunityTracker tracker;
    boolean started;
    /** The index of the next step to take. */
    int next;
    /** Whether the opportunity attacks before step {@link #next} were already looked for. */
    boolean provocationsChecked;
    /** Set when the mover can go no further (felled, knocked prone, held, out of movement). */
    boolean stopped;

    Moving(PlannedMove move, boolean wasProne, Runnable afterwards) {
        this.move = move;
        this.bodies = move.bodies();
        this.wasProne = wasProne;
        this.afterwards = afterwards;
        visited.add(move.plan().start());
    }
}
