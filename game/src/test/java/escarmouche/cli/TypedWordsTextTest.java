package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.headless.CommandScript;
import escarmouche.headless.HeadlessRun;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.Scripts;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code ./play run --text}: a refusal that quotes what the player typed quotes it as typed. The words of the
 * log put ids in words ("fire-bolt" is "fire bolt", "longsword" "épée longue" in French), but a quoted word is
 * the player's own, which the JSON event keeps byte for byte: rewritten, it would not be what they typed.
 */
class TypedWordsTextTest {
    private static final String ALL = ": expected one of move, moveto, crawl, stand, prone, dash, dodge, disengage,"
            + " hide, search, undo, pickup, attack, grapple, escape, cut, release, shove, help, aid, cast, drink, read,"
            + " open, close, pick, ready, end, yield.";

    @Test
    @DisplayName("an unknown command is quoted as typed in English: 'foo-bar', 'fire-bolt', not 'foo bar'")
    void unknownCommandAsTypedInEnglish() {
        List<String> refused = refusals(Language.EN, "foo-bar\nfire-bolt\nend\n");
        assertEquals(List.of("Cannot do that: unknown command 'foo-bar'" + ALL,
                "Cannot do that: unknown command 'fire-bolt'" + ALL), refused);
    }

    @Test
    @DisplayName("an unknown command is quoted as typed in French: « longsword », « fire-bolt », not in French words")
    void unknownCommandAsTypedInFrench() {
        List<String> refused = refusals(Language.FR, "longsword g1\nfire-bolt\nend\n");
        String all = ALL.replace(": expected one of", "\u00a0: attendu l'une de");
        assertEquals(List.of("Impossible de faire cela\u00a0: commande inconnue «\u00a0longsword\u00a0»" + all,
                "Impossible de faire cela\u00a0: commande inconnue «\u00a0fire-bolt\u00a0»" + all), refused);
    }

    @Test
    @DisplayName("ACT-ATTACK: a weapon the attacker lacks is quoted as typed, not put in words")
    void missingWeaponAsTyped() {
        List<String> refused = refusals(Language.EN, "attack g1 weapon=heavy-crossbow\nend\n");
        assertEquals(List.of("Cannot attack Goblin: Aldric has no weapon 'heavy-crossbow' (weapons: longsword, javelin,"
                + " unarmed strike)."), refused);
    }

    /** The duel's log as text in {@code language}, with {@code script} read from a file: its refusals' lines. */
    private static List<String> refusals(Language language, String script) {
        StringWriter log = new StringWriter();
        new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1,
                CommandScript.of(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)), "<file>", false),
                log, LogText.in(ScreenMessages.of(language)));
        return log.toString().lines()
                .filter(l -> l.startsWith("Cannot ") || l.startsWith("Impossible "))
                .toList();
    }
}
