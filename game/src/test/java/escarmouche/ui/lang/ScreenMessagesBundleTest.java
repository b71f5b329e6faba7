package escarmouche.ui.lang;

import escarmouche.lang.ScreenMessages;
import escarmouche.lang.Language;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bundles agree: every key in every language, the same placeholders, French typography kept. */
class ScreenMessagesBundleTest {
    /** A placeholder's name: {@code {0}}, {@code {1,choice,...}} give 0 and 1. */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\s*(\\w+)");
    private static final char NBSP = '\u00a0';

    /** The keys a bundle defines itself (not those it inherits from the base bundle). */
    static Map<String, String> own(Language language) {
        ResourceBundle b = ScreenMessages.bundle(language);
        Map<String, String> out = new TreeMap<>();
        for (String k : b.keySet()) {
            // handleKeySet: only the keys this bundle holds, not its parent's.
            if (language == Language.EN || ownKeys(b).contains(k)) out.put(k, b.getString(k));
        }
        return out;
    }

    private static Set<String> ownKeys(ResourceBundle b) {
        Set<String> keys = new TreeSet<>();
        ResourceBundle parent = ScreenMessages.bundle(Language.EN);
        for (String k : b.keySet()) {
            // A key the translation does not hold resolves to the very same string object as the parent's.
            if (!(parent.containsKey(k) && parent.getString(k) == b.getString(k))) keys.add(k);
        }
        return keys;
    }

