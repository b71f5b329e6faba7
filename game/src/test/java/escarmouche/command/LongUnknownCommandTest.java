package escarmouche.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** An unknown command word is quoted back cut to a line, as an unknown answer is: a script of one huge word gives a short message. */
class LongUnknownCommandTest {
    @Test
    @DisplayName("A 3,000-character unknown command is quoted as its first 37 characters and '...'; a short one whole")
    void longWordQuotedShort() {
        CommandParser parser = new CommandParser();
        String word = "x".repeat(3000);
        CommandSyntaxException e = assertThrows(CommandSyntaxException.class, () -> parser.parse(word + " g1"));
        assertTrue(e.getMessage().startsWith("unknown command '" + "x".repeat(37) + "...': expected one of move, "),
                e.getMessage());
        assertTrue(e.getMessage().length() < 400, e.getMessage());
        CommandSyntaxException shortOne = assertThrows(CommandSyntaxException.class, () -> parser.parse("attak g1"));
        assertEquals("unknown command 'attak' (did you mean attack?)", shortOne.getMessage().substring(0,
                shortOne.getMessage().indexOf(':')));
    }
}
