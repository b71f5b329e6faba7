package escarmouche.engine.ai;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Behaviour;
import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Opportunity;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.SelfState;
import escarmouche.behaviour.Target;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import java.util.List;

/**
 * The behaviour of an AI creature whose content gives none (a scenario built in code, a character
 * without the shared "hero" behaviour): break free, get up, run while frightened, pick up a dropped
 * weapon, then fight the nearest enemy, avoiding opportunity attacks when a path allows it, and search
 * when every enemy it knew of hides.
 */
public final class Fallback {
    public static final String NAME = "default";

    public static final Behaviour BEHAVIOUR = new Behaviour(NAME, "fights the nearest enemy", List.of(
            rule(1, List.of(self(SelfState.GRAPPLED)), new Action.Escape(), false, "held"),
            rule(2, List.of(self(SelfState.PRONE)), new Action.Stand(), false, "on the ground"),
            rule(3, List.of(self(SelfState.FRIGHTENED)), new Action.Flee(), false, "frightened"),
            rule(4, List.of(self(SelfState.FRIGHTENED)), new Action.Dodge(), false, "frightened and cornered"),
            rule(5, List.of(self(SelfState.DROPPED_WEAPON)), new Action.Pickup(), false, "its weapon fell"),
            rule(6, List.of(), new Action.Attack(), true, null),
            rule(7, List.of(), new Action.Search(), false, "no foe in sight")), Opportunity.ALWAYS);

    /**
     * What every behaviour does last, before ending its turn, when a net holds it (COND-RESTRAINED): try to
     * get out rather than wait, since it has nothing better to do with its action. Number 0: it is in no
     * behaviour's list, so a GM finds it in none.
     */
    public static final Rule NETTED = new Rule(List.of(self(SelfState.NETTED)), new Action.Escape(), Target.NEAREST,
            false, false, null, NAME, 0);

    /**
     * What every behaviour does last, before ending its turn, when frightened under the house rules
     * (COND-FRIGHTENED): it may only defend itself, so the Dodge is the one use left for its action. Without it a
     * frightened brute held in a foe's reach, with no way off that provokes nothing, waited turn after turn under
     * the blows; a frightened guard or hero beside its foes, none of whom may strike, stood there for the whole
     * fight. Number 0, as {@link #NETTED}: it is in no behaviour's list. Its why names the rule, in the words the
     * bundles know ({@code engine.why.fear.dodge}).
     */
    public static final Rule FRIGHTENED = new Rule(List.of(self(SelfState.FRIGHTENED)), new Action.Dodge(),
            Target.NEAREST, false, false, "COND-FRIGHTENED allows only the Dodge", NAME, 0);

    private Fallback() {}

    /**
     * Whether {@link #FRIGHTENED} closes this creature's list: frightened, under the house rules (plain 5e lets it
     * strike, at disadvantage), with a foe still in the fight to guard against.
     */
    static boolean afraid(Situation s) {
        return s.self.has(Condition.FRIGHTENED) && s.battle.house(RulePart.CONDITIONS) && WaitReasons.foeInTheFight(s);
    }

    private static BehaviourCondition self(SelfState s) {
        return new BehaviourCondition.SelfIs(s);
    }

    private static Rule rule(int n, List<BehaviourCondition> when, Action action, boolean provoke, String why) {
        return new Rule(when, action, Target.NEAREST, false, provoke, why, NAME, n);
    }
}
