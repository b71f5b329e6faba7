package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The odds the battle screen gives of a Dodge (ACT-DODGE) and of a Help (ACT-HELP) leave out the blows the engine
 * would refuse: a foe frightened under the house rules may only defend itself (COND-FRIGHTENED), a creature
 * charmed by another may not attack it (COND-CHARMED). At 100x30, the whole action menu on screen.
 */
class BarredFoesOddsScreenTest extends ScreenTest {
    /**
     * Hal (a fighter in chain mail, AC 16) between a hobgoblin two squares east with a glaive (reach) and a goblin
     * beside him to the west, whose condition {@code goblinState} gives ("frightenedBy" or "charmedBy" Hal).
     */
    private static Scenario halBetween(String goblinState, boolean hobgoblin) {
        String hob = hobgoblin ? """
                   {"id": "m1", "template": "hobgoblin", "side": "monsters", "at": [7, 4], "hp": 60,
                    "weapons": ["glaive"], "armor": ["chain-mail"], "control": "player"},
                """ : "";
        return Scripts.scenario("""
                {"format": 1, "rules": "house",
                 "map": {"rows": ["##############", "#............#", "#............#", "#............#",
                                  "#............#", "#............#", "#............#", "#............#",
                                  "##############"]},
                 "combatants": [
                   {"id": "h", "name": "Hal", "template": "fighter", "side": "party", "at": [5, 4], "armor": ["chain-mail"]},
                   %s
                   {"id": "m2", "template": "goblin", "side": "monsters", "at": [4, 4], "hp": 60, "%s": "h",
                    "control": "player"}
                 ],
                 "initiative": ["h", %s"m2"], "seed": 5}
                """.formatted(hob, goblinState, hobgoblin ? "\"m1\", " : ""));
    }

    private void fight(Scenario s, boolean french) {
        TestCatalog catalog = new TestCatalog().add("fight", "The fight", "A test fight.", "easy", () -> s);
        h = new Harness(catalog, data, 100, 30, true);
        if (french) h.keys("l");
        h.keys("n").enter().enter();
    }

    @Test
    @DisplayName("ACT-DODGE, COND-FRIGHTENED: the Dodge's odds name the hobgoblin alone, not the goblin beside Hal that"
            + " is frightened of him and may only defend itself")
    void ACT_DODGE_COND_FRIGHTENED_aFrightenedFoeIsNotWeighed() {
        fight(halBetween("frightenedBy", true), false);
        h.keys(" ");
        // The glaive, +3 (Str +1, prof +2) against AC 16: 8 faces of 20, 40%; with advantage for flanking with the
        // goblin across Hal (ATK-FLANK), 1 - 0.6 x 0.6 = 64%; the dodge's disadvantage cancels it: 40% again.
        assertTrue(h.shows("o Dodge (Hobgoblin: 64% to hit you, 40% while you dodge)"), h.screen());
        assertFalse(h.shows("2 foes in reach"), h.screen());
    }

    @Test
    @DisplayName("ACT-DODGE, COND-CHARMED in French: with only a goblin charmed by Hal beside him, no foe in reach would"
            + " hit him less")
    void ACT_DODGE_COND_CHARMED_aCharmedFoeIsNotWeighedInFrench() {
        fight(halBetween("charmedBy", false), true);
        h.keys(" ");
        assertTrue(h.shows("o Esquiver (nul à portée ne vous toucherait moins)"), h.screen());
        assertFalse(h.shows("Gobelin\u00a0:"), h.screen());
    }

    /** Hal beside a goblin, and Ana beside Hal, whose condition {@code anaState} gives ("frightenedBy" or "charmedBy" the goblin). */
    private static Scenario anaHelped(String anaState) {
        return Scripts.scenario("""
                {"format": 1, "rules": "house",
                 "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [
                   {"id": "h", "name": "Hal", "template": "fighter", "side": "party", "at": [1, 1]},
                   {"id": "a", "name": "Ana", "template": "fighter", "side": "party", "at": [1, 2], "%s": "g",
                    "fr": {"gender": "f"}},
                   {"id": "g", "template": "goblin", "side": "monsters", "at": [2, 1], "hp": 60}
                 ],
                 "initiative": ["h", "a", "g"], "seed": 5}
                """.formatted(anaState));
    }

    @Test
    @DisplayName("ACT-HELP, COND-CHARMED: helping Ana against the goblin that charmed her gives no odds of a blow she may"
            + " not strike: the help would be lost, and the engine's reason says why")
    void ACT_HELP_COND_CHARMED_helpForAnAllyWhoMayNotAttackIsLost() {
        fight(anaHelped("charmedBy"), false);
        h.keys("p").enter();
        assertTrue(h.shows("HELP Ana against Goblin"), h.screen());
        assertTrue(h.shows("Your help would be lost as things stand. Ana is charmed by Goblin and cannot attack it"
                + " (COND-CHARMED)."), h.screen());
        assertFalse(h.shows("As things stand, Ana hits this foe"), h.screen());
    }

    @Test
    @DisplayName("ACT-HELP, COND-FRIGHTENED in French: helping Ana, frightened of the goblin, says the help would be lost"
            + " as things stand, for she may only defend herself under the house rules")
    void ACT_HELP_COND_FRIGHTENED_helpForAFrightenedAllyIsLostInFrench() {
        fight(anaHelped("frightenedBy"), true);
        h.keys("p").enter();
        assertTrue(h.shows("AIDER Ana contre Gobelin"), h.screen());
        assertTrue(h.shows("En l'état, votre aide serait perdue. Ana est effrayée\u00a0: elle ne peut que se défendre"
                + " (COND-FRIGHTENED)."), h.screen());
        assertFalse(h.shows("avec votre aide"), h.screen());
    }
}
