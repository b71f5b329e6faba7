package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import escarmouche.ui.page.Settings;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Keeps a player's choice of the monsters' pace, in milliseconds ({@code pace=700}); a wait the title
 * screen does not offer is no choice.
 */
public final class PaceFile extends SettingsChoice<Integer> {
    static final String KEY = "pace";

    public PaceFile(Path folder, ErrorLog errors) {
        super(folder, errors, KEY, "the monsters' pace");
    }

    @Override
    Optional<Integer> parse(String word) {
        try {
            int millis = Integer.parseInt(word.trim());
            return Settings.offered(millis) ? Optional.of(millis) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    String word(Integer millis) {
        return String.valueOf(millis);
    }
}
