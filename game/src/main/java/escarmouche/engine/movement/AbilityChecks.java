package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.CheckHelp;
import escarmouche.engine.combat.Sight;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.grapple.Contest;
import escarmouche.rules.grapple.ContestSide;
import escarmouche.rules.movement.CheckSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * How a creature makes an ability check or takes its side in a contest: the ability modifier and every
 * state that gives disadvantage on checks (COND-POISONED; COND-FRIGHTENED while its source is in sight;
 * HP-EXHAUSTION from level 1), by the rule every ability check follows, and the help an ally lent its next
 * check (ACT-HELP). The same list feeds the roll and the odds shown to the player.
 */
public final class AbilityChecks {
    private final Battle battle;

    public AbilityChecks(Battle battle) {
        this.battle = battle;
    }

    /**
     * What the creature's state does to its checks (COND-POISONED, COND-FRIGHTENED with the source in sight,
     * HP-EXHAUSTION), by the same rule as every other ability check ({@link AbilityCheck#conditionSources}).
     */
    public List<Advantage.Source> sources(Creature c) {
        List<Advantage.Source> own = AbilityCheck.conditionSources(c.conditions.set, Sight.fearInSight(battle, c),
                c.health.exhaustion);
        Advantage.Source help = CheckHelp.source(c);
        if (help == null) return own;
        List<Advantage.Source> out = new ArrayList<>(own);
        out.add(help);
        return out;
    }

    public CheckSpec check(Creature c, Ability a) {
        CheckSpec spec = CheckSpec.of(a, c.mod(a));
        for (Advantage.Source s : sources(c)) spec = spec.with(s);
        return spec;
    }

    public ContestSide side(Creature c, Ability a) {
        ContestSide side = ContestSide.of(c.id(), a, c.mod(a));
        for (Advantage.Source s : sources(c)) side = side.with(s);
        return side;
    }

    /** Str or Dex, whichever is better for the creature (Str on a tie). */
    public static Ability better(Creature c) {
        return Contest.better(c.mod(Ability.STR), c.mod(Ability.DEX));
    }

    /** The ability named by a command option ("str", "dex"), or the creature's better one. */
    public static Ability chosen(Creature c, String option) {
        return option == null ? better(c) : Ability.byId(option);
    }
}
