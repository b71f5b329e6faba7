package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.combat.Sight;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.stealth.Stealth;
import java.util.List;

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

    void hide(Creature actor, Command.Hide h) {
        int dc = h.dc() == null ? Stealth.DEFAULT_HIDE_DC : h.dc();
        IllegalCommand.requireWellFormed(dc >= 1 && dc <= 40, "dc=" + dc + ": expected a DC from 1 to 40");
        IllegalCommand.require(!actor.has(Condition.HIDDEN), "ACT-HIDE", actor.id() + " is already hidden");
        for (Creature e : s.battle.enemiesOf(actor)) {
            IllegalCommand.require(!(actor.distanceTo(e) <= 1 && e.canAct() && Sight.canSee(s.battle, e, actor)),
                    "ACT-HIDE", actor.id() + " cannot hide while " + e.id() + " watches it from 1.5 m (ACT-HIDE)");
        }
        SimpleActions.useAction(actor);
        s.stealth.sneak(actor, Stealth.Purpose.HIDE, dc, "hide");
    }

    void search(Creature actor) {
        SimpleActions.useAction(actor);
        if (s.stealth.search(actor) == 0) {
            s.battle.emit(new NoteEvent(actor.id(), actor.id() + " searches and finds no one", List.of("ACT-SEARCH")));
        }
    }
}
