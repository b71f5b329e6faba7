package escarmouche.rules.classes;

import java.util.List;
import java.util.Optional;

/**
 * What each class of the house rules does differently (CLASS-*), in one place, so that every rule that
 * asks "does this class get advantage here?" reads the same table. Classes are named by their content
 * ids; {@code null} (a monster without a class) has none of these features.
 *
 * <p>Casting segments per spell level come from content (a class's {@code segmentsPerLevel}), because
 * they are part of a class's data rather than of its special abilities.
 */
public final class ClassFeatures {
    private ClassFeatures() {}

    /** SURP-CHECK and SURP-RESIST: samurai, monks and infiltrators roll with advantage. */
    public static boolean sneakAdvantage(String className) {
        return is(className, "samurai", "monk", "infiltrator");
    }

    /** ACT-HIDE: infiltrators roll with advantage. */
    public static boolean hideAdvantage(String className) {
        return is(className, "infiltrator");
    }

    /** OA-DISENGAGE: infiltrators and monks roll with advantage. */
    public static boolean disengageAdvantage(String className) {
        return is(className, "infiltrator", "monk");
    }

    /** The class rule that gives a Disengage advantage (CLASS-INFILTRATOR, CLASS-MONK), or none. */
    public static Optional<String> disengageAdvantageRule(String className) {
        return disengageAdvantage(className) ? Optional.of(rule(className)) : Optional.empty();
    }

    /** CLASS-SAMURAI, CLASS-MONK: once per round, a Dex check may turn a ranged hit into a miss. */
    public static boolean rangedDodge(String className) {
        return is(className, "samurai", "monk");
    }

    /**
     * ATK-DEXDMG's exceptions: Dex adds to both hit and damage for monks and samurai always, infiltrators in
     * melee, archers at range.
     */
    public static boolean dexToHitAndDamage(String className, boolean ranged) {
        if (is(className, "monk", "samurai")) return true;
        if (is(className, "infiltrator")) return !ranged;
        if (is(className, "archer")) return ranged;
        return false;
    }

    /**
     * CAST-ROLL: the focus items that help this class cast: a staff or a wand for wizards, a consecrated
     * holy symbol for clerics, necromancers and monks; none for the others.
     */
    public static List<String> focusKinds(String className) {
        if (is(className, "wizard")) return List.of("staff", "wand");
        if (is(className, "cleric", "necromancer", "monk")) return List.of("holy-symbol");
        return List.of();
    }

    /** The rule ID describing the class ("CLASS-MONK"), or null for a creature without a class. */
    public static String rule(String className) {
        return className == null ? null : "CLASS-" + className.toUpperCase(java.util.Locale.ROOT);
    }

    // One, two or three names rather than a variable count: asked for every attack, and a variable count
    // builds an array each time.
    private static boolean is(String className, String name) {
        return name.equals(className);
    }

    private static boolean is(String className, String a, String b) {
        return a.equals(className) || b.equals(className);
    }

    private static boolean is(String className, String a, String b, String c) {
        return a.equals(className) || b.equals(className) || c.equals(className);
    }
}
