package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveQuota;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.table.TableHall;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A table's copy reaches a player's past fights on their own screen, even when it arrives while they wait on the title. */
class TableCopyScreenTest {
    @TempDir
    Path data;
    private final TableHall hall = new TableHall();
    private final List<Harness> open = new ArrayList<>();

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    private Harness session(String player) {
        return session(player, SaveQuota.NONE);
    }

    private Harness session(String player, SaveQuota quota) {
        Harness h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.remote(data, player, quota),
                data.resolve("errors-" + player));
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        open.add(h);
        return h;
    }

    @Test
    @DisplayName("A player who left mid-fight finds the fight in Past fights once the table closes, at the next key, and watches it")
    void copyArrivesOnTheTitleScreen() {
        Harness anne = session("anne");
        Harness bob = session("bob");
        anne.keys("T").keys("o").keys("6").enter();
        assertTrue(anne.shows("anne's table: Tutorial: a duel"), anne.screen());
        bob.keys("T").enter();
        anne.enter();
        bob.keys("Q").keys("y");
        assertFalse(bob.shows("Past fights"), "no copy while the fight goes on: " + bob.screen());
        anne.keys("Q").keys("y");
        bob.press(KeyType.ArrowDown);
        assertTrue(bob.shows("p  Past fights (1)"), bob.screen());
        bob.keys("p");
        assertTrue(bob.shows("Tutorial: a duel"), "the name whole: " + bob.screen());
        assertTrue(bob.shows("Played at anne's table. Enter:"), "whose table played it: " + bob.screen());
        assertTrue(bob.shows("x: delete it."), "the keys whole: " + bob.screen());
        bob.keys("v");
        assertTrue(bob.row(0).contains("Replay: Tutorial: a duel"), bob.row(0));
    }

    @Test
    @DisplayName("The title screen's cursor stays on the item chosen when a copy adds Past fights above it: Enter"
            + " opens the tables again, not the row that moved under the cursor")
    void cursorFollowsTheItem() {
        Harness anne = session("anne");
        Harness bob = session("bob");
        anne.keys("T").keys("o").keys("6").enter();
        bob.keys("T").enter();
        anne.enter();
        bob.keys("Q").keys("y");
        // Out of the fight, the cursor is on the way back to the table; bob moves it to Tables himself.
        assertTrue(bob.shows("▶ a  Back to anne's table"), bob.screen());
        for (int i = 0; i < 8 && !bob.shows("▶ T  Tables"); i++) bob.press(KeyType.ArrowDown);
        assertTrue(bob.shows("▶ T  Tables"), bob.screen());
        anne.keys("Q").keys("y");
        bob.press(KeyType.ArrowDown).press(KeyType.ArrowUp);
        assertTrue(bob.shows("p  Past fights (1)"), bob.screen());
        assertTrue(bob.shows("▶ T  Tables"), "the cursor on the item, not on its old row: " + bob.screen());
        bob.enter();
        assertTrue(bob.row(0).contains("Tables"), bob.screen());
    }

    @Test
    @DisplayName("A game master whose saves are full is told, as the fight starts, that the table's fight is not saved"
            + " (it would be in their saves); a player is not told it on their screen")
    void gameMasterToldTheTableIsNotSaved() throws IOException {
        Path annes = data.resolve("anne").resolve("saves");
        Files.createDirectories(annes);
        Files.writeString(annes.resolve("2026-01-01_10-00-00_old.jsonl"), "kept\n");
        Harness anne = session("anne", new SaveQuota(1, 1 << 20));
        Harness bob = session("bob");
        anne.keys("T").keys("o").keys("6").enter();
        bob.keys("T").enter();
        anne.enter();
        assertTrue(anne.shows("Not saved: Your saves are full: 1 fight kept, the server keeps at most 1."), anne.screen());
        assertFalse(bob.shows("Not saved"), bob.screen());
    }

    @Test
    @DisplayName("A player whose saves are full reads at the fight's end that no copy will be made, and why")
    void fullSavesToldAtTheEnd() throws IOException {
        Path bobs = data.resolve("bob").resolve("saves");
        Files.createDirectories(bobs);
        Files.writeString(bobs.resolve("2026-01-01_10-00-00_old.jsonl"), "kept\n");
        Harness anne = session("anne");
        Harness bob = session("bob", new SaveQuota(1, 1 << 20));
        anne.keys("T").keys("o").keys("6").enter();
        bob.keys("T").enter();
        // The hero: anne, then bob, then the AI; the goblin is the AI's already: the duel plays itself out.
        anne.keys(" ").keys(" ");
        anne.enter();
        assertTrue(bob.shows("The fight is over"), bob.screen());
        bob.enter();
        assertTrue(bob.shows("Your saves are full: 1 fight kept, the server keeps at most 1."), bob.screen());
        assertTrue(bob.shows("This fight will not be copied into your past fights."), bob.screen());
        assertFalse(bob.shows("Once you leave the table"), bob.screen());
        bob.keys("Q");
        assertEquals(List.of(bobs.resolve("2026-01-01_10-00-00_old.jsonl")), KeptSaves.recordings(bobs));
    }

    @Test
    @DisplayName("At 80x24 in French, with the odds shown, a table's party page says whole what Enter does for the"
            + " table: the keys' help below it is what a short screen cuts")
    void theTablesLineComesFirst() {
        FakeOdds odds = new FakeOdds();
        TestCatalog catalog = new TestCatalog().odds(odds)
                .add("wolves", "The wolves", "Hungry wolves burst from the undergrowth and try to cut the weakest"
                        + " traveller off from the others.", "medium", () -> escarmouche.testing.TestScenario.map(
                                "##########", "#........#", "##########")
                        .with("aldric", "party", 1, 1, c -> c.pc("fighter").hp(20))
                        .with("lin", "party", 2, 1, c -> c.pc("fighter").hp(20))
                        .with("tarik", "party", 3, 1, c -> c.pc("fighter").hp(20))
                        .with("mathis", "party", 4, 1, c -> c.pc("fighter").hp(20))
                        .with("ysolde", "party", 5, 1, c -> c.pc("fighter").hp(20))
                        .with("grey", "party", 6, 1, c -> c.pc("fighter").hp(20))
                        .with("wolf", "monsters", 8, 1, c -> c.hp(11).weapons(escarmouche.testing.TestScenario.SCIMITAR))
                        .build());
        odds.ofText("wolves", new escarmouche.ui.page.OddsState.Ready(new escarmouche.ui.page.OddsFigures("house", 400,
                304, 96, 11, 11.4, List.of(new escarmouche.ui.page.OddsFigures.Combatant("bren", "Bren", "party", 228,
                        12.5, 9.25, 112, java.util.Map.of())), new escarmouche.ui.page.OddsFigures.FirstDefeat(99, 11))));
        Harness fanny = new Harness(catalog, KeptSaves.remote(data, "fanny", SaveQuota.NONE), data.resolve("errors-fanny"));
        fanny.game.atTables(hall.desk("fanny", fanny.game::redrawSoon));
        open.add(fanny);
        fanny.keys("l").keys("T").keys("o").keys("1");
        assertTrue(fanny.shows("victoires 76\u00a0%"), fanny.screen());
        assertTrue(fanny.shows("Pour votre table\u00a0: Entrée l'ouvre avec ce groupe. À la table, vous placez les"),
                fanny.screen());
        assertTrue(fanny.shows("joueurs sur ses créatures, monstres compris."), fanny.screen());
    }

    @Test
    @DisplayName("A game master chooses a table's party as for a fight alone: a hero removed is neither seated nor recorded")
    void theTablesParty() throws Exception {
        Harness anne = session("anne");
        anne.keys("T").keys("o").keys("4");
        assertTrue(anne.shows("Your party (4 of at most 6)"), anne.screen());
        assertTrue(anne.shows("For your table: Enter opens it with this party."), anne.screen());
        assertTrue(anne.row(23).contains("Enter open the table"), anne.row(23));
        for (int i = 0; i < 3; i++) anne.press(KeyType.ArrowDown);
        anne.keys("x");
        assertTrue(anne.shows("Your party (3 of at most 6)"), anne.screen());
        anne.enter();
        assertTrue(anne.shows("anne's table: Goblins at the ford"), anne.screen());
        assertTrue(anne.shows("  Tarik    "), anne.screen());
        assertFalse(anne.shows("Brother Mathis"), anne.screen());
        anne.enter();
        List<Path> kept = KeptSaves.recordings(data.resolve("anne").resolve("saves"));
        assertEquals(1, kept.size());
        String scenario = new RecordingFile().read(kept.get(0)).scenario();
        assertTrue(scenario.contains("\"tarik\"") && !scenario.contains("\"mathis\""), "the party as chosen is recorded: " + scenario);
    }
}
