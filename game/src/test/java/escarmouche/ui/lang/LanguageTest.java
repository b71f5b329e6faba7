package escarmouche.ui.lang;

import escarmouche.lang.Language;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which language a session starts in. */
class LanguageTest {
    @Test
    @DisplayName("A POSIX locale names its language: fr_FR.UTF-8 and fr are French, en_GB English, C and German none")
    void locales() {
        assertEquals(Optional.of(Language.FR), Language.ofLocale("fr_FR.UTF-8"));
        assertEquals(Optional.of(Language.FR), Language.ofLocale("fr"));
        assertEquals(Optional.of(Language.FR), Language.ofLocale("fr_CA@euro"));
        assertEquals(Optional.of(Language.EN), Language.ofLocale("en_GB.UTF-8"));
        assertEquals(Optional.empty(), Language.ofLocale("C.UTF-8"));
        assertEquals(Optional.empty(), Language.ofLocale("POSIX"));
        assertEquals(Optional.empty(), Language.ofLocale("de_DE.UTF-8"));
        assertEquals(Optional.empty(), Language.ofLocale(""));
    }

    @Test
    @DisplayName("LC_ALL beats LC_MESSAGES, which beats LANG; an empty one is skipped")
    void precedence() {
        assertEquals(Optional.of(Language.FR), Language.ofEnvironment(Map.of("LANG", "fr_FR.UTF-8")));
        assertEquals(Optional.of(Language.EN),
                Language.ofEnvironment(Map.of("LANG", "fr_FR.UTF-8", "LC_ALL", "en_US.UTF-8")));
        assertEquals(Optional.of(Language.FR),
                Language.ofEnvironment(Map.of("LANG", "en_US.UTF-8", "LC_MESSAGES", "fr_BE.UTF-8")));
        assertEquals(Optional.of(Language.FR), Language.ofEnvironment(Map.of("LANG", "fr_FR.UTF-8", "LC_ALL", "")));
        // The first one set decides, even for a language the game does not speak: English then.
        assertEquals(Optional.empty(), Language.ofEnvironment(Map.of("LANG", "fr_FR.UTF-8", "LC_ALL", "de_DE")));
    }

    @Test
    @DisplayName("--lang beats the choice made last time, which beats the environment, which beats the default")
    void choosing() {
        Map<String, String> french = Map.of("LANG", "fr_FR.UTF-8");
        assertEquals(Language.EN, Language.choose(Language.EN, Optional.of(Language.FR), french, Language.FR));
        assertEquals(Language.EN, Language.choose(null, Optional.of(Language.EN), french, Language.FR));
        assertEquals(Language.FR, Language.choose(null, Optional.empty(), french, Language.EN));
        assertEquals(Language.FR, Language.choose(null, Optional.empty(), Map.of(), Language.FR));
        assertEquals(Language.EN, Language.choose(null, Optional.empty(), Map.of("LANG", "C"), Language.EN));
    }

    @Test
    @DisplayName("--lang takes fr and en in any case, nothing else")
    void codes() {
        assertEquals(Optional.of(Language.FR), Language.parse("FR"));
        assertEquals(Optional.of(Language.EN), Language.parse(" en "));
        assertEquals(Optional.empty(), Language.parse("fr_FR"));
        assertEquals(Optional.empty(), Language.parse("de"));
        assertEquals("en, fr", Language.codes());
        assertEquals(Language.FR, Language.EN.next());
        assertEquals(Language.EN, Language.FR.next());
    }
}
