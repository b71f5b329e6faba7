package escarmouche.rules.damage;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The damage pipeline in the catalogue's order (DMG-VULN): multipliers (critical chain) first, then flat
 * reductions (DMG-AURA added to the best flat resistance, DMG-RESIST-FLAT's or DMG-MAGIC-WEAPON's), then
 * halving: a successful save's half first (ATK-CRIT names it DMG-VULN's halving: 9 rolled, x2 = 18, halved
 * to 9), then DMG-RESIST-HALF, each rounded down; then the Zoids' division (DMG-ZOID), then vulnerability.
 * Never below 0. A fireball's 33 fire against a resistance of 10, saved: 33 - 10 = 23, halved to 11.
 * Plain 5e halves for the save before the target's resistances, as 5e applies resistance after every
 * other modifier: 33 saved is 16, halved again by a resistance to 8.
 *
 * <p>Resistances to the same damage do not stack (the seed: several resistances that affect the same damage
 * do not add up, a resistance to fire and one to all non-magical damage halving a mundane fire blow once):
 * the best flat one applies, among the type's, the one to all types and the magic weapon's resistance to a
 * weapon not magic enough (13 slashing from a mundane sword against slashing 10 and a need for +1 is 13 - 10
 * = 3, not 13 - 10 - 5), the type's on a tie; and halving applies once however many sources give it (a
 * skeleton that is also petrified still halves once). Under the house rules a flat and a halving
 * resistance do not stack either: the one that leaves the defender less damage applies, the flat one on a
 * tie. Both ways are weighed with the rest of the pipeline, the aura (which adds to the best, DMG-AURA) and
 * a save's half in each: 25 bludgeoning against resistance 15, halving and an aura of 5 is 25 - 15 - 5 = 5
 * rather than (25 - 5) / 2 = 10.
 * Petrification's halving (COND-PETRIFIED) is a halving resistance of every type. An immunity, or an
 * intangible creature struck by a mundane weapon, takes nothing, under either rules before a save's half,
 * which then has nothing left to take.
 */
public final class DamagePipeline {
    private DamagePipeline() {}

    /**
     * The defender's side of the pipeline.
     *
     * @param damageReduction  aura: all damage reduced by N
     * @param hitOnlyByMagic   needs a +N weapon (0: none)
     * @param intangible       no damage from mundane weapons
     */
    public record Defence(List<Resistance> resistances, List<DamageType> vulnerabilities, int damageReduction,
                          int hitOnlyByMagic, boolean intangible, boolean zoid) {
        public static final Defence NONE = new Defence(List.of(), List.of(), 0, 0, false, false);

        public Defence {
            resistances = List.copyOf(resistances);
            vulnerabilities = List.copyOf(vulnerabilities);
        }
    }

    /**
     * The incoming damage.
     *
     * @param rolled      dice plus modifiers, never below 0 (DMG-ROLL)
     * @param multiplier  critical multiplier (1 without critical)
     * @param weaponMagic the weapon's magic bonus, or -1 when the damage does not come from a weapon
     * @param saveHalves  a successful save against a spell that deals half on a save
     */
    public record Hit(int rolled, int multiplier, DamageType type, int weaponMagic, boolean saveHalves) {
        /** {@code weaponMagic} of damage that no weapon deals (a spell's): magic, never blocked as mundane. */
        public static final int NOT_A_WEAPON = -1;

        public Hit(int rolled, int multiplier, DamageType type, int weaponMagic) {
            this(rolled, multiplier, type, weaponMagic, false);
        }
    }

    /**
     * One step that changed the amount; {@code amount} is what it removed (negative when it added).
     * {@code immune}: the step is an immunity to the hit's type (DMG-RESIST-FLAT beyond 45), which took it all.
     */
    public record Step(String rule, int amount, boolean immune) {
        public Step(String rule, int amount) {
            this(rule, amount, false);
        }
    }

    /**
     * @param multiplied what the multiplier made of the roll
     * @param saveHalf   what a successful save took off: half, rounded up, of what was left when it came (of
     *                   {@code multiplied} in plain 5e, once the flat reductions are off under the house
     *                   rules), so that the defender keeps the half rounded down; 0 without one
     */
    public record Result(int multiplied, int saveHalf, List<Step> steps, int finalDamage, List<String> rules) {
        public Result {
            steps = List.copyOf(steps);
            rules = List.copyOf(rules);
        }
    }

