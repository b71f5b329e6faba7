package escarmouche.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The French rules reference says the same rules as the English one, in French typography. */
class RulesReferenceFrenchTest {
    private static final char NBSP = '\u00a0';
    private final RulesReference english = RulesReference.load();
    private final RulesReference french = english.in(Locale.FRENCH);

    @Test
    @DisplayName("The reference follows the session's language: French for fr, English for en and for a language it was not written in")
    void chosenByLanguage() {
        assertNotSame(english, french);
        assertSame(english, english.in(Locale.ENGLISH));
        assertSame(english, english.in(Locale.GERMAN));
        assertSame(french, english.in(Locale.forLanguageTag("fr-CA")));
        assertEquals("Bouger dans l'allonge", french.get("OA-WITHIN").title());
        assertEquals("Moving inside reach", english.get("OA-WITHIN").title());
    }

    @Test
    @DisplayName("Every rule ID of the English reference is in the French one and back, in the same order, with the same origin")
    void sameRules() {
        assertEquals(ids(english), ids(french));
        for (RuleEntry e : english.all()) assertEquals(e.origin(), french.get(e.id()).origin(), e.id());
    }

    @Test
    @DisplayName("Every French rule has a title and a text, and says how 5e differs exactly where the English one does")
    void wholeEntries() {
        List<String> wrong = new ArrayList<>();
        for (RuleEntry en : english.all()) {
            RuleEntry fr = french.get(en.id());
            if (fr.title().isBlank()) wrong.add(en.id() + ": no title");
            if (fr.text().isBlank()) wrong.add(en.id() + ": no text");
            if (fr.differs().isEmpty() != en.differs().isEmpty()) wrong.add(en.id() + ": differs in one language only");
            if (fr.text().equals(en.text())) wrong.add(en.id() + ": the text is still English");
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    @DisplayName("The French topics group the same rules as the English ones, one French name for each")
    void sameTopics() {
        Map<String, String> names = new LinkedHashMap<>();
        for (RuleEntry en : english.all()) {
            String fr = french.get(en.id()).topic();
            String before = names.putIfAbsent(en.topic(), fr);
            assertTrue(before == null || before.equals(fr), en.id() + ": topic " + fr + " where " + before + " was");
        }
        assertEquals(english.topics().size(), french.topics().size());
        assertEquals("Tours", french.topics().get(0));
    }

    @Test
    @DisplayName("French typography in the rules reference: a non-breaking space (U+00A0) before : ? ! ; in every title, text and difference")
    void frenchTypography() {
        List<String> wrong = new ArrayList<>();
        for (RuleEntry e : french.all()) {
            for (String text : List.of(e.topic(), e.title(), e.text(), e.differs())) {
                for (String fault : typography(text)) wrong.add(e.id() + ": " + fault);
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(french.get("TURN-OBJECT").text().contains("gratuite\u00a0: dégainer"));
    }

    @Test
    @DisplayName("The typography check bites: an ordinary space or none before : ; ? ! is found, a time is not")
    void typographyCheckBites() {
        assertEquals(1, typography("Pourquoi ?").size());
        assertEquals(1, typography("Attention: danger").size());
        assertEquals(2, typography("Non ; non !").size());
        assertTrue(typography("Attention\u00a0: danger\u00a0! à 05:15").isEmpty());
    }

    /** Each : ? ! ; of a French text not preceded by a non-breaking space (a time such as 05:15 aside). */
    private static List<String> typography(String text) {
        List<String> faults = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (":?!;".indexOf(c) < 0) continue;
            char before = i == 0 ? NBSP : text.charAt(i - 1);
            char after = i + 1 < text.length() ? text.charAt(i + 1) : ' ';
            if (c == ':' && Character.isDigit(before) && Character.isDigit(after)) continue;
            if (before != NBSP) faults.add("'" + c + "' in \"" + text.substring(Math.max(0, i - 12), i + 1) + "\"");
        }
        return faults;
    }

    private static List<String> ids(RulesReference reference) {
        List<String> ids = new ArrayList<>();
        for (RuleEntry e : reference.all()) ids.add(e.id());
        return ids;
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT in French: its steps end with an ellipsis against the last one (\"-15… jusqu'à -45\"),"
            + " and no French text leaves a space before an ellipsis")
    void DMG_RESIST_FLAT_ellipsisAsFrenchWritesIt() {
        assertTrue(french.get("DMG-RESIST-FLAT").text().contains("(légère -5, puis -10, -15… jusqu'à -45,"),
                french.get("DMG-RESIST-FLAT").text());
        List<String> spaced = new ArrayList<>();
        for (RuleEntry e : french.all()) {
            String all = e.title() + " " + e.text() + " " + (e.differs() == null ? "" : e.differs());
            if (all.contains(" ...") || all.contains(" …")) spaced.add(e.id());
        }
        assertEquals(List.of(), spaced);
    }
}
