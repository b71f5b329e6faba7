package escarmouche.engine.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.events.InitiativeEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** TURN-INIT through a scenario with forced dice: shared group rolls and familiars. */
class InitiativeEngineTest {
    @Test
    @DisplayName("TURN-INIT: one d20 for a group of identical monsters; a familiar rolls none and follows its master")
    void TURN_INIT_groupsAndFamiliars() {
        TestScenario s = TestScenario.map("#########", "#.......#", "#.......#", "#########")
                .with("hero", "party", 1, 1, c -> c.pc("wizard").abilities(8, 12).hp(20))
                .with("owl", "party", 1, 2, c -> c.master("hero").control("player"))
                .with("g1", "monsters", 6, 1, c -> c.group("gobs").control("player"))
                .with("g2", "monsters", 6, 2, c -> c.group("gobs").control("player"))
                .with("boss", "monsters", 7, 1, c -> c.control("player"))
                .dice(10, 15, 3);
        Fight f = Fight.of(s).start();
        InitiativeEvent init = f.first(InitiativeEvent.class);
        assertEquals(List.of("g1", "g2", "hero", "owl", "boss"), init.order());
        List<InitiativeEvent.Entry> e = init.rolls();
        assertEquals(List.of("hero", "owl", "g1", "g2", "boss"), e.stream().map(InitiativeEvent.Entry::id).toList());
        assertEquals(List.of(new Roll(20, 10)), e.get(0).rolls());
        assertEquals(11, e.get(0).total());
        assertEquals(List.of(), e.get(1).rolls());
        assertEquals("hero", e.get(1).master());
        assertEquals(11, e.get(1).total(), "on its master's count");
        assertEquals(List.of(new Roll(20, 15)), e.get(2).rolls());
        assertEquals(e.get(2).rolls(), e.get(3).rolls(), "the group shares one roll");
        assertEquals("gobs", e.get(3).group());
        assertNull(e.get(4).master());
        f.run("end", "end", "end");
        assertEquals(List.of("g1", "g2", "hero", "owl"), f.all(TurnEvent.class).stream().map(TurnEvent::actor).toList());
    }

    /** A hero and a goblin, beside a character dead at -12 (HP-DEAD) and one dead of exhaustion 6 (HP-EXHAUSTION). */
    private static TestScenario withTheDead() {
        return TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("corpse", "party", 2, 1, c -> c.pc("fighter").hp(-12))
                .with("spent", "party", 3, 1, c -> {
                    c.exhaustion = 6;
                    return c.pc("fighter").hp(20);
                })
                .with("gob", "monsters", 6, 1, c -> c.control("player"));
    }

    @Test
    @DisplayName("TURN-INIT / HP-DEAD / HP-EXHAUSTION: a creature dead before the fight rolls no initiative and takes"
            + " no forced die")
    void TURN_INIT_theDeadRollNone() {
        Fight f = Fight.of(withTheDead().dice(5, 17)).start();
        InitiativeEvent init = f.first(InitiativeEvent.class);
        assertEquals(List.of("gob", "hero"), init.order());
        List<InitiativeEvent.Entry> e = init.rolls();
        assertEquals(List.of("hero", "gob"), e.stream().map(InitiativeEvent.Entry::id).toList());
        assertEquals(List.of(new Roll(20, 5)), e.get(0).rolls());
        assertEquals(5, e.get(0).total());
        assertEquals(List.of(new Roll(20, 17)), e.get(1).rolls(), "the second forced die is the goblin's");
        assertEquals(17, e.get(1).total());
        f.run("end", "end");
        assertEquals(List.of("gob", "hero", "gob"), f.all(TurnEvent.class).stream().map(TurnEvent::actor).toList());
    }

    @Test
    @DisplayName("TURN-ORDER / HP-DEAD: a fixed initiative passes over a creature dead before the fight, with a note")
    void TURN_ORDER_fixedOrderSkipsTheDead() {
        Fight f = Fight.of(withTheDead().initiative("corpse", "hero", "spent", "gob")).start();
        assertEquals(List.of("hero", "gob"), f.first(InitiativeEvent.class).order());
        List<NoteEvent> notes = f.all(NoteEvent.class);
        assertEquals(List.of("corpse is dead before the fight: it takes no turn",
                "spent is dead before the fight: it takes no turn"), notes.stream().map(NoteEvent::text).toList());
        assertEquals(List.of("TURN-ORDER"), notes.get(0).rule());
        f.run("end");
        assertEquals(List.of("hero", "gob"), f.all(TurnEvent.class).stream().map(TurnEvent::actor).toList());
    }

    @Test
    @DisplayName("TURN-INIT: a familiar whose master died before the fight has no count to share and rolls its own")
    void TURN_INIT_familiarOfTheDeadRollsItsOwn() {
        TestScenario s = TestScenario.map("########", "#......#", "########")
                .with("mage", "party", 1, 1, c -> c.pc("wizard").hp(-12))
                .with("owl", "party", 2, 1, c -> c.master("mage").control("player"))
                .with("gob", "monsters", 6, 1, c -> c.control("player"))
                .dice(8, 3);
        InitiativeEvent init = Fight.of(s).start().first(InitiativeEvent.class);
        assertEquals(List.of("owl", "gob"), init.order());
        InitiativeEvent.Entry owl = init.rolls().get(0);
        assertEquals("owl", owl.id());
        assertEquals(List.of(new Roll(20, 8)), owl.rolls());
        assertNull(owl.master());
    }
}
