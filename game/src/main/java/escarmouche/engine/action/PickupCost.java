package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.objects.ObjectUse;
import java.util.ArrayList;
import java.util.List;

/**
 * What picking a weapon up costs. A weapon that fell (ATK-FUMBLE, COND-UNCONSCIOUS) takes the whole movement
 * or the action, the creature's choice ({@code pickup with=move|action}); left to itself (no {@code with}),
 * the whole movement when the creature has not moved yet this turn, otherwise its action, so scripts and the
 * AI play as they always did. A disabled creature (HP-DISABLED) spends both, as it has either one or the
 * other. A thrown weapon is an object on the ground like any other (TURN-OBJECT): the turn's free object
 * interaction, or the action once that is spent (ACT-USE), or the action when asked for. The command, the
 * AI and the battle screen ask the same question here.
 */
public final class PickupCost {
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

    /** Every way the creature could pay for this item now, the one it takes when it does not say first. */
    public static List<Way> ways(Creature actor, GroundItems.Item item) {
        boolean disabled = actor.has(Condition.DISABLED);
        boolean action = !actor.turn.actionUsed && !(disabled && actor.turn.moved);
        List<Way> out = new ArrayList<>(2);
        if (item.thrown()) {
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
        if (!item.thrown()) return List.of(item.rule());
        return way == Way.FREE_INTERACTION ? List.of("TURN-OBJECT") : List.of("TURN-OBJECT", "ACT-USE");
    }
}
