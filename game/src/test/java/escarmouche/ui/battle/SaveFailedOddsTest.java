package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.preview.SpellPreviews;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-PARALYZED fails Dex saves: the spell panel said "its d20 +2 (+2 Dex): it saves 0% of the time", a 0 with
 * a bonus beside it and nothing saying why. It now names the condition and its rule, as the log line after the roll
 * does ("fails: paralyzed").
 */
class SaveFailedOddsTest {
    private static final String NB = "\u00a0";

    private static Fight fight(Condition... conditions) {
        return Fight.of(TestScenario.map(
                        "##############",
                        "#............#",
                        "#............#",
                        "#............#",
                        "##############")
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("gob", "monsters", 10, 2, c -> c.hp(60).abilities(10, 14).control("player").conditions(conditions))
                .initiative("mage", "gob")).start();
    }

    private static SpellPreviews.TargetOdds odds(Fight f) {
        var spells = f.game().previews().spells();
        var fireball = spells.options(f.creature("mage")).get(0).spell();
        return spells.area(f.creature("mage"), fireball, new Pos(10, 2)).caught().get(0);
    }

    @Test
    @DisplayName("COND_PARALYZED: the odds of a Dex save say the paralyzed target fails it, naming the rule, in English and French")
    void COND_PARALYZED_theFailedSaveIsSaidWithItsRule() {
        Fight f = fight(Condition.PARALYZED);
        SpellPreviews.TargetOdds t = odds(f);
        assertEquals(0, t.savePercent());
        assertEquals("paralyzed", t.saveFailedBy());
        var fireball = f.game().previews().spells().options(f.creature("mage")).get(0).spell();
        String en = SpellWords.targetOdds(fireball, t, 100, new FightTerms(ScreenMessages.of(Language.EN)), false).text();
        assertTrue(en.contains("Dex save DC 13: it fails it, being paralyzed (COND-PARALYZED); "), en);
        String fr = SpellWords.targetOdds(fireball, t, 100, new FightTerms(ScreenMessages.of(Language.FR)), true).text();
        assertTrue(fr.contains("Sauvegarde de Dex DD 13" + NB + ": elle la rate, étant paralysée (COND-PARALYZED)" + NB
                + "; "), fr);
    }

    @Test
    @DisplayName("a target that may save keeps its d20 and its chance")
    void anOrdinaryTargetKeepsItsChance() {
        SpellPreviews.TargetOdds t = odds(fight());
        assertEquals(50, t.savePercent());
        assertEquals(null, t.saveFailedBy());
    }
}
