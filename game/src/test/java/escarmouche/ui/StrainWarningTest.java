package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.testing.RealContent;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** HP-DISABLED before the choice: a hero at 0 hit points is told that an attack or a spell drops them to -1 and dying. */
class StrainWarningTest extends ScreenTest {
    private static final String WARNING = "Disabled at 0 HP: this action drops Brunhild to -1 HP, unconscious and dying [HP-DISABLED]";

    /** Brunhild, a fighter or a cleric at {@code hp}, beside a goblin; the title switched to French when asked. */
    private void fight(String template, int hp, boolean french) {
        String json = """
                {"format": 1, "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [{"id": "bru", "name": "Brunhild", "fr": {"gender": "f"}, "template": "%s", "at": [1, 1], "hp": %d},
                  {"id": "gob", "template": "goblin", "at": [2, 1]}],
                 "initiative": ["bru", "gob"]}
                """.formatted(template, hp);
        Scenario s = new ScenarioLoader().load(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "strain.json",
                RealContent.content()).value();
        TestCatalog catalog = new TestCatalog().add("fight", "The fight", "A test.", "easy", () -> s);
        h = new Harness(catalog, data, 80, 24, true);
        if (french) h.keys("l");
        h.keys("n").enter().enter();
    }

    @Test
    @DisplayName("HP-DISABLED: at 0 HP the attack and grapple pickers say the action drops the hero to -1 and dying")
    void attackAndGrappleWarn() {
        fight("fighter", 0, false);
        h.keys("a");
        assertTrue(h.shows(WARNING), h.screen());
        h.esc().keys("g");
        assertTrue(h.shows(WARNING), h.screen());
    }

    @Test
    @DisplayName("HP-DISABLED: at 0 HP the spell list and the spell's target say it too")
    void spellsWarn() {
        fight("cleric", 0, false);
        h.keys("c");
        assertTrue(h.shows(WARNING), h.screen());
        h.enter();
        assertTrue(h.shows(WARNING), h.screen());
    }

    @Test
    @DisplayName("HP-DISABLED: with hit points left, no warning")
    void unhurtIsNotWarned() {
        fight("fighter", 10, false);
        h.keys("a");
        assertTrue(h.shows("ATTACK"), h.screen());
        assertFalse(h.shows("Disabled at 0 HP"), h.screen());
    }

    @Test
    @DisplayName("HP-DISABLED in French: the warning agrees with a heroine (inconsciente et mourante)")
    void inFrench() {
        fight("fighter", 0, true);
        h.keys("a");
        assertTrue(h.shows("Hors d'état à 0 PV\u00a0: cette action fait tomber Brunhild à -1 PV, inconsciente et mourante"
                + " [HP-DISABLED]"), h.screen());
    }
}
