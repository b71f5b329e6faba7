package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.TestScenario;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The log in the player's words: names, not ids; three levels of detail; a search; refusals as sentences. */
class LogWordsTest extends ScreenTest {
    private static final Pattern GOBLIN_ID = Pattern.compile("\\b[gG][1-5]\\b");
    private static Content content;

    @BeforeAll
    static void load() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        Loaded<Content> loaded = new ContentLoader().load(dir);
        assertTrue(loaded.ok(), () -> "content/ does not load: " + loaded.problems());
        content = loaded.value();
    }

    /** Goblins at the ford, the party's first round ended, so the five goblins have played theirs. */
    private Harness ford() {
        h = new Harness(new ContentCatalog(content), data, 120, 40, true);
        h.keys("n");
        while (!h.row(h.find("Goblins at the ford")[1]).contains("▶")) h.press(KeyType.ArrowDown);
        h.enter().enter();
        for (int i = 0; i < 8 && !h.shows("Round 2: "); i++) h.keys("e");
        assertTrue(h.shows("Round 2: "), h.screen());
        return h;
    }

    /** The rows under the log's title, the title included. */
    private List<String> logRows() {
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String row : h.screen().split("\n")) {
            if (row.startsWith("── Log")) in = true;
            if (in) out.add(row);
        }
        assertFalse(out.isEmpty(), h.screen());
        return out.subList(0, out.size() - 1);
    }

    private String log() {
        return String.join("\n", logRows());
    }

    @Test
    @DisplayName("The log and the look text call goblins that share a name Goblin 1 ... Goblin 5, never g1 or G1, and heroes by name")
    void creaturesAreCalledByName() {
        ford();
        String log = log();
        assertTrue(log.contains("Round 1: Goblin 1's turn"), log);
        assertTrue(log.contains("Goblin 1 attacks "), log);
        assertFalse(GOBLIN_ID.matcher(log).find(), log);
        h.keys("v");
        for (int i = 0; i < 12 && !h.shows("last: "); i++) h.press(KeyType.Tab);
        String look = h.words();
        assertTrue(look.contains("Goblin"), h.screen());
        String last = look.substring(look.indexOf("last: "));
        assertTrue(last.contains(" → "), h.screen());
        assertFalse(last.contains("->"), h.screen());
        assertFalse(Pattern.compile("\\b(brunhild|ysolde|tarik|mathis)\\b").matcher(last).find(), h.screen());
    }

    @Test
    @DisplayName("V cycles the log: normal hides the monsters' intents, full shows them, brief drops the dice and rule IDs")
    void detailLevels() {
        ford();
        String normal = log();
        assertFalse(normal.contains("means to"), normal);
        assertTrue(normal.contains("d20 "), normal);
        assertTrue(normal.contains("[ATK-ROLL"), normal);
        h.keys("V");
        String full = log();
        assertTrue(full.startsWith("── Log (full)"), full);
        assertTrue(full.contains("Goblin 1 means to shoot "), full);
        assertTrue(full.contains("from 4 squares or more (skirmisher: "), full);
        assertFalse(GOBLIN_ID.matcher(full).find(), full);
        h.keys("V");
        String brief = log();
        assertTrue(brief.startsWith("── Log (brief)"), brief);
        assertTrue(brief.contains("Round 1: Goblin 1's turn"), brief);
        assertTrue(Pattern.compile("Goblin 1 (hits|misses|crits) ").matcher(brief).find(), brief);
        assertFalse(brief.contains("d20"), brief);
        assertFalse(brief.contains("[ATK-"), brief);
        assertFalse(brief.contains("means to"), brief);
        h.keys("V");
        assertTrue(log().startsWith("── Log ─"), log());
    }

    @Test
    @DisplayName("Keys help names V for the log's detail and / to search the log")
    void helpSaysIt() {
        ford();
        h.keys("?");
        for (int i = 0; i < 10 && !h.words().contains("V the log's detail"); i++) h.press(KeyType.PageDown);
        assertTrue(h.words().contains("V the log's detail, in turn: brief"), h.screen());
        assertTrue(h.words().contains("/ searches"), h.screen());
    }

    @Test
    @DisplayName("The log's search ignores accents and case, as the rules reference's does: opportunite finds opportunité")
    void searchWithoutAccents() {
        escarmouche.ui.log.MessageLog.Entry french = new escarmouche.ui.log.MessageLog.Entry(
                "Gobelin 1 fait une attaque d\u2019opportunité sur Lin", List.of(), escarmouche.ui.log.MessageLog.Kind.NORMAL);
        assertTrue(french.matches("opportunite"));
        assertTrue(french.matches("OPPORTUNITÉ"));
        assertTrue(french.matches("d'opportunite"));
        assertFalse(french.matches("gobelin 2"));
    }

    @Test
    @DisplayName("TURN-ORDER: / in the log keeps the lines with a rule ID, and a creature's name; Esc clears it")
    void searchByRuleAndByCreature() {
        ford();
        h.keys("L/TURN-ORDER");
        assertTrue(h.shows("── Log (normal) search: TURN-ORDER"), h.screen());
        h.enter();
        List<String> rows = logRows();
        assertTrue(rows.get(0).startsWith("── Log (normal) 1 line with “TURN-ORDER”"), log());
        assertTrue(log().contains("Initiative: "), log());
        assertFalse(log().contains("attacks"), log());
        h.esc();
        h.keys("L/goblin 3").enter();
        assertTrue(log().contains("Round 1: Goblin 3's turn"), log());
        assertFalse(log().contains("Goblin 1's turn"), log());
        h.esc();
        h.keys("Lc");
        assertTrue(logRows().get(0).contains("with “Brunhild”"), log());
        assertFalse(log().contains("Goblin 2's turn"), log());
    }

    @Test
    @DisplayName("Browsing the log, the count of newer lines takes a row of its own and never hides a line's rule IDs")
    void newerMarkerLeavesRuleTagsAlone() {
        ford();
        h.keys("L");
        h.press(KeyType.ArrowUp).press(KeyType.ArrowUp);
        List<String> rows = logRows();
        int marker = -1;
        for (int i = 0; i < rows.size(); i++) if (rows.get(i).contains("newer")) marker = i;
        assertTrue(marker > 0, log());
        assertFalse(rows.get(marker).contains("["), "the marker's row holds nothing else\n" + log());
        for (String row : rows) {
            if (row.contains("[")) assertTrue(row.trim().endsWith("]"), "rule IDs whole\n" + log());
        }
        assertTrue(rows.get(marker - 1).contains("▶"), "the marker sits under the selected line\n" + log());
        assertTrue(rows.get(marker).matches(".*↓ \\d+ newer lines? *"), "the count says what it counts\n" + log());
    }

    /** The tutorial's first strike made, the log browsed six lines up: to Dozer dropping its scimitar, the log's second line. */
    private List<String> tutorialLogBackTo2nd(int columns, int rows) {
        h = new Harness(new ContentCatalog(content), data, columns, rows, true);
        h.keys("t").enter().enter().keys("l").enter().keys("a").enter().enter();
        h.keys("L");
        for (int i = 0; i < 6; i++) h.press(KeyType.ArrowUp);
        return logRows().stream().map(String::stripTrailing).toList();
    }

    @Test
    @DisplayName("Browsing back to the log's first lines on a tall terminal, the newer lines fill the pane under the selection")
    void earlyLineLeavesNoBlankPaneWhenTall() {
        List<String> expected = new ArrayList<>(List.of(
                "── Log (normal): ↑↓ choose a line, Enter why? " + "─".repeat(74),
                "  Dozer is now prone (lies unconscious)" + " ".repeat(63) + "[COND-UNCONSCIOUS]",
                "▶ Dozer drops its scimitar at 4,2" + " ".repeat(69) + "[COND-UNCONSCIOUS]",
                "  Initiative fixed by the scenario: Rowan, Snarl, Dozer" + " ".repeat(53) + "[TURN-ORDER]",
                "  Round 1: Rowan's turn (6 movement)",
                "  Rowan moves 2,2 → 3,2 (1 square, 1 movement, 5 left)" + " ".repeat(54) + "[MOVE-ENTER]",
                "  Rowan attacks Dozer with longsword: d20 20 (20, 20, advantage: target prone, within 1.5 m, target"
                        + " unconscious) +3 Str",
                "  +2 prof = 25 vs AC 15: hit; critical ×2, then ×4 (20, 20, 3)",
                " ".repeat(33) + "[ATK-ROLL ACT-ATTACK ATK-ABILITY ATK-PROF ATK-ADV COND-PRONE COND-UNCONSCIOUS ATK-CRIT]",
                "  Dozer takes 28: d8 4 +3 Str: 7 slashing ×4 = 28; HP -21" + " ".repeat(44) + "[DMG-ROLL ATK-CRIT]",
                "  Dozer system shock: 1d100 14 +21 below 0 = 35 vs 70%: survives" + " ".repeat(46) + "[HP-SHOCK]"));
        while (expected.size() < 26) expected.add("");
        assertEquals(expected, tutorialLogBackTo2nd(120, 40), log());
    }

    @Test
    @DisplayName("Browsing back to the log's first lines at 80x24, the newer lines that fit whole fill the pane, the count under them")
    void earlyLineLeavesNoBlankPaneAt80x24() {
        assertEquals(List.of(
                "── Log (normal): ↑↓ choose a line, Enter why? " + "─".repeat(34),
                "  Dozer is now prone (lies unconscious)" + " ".repeat(23) + "[COND-UNCONSCIOUS]",
                "▶ Dozer drops its scimitar at 4,2" + " ".repeat(29) + "[COND-UNCONSCIOUS]",
                "  Initiative fixed by the scenario: Rowan, Snarl, Dozer" + " ".repeat(13) + "[TURN-ORDER]",
                "  Round 1: Rowan's turn (6 movement)",
                "  Rowan moves 2,2 → 3,2 (1 square, 1 movement, 5 left)" + " ".repeat(14) + "[MOVE-ENTER]",
                " ".repeat(64) + "↓ 3 newer lines",
                "", "", ""), tutorialLogBackTo2nd(80, 24), log());
    }

    @Test
    @DisplayName("ATK-ROLL: weapons are named as words (light crossbow, not light-crossbow) in the look text and the log")
    void weaponsByName() {
        var crossbow = TestScenario.weapon("light-crossbow", "1d8", escarmouche.rules.core.DamageType.PIERCING,
                escarmouche.rules.core.WeaponKind.LIGHT_CROSSBOW, 16, 64);
        TestScenario shot = TestScenario.map("##########", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 16).hp(20).ac(16).weapons(crossbow))
                .with("gob", "monsters", 6, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 3);
        TestCatalog catalog = new TestCatalog().add("shot", "The shot", "One hero, one goblin.", "easy", shot::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
        h.keys("v");
        assertTrue(h.shows("Weapons: light crossbow 1d8 piercing, range 16/64"), h.screen());
        h.esc().keys("a").enter();
        assertTrue(h.shows("hero attacks gob with light crossbow: d20 15"), h.screen());
        assertFalse(h.shows("light-crossbow"), h.screen());
    }

    @Test
    @DisplayName("ATK-FUMBLE in English: a hero's fumble says they strike themselves, a monster's that it strikes itself")
    void heroesAreTheyMonstersIt() {
        TestScenario swing = TestScenario.map("##########", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 16).hp(20).ac(16).weapons(TestScenario.LONGSWORD))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(1, 1, 5, 1, 1, 5);
        TestCatalog catalog = new TestCatalog().add("swing", "The swing", "One hero, one goblin.", "easy", swing::build);
        h = new Harness(catalog, data, 120, 40, true);
        h.keys("n").enter().enter();
        h.keys("a").enter();
        h.keys("e");
        String log = log();
        assertTrue(log.contains("  hero's fumble: d6 1: they strike themselves "), log);
        assertTrue(log.contains("  hero attacks themselves with longsword: d20 5 "), log);
        assertTrue(log.contains("  gob's fumble: d6 1: it strikes itself "), log);
        assertTrue(log.contains("  gob attacks itself with scimitar: d20 5 "), log);
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the planner names the risky check's ability as Str, not str")
    void abilitiesAsOnTheSheet() {
        TestScenario mud = TestScenario.map("##########", "#.,......#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 8, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
        TestCatalog catalog = new TestCatalog().add("mud", "Mud", "One hero, one goblin.", "easy", mud::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
        h.keys("l");
        h.keys("r");
        assertTrue(h.shows("(risky, Str check)"), h.screen());
    }

    @Test
    @DisplayName("A refused action reads as a sentence saying why, never as the command's text")
    void refusalsAreSentences() {
        TestScenario duel = TestScenario.map("##########", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 3, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(2, 5);
        TestCatalog catalog = new TestCatalog().add("duel", "The duel", "One hero, one goblin.", "easy", duel::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
        h.keys("l").keys("a").enter();
        h.keys("d");
        assertTrue(h.shows("Not possible now: hero has already used their action this turn"), h.screen());
        assertFalse(h.shows("Refused"), h.screen());
        assertFalse(h.shows("\"dash\""), h.screen());
        assertNotNull(h.find("Not possible now"));
        assertEquals(-1, h.screen().indexOf("Refused \""));
    }
}
