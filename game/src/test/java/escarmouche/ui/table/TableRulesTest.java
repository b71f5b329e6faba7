package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
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
    @DisplayName("A table seats at most six players besides its game master; the seventh is told it is full")
    void seatsAreCapped() {
        Table t = new TableHall().open("gm", duel(), 1, FightSaves.NONE).table();
        assertNull(t.join("gm", NOBODY));
        for (int i = 1; i <= Table.MAX_PLAYERS; i++) assertNull(t.join("p" + i, () -> { }));
        assertEquals("This table is full: 6 players at most.", t.join("p7", NOBODY));
        assertFalse(t.mayJoin("p7"));
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
}
