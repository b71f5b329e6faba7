package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The server's idle time at a table: the table is idle as a whole (no key of any seat, no command of the AI), so a
 * game master who only watches is not; an idle table closes for everyone, its fight kept. And what a game master
 * who holds a table reads when opening another. Time is the hall's clock, moved by hand.
 */
class TableIdleTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final long MINUTE = 60_000;

    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final List<String> journal = new ArrayList<>();
    private final Runnable gmScreen = () -> { };
    private final Runnable bobScreen = () -> { };

    private TableHall hall(TablePacing pacing) {
        return new TableHall(clock::get, 10 * MINUTE, pacing, new TableJournal() {
            @Override
            public void opened(String table, String gm, String encounter) {}

            @Override
            public void started(String table, String gm, int players) {}

            @Override
            public void closed(String table, String gm, String why) {
                journal.add(table + " " + why);
            }
        });
    }

    /** bob's hero against the AI's goblin, which acts first; the game master holds nothing. */
    private static EncounterCatalog.Opened duel() {
        return new EncounterCatalog.Opened(TestScenario.map("##########", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(30))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("gob", "hero").build(), List.of());
    }

    /** The game master's saves record the table's fight (in memory); a player's keep their copy. */
    private FightSaves saves(String player) {
        return new FightSaves() {
            @Override
            public List<Past> past() {
                return List.of();
            }

            @Override
            public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, escarmouche.engine.Game game, String gm) {
                return Answer.of(new Kept() {
                    @Override
                    public String name() {
                        return "table";
                    }

                    @Override
                    public String report(String text) {
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
            public Answer<Kept> attach(Kept kept, escarmouche.engine.Game game) {
                return Answer.of(kept);
            }

            @Override
            public java.util.Optional<String> full() {
                return java.util.Optional.empty();
            }

            @Override
            public Answer<String> keepCopy(Kept original, escarmouche.engine.Standpoint playedAs) {
                return Answer.of("copy");
            }
        };
    }

    /** The game master and bob seated, the hero bob's, the fight started. */
    private Table started(TableHall hall) {
        Table t = hall.open("gm", duel(), 3, saves("gm")).table();
        assertNull(t.join("gm", gmScreen, EN, saves("gm")));
        assertNull(t.join("bob", bobScreen, EN, saves("bob")));
        t.nextHolder("gm", "hero");
        t.start("gm");
        return t;
    }

    @Test
    @DisplayName("A game master who only watches is not idle while a player presses keys: the table's quiet time is"
            + " the one since any seat's key; once the whole table is quiet past the idle time it closes (why=idle),"
            + " the game master told the fight is in their saves, the player that it goes to past fights")
    void aWatchingGameMasterIsNotIdle() {
        TableHall hall = hall(TablePacing.NONE);
        Table t = started(hall);
        TableHall.IdleSeat gm = hall.idleSeat("gm", gmScreen);
        TableHall.IdleSeat bob = hall.idleSeat("bob", bobScreen);
        clock.addAndGet(5 * MINUTE);
        assertEquals(5 * MINUTE, gm.quiet());
        bob.keyed();
        assertEquals(0, gm.quiet(), "bob's key counts for the whole table");
        clock.addAndGet(2 * MINUTE);
        assertEquals(2 * MINUTE, gm.quiet());
        assertNull(gm.closeQuiet(3 * MINUTE), "quiet for 2 minutes only: the table stays");
        assertFalse(t.closed());
        assertEquals(List.of(), journal);
        clock.addAndGet(MINUTE);
        assertEquals("ssh.end.idle.table.gm", gm.closeQuiet(3 * MINUTE));
        assertTrue(t.closed());
        assertEquals(List.of(t.id() + " idle"), journal);
        assertEquals("nobody at it pressed a key for the server's idle time", t.closedWhy(EN));
        // bob's check, a moment later, finds his screen at the table that closed for it: his words say so.
        assertEquals(-1, bob.quiet());
        assertEquals("ssh.end.idle.table.copy", bob.closeQuiet(3 * MINUTE));
        assertEquals("Nobody at your table pressed a key for 3 minutes: the table closed, and this session with it."
                + " Its fight is in your saves: Continue takes it up.", EN.text("ssh.end.idle.table.gm", "3 minutes"));
        assertEquals("Personne à votre table n'a pressé de touche pendant 3 minutes\u00a0: la table a fermé, et cette"
                + " session avec elle. Le combat ira dans vos combats passés.", FR.text("ssh.end.idle.table.copy", "3 minutes"));
        assertEquals(List.of(t.id() + " idle"), journal, "closed once");
    }

    @Test
    @DisplayName("The AI's commands keep a table awake: each one the pacing's timer plays starts the quiet time again")
    void theAisCommandsCount() {
        List<Runnable> timer = new ArrayList<>();
        TableHall hall = hall(new TablePacing(450, (millis, task) -> timer.add(task)));
        started(hall);
        TableHall.IdleSeat gm = hall.idleSeat("gm", gmScreen);
        clock.addAndGet(4 * MINUTE);
        assertEquals(4 * MINUTE, gm.quiet());
        assertFalse(timer.isEmpty(), "the goblin's first command waits on the timer");
        timer.remove(0).run();
        assertEquals(0, gm.quiet(), "the goblin moved");
    }

    @Test
    @DisplayName("A screen at no table, one whose seat another screen took, or a table whose fight is over: its own keys"
            + " count alone (-1), and nothing closes")
    void screensAtNoTableCountAlone() {
        TableHall hall = hall(TablePacing.NONE);
        Table t = started(hall);
        clock.addAndGet(60 * MINUTE);
        assertEquals(-1, hall.idleSeat("carol", () -> { }).quiet());
        assertNull(hall.idleSeat("carol", () -> { }).closeQuiet(MINUTE));
        assertEquals(-1, hall.idleSeat("gm", () -> { }).quiet(), "another screen of the game master's");
        // The hero handed to the AI: the AI plays the fight to its end.
        t.nextHolder("gm", "hero");
        synchronized (t.lock()) {
            assertTrue(t.fight().game().over());
        }
        assertEquals(-1, hall.idleSeat("gm", gmScreen).quiet());
        assertNull(hall.idleSeat("gm", gmScreen).closeQuiet(MINUTE));
        assertFalse(t.closed(), "a fight over waits for nobody: each seat reads its end at its own pace");
    }

    @Test
    @DisplayName("A table that never recorded its fight, or still seating: the session's words say only that it closed")
    void notRecorded() {
        TableHall hall = hall(TablePacing.NONE);
        Table t = hall.open("gm", duel(), 3, FightSaves.NONE).table();
        t.join("gm", gmScreen);
        clock.addAndGet(31 * MINUTE);
        assertEquals("ssh.end.idle.table", hall.idleSeat("gm", gmScreen).closeQuiet(30 * MINUTE));
        assertEquals(List.of(t.id() + " idle"), journal);
    }

    @Test
    @DisplayName("A game master who left her table's fight and opens another is told it plays on for its players, when"
            + " it closes (the minutes left) and how to go back, not to close it by leaving; in English and French")
    void aGameMasterWhoLeftIsToldTheTruth() {
        TableHall hall = hall(TablePacing.NONE);
        Table t = started(hall);
        assertEquals("You already have a table open (test): it closes when you leave it before its fight, and once its"
                + " fight is under way when nobody is left at it or 10 minutes after you leave it. Enter on it below"
                + " takes you back to it.", hall.refusal("gm", EN));
        t.leave("gm", gmScreen);
        clock.addAndGet(3 * MINUTE + 1_000);
        assertEquals("Your table (test) plays on for its players, though you left it: it closes once they have all"
                + " left, or in 7 minutes unless you go back to it (Enter on it below). Another table can be opened"
                + " once it has closed.", hall.refusal("gm", EN));
        assertEquals("Votre table (test) continue pour ses joueurs, bien que vous l'ayez quittée\u00a0: elle ferme quand"
                + " ils sont tous partis, ou dans 7\u00a0minutes si vous n'y revenez pas (Entrée dessus, ci-dessous). Une"
                + " autre table pourra s'ouvrir une fois celle-ci fermée.", hall.refusal("gm", FR));
        clock.addAndGet(6 * MINUTE);
        assertTrue(hall.refusal("gm", EN).contains("or in 1 minute unless"), hall.refusal("gm", EN));
        assertNull(hall.open("gm", duel(), 3, FightSaves.NONE).table());
        clock.addAndGet(MINUTE);
        assertNull(hall.refusal("gm", EN), "the wait ran out: the table closed, another may open");
    }
}
