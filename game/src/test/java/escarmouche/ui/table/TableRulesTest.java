package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.Command;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.LogDetail;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TableRulesTest {
    private static final Runnable NOBODY = () -> { };

    private static EncounterCatalog.Opened duel() {
        return new EncounterCatalog.Opened(TestScenario.map("######", "#....#", "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").build(), List.of());
    }

    @Test
    @DisplayName("The title screen counts a table to join while it seats and while its fight goes on, for a seat's"
            + " player; once the fight is over it counts for nobody, though the seat may still go back to its end")
    void aFightOverIsNoneToJoin() {
        TableHall hall = new TableHall();
        escarmouche.ui.page.TableDesk bobs = hall.desk("bob", NOBODY);
        escarmouche.ui.page.TableDesk carols = hall.desk("carol", NOBODY);
        Table t = hall.open("gm", new EncounterCatalog.Opened(TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 5, 99).build(), List.of()), 1, FightSaves.NONE).table();
        t.join("gm", NOBODY);
        assertEquals(1, bobs.joinable(), "seating: a seat for bob");
        t.join("bob", NOBODY);
        t.start("gm");
        t.leave("bob", NOBODY);
        assertEquals(1, bobs.joinable(), "bob's seat waits for him (the hero, the game master's, has not struck yet)");
        assertEquals(0, carols.joinable(), "no newcomer under way");
        synchronized (t.lock()) {
            t.fight().submit(Command.Attack.with("gob", null, null));
            t.moved("gm");
            assertTrue(t.fight().game().over(), "the blow ends the fight");
        }
        assertEquals(0, bobs.joinable(), "nothing left to play");
        assertTrue(t.mayJoin("bob"), "bob may still go back to the end");
    }

    @Test
    @DisplayName("A table seats at most six players besides its game master; the seventh is told it is full")
    void seatsAreCapped() {
        Table t = new TableHall().open("gm", duel(), 1, FightSaves.NONE).table();
        assertNull(t.join("gm", NOBODY));
        for (int i = 1; i <= Table.MAX_PLAYERS; i++) assertNull(t.join("p" + i, () -> { }));
        assertEquals("This table is full: 6 players at most.", t.join("p7", NOBODY));
        assertFalse(t.mayJoin("p7"));
    }

    @Test
    @DisplayName("A screen that shows the tables is woken when one opens, seats a player, starts or closes; once it shows something else, no more")
    void screensShowingTheTablesAreWoken() {
        TableHall hall = new TableHall();
        java.util.concurrent.atomic.AtomicInteger wakes = new java.util.concurrent.atomic.AtomicInteger();
        escarmouche.ui.page.TableDesk looking = hall.desk("watcher", wakes::incrementAndGet);
        looking.shown(true);
        Table t = hall.open("gm", duel(), 1, FightSaves.NONE).table();
        assertEquals(1, wakes.get(), "opened");
        t.join("gm", NOBODY);
        assertEquals(1, wakes.get(), "the game master at their own table changes nothing the list says");
        t.join("bob", NOBODY);
        assertEquals(2, wakes.get(), "a player seated");
        t.start("gm");
        assertEquals(3, wakes.get(), "the fight started: its round shows");
        looking.shown(false);
        t.leave("bob", NOBODY);
        t.leave("gm", NOBODY);
        assertEquals(3, wakes.get(), "a screen that shows something else is left alone");
        looking.shown(true);
        hall.open("carol", duel(), 1, FightSaves.NONE);
        assertEquals(4, wakes.get(), "shown again, woken again");
    }

    @Test
    @DisplayName("The server holds at most sixteen tables, whoever opens them")
    void tablesAreCapped() {
        TableHall hall = new TableHall();
        for (int i = 0; i < TableHall.MAX_TABLES; i++) assertNotNull(hall.open("gm" + i, duel(), 1, FightSaves.NONE).table());
        TableHall.Opening refused = hall.open("late", duel(), 1, FightSaves.NONE);
        assertNull(refused.table());
        assertTrue(refused.refusal().contains("16 tables"), refused.refusal());
    }

    @Test
    @DisplayName("Only the game master seats and starts; a player commands only the creature seated with them")
    void onlyTheGameMasterSeats() {
        Table t = new TableHall().open("gm", duel(), 1, FightSaves.NONE).table();
        t.join("gm", NOBODY);
        t.join("bob", () -> { });
        t.nextHolder("bob", "hero");
        t.start("bob");
        assertEquals("gm", t.holders().get("hero"), "a player cannot seat");
        assertFalse(t.playing(), "a player cannot start");
        t.nextHolder("gm", "hero");
        t.start("gm");
        assertTrue(t.playing());
        synchronized (t.lock()) {
            assertTrue(t.mine("bob", t.fight().battle().find("hero")));
            assertFalse(t.mine("gm", t.fight().battle().find("hero")));
            assertFalse(t.mine("bob", t.fight().battle().find("gob")), "the goblin is the AI's");
        }
    }

    @Test
    @DisplayName("A creature that died is out of the fight on the seats: shown so, and not handed to anyone")
    void theDeadAreNotHandedOn() {
        Table t = new TableHall().open("gm", new EncounterCatalog.Opened(TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).weapons(TestScenario.SCIMITAR))
                .with("gob2", "monsters", 5, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "gob2").dice(15, 5, 99).build(), List.of()), 1, FightSaves.NONE).table();
        t.join("gm", NOBODY);
        assertFalse(t.fallen("gob"), "nobody has fallen before the fight");
        t.start("gm");
        synchronized (t.lock()) {
            t.fight().submit(Command.Attack.with("gob", null, null));
            t.moved("gm");
            assertFalse(t.fight().battle().find("gob").alive(), "the blow kills it");
        }
        assertTrue(t.fallen("gob"));
        assertFalse(t.fallen("hero"));
        t.nextHolder("gm", "gob");
        assertEquals(Table.AI, t.holders().get("gob"), "a dead creature is not handed on");
        t.nextHolder("gm", "hero");
        assertEquals("AI", t.holders().get("hero"), "a living one is");
    }

    @Test
    @DisplayName("One fight, a log per language: a French seat's log, made mid-fight, tells every event so far and the next ones in French, at its own level of detail")
    void aLogPerLanguage() {
        Table t = new TableHall().open("gm", duel(), 1, FightSaves.NONE).table();
        t.join("gm", NOBODY);
        t.join("bob", NOBODY);
        t.nextHolder("gm", "hero");
        t.start("gm");
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        synchronized (t.lock()) {
            ScreenFight english = t.fight(ScreenMessages.of(Language.EN));
            assertTrue(english == t.fight(), "the English screens read the table's own fight");
            ScreenFight french = t.fight(fr);
            assertTrue(french == t.fight(fr), "one view per language, made once");
            assertTrue(french.game() == english.game(), "the same game");
            assertEquals(english.log().size(), french.log().size(), "the history so far");
            assertTrue(texts(french.log()).contains("Round 1\u00a0: au tour de hero (6 de déplacement)"), texts(french.log()).toString());
            assertTrue(texts(english.log()).contains("Round 1: hero's turn (6 movement)"), texts(english.log()).toString());
            french.submit(Command.Move.careful(List.of(new Pos(2, 1))));
            t.moved("bob");
            assertEquals(english.log().size(), french.log().size(), "the next events too");
            assertTrue(texts(french.log()).stream().anyMatch(l -> l.startsWith("hero se déplace 1,1 → 2,1")), texts(french.log()).toString());
            french.log().cycleDetail();
            assertEquals(LogDetail.NORMAL, english.log().detail(), "each seat's level of detail is its own");
        }
        assertEquals("Tour de hero\u00a0: vous. À la table\u00a0: gm (MJ), bob", t.status("bob", fr));
        assertEquals("gm's table: test · round 1 · 1 player", t.line("carol"));
        assertEquals("Table de gm\u00a0: test · round 1 · 1 joueur", t.line("carol", fr));
    }

    @Test
    @DisplayName("A table names its encounter in each viewer's language: Goblins at the ford, Gobelins au gué")
    void theEncounterInEachLanguage() {
        Table t = new TableHall().open("gm", new EncounterCatalog.Opened(RealContent.encounter("goblins-at-the-ford"),
                List.of()), 1, FightSaves.NONE).table();
        assertEquals("gm's table: Goblins at the ford · seating · no player yet", t.line("carol"));
        assertEquals("Table de gm\u00a0: Gobelins au gué · placement · aucun joueur encore", t.line("carol", ScreenMessages.of(Language.FR)));

        // Everyone but Brother Mathis to the AI: the fight plays on to his turn, which each seat names in its words.
        for (String id : List.of("brunhild", "ysolde", "tarik")) t.nextHolder("gm", id);
        assertNull(t.join("gm", () -> { }));
        t.start("gm");
        assertTrue(t.status("gm").startsWith("Brother Mathis's move: you."), t.status("gm"));
        assertTrue(t.status("gm", ScreenMessages.of(Language.FR)).startsWith("Tour de Frère Mathis\u00a0: vous."),
                t.status("gm", ScreenMessages.of(Language.FR)));
    }

    private static List<String> texts(MessageLog log) {
        return log.entries().stream().map(MessageLog.Entry::text).toList();
    }

    @Test
    @DisplayName("The hall tells its journal each table's life: opened for which encounter, started with how many players, closed and why")
    void theJournalHearsEachTable() {
        List<String> heard = new java.util.ArrayList<>();
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong();
        TableHall hall = new TableHall(clock::get, 1_000, TablePacing.NONE, new TableJournal() {
            @Override
            public void opened(String table, String gm, String encounter) {
                heard.add(table + " " + gm + " opened " + encounter);
            }

            @Override
            public void started(String table, String gm, int players) {
                heard.add(table + " " + gm + " started " + players);
            }

            @Override
            public void closed(String table, String gm, String why) {
                heard.add(table + " " + gm + " closed " + why);
            }
        });
        EncounterCatalog.Opened ford = new EncounterCatalog.Opened(RealContent.encounter("goblins-at-the-ford"), List.of());
        Table left = hall.open("ann", ford, 1, FightSaves.NONE).table();
        Runnable annScreen = () -> { };
        left.join("ann", annScreen);
        left.leave("ann", annScreen);
        Table emptied = hall.open("bea", duel(), 1, FightSaves.NONE).table();
        Runnable beaScreen = () -> { };
        Runnable carlScreen = () -> { };
        emptied.join("bea", beaScreen);
        emptied.join("carl", carlScreen);
        emptied.start("bea");
        emptied.leave("bea", beaScreen);
        emptied.leave("carl", carlScreen);
        Table abandoned = hall.open("dan", duel(), 1, FightSaves.NONE).table();
        Runnable danScreen = () -> { };
        Runnable eveScreen = () -> { };
        abandoned.join("dan", danScreen);
        abandoned.join("eve", eveScreen);
        abandoned.start("dan");
        abandoned.leave("dan", danScreen);
        clock.addAndGet(2_000);
        assertTrue(hall.tables().isEmpty());
        assertEquals(List.of("t1 ann opened goblins-at-the-ford", "t1 ann closed gm-left",
                "t2 bea opened test",
                "t2 bea started 1", "t2 bea closed empty",
                "t3 dan opened test",
                "t3 dan started 1", "t3 dan closed gm-gone"), heard);
    }

    /** A timer that keeps each task with its wait until the test runs it. */
    private record Waiting(int millis, Runnable task) {}

    @Test
    @DisplayName("A table closes when its game master's grace runs out, on the table's timer, though no screen reads the"
            + " list of tables; a game master who came back and left again is given the whole grace again")
    void theGraceRunsOutWithNobodyLooking() {
        List<Waiting> timer = new java.util.ArrayList<>();
        List<String> closes = new java.util.ArrayList<>();
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong();
        TableHall hall = new TableHall(clock::get, 60_000, new TablePacing(450, (ms, task) -> timer.add(new Waiting(ms, task))),
                new TableJournal() {
                    @Override
                    public void opened(String table, String gm, String encounter) { }

                    @Override
                    public void started(String table, String gm, int players) { }

                    @Override
                    public void closed(String table, String gm, String why) {
                        closes.add(table + " " + why);
                    }
                });
        // The hero acts first and is bob's: nothing waits on the timer for the AI.
        Table t = hall.open("gm", duel(), 1, FightSaves.NONE).table();
        Runnable gmScreen = () -> { };
        java.util.concurrent.atomic.AtomicInteger bobWoken = new java.util.concurrent.atomic.AtomicInteger();
        t.join("gm", gmScreen);
        t.join("bob", bobWoken::incrementAndGet);
        t.nextHolder("gm", "hero");
        t.start("gm");
        assertTrue(timer.isEmpty(), "bob has the move");

        clock.set(10_000);
        t.leave("gm", gmScreen);
        assertEquals(List.of(60_000), timer.stream().map(Waiting::millis).toList(), "the grace waits on the timer");
        clock.set(20_000);
        Runnable gmBack = () -> { };
        t.join("gm", gmBack);
        clock.set(30_000);
        t.leave("gm", gmBack);
        assertEquals(List.of(60_000, 60_000), timer.stream().map(Waiting::millis).toList(), "the second leaving waits anew");

        clock.set(70_000);
        timer.remove(0).task().run();
        assertFalse(t.closed(), "the first leaving's wait: the game master came back since");
        assertEquals(1, timer.size(), "and it asks for nothing more");

        clock.set(89_000);
        timer.remove(0).task().run();
        assertFalse(t.closed(), "a timer a second early by the clock");
        assertEquals(List.of(1_000), timer.stream().map(Waiting::millis).toList(), "waits the second left");

        clock.set(90_000);
        int woken = bobWoken.get();
        timer.remove(0).task().run();
        assertTrue(t.closed(), "closed on time, with no screen reading the list of tables");
        assertEquals(List.of("t1 gm-gone"), closes);
        assertEquals(woken + 1, bobWoken.get(), "bob's screen is woken to say so");
        assertEquals("The table closed: the game master did not come back. At the table: gm (GM, away), bob",
                t.status("bob"));
        assertTrue(timer.isEmpty());
    }
}
