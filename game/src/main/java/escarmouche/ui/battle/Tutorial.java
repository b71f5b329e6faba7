package escarmouche.ui.battle;

import escarmouche.events.ContestEvent;
import escarmouche.events.Event;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The guided fight's teacher: the first time a rule fires (in an event, or in a preview the player is
 * looking at), a short note says what just happened and why. It also keeps the checklist of the core
 * house rules the tutorial wants the player to meet.
 */
public final class Tutorial {
    /** Something to try, met when one of its rules fires; {@code key} names its words in the bundles. */
    public record Objective(String key, List<String> rules) {
        /** What to try, in the session's language. */
        public String label(ScreenMessages m) {
            return m.text(key);
        }
    }

    /**
     * A grapple whose target could resist (GRAP-START, a contest not won automatically against an incapacitated
     * target): the lesson is the awake goblin's, and grappling the sleeper (COND-INCAPACITATED) does not meet it.
     */
    static final String GRAPPLE_CONTESTED = "GRAP-START contested";

    // Each lesson is met only by an event of the fight, never by a preview: the scenario plans the dice that
    // make the first two succeed (its "planned"), and Snarl always takes its opportunity attacks.
    static final List<Objective> OBJECTIVES = List.of(
            new Objective("tutorial.objective.crit", List.of("ATK-CRIT")),
            new Objective("tutorial.objective.within", List.of("OA-WITHIN")),
            new Objective("tutorial.objective.grapple", List.of(Tutorial.GRAPPLE_CONTESTED)));

    /** The rules that have a note; its words are the bundles' {@code tutorial.note.RULE}. */
    static final Set<String> NOTED = Set.of("TURN-INIT", "MOVE-ENTER", "MOVE-DIFFICULT", "OA-LEAVE", "OA-WITHIN",
            "OA-REACTION", "OA-DISENGAGE", "GRAP-START", "GRAP-ESCAPE", "SHOVE", "ATK-ROLL", "ATK-ADV", "ATK-FLANK",
            "ATK-CRIT", "ATK-FUMBLE", "COND-UNCONSCIOUS", "COND-PRONE", "HP-SHOCK", "HP-DISABLED", "HP-DYING",
            "ACT-DODGE", "ACT-DASH");

    /** The rules that have a note, for the test that keeps each one in the bundles. */
    public static Set<String> notedRules() {
        return NOTED;
    }

    private final Set<String> seen = new HashSet<>();
    private final Set<String> happened = new HashSet<>();
    private final Deque<String> pending = new ArrayDeque<>();
    private boolean closed;

    /** An event of the fight: its rules fired, and a contested grapple meets the grapple lesson. */
    public void fired(Event e) {
        List<String> rules = e.rule();
        if (e instanceof ContestEvent && rules.contains("GRAP-START") && !rules.contains("COND-INCAPACITATED")) {
            happened.add(GRAPPLE_CONTESTED);
        }
        fired(rules);
    }

    /** Rules that fired in an event. */
    public void fired(List<String> rules) {
        happened.addAll(rules);
        for (String r : rules) notice(r);
    }

    /** A rule the player met, in an event or a preview; queues its note the first time. */
    public void notice(String rule) {
        if (seen.add(rule) && NOTED.contains(rule)) pending.add(rule);
    }

    /**
     * A continued fight's events were played again: the notes they queued are dropped, as read (the log
     * holds what happened); a rule met for the first time from here on still has its note.
     */
    void caughtUp() {
        pending.clear();
    }

    /** The next note to show, or null; each note is shown once. */
    public String nextNote() {
        return pending.poll();
    }

    /** A rule's note in English, or null when it has none. */
    public static String note(String rule) {
        return note(ScreenMessages.of(Language.EN), rule);
    }

    /** A rule's note in the session's language, or null when it has none. */
    public static String note(ScreenMessages m, String rule) {
        return NOTED.contains(rule) ? m.text("tutorial.note." + rule) : null;
    }

    public List<Objective> objectives() {
        return OBJECTIVES;
    }

    /** Met when one of its rules fired in the fight: a preview the player only looked at does not count. */
    public boolean met(Objective o) {
        for (String r : o.rules()) if (happened.contains(r)) return true;
        return false;
    }

    /** True the first time it is asked once every lesson is done: the closing screen is shown once. */
    boolean close() {
        if (closed || !done()) return false;
        closed = true;
        return true;
    }

    /** Every lesson happened: the tutorial is over. */
    public boolean done() {
        return OBJECTIVES.stream().allMatch(this::met);
    }

    /** The welcome shown before the tutorial's fight, in English. */
    public static String intro() {
        return intro(ScreenMessages.of(Language.EN));
    }

    /** The welcome in the session's language. */
    public static String intro(ScreenMessages m) {
        return m.text("tutorial.intro");
    }
}