    static Set<String> placeholders(String pattern) {
        Set<String> out = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(pattern);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    @Test
    @DisplayName("Every key of the screens is in English and in French, neither language has one the other lacks;"
            + " a French feminine form (KEY.f), an English person's form (KEY.they) and an engine phrase's English form"
            + " on screen (KEY.said) have their KEY in both")
    void sameKeys() {
        Map<String, String> en = own(Language.EN);
        Map<String, String> fr = own(Language.FR);
        Set<String> missingInFrench = new TreeSet<>(en.keySet());
        missingInFrench.removeAll(fr.keySet());
        Set<String> onlyInFrench = new TreeSet<>(fr.keySet());
        onlyInFrench.removeAll(en.keySet());
        // English agrees with no gender: a feminine form is French only, beside its key.
        onlyInFrench.removeIf(k -> k.endsWith(Agreement.FEMININE)
                && en.containsKey(k.substring(0, k.length() - Agreement.FEMININE.length())));
        // French agrees with no kind of creature: a person's form (KEY.they, "their") is English only, beside its key.
        missingInFrench.removeIf(k -> k.endsWith(Agreement.PERSON)
                && fr.containsKey(k.substring(0, k.length() - Agreement.PERSON.length())));
        // An engine phrase's English form on screen (KEY.said) is English only: French says its own KEY.
        missingInFrench.removeIf(k -> k.endsWith(EngineSentences.SAID)
                && fr.containsKey(k.substring(0, k.length() - EngineSentences.SAID.length())));
        assertTrue(missingInFrench.isEmpty(), "missing in messages_fr.properties: " + missingInFrench);
        assertTrue(onlyInFrench.isEmpty(), "missing in messages.properties: " + onlyInFrench);
        assertTrue(en.size() > 100, "the bundles are read: " + en.size());
    }

    @Test
    @DisplayName("A message has the same placeholders in both languages, and each is a pattern MessageFormat reads")
    void samePlaceholders() {
        Map<String, String> en = own(Language.EN);
        Map<String, String> fr = own(Language.FR);
        List<String> wrong = new ArrayList<>();
        for (String key : en.keySet()) {
            if (!fr.containsKey(key)) continue;
            if (!placeholders(en.get(key)).equals(placeholders(fr.get(key)))) {
                wrong.add(key + ": en " + placeholders(en.get(key)) + ", fr " + placeholders(fr.get(key)));
            }
            for (String suffix : List.of(Agreement.PERSON, EngineSentences.SAID)) {
                String form = en.get(key + suffix);
                if (form != null && !placeholders(en.get(key)).equals(placeholders(form))) {
                    wrong.add(key + suffix + ": " + placeholders(form) + ", its key " + placeholders(en.get(key)));
                }
            }
            String feminine = fr.get(key + Agreement.FEMININE);
            if (feminine != null && !placeholders(fr.get(key)).equals(placeholders(feminine))) {
                wrong.add(key + Agreement.FEMININE + ": " + placeholders(feminine) + ", its key " + placeholders(fr.get(key)));
            }
            if (feminine != null) {
                try {
                    new MessageFormat(feminine.replace("'", "''"));
                } catch (IllegalArgumentException e) {
                    wrong.add(key + Agreement.FEMININE + ": not a pattern (" + e.getMessage() + ")");
                }
            }
            for (String pattern : List.of(en.get(key), fr.get(key))) {
                try {
                    new MessageFormat(pattern.replace("'", "''"));
                } catch (IllegalArgumentException e) {
                    wrong.add(key + ": not a pattern (" + e.getMessage() + "): " + pattern);
                }
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /**
     * What the typography check finds wrong in one French text: a {@code :}, {@code ?}, {@code !} or
     * {@code ;} needs a non-breaking space (U+00A0) before it, never an ordinary or a narrow one, and
     * never nothing; a time or a score ({@code 05:15}) is not punctuation. Empty when it is right.
     */
    static List<String> typography(String text) {
        List<String> faults = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (":?!;".indexOf(c) < 0) continue;
            char before = i == 0 ? NBSP : text.charAt(i - 1);
            char after = i + 1 < text.length() ? text.charAt(i + 1) : ' ';
            if (c == ':' && Character.isDigit(before) && Character.isDigit(after)) continue;
            if (before == NBSP) continue;
            String where = text.substring(Math.max(0, i - 12), Math.min(text.length(), i + 3));
            faults.add((before == ' ' ? "ordinary space" : before == '\u202f' ? "narrow space" : "no space")
                    + " before '" + c + "' in \"" + where + "\"");
        }
        return faults;
    }

    @Test
    @DisplayName("French typography: a non-breaking space (U+00A0) before : ? ! ; in every French sentence")
    void frenchTypography() {
        List<String> wrong = new ArrayList<>();
        own(Language.FR).forEach((key, text) -> {
            if (key.endsWith(".keys")) return;
            for (String fault : typography(text)) wrong.add(key + ": " + fault);
        });
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    @DisplayName("French wording: odds say \"% de chances de toucher\", the \"versus plain 5e\" label is one, and what"
            + " follows it (each rule's \"differs\") starts in lower case, as French does after a colon")
    void frenchWording() {
        List<String> wrong = new ArrayList<>();
        own(Language.FR).forEach((key, text) -> {
            if (text.matches("(?s).*%\\s?de toucher.*")) wrong.add(key + ": " + text);
        });
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals(fr.text("tutorial.versus", "x"), fr.text("reference.versus", "x"));
        assertFalse(fr.text("tutorial.intro").contains("m ouvre le planificateur vous-même"), fr.text("tutorial.intro"));
        var reference = escarmouche.reference.RulesReference.load().in(java.util.Locale.FRENCH);
        for (var rule : reference.all()) {
            String d = rule.differs();
            if (!d.isEmpty()) assertTrue(Character.isLowerCase(d.charAt(0)) || !Character.isLetter(d.charAt(0)), rule.id() + ": " + d);
        }
    }

    /**
     * A number, or a placeholder that will hold one ({@code {0}}), parted from its unit by an ordinary or a narrow
     * space, which a line may break at: "1,5 m", "{0} Mio", "30 minutes". French joins them with a no-break space
     * (U+00A0), as the rules reference does. A grid's "cases" are counted things, not a unit, and are left alone;
     * "{0} s'attaque" is no unit.
     */
    private static final Pattern NUMBER_APART = Pattern.compile("(\\d|\\{\\d+})[ \u202f](%|m|km|kg|ft|cm|ms|s|min|h|Ko|Mo|Go"
            + "|Kio|Mio|Gio|mètres?|secondes?|minutes?|heures?|octets?)(?![\\p{L}\\d'’])");

    /** What {@link #NUMBER_APART} finds in one French text: each number and unit a line could split. */
    static List<String> numbersApart(String text) {
        List<String> faults = new ArrayList<>();
        Matcher m = NUMBER_APART.matcher(text);
        while (m.find()) faults.add("\"" + m.group() + "\"");
        return faults;
    }

    @Test
    @DisplayName("French typography: no number split from its unit, a placeholder's neither ('1,5 m', '{0} Mio', '50 %'"
            + " take a no-break space, U+00A0), in every French sentence")
    void frenchNumbersKeepTheirUnits() {
        List<String> wrong = new ArrayList<>();
        own(Language.FR).forEach((key, text) -> {
            for (String fault : numbersApart(text)) wrong.add(key + ": " + fault);
        });
        assertEquals(List.of(), wrong);
        assertEquals("{0} doit être à 1,5\u00a0m de {1} pour aider contre cet ennemi",
                ScreenMessages.bundle(Language.FR).getString("engine.refuse.help.near"));
    }

    @Test
    @DisplayName("The unit check bites: a digit or a placeholder then an ordinary or a narrow space then a unit, not"
            + " a count of squares nor an elided word")
    void unitCheckBites() {
        assertEquals(List.of("\"5 m\""), numbersApart("à 1,5 m de lui"));
        assertEquals(List.of("\"{0} Mio\"", "\"0\u202f%\""), numbersApart("{0} Mio gardés, 50\u202f% de chances"));
        assertEquals(List.of("\"{1} minutes\""), numbersApart("{0,choice,1#1\u00a0minute|1<{1} minutes}"));
        assertEquals(List.of(), numbersApart("à 1,5\u00a0m, {0}\u00a0Mio, 3 cases, {0} s'attaque, 2 mains"));
    }

    @Test
    @DisplayName("The typography check bites: it finds an ordinary space, a narrow one or none before : ? ! ;")
    void typographyCheckBites() {
        assertEquals(1, typography("Pourquoi ?").size());
        assertEquals(1, typography("Pourquoi\u202f?").size());
        assertEquals(1, typography("Attention: danger").size());
        assertEquals(2, typography("Non ; non !").size());
        assertTrue(typography("Attention\u00a0: danger\u00a0! à 05:15").isEmpty());
    }

    @Test
    @DisplayName("Every key the interface's code names is in the bundles (a typo would show as !key! on screen)")
    void everyKeyOfTheCodeExists() throws java.io.IOException {
        java.nio.file.Path src = java.nio.file.Path.of("src", "main", "java", "escarmouche");
        if (!java.nio.file.Files.isDirectory(src)) src = java.nio.file.Path.of("game", "src", "main", "java", "escarmouche");
        Pattern literal = Pattern.compile("\"((?:title|hint|encounters|party|keyhelp|battle|end|tutorial|terminal|error|action|side|page|menu|leave|mode)"
                + "\\.[a-z][\\w.-]*[a-z])\"");
        Map<String, String> en = own(Language.EN);
        Set<String> missing = new TreeSet<>();
        int found = 0;
        try (var files = java.nio.file.Files.walk(src)) {
            for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = literal.matcher(java.nio.file.Files.readString(f));
                while (m.find()) {
                    found++;
                    if (!en.containsKey(m.group(1))) missing.add(m.group(1) + " (" + f.getFileName() + ")");
                }
            }
        }
        for (String rule : escarmouche.ui.battle.Tutorial.notedRules()) {
            if (!en.containsKey("tutorial.note." + rule)) missing.add("tutorial.note." + rule);
        }
        assertTrue(found > 100, "the sources were read: " + found);
        assertTrue(missing.isEmpty(), "keys named in the code but in no bundle: " + missing);
    }

    @Test
    @DisplayName("The texts fill their placeholders, keep apostrophes, and say which key is missing rather than fail")
    void formatting() {
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals("Reprendre\u00a0: L'embuscade (hier)", fr.text("title.continue", "L'embuscade", "hier"));
        assertEquals("Face à\u00a0: 1 adversaire", fr.text("party.foes", 1));
        assertEquals("Face à\u00a0: 3 adversaires", fr.text("party.foes", 3));
        assertEquals("Against: 1 foe", ScreenMessages.of(Language.EN).text("party.foes", 1));
        assertEquals("!no.such.key!", fr.text("no.such.key"));
        assertFalse(fr.text("tutorial.intro").contains("''"));
        assertEquals(Language.FR, fr.language());
    }
}
