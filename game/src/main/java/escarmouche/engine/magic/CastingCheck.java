package escarmouche.engine.magic;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.CheckService;
import escarmouche.events.NoteEvent;
import escarmouche.rules.casting.CastingAbility;
import escarmouche.rules.casting.CastingRoll;
import escarmouche.rules.casting.FocusBonus;
import escarmouche.rules.casting.ProneCasting;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a spell, scroll or potion works in the fight: under house rules the prone caster's Dex check
 * (COND-PRONE) and the casting roll (CAST-ROLL, CAST-SCROLL, CAST-POTION); in plain 5e it always works.
 * The caller logs the cast event, so that a spell's critical chain can join it.
 */
final class CastingCheck {
    /** What is being used: a spell from a slot (a focus helps), a scroll, or a potion (2d4, no segments). */
    enum Kind { SPELL, SCROLL, POTION }

    /**
     * @param roll null when nothing was rolled (plain 5e, or the prone check failed first)
     */
    record Attempt(boolean works, boolean lost, CastingRoll.Result roll) {
        /** The same attempt for a cast that spends nothing a natural 1 could take (a cantrip): never lost. */
        Attempt nothingToLose() {
            return new Attempt(works, false, roll);
        }
    }

    private final Battle battle;
    private final CheckService checks;

    CastingCheck(Battle battle, CheckService checks) {
        this.battle = battle;
        this.checks = checks;
    }

    Attempt attempt(Creature caster, Kind kind, int segments, Ability requested, String what) {
        if (!battle.house(RulePart.CASTING)) return new Attempt(true, false, null);
        if (kind != Kind.POTION && caster.has(Condition.PRONE) && !proneCheck(caster, segments, what)) {
            return new Attempt(false, false, null);
        }
        List<Modifier> mods = modifiers(caster, kind, segments, requested);
        CastingRoll.Result r = CastingRoll.roll(new CastingRoll.Input(mods, kind == Kind.POTION), battle.dice());
        return new Attempt(r.success(), r.lost(), r);
    }

    /**
     * What the casting roll adds to the d20, the potion's 2d4 aside: the ability, the segments, the focus
     * and the melee penalty. The previews read the same list, so the odds shown are the roll's.
     */
    List<Modifier> modifiers(Creature caster, Kind kind, int segments, Ability requested) {
        List<Modifier> mods = new ArrayList<>();
        Ability a = CastingAbility.choose(caster.stats.abilities, requested, Casters.usualAbility(caster));
        mods.add(new Modifier(a.label(), caster.mod(a)));
        if (kind != Kind.POTION) mods.addAll(CastingRoll.segments(segments));
        if (kind == Kind.SPELL && caster.resources.focus != null) {
            int bonus = FocusBonus.bonus(caster.resources.focus.kind(), caster.resources.focus.level(),
                    caster.stats.className);
            if (bonus > 0) mods.add(new Modifier(caster.resources.focus.kind() + " level " + caster.resources.focus.level(),
                    bonus));
        }
        mods.addAll(Casters.meleePenalty(battle, caster));
        return mods;
    }

    /** COND-PRONE [HOUSE]: the prone caster's Dex check as it would be rolled now (before the casting roll). */
    AbilityCheck.Input proneInput(Creature caster, int segments) {
        AbilityCheck.Input base = checks.input(caster, Ability.DEX, ProneCasting.DC);
        return base.withExtra(concat(base.extra(), ProneCasting.penalty(segments)), base.extraSources());
    }

    /**
     * COND-PRONE [HOUSE]: before the casting roll, a Dex check with the segments as a penalty against 10
     * (the check event lists the Dex modifier and the segments).
     */
    private boolean proneCheck(Creature caster, int segments, String what) {
        AbilityCheck.Input in = proneInput(caster, segments);
        D20Test.Result r = checks.check(caster, in, "cast " + what + " while prone", List.of("COND-PRONE",
                "CAST-ROLL"));
        if (!r.success()) {
            battle.emit(new NoteEvent(caster.id(), caster.id() + " fumbles the gestures of " + what
                    + " while lying down: nothing is cast, the action is spent", List.of("COND-PRONE")));
        }
        return r.success();
    }

    private static List<Modifier> concat(List<Modifier> a, List<Modifier> b) {
        List<Modifier> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
