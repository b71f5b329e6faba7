package escarmouche.cli;

import escarmouche.lang.Language;
import picocli.CommandLine;

/** Reads {@code --lang}: one of the languages' codes, or a message saying which ones there are (exit 2). */
public final class LanguageOption implements CommandLine.ITypeConverter<Language> {
    @Override
    public Language convert(String value) {
        return Language.parse(value).orElseThrow(() -> new CommandLine.TypeConversionException(
                "'" + value + "' is not a language of the game; the languages are " + Language.codes()
                        + " (fr: français, en: English)"));
    }
}
