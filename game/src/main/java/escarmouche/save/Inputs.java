package escarmouche.save;

import escarmouche.command.Command;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.engine.control.AnswerText;
import escarmouche.engine.control.PlayerInput;
import escarmouche.engine.movement.ReactionChoice;
import java.util.Locale;

/**
 * A player's input as one line of a recording: a command in the contract's command language (marked
 * {@code !refused } when the game refused it), or the answer to an opportunity-attack question as
 * {@link AnswerText} writes it ({@code !strike}, {@code !strike with=weapon}, {@code !strike with=spell},
 * {@code !let-go}; no command starts with {@code !}).
 */
public final class Inputs {
    /** The mark of a command the game refused (kept so that a replay shows its error again). */
    static final String REFUSED = "!refused ";
    /** A creature handed to a player or to the AI: {@code !control ID hand|ai @MOMENT}. */
    static final String CONTROL = "!control ";

    private Inputs() {}

    public static String text(PlayerInput input) {
        if (input instanceof PlayerInput.Order o) return (o.refused() ? REFUSED : "") + o.command().text();
        if (input instanceof PlayerInput.Control c) {
            return CONTROL + c.creature() + (c.byHand() ? " hand @" : " ai @") + c.moment();
        }
        return AnswerText.of(((PlayerInput.Answer) input).choice());
    }

    /** The input a line holds; throws {@link IllegalArgumentException} saying what is wrong with it. */
    public static PlayerInput parse(String line) {
        ReactionChoice answer = AnswerText.parse(line);
        if (answer != null) return new PlayerInput.Answer(answer);
        if (line.startsWith(CONTROL)) return control(line);
        boolean refused = line.startsWith(REFUSED);
        if (refused) line = line.substring(REFUSED.length());
        // Only the game writes a recording: an answer in another form than its own (!STRIKE) is damage.
        if (AnswerText.isAnswer(line)) throw new IllegalArgumentException(AnswerText.unknown(line));
        try {
            Command c = new CommandParser().parse(line);
            if (c == null) throw new IllegalArgumentException("an empty command");
            return new PlayerInput.Order(c, refused);
        } catch (CommandSyntaxException e) {
            throw new IllegalArgumentException("not a command: " + e.getMessage().toLowerCase(Locale.ROOT));
        }
    }

    private static PlayerInput.Control control(String line) {
        String[] parts = line.split(" ", -1);
        String expected = "expected '" + CONTROL + "ID hand|ai @MOMENT', found '" + line + "'";
        if (parts.length != 4 || parts[1].isEmpty() || !(parts[2].equals("hand") || parts[2].equals("ai"))
                || !parts[3].matches("@[0-9]{1,9}")) {
            throw new IllegalArgumentException(expected);
        }
        return new PlayerInput.Control(parts[1], parts[2].equals("hand"), Integer.parseInt(parts[3].substring(1)));
    }
}
