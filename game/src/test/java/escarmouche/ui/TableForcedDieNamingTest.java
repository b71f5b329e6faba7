package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.lang.Language;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.ContentWorkshop;
import escarmouche.save.SaveQuota;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.table.TableHall;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table's encounter is the game master's own file, kept in their folder of the server's data: when one of its forced
 * dice does not fit, each player reads which die stopped the fight without the server's place for that folder, on the
 * stop page, in their copy of the recording and in their Past fights; only the game master is told to fix it.
 */
class TableForcedDieNamingTest {
    /** The goblin's scimitar d6 meets the forced 8 ($.dice[4], line 4, column 25); Aldric is the AI's. */
    private static final String BY_THE_AI = """
            {"format": 1, "name": "Forced goblin", "map": {"rows": ["#####", "#...#", "#####"]},
             "combatants": [{"id": "aldric", "template": "fighter", "at": [1, 1], "control": "ai"},
                            {"id": "g1", "template": "goblin", "at": [2, 1]}],
             "dice": [5, 15, 20, 3, 8, 2]}
            """;

    @TempDir
    Path data;
    private final TableHall hall = new TableHall();
    private final List<Harness> open = new ArrayList<>();

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    /** {@code player}'s SSH session as the server makes it: their own encounters folder within the data folder. */
    private Harness session(String player, Language language) {
        Path encounters = data.resolve(player).resolve("encounters");
        Harness h = new Harness(new ContentCatalog(RealContent.content())
                .keeping(encounters, "encounters", ContentWorkshop.MAX_FILES),
                KeptSaves.remote(data, player, SaveQuota.NONE), data.resolve("errors-" + player));
        h.game.setLanguage(language);
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        h.game.redrawSoon();
        open.add(h);
        return h;
    }

    /** What a session last told the server it is doing, and its page as a watcher of it reads it. */
    private static final class Told implements LiveGames {
        volatile Doing last;
        volatile Consumer<Canvas> page;
        private final String player;

        Told(String player) {
            this.player = player;
        }

        @Override
        public List<Live> games() {
            return List.of();
        }

        @Override
        public Watching watch(String id) {
            return Watching.refused(Refusal.GONE);
        }

        @Override
        public String player() {
            return player;
        }

        @Override
        public List<String> watchers() {
            return List.of();
        }

        @Override
        public void drawn(Doing doing, Shown shown, Consumer<Canvas> page) {
            last = doing;
            this.page = page;
        }

        String watched() {
            Canvas frame = new Canvas(80, 24, new Glyphs(false));
            page.accept(frame);
            StringBuilder out = new StringBuilder();
            for (int r = 0; r < frame.height(); r++) {
                for (int c = 0; c < frame.width(); c++) out.append(frame.charAt(c, r));
            }
            return out.toString();
        }
    }

    private boolean leaks(Harness h) {
        return h.showsSqueezed(data.toString()) || h.showsSqueezed(data.getFileName().toString());
    }

    @Test
    @DisplayName("A forced die of the game master's encounter stops the table: the players read it named as anne's"
            + " encounter, in their language, never by the server's folder, and are not told to fix it themselves")
    void playersReadTheGameMastersEncounterWithoutTheServersFolder() throws Exception {
        Files.createDirectories(data.resolve("anne").resolve("encounters"));
        Files.writeString(data.resolve("anne").resolve("encounters").resolve("forced.json"), BY_THE_AI);
        Harness anne = session("anne", Language.EN);
        Harness bert = session("bert", Language.EN);
        Told bertTold = new Told("bert");
        bert.game.onStage(bertTold);
        Harness carl = session("carl", Language.FR);
        anne.keys("T").keys("o").press(KeyType.End).enter().enter();
        assertTrue(anne.shows("anne's table: Forced goblin"), anne.screen());
        bert.keys("T").enter();
        carl.keys("T").enter();
        anne.enter();

        assertTrue(anne.showsSqueezed("encounters/forced.json:4:25: $.dice[4]: the forced die 8"), anne.screen());
        assertTrue(anne.shows("Fix the encounter's dice"), anne.screen());
        assertFalse(leaks(anne), anne.screen());

        assertTrue(bert.showsSqueezed("anne's encounter forced.json:4:25: $.dice[4]: the forced die 8"), bert.screen());
        assertFalse(leaks(bert), bert.screen());
        assertFalse(bert.shows("Fix the encounter's dice"), bert.screen());
        assertTrue(bert.shows("Only the game master"), bert.screen());
        // The server's other sessions read bert's fight as over, and whoever watches him reads his page, no more.
        assertTrue(bertTold.last instanceof Doing.FightOver, String.valueOf(bertTold.last));
        assertFalse(bertTold.watched().replaceAll("\\s+", "").contains(data.toString()), bertTold.watched());
        assertTrue(carl.showsSqueezed("la rencontre d'anne, forced.json:4:25"), carl.screen());
        assertFalse(leaks(carl), carl.screen());
        assertFalse(carl.shows("Corrigez les dés"), carl.screen());
        assertTrue(carl.shows("Seul le MJ"), carl.screen());

        for (String player : List.of("bert", "carl")) {
            List<Path> copies = KeptSaves.recordings(data.resolve(player).resolve("saves"));
            assertTrue(copies.size() == 1, player + "'s copy: " + copies);
            String copy = Files.readString(copies.get(0), StandardCharsets.UTF_8);
            assertFalse(copy.contains(data.toString()), player + "'s copy keeps no server path: " + copy.lines().findFirst());
            assertTrue(copy.contains("\"scenarioPath\":\"forced.json\""), copy.lines().findFirst().orElse(""));
        }

        // Past fights: reading the copy as text ends on the die, named as at the table.
        bert.enter().keys("p");
        assertTrue(bert.shows("Played at anne's table."), bert.screen());
        bert.keys("t");
        assertFalse(leaks(bert), bert.screen());
        // Placed in the text the copy keeps, the one the table played: the game master's file is not read for it.
        assertTrue(bert.showsSqueezed("The fight stopped here: anne's encounter forced.json:4:25: $.dice[4]: the forced die 8"),
                bert.screen());

        // The game master's own recording says the table was theirs.
        anne.enter().keys("p");
        assertTrue(anne.shows("Played at your table."), anne.screen());
    }
}
