package escarmouche.rules.damage;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.DiceExpression;
import java.util.ArrayList;
import java.util.List;

/**
 * The average damage of one hit once the target's defences have had their say: every total the dice can
 * roll, weighed by its chance, sent through {@link DamagePipeline} as the hit itself will be. Averaging
 * first and reducing after would be wrong wherever a defence is not a plain factor: a flat resistance of 5
 * takes all of a 1d8 roll of 3 but only 5 of an 8, and halving rounds down.
 *
 * <p>A critical on every hit (COND-PARALYZED, COND-UNCONSCIOUS within 1.5 m) is weighed over its chain
 * under the house rules (ATK-CRIT: x2, then x4 on a further 20 and so on), and as the dice rolled twice
 * under plain 5e.
 */
public final class ExpectedDamage {
    /**
     * How much arithmetic one estimate may take: the dice of a weapon (a few dice of up to 12 faces) need a
     * few hundred steps. A content file may declare up to a hundred dice of a thousand faces; such a hit is
     * weighed at its average roll instead, so that a preview never stalls the screen.
     */
    private static final long WORK_LIMIT = 200_000;
    /** Links of the critical chain weighed: the chance of the next is 20^-12, far below a tenth of a point. */
    private static final int CHAIN_LINKS = 12;

    private ExpectedDamage() {}

    /**
     * @param before average of the hit as rolled (dice and modifiers, the chain counted), never below 0
     * @param after  average of what the target takes from it (a save's half taken, for a hit saved against)
     * @param rules  the defences' rules that change some outcome, in the pipeline's order (DMG-RESIST-FLAT,
     *               DMG-AURA, DMG-MAGIC-WEAPON, DMG-RESIST-HALF, DMG-ZOID, DMG-VULN); empty when the defences
     *               change nothing, and then {@code after} equals {@code before} unless the hit was saved
     *               against
     */
    public record Estimate(double before, double after, List<String> rules) {
        public Estimate {
            rules = List.copyOf(rules);
        }
    }

    /**
     * @param damage       the weapon's or the spell's damage dice (one dart's, for darts)
     * @param modifiers    what is added to the roll (ability, magic)
     * @param autoCritical every hit is a critical
     * @param weaponMagic  the weapon's magic bonus (DMG-MAGIC-WEAPON), or {@link DamagePipeline.Hit#NOT_A_WEAPON}
     */
    public static Estimate ofHit(DiceExpression damage, int modifiers, boolean autoCritical, DamageType type,
                                 int weaponMagic, DamagePipeline.Defence defence, RuleSet rules) {
        return ofHit(damage, modifiers, autoCritical, type, weaponMagic, defence, rules, false);
    }

    /**
     * {@link #ofHit(DiceExpression, int, boolean, DamageType, int, DamagePipeline.Defence, RuleSet)} of a hit
     * the target has saved against, when {@code saved}: the save's half is taken roll by roll where the
     * pipeline takes it (after the flat reductions under the house rules), rounded as the hit itself will be,
     * so that a spell's odds weigh a success as the engine plays it.
     */
    public static Estimate ofHit(DiceExpression damage, int modifiers, boolean autoCritical, DamageType type,
                                 int weaponMagic, DamagePipeline.Defence defence, RuleSet rules, boolean saved) {
        boolean doubleDice = autoCritical && !rules.house(RulePart.ATTACKS);
        Distribution rolled = Distribution.of(damage, doubleDice);
        // Plain 5e's critical rolls the dice twice; the flat part counts once.
        int added = modifiers - (doubleDice ? damage.flat() : 0);
        double[] chain = autoCritical && rules.house(RulePart.ATTACKS) ? chain() : new double[] {1};
        double before = 0;
        double after = 0;
        List<String> fired = new ArrayList<>();
        for (int i = 0; i < rolled.chances.length; i++) {
            double p = rolled.chances[i];
            if (p == 0) continue;
            int total = Math.max(0, rolled.lowest + i + added);
            for (int link = 0; link < chain.length; link++) {
                int multiplier = chain.length == 1 ? 1 : 2 << link;
                double weight = p * chain[link];
                DamagePipeline.Result r = DamagePipeline.apply(
                        new DamagePipeline.Hit(total, multiplier, type, weaponMagic, saved), defence, rules);
                before += weight * (double) total * multiplier;
                after += weight * r.finalDamage();
                // The steps a hit meets depend on its type and weapon, not on its roll: the first roll lists
                // them in the pipeline's order, and the others add nothing new.
                for (DamagePipeline.Step s : r.steps()) if (!fired.contains(s.rule())) fired.add(s.rule());
            }
        }
        return new Estimate(before, after, fired);
    }

    /** The chance of each link of the chain: x2 stops there with 19 in 20, and so on. */
    private static double[] chain() {
        double[] out = new double[CHAIN_LINKS];
        double reach = 1;
        for (int k = 0; k < CHAIN_LINKS; k++) {
            out[k] = reach * 19 / 20;
            reach /= 20;
        }
        return out;
    }

    /** The chance of each sum of the dice, from {@code lowest} up. */
    private record Distribution(int lowest, double[] chances) {
        static Distribution of(DiceExpression damage, boolean twice) {
            List<DiceExpression.Term> terms = new ArrayList<>(damage.dice());
            if (twice) terms.addAll(damage.dice());
            long work = 0;
            int span = 1;
            for (DiceExpression.Term t : terms) {
                for (int d = 0; d < t.count(); d++) {
                    work += (long) span * t.sides();
                    span += t.sides() - 1;
                }
            }
            if (work > WORK_LIMIT) return average(damage, twice);
            double[] chances = {1};
            int lowest = damage.flat() * (twice ? 2 : 1);
            for (DiceExpression.Term t : terms) {
                for (int d = 0; d < t.count(); d++) {
                    double[] next = new double[chances.length + t.sides() - 1];
                    for (int i = 0; i < chances.length; i++) {
                        if (chances[i] == 0) continue;
                        for (int face = 0; face < t.sides(); face++) next[i + face] += chances[i] / t.sides();
                    }
                    chances = next;
                    // A die runs from 1 to its sides, or from -sides to -1 when subtracted: each face equally
                    // likely either way, so only the lowest sum differs.
                    lowest += t.negative() ? -t.sides() : 1;
                }
            }
            return new Distribution(lowest, chances);
        }

        /** The average roll alone, certain: for dice too many to weigh one by one. */
        private static Distribution average(DiceExpression damage, boolean twice) {
            int doubled = damage.doubledAverage() * (twice ? 2 : 1);
            return new Distribution(Math.floorDiv(doubled, 2), new double[] {1});
        }
    }
}
