package escarmouche.rules.checks;

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
 * An ability check: d20 + modifiers against a DC, with the condition effects that touch checks.
 * COND-BLINDED fails checks that need sight, COND-DEAFENED those that need hearing and [HOUSE] has
 * disadvantage on checks to resist surprise; COND-POISONED, COND-FRIGHTENED (source in sight) and
 * HP-EXHAUSTION 1+ give disadvantage; ACT-HELP gives advantage; a charmer has advantage on social checks
 * against the creature it charmed (COND-CHARMED).
 */
public final class AbilityCheck {
    private AbilityCheck() {}

    /** The sense a check relies on, if any. */
    public enum Sense { NONE, SIGHT, HEARING }

    /**
     * What the check brings. Build with {@link #of} and the {@code with...} methods.
     *
     * @param modifier          the ability modifier (and any proficiency) before situation modifiers
     * @param fearInSight       the creature is frightened and the source of its fear is in sight
     * @param resistingSurprise SURP-RESIST: the check is made to avoid being surprised
     * @param charmerSocial     the checker charmed the creature it is dealing with socially
     */
    public record Input(Ability ability, int modifier, int dc, Set<Condition> conditions, int exhaustion,
                        Sense sense, boolean resistingSurprise, boolean fearInSight, String helper,
                        boolean charmerSocial, List<Modifier> extra, List<Advantage.Source> extraSources,
                        RuleSet rules) {
        public Input {
            conditions = Set.copyOf(conditions);
            extra = List.copyOf(extra);
            extraSources = List.copyOf(extraSources);
        }

        public static Input of(Ability ability, int modifier, int dc) {
            return new Input(ability, modifier, dc, Set.of(), 0, Sense.NONE, false, false, null, false, List.of(),
                    List.of(), RuleSet.HOUSE);
        }

        public Input withConditions(Set<Condition> c, int exhaustionLevel) {
            return new Input(ability, modifier, dc, c, exhaustionLevel, sense, resistingSurprise, fearInSight, helper,
                    charmerSocial, extra, extraSources, rules);
        }

        public Input withSense(Sense s) {
            return new Input(ability, modifier, dc, conditions, exhaustion, s, resistingSurprise, fearInSight, helper,
                    charmerSocial, extra, extraSources, rules);
        }

        public Input againstSurprise() {
            return new Input(ability, modifier, dc, conditions, exhaustion, sense, true, fearInSight, helper,
                    charmerSocial, extra, extraSources, rules);
        }

        public Input withFearInSight(boolean inSight) {
            return new Input(ability, modifier, dc, conditions, exhaustion, sense, resistingSurprise, inSight, helper,
                    charmerSocial, extra, extraSources, rules);
        }

        /** ACT-HELP: {@code helper} lent a hand to this check. */
        public Input withHelpFrom(String helper) {
            return new Input(ability, modifier, dc, conditions, exhaustion, sense, resistingSurprise, fearInSight,
                    helper, charmerSocial, extra, extraSources, rules);
        }

        public Input asCharmer() {
            return new Input(ability, modifier, dc, conditions, exhaustion, sense, resistingSurprise, fearInSight,
                    helper, true, extra, extraSources, rules);
        }

        public Input withExtra(List<Modifier> mods, List<Advantage.Source> sources) {
            return new Input(ability, modifier, dc, conditions, exhaustion, sense, resistingSurprise, fearInSight,
                    helper, charmerSocial, mods, sources, rules);
        }

        public Input withRules(RuleSet r) {
            return new Input(ability, modifier, dc, conditions, exhaustion, sense, resistingSurprise, fearInSight,
                    helper, charmerSocial, extra, extraSources, r);
        }
    }

    /**
     * What the creature's own state does to every ability check it makes, a contest's side and a terrain
     * check included: disadvantage when poisoned (COND-POISONED), frightened with the source of its fear
     * in sight (COND-FRIGHTENED), or exhausted to level 1 or more (HP-EXHAUSTION). In that order, as the
     * log names them.
     */
    public static List<Advantage.Source> conditionSources(Set<Condition> conditions, boolean fearInSight, int exhaustion) {
        boolean exhausted = Exhaustion.checksAtDisadvantage(exhaustion);
        boolean poisoned = conditions.contains(Condition.POISONED);
        boolean afraid = fearInSight && conditions.contains(Condition.FRIGHTENED);
        // Most creatures have none of these: the shared empty list then (contests and terrain checks ask often).
        if (!exhausted && !poisoned && !afraid) return List.of();
        List<Advantage.Source> out = new ArrayList<>(3);
        if (poisoned) out.add(new Advantage.Source("poisoned", false, "COND-POISONED"));
        if (afraid) out.add(new Advantage.Source("frightened, source in sight", false, "COND-FRIGHTENED"));
        if (exhausted) out.add(new Advantage.Source("exhaustion " + exhaustion, false, "HP-EXHAUSTION"));
        return out;
    }

    /** ACT-HELP: the advantage an ally's help gives the next ability check, named after the helper. */
    public static Advantage.Source helpSource(String helper) {
        return new Advantage.Source("helped by " + helper, true, "ACT-HELP");
    }

    public static Setup declare(Input in) {
        List<Modifier> mods = new ArrayList<>();
        mods.add(new Modifier(in.ability().label(), in.modifier()));
        mods.addAll(in.extra());
        List<Advantage.Source> sources = new ArrayList<>(in.extraSources());
        List<String> rules = new ArrayList<>();
        Set<Condition> c = in.conditions();
        Condition autoFail = null;
        if (in.sense() == Sense.SIGHT && c.contains(Condition.BLINDED)) autoFail = Condition.BLINDED;
        if (in.sense() == Sense.HEARING && c.contains(Condition.DEAFENED)) autoFail = Condition.DEAFENED;
        if (autoFail != null) rules.add(autoFail.ruleId());
        if (in.resistingSurprise() && in.rules().house(RulePart.SURPRISE) && c.contains(Condition.DEAFENED)) {
            sources.add(new Advantage.Source("deafened, resisting surprise", false, "COND-DEAFENED"));
        }
        sources.addAll(conditionSources(c, in.fearInSight(), in.exhaustion()));
        if (in.helper() != null) sources.add(helpSource(in.helper()));
        if (in.charmerSocial()) sources.add(new Advantage.Source("charmer", true, "COND-CHARMED"));
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
