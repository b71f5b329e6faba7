package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A net said in French at 80x24: why it cannot be cut, with the weapon in hand named in French as the log names it. */
class FrenchNetCutTest extends ScreenTest {
    private static final char NB = '\u00a0';

    /** The hero with a mace (Dex 16, AC 10) and a goblin with a net beside it; the goblin, played by hand, acts first. */
    private static Scenario maceAgainstNet() {
        Weapon net = RealContent.content().weapons().get("net").weapon();
        Weapon mace = RealContent.content().weapons().get("mace").weapon();
        Scenario s = TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).abilities(10, 16).ac(10).weapons(mace))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(net).control("player"))
                .initiative("gob", "hero").dice(19, 19).build();
        // The shipped content's words, so that the weapons have their French names ("masse d'armes").
        return new Scenario(s.source(), s.name(), s.description(), s.difficulty(), s.rules(), s.map(), s.combatants(),
                s.initiative(), s.dice(), s.seed(), s.grimoire(), s.doors(), s.planned(), RealContent.content().words());
    }

    @Test
    @DisplayName("COND-RESTRAINED in French: with a mace in hand, x greys cutting the net and names the mace in French, in the list and under it")
    void COND_RESTRAINED_netCutGreyedNamesTheMaceInFrench() {
        TestCatalog catalog = new TestCatalog().add("fight", "Le combat", "Un combat d'essai.", "easy",
                FrenchNetCutTest::maceAgainstNet);
        h = new Harness(catalog, data, 80, 24, true);
        h.keys("l").keys("n").enter().enter();
        h.keys("a").enter();
        h.keys("e");
        h.keys("x");
        assertTrue(h.shows("2 hero" + NB + ": trancher le filet · hero a en main une arme (masse d'armes)"), h.screen());
        assertFalse(h.shows("(mace)"), h.screen());
        h.keys("2");
        // Under the list, the whole reason over three rows.
        assertTrue(h.shows("│ tranchante "), h.screen());
        assertTrue(h.shows("Impossible pour l'instant" + NB + ": hero a en main une arme (masse d'armes) qui"),
                h.screen());
    }
}
