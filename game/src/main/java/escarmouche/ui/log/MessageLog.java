package escarmouche.ui.log;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.lang.Folding;
import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.FumbleEvent;
import escarmouche.events.InitiativeEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.StateEvent;
import escarmouche.events.TurnEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The fight's messages as the player reads them: one entry per event, except that the steps of one
 * walk are said in one line. Every entry keeps its events, so "why?" can name their rules.
 */
public final class MessageLog {
    /** How an entry is shown. */
    public enum Kind { NORMAL, TURN, ERROR, CRITICAL, DEATH, END }

    /**
     * What a line keeps from a screen that cannot see some of the creatures it tells of (ACT-HIDE): their ids,
     * and the line as such a screen reads it, or a null text when it tells of nothing else (an unseen foe's
     * turn, its steps, its plans).
     */
    public record Veil(Set<String> who, String text, String brief) {
        public Veil {
            who = Set.copyOf(who);
        }

        static Veil whole(String id) {
            return new Veil(Set.of(id), null, null);
        }
    }

    /**
     * One line of the log with the events it tells.
     *
     * @param brief  the line without dice, for the brief level, or null when the text is short already
     * @param detail whether it shows only at the full level (a monster's intent)
     * @param veil   what it keeps from a screen that cannot see some creatures, or null when it tells of none
     */
    public record Entry(String text, List<LoggedEvent> events, Kind kind, String brief, boolean detail, Veil veil) {
        public Entry {
            events = List.copyOf(events);
        }

        public Entry(String text, List<LoggedEvent> events, Kind kind, String brief, boolean detail) {
            this(text, events, kind, brief, detail, null);
        }

        public Entry(String text, List<LoggedEvent> events, Kind kind) {
            this(text, events, kind, null, false, null);
        }

