package escarmouche.ui.battle;

import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.Event;
import escarmouche.events.ShockEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/** What the end-of-fight summary tells: damage dealt and taken, criticals, fumbles, who fell. */
public final class FightStats {
    /**
     * One creature's tallies. {@code dealt} is the damage it did to the other side; what it did to itself or
     * its own side (a fumble, ATK-FUMBLE, or an area that caught its allies) is {@code friendlyFire}.
     */
    public static final class Tally {
        public int dealt;
        public int friendlyFire;
        public int taken;
        public int hits;
        public int misses;
        public int crits;
        public int fumbles;
        /** Spells cast that took effect: their damage may come with no attack roll (a save, a sure hit). */
        public int spells;
    }

    private final Map<String, Tally> tallies = new LinkedHashMap<>();
    /** Whether two creatures, by id, are on one side: a blow between them is friendly fire, not damage dealt. */
    private final BiPredicate<String, String> oneSide;
    private final List<String> fallen = new ArrayList<>();
    private final Map<String, String> howFallen = new LinkedHashMap<>();
    private final Map<String, String> fallWord = new LinkedHashMap<>();
    private final Map<String, Integer> fellInRound = new LinkedHashMap<>();
    private final Map<String, Integer> rules = new java.util.TreeMap<>();
    private int round;
    private String winner;
    private String reason;

    /** Tallies without sides: only the damage a creature does to itself is told apart from what it deals. */
    public FightStats() {
        this((a, b) -> false);
    }

    /** @param oneSide whether two creatures, by id, are on one side (a creature and itself always are) */
    public FightStats(BiPredicate<String, String> oneSide) {
        this.oneSide = oneSide;
    }

    /** An event with its round: falls are dated, and the rules that fired counted. */
    public void add(escarmouche.engine.battle.LoggedEvent e) {
        round = e.round();
        for (String rule : e.event().rule()) rules.merge(rule, 1, Integer::sum);
        add(e.event());
    }

    public void add(Event e) {
        if (e instanceof AttackEvent a) {
            Tally t = of(a.attacker());
            if (a.hit()) t.hits++;
            else t.misses++;
            if (a.critical()) t.crits++;
            if (a.fumble()) t.fumbles++;
        } else if (e instanceof CastEvent c) {
            if (c.success() && c.item() == null) of(c.caster()).spells++;
            if (CastEvent.critical(c)) of(c.caster()).crits++;
        } else if (e instanceof DamageEvent d) {
            of(d.target()).taken += d.final_();
            if (d.source() == null) return;
            if (d.source().equals(d.target()) || oneSide.test(d.source(), d.target())) {
                of(d.source()).friendlyFire += d.final_();
            } else {
                of(d.source()).dealt += d.final_();
            }
        } else if (e instanceof DeathEvent d) {
            fell(d.target(), "died", "died");
        } else if (e instanceof ShockEvent s && "out".equals(s.outcome())) {
            fell(s.target(), "knocked out of the fight by system shock", "shock");
        } else if (e instanceof ConditionEvent c && c.added() && "unconscious".equals(c.condition())) {
            fell(c.target(), "fell unconscious", "unconscious");
        } else if (e instanceof EndEvent end) {
            winner = end.winner();
            reason = end.reason();
        }
    }

    /**
     * A creature falls, or falls further (unconscious, then dead): it moves to the end of the list, which so reads
     * in the order of the falls it shows, and so of their rounds; kept where it first fell, a hero who fell
     * unconscious in round 4 and died in round 11 would be told "round 11" among the round-4 falls.
     */
    private void fell(String id, String how, String word) {
        fallen.remove(id);
        fallen.add(id);
        howFallen.put(id, how);
        fallWord.put(id, word);
        fellInRound.put(id, round);
    }

    public Tally of(String id) {
        return tallies.computeIfAbsent(id, k -> new Tally());
    }

    /** Who fell, in the order of the falls shown (the last of each creature's), so by the rounds {@link #fellInRound} gives. */
    public List<String> fallen() {
        return fallen;
    }

    /** The round a creature fell in (0 when the round is not known). */
    public int fellInRound(String id) {
        return fellInRound.getOrDefault(id, 0);
    }

    /** How many events each rule produced, by rule ID in ID order. */
    public Map<String, Integer> rules() {
        return rules;
    }

    public String howFallen(String id) {
        return howFallen.get(id);
    }

    /** How a creature fell in one word, for the screens' texts: {@code died}, {@code shock} or {@code unconscious}. */
    public String fallWord(String id) {
        return fallWord.get(id);
    }

    /** {@code party}, {@code monsters}, {@code none}, or null while the fight goes on. */
    public String winner() {
        return winner;
    }

    public String reason() {
        return reason;
    }
}
