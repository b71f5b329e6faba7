package escarmouche.engine.action;

import escarmouche.rules.checks.D20Test;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.events.NoteEvent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import java.util.List;

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
     * advantage, if made before the helper's next turn. (Help with an ability check has no command yet.)
     */
    void help(Creature actor, Command.Help h) {
        Creature ally = s.battle.find(h.ally());
        Creature target = s.battle.find(h.target());
        IllegalCommand.requireWellFormed(ally != null, "no creature '" + h.ally() + "'");
        IllegalCommand.requireWellFormed(target != null, "no creature '" + h.target() + "'");
        IllegalCommand.requireWellFormed(ally != actor, actor.id() + " cannot help itself");
        IllegalCommand.requireWellFormed(ally.alive() && !actor.hostileTo(ally), ally.id() + " is not a living ally");
        IllegalCommand.requireWellFormed(target.alive() && actor.hostileTo(target),
                target.id() + " is not a living enemy");
        IllegalCommand.require(actor.distanceTo(target) <= 1, "ACT-HELP",
                target.id() + " must be within 1.5 m of " + actor.id() + " to help against it");
        IllegalCommand.require(!(s.battle.house() && actor.has(Condition.FRIGHTENED)), "COND-FRIGHTENED",
                actor.id() + " is frightened: it may only defend itself (COND-FRIGHTENED)");
        SimpleActions.useAction(actor);
        s.conditions.help(actor, ally, target);
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " helps " + ally.id() + " against " + target.id()
                + ": advantage on its next attack before " + actor.id() + "'s next turn", List.of("ACT-HELP")));
    }

    /** {@code aid ALLY}: first aid, an action; a Wis check DC 10 stabilises a dying ally within 1.5 m. */
    void aid(Creature actor, Command.Aid a) {
        Creature ally = s.battle.find(a.ally());
        IllegalCommand.requireWellFormed(ally != null, "no creature '" + a.ally() + "'");
        IllegalCommand.require(ally != actor, "HP-DYING", actor.id() + " cannot give itself first aid");
        IllegalCommand.require(ally.alive(), "HP-DEAD", ally.id() + " is dead");
        IllegalCommand.require(dying(ally), "HP-DYING", ally.id() + " is not dying");
        IllegalCommand.require(actor.distanceTo(ally) <= 1, "HP-DYING",
                ally.id() + " must be within 1.5 m for first aid");
        SimpleActions.useAction(actor);
        AbilityCheck.Input in = s.checks.input(actor, Ability.WIS, FIRST_AID_DC);
        D20Test.Result r = s.checks.check(actor, in, "first aid on " + ally.id(), List.of("HP-DYING"));
        if (r.success()) s.conditions.addFromHitPoints(ally, Condition.STABLE, "first aid by " + actor.id(), "HP-DYING");
    }

    /** House: a PC below 0 and not stable. Plain 5e: a creature at 0, unconscious and not stable. */
    private boolean dying(Creature c) {
        if (c.has(Condition.STABLE)) return false;
        if (s.battle.house()) return c.isPc() && c.hp() < 0;
        return c.hp() == 0 && c.has(Condition.UNCONSCIOUS);
    }
}
