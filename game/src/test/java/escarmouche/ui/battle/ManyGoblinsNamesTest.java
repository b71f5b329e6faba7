package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.Scripts;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Forty goblins: the map labels "g1" to "g9" say Goblin 1 to 9, but from Goblin 10 on the number no longer fits
 * in two cells, so the name carries the label ("Goblin 10 (g0)") for the player to find it on the map.
 */
class ManyGoblinsNamesTest {
    private static ScreenFight fortyGoblins() {
        List<String> combatants = new ArrayList<>();
        combatants.add("{\"id\": \"aldric\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [1, 2]}");
        for (int i = 1; i <= 40; i++) combatants.add("{\"id\": \"g" + i + "\", \"template\": \"goblin\", \"at\": [" + i + ", 1]}");
        String row = "#" + ".".repeat(40) + "#";
        String wall = "#".repeat(42);
        return new ScreenFight(Scripts.scenario("{\"format\": 1, \"map\": {\"rows\": [\"" + wall + "\", \"" + row + "\", \"" + row
                + "\", \"" + wall + "\"]}, \"combatants\": [" + String.join(", ", combatants) + "]}"), 1, null);
    }

    @Test
    void aGoblinWhoseNumberTheMapCannotShowIsNamedWithItsLabel() {
        ScreenFight fight = fortyGoblins();
        assertEquals("Goblin 9", fight.name("g9"));
        assertEquals("g9", fight.label(fight.battle().find("g9")));
        assertEquals("Goblin 10 (g0)", fight.name("g10"));
        assertEquals("Goblin 31 (gu)", fight.name("g31"));
        assertEquals("Goblin 37 (a1)", fight.name("g37"));
        assertEquals("Aldric", fight.name("aldric"));
    }

    @Test
    void theLabelFollowsTheNameInEveryLanguageAndLookDoesNotSayItTwice() {
        ScreenFight fight = fortyGoblins();
        assertEquals("Gobelin 10 (g0)", fight.in(ScreenMessages.of(Language.FR)).name("g10"));
        assertEquals("Goblin 10 (g0)", new BattleWords(fight).who(fight.battle().find("g10")));
        assertEquals("Goblin 2 (g2)", new BattleWords(fight).who(fight.battle().find("g2")));
    }
}
