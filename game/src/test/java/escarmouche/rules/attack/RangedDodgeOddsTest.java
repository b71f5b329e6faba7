package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.checks.D20Test;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CLASS-SAMURAI and CLASS-MONK: the odds of a ranged attack once the target's dodge has had its say. */
class RangedDodgeOddsTest {
    /** An archer's shot: d20 +6 (Dex 4, prof 2) against {@code ac}. */
    private static AttackRoll.Setup shot(int toHit, int ac, List<Advantage.Source> sources, boolean autoCritical) {
        return new AttackRoll.Setup(List.of(new Modifier("Dex", toHit)), sources, ac, autoCritical, true);
    }

    private static D20Test.Setup dodge(int dex, Advantage advantage, Condition autoFail) {
        List<Advantage.Source> sources = advantage == Advantage.DISADVANTAGE
                ? List.of(new Advantage.Source("poisoned", false, "COND-POISONED")) : List.of();
        return new D20Test.Setup(List.of(new Modifier("Dex", dex)), sources, advantage, autoFail, List.of());
    }

    @Test
    @DisplayName("CLASS-SAMURAI: +6 against AC 16, Dex +3 dodging: 55% to hit becomes 184 in 400, 46%; a tie dodges")
    void CLASS_SAMURAI_dodgeCutsTheHits() {
        RangedDodgeOdds.Chances c = RangedDodgeOdds.of(shot(6, 16, List.of(), false), dodge(3, Advantage.NONE, null));
        // Natural 10 to 20 hit (totals 16 to 26); each stands when d20 + 3 stays below the total: 12, 13 ... 20 of 20.
        assertEquals(new RangedDodgeOdds.Chances(46, 5, 16), c);
    }

    @Test
    @DisplayName("CLASS-MONK: a natural 20 may be dodged too, its critical with it (+0 against AC 10, Dex +5)")
    void CLASS_MONK_criticalsCanBeDodged() {
        // Natural 20 makes 20: Dex +5 reaches it on 15 to 20, so 14 criticals in 20 stand: 3.5%, rounded up.
        assertEquals(new RangedDodgeOdds.Chances(25, 4, 55),
                RangedDodgeOdds.of(shot(0, 10, List.of(), false), dodge(5, Advantage.NONE, null)));
        // Every hit a critical (a helpless target): what stands of the hits stands as criticals.
        assertEquals(new RangedDodgeOdds.Chances(25, 25, 55),
                RangedDodgeOdds.of(shot(0, 10, List.of(), true), dodge(5, Advantage.NONE, null)));
    }

    @Test
    @DisplayName("CLASS-SAMURAI: advantage on the shot and disadvantage on the dodge (COND-POISONED) both count")
    void CLASS_SAMURAI_advantageOnEitherRoll() {
        List<Advantage.Source> helped = List.of(new Advantage.Source("helped", true, "ACT-HELP"));
        assertEquals(new RangedDodgeOdds.Chances(69, 10, 13),
                RangedDodgeOdds.of(shot(6, 16, helped, false), dodge(3, Advantage.NONE, null)));
        assertEquals(new RangedDodgeOdds.Chances(52, 5, 5),
                RangedDodgeOdds.of(shot(6, 16, List.of(), false), dodge(3, Advantage.DISADVANTAGE, null)));
    }

    @Test
    @DisplayName("CLASS-SAMURAI: a check failed outright never dodges: the plain odds, 55%")
    void CLASS_SAMURAI_autoFailNeverDodges() {
        assertEquals(new RangedDodgeOdds.Chances(55, 5, 0),
                RangedDodgeOdds.of(shot(6, 16, List.of(), false), dodge(3, Advantage.NONE, Condition.BLINDED)));
    }
}
