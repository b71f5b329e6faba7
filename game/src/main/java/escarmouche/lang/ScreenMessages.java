package escarmouche.lang;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The screens' texts in one language, read from the {@code escarmouche/i18n/messages} bundles (UTF-8
 * properties; English is the base bundle, {@code messages_fr} the French). A session holds one and asks it
 * by key; placeholders are {@link MessageFormat}'s {@code {0}}, {@code {1}}... An apostrophe is always
 * text here (French is full of them), never MessageFormat's quote.
 */
public final class ScreenMessages {
    /** Where the bundles are, as {@link ResourceBundle} names them. */
    public static final String BUNDLE = "escarmouche.i18n.messages";

    private final Language language;
    private final ResourceBundle bundle;

    private ScreenMessages(Language language, ResourceBundle bundle) {
        this.language = language;
        this.bundle = bundle;
    }

    /**
     * Each language's texts, read the first time that language is asked for and shared by every session
     * after that (the JVM runs a holder's initialiser once, under its own lock). A command that speaks
     * English never parses the French bundle: about 8 ms of start-up.
     */
    private static final class English {
        static final ScreenMessages TEXTS = new ScreenMessages(Language.EN, bundle(Language.EN));
    }

    private static final class French {
        static final ScreenMessages TEXTS = new ScreenMessages(Language.FR, bundle(Language.FR));
    }

    /** The bundle of one language, without falling back on the machine's own locale. */
    public static ResourceBundle bundle(Language language) {
        return ResourceBundle.getBundle(BUNDLE, language == Language.EN ? java.util.Locale.ROOT : language.locale(),
                ScreenMessages.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public static ScreenMessages of(Language language) {
        return switch (language) {
            case EN -> English.TEXTS;
            case FR -> French.TEXTS;
        };
    }

    public Language language() {
        return language;
    }

    /**
     * The text of {@code key} with its placeholders filled; a key missing from the bundles shows as
     * {@code !key!} rather than stopping the game (a test keeps every key in both languages).
     */
    public String text(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return format(pattern, args);
    }

    /** Whether the bundles know a key (in this language or, failing it, in English). */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** Fills a pattern's placeholders; apostrophes stay as written; in French, "de" and "que" elide before a vowel. */
    public String format(String pattern, Object... args) {
        if (args.length == 0 && pattern.indexOf('{') < 0) return pattern;
        String p = language == Language.FR ? Elision.french(pattern, args) : pattern;
        return new MessageFormat(p.replace("'", "''"), language.locale()).format(args);
    }
}
