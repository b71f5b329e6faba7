package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import escarmouche.ui.page.ChoiceMemory;
import escarmouche.ui.page.Settings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * Keeps a player's choice of the monsters' pace in {@code settings.properties} (line {@code pace=700}, in
 * milliseconds), beside the language and the choice about opportunity attacks. A file that is missing,
 * unreadable or holds a wait the title screen does not offer is no choice at all, never an error on
 * screen; a failure to write it goes to the error log.
 */
public final class PaceFile implements ChoiceMemory<Integer> {
    static final String KEY = "pace";

    private final Path file;
    private final ErrorLog errors;

    public PaceFile(Path folder, ErrorLog errors) {
        this.file = folder.resolve(SettingsProperties.NAME);
        this.errors = errors;
    }

    @Override
    public Optional<Integer> remembered() {
        Properties p = SettingsProperties.read(file);
        String word = p == null ? null : p.getProperty(KEY);
        if (word == null) return Optional.empty();
        try {
            int millis = Integer.parseInt(word.trim());
            return Settings.offered(millis) ? Optional.of(millis) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public void remember(Integer millis) {
        try {
            SettingsProperties.write(file, KEY, String.valueOf(millis));
        } catch (IOException | RuntimeException e) {
            errors.write("keeping the monsters' pace in " + file, e);
        }
    }
}
