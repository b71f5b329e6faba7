package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.ui.battle.Tutorial;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
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

    private Harness strikeDozer() throws Exception {
        SaveShelf shelf = new SaveShelf(data.resolve("saves"), SaveShelf.Snapshot.read(content),
                Clock.fixed(Instant.parse("2026-11-24T03:30:00Z"), ZoneOffset.UTC), "a local game");
        Harness h = new Harness(new ContentCatalog(content), shelf, data);
        h.keys("t");
        // The welcome, then the notes of what the fight's start showed (Dozer asleep, the order of turns): the step
        // beside Dozer comes after them, or the box on top takes it and the attack is a javelin thrown from afar.
        readNotes(h);
        h.keys("l");
        readNotes(h);
        assertTrue(h.row(0).contains("move 5/6"), "one step, beside Dozer: " + h.screen());
        h.keys("a");
        assertTrue(h.shows("ATTACK Dozer"), h.screen());
        h.enter();
        readNotes(h);
        return h;
    }

    @Test
    @DisplayName("ATK-CRIT: the tutorial's strike on the sleeping goblin shows a critical ×2, then a 20 that makes it ×4")
    void theCriticalChainHappens() throws Exception {
        Harness h = strikeDozer();
        String screen = h.screen();
        // The blow from next to Dozer: two d20s (advantage), the automatic critical, one more 20, then a 3: ×4, not more.
        assertTrue(h.shows("critical ×2, then ×4 (20, 20, 3)"), screen);
        assertTrue(h.shows("Dozer takes 28: d8 4 +3 Str: 7 slashing ×4 = 28"), screen);
        assertTrue(h.shows("[x] Crit the sleeping goblin"), screen);
        h.close();
    }

    @Test
    @DisplayName("OA-WITHIN: two steps inside Snarl's reach provoke its attack; looking at the plan alone ticks nothing")
    void theOpportunityAttackHappensAndOnlyThenIsTicked() throws Exception {
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
    @DisplayName("GRAP-START: the grapple on Snarl succeeds; with every lesson done Snarl yields on its turn, the fight ends and the closing screen says what was learned and what to try next, its bar naming f and r")
    void theGrappleSucceedsAndTheTutorialEnds() throws Exception {
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
        assertTrue(h.shows("[x] Grapple the awake goblin"), h.screen());
        assertTrue(h.shows("Done: end your turn (e)"), h.screen());
        assertFalse(h.shows("Tutorial complete"), "the fight goes on until Snarl yields: " + h.screen());
        h.keys("e");
        readNotes(h);
        String screen = h.screen();
        assertTrue(screen.contains("Tutorial complete"), screen);
        assertTrue(screen.contains("yields"), screen);
        assertTrue(screen.contains("a first real fight"), screen);
        // The gentlest fight that asks nothing the tutorial did not teach: the ford, not the crypt's ambush (it hides
        // its goblins and locks a door) nor the crypt of the wight, as easy and first by its file's name, whose wight
        // and spectre only magic weapons hurt.
        assertTrue(screen.contains("f: a first real fight, Goblins at the ford (easy)"), screen);
        assertTrue(screen.contains("rules reference"), screen);
        // The closing screen leads to the title screen: the bar above it does not promise a summary.
        // The bar names every key of the box, f and r as well as the way back (docs/playing.md: "the bar says the
        // box's keys").
        assertEquals("f first fight  r rules reference  Enter/Esc back to the title screen", h.row(23).stripTrailing(), screen);
        // Said once: not again as a line of the text, nor as the usual "close".
        assertFalse(screen.contains("Enter or Esc: back to the title screen"), screen);
        assertFalse(screen.contains("Enter/Esc close"), screen);
        assertTrue(h.row(0).contains("The fight is over: victory."), screen);
        assertFalse(h.row(0).contains("summary"), screen);
        h.close();
        assertTrue(reports().contains("Snarl yields: the monsters give up"), "the fight ends in the engine and its report is kept");
    }

    @Test
    @DisplayName("GRAP-START, COND-INCAPACITATED: grappling the sleeper, won without a roll, leaves the grapple lesson open and says"
            + " why; Snarl fights on instead of yielding; grappling Snarl then ends the tutorial on its closing screen")
    void GRAP_START_theSleepersGrappleIsNotTheLessonAndTheFightGoesOn() throws Exception {
        Harness h = strikeDozer();
        while (!h.shows("Round 3: Rowan's turn")) {
            h.keys("e");
            readNotes(h);
        }
        // Two steps in Snarl's reach (its opportunity attack spends its reaction), back beside Dozer.
        h.keys("j");
        readNotes(h);
        h.keys("k");
        readNotes(h);
        h.enter();
        readNotes(h);
        assertTrue(h.shows("[x] Step twice in its reach"), h.screen());
        h.keys("g").press(KeyType.Tab);
        assertTrue(h.shows("GRAPPLE Dozer (g2), 2 of 2"), h.screen());
        h.enter();
        // The grapple's note, then why the lesson is still open, in the same box.
        int[] at = h.find("Not the lesson yet");
        assertTrue(at[1] > 0, h.screen());
        assertEquals(List.of("Not the lesson yet",
                "A creature that cannot act (asleep, unconscious: COND-INCAPACITATED)",
                "cannot resist, so the grapple succeeded without a roll. The lesson is",
                "a contest: grapple the awake goblin, Snarl, who can resist. Until then,",
                "\"Grapple the awake goblin\" stays unticked."), boxRows(h, at[1], 5), h.screen());
        assertTrue(h.shows("GRAP-START: Grappling"), h.screen());
        h.enter();
        assertTrue(h.shows("[ ] Grapple the awake goblin"), h.screen());
        assertTrue(h.shows("Tutorial: try"), h.screen());
        // Snarl fights on: a lesson is left, so it does not yield.
        h.keys("e");
        readNotes(h);
        assertTrue(h.shows("Round 4: Rowan's turn"), h.screen());
        assertFalse(h.shows("yields"), h.screen());
        assertFalse(h.shows("Tutorial complete"), h.screen());
        assertTrue(h.shows("[ ] Grapple the awake goblin"), h.screen());
        // Let go of Dozer for a free hand, grapple Snarl: the lesson is met, and Snarl yields on its turn.
        h.keys("r");
        assertTrue(h.shows("Dozer is no longer grappled (Rowan lets go of Dozer)"), h.screen());
        assertTrue(h.shows("GRAP-RELEASE: Letting go"), "letting go is a rule met for the first time: " + h.screen());
        readNotes(h);
        h.keys("g");
        assertTrue(h.shows("GRAPPLE Snarl (g1), 1 of 2"), h.screen());
        h.enter();
        readNotes(h);
        assertTrue(h.shows("[x] Grapple the awake goblin"), h.screen());
        assertTrue(h.shows("Done: end your turn (e)"), h.screen());
        assertFalse(h.shows("Not the lesson yet"), "said once, and not once the lesson is met: " + h.screen());
        h.keys("e");
        readNotes(h);
        String screen = h.screen();
        assertTrue(screen.contains("Tutorial complete"), screen);
        assertTrue(screen.contains("Snarl throws down its scimitar and yields: the camp is yours."), screen);
        h.close();
        assertTrue(reports().contains("Snarl yields: the monsters give up"), "the fight ends in the engine");
    }

    @Test
    @DisplayName("T shows the tutorial's welcome again (its keys and lessons), and the key help lists it; a continued"
            + " tutorial says which key shows it")
    void theWelcomeCanBeReadAgain() throws Exception {
        Harness h = strikeDozer();
        assertFalse(h.shows("Welcome."), h.screen());
        h.keys("T");
        assertTrue(h.shows("Welcome."), h.screen());
        h.enter();
        assertFalse(h.shows("Welcome."), h.screen());
        assertTrue(Tutorial.intro().contains("T shows this welcome again"), Tutorial.intro());
        assertTrue(Tutorial.intro(escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR))
                .contains("T affiche de nouveau cet accueil"));
        String keys = String.join("\n", escarmouche.ui.page.KeyHelp.lines().stream().map(escarmouche.ui.page.Line::text).toList());
        assertTrue(keys.contains("  T\n        in the tutorial: its welcome again"), keys);
        h.keys("Q").keys("y");
        h.close();
        SaveShelf shelf = new SaveShelf(data.resolve("saves"), SaveShelf.Snapshot.read(content),
                Clock.fixed(Instant.parse("2026-11-24T03:40:00Z"), ZoneOffset.UTC), "a local game");
        h = new Harness(new ContentCatalog(content), shelf, data);
        h.keys("g");
        String screen = h.screen().replaceAll("\\s+", " ");
        assertTrue(screen.contains("Continued from"), screen);
        assertTrue(screen.contains("T shows the tutorial's welcome again"), screen);
        h.keys("T");
        assertTrue(h.shows("Welcome."), h.screen());
        h.close();
    }

    /** The text of a box's rows from {@code row} on, without its borders. */
    private static List<String> boxRows(Harness h, int row, int count) {
        List<String> out = new java.util.ArrayList<>();
        for (int r = row; r < row + count; r++) {
            String line = h.row(r);
            out.add(line.substring(line.indexOf('│') + 1, line.lastIndexOf('│')).strip());
        }
        return out;
    }

    @Test
    @DisplayName("A continued tutorial keeps its checklist, ticked from what it already did, shows no note again for it, and ends on its closing screen")
    void aContinuedTutorialKeepsItsChecklistAndItsEnd() throws Exception {
        Harness h = strikeDozer();
        while (!h.shows("Round 3: Rowan's turn")) {
            h.keys("e");
            readNotes(h);
        }
        h.keys("jk");
        readNotes(h);
        h.enter();
        readNotes(h);
        assertTrue(h.shows("[x] Step twice in its reach"), h.screen());
        h.keys("Q").keys("y");
        h.close();
        SaveShelf shelf = new SaveShelf(data.resolve("saves"), SaveShelf.Snapshot.read(content),
                Clock.fixed(Instant.parse("2026-11-24T03:40:00Z"), ZoneOffset.UTC), "a local game");
        h = new Harness(new ContentCatalog(content), shelf, data);
        h.keys("g");
        String screen = h.screen();
        assertTrue(screen.contains("Continued from"), screen);
        assertFalse(screen.contains("New rule"), "the notes of what already happened are not shown again: " + screen);
        assertTrue(screen.contains("Tutorial: try"), screen);
        assertTrue(screen.contains("[x] Crit the sleeping goblin"), screen);
        assertTrue(screen.contains("[x] Step twice in its reach"), screen);
        assertTrue(screen.contains("[ ] Grapple the awake goblin"), screen);
        h.keys("g");
        h.enter();
        readNotes(h);
        assertTrue(h.shows("[x] Grapple the awake goblin"), h.screen());
        h.keys("e");
        readNotes(h);
        screen = h.screen();
        assertTrue(screen.contains("Tutorial complete"), screen);
        assertTrue(screen.contains("a first real fight"), screen);
        h.close();
    }

    @Test
    @DisplayName("GRAP-START in French: the whole tutorial, from Dozer to Snarl's surrender, ends on a closing screen in French, the next fight's difficulty and the bar's f and r included")
    void theTutorialInFrench() throws Exception {
        SaveShelf shelf = new SaveShelf(data.resolve("saves"), SaveShelf.Snapshot.read(content),
                Clock.fixed(Instant.parse("2026-11-24T03:30:00Z"), ZoneOffset.UTC), "a local game");
        Harness h = new Harness(new ContentCatalog(content), shelf, data);
        h.keys("l").keys("t");
        readFrenchNotes(h);
        h.keys("l");
        readFrenchNotes(h);
        h.keys("a");
        assertTrue(h.shows("ATTAQUER Dozer"), h.screen());
        h.enter();
        readFrenchNotes(h);
        while (!h.shows("Round 3\u00a0: au tour de Rowan")) {
            h.keys("e");
            readFrenchNotes(h);
        }
        h.keys("jk");
        readFrenchNotes(h);
        h.enter();
        readFrenchNotes(h);
        h.keys("g");
        h.enter();
        readFrenchNotes(h);
        assertTrue(h.shows("[x] Lutte avec l'éveillé"), h.screen());
        h.keys("e");
        readFrenchNotes(h);
        String screen = h.screen();
        assertTrue(screen.contains("Didacticiel terminé"), screen);
        assertTrue(screen.contains("se rend"), screen);
        assertTrue(screen.contains("Gobelins au gué (facile)"), screen);
        assertFalse(screen.contains("medium"), screen);
        assertEquals("f premier combat  r règles  Entrée/Échap écran titre", h.row(23).stripTrailing(), screen);
        // The box's own footer says every key too, how it closes included: at 80 columns it was cut before Entrée/Échap.
        boolean footer = false;
        for (int row = 0; row < 23; row++) {
            footer |= h.row(row).contains("f premier combat  r règles  Entrée/Échap écran titre");
        }
        assertTrue(footer, screen);
        // What the English says of the reference, whole: every house rule with its ID, the IDs the log shows.
        String text = screen.replaceAll("[│\\s]+", " ");
        assertTrue(text.contains("r\u00a0: la référence des règles, chaque règle maison avec son identifiant (ceux que"
                + " montre le journal)\u00a0; / y cherche une règle par ses mots."), screen);
        h.close();
    }

    private static void readFrenchNotes(Harness h) {
        for (int i = 0; i < 6 && (h.shows("Nouvelle") || h.shows("Bienvenue.")); i++) h.enter();
    }

    /** Every fight report written under the data folder, joined. */
    private String reports() throws Exception {
        StringBuilder all = new StringBuilder();
        try (var files = Files.walk(data)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".txt")).toList()) all.append(Files.readString(p));
        }
        return all.toString();
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, COND-PRONE, ACT-DODGE: a tutorial note says what its \"versus plain 5e\" line calls a"
            + " house addition (the chain, the lost save bonuses, the check to cast lying down, the +1 to saves), in both languages")
    void notesSayWhatTheirHouseLineNames() {
        java.util.Map<String, java.util.List<String>> english = java.util.Map.of(
                "COND-UNCONSCIOUS", java.util.List.of("chain", "Int and Wis bonuses to saves"),
                "COND-PRONE", java.util.List.of("spell cast lying down needs a Dex check"),
                "ACT-DODGE", java.util.List.of("other saves +1"));
        java.util.Map<String, java.util.List<String>> french = java.util.Map.of(
                "COND-UNCONSCIOUS", java.util.List.of("chaîne", "bonus d'Int et de Sag aux sauvegardes"),
                "COND-PRONE", java.util.List.of("sort lancé à terre demande d'abord un test de Dex"),
                "ACT-DODGE", java.util.List.of("autres sauvegardes +1"));
        for (var rule : english.keySet()) {
            String en = Tutorial.note(escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN), rule);
            String fr = Tutorial.note(escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR), rule);
            for (String words : english.get(rule)) assertTrue(en.contains(words), rule + ": " + en);
            for (String words : french.get(rule)) assertTrue(fr.contains(words), rule + ": " + fr);
        }
    }

    @Test
    @DisplayName("OA-LEAVE: the tutorial's advice never says stepping out after acting is safe; it names Disengage")
    void theAdviceIsRight() throws Exception {
        assertFalse(Tutorial.note("OA-WITHIN").contains("step out once"));
        assertTrue(Tutorial.note("OA-WITHIN").contains("Disengage"));
        assertTrue(Tutorial.note("OA-LEAVE").contains("Disengage"));
        assertTrue(Tutorial.intro().contains("Disengage"));
    }

    @Test
    @DisplayName("OA-DISENGAGE, TURN-ECONOMY: the welcome, the OA-WITHIN note and the closing box say that Disengage gives a"
            + " chance, a roll against each enemy, and takes the turn's one action in place of an attack; never that it is a"
            + " sure way out, in both languages")
    void OA_DISENGAGE_theTutorialSaysDisengageIsARoll() {
        String nb = "\u00a0";
        escarmouche.lang.ScreenMessages en = escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN);
        escarmouche.lang.ScreenMessages fr = escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR);
        assertTrue(Tutorial.intro(en).contains("Careful: stepping out of an enemy's reach provokes an attack too. The"
                + " Disengage action (D) gives you a chance to slip away: a roll against each enemy, and those you do not"
                + " beat may still strike. Each time"), Tutorial.intro(en));
        assertTrue(Tutorial.note(en, "OA-WITHIN").endsWith("To get away with less risk, take the Disengage action (D) in"
                + " place of an attack, before you step: an initiative roll against each enemy, and those you do not beat"
                + " may still strike (OA-DISENGAGE)."), Tutorial.note(en, "OA-WITHIN"));
        assertEquals("- Inside an enemy's reach, the second step provokes an opportunity attack, and so does leaving it, even"
                + " after you acted. Disengaging (D) instead of attacking gives a chance to slip away: a roll per enemy.",
                en.text("tutorial.end.within"));
        assertTrue(Tutorial.intro(fr).contains("Attention" + nb + ": sortir de l'allonge d'un ennemi provoque aussi une"
                + " attaque. L'action se désengager (D) vous donne une chance de filer" + nb + ": un jet contre chaque"
                + " ennemi, et ceux que vous ne battez pas peuvent encore frapper. Chaque fois"), Tutorial.intro(fr));
        assertTrue(Tutorial.note(fr, "OA-WITHIN").endsWith("Pour vous en tirer avec moins de risque, prenez l'action se"
                + " désengager (D) à la place d'une attaque, avant de bouger" + nb + ": un jet d'initiative contre chaque"
                + " ennemi, et ceux que vous ne battez pas peuvent encore frapper (OA-DISENGAGE)."), Tutorial.note(fr, "OA-WITHIN"));
        assertEquals("- Dans l'allonge d'un ennemi, le deuxième pas provoque une attaque d'opportunité" + nb + "; en sortir"
                + " aussi, même après avoir agi. Se désengager (D) au lieu d'attaquer donne une chance" + nb + ": un jet par"
                + " ennemi.", fr.text("tutorial.end.within"));
        for (String text : List.of(Tutorial.intro(en), Tutorial.note(en, "OA-WITHIN"), en.text("tutorial.end.within"))) {
            assertFalse(text.contains("unless you take the Disengage") || text.contains("Disengage action first")
                    || text.contains("Disengage action (D) first"), text);
        }
        for (String text : List.of(Tutorial.intro(fr), Tutorial.note(fr, "OA-WITHIN"), fr.text("tutorial.end.within"))) {
            assertFalse(text.contains("d'abord l'action se désengager"), text);
        }
    }
}
