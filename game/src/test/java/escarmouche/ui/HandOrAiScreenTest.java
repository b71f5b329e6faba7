package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Settings;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class HandOrAiScreenTest extends ScreenTest {
    private static TestScenario duel() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(30).ac(16))
                .with("gob", "monsters", 6, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    private static TestCatalog catalog() {
        return new TestCatalog().add("duel", "The duel", "One hero, one goblin.", "easy", duel()::build);
    }

    @Test
    @DisplayName("The party screen's g opens who plays whom; m puts the monsters in the GM's hands against an AI party:"
            + " the hero plays on its own and the goblin's turn waits for keys")
    void gmPlaysTheMonsters() {
        h = new Harness(catalog(), data);
        h.keys("n").enter().keys("g");
        assertTrue(h.shows("Who plays whom: "), h.screen());
        assertTrue(h.shows("by hand"), h.screen());
        h.keys("m");
        assertTrue(h.shows("1 by hand, 1 on AI"), h.screen());
        h.enter();
        assertTrue(h.shows("▶ gob · move 6/6"), h.screen());
        assertTrue(h.shows("hero moves"), h.screen());
        h.keys("a").enter();
        assertTrue(h.shows("gob attacks hero with scimitar"), h.screen());
    }

    @Test
    @DisplayName("Esc on who plays whom goes back to the party with the choices kept: the party says so, g shows them"
            + " again, and the party's Enter fights with them")
    void choicesKeptGoingBack() {
        h = new Harness(catalog(), data);
        h.keys("n").enter().keys("g").keys("m");
        assertTrue(h.shows("1 by hand, 1 on AI"), h.screen());
        h.esc();
        assertTrue(h.shows("Against: 1 foe · 1 of them by hand (g: who plays whom)"), h.screen());
        assertTrue(h.screen().lines().anyMatch(l -> l.contains("▶ hero") && l.contains(" AI ")),
                "the hero went to the AI as m chose\n" + h.screen());
        h.keys("g");
        assertTrue(h.shows("1 by hand, 1 on AI"), "the choices as they were left\n" + h.screen());
        assertTrue(h.screen().lines().anyMatch(l -> l.contains("gob") && l.contains("by hand")), h.screen());
        // Leaving the party now would lose them: its Esc asks first, as for any change to the party.
        h.esc().esc();
        assertTrue(h.shows("Leave this party?"), h.screen());
        h.keys("n");
        assertTrue(h.shows("1 of them by hand"), h.screen());
        h.enter();
        assertTrue(h.shows("▶ gob · move 6/6"), h.screen());
        assertTrue(h.shows("hero moves"), h.screen());
    }

    @Test
    @DisplayName("A GM who plays the monsters alone is told the end from their side: the party's win is a defeat,"
            + " on the status bar and on the summary")
    void theEndFromTheMonstersSide() {
        h = new Harness(catalog(), data);
        h.keys("n").enter().keys("g").keys("m").enter();
        assertTrue(h.shows("▶ gob · move 6/6"), h.screen());
        // The side pane calls the monsters the GM's own, the party's foes.
        assertTrue(h.shows("Foes of the party: yours"), h.screen());
        // The goblin (7 hit points) only ends its turns; the AI's hero beats it sooner or later.
        for (int i = 0; i < 40 && !h.shows("The fight is over"); i++) h.keys("e");
        assertTrue(h.shows("The fight is over: defeat."), h.screen());
        h.enter();
        assertTrue(h.shows("Defeat: the party holds the field."), h.screen());
        assertFalse(h.shows("Victory"), h.screen());
    }

    @Test
    @DisplayName("On the control screen h hands one creature over: the goblin by hand beside the hero, both turns wait"
            + " for keys")
    void oneMonsterByHand() {
        h = new Harness(catalog(), data);
        h.keys("n").enter().keys("g").keys("j").keys("h");
        assertTrue(h.shows("2 by hand, 0 on AI"), h.screen());
        h.enter();
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
        assertFalse(h.shows("yours"), "both sides by hand: the party's foes are foes: " + h.screen());
        h.keys("e");
        assertTrue(h.shows("▶ gob · move 6/6"), h.screen());
    }

    @Test
    @DisplayName("H on the hero's turn hands it to the AI: the screen says so and the hero's behaviour plays on")
    void handTheHeroToTheAi() {
        h = new Harness(catalog(), data);
        h.keys("n").enter().enter();
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
        h.keys("H");
        // Nobody is left by hand: the fight plays to its end on the AI.
        assertTrue(h.shows("hero is now played by the AI (H on their turn takes them back)."), h.screen());
        assertTrue(h.shows("The fight is over: the party wins"), h.screen());
    }

    @Test
    @DisplayName("H's notice above a full log leaves no row of rule IDs without its line under it: the log starts on an"
            + " entry's text, whole or, marked …, its end")
    void noticeAboveWholeEntries() {
        TestScenario s = TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(200).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(200).ac(13).shock(100).weapons(TestScenario.SCIMITAR)
                        .control("player"))
                .initiative("hero", "gob");
        h = Harness.inFight(s, data);
        for (int i = 0; i < 4; i++) {
            h.keys("a").enter();
            if (!h.shows("▶ gob · move")) h.keys("e");
            h.keys("a").enter();
            if (!h.shows("▶ hero · move")) h.keys("e");
        }
        for (int i = 0; i < 3 && !h.shows("▶ gob · move"); i++) h.keys("e");
        assertTrue(h.shows("▶ gob · move"), h.screen());
        h.keys("H");
        java.util.List<String> rows = h.screen().lines().toList();
        int notice = -1;
        for (int i = 0; i < rows.size(); i++) if (rows.get(i).startsWith("gob is now played by the AI")) notice = i;
        assertTrue(notice > 0, h.screen());
        String first = rows.subList(notice + 1, rows.size() - 1).stream().filter(r -> !r.isBlank()).findFirst().orElse("");
        assertFalse(first.replace("…", "").strip().startsWith("["), "a row of rule IDs cut from its line\n" + h.screen());
        assertTrue(first.matches("(  |… )\\S.*"), "an entry's text first: [" + first + "]\n" + h.screen());
    }

    @Test
    @DisplayName("w on the list of encounters watches the fight: both sides on the AI play it to the end, the log"
            + " telling every turn")
    void watch() {
        h = new Harness(catalog(), data);
        h.keys("n");
        assertTrue(h.shows("watch (all AI)"), h.screen());
        h.keys("w");
        assertTrue(h.shows("hero attacks gob with longsword"), h.screen());
        assertTrue(h.shows("gob attacks hero with scimitar"), h.screen());
        assertTrue(h.shows("The fight is over: the party wins"), h.screen());
    }

    @Test
    @DisplayName("Fighting a watched fight again (s on its summary) watches it again: nobody is put back in the player's"
            + " hands")
    void watchAgain() {
        h = new Harness(catalog(), data);
        h.keys("n").keys("w");
        assertTrue(h.shows("The fight is over: the party wins"), h.screen());
        h.enter();
        assertTrue(h.shows("fight again with the same seed"), h.screen());
        h.keys("s");
        assertTrue(h.shows("The fight is over"), h.screen());
        assertFalse(h.shows("▶ hero · move 6/6"), h.screen());
    }

    @Test
    @DisplayName("Q pressed while watching asks to leave the fight; n watches on to the end")
    void leaveWhileWatching() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        AtomicLong seeds = new AtomicLong(1);
        TerminalGame game = new TerminalGame(terminal, catalog(), FightSaves.NONE, Harness.REFERENCE,
                Harness.errorLog(data), new Settings(true, 5, seeds::getAndIncrement), Runnable::run);
        game.open();
        try {
            game.handle(new KeyStroke('n', false, false));
            terminal.addInput(new KeyStroke('Q', false, false));
            game.handle(new KeyStroke('w', false, false));
            String screen = screen(terminal);
            assertTrue(screen.contains("Leave this fight?"), screen);
            game.handle(new KeyStroke('n', false, false));
            screen = screen(terminal);
            assertTrue(screen.contains("The fight is over: the party wins"), screen);
        } finally {
            game.close();
        }
    }

    @Test
    @DisplayName("H pressed while the AI plays the goblin's turn takes the goblin by hand: its turn waits for keys")
    void takeAMonsterDuringItsTurn() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        AtomicLong seeds = new AtomicLong(1);
        TerminalGame game = new TerminalGame(terminal, catalog(), FightSaves.NONE, Harness.REFERENCE,
                Harness.errorLog(data), new Settings(true, 20, seeds::getAndIncrement), Runnable::run);
        game.open();
        try {
            for (char c : "n".toCharArray()) game.handle(new KeyStroke(c, false, false));
            game.handle(new KeyStroke(com.googlecode.lanterna.input.KeyType.Enter));
            game.handle(new KeyStroke(com.googlecode.lanterna.input.KeyType.Enter));
            // The H waits in the terminal's input: the first pause after the goblin's first move reads it.
            terminal.addInput(new KeyStroke('H', false, false));
            game.handle(new KeyStroke('e', false, false));
            String screen = screen(terminal);
            assertTrue(screen.contains("▶ gob · move"), screen);
            assertTrue(screen.replaceAll("[│\\s]+", " ").contains("gob is now played by hand"), screen);
        } finally {
            game.close();
        }
    }

    private static String screen(DefaultVirtualTerminal t) {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = t.getTerminalSize();
        for (int r = 0; r < size.getRows(); r++) {
            for (int c = 0; c < size.getColumns(); c++) sb.append(t.getCharacter(c, r).getCharacter());
            sb.append('\n');
        }
        return sb.toString();
    }
}
