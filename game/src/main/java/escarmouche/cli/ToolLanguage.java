package escarmouche.cli;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The language of the tools' messages ({@code check}, {@code run}, {@code simulate}...): their own
 * {@code --lang}, else the one given to {@code ./play} before the command, else the environment's
 * ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}), else English. The texts are the screens' bundles,
 * under {@code cli.*} and {@code problem.*}. A mixin, so each command takes the option the same way.
 */
public final class ToolLanguage {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--lang", paramLabel = "fr|en", converter = LanguageOption.class, descriptionKey = "lang",
            scope = picocli.CommandLine.ScopeType.INHERIT,
            description = "language of the messages: fr or en (default: the --lang given before the command, else LC_ALL, LC_MESSAGES or LANG, else en)")
    Language asked;

    ScreenMessages messages() {
        return ScreenMessages.of(of(asked, mixee));
    }

    /**
     * {@code asked}, else the {@code --lang} of {@code ./play} above {@code spec}, else the environment
     * {@code ./play} was given (the process's own when it has no parent).
     */
    static Language of(Language asked, CommandSpec spec) {
        if (asked != null) return asked;
        Map<String, String> env = System.getenv();
        for (CommandSpec s = spec; s != null; s = s.parent()) {
            if (s.userObject() instanceof PlayCommand play) {
                if (play.lang != null) return play.lang;
                env = play.environment;
            }
        }
        return Language.ofEnvironment(env).orElse(Language.EN);
    }
}
