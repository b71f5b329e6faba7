package escarmouche.ui.battle;

import static escarmouche.ui.battle.Blows.blow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The line under the end page's table (and the fight report's) that tells friendly fire apart from damage dealt. */
class FriendlyFireLineTest {

    @Test
    @DisplayName("ATK-FUMBLE: the blows on itself and its own side are summed by creature, in its name and the page's language")
    void ATK_FUMBLE_friendlyFireLine() {
        ScreenFight english = new ScreenFight(RealContent.encounter("goblins-at-the-ford"), 7, null, () -> false);
        assertNull(Summary.friendlyFire(english, ScreenMessages.of(Language.EN)), "no line when nobody hurt their own");
        english.stats().add(blow("brunhild", "g1", 9));
        english.stats().add(blow("tarik", "tarik", 4));
        english.stats().add(blow("g2", "g3", 3));
        english.stats().add(blow("tarik", "brunhild", 2));
        assertEquals("Friendly fire, not in dealt: Tarik (6), Goblin 2 (3)", Summary.friendlyFire(english, ScreenMessages.of(Language.EN)));
        assertEquals(9, english.stats().of("brunhild").dealt);
        ScreenFight french = new ScreenFight(RealContent.encounter("goblins-at-the-ford"), 7, null, () -> false,
                ScreenMessages.of(Language.FR));
        french.stats().add(blow("g2", "g3", 3));
        assertEquals("Tirs amis, hors infligé\u00a0: Gobelin 2 (3)", Summary.friendlyFire(french, ScreenMessages.of(Language.FR)));
    }
}
