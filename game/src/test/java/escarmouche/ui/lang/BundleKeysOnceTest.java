package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A key is written once in each bundle: a second line with the same key silently replaces the first, and every
 * screen that used the first then shows the second's words (a title where a "Cannot be read: ..." hint was).
 */
class BundleKeysOnceTest {
    private static final List<String> BUNDLES = List.of("messages.properties", "messages_fr.properties",
            "help_fr.properties");

    /** The keys of {@code text}'s lines as a properties file has them: not comments, not continuation lines. */
    static List<String> duplicates(String text) {
        Set<String> seen = new HashSet<>();
        List<String> twice = new ArrayList<>();
        boolean continued = false;
        int number = 0;
        for (String line : text.split("\n", -1)) {
            number++;
            boolean wasContinued = continued;
            continued = line.endsWith("\\") && !line.endsWith("\\\\");
            String t = line.strip();
            if (wasContinued || t.isEmpty() || t.startsWith("#") || t.startsWith("!")) continue;
            int end = 0;
            while (end < t.length() && t.charAt(end) != '=' && t.charAt(end) != ':' && !Character.isWhitespace(t.charAt(end))) {
                if (t.charAt(end) == '\\') end++;
                end++;
            }
            String key = t.substring(0, Math.min(end, t.length()));
            if (!seen.add(key)) twice.add(number + ": " + key);
        }
        return twice;
    }

    @Test
    @DisplayName("No key is written twice in a bundle (English, French, the French help)")
    void everyKeyOnce() throws IOException {
        for (String name : BUNDLES) {
            try (InputStream in = getClass().getResourceAsStream("/escarmouche/i18n/" + name)) {
                assertTrue(in != null, name);
                assertEquals(List.of(), duplicates(new String(in.readAllBytes(), StandardCharsets.UTF_8)), name);
            }
        }
    }

    @Test
    @DisplayName("The check bites: a key written twice is found, a continued line and a comment are not keys")
    void theCheckBites() {
        assertEquals(List.of("5: a.b"), duplicates("a.b=one\n# a.b=comment\nc=two \\\n a.b=continued\na.b=again\n"));
    }
}
