package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.NoteEvent;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.opportunity.OpportunityRules;
import java.util.List;

/**
 * MOVE-FORCED, GRAP-DRAG, OA-NONE: a creature moved by force (shoved, dragged, put back) provokes no
 * opportunity attack and its step counts for nothing. Where the same step taken on its own feet would
 * have provoked an enemy able to strike, the log says why nothing happens.
 */
public final class ForcedSteps {
    private ForcedSteps() {}

    /**
     * Notes the enemies whose reach {@code moved} was just carried out of, by force of the given kind.
     * Call it once the creature stands on its new square.
     */
    public static void noteUnprovoked(Battle battle, Creature moved, Body from, Body to, MoveKind kind) {
        if (kind.provokes() || !moved.alive()) return;
        List<OpportunityTrigger> would = OpportunityRules.triggers(List.of(from, to),
                new Reactors(battle).against(moved, List.of()), MoveKind.VOLUNTARY, Reactors.disengage(moved),
                battle.rules());
        for (OpportunityTrigger t : would) {
            battle.emit(new NoteEvent(t.reactorId(), t.reactorId() + " makes no opportunity attack as " + moved.id()
                    + " is moved out of its reach by force", List.of("OA-NONE", kind.rule())));
        }
    }
}
