package escarmouche.events.explain;

import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.Event;
import escarmouche.events.FumbleEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.ShockEvent;
import escarmouche.rules.core.Modifier;
import java.util.List;
import java.util.function.Predicate;

/**
 * The one-line explanation of an event's maths, for the message log and the rules tutor: how a total was
 * made and what it was compared with. Pure: it reads the event only, so any log can be explained again;
 * a damage line also takes whether its target is intangible, a fact of the fight the event leaves out.
 * Events that are not rolls (moves, turns, notes) get their type only.
 */
public final class Explain {
    private Explain() {}

    public static String line(Event event) {
        return line(event, id -> false);
    }

    /**
     * The same, knowing which creatures are intangible: the event's DMG-MAGIC-WEAPON step does not say whether
     * it was a flat resistance or a mundane blow passing through an intangible creature
     * ({@link #passesThrough}), and the line says which.
     */
    public static String line(Event event, Predicate<String> intangible) {
        if (event instanceof AttackEvent a) return AttackLine.of(a);
        if (event instanceof DamageEvent d) return DamageLine.of(d, passesThrough(d, intangible.test(d.target())));
        if (event instanceof CheckEvent c) return CheckLine.of(c);
        if (event instanceof ContestEvent c) return CheckLine.of(c);
        if (event instanceof ShockEvent s) return HealthLine.of(s);
        if (event instanceof DyingEvent d) return HealthLine.of(d);
        if (event instanceof FumbleEvent f) return FumbleLine.of(f);
        if (event instanceof HealEvent h) return HealthLine.of(h);
        if (event instanceof ConditionEvent c) return HealthLine.of(c);
        if (event instanceof CastEvent c) return CastLine.of(c);
        return event.type();
    }

    /**
     * Whether an advantage's reasons ("+flanking", "-prone") are all of one kind, so that the word
     * "advantage" or "disadvantage" says their sign; with both kinds (ATK-ADV's cancelling) each keeps it.
     */
    public static boolean reasonsOfOneKind(List<String> why) {
        return Terms.oneKind(why);
    }

    /** Whether a roll's reasons for and against advantage cancelled out (ATK-ADV): one d20, both kinds named. */
    public static boolean advantageCancelled(String advantage, List<String> why) {
        return Terms.cancelled(advantage, why);
    }

    /**
     * A modifier's source as it stands beside its value: a weapon's enchantment, "magic +1", is "magic",
     * since the value already says +1 ("+1 magic", not "+1 magic +1"); any other source as the engine
     * names it.
     */
    public static String sourceBesideValue(String source) {
        return source != null && source.startsWith("magic +") ? "magic" : source;
    }

    /**
     * {@link #sourceBesideValue(String)} agreeing with the value: a spell's segments (CAST-ROLL) cost "-1 segment",
     * "-3 segments".
     */
    public static String sourceBesideValue(String source, int value) {
        return "segments".equals(source) && Math.abs(value) == 1 ? "segment" : sourceBesideValue(source);
    }

    /**
     * Whether a damage event is a mundane blow on an intangible creature (DMG-MAGIC-WEAPON), which takes nothing,
     * rather than a flat resistance to weapons not magic enough: the event names one rule for both (the
     * format's {@code {rule, amount}}), so the target's being intangible tells them apart. The pipeline then
     * took the whole damage in that one step, and only from a weapon without an enchantment: a magic weapon's
     * blow ("magic +1" among the modifiers) on an intangible creature that also needs a +2 weapon meets the
     * flat resistance.
     */
    public static boolean passesThrough(DamageEvent d, boolean intangibleTarget) {
        if (!intangibleTarget || d.reductions().size() != 1) return false;
        if (!"DMG-MAGIC-WEAPON".equals(d.reductions().get(0).rule())) return false;
        for (Modifier m : d.modifiers()) if (m.source() != null && m.source().startsWith("magic +")) return false;
        return true;
    }

    /**
     * How many of a damage event's reductions come before a successful save's half in its line: the flat
     * ones at their head (DMG-RESIST-FLAT, DMG-AURA, DMG-MAGIC-WEAPON), which the catalogue takes off before
     * any halving (DMG-VULN, ATK-CRIT), so that "33 fire - 10 resistance - 12 half on a save = 11" reads in
     * the order it was worked out. Plain 5e halves for the save first, and its only flat step is an immunity
     * (or a mundane blow on an intangible creature) that leaves the save nothing to take, so the line is in
     * order there too.
     */
    public static int reductionsBeforeSave(List<DamageEvent.Reduction> reductions) {
        int n = 0;
        while (n < reductions.size() && flatStep(reductions.get(n).rule())) n++;
        return n;
    }

    private static boolean flatStep(String rule) {
        return "DMG-RESIST-FLAT".equals(rule) || "DMG-AURA".equals(rule) || "DMG-MAGIC-WEAPON".equals(rule);
    }
}
