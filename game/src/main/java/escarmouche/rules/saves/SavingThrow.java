package escarmouche.rules.saves;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.conditions.ConditionEffects;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.health.Exhaustion;
import escarmouche.rules.checks.D20Test.Result;
import escarmouche.rules.checks.D20Test.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A saving throw: d20 + ability modifier (+ proficiency) against a DC, with every condition effect that
 * touches saves, each listed with its rule.
 * <ul>
 *   <li>COND-PARALYZED, COND-STUNNED, COND-UNCONSCIOUS, COND-PETRIFIED: Str and Dex saves fail, no roll;</li>
 *   <li>COND-RESTRAINED: disadvantage on Dex saves; HP-EXHAUSTION 3+: disadvantage on all saves;</li>
 *   <li>MOVE-SQUEEZE: a creature standing squeezed has disadvantage on Dex saves (plain 5e too);</li>
 *   <li>ACT-DODGE (while it holds): advantage on Dex saves and [HOUSE] +1 on the others;</li>
 *   <li>ATK-COVER: half cover +2, three-quarters +5 on Dex saves;</li>
 *   <li>[HOUSE] COND-BLINDED loses its Dex bonus, COND-STUNNED and COND-UNCONSCIOUS their Int and Wis
 *       bonuses: a positive ability modifier is cancelled (shown as a separate line); penalties stay, and
 *       proficiency is kept.</li>
 * </ul>
 * Plain 5e (dd5) drops the house lines.
 */
public final class SavingThrow {
    private SavingThrow() {}

    /**
     * @param abilityModifier the creature's modifier for the ability
     * @param proficiency     proficiency bonus added to this save (0 when not proficient)
     * @param dodging         the creature took the Dodge action and it still holds (see ConditionEffects)
     * @param squeezed        the creature stands squeezed (MOVE-SQUEEZE)
     */
    public record Input(Ability ability, int abilityModifier, int proficiency, int dc, Set<Condition> conditions,
                        boolean dodging, int exhaustion, Cover.Level cover, List<Modifier> extra, RuleSet rules,
                        boolean squeezed) {
        public Input {
            conditions = Set.copyOf(conditions);
            extra = List.copyOf(extra);
            if (cover == null) cover = Cover.Level.NONE;
        }

        public static Input of(Ability ability, int abilityModifier, int dc) {
            return new Input(ability, abilityModifier, 0, dc, Set.of(), false, 0, Cover.Level.NONE, List.of(),
                    RuleSet.HOUSE, false);
        }

        public Input withProficiency(int p) {
            return new Input(ability, abilityModifier, p, dc, conditions, dodging, exhaustion, cover, extra, rules,
                    squeezed);
        }

        public Input withConditions(Set<Condition> c, boolean dodge, int exhaustionLevel) {
            return new Input(ability, abilityModifier, proficiency, dc, c, dodge, exhaustionLevel, cover, extra, rules,
                    squeezed);
        }

        public Input withCover(Cover.Level level) {
            return new Input(ability, abilityModifier, proficiency, dc, conditions, dodging, exhaustion, level, extra,
                    rules, squeezed);
        }

        public Input withExtra(List<Modifier> mods) {
            return new Input(ability, abilityModifier, proficiency, dc, conditions, dodging, exhaustion, cover, mods,
                    rules, squeezed);
        }

        public Input withSqueezed(boolean on) {
            return new Input(ability, abilityModifier, proficiency, dc, conditions, dodging, exhaustion, cover, extra,
                    rules, on);
        }

        public Input withRules(RuleSet r) {
            return new Input(ability, abilityModifier, proficiency, dc, conditions, dodging, exhaustion, cover, extra, r,
                    squeezed);
        }
    }

    public static Setup declare(Input in) {
        Ability a = in.ability();
        Set<Condition> c = in.conditions();
        List<Modifier> mods = new ArrayList<>();
        List<Advantage.Source> sources = new ArrayList<>();
        List<String> rules = new ArrayList<>();
        Condition autoFail = ConditionEffects.autoFailsSave(c, a);
        if (autoFail != null) rules.add(autoFail.ruleId());

        mods.add(new Modifier(a.label(), in.abilityModifier()));
        Condition loses = in.rules().house(RulePart.CONDITIONS) ? ConditionEffects.losesSaveBonus(c, a) : null;
        if (loses != null && in.abilityModifier() > 0) {
            mods.add(new Modifier(loses.id() + ": no " + a.label() + " bonus", -in.abilityModifier()));
            rules.add(loses.ruleId());
        }
        if (in.proficiency() != 0) mods.add(new Modifier("prof", in.proficiency()));
        if (a == Ability.DEX && in.cover().bonus() > 0) {
            mods.add(new Modifier(in.cover().label(), in.cover().bonus()));
            rules.add("ATK-COVER");
        }
        if (in.dodging()) {
            if (a == Ability.DEX) sources.add(new Advantage.Source("dodging", true, "ACT-DODGE"));
            else if (in.rules().house(RulePart.ACTIONS)) {
                mods.add(new Modifier("dodging", 1));
                rules.add("ACT-DODGE");
            }
        }
        if (a == Ability.DEX && c.contains(Condition.RESTRAINED)) {
            sources.add(new Advantage.Source("restrained", false, "COND-RESTRAINED"));
        }
        if (a == Ability.DEX && in.squeezed()) sources.add(new Advantage.Source("squeezed", false, "MOVE-SQUEEZE"));
        if (Exhaustion.attacksAndSavesAtDisadvantage(in.exhaustion())) {
            sources.add(new Advantage.Source("exhaustion " + in.exhaustion(), false, "HP-EXHAUSTION"));
        }
        mods.addAll(in.extra());
        for (Advantage.Source s : sources) if (!rules.contains(s.rule())) rules.add(s.rule());
        return new Setup(mods, sources, Advantage.combine(sources), autoFail, rules);
    }

    public static Result roll(Input in, Dice dice) {
        Setup setup = declare(in);
        if (setup.autoFail() != null) return new Result(setup, List.of(), 0, 0, false);
        D20Test d20 = D20Test.roll(setup.advantage(), dice);
        int total = d20.natural() + Modifier.sum(setup.modifiers());
        return new Result(setup, d20.rolls(), d20.natural(), total, total >= in.dc());
    }
}
