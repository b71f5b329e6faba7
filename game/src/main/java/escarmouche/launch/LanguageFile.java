package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import escarmouche.lang.Language;
import escarmouche.ui.page.ChoiceMemory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * Keeps a player's choice of language in {@code settings.properties} (line {@code language=fr}): in the
 * local saves folder, or on a server in the player's own folder ({@code players/NAME/}). A file that is
 * missing, unreadable or names no language the game speaks is no choice at all, never an error on screen;
 * a failure to write it goes to the error log.
 */
public final class LanguageFile implements ChoiceMemory<Language> {
    /** The file's name in its folder. */
    public static final String NAME = SettingsProperties.NAME;
    static final String KEY = "language";

    private final Path file;
    private final ErrorLog errors;

    public LanguageFile(Path folder, ErrorLog errors) {
        this.file = folder.resolve(NAME);
        this.errors = errors;
    }

    @Override
    public Optional<Language> remembered() {
        Properties p = SettingsProperties.read(file);
        return p == null ? Optional.empty() : Language.parse(p.getProperty(KEY));
    }

    @Override
    public void remember(Language language) {
        try {
            SettingsProperties.write(file, KEY, language.code());
        } catch (IOException | RuntimeException e) {
            errors.write("keeping the choice of language in " + file, e);
        }
    }
}
