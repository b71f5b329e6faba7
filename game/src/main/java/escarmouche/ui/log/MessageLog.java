package escarmouche.ui.log;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.lang.Folding;
import escarmouche.events.AttackEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.FumbleEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.StateEvent;
import escarmouche.events.TurnEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The fight's messages as the player reads them: one entry per event, except that the steps of one
 * walk are said in one line. Every entry keeps its events, so "why?" can name their rules.
 */
public final class MessageLog {
    /** How an entry is shown. */
    public enum Kind { NORMAL, TURN, ERROR, CRITICAL, DEATH, END }

    /**
     * One line of the log with the events it tells.
     *
     * @param brief  the line without dice, for the brief level, or null when the text is short already
     * @param detail whether it shows only at the full level (a monster's intent)
     */
    public record Entry(String text, List<LoggedEvent> events, Kind kind, String brief, boolean detail) {
        public Entry {
            events = List.copyOf(events);
        }

        public Entry(String text, List<LoggedEvent> events, Kind kind) {
            this(text, events, kind, null, false);
        }

        /**
         * Whether a search finds it: in its text, its rule IDs or its brief line, ignoring case and accents
         * ("opportunite" finds "opportunité", as the rules reference's search does).
         */
        public boolean matches(String query) {
            if (query == null || query.isBlank()) return true;
            String q = Folding.fold(query.strip());
            if (Folding.fold(text).contains(q)) return true;
            if (brief != null && Folding.fold(brief).contains(q)) return true;
            for (String r : rules()) if (Folding.fold(r).contains(q)) return true;
            return false;
        }

        /** Its text with the rules it names after it, "...: miss  [ATK-ROLL ATK-PROF]": a line of a text file. */
        public String withRules() {
            List<String> rules = rules();
            return rules.isEmpty() ? text : text + "  [" + String.join(" ", rules) + "]";
        }

        /** Rule IDs of its events, first seen first, without repeats. */
        public List<String> rules() {
            List<String> out = new ArrayList<>();
            for (LoggedEvent e : events) for (String r : e.event().rule()) if (!out.contains(r)) out.add(r);
            return out;
        }
    }

    private final LogLines lines;
    private final List<Entry> entries = new ArrayList<>();
    private LogDetail detail = LogDetail.NORMAL;
    private String filter = "";

    public MessageLog(LogLines lines) {
        this.lines = lines;
    }

    public void add(LoggedEvent logged) {
        Event e = logged.event();
        if (e instanceof StateEvent) return;
        if (e instanceof MoveEvent m && !entries.isEmpty() && !entries.get(entries.size() - 1).events().isEmpty()) {
            Entry last = entries.get(entries.size() - 1);
            LoggedEvent prev = last.events().get(last.events().size() - 1);
            if (prev.event() instanceof MoveEvent pm && pm.actor().equals(m.actor()) && pm.mode().equals(m.mode())
                    && pm.to().equals(m.from())) {
                List<LoggedEvent> events = new ArrayList<>(last.events());
                events.add(logged);
                List<MoveEvent> steps = new ArrayList<>();
                for (LoggedEvent le : events) steps.add((MoveEvent) le.event());
                entries.set(entries.size() - 1, new Entry(lines.moves(steps), events, Kind.NORMAL));
                return;
            }
        }
        if (e instanceof TurnEvent || e instanceof EndEvent) showPlanOfIdleTurn();
        entries.add(new Entry(lines.line(logged), List.of(logged), kindOf(e), lines.brief(logged), LogLines.intent(e)));
    }

    /**
     * A monster's plans show at the full level only, except those of a turn that did nothing else: without
     * them the log says a turn passed and nothing of why (the guard that holds its ground, waiting at its
     * post). Called as the next turn or the end begins, when that turn is known to be over.
     */
    private void showPlanOfIdleTurn() {
        int turn = entries.size() - 1;
        while (turn >= 0 && entries.get(turn).detail()) turn--;
        if (turn < 0 || turn == entries.size() - 1 || entries.get(turn).kind() != Kind.TURN) return;
        for (int i = turn + 1; i < entries.size(); i++) {
            Entry plan = entries.get(i);
            entries.set(i, new Entry(plan.text(), plan.events(), plan.kind(), plan.brief(), false));
        }
    }

    /**
     * A line that tells no event: what the replay knows besides them (a creature handed to the AI or to a
     * player). It has no rules for "why?", and a walk goes on in a line of its own after it.
     */
    public void note(String text) {
        entries.add(new Entry(text, List.of(), Kind.NORMAL));
    }

    private static Kind kindOf(Event e) {
        if (e instanceof ErrorEvent) return Kind.ERROR;
        if (e instanceof TurnEvent) return Kind.TURN;
        if (e instanceof EndEvent) return Kind.END;
        if (e instanceof DeathEvent) return Kind.DEATH;
        if (e instanceof FumbleEvent) return Kind.CRITICAL;
        if (e instanceof AttackEvent a && (a.critical() || a.fumble())) return Kind.CRITICAL;
        return Kind.NORMAL;
    }

    public List<Entry> entries() {
        return entries;
    }

    public int size() {
        return entries.size();
    }

    public Entry get(int i) {
        return entries.get(i);
    }

    /** The newest shown entry that names a rule, or -1. */
    public int lastWithRules() {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (!entries.get(i).rules().isEmpty() && shown(i)) return i;
        }
        return -1;
    }

    public LogDetail detail() {
        return detail;
    }

    /** The next level of detail: brief, normal, full, brief ... */
    public LogDetail cycleDetail() {
        detail = detail.next();
        return detail;
    }

    /** What the shown lines must contain (a name, a word, a rule ID); blank shows every line. */
    public String filter() {
        return filter;
    }

    public void filter(String query) {
        filter = query == null ? "" : query;
    }

    /** Whether an entry is shown: its level allows it and it matches the filter. */
    public boolean shown(int i) {
        Entry e = entries.get(i);
        return detail.shows(e) && e.matches(filter);
    }

    /** The indexes of the shown entries, oldest first. */
    public List<Integer> visible() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) if (shown(i)) out.add(i);
        return out;
    }
}
