package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.conditions.Poison;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Current conditions. An {@link EnumSet} iterates in declaration order, so listing conditions never
 * depends on hashing. Sources (who grapples, who frightens) are kept by condition.
 *
 * <p>One owner: the public collections are read-only views, and the methods that change them (every
 * {@code void} method here) and the fields {@link #poison}, {@link #stealth} and {@link #caught} are used by the condition
 * system only ({@code engine.combat.ConditionSystem}); {@code ConditionOwnershipTest} checks it. A creature
 * starts with the conditions its scenario gives it through the constructor.
 */
public final class ConditionsComponent implements Component {
    private final EnumSet<Condition> held = EnumSet.noneOf(Condition.class);
    /**
     * {@link #held} as one bit per condition (its ordinal), kept alongside it: {@link #has} is asked
     * thousands of times a turn in a big fight. There are fewer than 64 conditions (ConditionBitsTest).
     */
    private long bits;
    /** The bits of the conditions that incapacitate (COND-INCAPACITATED and those that imply it). */
    private static final long INCAPACITATING = mask(Condition.values());
    /**
     * Those of them that stop all movement too (stunned, unconscious, paralysed, petrified): every one but plain
     * COND-INCAPACITATED, which takes actions and reactions and leaves the creature its speed, as in 5e.
     */
    private static final long INCAPACITATING_AND_STILL = INCAPACITATING & ~bit(Condition.INCAPACITATED);
    private final Map<Condition, String> sourceOf = new LinkedHashMap<>();
    private final Map<Condition, ConditionEnd> endOf = new EnumMap<>(Condition.class);
    private final EnumSet<Condition> byHitPoints = EnumSet.noneOf(Condition.class);
    private final EnumSet<Condition> untilRemoved = EnumSet.noneOf(Condition.class);
    /** The scenario's starting conditions it still has, to say what holds one when another source lets go. */
    private final EnumSet<Condition> startedWith = EnumSet.noneOf(Condition.class);
    private final List<HelpMark> helpMarks = new ArrayList<>();
    private final List<SaveEnds> savesToEnd = new ArrayList<>();

    /** The conditions it has, in declaration order. */
    public final Set<Condition> set = Collections.unmodifiableSet(held);
    /** The creature that caused a condition (grappler, frightener, caster), by condition. */
    public final Map<Condition, String> sources = Collections.unmodifiableMap(sourceOf);
    /** When timed conditions end; a condition missing here lasts until something removes it. */
    public final Map<Condition, ConditionEnd> ends = Collections.unmodifiableMap(endOf);
    /** Conditions caused by hit points (dying, knocked out, disabled): healing above 0 ends them. */
    public final Set<Condition> fromHitPoints = Collections.unmodifiableSet(byHitPoints);
    /**
     * ACT-HELP: advantage on this creature's first attack against a target, or on its next ability check,
     * until the helper's next turn.
     */
    public final List<HelpMark> helps = Collections.unmodifiableList(helpMarks);
    /** Conditions a save at the end of each of its turns can end (hold person), in the order gained. */
    public final List<SaveEnds> saveEnds = Collections.unmodifiableList(savesToEnd);
    /** The poison behind COND-POISONED when it does more than the condition itself; null otherwise. */
    public Poison poison;
    /** ACT-HIDE / SURP-CHECK: the stealth total of its hiding, while it is hidden (null otherwise). */
    public Integer stealth;
    /** The net that holds it (COND-RESTRAINED, {@code rules.conditions.Snare}) until it is freed; null otherwise. */
    public Caught caught;
    /**
     * The concentration spell it keeps (hold person) while that spell holds someone; null otherwise. It is the
     * caster's: the held creature's side of the spell is its {@link SaveEnds}, which names the caster.
     */
    public Concentrating concentrating;

    /**
     * A concentration spell its caster keeps (5e, {@code rules.saves.Concentration}): the spell's id and name,
     * the condition it holds its targets with, its duration in rounds (0: none) and when that runs out (null:
     * only a broken concentration ends it).
     */
    public record Concentrating(String spell, String name, Condition condition, int rounds, ConditionEnd end) {}

    /**
     * What a weapon's hit left on it: the condition it gives (the net's restrained), the weapon, who threw
     * it, and the slashing damage the net has taken so far ({@code cut}: 5e's net is cut by 5 of it, which
     * several blows may add up). It holds that condition on its own until a Strength check frees the creature
     * or the net is cut. {@code thrown} is the thrown net itself, which hangs on the creature rather than lying
     * loose on the ground (5e: a net in use holds its creature): it goes where the creature goes, no one picks
     * it up, and it comes down in the creature's square when it lets go, unless it was cut (destroyed); null
     * when the weapon that caught it was not thrown and stayed in its wielder's hand.
     */
    public record Caught(Condition condition, String weapon, String thrower, int cut, Weapon thrown) {
        /** A net just thrown, not yet cut at all. */
        public Caught(Condition condition, String weapon, String thrower, Weapon thrown) {
            this(condition, weapon, thrower, 0, thrown);
        }

        /** The same net, having taken {@code more} slashing damage besides. */
        public Caught cutBy(int more) {
            return new Caught(condition, weapon, thrower, cut + more, thrown);
        }
    }

    /** A condition that ends on a successful save of {@code ability} against {@code dc}, made at the end of its turns. */
    public record SaveEnds(Condition condition, String ability, int dc, String source, String spell) {}

    /** One Help action received: who helped, against which target; no target: its next ability check. */
    public record HelpMark(String helper, String target) {}

    /** No condition. */
    public ConditionsComponent() {}

    /** A copy of its conditions, made the fast way (the read-only view would be copied one by one). */
    public EnumSet<Condition> copy() {
        return held.clone();
    }

    /**
     * The conditions a scenario starts a creature with, with who caused them (may be empty), and the
     * stealth total of a creature that starts hidden (null otherwise).
     */
    public ConditionsComponent(Set<Condition> starting, Map<Condition, String> startingSources, Integer stealth) {
        held.addAll(starting);
        untilRemoved.addAll(starting);
        startedWith.addAll(starting);
        for (Condition c : held) bits |= bit(c);
        sourceOf.putAll(startingSources);
        this.stealth = stealth;
    }

    /**
     * Whether something holds {@code c} until it is removed (a starting condition, or one gained with
     * neither an end nor a save of its own): then a poison wearing off or a spell's save succeeding does
     * not end it, since that source was not the only one.
     */
    public boolean heldUntilRemoved(Condition c) {
        return untilRemoved.contains(c);
    }

    /** Whether {@code c} is one the scenario started it with, held since then. */
    public boolean heldFromStart(Condition c) {
        return startedWith.contains(c);
    }

    public boolean has(Condition c) {
        return (bits & bit(c)) != 0;
    }

    private static long bit(Condition c) {
        return 1L << c.ordinal();
    }

    private static long mask(Condition[] all) {
        long m = 0;
        for (Condition c : all) if (c.incapacitates()) m |= bit(c);
        return m;
    }

    public boolean incapacitated() {
        return (bits & INCAPACITATING) != 0;
    }

    /** Whether a condition both incapacitates it and stops it moving ({@link #INCAPACITATING_AND_STILL}). */
    public boolean incapacitatedAndStill() {
        return (bits & INCAPACITATING_AND_STILL) != 0;
    }

    /** The bits of these conditions, for {@link #hasAny}. */
    public static long mask(java.util.Collection<Condition> conditions) {
        long m = 0;
        for (Condition c : conditions) m |= bit(c);
        return m;
    }

    /** Whether it has one of the conditions of {@code mask} ({@link #mask}): one test instead of one per condition. */
    public boolean hasAny(long mask) {
        return (bits & mask) != 0;
    }

    // The mutators below are the condition system's: nothing else calls them (ConditionOwnershipTest).

    /** Gains {@code c}; no event, no knock-on effect (those are the condition system's job). */
    public void gain(Condition c) {
        held.add(c);
        bits |= bit(c);
    }

    /**
     * Loses {@code c} with everything kept about it: source, end, hit-point cause, what held it until
     * removed, and the saves that could end it (a stale save would otherwise still count as a hold, or be
     * rolled, if the creature gained the condition again).
     */
    public void lose(Condition c) {
        held.remove(c);
        bits &= ~bit(c);
        sourceOf.remove(c);
        endOf.remove(c);
        byHitPoints.remove(c);
        untilRemoved.remove(c);
        startedWith.remove(c);
        // Whatever took the condition away took the net's hold with it: a stale hold would keep a later one.
        if (caught != null && caught.condition() == c) caught = null;
        if (!savesToEnd.isEmpty()) savesToEnd.removeIf(s -> s.condition() == c);
    }

    public void setSource(Condition c, String source) {
        sourceOf.put(c, source);
    }

    public void setEnd(Condition c, ConditionEnd end) {
        endOf.put(c, end);
    }

    /** {@code c} lasts until something removes it. */
    public void clearEnd(Condition c) {
        endOf.remove(c);
    }

    /** Something holds {@code c} until it is removed ({@link #heldUntilRemoved}). */
    public void holdUntilRemoved(Condition c) {
        untilRemoved.add(c);
    }

    /**
     * Nothing holds {@code c} until it is removed any more: its own end ({@link #ends}) lets it go. A starting
     * dodge is such a one (ACT-DODGE: it lasts until the start of the creature's first turn).
     */
    public void endOnlyOnTime(Condition c) {
        untilRemoved.remove(c);
    }

    public void markFromHitPoints(Condition c) {
        byHitPoints.add(c);
    }

    public void addHelp(HelpMark h) {
        helpMarks.add(h);
    }

    public void removeHelp(HelpMark h) {
        helpMarks.remove(h);
    }

    /** Drops the help given by {@code helper} (its turn has come round again). */
    public void removeHelpsBy(String helper) {
        for (int i = helpMarks.size() - 1; i >= 0; i--) {
            if (helpMarks.get(i).helper().equals(helper)) helpMarks.remove(i);
        }
    }

    public void clearHelps() {
        helpMarks.clear();
    }

    public void addSaveEnds(SaveEnds s) {
        savesToEnd.add(s);
    }

    public void removeSaveEnds(SaveEnds s) {
        savesToEnd.remove(s);
    }
}
