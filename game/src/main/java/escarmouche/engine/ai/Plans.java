package escarmouche.engine.ai;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;

/**
 * Turns a chosen rule and its target into the next command. Each planner answers null when its action
 * cannot be carried out now (no path, no action left, nothing in reach, no slot...): the scripted
 * controller then tries the next rule.
 */
final class Plans {
    private Plans() {}

    /**
     * Whether the rule's planner could give a command at all in this decision: false only where it would
     * answer null whatever the target (no action left, no ranged weapon to shoot, a spell it does not
     * know or has no slot for), so that the target need not be chosen first.
     */
    static boolean possible(Rule rule, Situation s) {
        Action a = rule.action();
        if (a instanceof Action.Help) return s.mayHelp();
        if (walksInstead(rule, s)) return true;
        if (a instanceof Action.Attack || a instanceof Action.Flank || a instanceof Action.Grapple
                || a instanceof Action.Shove) {
            return s.mayStrike();
        }
        if (a instanceof Action.Shoot) return s.mayStrike() && s.range() > 0;
        if (a instanceof Action.Cast cast) {
            return s.hasAction() && !s.strains() && s.self.resources.spells.contains(cast.spell().id())
                    && CastPlan.slotLeft(s.self, cast.spell().level());
        }
        if (a instanceof Action.Dodge) return s.mayDodge();
        if (a instanceof Action.Drink || a instanceof Action.Escape
                || a instanceof Action.Search || a instanceof Action.Hide) {
            return s.hasAction();
        }
        if (a instanceof Action.Ready) return s.mayStrike();
        return true;
    }

    /**
     * Whether the rule's action ends in a blow at its target wherever it must go for it ({@code attack},
     * {@code flank}): when it can neither walk into reach nor shoot from where it stands, it may step to a
     * square it can shoot from ({@link StrikePlans#stepToShoot}).
     */
    static boolean strikes(Rule rule) {
        return rule.action() instanceof Action.Attack || rule.action() instanceof Action.Flank;
    }

    /**
     * A rule that would strike in melee ({@code attack}, {@code flank}, {@code grapple}, {@code shove}) for a creature
     * that can move but not act (COND-INCAPACITATED alone): it walks into reach of its target, as it would before its
     * blow, and strikes nothing. Not when it would not strike anyway (afraid, disabled: {@link Situation#wouldStrike}).
     */
    private static boolean walksInstead(Rule rule, Situation s) {
        Action a = rule.action();
        return s.onlyMoves() && s.wouldStrike() && (a instanceof Action.Attack || a instanceof Action.Flank
                || a instanceof Action.Grapple || a instanceof Action.Shove);
    }

    static Command next(Rule rule, Creature target, Situation s) {
        Action a = rule.action();
        if (walksInstead(rule, s)) return Walks.towards(s, rule, Walks.near(s, target, s.reach()));
        // Java 17: an instanceof chain over the sealed hierarchy.
        if (a instanceof Action.Attack) return StrikePlans.attack(s, rule, target);
        if (a instanceof Action.Flank) return StrikePlans.flank(s, rule, target);
        if (a instanceof Action.Approach) return Walks.towards(s, rule, Walks.near(s, target, s.reach()));
        if (a instanceof Action.Hold) return StrikePlans.hold(s, target);
        if (a instanceof Action.Help) return StrikePlans.help(s, rule, target);
        if (a instanceof Action.Shoot shoot) return ShootPlan.plan(s, rule, target, shoot.distance());
        if (a instanceof Action.Grapple) return ContestPlans.grapple(s, rule, target);
        if (a instanceof Action.Shove) return ContestPlans.shove(s, rule, target);
        if (a instanceof Action.Escape) return ContestPlans.escape(s);
        if (a instanceof Action.Disengage) return RetreatPlans.disengage(s, rule);
        if (a instanceof Action.Flee) return RetreatPlans.flee(s, rule);
        if (a instanceof Action.Cast cast) return CastPlan.plan(s, rule, target, cast.spell());
        if (a instanceof Action.Dodge) return s.mayDodge() ? new Command.Dodge() : null;
        if (a instanceof Action.Search) return SelfPlans.search(s);
        if (a instanceof Action.Hide hide) return SelfPlans.hide(s, hide);
        if (a instanceof Action.Ready r) return StrikePlans.ready(s, target, r.anyone());
        if (a instanceof Action.Drink drink) return SelfPlans.drink(s, drink);
        if (a instanceof Action.Stand) {
            // MOVE-DIFFICULT (the seed's clause): thrown down by its own failed check, it stands with its action.
            return s.canStand() ? new Command.Stand() : s.mayStandWithAction() ? new Command.Stand("action") : null;
        }
        if (a instanceof Action.Pickup) return SelfPlans.pickup(s, rule);
        if (a instanceof Action.Yield) return new Command.Yield();
        throw new IllegalArgumentException("unknown action " + a);
    }
}
