package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.EncounterInfo;
import escarmouche.launch.ContentCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game on the repository's real content: encounters, class swaps, the tutorial. */
class ContentPlayTest {
    private static Content content;

    @TempDir
    Path data;

    @BeforeAll
    static void load() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        Loaded<Content> loaded = new ContentLoader().load(dir);
        assertTrue(loaded.ok(), () -> "content/ does not load: " + loaded.problems());
        content = loaded.value();
    }

    @Test
    void everyEncounterOpensAndTheTutorialToo() {
        ContentCatalog catalog = new ContentCatalog(content);
        assertTrue(catalog.encounters().size() >= 5);
        for (EncounterInfo e : catalog.encounters()) {
            assertNotNull(catalog.open(e, Map.of()).scenario(), e.id() + ": " + catalog.open(e, Map.of()).problems());
        }
        assertNotNull(catalog.tutorial().scenario(), catalog.tutorial().problems().toString());
    }

    @Test
    void aHeroCanBeSwappedToAnotherClass() {
        ContentCatalog catalog = new ContentCatalog(content);
        EncounterInfo ford = catalog.encounters().stream().filter(e -> e.id().equals("goblins-at-the-ford"))
                .findFirst().orElseThrow();
        var opened = catalog.open(ford, Map.of("brunhild", "samurai"));
        assertEquals(List.of(), opened.problems());
        CombatantSpec brunhild = opened.scenario().combatants().stream().filter(c -> c.id().equals("brunhild"))
                .findFirst().orElseThrow();
        assertEquals("samurai", brunhild.creature().className());
        assertEquals("Brunhild", brunhild.creature().name());
    }

    @Test
    void thePartyPageSwapsAClassWithC() {
        Harness h = new Harness(new ContentCatalog(content), data, 100, 30, true);
        h.keys("n");
        assertTrue(h.shows("Goblins at the ford"), h.screen());
        while (!h.row(h.find("Goblins at the ford")[1]).contains("▶")) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("Brunhild"), h.screen());
        assertTrue(h.shows("fighter 3"), h.screen());
        h.keys("c");
        assertTrue(h.row(h.find("Brunhild")[1]).contains("infiltrator"), h.screen());
        h.enter();
        assertTrue(h.shows("Round 1 · order"), h.screen());
        assertTrue(h.row(0).startsWith(" Goblins at the ford "), h.screen());
        h.close();
    }

    @Test
    void GRAP_START_aRefusedGrappleNamesTheCreaturesAsTheLogDoes() {
        Harness h = new Harness(new ContentCatalog(content), data, 100, 30, true);
        // The welcome, then the sleeper's rule (COND-UNCONSCIOUS: it lies prone from the start).
        h.keys("t").enter().enter().keys("g");
        // Dozer (g2) sleeps two squares from Rowan, Snarl further: no foe within reach, no picker.
        assertTrue(h.shows("Not possible now: no foe within reach"), h.screen());
        assertFalse(h.shows("GRAPPLE Dozer (g2)"), h.screen());
        // Next to it, the sleeper cannot resist: no roll, and the panel says so instead of weighing two d20s.
        h.keys("l").enter().keys("g");
        assertTrue(h.shows("Dozer is incapacitated and cannot resist: the attempt succeeds without a roll (100%)."),
                h.screen());
        // Sword and shield fill Rowan's hands: the panel says the sword falls before the grapple (GRAP-START).
        assertTrue(h.shows("No hand free: you let go of your longsword to grapple (GRAP-START)"), h.screen());
        // Taking it up again is an object like any other (TURN-OBJECT), as the action list and the log say.
        assertTrue(h.shows("costs your free object interaction, or your action once that is spent (TURN-OBJECT)"), h.screen());
        assertFalse(h.shows("costs your move or your action"), h.screen());
        // Snarl (g1), out of reach, said with the names, not the ids.
        h.press(com.googlecode.lanterna.input.KeyType.Tab);
        assertTrue(h.shows("Not possible now: Snarl is out of Rowan's reach"), h.screen());
        assertFalse(h.shows("g1 is out of"), h.screen());
        h.close();
    }

    @Test
    void theTutorialExplainsEachRuleTheFirstTimeItFires() {
        Harness h = new Harness(new ContentCatalog(content), data);
        h.keys("t");
        assertTrue(h.shows("Welcome."), h.screen());
        h.enter();
        // Dozer sleeps from the start, prone, its scimitar beside it: the rule is said before the first move.
        assertTrue(h.shows("COND-UNCONSCIOUS: Unconscious"), h.screen());
        h.enter();
        assertTrue(h.shows("[ ] Crit the sleeping goblin"), h.screen());
        h.keys("l");
        assertTrue(h.shows("New rule"), h.screen());
        assertTrue(h.shows("MOVE-ENTER"), h.screen());
        h.enter();
        h.keys("a");
        assertTrue(h.shows("ATTACK Dozer"), h.screen());
        // The sleeper lies prone too (COND-UNCONSCIOUS): next to it, that is a second reason for advantage.
        assertTrue(h.words().contains("with advantage (for: target prone, within 1.5 m; target unconscious)"), h.screen());
        h.enter();
        assertTrue(h.shows("New rules"), h.screen());
        // The blow's box says each rule it met first (the roll, the ability, proficiency, advantage ...): the
        // critical's note is further down it.
        for (int i = 0; i < 40 && !h.shows("ATK-CRIT: "); i++) h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        String screen = h.screen();
        assertTrue(h.shows("ATK-CRIT: Exploding criticals") || h.shows("ATK-CRIT: "), screen);
        h.enter();
        assertTrue(h.shows("[x] Crit the sleeping goblin"), h.screen());
        assertTrue(h.shows("critical ×2, then ×4"), h.screen());
        h.keys("e");
        // Dozer's turn, lost to sleep, is the first time a creature cannot act: its rule is said as the monsters play.
        assertTrue(h.shows("COND-INCAPACITATED: Incapacitated"), h.screen());
        h.enter();
        assertTrue(h.shows("Round 2: Rowan's turn"), "the monsters played and the turn came back: " + h.screen());
        // Beside Dozer since the blow: round it by the row above, into the brambles.
        h.keys("ulll");
        assertTrue(h.shows("MOVE-DIFFICULT"), h.screen());
        h.esc();
        assertTrue(h.shows("[ ] Step twice in its reach"), "planning ticks no lesson: " + h.screen());
        h.close();
    }
}
