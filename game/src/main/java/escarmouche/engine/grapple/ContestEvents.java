package escarmouche.engine.grapple;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.CheckHelp;
import escarmouche.engine.movement.RollEvents;
import escarmouche.events.ContestEvent;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.grapple.ContestResult;
import escarmouche.rules.grapple.ContestSide;
import java.util.ArrayList;
import java.util.List;

/** The {@code contest} event of a grapple, escape or shove, and the help its sides used up. */
final class ContestEvents {
    private ContestEvents() {}

    static ContestEvent of(ContestResult r, String purpose) {
        List<String> rules = new ArrayList<>(List.of(r.rule()));
        if (r.automatic()) rules.add("COND-INCAPACITATED");
        // What put a side at advantage or disadvantage (COND-POISONED, HP-EXHAUSTION...) is named too, as a
        // check event names it: the side shows only the advantage, not why.
        addSourceRules(rules, r.actor());
        addSourceRules(rules, r.other());
        // A win without a roll keeps its plain purpose: COND-INCAPACITATED and the sides' empty rolls say it, and
        // the log says it in the reader's words with the loser's name, which an id written here could not be.
        return new ContestEvent(List.copyOf(rules),
                RollEvents.side(r.actor().id(), r.actor().ability(), r.actor().modifiers(), r.actorRoll()),
                RollEvents.side(r.other().id(), r.other().ability(), r.other().modifiers(), r.otherRoll()),
                r.winnerId(), purpose);
    }

    /** ACT-HELP: a side that rolled with an ally's help on its check has used it up ({@link CheckHelp}). */
    static void usedHelp(ContestResult r, Creature actor, Creature other) {
        if (r.actorRoll().isPresent()) CheckHelp.usedBy(actor, r.actor().sources());
        if (r.otherRoll().isPresent()) CheckHelp.usedBy(other, r.other().sources());
    }

    private static void addSourceRules(List<String> rules, ContestSide side) {
        for (Advantage.Source s : side.sources()) if (!rules.contains(s.rule())) rules.add(s.rule());
    }
}