        /**
         * The line as a screen that sees the creatures {@code sees} accepts reads it: itself, the line without
         * the creatures it cannot see, or null when nothing of it is for that screen.
         */
        public Entry seenBy(Predicate<String> sees) {
            if (veil == null || veil.who().stream().allMatch(sees)) return this;
            return veil.text() == null ? null : new Entry(veil.text(), events, kind, veil.brief(), detail, null);
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

    /** A screen that sees every creature: a GM's, the fight's report once it is over. */
    public static final Predicate<String> EVERYONE = id -> true;

    private final LogLines lines;
    private final List<Entry> entries = new ArrayList<>();
    private LogDetail detail = LogDetail.NORMAL;
    private String filter = "";

    /** Whether a creature is, at the moment an event comes, out of the sight of some screen (a hidden foe). */
    private final Predicate<String> outOfSight;
    /** Whose turn it is, as the last turn event said; null before the first and after the end. */
    private String turnActor;
    /**
     * Where the last turn line is in {@link #entries}, or -1 before the first: {@link #unveilTurn} goes there
     * at once. Looking back for it at every event made a long turn (thousands of steps and undos) quadratic:
     * continuing a save of 20,000 inputs spent most of its replay there. A turn line never moves once added.
     */
    private int lastTurn = -1;

    /** A log that tells everything to everyone: a GM's, a headless run's. */
    public MessageLog(LogLines lines) {
        this(lines, id -> false);
    }

    /**
     * A log whose lines about {@code outOfSight} creatures, as the events come, are veiled from the screens
     * that cannot see them (ACT-HIDE): an unseen foe's turn, steps, plans and own checks, its sneaking into
     * the fight (SURP-CHECK), and its place in the initiative.
     */
    public MessageLog(LogLines lines, Predicate<String> outOfSight) {
        this.lines = lines;
        this.outOfSight = outOfSight;
    }

    public void add(LoggedEvent logged) {
        Event e = logged.event();
        if (e instanceof StateEvent) return;
        if (e instanceof TurnEvent t) turnActor = t.actor();
        if (e instanceof EndEvent) turnActor = null;
        Veil veil = veil(logged);
        if (e instanceof MoveEvent m && !entries.isEmpty() && !entries.get(entries.size() - 1).events().isEmpty()) {
            Entry last = entries.get(entries.size() - 1);
            LoggedEvent prev = last.events().get(last.events().size() - 1);
            if (prev.event() instanceof MoveEvent pm && pm.actor().equals(m.actor()) && pm.mode().equals(m.mode())
                    && pm.to().equals(m.from())) {
                List<LoggedEvent> events = new ArrayList<>(last.events());
                events.add(logged);
                List<MoveEvent> steps = new ArrayList<>();
                for (LoggedEvent le : events) steps.add((MoveEvent) le.event());
                entries.set(entries.size() - 1, new Entry(lines.moves(steps), events, Kind.NORMAL, null, false, last.veil()));
                return;
            }
        }
        if (veil == null && !(e instanceof TurnEvent) && !(e instanceof EndEvent)) unveilTurn();
        if (e instanceof TurnEvent || e instanceof EndEvent) showPlanOfIdleTurn();
        entries.add(new Entry(lines.line(logged), List.of(logged), kindOf(e), lines.brief(logged), LogLines.intent(e), veil));
        if (e instanceof TurnEvent) lastTurn = entries.size() - 1;
        if (veil != null && e instanceof ConditionEvent c && sneaking(c)) veilTheSneak(c.target());
    }

    /**
     * What of this event a screen that cannot see a hidden foe must not read, or null when it tells of none.
     * The foe's own doings while unseen are kept whole (its turn, steps, and on its turn its plans, checks and
     * conditions); so is its sneaking into the fight (SURP-CHECK), which the party did not see; the initiative
     * is told without it. What it does to others (an attack, a spell) shows, and the attack reveals it
     * (ATK-UNSEEN); so does what the party's own blows and spells do to it.
     */
    private Veil veil(LoggedEvent logged) {
        Event e = logged.event();
        String mover = e instanceof TurnEvent t ? t.actor() : e instanceof MoveEvent m ? m.actor() : null;
        if (mover != null) return outOfSight.test(mover) ? Veil.whole(mover) : null;
        if (e instanceof InitiativeEvent i) return initiativeVeil(logged, i);
        if (e instanceof ConditionEvent c && sneaking(c)) return outOfSight.test(c.target()) ? Veil.whole(c.target()) : null;
        // A foe seen to hide (ACT-HIDE) is told hiding; it vanishes from the map as the line says why.
        if (e instanceof ConditionEvent c && c.added() && "hidden".equals(c.condition())) return null;
        // Its own checks, plans and conditions on its own turn; in another's (a save against the party's fireball,
        // the prone its thunder left), they are what the party's own doing met, and show.
        String own = e instanceof NoteEvent n ? n.actor() : e instanceof CheckEvent c ? c.actor()
                : e instanceof ConditionEvent c ? c.target() : null;
        return own != null && own.equals(turnActor) && outOfSight.test(own) ? Veil.whole(own) : null;
    }

    /** Hidden as the fight begins, by a foe sneaking up on the party (SURP-CHECK). */
    private static boolean sneaking(ConditionEvent c) {
        return c.added() && "hidden".equals(c.condition()) && c.rule().contains("SURP-CHECK");
    }

    /** The initiative without the creatures out of sight: their rolls and their places in the order. */
    private Veil initiativeVeil(LoggedEvent logged, InitiativeEvent i) {
        Set<String> out = new TreeSet<>();
        for (String id : i.order()) if (outOfSight.test(id)) out.add(id);
        if (out.isEmpty()) return null;
        List<String> order = new ArrayList<>(i.order());
        order.removeAll(out);
        List<InitiativeEvent.Entry> rolls = new ArrayList<>(i.rolls());
        rolls.removeIf(r -> out.contains(r.id()));
        LoggedEvent seen = new LoggedEvent(logged.seq(), logged.round(), new InitiativeEvent(order, rolls, i.rule()));
        return new Veil(out, lines.line(seen), lines.brief(seen));
    }

    /**
     * A foe that sneaks into the fight unseen (SURP-CHECK): its stealth check, told just before it is hidden,
     * is veiled with it.
     */
    private void veilTheSneak(String id) {
        for (int i = entries.size() - 2; i >= 0 && entries.get(i).kind() != Kind.TURN; i--) {
            Entry check = entries.get(i);
            if (check.events().size() == 1 && check.veil() == null && check.events().get(0).event() instanceof CheckEvent c
                    && c.actor().equals(id) && c.rule().contains("SURP-CHECK")) {
                entries.set(i, new Entry(check.text(), check.events(), check.kind(), check.brief(), check.detail(), Veil.whole(id)));
                return;
            }
        }
    }

    /**
     * An unseen foe's turn line is kept until the foe does something the party sees (it attacks, it is
     * found): then whose turn it is shows, the steps it took unseen still do not.
     */
    private void unveilTurn() {
        if (lastTurn < 0) return;
        Entry turn = entries.get(lastTurn);
        if (turn.veil() != null) entries.set(lastTurn, new Entry(turn.text(), turn.events(), turn.kind(), turn.brief(), turn.detail()));
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
            entries.set(i, new Entry(plan.text(), plan.events(), plan.kind(), plan.brief(), false, plan.veil()));
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

    /** The newest entry shown to a screen that sees the creatures {@code sees} accepts that names a rule, or -1. */
    public int lastWithRules(Predicate<String> sees) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (!entries.get(i).rules().isEmpty() && shown(i, sees)) return i;
        }
        return -1;
    }

    /** Entry {@code i} as a screen that sees the creatures {@code sees} accepts reads it, or null: not for it. */
    public Entry get(int i, Predicate<String> sees) {
        return entries.get(i).seenBy(sees);
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

    /**
     * Whether an entry is shown to a screen that sees the creatures {@code sees} accepts: something of it is
     * for that screen, its level allows it, and what that screen reads of it matches the filter.
     */
    public boolean shown(int i, Predicate<String> sees) {
        Entry e = entries.get(i).seenBy(sees);
        return e != null && detail.shows(e) && e.matches(filter);
    }

    /** The indexes of the entries shown to a screen that sees the creatures {@code sees} accepts, oldest first. */
    public List<Integer> visible(Predicate<String> sees) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) if (shown(i, sees)) out.add(i);
        return out;
    }
}
