package escarmouche.ui.battle;

import escarmouche.reference.RuleEntry;
import escarmouche.reference.RulesReference;
import escarmouche.ui.lang.Language;
import escarmouche.ui.lang.ScreenMessages;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.ReferencePage;
import java.util.ArrayList;
import java.util.List;

/** "Why?" for a log line: each rule that fired, what it says, and how plain 5e would have done it. */
public final class Why {
    private final RulesReference reference;
    private final ScreenMessages m;

    /** "Why?" in English. */
    public Why(RulesReference reference) {
        this(reference, ScreenMessages.of(Language.EN));
    }

    /** "Why?" in the session's language (the rules' own texts are the reference's). */
    public Why(RulesReference reference, ScreenMessages messages) {
        this.reference = reference;
        this.m = messages;
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
            out.add(Line.dim(m.text("log.why.norule")));
            return out;
        }
        for (String id : rules) {
            out.add(Line.of(""));
            RuleEntry r = reference.get(id);
            if (r == null) {
                out.add(Line.heading(id));
                out.add(Line.dim(m.text("log.why.unknown")));
                continue;
            }
            out.add(Line.heading(id + " · " + r.title() + " (" + origin(r) + ")"));
            out.add(Line.of(r.text()));
            if (r.house() && !r.differs().isEmpty()) out.add(Line.dim(m.text("log.why.differs", r.differs())));
        }
        return out;
    }

    /** Where a rule comes from, in the session's language (the reference page says it in English). */
    private String origin(RuleEntry r) {
        String kind = switch (r.origin()) {
            case "house", "5e" -> r.origin();
            default -> "changed";
        };
        return m.language() == Language.EN ? ReferencePage.origin(r) : m.text("log.why.origin." + kind);
    }
}
