package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.Sight;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grapple.Contest;
import escarmouche.rules.grapple.ContestSide;
import escarmouche.rules.movement.CheckSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * How a creature makes an ability check or takes its side in a contest: the ability modifier and every
 * condition that gives disadvantage on checks (COND-POISONED; COND-FRIGHTENED while its source is in
 * sight). The same list feeds the roll and the odds shown to the player.
 */
public final class AbilityChecks {
    private final Battle battle;

    public AbilityChecks(Battle battle) {
        this.battle = battle;
    }

    public List<Advantage.Source> sources(Creature c) {
        List<Advantage.Source> out = new ArrayList<>();
        if (c.has(Condition.POISONED)) out.add(new Advantage.Source("poisoned", false, "COND-POISONED"));
        if (c.has(Condition.FRIGHTENED)) {
            Creature source = battle.find(c.conditions.sources.get(Condition.FRIGHTENED));
            if (source == null || (source.alive() && Sight.canSee(battle, c, source))) {
                out.add(new Advantage.Source("frightened", false, "COND-FRIGHTENED"));
            }
        }
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
