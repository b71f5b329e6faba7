package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;

import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ACT-HELP from the keyboard: the ally first, then its next attack against a foe, or its next check. */
class HelpPickTest extends ScreenTest {
    private static TestScenario trio() {
        return TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(7).ac(12))
                .initiative("hero", "ally", "gob");
    }

    @Test
    @DisplayName("ACT-HELP: c in the ally picker helps its next ability check, and the log says so")
    void ACT_HELP_checkFromTheAllyPicker() {
        h = Harness.inFight(trio(), data);
        h.keys("p");
        assertTrue(h.shows("HELP ally (Al), 1 of 1"), h.screen());
        assertTrue(h.shows("c: their next ability check (they must stand next to you) [ACT-HELP]"), h.screen());
        assertTrue(h.shows("Enter help attack  c help a check"), h.screen());
        h.keys("c");
        assertTrue(h.shows("Hero helps ally: advantage on their next ability check before hero's next turn"), h.screen());
    }

    @Test
    @DisplayName("ACT-HELP: an ally too far to lend a hand to is said before c is pressed")
    void ACT_HELP_tooFarSaidFirst() {
        h = Harness.inFight(trio().with("far", "party", 4, 2, c -> c.pc("fighter").hp(20))
                .initiative("hero", "ally", "far", "gob"), data);
        h.keys("p");
        assertFalse(h.shows("to be helped with their check"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("HELP far (Fa), 2 of 2"), h.screen());
        assertTrue(h.shows("Not possible now: far must be within 1.5 m of hero to be helped with their check"),
                h.screen());
    }

    @Test
    @DisplayName("ACT-HELP: once the foe is chosen, the helped ally's chance to hit it as things stand, without the help"
            + " and with it (advantage: two d20s, the higher kept); none while the ally cannot reach it")
    void ACT_HELP_oddsOfTheHelpedAttack() {
        h = Harness.inFight(TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(14))
                .with("far", "party", 6, 2, c -> c.pc("fighter").hp(20))
                .with("gob2", "monsters", 5, 1, c -> c.hp(7).ac(14))
                .initiative("hero", "ally", "far", "gob", "gob2"), data);
        h.keys("p").enter();
        assertTrue(h.shows("HELP ally against gob"), h.screen());
        assertTrue(h.shows("ally will have advantage on their first attack against this foe."), h.screen());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "As things stand, ally hits this foe (\\d+)% of the time with the \\S+, (\\d+)% with your help\\.")
                .matcher(h.screen().replace("\n", " ").replaceAll(" +", " "));
        assertTrue(m.find(), h.screen());
        double now = Integer.parseInt(m.group(1)) / 100.0;
        assertTrue(now > 0 && now < 1, m.group(1));
        assertTrue(Math.abs(Math.round(100 * (1 - (1 - now) * (1 - now))) - Integer.parseInt(m.group(2))) <= 1,
                "advantage: " + m.group());
        h.press(KeyType.Tab);
        assertTrue(h.shows("HELP ally against gob2"), h.screen());
        assertTrue(h.shows("Not possible now:"), "gob2 is not next to hero: " + h.screen());
        assertFalse(h.shows("As things stand"), h.screen());
        h.esc();
        h.keys("p").press(KeyType.Tab);
        assertTrue(h.shows("HELP far (Fa), 2 of 2"), h.screen());
        h.enter();
        assertTrue(h.shows("far cannot strike this foe from where they stand now: the odds come when they attack."),
                h.screen());
    }
}
