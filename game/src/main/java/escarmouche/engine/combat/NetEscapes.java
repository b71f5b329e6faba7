package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.conditions.Snare;
import java.util.List;
import java.util.Optional;

/**
 * Getting out of a net ({@link Snare}, COND-RESTRAINED): the caught creature, or a creature within 1.5 m of
 * it, uses its action for a Strength check against DC 10, which frees it on a success. The check answers the
 * refusal, if any, before anything rolls; the action itself is spent by the caller.
 */
public final class NetEscapes {
    private final ConditionSystem conditions;
    private final CheckService checks;

    public NetEscapes(Battle battle, ConditionSystem conditions) {
        this.conditions = conditions;
        this.checks = new CheckService(battle);
    }

    /** Whether {@code c} is caught in a net (or another weapon that holds it). */
    public static boolean caught(Creature c) {
        return c.conditions.caught != null;
    }

    /**
     * Why {@code actor} may not try to free {@code target} (itself, or another) now, or empty. The ability,
     * when one is named, must be Strength.
     */
    public Optional<Outcome.Refused> cannotFree(Creature actor, Creature target, String ability) {
        return Outcome.Refused.unless(target.alive(), "HP-DEAD", () -> target.id() + " is dead")
                .or(() -> Outcome.Refused.unless(caught(target), Snare.RULE,
                        () -> target.id() + " is not caught in a net"))
                .or(() -> Outcome.Refused.unless(actor == target || actor.distanceTo(target) <= 1, Snare.RULE,
                        () -> target.id() + " must be within 1.5 m of " + actor.id() + " to be freed"))
                .or(() -> Outcome.Refused.unless(ability == null || ability.equals(Snare.ESCAPE_ABILITY.id()),
                        Snare.RULE, () -> "a net is escaped with a Str check, not " + ability));
    }

    /** The Strength check against DC 10, as {@code actor} would roll it now. */
    public AbilityCheck.Input input(Creature actor) {
        return checks.input(actor, Snare.ESCAPE_ABILITY, Snare.ESCAPE_DC);
    }

    /** The check, once {@link #cannotFree} allowed it; a success frees {@code target}. */
    public D20Test.Result free(Creature actor, Creature target) {
        ConditionsComponent.Caught net = target.conditions.caught;
        String purpose = actor == target ? "escape the " + net.weapon()
                : "free " + target.id() + " from the " + net.weapon();
        D20Test.Result r = checks.check(actor, input(actor), purpose, List.of(net.condition().ruleId()));
        if (r.success()) {
            conditions.freeFromNet(target, actor == target ? "breaks out of the " + net.weapon()
                    : "freed from the " + net.weapon() + " by " + actor.id());
        }
        return r;
    }
}
