package escarmouche.ui.battle;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The guided fight's teacher: the first time a rule fires (in an event, or in a preview the player is
 * looking at), a short note says what just happened and why. It also keeps the checklist of the core
 * house rules the tutorial wants the player to meet.
 */
public final class Tutorial {
    /** Something to try, met when one of its rules fires. */
    public record Objective(String label, List<String> rules) {}

    // Each lesson is met only by an event of the fight, never by a preview: the scenario plans the dice that
    // make the first two succeed (its "planned"), and Snarl always takes its opportunity attacks.
    static final List<Objective> OBJECTIVES = List.of(
            new Objective("Crit the sleeping goblin", List.of("ATK-CRIT")),
            new Objective("Step twice in its reach", List.of("OA-WITHIN")),
            new Objective("Grapple the awake goblin", List.of("GRAP-START")));

    private static final Map<String, String> NOTES = Map.ofEntries(
            Map.entry("TURN-INIT", "Everyone rolled a d20 and added their Dexterity modifier once, at the start. "
                    + "That order holds for the whole fight; the panel on the right shows it."),
            Map.entry("MOVE-ENTER", "Moving spends squares of movement: one per square, diagonals included. You "
                    + "may split it, some before your action and some after."),
            Map.entry("MOVE-DIFFICULT", "Your path crosses difficult ground. Here you choose. Careful: each such "
                    + "square costs double (4 in very difficult ground), no roll. Risky: you name the whole path, "
                    + "roll one Str or Dex check against the worst square's DC, and on a success every square costs 1; "
                    + "on a failure you stop halfway, at the fallback square, and fall prone. Press r to switch."),
            Map.entry("OA-LEAVE", "Leaving an enemy's reach lets it strike you once, right before you step "
                    + "out: an opportunity attack. It spends that enemy's one reaction for the round. "
                    + "To step away with less risk, take the Disengage action first (D)."),
            Map.entry("OA-WITHIN", "At this table, walking around inside an enemy's reach is not free either: "
                    + "the second step you take this turn while staying in its reach provokes an opportunity attack, "
                    + "even when you take them one at a time. "
                    + "Stepping in is free, but stepping back out of its reach provokes too, even right after you "
                    + "acted (OA-LEAVE). To get away, take the Disengage action first (D)."),
            Map.entry("OA-REACTION", "An opportunity attack uses the attacker's reaction: one per round, back at "
                    + "the start of its own turn. The panel shows R when a hero still has it."),
            Map.entry("OA-DISENGAGE", "Disengage is a contest here: you roll initiative against each enemy whose "
                    + "reach you are in. Those you beat cannot strike you as you leave this turn; the others still can."),
            Map.entry("GRAP-START", "A grapple takes the place of an attack: your Str or Dex check against the "
                    + "target's Str or Dex. Win, and its speed drops to 0 until it breaks free. While you hold it, it "
                    + "moves with you when you walk: release it (r) first to walk on your own."),
            Map.entry("GRAP-ESCAPE", "A grappled creature spends its action to break free: its Str or Dex "
                    + "against the grappler's."),
            Map.entry("SHOVE", "A shove replaces an attack: Str against the target's Str or Dex; the winner "
                    + "knocks it prone or pushes it one square away."),
            Map.entry("ATK-ROLL", "An attack: a d20 plus the ability and proficiency modifiers, against the "
                    + "target's armour class. Every number is in the log line; press w to see the rules behind it."),
            Map.entry("ATK-ADV", "Advantage: two d20s, keep the higher (disadvantage keeps the lower). Several "
                    + "reasons do not add up, and one of each cancels out."),
            Map.entry("ATK-FLANK", "Flanking: with an ally on the opposite side of your target, you attack it "
                    + "with advantage."),
            Map.entry("ATK-CRIT", "A critical hit doubles the damage. Then a new d20 is rolled: another 20 "
                    + "doubles it again (x4), and so on, for as long as 20s keep coming. The damage dice are "
                    + "rolled once and multiplied."),
            Map.entry("ATK-FUMBLE", "A natural 1 misses, and a d6 says what else goes wrong: you may strike "
                    + "yourself or an ally, drop your weapon, or even break it."),
            Map.entry("COND-UNCONSCIOUS", "A creature that sleeps or lies unconscious is easy prey: attacks "
                    + "against it have advantage, and a hit from next to it is always a critical."),
            Map.entry("COND-PRONE", "Prone: attacks from next to you have advantage, attacks from further away "
                    + "have disadvantage, and your own attacks have disadvantage. Standing up costs half your speed."),
            Map.entry("HP-SHOCK", "Monsters fight on below 0 hit points. Each time one is hurt down there it "
                    + "rolls d100 plus how far below 0 it is; above its system-shock score, it drops."),
            Map.entry("HP-DISABLED", "At exactly 0 hit points a hero is disabled: still up, but only a move or "
                    + "an action each turn, and a strenuous action drops it to -1."),
            Map.entry("HP-DYING", "Between -1 and -9 a hero is dying: each turn, d100, 01-10 it stabilises, "
                    + "otherwise it loses one more hit point. At -10 it dies."),
            Map.entry("ACT-DODGE", "Dodging: until your next turn, attacks against you have disadvantage."),
            Map.entry("ACT-DASH", "Dash: your action buys a second helping of movement this turn."));

    private final Set<String> seen = new HashSet<>();
    private final Set<String> happened = new HashSet<>();
    private final Deque<String> pending = new ArrayDeque<>();
    private boolean closed;

    /** Rules that fired in an event. */
    public void fired(List<String> rules) {
        happened.addAll(rules);
        for (String r : rules) notice(r);
    }

    /** A rule the player met, in an event or a preview; queues its note the first time. */
    public void notice(String rule) {
        if (seen.add(rule) && NOTES.containsKey(rule)) pending.add(rule);
    }

    /** The next note to show, or null; each note is shown once. */
    public String nextNote() {
        return pending.poll();
    }

    public static String note(String rule) {
        return NOTES.get(rule);
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

    public static String intro() {
        return "Welcome. This short fight shows the house rules that change the game most. Rowan, the fighter, "
                + "is yours (upper-case letters are heroes, lower case are monsters). On your turn you may move "
                + "and take one action, in any order. Move with the arrows or h j k l y u b n: the path is drawn "
                + "with its cost; Enter confirms it. Press a to attack, g to grapple, e to end your turn, ? for "
                + "every key. Three lessons, listed on the right: strike Dozer, the goblin asleep by the fire; "
                + "once Snarl, the awake one, stands next to you, take two steps while inside its reach; then "
                + "grapple it. Careful: stepping "
                + "out of an enemy's reach provokes an attack too, unless you take the Disengage action first (D). "
                + "Each time a new rule comes into play, a note like this one explains it. The log at the bottom "
                + "shows every die; press w to ask why about the latest line.";
    }
}
