package escarmouche.engine.action;

import escarmouche.engine.battle.Outcome;
import escarmouche.rules.checks.D20Test;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.events.NoteEvent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import java.util.List;
import java.util.Optional;

/** Actions taken for an ally: Help (ACT-HELP) and first aid to a dying ally (HP-DYING). */
final class SupportActions {
    /** First aid: a Wis check against this DC stabilises a dying ally. */
    static final int FIRST_AID_DC = 10;

    private final Services s;

    SupportActions(Services services) {
        this.s = services;
    }

    /**
     * {@code help ALLY TARGET}: the ally's first attack against a target within 1.5 m of the helper has
     * advantage, if made before the helper's next turn. {@code help ALLY}: its next ability check has, and
     * to lend a hand the helper stands within 1.5 m of the ally.
     */
    Outcome help(Creature actor, Command.Help h) {
        Optional<Outcome.Refused> no = cannotHelp(actor, h);
        if (no.isPresent()) return no.get();
        Creature ally = s.battle.find(h.ally());
        boolean withCheck = h.target() == null;
        Creature target = withCheck ? null : s.battle.find(h.target());
        SimpleActions.spendAction(actor);
        s.conditions.help(actor, ally, target);
        String what = withCheck ? ": advantage on its next ability check before "
                : " against " + target.id() + ": advantage on its next attack before ";
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " helps " + ally.id() + what + actor.id() + "'s next turn",
                List.of("ACT-HELP")));
        return Outcome.DONE;
    }

    /** Why this help (ACT-HELP) would be refused now, or empty. */
    Optional<Outcome.Refused> cannotHelp(Creature actor, Command.Help h) {
        Creature ally = s.battle.find(h.ally());
        boolean withCheck = h.target() == null;
        Creature target = withCheck ? null : s.battle.find(h.target());
        return Outcome.Refused.unlessWellFormed(ally != null,
                () -> Outcome.Refused.noCreatureReason(h.ally()))
                .or(() -> Outcome.Refused.unlessWellFormed(withCheck || target != null,
                        () -> Outcome.Refused.noCreatureReason(h.target())))
                .or(() -> Outcome.Refused.unlessWellFormed(ally != actor, () -> actor.id() + " cannot help itself"))
                .or(() -> Outcome.Refused.unlessWellFormed(ally.alive() && !actor.hostileTo(ally),
                        () -> ally.id() + " is not a living ally"))
                .or(() -> Outcome.Refused.unlessWellFormed(withCheck || target.alive() && actor.hostileTo(target),
                        () -> target.id() + " is not a living enemy"))
                .or(() -> withCheck
                        ? Outcome.Refused.unless(actor.distanceTo(ally) <= 1, "ACT-HELP",
                                () -> ally.id() + " must be within 1.5 m of " + actor.id()
                                        + " to be helped with its check")
                        : Outcome.Refused.unless(actor.distanceTo(target) <= 1, "ACT-HELP",
                                () -> target.id() + " must be within 1.5 m of " + actor.id() + " to help against it"))
                .or(() -> OnlyDefends.refusal(s.battle, actor))
                .or(() -> SimpleActions.noAction(actor));
    }

    /** {@code aid ALLY}: first aid, an action; a Wis check DC 10 stabilises a dying ally within 1.5 m. */
    Outcome aid(Creature actor, Command.Aid a) {
        Optional<Outcome.Refused> no = cannotAid(actor, a.ally());
        if (no.isPresent()) return no.get();
        Creature ally = s.battle.find(a.ally());
        SimpleActions.spendAction(actor);
        AbilityCheck.Input in = firstAidCheck(actor);
        D20Test.Result r = s.checks.check(actor, in, "first aid on " + ally.id(), List.of("HP-DYING"));
        if (r.success()) s.conditions.addFromHitPoints(ally, Condition.STABLE, "first aid by " + actor.id(), "HP-DYING");
        return Outcome.DONE;
    }

    /** Why first aid from {@code actor} to the creature {@code allyId} would be refused now, or empty. */
    Optional<Outcome.Refused> cannotAid(Creature actor, String allyId) {
        Creature ally = s.battle.find(allyId);
        return Outcome.Refused.unlessWellFormed(ally != null, () -> Outcome.Refused.noCreatureReason(allyId))
                .or(() -> Outcome.Refused.unless(ally != actor, "HP-DYING",
                        () -> actor.id() + " cannot give itself first aid"))
                .or(() -> Outcome.Refused.unless(ally.alive(), "HP-DEAD", () -> ally.id() + " is dead"))
                // A stable ally is not dying either, but "not dying" would read as if it were well (HP-DYING).
                .or(() -> Outcome.Refused.unless(!ally.has(Condition.STABLE), "HP-DYING",
                        () -> ally.id() + " is already stable"))
                .or(() -> Outcome.Refused.unless(dying(ally), "HP-DYING", () -> ally.id() + " is not dying"))
                .or(() -> Outcome.Refused.unless(actor.distanceTo(ally) <= 1, "HP-DYING",
                        () -> ally.id() + " must be within 1.5 m for first aid"))
                .or(() -> SimpleActions.noAction(actor));
    }

    /** First aid's Wis check against {@link #FIRST_AID_DC}, as it would be rolled now. */
    AbilityCheck.Input firstAidCheck(Creature actor) {
        return s.checks.input(actor, Ability.WIS, FIRST_AID_DC);
    }

    /** House: a PC below 0 and not stable. Plain 5e: a creature at 0, unconscious and not stable. */
    boolean dying(Creature c) {
        if (!c.alive() || c.has(Condition.STABLE)) return false;
        if (s.battle.house(RulePart.HIT_POINTS)) return c.isPc() && c.hp() < 0;
        return c.hp() == 0 && c.has(Condition.UNCONSCIOUS);
    }
}
