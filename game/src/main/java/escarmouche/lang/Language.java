package escarmouche.lang;

import java.text.NumberFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The languages the screens speak. Only what is shown changes with it: the event log, scenario files and
 * commands stay in English, the game's machine interface.
 */
public enum Language {
    EN("en", "English", Locale.ENGLISH),
    FR("fr", "français", Locale.FRENCH);

    private final String code;
    private final String name;
    private final Locale locale;

    Language(String code, String name, Locale locale) {
        this.code = code;
        this.name = name;
        this.locale = locale;
    }

    /** The two-letter code ({@code --lang}, the settings file). */
    public String code() {
        return code;
    }

    /** The language's name in itself, as the title screen shows it. */
    public String selfName() {
        return name;
    }

    public Locale locale() {
        return locale;
    }

    /**
     * A percentage as this language writes it: "27%" in English, "27 %" in French, whose space is a no-break
     * one so that a line never starts with the sign.
     */
    public String percent(String number) {
        return this == FR ? number + "\u00a0%" : number + "%";
    }

    /** A percentage to a tenth, with this language's decimal mark: "61.5%", "61,5 %". */
    public String percentToATenth(double percent) {
        return percent(String.format(locale, "%.1f", percent));
    }

    /**
     * A count or an amount for people to read, its thousands grouped as this language groups them: "1,200" in
     * English, "1 200" in French (a narrow no-break space, as {@link java.text.MessageFormat} groups a number
     * in a French text, so that a figure is never cut at the end of a line). Not for what is typed back or
     * read by programs (a seed, a port, {@code --runs 1200}, JSON, event logs): those keep their bare digits.
     */
    public String number(long n) {
        return NumberFormat.getIntegerInstance(locale).format(n);
    }

    /** The next language, for the title screen's switch. */
    public Language next() {
        Language[] all = values();
        return all[(ordinal() + 1) % all.length];
    }

    /** A code as {@code --lang} takes it ({@code fr}, {@code en}, any case); empty for anything else. */
    public static Optional<Language> parse(String code) {
        if (code == null) return Optional.empty();
        for (Language l : values()) if (l.code.equalsIgnoreCase(code.trim())) return Optional.of(l);
        return Optional.empty();
    }

    /** The codes {@code --lang} accepts, for messages. */
    public static String codes() {
        StringBuilder sb = new StringBuilder();
        for (Language l : values()) sb.append(sb.length() == 0 ? "" : ", ").append(l.code);
        return sb.toString();
    }

    /**
     * The language a POSIX locale names ({@code fr_FR.UTF-8}, {@code fr}, {@code en_GB}); empty for
     * {@code C}, {@code POSIX}, an empty value or a language the game does not speak.
     */
    public static Optional<Language> ofLocale(String locale) {
        if (locale == null) return Optional.empty();
        String s = locale.trim();
        int end = 0;
        while (end < s.length() && Character.isLetter(s.charAt(end))) end++;
        return s.isEmpty() || end == 0 ? Optional.empty() : parse(s.substring(0, end));
    }

    /**
     * The language of an environment, with POSIX precedence: the first of {@code LC_ALL},
     * {@code LC_MESSAGES}, {@code LANG} that is set decides, even when it names a language the game does
     * not speak (then English, through empty).
     */
    public static Optional<Language> ofEnvironment(Map<String, String> env) {
        for (String name : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
            String value = env.get(name);
            if (value != null && !value.isBlank()) return ofLocale(value);
        }
        return Optional.empty();
    }

    /**
     * The language a session starts in: the one asked for on the command line, else the one the player
     * chose last time on the title screen, else the environment's, else {@code fallback}.
     *
     * @param asked null when the command line named none
     */
    public static Language choose(Language asked, Optional<Language> remembered, Map<String, String> env,
                                  Language fallback) {
        if (asked != null) return asked;
        return remembered.or(() -> ofEnvironment(env)).orElse(fallback);
    }
}
