package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * CLASS-SAMURAI and CLASS-MONK on the battle screen: the attack and spell panels give the odds left once the
 * target's dodge of a ranged hit has had its say, and say why under them, in English and in French.
 */
class RangedDodgeOddsScreenTest extends ScreenTest {
    private static final String NB = "\u00a0";

    /** An archer (Dex 18, prof 2: +6) of the party with a shortbow, a samurai (Dex 16, AC 16) across the field. */
    private static TestScenario archerAndSamurai() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("arch", "party", 1, 1, c -> c.pc("archer").abilities(10, 18).hp(20)
                        .weapons(TestScenario.SHORTBOW))
                .with("sam", "monsters", 7, 1, c -> c.pc("samurai").abilities(10, 16).hp(20).ac(16))
                .initiative("arch", "sam");
    }

    @Test
    @DisplayName("CLASS-SAMURAI: the attack panel gives 46% to hit a samurai who may dodge, not 55%, and says why")
    void CLASS_SAMURAI_attackPanelCountsTheDodge() {
        h = Harness.inFight(archerAndSamurai(), data, 100, 30);
        h.keys("a");
        assertTrue(h.words().contains("To hit: d20 +6 (+4 Dex +2 prof) vs AC 16: 46% to hit, 5% critical"), h.screen());
        assertTrue(h.words().contains("sam may dodge [CLASS-SAMURAI]: a Dex check d20 +3 (+3 Dex) against the attack's"
                + " total, once a round, dodges 16% of its hits: 55% to hit before the dodge, 46% after."), h.screen());
    }

    @Test
    @DisplayName("CLASS-SAMURAI: the same in French, with its non-breaking spaces")
    void CLASS_SAMURAI_attackPanelInFrench() {
        TestCatalog catalog = new TestCatalog().add("fight", "Le combat", "Un combat d'essai.", "easy",
                archerAndSamurai()::build);
        h = new Harness(catalog, data, 100, 30, true);
        h.keys("l").keys("n").enter().enter();
        h.keys("a");
        assertTrue(h.words().contains("sam peut esquiver [CLASS-SAMURAI]" + NB + ": un test de Dex d20 +3 (+3 Dex) contre"
                + " le total de l'attaque, une fois par round, esquive 16" + NB + "% de ses coups au but" + NB + ": 55" + NB
                + "% de chances de toucher avant l'esquive, 46" + NB + "% après."), h.screen());
    }

    @Test
    @DisplayName("CLASS-MONK: the spell panel gives a fire bolt's odds at a monk once its dodge is counted: 46%, not 60%")
    void CLASS_MONK_spellPanelCountsTheDodge() {
        h = Harness.inFight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 12, 16, 10, 10).hp(20))
                .with("monk", "monsters", 7, 1, c -> c.pc("monk").abilities(10, 16).hp(20).ac(14))
                .initiative("mage", "monk"), data, 100, 30);
        h.keys("c").enter();
        assertTrue(h.words().contains("Spell attack: d20 +5 (+3 Int +2 prof) vs AC 14: 46% to hit, 5% critical"),
                h.screen());
        assertTrue(h.words().contains("monk may dodge [CLASS-MONK]: a Dex check d20 +3 (+3 Dex) against the attack's"
                + " total, once a round, dodges 23% of its hits: 60% to hit before the dodge, 46% after."), h.screen());
    }
}
