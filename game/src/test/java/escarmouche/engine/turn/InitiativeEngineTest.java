package escarmouche.engine.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.events.InitiativeEvent;
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
}
