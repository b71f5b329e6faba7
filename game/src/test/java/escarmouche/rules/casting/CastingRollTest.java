package escarmouche.rules.casting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.dice.SeededDice;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CastingRollTest {
    private static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(1));
    }

    private static CastingRoll.Input spell(int abilityMod, int segments) {
        List<Modifier> mods = new ArrayList<>(List.of(new Modifier("Int", abilityMod)));
        mods.addAll(CastingRoll.segments(segments));
        return new CastingRoll.Input(mods, false);
    }

    @Test
    @DisplayName("CAST-ROLL (seed): a 3rd-level spell costs a wizard 3 segments and a cleric 6")
    void CAST_ROLL_segmentsOfTheSeed() {
        assertEquals(3, Segments.of(3, 1));
        assertEquals(6, Segments.of(3, 2));
        assertEquals(0, Segments.of(0, 2), "cantrips take no segment");
        assertEquals(List.of(new Modifier("segments", -3)), CastingRoll.segments(3));
        assertEquals(List.of(), CastingRoll.segments(0));
    }

    @Test
    @DisplayName("CAST-ROLL: d20 + ability - segments must reach 7")
    void CAST_ROLL_threshold() {
        CastingRoll.Result ok = CastingRoll.roll(spell(3, 3), dice(7));
        assertEquals(7, ok.total());
        assertTrue(ok.success());
        assertFalse(ok.lost());
        CastingRoll.Result short1 = CastingRoll.roll(spell(3, 6), dice(9));
        assertEquals(6, short1.total());
        assertFalse(short1.success());
        assertFalse(short1.lost(), "a failure other than a natural 1 keeps the spell");
    }

    @Test
    @DisplayName("CAST-ROLL: a natural 20 always succeeds, a natural 1 always fails and loses the spell")
    void CAST_ROLL_naturals() {
        CastingRoll.Result twenty = CastingRoll.roll(spell(-5, 18), dice(20));
        assertTrue(twenty.success());
        assertEquals(-3, twenty.total());
        CastingRoll.Result one = CastingRoll.roll(spell(10, 0), dice(1));
        assertFalse(one.success());
        assertTrue(one.lost());
    }

    @Test
    @DisplayName("CAST-POTION: the 2d4 penalty is rolled after the d20 and replaces segments")
    void CAST_POTION_penaltyAfterTheD20() {
        CastingRoll.Input in = new CastingRoll.Input(List.of(new Modifier("Wis", 2)), true);
        CastingRoll.Result r = CastingRoll.roll(in, dice(12, 3, 4));
        assertEquals(List.of(new Roll(20, 12), new Roll(4, 3), new Roll(4, 4)), r.rolls());
        assertEquals(new Modifier("potion 2d4", -7), r.modifiers().get(1));
        assertEquals(7, r.total());
        assertTrue(r.success());
        CastingRoll.Result spilled = CastingRoll.roll(in, dice(1, 1, 1));
        assertTrue(spilled.lost(), "a natural 1 spills the potion");
    }

    @Test
    @DisplayName("CAST-ROLL: Int, Wis or Dex, the caster's choice; by default the best, ties to its usual ability")
    void CAST_ROLL_abilityChoice() {
        AbilityScores s = new AbilityScores(10, 16, 10, 12, 16, 10);
        assertEquals(Ability.WIS, CastingAbility.choose(s, null, Ability.WIS), "Wis +3 ties Dex +3: the usual wins");
        assertEquals(Ability.WIS, CastingAbility.choose(s, null, Ability.INT), "Wis +3 beats Int +1, ties Dex");
        AbilityScores nimble = new AbilityScores(10, 16, 10, 12, 12, 10);
        assertEquals(Ability.DEX, CastingAbility.choose(nimble, null, Ability.INT), "Dex +3 beats Int +1");
        assertEquals(Ability.INT, CastingAbility.choose(s, Ability.INT, Ability.WIS));
        assertThrows(IllegalArgumentException.class, () -> CastingAbility.choose(s, Ability.STR, null));
    }

    @Test
    @DisplayName("CAST-ROLL: a focus of the class's kind adds 1 per magic level above 11")
    void CAST_ROLL_focus() {
        assertEquals(2, FocusBonus.bonus("staff", 13, "wizard"));
        assertEquals(1, FocusBonus.bonus("wand", 12, "wizard"));
        assertEquals(0, FocusBonus.bonus("holy-symbol", 14, "wizard"), "a wizard gains nothing from a holy symbol");
        assertEquals(3, FocusBonus.bonus("holy-symbol", 14, "monk"));
        assertEquals(0, FocusBonus.bonus("staff", 9, "wizard"), "a mundane staff is no focus");
        assertEquals(0, FocusBonus.bonus("staff", 15, null));
    }

    @Test
    @DisplayName("COND-PRONE: d20 + Dex - segments >= 10: with Dex +2 and 3 segments an 11 casts, a 10 does not")
    void COND_PRONE_castingCheck() {
        assertEquals(10, ProneCasting.DC);
        assertTrue(ProneCasting.passes(11, 2, 3));
        assertFalse(ProneCasting.passes(10, 2, 3));
        assertTrue(ProneCasting.passes(8, 2, 0), "a cantrip: 8 + 2 = 10");
        assertFalse(ProneCasting.passes(13, 0, 4), "a cleric's level-2 spell, 4 segments: 13 - 4 = 9");
        assertEquals(List.of(new Modifier("segments", -3)), ProneCasting.penalty(3));
        assertEquals(List.of(), ProneCasting.penalty(0));
    }

    @Test
    @DisplayName("CAST-OA: only a spell of one segment at most replaces an opportunity attack")
    void CAST_OA_quickEnough() {
        assertTrue(Segments.quickEnoughForReaction(1));
        assertTrue(Segments.quickEnoughForReaction(0));
        assertFalse(Segments.quickEnoughForReaction(2));
    }
}
