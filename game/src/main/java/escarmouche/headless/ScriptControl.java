package escarmouche.headless;

import escarmouche.command.Command;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.Controller;
import escarmouche.events.ErrorEvent;

/**
 * The players' controller of a headless run: each command is the script's next line, whichever player
 * creature is active. Blank lines and comments are skipped; a line that does not parse becomes an
 * {@code error} event and the next one is read. A refused command leaves the turn open for the next
 * line; every opportunity attack is taken, as the scenario contract says of scripts.
 */
final class ScriptControl implements Controller {
    private final CommandScript script;
    private final CommandParser parser = new CommandParser();
    private String typed;
    private boolean exhausted;

    ScriptControl(CommandScript script) {
        this.script = script;
    }

    /** Whether the script ran out of lines on a player creature's turn. */
    boolean exhausted() {
        return exhausted;
    }

    @Override
    public Command next(Battle battle, Creature self) {
        String line;
        while ((line = script.nextLine()) != null) {
            try {
                Command c = parser.parse(line);
                if (c != null) {
                    typed = CommandParser.typed(line);
                    return c;
                }
            } catch (CommandSyntaxException e) {
                battle.emit(new ErrorEvent(line.trim(), e.getMessage()));
            }
        }
        exhausted = true;
        return null;
    }

    /** The line as it was typed, so that an {@code error} event points the user at the script. */
    @Override
    public String typed(Command command) {
        return typed;
    }

    @Override
    public boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
        return true;
    }
}
