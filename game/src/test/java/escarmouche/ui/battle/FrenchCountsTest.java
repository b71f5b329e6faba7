package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.Content;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import escarmouche.ui.lang.ContentNames;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** French agrees a word with 0 and 1 in the singular: the damage a weapon deals, what a net still needs. */
class FrenchCountsTest {
    private static final String NB = "\u00a0";
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    private static String weapon(String id) {
        Content content = RealContent.content();
        return BattleWords.weapon(content.weapon(id), new FightTerms(FR), ContentNames.of(content.words(), Language.FR));
    }

    @Test
    @DisplayName("COND-RESTRAINED, ATK-UNARMED: a net's 0 and an unarmed strike's 1 are 'contondant' in the singular; a mace's 1d6 stays plural")
    void COND_RESTRAINED_weaponDamageAgreesInFrench() {
        assertEquals("filet 0 contondant, portée 1/3", weapon("net"));
        assertEquals("mains nues 1 contondant", weapon("unarmed"));
        assertEquals("masse d'armes 1d6 contondants", weapon("mace"));
    }

    @Test
    @DisplayName("DMG-TEMP: one temporary hit point left beside the hit points is 'temporaire' in the singular")
    void DMG_TEMP_oneTemporaryHitPointLeftInFrench() {
        assertEquals(" +1 temporaire", new FightTerms(FR).temporary(1));
        assertEquals(" +6 temporaires", new FightTerms(FR).temporary(6));
        assertEquals(" +1 temporary", new FightTerms(ScreenMessages.of(Language.EN)).temporary(1));
    }

    @Test
    @DisplayName("COND-RESTRAINED: cutting a net that needs 1 more says 'le point qu'il faut', 2 or more 'les 2 qu'il faut'")
    void COND_RESTRAINED_cutOddsAgreeInFrench() {
        assertEquals("Hero" + NB + ": trancher le filet (épée longue), 60" + NB + "% de chances de toucher la CA 10 (d20 9+),"
                + " puis 100" + NB + "% qu'un coup inflige le point qu'il faut",
                FR.text("battle.escape.net.cut.item", "Hero", 60, 10, "9+", "épée longue", 100, 1));
        assertEquals("Hero" + NB + ": trancher le filet (épée longue), 60" + NB + "% de chances de toucher la CA 10 (d20 9+),"
                + " puis 50" + NB + "% qu'un coup inflige les 5 qu'il faut",
                FR.text("battle.escape.net.cut.item", "Hero", 60, 10, "9+", "épée longue", 50, 5));
    }
}
