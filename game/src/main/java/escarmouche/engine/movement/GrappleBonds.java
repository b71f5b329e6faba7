package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grapple.Grapple;
import escarmouche.rules.grapple.GrappleEnd;
import escarmouche.rules.grapple.Wrestler;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Who holds whom. A grapple is stored on the grappled creature only: its COND-GRAPPLED condition with
 * the grappler's id as source, so there is one grappler per grappled creature and nothing to keep in
 * step elsewhere.
 */
public final class GrappleBonds {
    private final Battle battle;

    public GrappleBonds(Battle battle) {
        this.battle = battle;
    }

    /** The living creatures {@code grappler} holds, in combatant order; a list to read, not to change. */
    public List<Creature> heldBy(Creature grappler) {
        return battle.heldBy(grappler);
    }

    /** The creature holding {@code target}, or null. */
    public Creature holder(Creature target) {
        if (!target.has(Condition.GRAPPLED)) return null;
        String id = target.conditions.sources.get(Condition.GRAPPLED);
        return id == null ? null : battle.find(id);
    }

    /** A creature as the grapple and shove rules see it; its natural reach counts, not its weapons'. */
    public static Wrestler wrestler(Creature c) {
        return new Wrestler(c.id(), MoveContexts.body(c), c.stats.reach, c.mod(Ability.STR), c.mod(Ability.DEX),
                c.incapacitated());
    }

    /**
     * GRAP-END: ends every grapple {@code moved} takes part in that no longer holds (it was pushed out of
     * reach, or its grappler out of the target's). Call after anything moves a creature by force.
     */
    public void checkEnds(Creature moved, ConditionSystem conditions) {
        List<Creature[]> pairs = new ArrayList<>();
        Creature holder = holder(moved);
        if (holder != null) pairs.add(new Creature[] {holder, moved});
        for (Creature held : heldBy(moved)) pairs.add(new Creature[] {moved, held});
        for (Creature[] pair : pairs) {
            Optional<GrappleEnd> end = Grapple.ended(wrestler(pair[0]), wrestler(pair[1]));
            if (end.isPresent()) {
                conditions.remove(pair[1], Condition.GRAPPLED, end.get().reason(), end.get().rule());
            }
        }
    }
}
