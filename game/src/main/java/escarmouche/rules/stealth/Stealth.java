package escarmouche.rules.stealth;

import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.classes.ClassFeatures;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The Dex checks of sneaking: SURP-CHECK (sneaking up to surprise) and ACT-HIDE (hiding in a fight).
 * Both add the armour modifiers of SURP-ARMOR; samurai, monks and infiltrators sneak with advantage,
 * only infiltrators hide with it. Plain 5e (dd5) makes it a bare Dex (Stealth) check.
 *
 * <p>The caller adds the creature's conditions and exhaustion to the input, as for any check.
 */
public final class Stealth {
    /** ACT-HIDE: the DC when the command names none, a place with some shadows or cover. */
    public static final int DEFAULT_HIDE_DC = 10;
    /** ACT-HIDE: the DCs a hide command may name (the situations' 5 to 25, with room for a GM's harder ones). */
    public static final int LOWEST_HIDE_DC = 1;
    public static final int HIGHEST_HIDE_DC = 40;
    /** SURP-CHECK: the DC of sneaking up on a scenario's victims when the scenario names none. */
    public static final int DEFAULT_SNEAK_DC = 10;

    private Stealth() {}

    /** What the check is for: it decides which classes roll with advantage. */
    public enum Purpose { SNEAK, HIDE }

    public static AbilityCheck.Input check(Purpose purpose, int dexModifier, int dc, List<ArmorNoise.Piece> armor,
                                           String className, RuleSet rules) {
        AbilityCheck.Input in = AbilityCheck.Input.of(Ability.DEX, dexModifier, dc).withRules(rules);
        if (!rules.house(RulePart.SURPRISE)) return in;
        List<Modifier> mods = new ArrayList<>(ArmorNoise.of(armor));
        List<Advantage.Source> sources = new ArrayList<>();
        boolean advantage = purpose == Purpose.SNEAK ? ClassFeatures.sneakAdvantage(className)
                : ClassFeatures.hideAdvantage(className);
        // Named by its rule, as OA-DISENGAGE names the same class's advantage: an id the player can look up in
        // either language, where the class id would be an English word on a French screen.
        if (advantage) sources.add(classAdvantage(className));
        return in.withExtra(mods, sources);
    }

    /** A class's advantage on a stealth roll, its reason the class rule (CLASS-INFILTRATOR) that gives it. */
    static Advantage.Source classAdvantage(String className) {
        String rule = ClassFeatures.rule(className);
        return new Advantage.Source(rule, true, rule);
    }

    /** The rules a stealth check fires, for its event. */
    public static List<String> rules(Purpose purpose, RuleSet rules) {
        String main = purpose == Purpose.SNEAK ? "SURP-CHECK" : "ACT-HIDE";
        return rules.house(RulePart.SURPRISE) ? List.of(main, "SURP-ARMOR") : List.of(main);
    }
}
