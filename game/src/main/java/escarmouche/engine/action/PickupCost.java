package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.rules.core.Condition;
import escarmouche.rules.objects.ObjectUse;
import java.util.List;

/**
 * What picking a weapon up costs. A weapon that fell (ATK-FUMBLE, COND-UNCONSCIOUS) takes the whole movement
 * when the creature has not moved yet this turn, otherwise its action; a disabled creature (HP-DISABLED)
 * spends both, as it has either one or the other. A thrown weapon is an object on the ground like any
 * other (TURN-OBJECT): the turn's free object interaction, or the action once that is spent (ACT-USE).
 * The command and the AI ask the same question here.
 */
public final class PickupCost {
    private PickupCost() {}

    /** How the creature pays. */
    public enum Way {
        FREE_INTERACTION("its free object interaction"),
        WHOLE_MOVEMENT("its whole movement"),
        ACTION("its action");

        private final String text;

        Way(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /** How the creature would pay for this item now, or null when it has nothing left to pay with. */
    public static Way of(Creature actor, GroundItems.Item item) {
        boolean disabled = actor.has(Condition.DISABLED);
        boolean action = !actor.turn.actionUsed && !(disabled && actor.turn.moved);
        if (item.thrown()) {
            if (ObjectUse.cost(actor.turn.objectUsed) == ObjectUse.Cost.FREE) return Way.FREE_INTERACTION;
            return action ? Way.ACTION : null;
        }
        if (disabled && (actor.turn.moved || actor.turn.actionUsed)) return null;
        boolean wholeMove = !actor.turn.moved && actor.turn.movementBudget > 0
                && actor.turn.movementLeft == actor.turn.movementBudget;
        if (wholeMove) return Way.WHOLE_MOVEMENT;
        return action ? Way.ACTION : null;
    }

    /** The rules named when the item is picked up that way. */
    static List<String> rules(GroundItems.Item item, Way way) {
        if (!item.thrown()) return List.of(item.rule());
        return way == Way.FREE_INTERACTION ? List.of("TURN-OBJECT") : List.of("TURN-OBJECT", "ACT-USE");
    }
}
