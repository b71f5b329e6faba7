package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.objects.ObjectUse;
import java.util.ArrayList;
import java.util.List;

/**
 * What picking a weapon up costs. Only a fumble's drop (ATK-FUMBLE result 5, a house rule for the fumble
 * alone) takes the whole movement or the action, the creature's choice ({@code pickup with=move|action});
 * left to itself (no {@code with}), the whole movement when the creature has not moved yet this turn,
 * otherwise its action, so scripts and the AI play as they always did. A disabled creature (HP-DISABLED)
 * spends both, as it has either one or the other. Any other weapon on the ground is an object like any other
 * (TURN-OBJECT), whatever put it there: thrown (ACT-ATTACK), let fall by a creature falling unconscious
 * (COND-UNCONSCIOUS says it drops what it holds, not what taking it up costs), let go of to grapple with a
 * free hand (GRAP-START), a net that held a creature: the turn's free object interaction, or the action once
 * that is spent (ACT-USE), or the action when asked for. The command, the AI and the battle screen ask the
 * same question here.
 */
public final class PickupCost {
    /** The rule of the one drop that costs more than an object interaction. */
    static final String FUMBLE = "ATK-FUMBLE";

    private PickupCost() {}

    /** A weapon lying in the creature's space and the ways it could pay for it now, the default first. */
    public record Offer(Weapon weapon, List<Way> ways) {
        public Offer {
            ways = List.copyOf(ways);
        }
    }

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

    /** How the creature pays for this item now when it does not say, or null when it has nothing left to pay with. */
    public static Way of(Creature actor, GroundItems.Item item) {
        List<Way> ways = ways(actor, item);
        return ways.isEmpty() ? null : ways.get(0);
    }

    /**
     * How the creature pays for this item now: the way {@code with} names ({@code "move"}, {@code "action"}),
     * or the default one when it is null; null when that way cannot pay now.
     */
    public static Way of(Creature actor, GroundItems.Item item, String with) {
        if (with == null) return of(actor, item);
        Way asked = way(with);
        return ways(actor, item).contains(asked) ? asked : null;
    }

    /** The way a {@code with=} option names: {@code move} the whole movement, {@code action} the action. */
    static Way way(String with) {
        return "move".equals(with) ? Way.WHOLE_MOVEMENT : Way.ACTION;
    }

    /**
     * Whether taking this item up is an object interaction (TURN-OBJECT): anything on the ground but a
     * fumble's drop (ATK-FUMBLE), which the house rules make cost the whole movement or the action.
     */
    public static boolean objectInteraction(GroundItems.Item item) {
        return !FUMBLE.equals(item.rule());
    }

    /**
     * Whether the creature could still pay for this item once it has walked to it this turn: the walk spends
     * part of the movement, so a fumble's drop is left with the action alone (ATK-FUMBLE), any other item with
     * the free object interaction or the action (TURN-OBJECT). The AI asks before it walks there. The action is
     * the one it has now, as the AI always weighed it (a disabled creature's walk would spend it, HP-DISABLED,
     * and the pickup be refused once there).
     */
    public static boolean payableAfterWalking(Creature actor, GroundItems.Item item) {
        if (!actor.actionSpent()) return true;
        return objectInteraction(item) && ObjectUse.cost(actor.turn.objectUsed) == ObjectUse.Cost.FREE;
    }

    /** Every way the creature could pay for this item now, the one it takes when it does not say first. */
    public static List<Way> ways(Creature actor, GroundItems.Item item) {
        boolean disabled = actor.has(Condition.DISABLED);
        boolean action = !actor.turn.actionUsed && !(disabled && actor.turn.moved);
        List<Way> out = new ArrayList<>(2);
        if (objectInteraction(item)) {
            if (ObjectUse.cost(actor.turn.objectUsed) == ObjectUse.Cost.FREE) out.add(Way.FREE_INTERACTION);
            if (action) out.add(Way.ACTION);
            return out;
        }
        if (disabled && (actor.turn.moved || actor.turn.actionUsed)) return out;
        if (wholeMovement(actor)) out.add(Way.WHOLE_MOVEMENT);
        if (action) out.add(Way.ACTION);
        return out;
    }

    /** Whether the whole movement is there to pay with: none of it spent yet, and some to spend. */
    static boolean wholeMovement(Creature actor) {
        return !actor.turn.moved && actor.turn.movementBudget > 0
                && actor.turn.movementLeft == actor.turn.movementBudget;
    }

    /** The rules named when the item is picked up that way. */
    static List<String> rules(GroundItems.Item item, Way way) {
        if (!objectInteraction(item)) return List.of(FUMBLE);
        return way == Way.FREE_INTERACTION ? List.of("TURN-OBJECT") : List.of("TURN-OBJECT", "ACT-USE");
    }
}
