package escarmouche.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code ./play}: the interactive game, or one of the tools below. */
@Command(name = "play", mixinStandardHelpOptions = true, version = "Escarmouche 0.1",
        description = "A tactical combat game on a square grid that teaches a house-ruled D&D 5e by playing it.",
        subcommands = {RunCommand.class, SimulateCommand.class, CheckCommand.class, ServeCommand.class},
        exitCodeOnInvalidInput = 2)
public final class PlayCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.out.println("Escarmouche: the interactive terminal game is not available yet.");
        System.out.println("Try: ./play run content/encounters/tutorial-duel.json --commands "
                + "content/encounters/tutorial-duel.commands");
        System.out.println("     ./play --help");
        return 0;
    }
}
