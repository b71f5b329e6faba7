package escarmouche.rules.attack;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-ROLL with ATK-ADV and ATK-CRIT: d20 (two with advantage or disadvantage) plus modifiers against
 * AC. A natural 20 always hits and starts the critical chain; a natural 1 always misses and is a
 * fumble (ATK-FUMBLE, resolved by the caller).
 *
 * <p>Plain 5e (dd5) has no chain and no fumble table: a critical is reported with multiplier 1 and the
 * caller rolls the damage dice twice.
 */
public final class AttackRoll {
    private AttackRoll() {}

    /**
     * What the attack brings to the roll.
     *
     * @param autoCritical a hit is a critical whatever the d20 (paralyzed or unconscious target within 1.5 m)
     * @param canCritical  false for attacks that only hit or miss (the fumble's own attacks)
     * @param damages      false for a weapon that deals no damage (the net): its natural 20 still hits (ATK-CRIT),
     *                     but a critical only multiplies damage (the chain; plain 5e's second roll of the dice), so
     *                     with none it is no critical and no chain d20 is rolled
     */
    public record Setup(List<Modifier> modifiers, List<Advantage.Source> advantageSources, int ac,
                        boolean autoCritical, boolean canCritical, boolean damages) {
        public Setup {
            modifiers = List.copyOf(modifiers);
            advantageSources = List.copyOf(advantageSources);
        }

        /** The setup of an attack that deals damage, which a critical multiplies. */
        public Setup(List<Modifier> modifiers, List<Advantage.Source> advantageSources, int ac,
                     boolean autoCritical, boolean canCritical) {
            this(modifiers, advantageSources, ac, autoCritical, canCritical, true);
        }

        public Advantage advantage() {
            return Advantage.combine(advantageSources);
        }
    }

    /** The outcome; {@code rolls} holds the attack d20s then the chain d20s, in rolling order. */
    public record Outcome(List<Roll> rolls, int natural, Advantage advantage, int total, boolean hit,
                          boolean critical, int multiplier, boolean fumble) {
        public Outcome {
            rolls = List.copyOf(rolls);
        }
    }

    /** A house-rules attack roll. */
    public static Outcome roll(Setup setup, Dice dice) {
        return roll(setup, dice, RuleSet.HOUSE);
    }

    public static Outcome roll(Setup setup, Dice dice, RuleSet rules) {
        Advantage adv = setup.advantage();
        Roll first = dice.d20();
        Roll second = null;
        int natural = first.value();
        if (adv != Advantage.NONE) {
            second = dice.d20();
            natural = adv == Advantage.ADVANTAGE ? Math.max(natural, second.value()) : Math.min(natural, second.value());
        }
        // The d20s as an immutable list, which the outcome keeps without copying; a list that grows only
        // for the critical chain's further d20s.
        List<Roll> rolls = second == null ? List.of(first) : List.of(first, second);
        int total = natural + Modifier.sum(setup.modifiers());
        boolean fumble = natural == 1;
        boolean hit = natural == 20 || (!fumble && total >= setup.ac());
        boolean critical = hit && setup.canCritical() && setup.damages() && (natural == 20 || setup.autoCritical());
        int multiplier = 1;
        if (critical && rules.house(RulePart.ATTACKS)) {
            CriticalChain chain = CriticalChain.roll(dice);
            List<Roll> all = new ArrayList<>(rolls.size() + chain.rolls().size());
            all.addAll(rolls);
            all.addAll(chain.rolls());
            rolls = all;
            multiplier = chain.multiplier();
        }
        return new Outcome(rolls, natural, adv, total, hit, critical, multiplier,
                fumble && setup.canCritical() && rules.house(RulePart.ATTACKS));
    }

    /**
     * The chance to hit in percent, from the same inputs the roll uses (for the interface's target
     * picker). Counts natural 20 as a hit and natural 1 as a miss.
     */
    public static int hitChancePercent(Setup setup) {
        int need = setup.ac() - Modifier.sum(setup.modifiers());
        int faces = 0;
        for (int d = 1; d <= 20; d++) if (d == 20 || (d != 1 && d >= need)) faces++;
        double p = faces / 20.0;
        p = switch (setup.advantage()) {
            case ADVANTAGE -> 1 - (1 - p) * (1 - p);
            case DISADVANTAGE -> p * p;
            case NONE -> p;
        };
        return (int) Math.round(p * 100);
    }
}
