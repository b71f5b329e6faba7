package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.Sight;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.stealth.Stealth;
import java.util.List;
import java.util.Optional;

/**
 * {@code hide [dc=N]} (ACT-HIDE) and {@code search} (ACT-SEARCH), each an action. Hiding is a Dex check
 * against the DC the situation sets (default 10: some shadow or cover), with armour modifiers and the
 * infiltrator's advantage; it is impossible while an enemy that sees the creature stands next to it.
 */
final class StealthActions {
    private final Services s;

    StealthActions(Services services) {
        this.s = services;
    }

    Outcome hide(Creature actor, Command.Hide h) {
        int dc = h.dc() == null ? Stealth.DEFAULT_HIDE_DC : h.dc();
        Optional<Outcome.Refused> no = cannotHide(actor, dc).or(() -> SimpleActions.noAction(actor));
        if (no.isPresent()) return no.get();
        SimpleActions.spendAction(actor);
        s.stealth.sneak(actor, Stealth.Purpose.HIDE, dc, "hide");
        return Outcome.DONE;
    }

    /** ACT-HIDE: a sensible DC, not hidden yet, and no able enemy watching from 1.5 m. */
    Optional<Outcome.Refused> cannotHide(Creature actor, int dc) {
        if (dc < Stealth.LOWEST_HIDE_DC || dc > Stealth.HIGHEST_HIDE_DC) return Optional.of(Outcome.Refused.malformed("dc=" + dc + ": expected a DC from 1 to 40"));
        if (actor.has(Condition.HIDDEN)) return Optional.of(Outcome.Refused.by("ACT-HIDE", actor.id() + " is already hidden"));
        for (Creature e : s.battle.enemiesOf(actor)) {
            if (actor.distanceTo(e) <= 1 && e.canAct() && Sight.canSee(s.battle, e, actor)) {
                return Optional.of(Outcome.Refused.by("ACT-HIDE",
                        actor.id() + " cannot hide while " + e.id() + " watches it from 1.5 m (ACT-HIDE)"));
            }
        }
        return Optional.empty();
    }

    Outcome search(Creature actor) {
        Optional<Outcome.Refused> no = SimpleActions.noAction(actor);
        if (no.isPresent()) return no.get();
        SimpleActions.spendAction(actor);
        if (s.stealth.search(actor) == 0) {
            s.battle.emit(new NoteEvent(actor.id(), actor.id() + " searches and finds no one", List.of("ACT-SEARCH")));
        }
        return Outcome.DONE;
    }
}
