package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A behaviour a GM writes in place for one combatant, with no name: the engine names it after the
 * combatant's id ("k1"); the look pane and "why?" name it as that creature's own ("Kobold 1's own").
 */
class OwnBehaviourScreenTest extends ScreenTest {
    private static final String NB = "\u00a0";

    /** The GM's encounter opened and fought by hand until Kobold 1 has made its first plan. */
    private void untilTheKoboldsPlan(boolean french) throws Exception {
        Path own = Files.createDirectories(data.resolve("mine"));
        Files.writeString(own.resolve("warren.json"), """
                {"format": 1, "name": "Kobold warren",
                 "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [{"id": "kenji", "template": "samurai", "at": [1, 1]},
                  {"id": "k1", "template": "goblin", "name": "Kobold 1", "side": "monsters", "at": [8, 1],
                   "behavior": {"description": "Bites the nearest foe", "rules": [
                     {"do": "attack", "why": "bite the nearest"}]}}]}
                """);
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        if (french) h.keys("l");
        h.keys("n");
        h.press(KeyType.End);
        assertTrue(h.shows("Kobold warren"), h.screen());
        h.enter().enter().keys("V");
        String plan = french ? "attaquer Kenji (bite the nearest)" : "Kobold 1 means to attack Kenji";
        for (int i = 0; i < 4 && !h.shows(plan); i++) h.keys("e");
        assertTrue(h.shows(plan), h.screen());
    }

    @Test
    @DisplayName("Looking at the creature: its behaviour is its own, and its last plan is not prefixed with its id")
    void lookSaysItsOwn() throws Exception {
        untilTheKoboldsPlan(false);
        h.keys("v");
        for (int i = 0; i < 4 && !h.shows("Kobold 1 (k1)"); i++) h.press(KeyType.Tab);
        assertTrue(h.shows("Behaviour: Kobold 1's own · last: bite the nearest → attack Kenji"), h.screen());
        assertFalse(h.shows("Behaviour: k1"), h.screen());
    }

    @Test
    @DisplayName("Why? on its plan: the creature's own behaviour, its rule 1, and the description its author wrote")
    void whySaysItsOwn() throws Exception {
        untilTheKoboldsPlan(false);
        h.keys("L");
        for (int i = 0; i < 30 && !selected().contains("Kobold 1 means to"); i++) h.press(KeyType.ArrowUp);
        h.enter();
        String why = h.words();
        assertTrue(why.contains("Behaviour: Kobold 1's own, its rule 1"), h.screen());
        assertTrue(why.contains("Bites the nearest foe"), h.screen());
    }

    @Test
    @DisplayName("In French: « propre à Kobold 1 »")
    void inFrench() throws Exception {
        untilTheKoboldsPlan(true);
        h.keys("v");
        for (int i = 0; i < 4 && !h.shows("Kobold 1 (k1)"); i++) h.press(KeyType.Tab);
        assertTrue(h.shows("Comportement" + NB + ": propre à Kobold 1 · dernier" + NB + ": bite the nearest → attaquer Kenji"),
                h.screen());
    }

    @Test
    @DisplayName("A shared behaviour that bears a combatant's id (an archer fighting as archer) keeps its name")
    void aSharedBehaviourOfTheSameName() throws Exception {
        Path own = Files.createDirectories(data.resolve("mine"));
        Files.writeString(own.resolve("archers.json"), """
                {"format": 1, "name": "Archers",
                 "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [{"id": "kenji", "template": "samurai", "at": [1, 1]},
                  {"id": "archer", "template": "goblin", "side": "monsters", "at": [8, 1], "behavior": "archer"}]}
                """);
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("n");
        h.press(KeyType.End);
        h.enter().enter().keys("v");
        for (int i = 0; i < 4 && !h.shows("Goblin (go): monster"); i++) h.press(KeyType.Tab);
        assertTrue(h.shows("Behaviour: archer "), h.screen());
        assertFalse(h.shows("own"), h.screen());
    }

    private String selected() {
        for (String row : h.screen().split("\n")) if (row.startsWith("▶ ")) return row;
        return "";
    }
}
