package escarmouche.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import escarmouche.engine.Game;
import escarmouche.engine.battle.Outcome;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The words of a command quoted back in a refusal are cut as any long text a message quotes: a square of 300
 * digits, a count, a creature's id of 300 letters give a line each, not a page.
 */
class LongCommandWordsTest {
    private static final String CUT = "9".repeat(37) + "...";

    @Test
    @DisplayName("A square or a number of 300 digits is quoted as its first 37 characters and '...'")
    void longSquaresAndNumbers() {
        CommandParser parser = new CommandParser();
        String digits = "9".repeat(300);
        assertEquals("move: '" + CUT + "' is not a square: expected X,Y such as 3,4",
                assertThrows(CommandSyntaxException.class, () -> parser.parse("move " + digits + ",1")).getMessage());
        assertEquals("move: '12,x' is not a square: expected X,Y such as 3,4",
                assertThrows(CommandSyntaxException.class, () -> parser.parse("move 12,x")).getMessage());
    }

    @Test
    @DisplayName("An attack on a creature of a 300-letter id that is not there quotes the id cut")
    void longUnknownTarget() {
        Game game = Game.of(TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 3, 1, c -> c.hp(7))
                .initiative("hero", "gob").build(), 1);
        game.start();
        String id = "g".repeat(300);
        Outcome out = game.submit(new CommandParser().parse("attack " + id));
        assertEquals("no creature '" + "g".repeat(37) + "...'", ((Outcome.Refused) out).reason());
    }
}
