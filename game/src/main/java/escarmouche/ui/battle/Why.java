package escarmouche.ui.battle;

import escarmouche.events.TurnEvent;
import escarmouche.reference.RuleEntry;
import escarmouche.reference.RulesReference;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.ReferencePage;
import java.util.ArrayList;
import java.util.List;

/** "Why?" for a log line: each rule that fired, what it says, and how plain 5e would have done it. */
public final class Why {
    private final RulesReference reference;
    private final ScreenMessages messages;

    /** "Why?" in English. */
    public Why(RulesReference reference) {
        this(reference, ScreenMessages.of(Language.EN));
    }

    /** @param reference the rules in the language of {@code messages} */
    public Why(RulesReference reference, ScreenMessages messages) {
        this.reference = reference;
        this.messages = messages;
    }

    public List<Line> lines(MessageLog.Entry entry) {
        List<Line> out = rules(entry.text(), entry.rules());
        // A save is 5e's, with no rule of the catalogue: what it is comes first, under the line.
        if (SaveWhy.isSave(entry)) out.addAll(1, SaveWhy.lines(messages));
        return out;
    }

    /**
     * "Why?" for a line of {@code fight}: a monster's plan is answered by its behaviour, a turn's first line by
     * how turns go (the event names no rule: every turn begins so), other lines by their rules.
     */
    public List<Line> lines(MessageLog.Entry entry, ScreenFight fight) {
        var plan = PlanWhy.planOf(entry);
        if (plan != null) return PlanWhy.lines(entry.text(), plan, fight, messages);
        if (entry.rules().isEmpty() && entry.events().size() == 1 && entry.events().get(0).event() instanceof TurnEvent) {
            return rules(entry.text(), TURN);
        }
        return lines(entry);
    }

    /** What a turn is: its place in the order, and what a creature may do in it. */
    private static final List<String> TURN = List.of("TURN-ORDER", "TURN-ECONOMY");

    /** The rules behind {@code what} (a log line, a question on screen), each with what it says. */
    List<Line> rules(String what, List<String> rules) {
        List<Line> out = new ArrayList<>();
        out.add(Line.of(what));
        if (rules.isEmpty()) {
            out.add(Line.dim(""));
            out.add(Line.dim(messages.text("why.none")));
            return out;
        }
        for (String id : rules) {
            out.add(Line.of(""));
            RuleEntry r = reference.get(id);
            if (r == null) {
                out.add(Line.heading(id));
                out.add(Line.dim(messages.text("why.missing")));
                continue;
            }
            out.add(Line.heading(id + " · " + r.title() + " (" + ReferencePage.origin(r, messages) + ")"));
            out.add(Line.of(r.text()));
            if (r.house() && !r.differs().isEmpty()) out.add(Line.dim(messages.text("reference.versus", r.differs())));
        }
        return out;
    }
}
