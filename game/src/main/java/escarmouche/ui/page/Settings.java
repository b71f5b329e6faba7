package escarmouche.ui.page;

import escarmouche.lang.Language;
import escarmouche.ui.term.NoColor;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How a session looks and paces itself. The record keeps nothing between sessions itself: the launcher
 * and the server start it from the player's last choices of language, about opportunity attacks and of the
 * monsters' pace ({@code settings.properties}), and the colour choice made on the title screen lasts until the player quits.
 *
 * @param colour       false for monochrome (the {@code NO_COLOR} convention, or the player's choice)
 * @param paceMillis   pause between two monster actions; 0 in tests
 * @param seeds        where each new fight's seed comes from (a fixed sequence in tests)
 * @param alwaysStrike true to take every opportunity attack the party's creatures are offered without
 *                     being asked (OA-REACTION); false, the default, asks each time
 * @param language     the language the session starts in (the title screen may switch it)
 */
public record Settings(boolean colour, int paceMillis, LongSupplier seeds, boolean alwaysStrike, Language language) {
    public static final int DEFAULT_PACE = 450;
    /** The waits the title screen offers, in milliseconds: from brisk to slow enough to follow every move. */
    private static final List<Integer> PACES = List.of(150, 300, 450, 700, 1000, 1500);

    /** Whether the title screen offers this wait (a remembered one that it does not is ignored). */
    public static boolean offered(int millis) {
        return PACES.contains(millis);
    }

    /** The next wait the title screen's key gives after {@code millis}: the next slower one, then the fastest again. */
    public static int nextPace(int millis) {
        for (int p : PACES) if (p > millis) return p;
        return PACES.get(0);
    }

    /** The same settings at another pace. */
    public Settings pacedAt(int millis) {
        return new Settings(colour, millis, seeds, alwaysStrike, language);
    }

    /** Settings in English. */
    public Settings(boolean colour, int paceMillis, LongSupplier seeds, boolean alwaysStrike) {
        this(colour, paceMillis, seeds, alwaysStrike, Language.EN);
    }

    /** The same settings in another language. */
    public Settings inLanguage(Language language) {
        return new Settings(colour, paceMillis, seeds, alwaysStrike, language);
    }

    /** The same settings, taking every opportunity attack without asking or not (OA-REACTION). */
    public Settings alwaysStriking(boolean alwaysStrike) {
        return new Settings(colour, paceMillis, seeds, alwaysStrike, language);
    }

    /** Settings that ask about every opportunity attack. */
    public Settings(boolean colour, int paceMillis, LongSupplier seeds) {
        this(colour, paceMillis, seeds, false);
    }

    /**
     * The settings of a player's terminal: colour unless {@code NO_COLOR} asks for none ({@link NoColor}); the
     * language of {@code LC_ALL}, {@code LC_MESSAGES} or {@code LANG}, English when they name none the game speaks.
     */
    public static Settings forEnvironment(Map<String, String> env, LongSupplier seeds) {
        return new Settings(!NoColor.asked(env), DEFAULT_PACE, seeds, false,
                Language.ofEnvironment(env).orElse(Language.EN));
    }
}
