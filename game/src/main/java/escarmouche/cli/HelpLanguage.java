package escarmouche.cli;

import escarmouche.lang.Language;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import picocli.CommandLine;

/**
 * The help of {@code ./play} and its commands ({@code --help}, and the usage shown after a wrong option)
 * in the user's language. English is the commands' own annotations, unchanged; French comes from
 * {@code escarmouche/i18n/help_fr.properties}, a bundle of its own because picocli looks its keys up by
 * command and option name ({@code play.run.seed}, {@code usage.synopsisHeading}), which the screens'
 * bundles must not be read as.
 */
final class HelpLanguage {
    static final String FRENCH = "/escarmouche/i18n/help_fr.properties";

    private HelpLanguage() {}

    /** Gives the whole command tree the help of {@code language}. */
    static void apply(CommandLine root, Language language) {
        if (language == Language.FR) root.setResourceBundle(french());
    }

    static ResourceBundle french() {
        try (InputStream in = HelpLanguage.class.getResourceAsStream(FRENCH)) {
            if (in == null) throw new IllegalStateException(FRENCH + " is missing from the game");
            return new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
