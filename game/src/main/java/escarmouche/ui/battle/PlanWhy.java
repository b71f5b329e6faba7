package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Line;
import java.util.ArrayList;
import java.util.List;

/**
 * "Why?" for a monster's plan ("Wight means to hold its ground"): no rule of the game chose it, its
 * behaviour did, so the answer names the behaviour, the rule of it that fired, and what the behaviour is for.
 */
final class PlanWhy {
    private PlanWhy() {}

    /** The plan an entry tells, or null for any other line. */
    static NoteEvent planOf(MessageLog.Entry entry) {
        for (LoggedEvent e : entry.events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null) return n;
        }
        return null;
    }

    static List<Line> lines(String text, NoteEvent plan, ScreenFight fight, ScreenMessages m) {
        NoteEvent.Intent intent = plan.intent();
        List<Line> out = new ArrayList<>();
        out.add(Line.of(text));
        out.add(Line.of(""));
        String behaviour = intent.behavior();
        String origin = intent.origin();
        String name = fight.behaviourName(behaviour, plan.actor());
        String index = String.valueOf(intent.index());
        // A rule it inherits is numbered in the behaviour that writes it (the captain's guard rules); rule 0 is
        // none: a turn its rules gave nothing to, which the engine says in its own words.
        if (intent.index() == 0) out.add(Line.heading(m.text("why.plan.none", name)));
        else out.add(Line.heading(origin == null || origin.equals(behaviour) ? m.text("why.plan.behaviour", name, index)
                : m.text("why.plan.inherited", name, index, fight.names().behavior(origin, origin))));
        Creature actor = fight.battle().find(plan.actor());
        String english = actor == null || actor.side.script == null ? null : actor.side.script.description();
        if (english != null && !english.isBlank()) out.add(Line.of(fight.names().behaviorDescription(behaviour, english)));
        out.add(Line.of(""));
        out.add(Line.dim(m.text("why.plan.how")));
        return out;
    }
}
