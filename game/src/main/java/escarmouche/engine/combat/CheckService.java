package escarmouche.engine.combat;

import escarmouche.rules.checks.D20Test;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.CheckEvent;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.conditions.ConditionEffects;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.health.Exhaustion;
import escarmouche.rules.saves.SavingThrow;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Ability checks and saving throws of creatures on the battlefield, through the pure rules, each logged
 * as a {@code check} event (a save says so in its {@code purpose}).
 */
public final class CheckService {
    private final Battle battle;

    public CheckService(Battle battle) {
        this.battle = battle;
    }

    private static Set<Condition> conditionsOf(Creature c) {
        return c.conditions.copy();
    }

    /** The check's input as the creature stands now; callers add what their situation brings. */
    public AbilityCheck.Input input(Creature c, Ability ability, int dc) {
        return situate(c, AbilityCheck.Input.of(ability, c.mod(ability), dc));
    }

    /** A check prepared by a rule (stealth, surprise) with the creature's conditions, exhaustion and fear added. */
    public AbilityCheck.Input situate(Creature c, AbilityCheck.Input in) {
        String helper = CheckHelp.helper(c);
        if (helper != null) in = in.withHelpFrom(helper);
        return in.withConditions(conditionsOf(c), c.health.exhaustion)
                .withFearInSight(Sight.fearInSight(battle, c))
                .withRules(battle.rules());
    }

    public D20Test.Result check(Creature c, AbilityCheck.Input in, String purpose, List<String> rules) {
        D20Test.Result r = AbilityCheck.roll(in, battle.dice());
        CheckHelp.usedBy(c, r.setup().sources());
        List<String> fired = new ArrayList<>(rules);
        for (String id : r.setup().rules()) if (!fired.contains(id)) fired.add(id);
        String why = r.setup().autoFail() == null ? purpose
                : purpose + "; fails: " + r.setup().autoFail().id();
        battle.emit(new CheckEvent(c.id(), in.ability().id(), in.dc(), r.rolls(), r.setup().modifiers(),
                r.setup().advantage().id(), r.total(), r.success(), why, List.copyOf(fired)));
        return r;
    }

    /** A saving throw's input as the creature stands now: its conditions, dodge, exhaustion, cover, and whether it is squeezed. */
    public SavingThrow.Input saveInput(Creature c, Ability ability, int dc, Cover.Level cover) {
        Set<Condition> set = conditionsOf(c);
        boolean dodging = ConditionEffects.dodgeActive(set, Exhaustion.speed(c.health.exhaustion, c.stats.speed));
        return SavingThrow.Input.of(ability, c.mod(ability), dc)
                .withConditions(set, dodging, c.health.exhaustion)
                .withCover(cover)
                .withSqueezed(c.squeezed())
                .withRules(battle.rules());
    }

    /** A saving throw; {@code cover} is the cover against the effect's origin (Dex saves only). */
    public D20Test.Result save(Creature c, Ability ability, int dc, Cover.Level cover, String purpose,
                                   List<String> rules) {
        return save(c, ability, dc, cover, purpose, rules, null);
    }

    /** {@link #save}, naming in its event the creatures that give the cover ({@code coverBy}, or null). */
    public D20Test.Result save(Creature c, Ability ability, int dc, Cover.Level cover, String purpose,
                               List<String> rules, List<String> coverBy) {
        SavingThrow.Input in = saveInput(c, ability, dc, cover);
        D20Test.Result r = SavingThrow.roll(in, battle.dice());
        List<String> fired = new ArrayList<>(rules);
        for (String id : r.setup().rules()) if (!fired.contains(id)) fired.add(id);
        String why = ability.label() + " save: " + purpose
                + (r.setup().autoFail() == null ? "" : "; fails: " + r.setup().autoFail().id());
        List<Roll> rolls = r.rolls();
        battle.emit(new CheckEvent(c.id(), ability.id(), dc, rolls, r.setup().modifiers(), r.setup().advantage().id(),
                r.total(), r.success(), why, List.copyOf(fired), coverBy));
        return r;
    }
}
