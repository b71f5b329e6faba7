package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Keeps a player's choice about opportunity attacks (OA-REACTION): {@code opportunity=always} or
 * {@code opportunity=ask}; another word is no choice.
 */
public final class StrikeFile extends SettingsChoice<Boolean> {
    static final String KEY = "opportunity";
    static final String ALWAYS = "always";
    static final String ASK = "ask";

    public StrikeFile(Path folder, ErrorLog errors) {
        super(folder, errors, KEY, "the choice about opportunity attacks");
    }

    @Override
    Optional<Boolean> parse(String word) {
        if (ALWAYS.equals(word)) return Optional.of(true);
        if (ASK.equals(word)) return Optional.of(false);
        return Optional.empty();
    }

    @Override
    String word(Boolean alwaysStrike) {
        return alwaysStrike ? ALWAYS : ASK;
    }
}
