package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.reference.RulesReference;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.save.Inputs;
import escarmouche.save.Replays;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code ./play replay} on a virtual terminal, key by key, on a kept recording of the ogre's fight. */
class ReplayViewerTest {
    private static final Path OGRE = Path.of("src/test/resources/recordings/ogre-opportunity.jsonl");
    private static final RulesReference REFERENCE = RulesReference.load();

    private DefaultVirtualTerminal terminal;
    private ReplayViewer viewer;

    private void open(int columns, int rows) throws Exception {
        open(columns, rows, Language.EN);
    }

    private void open(int columns, int rows, Language language) throws Exception {
        Recording r = new RecordingFile().read(OGRE);
        terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        viewer = new ReplayViewer(Replays.scenario(r, null, "").value(), r.seed(), Replays.inputs(r), "ogre", REFERENCE,
                true, ScreenMessages.of(language));
        viewer.open(terminal);
    }

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    private ReplayViewerTest keys(String chars) {
        for (char c : chars.toCharArray()) viewer.handle(new KeyStroke(c, false, false));
        return this;
    }

    private ReplayViewerTest press(KeyType type) {
        viewer.handle(new KeyStroke(type));
        return this;
    }

    private String screen() {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int r = 0; r < size.getRows(); r++) {
            for (int c = 0; c < size.getColumns(); c++) sb.append(terminal.getCharacter(c, r).getCharacter());
            sb.append('\n');
        }
        return sb.toString();
    }

    private String status() {
        return screen().lines().findFirst().orElse("");
    }

    @Test
    @DisplayName("HP-SHOCK: the replay's side panel gives a dead creature as dead, without the conditions it died with")
    void theDeadWithoutConditions() throws Exception {
        // A prone goblin on 1 hit point: the hero's hit (d20 15 twice, with advantage; d8 5 +3 Str) takes it to -7,
        // and its shock roll (d100 90 +7 = 97, over its 10%) kills it.
        TestScenario s = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).ac(10).shock(10).conditions(Condition.PRONE)
                        .weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 15, 5, 90);
        terminal = new DefaultVirtualTerminal(new TerminalSize(120, 40));
        viewer = new ReplayViewer(s.build(), 1, List.of(Inputs.parse("attack gob")), "duel", REFERENCE, true,
                ScreenMessages.of(Language.EN));
        viewer.open(terminal);
        press(KeyType.End);
        String screen = screen();
        assertTrue(screen.contains("gob dies"), screen);
        assertTrue(screen.contains("go gob dead"), screen);
        assertFalse(screen.contains("gob dead prone"), screen);
    }

    @Test
    @DisplayName("The replay's map is the battle screen's: the dead are not drawn, a weapon that fell lies where it fell (*)")
    void theMapAsTheBattleScreenDrawsIt() throws Exception {
        // The hero's javelin (d20 15; d6 3 +3 Str) takes the goblin to -5, its shock roll (90 +5) kills it: the
        // javelin lies in the square where it died.
        var javelin = TestScenario.weapon("javelin", "1d6", escarmouche.rules.core.DamageType.PIERCING,
                escarmouche.rules.core.WeaponKind.THROWN, 6, 24);
        TestScenario s = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16).weapons(javelin))
                .with("gob", "monsters", 4, 1, c -> c.hp(1).ac(10).shock(10).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 3, 90);
        terminal = new DefaultVirtualTerminal(new TerminalSize(120, 40));
        viewer = new ReplayViewer(s.build(), 1, List.of(Inputs.parse("attack gob")), "javelin", REFERENCE, true,
                ScreenMessages.of(Language.EN));
        viewer.open(terminal);
        String before = screen().lines().skip(3).findFirst().orElse("");
        press(KeyType.End);
        String screen = screen();
        String row = screen.lines().skip(3).findFirst().orElse("");
        assertTrue(screen.contains("gob dies"), screen);
        assertTrue(before.contains("He. . go"), before);
        assertFalse(row.contains("go"), "the dead goblin is not drawn: " + screen);
        assertTrue(row.contains("He. . .*"), "the javelin lies where the goblin fell: " + screen);
    }

    @Test
    @DisplayName("HP-DYING: the replay's side pane says a hero below 0 is dying, as the battle screen's does")
    void theDyingAreSaidToBe() throws Exception {
        // The goblin's scimitar (d20 15; d6 3) takes the hero on 1 hit point below 0.
        TestScenario s = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).ac(16).weapons(TestScenario.LONGSWORD).hp(1).maxHp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(10).weapons(TestScenario.SCIMITAR))
                .initiative("gob", "hero").dice(15, 3, 50, 50, 50);
        terminal = new DefaultVirtualTerminal(new TerminalSize(120, 40));
        viewer = new ReplayViewer(s.build(), 1, List.of(), "dying", REFERENCE, true, ScreenMessages.of(Language.EN));
        viewer.open(terminal);
        press(KeyType.End);
        // With room to spare, the conditions take the row under the hero's, as on the battle screen.
        assertTrue(screen().contains("│He hero -2/20  "), screen());
        assertTrue(screen().contains("│   dying, prone, unconscious  "), screen());
    }

    @Test
    @DisplayName("Replay at 80 columns: beside a narrow map the side pane takes the spare columns, so a creature's conditions are whole")
    void conditionsWholeBesideANarrowMap() throws Exception {
        TestScenario s = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .conditions(Condition.PRONE, Condition.POISONED, Condition.DEAFENED))
                .with("gob", "monsters", 5, 1, c -> c.hp(7).ac(10).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
        terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        viewer = new ReplayViewer(s.build(), 1, List.of(), "conditions", REFERENCE, true, ScreenMessages.of(Language.EN));
        viewer.open(terminal);
        assertTrue(screen().contains("│He hero 20/20  "), screen());
        assertTrue(screen().contains("│   prone, deafened, poisoned  "), screen());
        assertFalse(screen().contains("…"), "nothing cut: " + screen());
    }

    @Test
    @DisplayName("Replay: right and left step one event, and a step back shows exactly what was shown there")
    void stepsByEvent() throws Exception {
        open(80, 24);
        int n = viewer.events();
        assertTrue(status().contains("event 1/" + n + " · round 1"), screen());
        assertTrue(screen().contains("Space play"), screen());
        press(KeyType.ArrowLeft);
        assertEquals(0, viewer.index(), "nothing before the first event");
        for (int i = 0; i < 30; i++) press(KeyType.ArrowRight);
        String at30 = screen();
        assertTrue(status().contains("event 31/" + n), at30);
        press(KeyType.ArrowRight).press(KeyType.ArrowRight).press(KeyType.ArrowLeft).press(KeyType.ArrowLeft);
        assertEquals(at30, screen(), "the map, the side pane and the log are the keyframe's, whichever way it was reached");
        press(KeyType.End);
        assertEquals(n - 1, viewer.index());
        press(KeyType.ArrowRight);
        assertEquals(n - 1, viewer.index(), "nothing after the last event");
        assertTrue(screen().contains("state") || status().contains("event " + n + "/" + n), screen());
    }

    @Test
    @DisplayName("Replay: the log lays its lines out as the battle's does: each line's rule IDs at the right edge, not after the text")
    void ruleIdsRightAligned() throws Exception {
        open(100, 30);
        for (int i = 0; i < 30; i++) press(KeyType.ArrowRight);
        List<String> tagged = screen().lines().filter(l -> l.contains("[MOVE-") || l.contains("[ATK-ROLL")).toList();
        assertFalse(tagged.isEmpty(), screen());
        for (String row : tagged) assertTrue(row.endsWith("]"), "rule IDs at the right edge: [" + row + "]");
    }

    @Test
    @DisplayName("Replay: while playing at 80 columns, the title gives way and whose turn it is stays, in French too")
    void playingKeepsWhoseTurn() throws Exception {
        Recording r = new RecordingFile().read(OGRE);
        for (Language language : Language.values()) {
            terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
            viewer = new ReplayViewer(Replays.scenario(r, null, "").value(), r.seed(), Replays.inputs(r),
                    "The Very Long Encounter Name That Goes On, fight 1 (house rules)", REFERENCE, true,
                    ScreenMessages.of(language));
            viewer.open(terminal);
            press(KeyType.ArrowDown);
            keys(" ");
            assertTrue(status().contains(language == Language.EN ? "Lin's turn" : "tour de Lin"), screen());
            assertTrue(status().contains(language == Language.EN ? "every 400 ms" : "toutes les 400\u00a0ms"), screen());
            assertTrue(status().contains(": The"), "some of the title stays: " + screen());
            viewer.close();
        }
        viewer = null;
    }

    @Test
    @DisplayName("Replay: a long title is shortened before whose turn it is is dropped from the status line, at 80 columns in French too")
    void aLongTitleKeepsWhoseTurn() throws Exception {
        Recording r = new RecordingFile().read(OGRE);
        for (Language language : Language.values()) {
            terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
            viewer = new ReplayViewer(Replays.scenario(r, null, "").value(), r.seed(), Replays.inputs(r),
                    "The Very Long Encounter Name That Goes On, fight 1 (house rules)", REFERENCE, true,
                    ScreenMessages.of(language));
            viewer.open(terminal);
            press(KeyType.ArrowDown);
            assertTrue(status().contains(language == Language.EN ? "Lin's turn" : "tour de Lin"), screen());
            assertTrue(status().contains("The Very Long"), "the title's start stays: " + screen());
            viewer.close();
        }
        viewer = null;
    }

    @Test
    @DisplayName("Replay: down/t and up/T go by turn, r/R by round, g and a number to a round")
    void jumps() throws Exception {
        open(80, 24);
        press(KeyType.ArrowDown);
        assertTrue(status().contains("Lin's turn"), screen());
        assertTrue(screen().contains("▶ Round 1: Lin's turn"), "the turn's first line is the current one\n" + screen());
        int first = viewer.index();
        keys("t");
        assertTrue(status().contains("Goblin 3's turn"), screen());
        keys("T");
        assertEquals(first, viewer.index());
        press(KeyType.ArrowUp);
        assertEquals(0, viewer.index());
        keys("r");
        assertTrue(status().contains("round 2"), screen());
        int round2 = viewer.index();
        assertTrue(viewer.index() > 0);
        keys("R");
        assertEquals(0, viewer.index(), "back to the start of round 1");
        keys("g");
        assertTrue(screen().contains("Go to round (1-"), screen());
        keys("2");
        assertTrue(screen().contains("Go to round (1-4): 2_"), screen());
        press(KeyType.Enter);
        assertEquals(round2, viewer.index());
        keys("g9").press(KeyType.Enter);
        assertEquals(round2, viewer.index(), "a round the fight does not have moves nothing");
        assertTrue(screen().contains("No round 9: rounds go from 1 to 4."), screen());
        keys("g0").press(KeyType.Enter);
        assertEquals(round2, viewer.index());
        assertTrue(screen().contains("No round 0: rounds go from 1 to 4."), screen());
        keys("g1").press(KeyType.Escape);
        assertEquals(round2, viewer.index(), "Esc leaves the number");
        assertFalse(viewer.quitting());
    }

    @Test
    @DisplayName("OA-WITHIN: in French at 80x24 the replay's status, side pane, log lines, keys, \"go to\" and \"why?\" speak French, nothing cut")
    void inFrench() throws Exception {
        open(80, 24, Language.FR);
        int n = viewer.events();
        assertTrue(status().contains("❚❚ événement 1/" + n + " · round 1"), screen());
        assertTrue(status().contains("Revoir\u00a0: ogre"), screen());
        String bar = screen().lines().reduce((a, b) -> b).orElse("");
        for (String hint : new String[] {"Espace lire", "←→ évén.", "↑↓ tour", "/ chercher", "w pourquoi\u00a0?",
                "q quitter", "? touches"}) {
            assertTrue(bar.contains(hint), "'" + hint + "' whole in [" + bar + "]");
        }
        assertTrue(screen().contains("Groupe"), screen());
        assertTrue(screen().contains("Ennemis"), screen());
        assertTrue(screen().contains("── Journal"), screen());
        int oa = -1;
        for (int i = 0; i < n && oa < 0; i++) {
            if (screen().contains("OA-WITHIN]")) oa = i;
            press(KeyType.ArrowRight);
        }
        assertTrue(oa >= 0, "the goblin walking within Shade's reach is told\n" + screen());
        press(KeyType.ArrowLeft);
        assertTrue(status().contains("au tour d"), screen());
        assertTrue(screen().contains("Round"), screen());
        // The log's mark of a line going on above its pane, "…" in its first column, is no word cut short.
        assertFalse(screen().lines().anyMatch(l -> l.indexOf('…') > 0), "nothing cut\n" + screen());
        assertFalse(screen().contains("'s turn"), "no English left in the log\n" + screen());
        keys("w");
        assertTrue(screen().contains("── Pourquoi\u00a0?"), screen());
        assertTrue(screen().contains("w/Échap retour au journal"), screen());
        keys("w").keys("g").keys("2");
        assertTrue(screen().contains("Aller au round (1-"), screen());
        assertTrue(screen().contains("\u00a0: 2_   Entrée aller  Échap annuler"), screen());
        keys("0").press(KeyType.Enter);
        assertTrue(screen().contains("Pas de round 20\u00a0: les rounds vont de 1 à "), screen());
        assertFalse(screen().matches("(?s).*![a-z]+\\.[a-z.-]+!.*"), "a key without a text\n" + screen());
    }

    @Test
    @DisplayName("OA-WITHIN: the opportunity attack answered in the recording shows, and w says why for the current line")
    void whyOnTheCurrentLine() throws Exception {
        open(100, 30);
        int n = viewer.events();
        int oa = -1;
        for (int i = 0; i < n && oa < 0; i++) {
            if (screen().contains("OA-WITHIN]")) oa = i;
            press(KeyType.ArrowRight);
        }
        assertTrue(oa >= 0, "the goblin walking within Shade's reach is told\n" + screen());
        press(KeyType.ArrowLeft);
        assertTrue(screen().lines().anyMatch(l -> l.startsWith("▶") && l.contains("OA-WITHIN]")),
                "the line naming OA-WITHIN is the current one\n" + screen());
        keys("w");
        assertTrue(screen().contains("── Why?"), screen());
        assertTrue(screen().contains("OA-WITHIN · "), "what the rule says\n" + screen());
        keys("w");
        assertTrue(screen().contains("── Log"), screen());
    }

    @Test
    @DisplayName("OA-WITHIN: at 80x24 a why? longer than the rows under the map says how much is left, and PgDn, PgUp scroll it")
    void longWhyScrolls() throws Exception {
        open(80, 24);
        int n = viewer.events();
        for (int i = 0; i < n && !screen().contains("OA-WITHIN]"); i++) press(KeyType.ArrowRight);
        press(KeyType.ArrowLeft);
        keys("w");
        String top = screen();
        assertTrue(top.contains("more lines: PgDn (PgUp goes back)") || top.contains("1 more line: PgDn"), top);
        assertTrue(top.contains("── Why?"), top);
        press(KeyType.PageDown);
        String down = screen();
        assertFalse(down.equals(top), "PgDn moved it\n" + down);
        for (int i = 0; i < 10 && down.contains("PgDn (PgUp goes back)"); i++) {
            press(KeyType.PageDown);
            down = screen();
        }
        assertFalse(down.contains("PgDn (PgUp goes back)"), "the end reached\n" + down);
        press(KeyType.PageDown);
        assertEquals(down, screen(), "no further than the end");
        for (int i = 0; i < 10; i++) press(KeyType.PageUp);
        assertEquals(top, screen(), "back to the start");
        // Another event starts its own why? from the top.
        press(KeyType.PageDown).press(KeyType.ArrowRight).press(KeyType.ArrowLeft);
        assertEquals(top, screen());
        // The keys list (whole here, under a short side pane) stays open on PgDn, which scrolls a list that does
        // not fit; any other key closes it.
        keys("w").keys("?");
        assertTrue(screen().contains("q  Esc       quit"), screen());
        press(KeyType.PageDown);
        assertTrue(screen().contains("q  Esc       quit"), screen());
        assertTrue(screen().contains("── Keys"), screen());
        keys("x");
        assertFalse(screen().contains("── Keys"), screen());
        assertFalse(viewer.quitting());
    }

    @Test
    @DisplayName("Replay: at 80x24 a PgDn in why? turns a page less one row: the row read last comes to the top")
    void whyScrollsAPage() throws Exception {
        open(80, 24);
        int n = viewer.events();
        for (int i = 0; i < n && !screen().contains("OA-WITHIN]"); i++) press(KeyType.ArrowRight);
        press(KeyType.ArrowLeft);
        keys("w");
        List<String> before = aside("── Why?");
        assertTrue(before.size() >= 8, "about ten rows of why? under the map\n" + screen());
        assertTrue(before.get(before.size() - 1).contains("PgDn"), screen());
        String lastRead = before.get(before.size() - 2);
        press(KeyType.PageDown);
        List<String> after = aside("── Why?");
        assertTrue(after.contains(lastRead), "the row read last stays in sight\n" + screen());
        if (after.get(after.size() - 1).startsWith("↓")) {
            assertEquals(lastRead, after.get(0), "the row read last starts the next page\n" + screen());
        }
        press(KeyType.PageUp);
        assertEquals(before, aside("── Why?"), "PgUp goes back a page");
    }

    @Test
    @DisplayName("Replay: ? lists the keys with every row's words at the same column, in English and in French, at 80x24")
    void keysInAColumn() throws Exception {
        for (Language language : Language.values()) {
            open(80, 24, language);
            keys("?");
            String heading = language == Language.EN ? "── Keys" : "── Touches";
            List<String> rows = new java.util.ArrayList<>(aside(heading));
            for (int i = 0; i < 3 && rows.stream().noneMatch(r -> r.startsWith("q  ")); i++) {
                press(KeyType.PageDown);
                rows.addAll(aside(heading));
            }
            assertTrue(rows.stream().anyMatch(r -> r.startsWith("w  V         ")), language + "\n" + screen());
            assertTrue(rows.stream().anyMatch(r -> r.startsWith("q  ")), language + ": the list's end\n" + screen());
            for (String row : rows) {
                if (row.isBlank() || row.startsWith("↓")) continue;
                assertTrue(row.length() > 13 && row.charAt(12) == ' ' && row.charAt(13) != ' ',
                        language + ": the words start at column 13 in [" + row + "]\n" + screen());
            }
            viewer.close();
            viewer = null;
        }
    }

    @Test
    @DisplayName("Replay's keys: what a key does that outgrows the row goes on under its own column, not under the keys")
    void keyRowsWrapUnderTheirWords() {
        List<String> rows = ReplayCursor.keyRows(List.of(
                "w  V         pourquoi\u00a0? (Pg suiv., Pg préc. le font défiler)\u00a0; le détail du journal",
                "q  Esc       quit"), 50);
        assertEquals("w  V         pourquoi\u00a0? (Pg suiv., Pg préc. le", rows.get(0));
        assertTrue(rows.get(1).startsWith(" ".repeat(13) + "font défiler)"), rows.get(1));
        for (String row : rows) assertTrue(row.length() <= 50, row);
        assertEquals("q  Esc       quit", rows.get(rows.size() - 1));
    }

    /** The rows under the heading that replaces the log's, down to the bar, trailing spaces cut. */
    private List<String> aside(String heading) {
        List<String> lines = screen().lines().toList();
        int at = -1;
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).startsWith(heading)) at = i;
        assertTrue(at >= 0, heading + "\n" + screen());
        return lines.subList(at + 1, lines.size() - 1).stream().map(String::stripTrailing).toList();
    }

    @Test
    @DisplayName("Replay: while the window is too small for the fight, playing waits behind the notice, then goes on")
    void aWindowTooSmallHoldsThePlay() throws Exception {
        open(120, 40);
        keys(" ");
        viewer.tick();
        assertEquals(1, viewer.index());
        terminal.setTerminalSize(new TerminalSize(40, 12));
        viewer.tick();
        viewer.tick();
        assertEquals(1, viewer.index(), "nothing is played unseen");
        assertTrue(screen().contains("please enlarge"), screen());
        terminal.setTerminalSize(new TerminalSize(120, 40));
        viewer.tick();
        assertEquals(2, viewer.index());
        assertTrue(viewer.playing());
    }

    @Test
    @DisplayName("Replay: Space plays event after event and pauses; q quits")
    void playAndPause() throws Exception {
        open(120, 40);
        keys(" ");
        assertTrue(viewer.playing());
        assertTrue(status().contains("▶ event 1/"), status());
        viewer.tick();
        viewer.tick();
        assertEquals(2, viewer.index());
        keys(" ");
        assertFalse(viewer.playing());
        viewer.tick();
        assertEquals(2, viewer.index(), "paused, time does not move it");
        press(KeyType.End).keys(" ");
        assertEquals(0, viewer.index(), "play at the end starts again from the first event");
        keys("q");
        assertTrue(viewer.quitting());
    }

    @Test
    @DisplayName("Replay: + and - step the wait between two events (400 ms at first), which the top line shows while playing")
    void speed() throws Exception {
        open(100, 30);
        keys(" ");
        assertTrue(status().contains("· every 400 ms"), status());
        keys("-");
        assertTrue(status().contains("· every 200 ms"), status());
        keys("---");
        assertTrue(status().contains("· every 50 ms"), "no faster than the first step: " + status());
        keys("+++++++++");
        assertTrue(status().contains("· every 2,500 ms"), "no slower than the last: " + status());
        assertTrue(viewer.playing(), "changing the speed does not pause");
        keys(" ");
        assertFalse(status().contains("every"), "paused, the pace is not shown: " + status());
        // The bar has no room for every key at 80 columns: ? lists them, + and - among them.
        keys("?");
        assertTrue(screen().contains("+ -          slower, faster: 50 ms to 2.5 s between two events"), screen());
        assertTrue(screen().contains("q  Esc       quit"), "the whole list at 100x30: " + screen());
        assertTrue(screen().contains("Any key closes this list."), screen());
        assertTrue(screen().contains("── Keys"), screen());
        keys("x");
        assertFalse(screen().contains("── Keys"), "any key closes the list: " + screen());
        assertFalse(viewer.quitting());
    }

    @Test
    @DisplayName("Replay: / finds the next line with a name, a word or a rule ID, n and N the next and previous, round the ends; nothing found stays put and says so")
    void search() throws Exception {
        open(100, 30);
        keys("/opportunity");
        assertTrue(screen().contains("Find: opportunity_"), screen());
        press(KeyType.Enter);
        int first = viewer.index();
        assertTrue(first > 0, "moved to a line naming an OA rule");
        assertTrue(currentLine().contains("opportunity"), currentLine());
        keys("n");
        int second = viewer.index();
        assertTrue(second > first && currentLine().contains("opportunity"), second + " " + currentLine());
        keys("N");
        assertEquals(first, viewer.index(), "N goes back to the one before");
        keys("N");
        assertTrue(viewer.index() >= second, "before the first, round the end to the last: " + viewer.index());
        assertTrue(screen().contains("Found \"opportunity\" again from the end"), screen());
        int here = viewer.index();
        keys("/zzqx").press(KeyType.Enter);
        assertEquals(here, viewer.index(), "nothing found: it stays where it is");
        assertTrue(screen().contains("No line says \"zzqx\"."), screen());
        keys("/abc").press(KeyType.Escape);
        assertEquals(here, viewer.index(), "Esc gives the search up");
        assertFalse(viewer.quitting(), "q and Esc while typing are not quitting");
    }

    /** The log line marked as the current event's. */
    private String currentLine() {
        return screen().lines().filter(l -> l.contains("▶ ") && !l.contains("❚❚") && !l.contains("▶ event")).findFirst()
                .orElse(screen());
    }

    @Test
    @DisplayName("Replay: V cycles the log between brief (no rule IDs), normal and full (the monsters' intents), as in a fight")
    void detailLevels() throws Exception {
        open(120, 40);
        press(KeyType.End);
        String normal = screen();
        assertTrue(normal.contains("── Log ──"), normal);
        assertTrue(normal.contains("[ATK-ROLL"), "rule IDs at the normal level: " + normal);
        keys("V");
        String full = screen();
        assertTrue(full.contains("Log (full)"), full);
        assertTrue(full.contains("Goblin 1 means to attack Kenji (grappler: hold it tight and hit it)"), "the monsters' intents at the full level: " + full);
        keys("V");
        String brief = screen();
        assertTrue(brief.contains("Log (brief)"), brief);
        assertFalse(brief.contains("[ATK-"), "no rule IDs at the brief level: " + brief);
        assertFalse(brief.contains("means to"), brief);
        assertFalse(normal.contains("means to"), normal);
        keys("V");
        assertEquals(normal, screen(), "back to normal after brief");
    }
}
