package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import escarmouche.ui.page.ChoiceMemory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * Keeps a player's choice about opportunity attacks in {@code settings.properties} (line
 * {@code opportunity=always} or {@code opportunity=ask}), beside the choice of language. A file that is
 * missing, unreadable or holds another word is no choice at all, never an error on screen; a failure to
 * write it goes to the error log.
 */
public final class StrikeFile implements ChoiceMemory<Boolean> {
    static final String KEY = "opportunity";
    static final String ALWAYS = "always";
    static final String ASK = "ask";

    private final Path file;
    private final ErrorLog errors;

    public StrikeFile(Path folder, ErrorLog errors) {
        this.file = folder.resolve(SettingsProperties.NAME);
        this.errors = errors;
    }

    @Override
    public Optional<Boolean> remembered() {
        Properties p = SettingsProperties.read(file);
        String word = p == null ? null : p.getProperty(KEY);
        if (ALWAYS.equals(word)) return Optional.of(true);
        if (ASK.equals(word)) return Optional.of(false);
        return Optional.empty();
    }

    @Override
    public void remember(Boolean alwaysStrike) {
        try {
            SettingsProperties.write(file, KEY, alwaysStrike ? ALWAYS : ASK);
        } catch (IOException | RuntimeException e) {
            errors.write("keeping the choice about opportunity attacks in " + file, e);
        }
    }
}