    public static Result apply(Hit hit, Defence defence, RuleSet rules) {
        List<Step> steps = new ArrayList<>();
        // Room for the usual few (the roll, a critical, a reduction or two) without growing.
        List<String> fired = new ArrayList<>(4);
        fired.add("DMG-ROLL");
        int amount = Math.max(0, hit.rolled());
        if (hit.multiplier() > 1) {
            fired.add("ATK-CRIT");
        }
        // Held at a billion (DamageLimits): a long critical chain times a large roll would wrap past an int.
        amount = DamageLimits.multiplied(amount, hit.multiplier());
        int multiplied = amount;

        // An immunity to the hit's type is named before intangibility: a spectre's own life drain, a mundane natural
        // weapon of necrotic, takes nothing from it for its immunity to necrotic, which would stop a magic blow too.
        if (defence.intangible() && hit.weaponMagic() == 0 && !immuneTo(defence, hit.type())) {
            step("DMG-MAGIC-WEAPON", amount, steps, fired);
            return result(multiplied, 0, steps, 0, fired);
        }
        boolean immune = false;
        int bestFlat = 0;
        boolean halves = false;
        for (Resistance r : defence.resistances()) {
            if (!r.appliesTo(hit.type())) continue;
            if (r.type() != null && !fired.contains("DMG-TYPES")) fired.add("DMG-TYPES"); // the type mattered
            if (r.immune()) immune = true;
            else if (r.half()) halves = true;
            else bestFlat = Math.max(bestFlat, r.amount());
        }
        if (immune) {
            if (amount > 0) {
                steps.add(new Step("DMG-RESIST-FLAT", amount, true));
                fired.add("DMG-RESIST-FLAT");
            }
            return result(multiplied, 0, steps, 0, fired);
        }
        int saveHalf;
        // DMG-MAGIC-WEAPON: a resistance to the blow like the others, the best of them applying (the type's on a tie).
        int weapon = weaponResistance(hit, defence);
        String flatRule = weapon > bestFlat ? "DMG-MAGIC-WEAPON" : "DMG-RESIST-FLAT";
        int best = Math.max(bestFlat, weapon);
        if (!rules.house(RulePart.DAMAGE)) {
            // Plain 5e: the save halves what the spell deals; resistance comes after every other modifier.
            saveHalf = saveHalf(amount, hit);
            amount -= saveHalf;
            // Any resistance halves, resistance to mundane weapons too; no flat reductions or auras.
            boolean mundane = defence.hitOnlyByMagic() > 0 && hit.weaponMagic() == 0;
            if (halves || bestFlat > 0 || mundane) {
                int after = amount / 2;
                step("DMG-RESIST-HALF", amount - after, steps, fired);
                amount = after;
            }
        } else if (best > 0 && halves) {
            // DMG-RESIST-FLAT, DMG-RESIST-HALF: both resist this blow and do not stack; each way is weighed
            // up to the Zoids' division (vulnerability doubles both alike), a save's half in each where the
            // catalogue puts it, the flat one kept on a tie. Rare: only then are the second lists made.
            List<Step> halfSteps = new ArrayList<>(4);
            List<String> halfFired = new ArrayList<>(fired);
            int halvedFlat = flat(amount, 0, flatRule, defence, halfSteps, halfFired);
            int halvedSave = saveHalf(halvedFlat, hit);
            int halved = halving(halvedFlat - halvedSave, true, defence, halfSteps, halfFired);
            int reducedFlat = flat(amount, best, flatRule, defence, steps, fired);
            int reducedSave = saveHalf(reducedFlat, hit);
            int reduced = halving(reducedFlat - reducedSave, false, defence, steps, fired);
            if (halved < reduced) {
                steps = halfSteps;
                fired = halfFired;
                amount = halved;
                saveHalf = halvedSave;
            } else {
                amount = reduced;
                saveHalf = reducedSave;
            }
        } else {
            amount = flat(amount, best, flatRule, defence, steps, fired);
            saveHalf = saveHalf(amount, hit);
            amount = halving(amount - saveHalf, halves, defence, steps, fired);
        }
        // Doubling nothing is no step: a hit that deals 0 (a net's, a blow of -1 Str) says nothing of it.
        if (amount > 0 && defence.vulnerabilities().contains(hit.type())) {
            if (!fired.contains("DMG-TYPES")) fired.add("DMG-TYPES");
            step("DMG-VULN", -amount, steps, fired);
            amount = amount * 2; // at most twice DamageLimits.MAX_DAMAGE: still an int
        }
        return result(multiplied, saveHalf, steps, Math.max(0, amount), fired);
    }

