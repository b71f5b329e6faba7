package escarmouche.cli;

import escarmouche.launch.Launch;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.Map;
import java.util.concurrent.Callable;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ./play}: the interactive game, or one of the tools below. */
@Command(name = "play", mixinStandardHelpOptions = true, addMethodSubcommands = false, version = "Escarmouche 0.1",
        description = {"A tactical combat game on a square grid that teaches a house-ruled D&D 5e by playing it.",
                "With no command, opens the interactive game in this terminal (80x24 or larger)."},
        exitCodeOnInvalidInput = 2)
public final class PlayCommand implements Callable<Integer> {
    @Option(names = "--saves", paramLabel = "DIR",
            description = "Folder of the fights' recordings (default: $ESCARMOUCHE_SAVES, else the project's saves/).")
    Path saves;

    @Option(names = "--lang", paramLabel = "fr|en", converter = LanguageOption.class,
            description = "Language of the screens and of the commands' messages: fr or en (default: for the game, the one chosen last "
                    + "time on its title screen; else LC_ALL, LC_MESSAGES or LANG, else en).")
    Language lang;

    /** The environment the tools read their language from (the process's; tests give their own). */
    final Map<String, String> environment;

    public PlayCommand() {
        this(System.getenv());
    }

    PlayCommand(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    @Override
    public Integer call() {
        // An empty folder name is the working folder to Java: the fights, settings and encounters would go wherever
        // the game was started. An empty $ESCARMOUCHE_SAVES is read as unset; an empty --saves is a mistake, said.
        if (saves != null && saves.toString().isBlank()) {
            Language language = lang != null ? lang : Language.ofEnvironment(environment).orElse(Language.EN);
            System.err.println(ScreenMessages.of(language).text("cli.saves.blank"));
            return 2;
        }
        return Launch.play(System.err, saves, lang);
    }
}
