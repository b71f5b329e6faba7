package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.eventlog.EventJson;
import escarmouche.testing.TestScenario;
import escarmouche.lang.Language;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.table.Table;
import escarmouche.ui.table.TableHall;
import escarmouche.ui.table.TablePacing;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableScreenTest {
    @TempDir
    Path data;
    private final List<Harness> open = new ArrayList<>();
    private final AtomicLong clock = new AtomicLong(1_000);
    private TableHall hall = new TableHall(clock::get, 60_000);
    /** The table's recording, as the game master's saves would keep it, and its live log. */
    private final List<PlayerInput> inputs = new ArrayList<>();
    private final List<String> liveLog = new ArrayList<>();
    /** The fight reports the table wrote beside its recording. */
    private final List<String> reports = new ArrayList<>();

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    private static TestScenario skirmish() {
        return skirmish(null);
    }

    /** The skirmish with its goblin hidden (a stealth total of 25): anne, the game master, will play it. */
    private static TestScenario hiddenGoblin() {
        return skirmish(25);
    }

    /** A hero and a goblin, the goblin hidden with that stealth total when it is not null. */
    private static TestScenario skirmish(Integer hidden) {
        return TestScenario.map(
                        "############",
                        "#..........#",
                        "#..........#",
                        "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(18))
                .with("gob", "monsters", 9, 2, c -> {
                    TestScenario.Creature gob = c.hp(30).ac(13).weapons(TestScenario.SCIMITAR);
                    return hidden == null ? gob : gob.hidden(hidden);
                })
                .initiative("hero", "gob");
    }

    /** A session of {@code player} on the server, at its own terminal size. */
    private Harness session(String player, int columns, int rows) {
        return session(player, columns, rows, skirmish());
    }

    private Harness session(String player, int columns, int rows, TestScenario fight) {
        TestCatalog catalog = new TestCatalog().add("skirmish", "The skirmish", "A hero, a goblin.", "easy",
                fight::build);
        Harness h = new Harness(catalog, recordingSaves(), data, columns, rows, true);
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        // Drawn again with the tables, as a server's session is first drawn.
        h.game.redrawSoon();
        open.add(h);
        return h;
    }

    /** Saves that keep the inputs in memory, with the event log the table's game writes. */
    private FightSaves recordingSaves() {
        return new FightSaves() {
            @Override
            public List<Past> past() {
                return List.of();
            }

            @Override
            public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm) {
                game.onInput(inputs::add);
                EventJson json = new EventJson();
                game.battle().log().listen(e -> liveLog.add(json.line(e)));
                return Answer.of(new Kept() {
                    @Override
                    public String name() {
                        return "table";
                    }

                    @Override
                    public String report(String text) {
                        reports.add(text);
                        return "nowhere";
                    }

                    @Override
                    public void close() {}
                });
            }

            @Override
            public Answer<Reopened> reopen(String key, boolean fromBackup) {
                return Answer.failed(List.of("no"));
            }

            @Override
            public Answer<Kept> lock(String key, boolean fromBackup) {
                return Answer.failed(List.of("no"));
            }

            @Override
            public boolean hasBackup(String key) {
                return false;
            }

            @Override
            public Answer<Kept> attach(Kept kept, Game game) {
                return Answer.of(kept);
            }

            @Override
            public Optional<String> full() {
                return Optional.empty();
            }

            @Override
            public Answer<String> keepCopy(Kept original, escarmouche.engine.Standpoint playedAs) {
                return Answer.of("copy");
            }
        };
    }

    /** anne opens a table for the skirmish, bob joins, anne gives bob the hero and keeps the goblin, and starts. */
    private Harness[] seated() {
        return seated(skirmish());
    }

    /** Anne's table of {@code fight}: bob plays the hero, anne (the game master) the goblin; started. */
    private Harness[] seated(TestScenario fight) {
        Harness anne = session("anne", 100, 30, fight);
        Harness bob = session("bob", 80, 24, fight);
        anne.keys("T");
        assertTrue(anne.shows("No table is open"), anne.screen());
        anne.keys("o").keys("1").enter();
        assertTrue(anne.shows("anne's table: test"), anne.screen());
        bob.keys("T");
        assertTrue(bob.shows("anne's table: test · seating · no player yet"), bob.screen());
        bob.enter();
        assertTrue(bob.shows("The game master is seating the players"), bob.screen());
        // Nothing is bob's yet: no marks to look for.
        assertTrue(bob.shows("none of the creatures is yours yet"), bob.screen());
        assertFalse(bob.shows("Your creatures are marked"), bob.screen());
        assertTrue(anne.shows("At the table: anne (GM), bob"), anne.screen());
        // The hero: anne -> bob; the goblin: AI -> anne.
        anne.keys(" ").keys("j").keys(" ");
        assertTrue(bob.shows("bob (you)"), bob.screen());
        assertTrue(bob.shows("Your creatures are marked"), bob.screen());
        anne.enter();
        return new Harness[] {anne, bob};
    }

    /** What a session last told the server it is doing, as the other sessions' lists read it. */
    private static final class Doings implements LiveGames {
        volatile Doing last;
        private final String player;

        Doings(String player) {
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

        /** The last page handed over for watchers. */
        volatile java.util.function.Consumer<Canvas> page;

        @Override
        public void drawn(Doing doing, Shown shown, java.util.function.Consumer<Canvas> page) {
            last = doing;
            this.page = page;
        }

        /** What a watcher of this session would read now, row after row. */
        String watched() {
            Canvas frame = new Canvas(80, 24, new escarmouche.ui.term.Glyphs(false));
            page.accept(frame);
            StringBuilder out = new StringBuilder();
            for (int r = 0; r < frame.height(); r++) {
                for (int c = 0; c < frame.width(); c++) out.append(frame.charAt(c, r));
                out.append('\n');
            }
            return out.toString();
        }
    }

    @Test
    @DisplayName("A game master opens a table for an encounter of their own: o lists it after the game's, marked [yours]"
            + " as New fight marks it, and the table seats its creatures")
    void aGameMasterOpensATableForTheirOwnEncounter() {
        TestScenario mill = TestScenario.map(
                        "########",
                        "#......#",
                        "########")
                .with("miller", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("rat", "monsters", 6, 1, c -> c.hp(5).weapons(TestScenario.SCIMITAR))
                .initiative("miller", "rat");
        TestCatalog catalog = new TestCatalog().add("skirmish", "The skirmish", "A hero, a goblin.", "easy",
                skirmish()::build).yours("mill-fight", "Mill fight", "Set up for tonight.", mill::build);
        Harness anne = new Harness(catalog, recordingSaves(), data, 100, 30, true);
        anne.game.atTables(hall.desk("anne", anne.game::redrawSoon));
        anne.game.redrawSoon();
        open.add(anne);
        anne.keys("T").keys("o");
        assertTrue(anne.shows("1 The skirmish [easy]"), anne.screen());
        assertTrue(anne.shows("2 Mill fight [yours]"), anne.screen());
        anne.keys("2").enter();
        assertTrue(anne.shows("anne's table: test"), anne.screen());
        assertTrue(anne.shows("miller"), anne.screen());
        assertTrue(anne.shows("rat"), anne.screen());
        assertFalse(anne.shows("gob"), anne.screen());
    }

    @Test
    @DisplayName("The server's other sessions read a table's players as seating at it, then as in its fight and its"
            + " round, not \"in the menus\"")
    void aTablesPlayersAreSeenAtIt() {
        Harness anne = session("anne", 100, 30);
        Harness bob = session("bob", 80, 24);
        Doings told = new Doings("anne");
        Doings bobTold = new Doings("bob");
        anne.game.onStage(told);
        bob.game.onStage(bobTold);
        anne.keys("T").keys("o").keys("1").enter();
        assertTrue(anne.shows("anne's table: test"), anne.screen());
        bob.keys("T").enter();
        assertTrue(bob.shows("The game master is seating the players"), bob.screen());
        assertEquals(new Doing.Seating("anne"), told.last);
        assertEquals(new Doing.Seating("anne"), bobTold.last);
        anne.enter();
        assertTrue(told.last instanceof Doing.Fighting f && f.round() == 1 && f.encounter().in(Language.FR).equals("test"),
                String.valueOf(told.last));
        // Bob's screen, woken by the table, tells of the fight at once, without a key of his.
        assertTrue(bobTold.last instanceof Doing.Fighting, String.valueOf(bobTold.last));
    }

    @Test
    @DisplayName("A table's party page offers no 'who plays whom': the table seats its creatures, and g there started a fight alone")
    void aTablesPartyPageLeavesTheSeatingToTheTable() {
        Harness anne = session("anne", 100, 30);
        anne.keys("T").keys("o").keys("1");
        assertTrue(anne.shows("At the table you seat the players on its creatures, the monsters too."), anne.screen());
        assertFalse(anne.shows("who plays whom"), anne.screen());
        anne.keys("g");
        assertFalse(anne.shows("Who plays whom"), anne.screen());
        assertTrue(anne.shows("Enter open the table"), anne.screen());
        anne.enter();
        assertTrue(anne.shows("anne's table: test"), anne.screen());
    }

    @Test
    @DisplayName("Another session's title screen and list of tables follow a table as it opens, seats and starts, without a key")
    void theTablesShowLive() {
        Harness anne = session("anne", 100, 30);
        Harness bob = session("bob", 80, 24);
        Harness carol = session("carol", 80, 24);
        bob.game.redrawSoon();
        assertTrue(bob.shows("(0 to join)"), "the title screen drawn again now that the server's tables are given: "
                + bob.screen());
        anne.keys("T").keys("o").keys("1").enter();
        assertTrue(bob.shows("(1 to join)"), "the title screen counts the table at once: " + bob.screen());
        bob.keys("T");
        assertTrue(bob.shows("anne's table: test · seating · no player yet"), bob.screen());
        carol.keys("T").enter();
        assertTrue(bob.shows("anne's table: test · seating · 1 player"), "carol sat down: " + bob.screen());
        anne.enter();
        assertTrue(bob.shows("anne's table: test · round 1 · 1 player"), "the fight started: " + bob.screen());
        anne.keys("e");
        assertTrue(bob.shows("anne's table: test · round 2 · 1 player"), "the goblin played, a round began: " + bob.screen());
    }

    @Test
    @DisplayName("ACT-HIDE at a table: a hidden monster the game master plays is on the game master's screen, to be"
            + " moved, and off every other seat's")
    void hiddenMonsterOfASeatStaysUnseen() {
        Harness[] seats = seated(hiddenGoblin());
        for (Harness seat : seats) assertTrue(seat.shows("hero "), "the side panel drawn: " + seat.screen());
        assertTrue(seats[0].shows("go gob"), "anne plays the goblin: " + seats[0].screen());
        assertFalse(seats[1].shows("go gob"), "bob does not see it: " + seats[1].screen());
        assertTrue(seats[1].screen().lines().filter(l -> l.contains("##")).noneMatch(l -> l.contains("go")),
                "nor on his map: " + seats[1].screen());
        assertTrue(seats[0].screen().lines().filter(l -> l.contains("##")).anyMatch(l -> l.contains("go")),
                "on anne's: " + seats[0].screen());
    }

    @Test
    @DisplayName("ACT-HIDE at a table: on the hidden monster's turn the other seat's map ruler marks no row with ▶,"
            + " which would say the row it moves along")
    void aHiddenMonstersTurnMarksNoRow() {
        Harness[] seats = seated(hiddenGoblin());
        Harness bob = seats[1];
        // The goblin's ambush gives it the first turn.
        assertTrue(bob.shows("An unseen creature's move: anne"), bob.screen());
        assertTrue(mapRows(bob).noneMatch(l -> l.contains("▶")), "the goblin's row given away: " + bob.screen());
        assertTrue(mapRows(seats[0]).anyMatch(l -> l.contains("2▶")), "anne, who plays it, sees it: " + seats[0].screen());
    }

    /** The map's rows: those with the room's walls. */
    private static java.util.stream.Stream<String> mapRows(Harness seat) {
        return seat.screen().lines().filter(l -> l.contains("##") || l.contains("#."));
    }

    @Test
    @DisplayName("ACT-HIDE at a table: while the game master seats, a player's roster leaves out a monster that starts"
            + " hidden, unless it is given to that player; the game master's lists it")
    void aHiddenMonsterIsOffThePlayersRoster() {
        Harness anne = session("anne", 100, 30, hiddenGoblin());
        Harness bob = session("bob", 80, 24, hiddenGoblin());
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        assertTrue(bob.shows("The game master is seating the players"), bob.screen());
        assertTrue(bob.shows("hero "), bob.screen());
        assertFalse(bob.shows("gob"), bob.screen());
        assertTrue(anne.shows("gob "), anne.screen());
        // Nor is the game master's roster shown to watchers (one of them could be bob).
        Doings anneStage = new Doings("anne");
        anne.game.onStage(anneStage);
        anne.game.redrawSoon();
        assertTrue(anne.shows("gob "), anne.screen());
        String watched = anneStage.watched().replaceAll("\\s+", " ");
        assertTrue(watched.contains("anne is seating a table whose fight has hidden creatures: the list is not shown"
                + " to watchers."), watched);
        // The goblin given to bob: now his to know.
        anne.keys("j").keys(" ").keys(" ");
        assertTrue(bob.shows("gob ") && bob.shows("bob (you)"), bob.screen());
    }

    @Test
    @DisplayName("ACT-HIDE at a table: someone watching the seat that plays a hidden monster (a player of the same"
            + " table, under another name) reads that the screen is not shown, not the map; the other seat shows")
    void watchersOfASeatThatSeesAHiddenMonster() {
        Harness[] seats = seated(hiddenGoblin());
        Doings anneStage = new Doings("anne");
        Doings bobStage = new Doings("bob");
        seats[0].game.onStage(anneStage);
        seats[1].game.onStage(bobStage);
        seats[0].game.redrawSoon();
        seats[1].game.redrawSoon();
        assertTrue(seats[0].shows("go gob"), seats[0].screen());
        String anne = anneStage.watched();
        assertTrue(anne.replaceAll("\\s+", " ").contains(
                "anne plays a hidden creature at a table: their screen is not shown while it stays hidden."), anne);
        assertFalse(anne.contains("gob"), anne);
        String bob = bobStage.watched();
        assertTrue(bob.contains("hero "), "bob's seat sees nothing hidden: it is shown as it is\n" + bob);
    }

    @Test
    @DisplayName("A seat on another's move: its key bar lists only the keys that look, v looks at the map without"
            + " walking anyone, and a key that would act says whose move it is and which creatures are the seat's")
    void watchingSeatKeys() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        assertTrue(anne.shows("hero's move: bob"), anne.screen());
        assertTrue(anne.shows("v look"), "the watching seat's keys: " + anne.screen());
        assertTrue(anne.shows("Q leave the table"), anne.screen());
        assertFalse(anne.shows("a attack"), "no key that acts on bob's move is offered: " + anne.screen());
        assertTrue(bob.shows("a attack"), "bob's own turn offers them: " + bob.screen());
        anne.keys("a");
        assertTrue(anne.shows("hero's move: bob. You play gob, on its turns."), anne.screen());
        anne.keys("v");
        assertTrue(anne.shows("Esc done"), "v opens the look cursor on another's move: " + anne.screen());
        assertFalse(anne.shows("walk there"), "looking walks nobody: " + anne.screen());
        anne.keys("l").enter();
        assertTrue(anne.shows("▶ hero · move 6/6"), "Enter moved nothing: " + anne.screen());
        anne.esc();
        bob.keys("e");
        assertTrue(anne.shows("gob's move: you"), anne.screen());
        assertTrue(anne.shows("a attack"), "the goblin's turn is anne's: " + anne.screen());
        assertTrue(bob.shows("v look"), bob.screen());
    }

    @Test
    @DisplayName("OA-REACTION at a table, in French at 80x24: the asked seat reads the whole question, odds and keys,"
            + " without the line that points to the title screen's \"always strike\", which a table does not heed")
    void OA_REACTION_aFrenchSeatAt80x24ReadsTheWholeQuestion() {
        TestScenario fight = TestScenario.map("############", "#..........#", "#..........#", "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(18))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
        Harness anne = session("anne", 100, 30, fight);
        Harness bob = session("bob", 80, 24, fight);
        bob.keys("l").keys("T");
        anne.keys("T").keys("o").keys("1").enter();
        bob.enter();
        // The hero: anne -> bob; the goblin: AI -> anne.
        anne.keys(" ").keys("j").keys(" ");
        anne.enter();
        bob.keys("e");
        anne.keys("l");
        anne.enter();
        List<String> panel = new ArrayList<>();
        for (int r = 13; r <= 22; r++) panel.add(bob.row(r).stripTrailing());
        assertEquals(List.of(
                "hero peut frapper gob · y\u00a0: frapper · n\u00a0: laisser passer",
                "gob (indemne, PV 30/30, CA 13) sort de l'allonge de hero en 2,1 [OA-LEAVE].",
                "Avec longsword 1d8 tranchants.",
                "Pour toucher\u00a0: d20 +5 (+3 For +2 maîtrise) contre CA 13\u00a0: 65\u00a0% de chances de",
                "toucher, 5\u00a0% de critique. Dégâts attendus sur un coup de 1d8 +3 For\u00a0: 7,5.",
                "Frapper dépense la réaction de hero jusqu'à son prochain tour. Laisser passer",
                "gob la garde\u00a0: un pas de plus peut donner à hero une autre occasion",
                "[OA-REACTION].",
                "",
                ""), panel, bob.screen());
        assertFalse(bob.shows("Pour ne plus être interrogé"), bob.screen());
        assertTrue(bob.row(23).startsWith("y/Entrée frapper  n/Échap laisser passer"), bob.row(23));
    }

    @Test
    @DisplayName("OA-REACTION at a table: the status bar shows y and n to the asked seat only; the game master whose goblin"
            + " stepped away reads who decides there, in English, and a French seat in French")
    void OA_REACTION_onlyTheAskedSeatReadsTheKeys() {
        TestScenario fight = TestScenario.map("############", "#..........#", "#..........#", "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(18))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(40))
                .initiative("hero", "gob", "ally");
        Harness anne = session("anne", 100, 30, fight);
        Harness bob = session("bob", 100, 30, fight);
        Harness carol = session("carol", 100, 30, fight);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        carol.keys("l").keys("T").enter();
        // The hero: anne -> bob; the goblin: AI -> anne; the ally: AI -> anne -> bob -> carol.
        anne.keys(" ").keys("j").keys(" ").keys("j").keys(" ").keys(" ").keys(" ");
        anne.enter();
        bob.keys("e");
        anne.keys("l");
        anne.enter();
        assertTrue(bob.row(0).contains("▶ hero may strike gob (y: strike, n: let it go)"), bob.row(0));
        assertTrue(anne.row(0).contains("▶ Waiting: bob decides whether hero strikes."), anne.row(0));
        assertFalse(anne.row(0).contains("y: strike"), anne.row(0));
        assertTrue(carol.row(0).contains("▶ En attente\u00a0: bob décide si hero frappe."), carol.row(0));
        assertFalse(carol.row(0).contains("y\u00a0: frapper"), carol.row(0));
        bob.keys("n");
        assertTrue(anne.row(0).contains("▶ gob · move"), anne.row(0));
    }

    @Test
    @DisplayName("A seat told whose move it is reads the next move's line once the turn passes on, without a key:"
            + " the notice that named the last move does not stay")
    void waitingNoticeFollowsTheMove() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        anne.keys("a");
        assertTrue(anne.shows("hero's move: bob. You play gob, on its turns."), anne.screen());
        bob.keys("e");
        assertFalse(anne.shows("hero's move: bob"), "the notice named a move that is over: " + anne.screen());
        assertTrue(anne.shows("gob's move: you"), anne.screen());
        bob.keys("a");
        assertTrue(bob.shows("gob's move: anne. You play hero, on their turns."), bob.screen());
        anne.keys("e");
        assertTrue(bob.shows("hero's move: you"), "anne's key ends the goblin's turn; bob's notice went with it: "
                + bob.screen());
    }

    @Test
    @DisplayName("OA-REACTION at a table: while bob is asked whether the hero strikes the goblin stepping away, the game"
            + " master's line says bob decides, not \"gob's move: you\" (a move nobody can make before the answer); bob's"
            + " says the answer is his; once he lets it go, the goblin's move is the game master's again")
    void OA_REACTION_theOtherSeatsReadWhoIsAsked() {
        Harness[] seats = seated(TestScenario.map("############", "#..........#", "#..........#", "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(18))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        Harness anne = seats[0];
        Harness bob = seats[1];
        bob.keys("e");
        assertTrue(anne.shows("gob's move: you"), anne.screen());
        anne.keys("l");
        anne.enter();
        assertTrue(bob.shows("hero may strike gob"), "bob is asked: " + bob.screen());
        assertTrue(anne.shows("Waiting: bob decides whether hero strikes."), anne.screen());
        assertFalse(anne.shows("gob's move: you"), anne.screen());
        assertTrue(bob.shows("Waiting for you: decide whether hero strikes."), bob.screen());
        bob.keys("n");
        assertTrue(anne.shows("gob's move: you"), "the goblin's move goes on: " + anne.screen());
        assertTrue(bob.shows("gob's move: anne"), bob.screen());
    }

    @Test
    @DisplayName("Two seats, one fight: the hero's turn is on bob's screen, the goblin's on the game master's; each"
            + " screen shows whose move it is, and a seat's keys do nothing on the other's turn")
    void turnHandOver() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        assertTrue(bob.shows("▶ hero · move 6/6"), bob.screen());
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        assertTrue(anne.shows("hero's move: bob"), anne.screen());
        anne.keys("e");
        assertTrue(anne.shows("hero's move: bob"), "the game master's keys cannot end bob's turn: " + anne.screen());
        bob.keys("l");
        assertTrue(anne.shows("hero moves 1,1 → 2,1"), "the move shows on the other screen at once: " + anne.screen());
        bob.keys("e");
        assertTrue(anne.shows("▶ gob · move 6/6"), anne.screen());
        assertTrue(bob.shows("gob's move: anne"), bob.screen());
        bob.keys("e");
        assertTrue(anne.shows("▶ gob · move 6/6"), "bob cannot end the goblin's turn: " + anne.screen());
        anne.keys("e");
        assertTrue(bob.shows("▶ hero · move 6/6"), bob.screen());
        assertTrue(bob.shows("Round 2"), bob.screen());
    }

    @Test
    @DisplayName("Q on a seat's own turn asks to leave the table, as on another's: no give-up for everyone, no \"not saved\"")
    void leavingOnOwnTurn() {
        Harness[] seats = seated();
        Harness bob = seats[1];
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        bob.keys("Q");
        assertTrue(bob.shows("Leave the table?"), bob.screen());
        assertFalse(bob.shows("Give up"), bob.screen());
        assertFalse(bob.shows("not saved"), bob.screen());
        bob.keys("n");
        assertTrue(bob.shows("▶ hero · move 6/6"), bob.screen());
    }

    @Test
    @DisplayName("Q at a fight under way: the game master is told the table closes unless they are back in time (the hall's"
            + " grace, here 1 minute); a player is told they may come back, and nothing closes")
    void gameMasterLeavingIsWarned() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        anne.keys("Q");
        assertTrue(anne.shows("Leave the table?"), anne.screen());
        assertTrue(anne.shows("y Yes, leave (back within 1 minute, or the table closes)"), anne.screen());
        anne.keys("n");
        bob.keys("Q");
        assertTrue(bob.shows("y Yes, leave (join again at will; the fight comes to your past fights)"), bob.screen());
        assertFalse(bob.shows("table closes"), bob.screen());
    }

    @Test
    @DisplayName("Q alone at a table's fight (nobody else at it) says the table closes now, not that it waits: the game"
            + " master that Continue resumes the fight, in English and French; the table closes as said")
    void theGameMasterAloneIsToldTheTableCloses() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        // anne steps away and comes back in French, then bob leaves: anne is alone.
        anne.keys("Q").keys("y").keys("l");
        anne.keys("a");
        assertTrue(anne.shows("À la table\u00a0: anne (MJ), bob"), anne.screen());
        bob.keys("Q").keys("y");
        assertTrue(anne.shows("bob (absent)"), anne.screen());
        anne.keys("Q");
        assertTrue(anne.shows("y Oui, partir (plus personne\u00a0: la table ferme\u00a0; Reprendre le relance)"), anne.screen());
        assertFalse(anne.shows("revenez sous"), anne.screen());
        anne.keys("y");
        assertTrue(hall.tables().isEmpty(), "closed at once, as said");
    }

    @Test
    @DisplayName("The same in English: the game master alone reads that the table closes and Continue resumes the fight")
    void theGameMasterAloneIsToldTheTableClosesInEnglish() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        seats[1].keys("Q").keys("y");
        assertTrue(anne.shows("bob (away)"), anne.screen());
        anne.keys("Q");
        assertTrue(anne.shows("y Yes, leave (you are alone: the table closes; Continue resumes it)"),
                anne.screen());
        assertFalse(anne.shows("back within"), anne.screen());
        anne.keys("y");
        assertTrue(hall.tables().isEmpty(), "closed at once, as said");
    }

    @Test
    @DisplayName("Q alone at a table's fight, the game master away: a player is told the table closes now and the fight"
            + " comes to their past fights, not that they may join again")
    void aPlayerAloneIsToldTheTableCloses() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        anne.keys("Q").keys("y");
        assertTrue(bob.shows("anne (GM, away)"), bob.screen());
        bob.keys("Q");
        assertTrue(bob.shows("y Yes, leave (you are alone: the table closes; it goes to past fights)"),
                bob.screen());
        assertFalse(bob.shows("join again at will"), bob.screen());
        bob.keys("y");
        assertTrue(hall.tables().isEmpty(), "closed at once, as said");
    }

    @Test
    @DisplayName("At 80x24 a seat in French reads the tables, its seat, whose move it is and the shared fight's log in"
            + " French, while the game master's seat reads the same fight in English")
    void eachSeatInItsLanguage() {
        Harness anne = session("anne", 100, 30);
        Harness bob = session("bob", 80, 24);
        bob.keys("l").keys("T");
        assertTrue(bob.shows("Tables\u00a0: un combat, chaque joueur sur son écran"), bob.screen());
        assertTrue(bob.shows("Aucune table n'est ouverte."), bob.screen());
        assertTrue(bob.row(23).startsWith("o ouvrir une table  Échap retour"), "no table to join: " + bob.row(23));
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("j");
        assertTrue(bob.row(23).contains("↑↓ choix  Entrée rejoindre  o ouvrir une table  Échap retour"), bob.row(23));
        assertTrue(bob.shows("Table d'anne\u00a0: test · placement · aucun joueur encore"), bob.screen());
        assertFalse(bob.shows("0 joueur"), "a table with only its game master says so, not a count of none: " + bob.screen());
        bob.enter();
        assertTrue(bob.shows("Le MJ place les joueurs\u00a0: aucune créature n'est encore à vous."), bob.screen());
        assertTrue(bob.shows("À la table\u00a0: anne (MJ), bob"), bob.screen());
        assertTrue(bob.shows("Un joueur qui décroche est remplacé par l'IA le temps de revenir."), bob.screen());
        assertTrue(bob.row(23).contains("Échap quitter la table"), bob.row(23));
        anne.keys(" ").keys("j").keys(" ");
        assertTrue(bob.shows("bob (vous)"), bob.screen());
        assertTrue(bob.shows("groupe"), bob.screen());
        assertTrue(bob.shows("monstres"), bob.screen());
        assertTrue(anne.shows("party"), anne.screen());
        anne.enter();
        assertTrue(bob.shows("Tour de hero\u00a0: vous."), bob.screen());
        assertTrue(anne.shows("hero's move: bob"), anne.screen());
        bob.keys("l");
        assertTrue(bob.shows("hero se déplace"), "the log in bob's words: " + bob.screen());
        assertTrue(anne.shows("hero moves 1,1 → 2,1"), "the log in anne's: " + anne.screen());
        bob.keys("e");
        assertTrue(bob.shows("Tour de gob\u00a0: anne."), bob.screen());
        assertTrue(bob.shows("au tour de gob"), bob.screen());
        assertTrue(bob.shows("v regarder"), "the watching seat's keys in bob's words: " + bob.screen());
        bob.keys("a");
        assertTrue(bob.shows("Tour de gob\u00a0: anne. Vous jouez hero, à son tour."), bob.screen());
        assertFalse(bob.shows("!table."), bob.screen());
        assertFalse(bob.shows("'s move"), bob.screen());
    }

    @Test
    @DisplayName("The side pane is headed from each seat's side: the game master holding only the goblin reads it as theirs")
    void eachSeatHeadsTheFoesItsWay() {
        Harness[] seats = seated();
        assertTrue(seats[0].shows("Foes of the party: yours"), seats[0].screen());
        assertFalse(seats[1].shows("Foes of the party: yours"), seats[1].screen());
        assertTrue(seats[1].shows("Foes"), seats[1].screen());
    }

    @Test
    @DisplayName("The end is told from each player's side, the hero's defeat; the game master holding the goblin reads"
            + " the winner named plainly, and where the table wrote the fight's report")
    void eachSeatReadsItsOwnOutcome() {
        // The goblin strikes first (d20 19, d6 6) and the hero, at 1 hit point, drops: the monsters win.
        TestScenario lastBlow = TestScenario.map("######", "#....#", "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(1).ac(10))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("gob", "hero").dice(19, 6);
        Harness anne = session("anne", 100, 30, lastBlow);
        Harness bob = session("bob", 80, 24, lastBlow);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        anne.keys(" ").keys("j").keys(" ");
        anne.enter();
        assertTrue(anne.shows("▶ gob · move"), anne.screen());
        anne.keys("a").enter();
        assertTrue(anne.shows("The fight is over: the monsters win. Enter: the summary"), anne.screen());
        assertTrue(bob.shows("The fight is over: defeat"), bob.screen());
        bob.enter();
        assertTrue(bob.shows("Defeat: the monsters win this one."), bob.screen());
        assertTrue(bob.shows("Once you leave the table, this fight is in your past fights."), bob.screen());
        assertFalse(bob.shows("Fight report:"), "a player's report goes beside their copy: " + bob.screen());
        anne.enter();
        assertTrue(anne.shows("The monsters win this one."), anne.screen());
        assertFalse(anne.shows("Victory"), anne.screen());
        assertTrue(anne.shows("Fight report: nowhere"), "the table's report, as its saves answered: " + anne.screen());
        assertTrue(anne.shows("This fight is in your past fights: the table's recording is kept in your saves."),
                anne.screen());
        // Both leave the end for the title screen: nothing more is written.
        bob.enter();
        anne.enter();
        assertEquals(1, reports.size(), "one report, whichever screens saw the end");
        // The game master's report, as their end page: the winner named, no defeat of the referee's.
        assertTrue(reports.get(0).contains("\nResult:    the monsters win, no enemy of the monsters is left standing\n"
                + "Rounds:    1\n"), reports.get(0));
    }

    @Test
    @DisplayName("A player who played the hero and the goblin reads the party's win as a victory after the game master"
            + " handed the hero to the AI, which killed the goblin: the fallen goblin still held is not the side they played")
    void aSeatThatPlayedTheHeroReadsThePartysWinAsVictory() {
        // The goblin's turn first (bob ends it), then the hero, on the AI, strikes (d20 15, d8 5): the goblin dies.
        TestScenario oneBlow = TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).weapons(TestScenario.SCIMITAR))
                .initiative("gob", "hero").dice(15, 5, 99);
        Harness anne = session("anne", 100, 30, oneBlow);
        Harness bob = session("bob", 80, 24, oneBlow);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        // The hero: anne -> bob; the goblin: AI -> anne -> bob.
        anne.keys(" ").keys("j").keys(" ").keys(" ");
        anne.enter();
        assertTrue(bob.shows("gob's move: you"), bob.screen());
        // The hero: bob -> AI, during the goblin's turn.
        anne.keys("H").keys("k").keys(" ");
        assertTrue(seatRow(anne, "hero").endsWith("AI"), anne.screen());
        anne.keys("H");
        bob.keys("e");
        assertTrue(bob.shows("The fight is over: victory"), bob.screen());
        bob.enter();
        assertTrue(bob.shows("Victory: the party holds the field."), bob.screen());
        assertFalse(bob.shows("Defeat"), bob.screen());
    }

    @Test
    @DisplayName("A game master who held only the goblin the party killed reads the party's win named, in French, not"
            + " a defeat; the hero's player reads victory")
    void theGameMasterReadsThePartysWinNamed() {
        // The hero strikes first (d20 15, d8 5) and the goblin, at 1 hit point, dies: the party wins.
        TestScenario oneBlow = TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 5, 99);
        Harness anne = session("anne", 100, 30, oneBlow);
        Harness bob = session("bob", 80, 24, oneBlow);
        anne.keys("l").keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        // The hero: anne -> bob; the goblin: AI -> anne.
        anne.keys(" ").keys("j").keys(" ");
        anne.enter();
        bob.keys("a").enter();
        assertTrue(bob.shows("The fight is over: victory"), bob.screen());
        assertTrue(anne.shows("Le combat est fini\u00a0: le groupe l'emporte. Entrée\u00a0: le bilan"), anne.screen());
        anne.enter();
        assertTrue(anne.shows("Le groupe l'emporte\u00a0: il tient le terrain."), anne.screen());
        assertFalse(anne.shows("Défaite"), anne.screen());
    }

    @Test
    @DisplayName("A player who drops is replaced by the AI, the table says they are away; back under the same name"
            + " they take their seat and their hero again; a newcomer cannot join a fight under way")
    void dropAndReconnect() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        bob.close();
        open.remove(bob);
        assertTrue(anne.shows("bob (away)"), anne.screen());
        // The AI played the hero's turn: the goblin's turn is the game master's.
        assertTrue(anne.shows("▶ gob · move 6/6"), anne.screen());
        Harness carol = session("carol", 80, 24);
        carol.keys("T").enter();
        assertTrue(carol.shows("The fight has started: only the players seated at it may come back."), carol.screen());
        Harness bobAgain = session("bob", 90, 26);
        bobAgain.keys("T");
        assertTrue(bobAgain.shows("(your seat)"), bobAgain.screen());
        bobAgain.enter();
        assertFalse(anne.shows("bob (away)"), anne.screen());
        anne.keys("e");
        assertTrue(bobAgain.shows("▶ hero · move"), bobAgain.screen());
        assertTrue(bobAgain.shows("hero's move: you"), bobAgain.screen());
        bobAgain.keys("e");
        assertTrue(anne.shows("▶ gob · move"), anne.screen());
    }

    @Test
    @DisplayName("The table's one recording (every seat's commands and each change of hands) replays to the same"
            + " event log as the live table")
    void replayEqualsLive() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        bob.keys("l").keys("e");
        anne.keys("h").keys("e");
        bob.close();
        open.remove(bob);
        anne.keys("e");
        Harness bobAgain = session("bob", 80, 24);
        bobAgain.keys("T").enter();
        anne.keys("e");
        bobAgain.keys("e");
        assertTrue(inputs.stream().anyMatch(i -> i instanceof PlayerInput.Control c && !c.byHand()), inputs.toString());
        assertReplaysAsLive();
    }

    @Test
    @DisplayName("During the fight the game master's H shows the seats: the goblin handed to bob is bob's from its"
            + " next move, the hero given to the AI plays on its own, and the recording replays it all")
    void reseatDuringTheFight() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        assertTrue(anne.shows("· H: seats"), anne.screen());
        assertFalse(bob.shows("H: seats"), "only the game master reseats: " + bob.screen());
        bob.keys("H");
        assertFalse(bob.shows("The fight goes on"), bob.screen());
        anne.keys("H");
        assertTrue(anne.shows("The fight goes on: Space gives the chosen creature"), anne.screen());
        assertFalse(anne.shows("H: seats"), "on the seats, H goes back (the bar says it): " + anne.screen());
        assertTrue(anne.row(29).contains("H/Esc back to the fight"), anne.row(29));
        // The goblin: anne -> bob, while it is the hero's (bob's) turn.
        anne.keys("j").keys(" ");
        assertTrue(seatRow(anne, "gob").endsWith("bob"), anne.screen());
        assertFalse(bob.shows("The fight goes on"), "bob's screen still shows the fight: " + bob.screen());
        anne.esc();
        assertTrue(anne.shows("hero's move: bob"), anne.screen());
        bob.keys("e");
        assertTrue(bob.shows("gob's move: you"), "the goblin is bob's now: " + bob.screen());
        assertTrue(anne.shows("gob's move: bob"), anne.screen());
        // The hero: bob -> AI; the AI plays its turn without anyone.
        anne.keys("H").keys("k").keys(" ");
        assertTrue(seatRow(anne, "hero").endsWith("AI"), anne.screen());
        anne.keys("H");
        assertTrue(anne.shows("gob's move: bob"), anne.screen());
        bob.keys("e");
        assertTrue(bob.shows("Round 2"), bob.screen());
        assertTrue(bob.shows("gob's move: you"), "the AI played the hero's turn: " + bob.screen());
        assertTrue(inputs.stream().filter(i -> i instanceof PlayerInput.Control).count() >= 2, inputs.toString());
        assertReplaysAsLive();
    }

    @Test
    @DisplayName("On a server that paces its tables, the seats say how fast the AI plays; the game master's + and -"
            + " change it, before and during the fight, and every seat reads the new pace")
    void theGameMasterSetsThePace() {
        List<Runnable> waiting = new ArrayList<>();
        hall = new TableHall(clock::get, 60_000, new TablePacing(450, (millis, task) -> waiting.add(task)));
        Harness anne = session("anne", 100, 30);
        Harness bob = session("bob", 80, 24);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        assertTrue(anne.shows("The AI plays one move every 450 ms (+ slower, - faster)."), anne.screen());
        assertTrue(bob.shows("The AI plays one move every 450 ms."), bob.screen());
        assertFalse(bob.shows("+ slower"), "only the game master has the keys: " + bob.screen());
        bob.keys("+");
        assertTrue(anne.shows("every 450 ms"), "bob's + changes nothing: " + anne.screen());
        anne.keys("+");
        assertTrue(bob.shows("The AI plays one move every 700 ms."), bob.screen());
        // The hero to bob; the goblin stays with the AI.
        anne.keys(" ");
        anne.enter();
        anne.keys("H").keys("-").keys("-").keys("-");
        assertTrue(anne.shows("The AI plays one move every 150 ms (+ slower, - faster)."), anne.screen());
        anne.keys("-");
        assertTrue(anne.shows("The AI plays at once (+ slower, - faster)."), anne.screen());
        anne.keys("=");
        assertTrue(anne.shows("every 150 ms"), "= is + without Shift: " + anne.screen());
        anne.esc();
        bob.keys("e");
        assertTrue(anne.shows("▶ gob acts"), "the goblin's move waits on the table's timer: " + anne.screen());
        assertFalse(anne.shows("skip ahead"), "no key skips the AI at a table: " + anne.screen());
        assertEquals(1, waiting.size(), "one command waits");
    }

    @Test
    @DisplayName("ACT-HIDE at a table: while a hidden goblin on the AI plays, the seats read \"Someone unseen acts\","
            + " and its steps stay out of their logs")
    void anUnseenFoesTurnIsNotNamed() {
        List<Runnable> waiting = new ArrayList<>();
        hall = new TableHall(clock::get, 60_000, new TablePacing(450, (millis, task) -> waiting.add(task)));
        Harness anne = session("anne", 100, 30, hiddenGoblin());
        Harness bob = session("bob", 100, 30, hiddenGoblin());
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        // The hero to bob; the goblin stays with the AI, hidden from both seats.
        anne.keys(" ");
        anne.enter();
        anne.esc();
        bob.keys("e");
        for (Harness seat : List.of(anne, bob)) {
            assertTrue(seat.shows("▶ Someone unseen acts"), seat.screen());
            assertTrue(seat.shows("An unseen creature's move: the AI."), seat.screen());
            assertFalse(seat.shows("gob"), seat.screen());
        }
        assertEquals(1, waiting.size(), "one command waits");
        waiting.remove(0).run();
        for (Harness seat : List.of(anne, bob)) assertFalse(seat.shows("gob"), "its step untold: " + seat.screen());
    }

    /** A hero against 23 goblins: more creatures than the seats of an 80x24 screen show at once. */
    private static TestScenario horde() {
        TestScenario s = TestScenario.map("##########################", "#........................#",
                "#........................#", "##########################")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(40));
        List<String> order = new ArrayList<>(List.of("hero"));
        for (int i = 1; i <= 23; i++) {
            s = s.with("g" + i, "monsters", i + 1, 2, c -> c.hp(7).weapons(TestScenario.SCIMITAR));
            order.add("g" + i);
        }
        return s.initiative(order.toArray(String[]::new));
    }

    @Test
    @DisplayName("A table of 24 creatures on an 80x24 screen: the seats scroll with the cursor, say how many are hidden"
            + " above and below, and keep the pace line; Space seats the creature the game master sees chosen")
    void theSeatsScroll() {
        hall = new TableHall(clock::get, 60_000, new TablePacing(450, (millis, task) -> { }));
        Harness anne = session("anne", 80, 24, horde());
        anne.keys("T").keys("o").keys("1").enter();
        assertTrue(anne.shows("▶ hero"), anne.screen());
        assertTrue(anne.shows("↓ 13 more below"), anne.screen());
        assertFalse(anne.shows("more above"), anne.screen());
        assertTrue(anne.shows("The AI plays one move every 450 ms (+ slower, - faster)."), anne.screen());
        for (int i = 0; i < 23; i++) anne.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(anne.shows("▶ g23"), "the cursor stays in view: " + anne.screen());
        assertTrue(anne.shows("↑ 13 more above"), anne.screen());
        assertFalse(anne.shows("more below"), anne.screen());
        assertTrue(anne.shows("The AI plays one move every 450 ms (+ slower, - faster)."), anne.screen());
        anne.keys(" ");
        assertEquals("▶ g23" + " ".repeat(25) + "monsters    anne (you)", seatRow(anne, "g23"), anne.screen());
        // Back up: the window moves only when the cursor leaves it.
        for (int i = 0; i < 10; i++) anne.press(com.googlecode.lanterna.input.KeyType.ArrowUp);
        assertTrue(anne.shows("▶ g13"), anne.screen());
        assertTrue(anne.shows("↑ 13 more above"), "the window stays: " + anne.screen());
        anne.press(com.googlecode.lanterna.input.KeyType.ArrowUp);
        assertTrue(anne.shows("▶ g12"), anne.screen());
        assertTrue(anne.shows("↑ 12 more above"), anne.screen());
        assertTrue(anne.shows("↓ 1 more below"), anne.screen());
    }

    /** The table's recording, played again on a game of its own, writes the live table's event log. */
    private void assertReplaysAsLive() {
        Table table = hall.tables().get(0);
        Game replayed = Game.of(skirmish().build(), table.seed());
        List<String> again = new ArrayList<>();
        EventJson json = new EventJson();
        replayed.battle().log().listen(e -> again.add(json.line(e)));
        assertNull(replayed.replay(inputs, Controller.SUBMITTED));
        assertEquals(liveLog, again);
    }

    /** The line of a seating list that names the creature, trimmed. */
    /** The seat list's row of a creature, named as the fight names it: its first word, after the cursor. */
    private static String seatRow(Harness h, String creature) {
        return h.screen().lines().map(String::trim).filter(l -> l.replaceFirst("^▶ ", "").startsWith(creature + " "))
                .findFirst().orElse("");
    }

    @Test
    @DisplayName("A game master keeps one table open at a time; a table closes when its game master leaves it before"
            + " the fight, and when the game master stays away past the grace time")
    void capsAndClosing() {
        Harness anne = session("anne", 80, 24);
        anne.keys("T").keys("o").keys("1").enter();
        anne.esc();
        assertTrue(hall.tables().isEmpty(), "left before the fight: closed");
        Harness[] seats = seated();
        // The game master leaves the fight under way: the table waits for them.
        seats[0].keys("Q").keys("y");
        assertFalse(hall.tables().isEmpty());
        assertTrue(seats[1].shows("anne (GM, away)"), seats[1].screen());
        // A second table of the same game master is refused, before any party is chosen for it.
        seats[0].keys("T").keys("o");
        assertTrue(seats[0].shows("Your table (test) plays on for its players, though you left it"), seats[0].screen());
        assertFalse(seats[0].shows("Open a table for"), seats[0].screen());
        clock.addAndGet(61_000);
        assertTrue(hall.tables().isEmpty(), "the game master did not come back in time");
        seats[1].keys("v");
        assertTrue(seats[1].shows("The table closed: the game master did not come back"), seats[1].screen());
    }

    @Test
    @DisplayName("One name holds one seat: bob's second session joining the table takes his seat over; the first is told"
            + " at once, without a key, and its keys no longer act on the fight")
    void aSecondSessionTakesTheSeatOver() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        Harness bobAgain = session("bob", 90, 26);
        bobAgain.keys("T");
        assertTrue(bobAgain.shows("(your seat)"), bobAgain.screen());
        bobAgain.enter();
        assertTrue(bobAgain.shows("hero's move: you"), bobAgain.screen());
        assertTrue(bob.shows("Your seat at this table is now played from your other session"), bob.screen());
        assertFalse(anne.shows("bob (away)"), anne.screen());
        // The first screen's key does not end the hero's turn: it only goes back to the list of tables.
        bob.keys("e");
        assertTrue(bobAgain.shows("hero's move: you"), bobAgain.screen());
        assertTrue(bob.shows("anne's table: test (your seat)"), bob.screen());
        assertFalse(anne.shows("bob (away)"), "the seat stays with the newer screen: " + anne.screen());
        bobAgain.keys("e");
        assertTrue(anne.shows("▶ gob · move"), anne.screen());
        assertTrue(bobAgain.shows("gob's move: anne"), bobAgain.screen());
    }

    @Test
    @DisplayName("A game master's second session at their own table takes the seat over; when it closes the table, the"
            + " first screen says so at once")
    void aGameMastersTwoSessions() {
        Harness anne = session("anne", 80, 24);
        Harness anneAgain = session("anne", 80, 24);
        anne.keys("T").keys("o").keys("1").enter();
        anneAgain.keys("T");
        assertTrue(anneAgain.shows("anne's table: test (yours)"), anneAgain.screen());
        anneAgain.enter();
        assertTrue(anneAgain.shows("Seat each creature"), anneAgain.screen());
        assertTrue(anne.shows("Your seat at this table is now played from your other session"), anne.screen());
        anneAgain.esc();
        assertTrue(hall.tables().isEmpty(), "the game master left before the fight: closed");
        assertTrue(anne.shows("The table closed: the game master left before the fight."), anne.screen());
    }

    @Test
    @DisplayName("A player who leaves the table's fight with Q finds the cursor on the way back to it, whatever led to the table")
    void leavingTheFightPutsTheCursorOnTheWayBack() {
        Harness bob = seated()[1];
        bob.keys("Q").keys("y");
        assertTrue(bob.shows("▶ a  Back to anne's table: test (round 1)"), bob.screen());
        bob.enter();
        assertTrue(bob.shows("At the table: anne (GM), bob"), bob.screen());
    }

    @Test
    @DisplayName("A game master or a player who logs in again while their table plays is offered the way back to it"
            + " first on the title screen: a takes the seat back, the game master's as its game master")
    void theTitleScreenLeadsBackToTheTable() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        Harness anneAgain = session("anne", 80, 24);
        assertTrue(anneAgain.shows("a  Back to your table: test (round 1)"), anneAgain.screen());
        Harness bobAgain = session("bob", 80, 24);
        assertTrue(bobAgain.shows("a  Back to anne's table: test (round 1)"), bobAgain.screen());
        // The first item: Enter takes it.
        anneAgain.enter();
        assertTrue(anneAgain.shows("At the table: anne (GM), bob"), anneAgain.screen());
        assertTrue(anne.shows("Your seat at this table is now played from your other session"), anne.screen());
        bob.keys("e");
        assertTrue(anneAgain.shows("▶ gob · move"), anneAgain.screen());
        // The game master who left the fight with Q finds the way back on the title screen too.
        anneAgain.keys("Q").keys("y");
        assertTrue(bob.shows("anne (GM, away)"), bob.screen());
        assertTrue(anneAgain.shows("a  Back to your table: test (round 2)"), anneAgain.screen());
        anneAgain.keys("a");
        assertTrue(bob.shows("At the table: anne (GM), bob"), bob.screen());
        // Once the table is gone, nothing is offered.
        anneAgain.keys("Q").keys("y");
        clock.addAndGet(61_000);
        assertTrue(hall.tables().isEmpty());
        assertFalse(session("anne", 80, 24).shows("Back to your table"));
    }

    @Test
    @DisplayName("The game master hands bob's hero to the AI while bob's attack panel is open: the panel closes with a"
            + " line saying who plays the hero now, and Enter there attacks nothing nor says the hero used its action")
    void aHandOverClosesTheSeatsPanel() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        bob.keys("a");
        assertTrue(bob.shows("Enter"), "the attack panel is open: " + bob.screen());
        // The hero (the cursor back up on it): bob -> AI, which plays its turn at once.
        anne.keys("H").keys("k").keys(" ");
        assertTrue(seatRow(anne, "hero").endsWith("AI"), anne.screen());
        assertTrue(bob.shows("From now on hero is played by the AI, not from this screen."), bob.screen());
        bob.enter();
        assertFalse(bob.shows("already used"), bob.screen());
        assertTrue(bob.shows("gob's move: anne. You hold no creature at this table: you watch."), bob.screen());
    }

    @Test
    @DisplayName("OA-REACTION at a table: Q in the question's panel leaves the table as documented; the question goes"
            + " with the hero to the AI, which answers, and the goblin's move goes on")
    void OA_REACTION_qInTheQuestionLeavesTheTable() {
        Harness[] seats = seated(TestScenario.map("############", "#..........#", "#..........#", "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(18))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        Harness anne = seats[0];
        Harness bob = seats[1];
        bob.keys("e");
        anne.keys("l");
        anne.enter();
        assertTrue(bob.shows("hero may strike gob"), "bob is asked: " + bob.screen());
        assertTrue(bob.shows("? keys  Q leave the table"), "the bar says what Q does at a table\n" + bob.screen());
        bob.keys("Q");
        assertTrue(bob.shows("Leave the table?"), bob.screen());
        bob.keys("y");
        assertTrue(anne.shows("bob (away)"), anne.screen());
        assertFalse(anne.shows("Waiting: bob decides"), anne.screen());
        assertTrue(anne.shows("gob's move: you"), "the AI answered for the hero: " + anne.screen());
    }

    private static final String LONG_GM = "gamemaster_with_a_very_long_name";
    private static final String LONG_PLAYER = "player3_has_a_rather_long_name_x";

    @Test
    @DisplayName("Names of 32 characters at 80x24: the list of tables keeps the count of players, the seats keep the"
            + " (you) mark, names shortened with …")
    void longNamesKeepTheMarksAndCounts() {
        Harness gm = session(LONG_GM, 80, 24);
        Harness player = session(LONG_PLAYER, 80, 24);
        gm.keys("T").keys("o").keys("1").enter();
        player.keys("T");
        assertTrue(player.shows("· seating · no player yet"), player.screen());
        player.enter();
        // The hero: the GM -> the player.
        gm.keys(" ");
        String row = seatRow(player, "hero");
        assertTrue(row.endsWith("(you)"), player.screen());
        assertEquals("hero                        party       player3_has_a…er_long_name_x (you)", row);
    }

    @Test
    @DisplayName("Six players and a game master with names of 32 characters at 80x24: the line above the log (whose"
            + " move, who is at the table) keeps to two rows, the players counted, in English and French")
    void longNamesKeepTheStatusToTwoRows() {
        Harness gm = session(LONG_GM, 80, 24);
        gm.keys("T").keys("o").keys("1").enter();
        List<Harness> players = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            Harness p = session("player" + i + "_has_a_rather_long_name_x", 80, 24);
            if (i == 6) p.keys("l");
            p.keys("T").enter();
            players.add(p);
        }
        // The hero: the GM -> player1.
        gm.keys(" ").keys("j").keys(" ");
        gm.enter();
        Harness first = players.get(0);
        List<String> rows = first.screen().lines().filter(l -> l.contains("At the table") || l.contains("6 players")).toList();
        assertEquals(List.of("hero's move: you. At the table: gamemas…ong_name (GM), 6 players"), rows.stream()
                .map(String::strip).toList(), first.screen());
        Harness french = players.get(5);
        assertTrue(french.shows("À la table\u00a0: gamemas…ong_name (MJ), 6 joueurs"), french.screen());
    }

    /** The whole key list on a seat's screen, read page by page (PgDn) until its end: each row once, stripped. */
    private static List<String> helpRows(Harness seat) {
        List<String> rows = new ArrayList<>();
        String last = null;
        for (int page = 0; page < 40 && !seat.screen().equals(last); page++) {
            last = seat.screen();
            for (String row : last.lines().toList()) {
                String r = row.strip();
                // The scroll bar under each page: left out, a text cut by a page's end reads whole.
                if (r.startsWith("↑↓ PgUp PgDn")) continue;
                if (!r.isEmpty() && !rows.contains(r)) rows.add(r);
            }
            seat.press(com.googlecode.lanterna.input.KeyType.PageDown);
        }
        return rows;
    }

    @Test
    @DisplayName("? at a table lists the table's keys: the player's without H, skipping the monsters' turns or giving up,"
            + " Q leaving the table; the game master's with the seats; Esc goes back to the fight")
    void theKeyListAtATableIsTheTables() {
        Harness[] seats = seated();
        Harness anne = seats[0];
        Harness bob = seats[1];
        // Bob plays the hero, whose turn it is; anne, the game master, the goblin.
        bob.keys("?");
        List<String> bobRows = helpRows(bob);
        String bobs = String.join(" ", bobRows);
        assertTrue(bobs.startsWith("Keys At a table you give your creatures' orders on their turns only. The AI plays"), bobs);
        assertTrue(bobs.contains("On the others' turns w, L, V, v, R, ? look and read as on your turns"), bobs);
        assertTrue(bobs.contains("Q leave the table (asks first, and says what becomes of the fight): while others are at"
                + " it, it goes on without you"), bobs);
        assertTrue(bobs.contains("Ctrl-C end your session at once (the terminal is restored): you leave the table as with Q,"
                + " without the question"), bobs);
        assertFalse(bobRows.contains("H"), bobs);
        assertFalse(bobs.contains("hand the creature whose turn it is to the AI"), bobs);
        assertFalse(bobs.contains("During monster turns"), bobs);
        assertFalse(bobs.contains("skip ahead to your next turn"), bobs);
        assertFalse(bobs.contains("give up"), bobs);
        assertFalse(bobs.contains("The seats (game master)"), bobs);
        bob.esc();
        assertTrue(bob.shows("hero's move: you."), bob.screen());
        // Anne opens it on the hero's turn, which is not hers: the look keys, ? among them, still work.
        anne.keys("?");
        List<String> anneRows = helpRows(anne);
        String annes = String.join(" ", anneRows);
        assertTrue(annes.contains("The seats (game master) H during the fight: the seats, to hand a creature to someone"
                + " else without stopping the fight; H or Esc goes back to it"), annes);
        // The server's grace, a minute in these tests.
        assertTrue(annes.contains("and closes unless you are back within 1 minute. A table's fight cannot be given up"), annes);
        assertFalse(annes.contains("During monster turns"), annes);
        assertFalse(annes.contains("hand the creature whose turn it is to the AI"), annes);
        anne.esc();
        assertTrue(anne.shows("hero's move: bob."), anne.screen());
    }
}
