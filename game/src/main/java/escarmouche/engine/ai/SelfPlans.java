package escarmouche.engine.ai;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.action.PickupCost;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Footprints;
import escarmouche.engine.battle.GroundItems;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/** Looking after itself: {@code drink} a potion and {@code pickup} a dropped or thrown weapon. */
final class SelfPlans {
    /** Added to the distance of someone else's weapon, so that its own always comes first. */
    private static final int OWN_FIRST = 10_000;

    private SelfPlans() {}

    /** The first potion of the list it carries (CAST-POTION), drunk with its action. */
    static Command drink(Situation s, Action.Drink drink) {
        if (!s.hasAction()) return null;
        for (String id : drink.items()) {
            if (s.self.resources.items.getOrDefault(id, 0) > 0) return Command.Drink.of(id);
        }
        return null;
    }

    /**
     * ACT-SEARCH: its action spent looking, when it knows of no enemy in the fight (each one it knew of is
     * hiding now) but one hides where it could see it; null otherwise, for the next rule.
     */
    static Command search(Situation s) {
        if (!s.hasAction() || !s.enemies().isEmpty() || !s.someoneHidesInSight()) return null;
        return new Command.Search();
    }

    /**
     * ACT-HIDE: its action spent hiding against the rule's DC, when the engine would take it (its action
     * left, not hidden yet, no enemy that sees it next to it); null otherwise, for the next rule, so that a
     * refusal never costs it the rule for the rest of the turn.
     */
    static Command hide(Situation s, Action.Hide hide) {
        if (!s.hasAction() || s.previews.checks().hide(s.self, hide.dc()).isPresent()) return null;
        return new Command.Hide(hide.dc());
    }

    /**
     * Pick up a weapon it dropped (ATK-FUMBLE, COND-UNCONSCIOUS, GRAP-START) or threw, or else any weapon lying
     * about, nearest first (a square another creature stands on is out of reach): right away when it lies in
     * its space, paying as {@link PickupCost} says, else walk to it while it can still pay for picking it up
     * once there (the action for a fumble's drop, else the free object interaction or the action).
     */
    static Command pickup(Situation s, Rule rule) {
        GroundItems.Item item = choose(s);
        if (item == null) return null;
        if (s.self.occupies(item.at())) {
            return PickupCost.of(s.self, item) != null
                    ? new Command.Pickup(item.weapon().id()) : null;
        }
        if (!PickupCost.payableAfterWalking(s.self, item)) return null;
        return Walks.towards(s, rule, covering(s, item.at()));
    }

    private static GroundItems.Item choose(Situation s) {
        GroundItems.Item best = null;
        int bestRank = Integer.MAX_VALUE;
        for (GroundItems.Item i : s.battle.ground().all()) {
            Creature there = s.battle.occupant(i.at());
            if (there != null && there != s.self) continue;
            int d = Footprints.distance(s.self.at(), s.self.body.width(), s.self.body.height(), i.at(), 1, 1);
            int rank = d + (s.self.id().equals(i.droppedBy()) ? 0 : OWN_FIRST);
            if (rank < bestRank) {
                best = i;
                bestRank = rank;
            }
        }
        return best;
    }

    /** Top-left squares where its footprint would cover {@code square}. */
    private static List<Pos> covering(Situation s, Pos square) {
        List<Pos> out = new ArrayList<>();
        for (int dy = 0; dy < s.self.body.height(); dy++) {
            for (int dx = 0; dx < s.self.body.width(); dx++) {
                Pos p = square.plus(-dx, -dy);
                if (s.battle.grid().inBounds(p)) out.add(p);
            }
        }
        return out;
    }
}
