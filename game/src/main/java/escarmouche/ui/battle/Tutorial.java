package escarmouche.ui.battle;

import escarmouche.events.AttackEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.Event;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * The guided fight's teacher: the first time a rule fires (in an event, or in a preview the player is
 * looking at), a short note says what just happened and why. It also keeps the checklist of the core
 * house rules the tutorial wants the player to meet.
 */
public final class Tutorial {
    /**
     * Something to try, met when an event of the fight names its rule; {@code contested}: only a fought contest
     * of that rule meets it ({@link ContestEvent#fought}). {@code key} names its words in the bundles.
     */
    public record Objective(String key, String rule, boolean contested) {
        /** What to try, in the session's language. */
        public String label(ScreenMessages m) {
            return m.text(key);
        }
    }

    // Each lesson is met only by an event of the fight, never by a preview: the scenario plans the dice that
    // make the first two succeed (its "planned"), and Snarl always takes its opportunity attacks. The grapple
    // lesson is a grapple its target could resist: the awake goblin's, and grappling the sleeper, won without a
    // roll (COND-INCAPACITATED), does not meet it. The crit lesson is the hero's critical on the sleeper, not
    // Snarl's on the hero. Snarl's script yields once every lesson is met, in the same words ("happened" for the
    // first two, "contested" for the grapple): TutorialScenarioTest holds them together. Its "happened" ATK-CRIT
    // cannot tell whose crit it was: should Snarl crit Rowan before Rowan strikes Dozer, the fight may end on its
    // yield with the crit lesson still open, where the checklist used to tick it for the wrong blow.
    static final List<Objective> OBJECTIVES = List.of(
            new Objective("tutorial.objective.crit", "ATK-CRIT", false),
            new Objective("tutorial.objective.within", "OA-WITHIN", false),
            new Objective("tutorial.objective.grapple", "GRAP-START", true));

    /**
     * The rules that have a note; its words are the bundles' {@code tutorial.note.RULE}. The welcome promises a note
     * for each new rule: every rule the tutorial's fight shows on the ways a newcomer plays it has one
     * (TutorialNotesTest plays them), save the attack action and the Dash's movement, said by ATK-ROLL's and
     * ACT-DASH's notes beside them.
     */
    static final Set<String> NOTED = Set.of("TURN-ORDER", "TURN-INIT", "TURN-OBJECT", "MOVE-ENTER", "MOVE-DIFFICULT",
            "MOVE-PRONE", "OA-LEAVE", "OA-WITHIN", "OA-REACTION", "OA-DISENGAGE", "GRAP-START", "GRAP-ESCAPE",
            "GRAP-RELEASE", "SHOVE", "ATK-ROLL", "ATK-ABILITY", "ATK-DEXDMG", "ATK-PROF", "ATK-UNARMED", "ATK-ADV",
            "ATK-FLANK", "ATK-CRIT", "ATK-FUMBLE", "DMG-ROLL", "COND-UNCONSCIOUS", "COND-INCAPACITATED", "COND-PRONE",
            "COND-GRAPPLED", "HP-SHOCK", "HP-DISABLED", "HP-DYING", "ACT-DODGE", "ACT-DASH");

    /** The rules that have a note, for the test that keeps each one in the bundles. */
    public static Set<String> notedRules() {
        return NOTED;
    }

    private static final String CRIT = "ATK-CRIT";

    private final Set<String> seen = new HashSet<>();
    /** The party struck a sleeping foe with a critical hit: what the crit lesson asks. */
    private boolean critOnSleeper;
    private final Set<String> happened = new HashSet<>();
    /** The rules a fought contest named. */
    private final Set<String> contested = new HashSet<>();
    private final Deque<String> pending = new ArrayDeque<>();
    /** The lesson a contest won without a roll left open, until said ({@link #nextUnfought}). */
    private Objective unfought;
    private boolean unfoughtSaid;
    private boolean closed;

    /** An event of the fight, no creature of it taken for the party's: as {@link #fired(Event, Predicate, BiPredicate)}. */
    public void fired(Event e) {
        fired(e, id -> false, (attacker, target) -> false);
    }

    /**
     * An event of the fight: its rules fired, a fought contest meets a lesson that asks for one, and a critical hit
     * of the party's on a creature struck while unconscious, from next to it, meets the crit lesson.
     *
     * @param party  whether a creature (by id) is on the player's side
     * @param beside whether an attacker stands within 1.5 m of its target (by ids), as the event is told
     */
    public void fired(Event e, Predicate<String> party, BiPredicate<String, String> beside) {
        List<String> rules = e.rule();
        if (e instanceof ContestEvent c) {
            if (c.fought()) contested.addAll(rules);
            else unfought(rules);
        }
        // "Crit the sleeping goblin": the hero's critical on a foe asleep (the attack names COND-UNCONSCIOUS for its
        // target), not any critical of the fight: the awake goblin's on the hero ticked it too. Only from next to it,
        // where every hit is a critical (the lesson): a natural 20 on a javelin thrown from afar is luck, not the rule.
        if (e instanceof AttackEvent a && a.critical() && rules.contains("COND-UNCONSCIOUS")
                && party.test(a.attacker()) && !party.test(a.target()) && beside.test(a.attacker(), a.target())) {
            critOnSleeper = true;
        }
        fired(rules);
    }

    /**
     * A contest won without a roll (a grapple on the sleeper) names the rule of a lesson that asks for a fought one:
     * while that lesson is open, the player who thought it done is told why it is not, once.
     */
    private void unfought(List<String> rules) {
        if (unfoughtSaid) return;
        for (Objective o : OBJECTIVES) {
            if (o.contested() && rules.contains(o.rule()) && !met(o)) {
                unfought = o;
                unfoughtSaid = true;
                return;
            }
        }
    }

    /**
     * The lesson a contest won without a roll left open, to be said with the next notes, or null; said once. The
     * caller says it with {@code tutorial.unfought} (its words name the lesson).
     */
    public Objective nextUnfought() {
        Objective o = unfought;
        unfought = null;
        return o;
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
        unfought = null;
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

    /**
     * Met when its rule fired in the fight: a preview the player only looked at does not count. The crit lesson
     * asks for the party's crit on the sleeper, not any ATK-CRIT.
     */
    public boolean met(Objective o) {
        if (o.rule().equals(CRIT)) return critOnSleeper;
        return (o.contested() ? contested : happened).contains(o.rule());
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
