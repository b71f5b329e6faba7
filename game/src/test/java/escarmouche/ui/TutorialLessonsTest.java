package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.launch.ContentCatalog;
import escarmouche.ui.battle.Tutorial;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tutorial on the real content: each lesson happens, is ticked when it happened, and the tutorial ends. */
class TutorialLessonsTest {
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

    /** Closes every note box until the battle screen takes keys again. */
    private static void readNotes(Harness h) {
        for (int i = 0; i < 6 && (h.shows("New rule") || h.shows("Welcome.")); i++) h.enter();
    }

    private Harness strikeDozer() {
        Harness h = new Harness(new ContentCatalog(content), data);
        h.keys("t");
        h.enter();
        h.keys("l");
        readNotes(h);
        h.keys("a");
        assertTrue(h.shows("ATTACK Dozer"), h.screen());
        h.enter();
        readNotes(h);
        return h;
    }

    @Test
    @DisplayName("ATK-CRIT: the tutorial's strike on the sleeping goblin shows a critical x2, then a 20 that makes it x4")
    void theCriticalChainHappens() {
        Harness h = strikeDozer();
        String screen = h.screen();
        assertTrue(screen.contains("critical x2, then x4"), screen);
        assertTrue(h.shows("[x] Crit the sleeping goblin"), screen);
        h.close();
    }

    @Test
    @DisplayName("OA-WITHIN: two steps inside Snarl's reach provoke its attack; looking at the plan alone ticks nothing")
    void theOpportunityAttackHappensAndOnlyThenIsTicked() {
        Harness h = strikeDozer();
        h.keys("e");
        readNotes(h);
        assertTrue(h.shows("Round 3: Rowan's turn") || h.shows("Round 2: Rowan's turn"), h.screen());
        while (!h.shows("Round 3: Rowan's turn")) {
            h.keys("e");
            readNotes(h);
        }
        h.keys("j");
        readNotes(h);
        h.keys("k");
        readNotes(h);
        assertTrue(h.shows("[ ] Step twice in its reach"), "a plan is not a lesson: " + h.screen());
        h.enter();
        readNotes(h);
        assertTrue(h.shows("[x] Step twice in its reach"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("GRAP-START: the grapple on Snarl succeeds, and once every lesson is done the closing screen says what was learned and what to try next")
    void theGrappleSucceedsAndTheTutorialEnds() {
        Harness h = strikeDozer();
        while (!h.shows("Round 3: Rowan's turn")) {
            h.keys("e");
            readNotes(h);
        }
        h.keys("jk");
        readNotes(h);
        h.enter();
        readNotes(h);
        h.keys("g");
        h.enter();
        readNotes(h);
        String screen = h.screen();
        assertTrue(screen.contains("Tutorial complete"), screen);
        assertTrue(screen.contains("yields"), screen);
        assertTrue(screen.contains("a first real fight"), screen);
        assertTrue(screen.contains("rules reference"), screen);
        h.close();
    }

    @Test
    @DisplayName("OA-LEAVE: the tutorial's advice never says stepping out after acting is safe; it names Disengage")
    void theAdviceIsRight() {
        assertFalse(Tutorial.note("OA-WITHIN").contains("step out once"));
        assertTrue(Tutorial.note("OA-WITHIN").contains("Disengage"));
        assertTrue(Tutorial.note("OA-LEAVE").contains("Disengage"));
        assertTrue(Tutorial.intro().contains("Disengage"));
    }
}
