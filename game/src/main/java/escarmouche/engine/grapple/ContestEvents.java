package escarmouche.engine.grapple;

import escarmouche.engine.movement.RollEvents;
import escarmouche.events.ContestEvent;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.grapple.ContestResult;
import escarmouche.rules.grapple.ContestSide;
import java.util.ArrayList;
import java.util.List;

/** The {@code contest} event of a grapple, escape or shove. */
final class ContestEvents {
    private ContestEvents() {}

    static ContestEvent of(ContestResult r, String purpose) {
        List<String> rules = new ArrayList<>(List.of(r.rule()));
        if (r.automatic()) rules.add("COND-INCAPACITATED");
        // What put a side at advantage or disadvantage (COND-POISONED, HP-EXHAUSTION...) is named too, as a
        // check event names it: the side shows only the advantage, not why.
        addSourceRules(rules, r.actor());
        addSourceRules(rules, r.other());
        return new ContestEvent(List.copyOf(rules),
                RollEvents.side(r.actor().id(), r.actor().ability(), r.actor().modifiers(), r.actorRoll()),
                RollEvents.side(r.other().id(), r.other().ability(), r.other().modifiers(), r.otherRoll()),
                r.winnerId(), r.automatic() ? purpose + " (automatic: " + r.other().id() + " is incapacitated)" : purpose);
    }

    private static void addSourceRules(List<String> rules, ContestSide side) {
        for (Advantage.Source s : side.sources()) if (!rules.contains(s.rule())) rules.add(s.rule());
    }
}
