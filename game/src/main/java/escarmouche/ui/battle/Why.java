package escarmouche.ui.battle;

import escarmouche.reference.RuleEntry;
import escarmouche.reference.RulesReference;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.ReferencePage;
import java.util.ArrayList;
import java.util.List;

/** "Why?" for a log line: each rule that fired, what it says, and how plain 5e would have done it. */
public final class Why {
    private final RulesReference reference;

    public Why(RulesReference reference) {
        this.reference = reference;
    }

    public List<Line> lines(MessageLog.Entry entry) {
        return rules(entry.text(), entry.rules());
    }

    /** The rules behind {@code what} (a log line, a question on screen), each with what it says. */
    List<Line> rules(String what, List<String> rules) {
        List<Line> out = new ArrayList<>();
        out.add(Line.of(what));
        if (rules.isEmpty()) {
            out.add(Line.dim(""));
            out.add(Line.dim("No rule is named for this line: it only reports what happened."));
            return out;
        }
        for (String id : rules) {
            out.add(Line.of(""));
            RuleEntry r = reference.get(id);
            if (r == null) {
                out.add(Line.heading(id));
                out.add(Line.dim("This rule is not in the reference yet."));
                continue;
            }
            out.add(Line.heading(id + " · " + r.title() + " (" + ReferencePage.origin(r) + ")"));
            out.add(Line.of(r.text()));
            if (r.house() && !r.differs().isEmpty()) out.add(Line.dim("Versus plain 5e: " + r.differs()));
        }
        return out;
    }
}
