package escarmouche.launch;

import escarmouche.lang.Language;
import escarmouche.ui.ErrorLog;
import java.nio.file.Path;
import java.util.Optional;

/** Keeps a player's choice of language ({@code language=fr}); a code the game does not speak is no choice. */
public final class LanguageFile extends SettingsChoice<Language> {
    /** The file's name in its folder. */
    public static final String NAME = SettingsProperties.NAME;
    static final String KEY = "language";

    public LanguageFile(Path folder, ErrorLog errors) {
        super(folder, errors, KEY, "the choice of language");
    }

    @Override
    Optional<Language> parse(String word) {
        return Language.parse(word);
    }

    @Override
    String word(Language language) {
        return language.code();
    }
}
