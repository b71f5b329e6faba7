package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import escarmouche.ui.page.ChoiceMemory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * One choice a player keeps between sessions, one {@code key=word} line of {@code settings.properties}:
 * in the local saves folder, or on a server in the player's own folder ({@code players/NAME/}). A file
 * that is missing or unreadable, or a word the game does not read, is no choice at all, never an error
 * on screen; a failure to write it goes to the error log. Each choice says only its key and its words.
 *
 * @param <T> what is chosen
 */
abstract class SettingsChoice<T> implements ChoiceMemory<T> {
    private final Path file;
    private final ErrorLog errors;
    private final String key;
    /** What the error log calls the choice: "the choice of language". */
    private final String what;

    SettingsChoice(Path folder, ErrorLog errors, String key, String what) {
        this.file = folder.resolve(SettingsProperties.NAME);
        this.errors = errors;
        this.key = key;
        this.what = what;
    }

    /** The choice a word of the file stands for, or nothing. */
    abstract Optional<T> parse(String word);

    /** The word the file keeps for a choice. */
    abstract String word(T choice);

    @Override
    public final Optional<T> remembered() {
        Properties p = SettingsProperties.read(file);
        String word = p == null ? null : p.getProperty(key);
        return word == null ? Optional.empty() : parse(word);
    }

    @Override
    public final void remember(T choice) {
        try {
            SettingsProperties.write(file, key, word(choice));
        } catch (IOException | RuntimeException e) {
            errors.write("keeping " + what + " in " + file, e);
        }
    }
}
