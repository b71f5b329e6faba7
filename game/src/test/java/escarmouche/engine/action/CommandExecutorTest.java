package escarmouche.engine.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import escarmouche.command.Command;
import escarmouche.engine.battle.Outcome;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The executor's table of handlers, and the outcome it hands back. */
class CommandExecutorTest {
    private static Fight duel() {
        return Fight.of(TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 1, c -> c.hp(7).control("player"))
                .initiative("hero", "gob")).start();
    }

    private static List<String> names(Iterable<? extends Class<?>> kinds) {
        List<String> out = new ArrayList<>();
        for (Class<?> k : kinds) out.add(k.getSimpleName());
        out.sort(Comparator.naturalOrder());
        return out;
    }

    @Test
    @DisplayName("every kind of command (each record of the sealed Command) has a handler in the executor's table")
    void everyCommandKindHasAHandler() {
        CommandExecutor executor = new CommandExecutor(duel().game().services());
        assertEquals(names(Arrays.asList(Command.class.getPermittedSubclasses())), names(executor.handledKinds()));
    }

    @Test
    @DisplayName("TURN-ECONOMY: the outcome is a value: done, then refused with the reason and rule, then turn over")
    void outcomesAreValues() {
        Fight f = duel();
        assertInstanceOf(Outcome.Done.class, f.game().submit(new Command.Dodge()));
        Outcome.Refused refused = assertInstanceOf(Outcome.Refused.class, f.game().submit(new Command.Dash()));
        assertEquals(List.of("TURN-ECONOMY"), refused.rules());
        assertEquals("hero has already used its action this turn", refused.reason());
        assertInstanceOf(Outcome.TurnOver.class, f.game().submit(new Command.End()));
        assertEquals("gob", f.game().active().id());
    }
}
