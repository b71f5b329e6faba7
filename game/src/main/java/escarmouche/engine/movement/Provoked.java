package escarmouche.engine.movement;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.movement.OpportunityTrigger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * OA-REACTION: the opportunity attacks a mover's next step provokes, waiting on the mover's entity to be
 * resolved one by one by the {@link OpportunitySystem}, in combatant order, before the step is taken.
 */
final class Provoked implements Component {
    final Deque<OpportunityTrigger> triggers;

    Provoked(List<OpportunityTrigger> triggers) {
        this.triggers = new ArrayDeque<>(triggers);
    }
}