    /** Whether one of the defender's resistances is an immunity to {@code type} (DMG-RESIST-FLAT beyond 45). */
    private static boolean immuneTo(Defence defence, DamageType type) {
        for (Resistance r : defence.resistances()) if (r.immune() && r.appliesTo(type)) return true;
        return false;
    }

    /**
     * Whether the defences take every point of any hit of this type and weapon magic, however large (the
     * largest the pipeline holds): an intangible creature struck by a mundane weapon, one immune to the type.
     * No resistance that takes a fixed amount does, nor halving or the Zoids' division.
     */
    public static boolean stopsEverything(Defence defence, DamageType type, int weaponMagic, RuleSet rules) {
        return stoppedBy(defence, type, weaponMagic, rules) != null;
    }

    /**
     * The rule under which the defences take every point of any such hit ({@link #stopsEverything}): the step that
     * took it all, DMG-RESIST-FLAT for an immunity to the type, DMG-MAGIC-WEAPON for an intangible creature struck by
     * a mundane weapon; null when some hit gets through.
     */
    public static String stoppedBy(Defence defence, DamageType type, int weaponMagic, RuleSet rules) {
        Result r = apply(new Hit(DamageLimits.MAX_DAMAGE, 1, type, weaponMagic), defence, rules);
        if (r.finalDamage() != 0) return null;
        // The step that took the whole hit is the last one: nothing follows an immunity or intangibility.
        return r.steps().isEmpty() ? "DMG-ROLL" : r.steps().get(r.steps().size() - 1).rule();
    }

    /**
     * What a successful save takes off {@code amount}: the larger half, so that the defender keeps the half
     * rounded down (9 saved is 4); 0 without such a save.
     */
    private static int saveHalf(int amount, Hit hit) {
        return hit.saveHalves() ? amount - amount / 2 : 0;
    }

    /**
     * DMG-MAGIC-WEAPON: 5 per plus the weapon lacks against a creature hit only by +N weapons; 0 when it lacks
     * none, or when no weapon deals the damage (a spell's).
     */
    private static int weaponResistance(Hit hit, Defence defence) {
        if (defence.hitOnlyByMagic() <= 0 || hit.weaponMagic() < 0 || hit.weaponMagic() >= defence.hitOnlyByMagic()) {
            return 0;
        }
        return 5 * (defence.hitOnlyByMagic() - hit.weaponMagic());
    }

    /**
     * The house rules' flat reductions of one amount, in the catalogue's order: the best flat resistance
     * {@code flat} (0: none) under its rule {@code rule} (DMG-RESIST-FLAT or DMG-MAGIC-WEAPON), then the aura
     * added to it (DMG-AURA). Adds its steps and rules to the lists given.
     */
    private static int flat(int amount, int flat, String rule, Defence defence, List<Step> steps, List<String> fired) {
        if (flat > 0) amount = reduce(amount, flat, rule, steps, fired);
        if (defence.damageReduction() > 0) amount = reduce(amount, defence.damageReduction(), "DMG-AURA", steps, fired);
        return amount;
    }

    /**
     * The house rules' divisions of what the flat reductions and a save's half left: halving when
     * {@code halves} (DMG-RESIST-HALF), then the Zoids' division (DMG-ZOID). Adds its steps and rules to the
     * lists given.
     */
    private static int halving(int amount, boolean halves, Defence defence, List<Step> steps, List<String> fired) {
        if (halves) {
            int after = amount / 2;
            step("DMG-RESIST-HALF", amount - after, steps, fired);
            amount = after;
        }
        if (defence.zoid()) {
            int after = amount / 6;
            step("DMG-ZOID", amount - after, steps, fired);
            amount = after;
        }
        return amount;
    }

    /**
     * The result, handing the record an empty list of steps as the shared immutable one, which it keeps
     * without copying: most hits meet no defence.
     */
    private static Result result(int multiplied, int saveHalf, List<Step> steps, int finalDamage, List<String> fired) {
        return new Result(multiplied, saveHalf, steps.isEmpty() ? List.of() : steps, finalDamage, fired);
    }

    private static int reduce(int amount, int by, String rule, List<Step> steps, List<String> fired) {
        int taken = Math.min(amount, by);
        step(rule, taken, steps, fired);
        return amount - taken;
    }

    /**
     * A step and its rule, when it changed the amount: a defence that meets 0 damage (a net's hit, or what an
     * earlier reduction left) takes nothing off, and a "- 0" step in the log would only be noise.
     */
    private static void step(String rule, int amount, List<Step> steps, List<String> fired) {
        if (amount == 0) return;
        steps.add(new Step(rule, amount));
        fired.add(rule);
    }
}
