package escarmouche.rules.attack;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponLength;
import java.util.List;

/**
 * ATK-TWF: fighting with a weapon in each hand gives one attack with each, both at a penalty set by the
 * pair's lengths. Each weapon is at most medium (a dwarf's at most short). Throwing one of them at a
 * second target costs both attacks a further 2.
 *
 * <p>Plain 5e (dd5): both weapons must be light melee weapons, there is no penalty, and the off-hand
 * attack adds no positive ability modifier to its damage.
 */
public final class TwoWeapons {
    private TwoWeapons() {}

    /** Further penalty to both attacks when the off-hand weapon is thrown at another target. */
    public static final int THROWN_PENALTY = -2;

    /**
     * Why a pair cannot be used by a creature that bears a shield or not, or null when it can: each weapon
     * takes a hand (under both rule sets), so neither may be two-handed and no shield may be on the arm.
     */
    public static String problem(Weapon main, Weapon offhand, boolean dwarf, boolean shield, RuleSet rules) {
        if (main.twoHanded()) return "the " + main.id() + " is two-handed: two weapons need a hand each";
        if (offhand.twoHanded()) return "the " + offhand.id() + " is two-handed: two weapons need a hand each";
        if (shield) return "a shield takes a hand: two weapons need a hand each";
        if (!rules.house(RulePart.ATTACKS)) {
            if (!main.light() || !offhand.light()) return "plain 5e two-weapon fighting needs two light weapons";
            return null;
        }
        WeaponLength limit = dwarf ? WeaponLength.SHORT : WeaponLength.MEDIUM;
        for (Weapon w : new Weapon[] {main, offhand}) {
            if (w.length().ordinal() > limit.ordinal()) {
                return "the " + w.id() + " is " + w.length().id() + ": each weapon must be at most "
                        + limit.id() + (dwarf ? " for a dwarf" : "");
            }
        }
        return null;
    }

    /** The penalty both attacks take for this pair of lengths (both at most medium). */
    public static int penalty(WeaponLength a, WeaponLength b) {
        WeaponLength shorter = a.ordinal() <= b.ordinal() ? a : b;
        WeaponLength longer = a.ordinal() <= b.ordinal() ? b : a;
        if (longer.ordinal() > WeaponLength.MEDIUM.ordinal()) {
            throw new IllegalArgumentException("no two-weapon fighting with a " + longer.id() + " weapon");
        }
        return switch (longer) {
            case VERY_SHORT -> 0;
            case SHORT -> shorter == WeaponLength.VERY_SHORT ? -2 : -3;
            default -> switch (shorter) {
                case VERY_SHORT -> -3;
                case SHORT -> -4;
                default -> -5;
            };
        };
    }

    /**
     * What both attacks of the pair add to their roll: the pair's penalty, and the further one when the
     * off-hand weapon is thrown at another target; nothing in plain 5e. The pair is one {@link #problem}
     * allows.
     */
    public static List<Modifier> penalties(Weapon main, Weapon offhand, boolean thrown, RuleSet rules) {
        if (!rules.house(RulePart.ATTACKS)) return List.of();
        Modifier pair = new Modifier(label(main.length(), offhand.length()), penalty(main.length(), offhand.length()));
        return thrown ? List.of(pair, new Modifier("thrown at another target", THROWN_PENALTY)) : List.of(pair);
    }

    /** How the penalty is shown in the attack's modifiers. */
    public static String label(WeaponLength a, WeaponLength b) {
        return "two weapons (" + a.id() + " + " + b.id() + ")";
    }
}
