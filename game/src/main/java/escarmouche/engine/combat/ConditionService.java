package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.ConditionEvent;
import escarmouche.rules.core.Condition;
import java.util.List;

/** Adds and removes conditions, announcing each change in the log with its rule. */
public final class ConditionService {
    private final Battle battle;

    public ConditionService(Battle battle) {
        this.battle = battle;
    }

    /** Adds a condition (and what it implies); does nothing when already present. */
    public void add(Creature target, Condition c, String reason, String rule) {
        add(target, c, reason, rule, null);
    }

    public void add(Creature target, Condition c, String reason, String rule, String source) {
        if (target.has(c)) return;
        target.conditions.set.add(c);
        if (source != null) target.conditions.sources.put(c, source);
        battle.emit(new ConditionEvent(target.id(), c.id(), true, reason, List.of(rule)));
        if (c == Condition.UNCONSCIOUS) {
            add(target, Condition.PRONE, "falls unconscious", "COND-UNCONSCIOUS");
        }
        if (c.incapacitates()) letGo(target, target.id() + " is " + c.id());
    }

    public void remove(Creature target, Condition c, String reason, String rule) {
        if (!target.has(c)) return;
        target.conditions.set.remove(c);
        target.conditions.sources.remove(c);
        battle.emit(new ConditionEvent(target.id(), c.id(), false, reason, List.of(rule)));
    }

    /** A dead creature lets go of what it grappled and stops grappling others (GRAP-END). */
    public void onDeath(Creature dead) {
        for (Creature other : battle.creatures()) {
            if (other != dead && dead.id().equals(other.conditions.sources.get(Condition.GRAPPLED))) {
                remove(other, Condition.GRAPPLED, dead.id() + " died", "GRAP-END");
            }
        }
    }

    /** GRAP-END: an incapacitated grappler lets go of every creature it holds. */
    private void letGo(Creature grappler, String reason) {
        for (Creature other : battle.creatures()) {
            if (other != grappler && grappler.id().equals(other.conditions.sources.get(Condition.GRAPPLED))) {
                remove(other, Condition.GRAPPLED, reason, "GRAP-END");
            }
        }
    }
}
