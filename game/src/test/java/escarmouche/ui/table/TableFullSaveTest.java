package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.CommandParser;
import escarmouche.engine.Game;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A table whose fight's save is full (RecordingFile.MAX_INPUTS; one input here, as a Recorder told less would hold):
 * the game takes no more inputs, so the table cannot let an opportunity attack go for a seat that left, nor hand
 * its creatures to the AI. It says so to every seat and waits, without going round its loop for nothing.
 */
class TableFullSaveTest {
    private static final int MOST = 1;
    private static final Runnable GM_SCREEN = () -> { };

    /**
     * Saves that keep nothing on disk but limit the game as a recorder of {@link #MOST} inputs does
     * ({@code Game.limitInputs}); {@code asked} counts how often the game asks whether its inputs are shut.
     */
    private static FightSaves limited(AtomicInteger asked) {
        FightSaves none = FightSaves.NONE;
        // FightSaves.NONE's record refuses (no saves): this one takes the fight and limits it, keeping no file.
        return new FightSaves() {
            @Override
            public List<Past> past() {
                return List.of();
            }

            @Override
            public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm) {
                int[] taken = {0};
                game.onInput(i -> taken[0]++);
                game.limitInputs(MOST, () -> {
                    asked.incrementAndGet();
                    return taken[0];
                });
                return Answer.of(new Kept() {
                    @Override
                    public String name() {
                        return "full.jsonl";
                    }

                    @Override
                    public String report(String text) {
                        return "not kept";
                    }

                    @Override
                    public void close() {}
                });
            }

            @Override
            public Answer<Reopened> reopen(String key, boolean fromBackup) {
                return none.reopen(key, fromBackup);
            }

            @Override
            public Answer<Kept> lock(String key, boolean fromBackup) {
                return none.lock(key, fromBackup);
            }

            @Override
            public boolean hasBackup(String key) {
                return false;
            }

            @Override
            public Answer<Kept> attach(Kept kept, Game game) {
                return Answer.of(kept);
            }
        };
    }

    /** bob's hero steps away from the goblin the game master holds: the goblin is asked whether it strikes. */
    private static Table askedThenFull(AtomicInteger asked) {
        EncounterCatalog.Opened opened = new EncounterCatalog.Opened(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("hero", "gob").build(), List.of());
        Table t = new TableHall().open("gm", opened, 1, limited(asked)).table();
        t.join("gm", GM_SCREEN);
        t.join("bob", () -> { });
        t.nextHolder("gm", "hero");
        t.start("gm");
        synchronized (t.lock()) {
            t.fight().submit(new CommandParser().parse("move 1,1"));
            t.moved("bob");
            Game g = t.fight().game();
            assertNotNull(g.question(), "the goblin is asked about its opportunity attack");
            assertTrue(g.inputsShut(), "the step was the save's last input");
        }
        return t;
    }

    @Test
    @DisplayName("OA-REACTION: a full save at a table whose asked seat left: the table does not spin its loop trying to let"
            + " the attack go (the game refuses every input), and every seat is told the save is full")
    void OA_REACTION_fullSaveAtATableIsSaidAndStops() {
        AtomicInteger asked = new AtomicInteger();
        Table t = askedThenFull(asked);
        assertEquals("This fight's save is full (1 inputs): it can go no further. At the table: gm (GM), bob",
                t.status("bob"), "said to every seat while the game master is still asked");
        asked.set(0);
        t.leave("gm", GM_SCREEN);
        assertTrue(asked.get() < 10, "the loop went round " + asked.get() + " times for an answer the game refuses");
        synchronized (t.lock()) {
            Game g = t.fight().game();
            assertNotNull(g.question(), "the question stays: nobody may answer it now");
            assertFalse(g.over());
            g.answer(ReactionChoice.LET_GO);
            assertNotNull(g.question(), "refused: the save takes no more");
        }
        assertTrue(t.playing(), "the table stays open: its fight can be watched and read, and left with Q");
        assertEquals("This fight's save is full (1 inputs): it can go no further. At the table: gm (GM, away), bob",
                t.status("bob"));
        assertEquals("La sauvegarde de ce combat est pleine (1 entrées)\u00a0: il ne peut pas aller plus loin. À la table"
                + "\u00a0: gm (MJ, absent), bob", t.status("bob", ScreenMessages.of(Language.FR)));
    }
}
