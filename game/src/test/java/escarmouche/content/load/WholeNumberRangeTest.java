package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole number written with an exponent or a fraction in a field that takes a range: when the value is outside
 * the range too, the one message says the range, where "write 1000000000" alone led to a second problem.
 */
class WholeNumberRangeTest {
    private static final Content CONTENT = TestContent.load();

    @TempDir
    Path temp;

    private static List<String> problems(String combatant) {
        return new ScenarioLoader().parse("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [%s]}
                """.formatted(combatant), "s.json", CONTENT).problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("a class's hitDie 1e9 and a spell's range 1e9 are told their range, in English and French; 1e1 in"
            + " range is still told how to write it")
    void outsideItsRangeTheRangeIsSaid() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("classes/fighter.json"), "\"hitDie\": 10,", "\"hitDie\": 1e9,");
        ContentCopy.edit(content.resolve("classes/monk.json"), "\"hitDie\": 8,", "\"hitDie\": 8.0,");
        ContentCopy.edit(content.resolve("spells.json"), "\"range\": 24, \"damage\": \"1d10\"",
                "\"range\": 1e9, \"damage\": \"1d10\"");
        List<Problem> found = new ContentLoader().load(content).problems().stream()
                .filter(p -> p.jsonPath().equals("$.hitDie") || p.jsonPath().equals("$.fire-bolt.range")).toList();
        assertEquals(List.of(
                "content/spells.json:2:75: $.fire-bolt.range: found number 1e9, expected a whole number from 0 to 200,"
                        + " written without a fraction or an exponent",
                "content/classes/fighter.json:4:13: $.hitDie: found number 1e9, expected a whole number from 4 to 12,"
                        + " written without a fraction or an exponent",
                "content/classes/monk.json:4:13: $.hitDie: found number 8.0, expected a whole number, written without"
                        + " a fraction or an exponent: write 8"), ContentCopy.shown(found, temp));
        assertEquals("trouvé le nombre 1e9, attendu\u00a0: un nombre entier de 4 à 12, écrit sans partie décimale ni"
                + " exposant", found.get(1).wording().in(ScreenMessages.of(Language.FR)));
    }

    @Test
    @DisplayName("HP-EXHAUSTION: exhaustion 1e1 (10) is told the level's range, 0 to 6; a class level 3e1 (30) that"
            + " of the levels, 1 to 20")
    void HP_EXHAUSTION_andLevelsWithAnExponent() {
        assertEquals(List.of("s.json:2:79: $.combatants[0].exhaustion: found number 1e1, expected a whole number from 0"
                + " to 6, written without a fraction or an exponent"),
                problems("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0], \"exhaustion\": 1e1}"));
        assertEquals(List.of("s.json:2:75: $.combatants[0].level: found number 3e1, expected a whole number from 1"
                + " to 20, written without a fraction or an exponent"),
                problems("{\"id\": \"a\", \"template\": \"fighter\", \"at\": [0, 0], \"level\": 3e1}"));
    }

    @Test
    @DisplayName("HP-MAX: a monster's hp too large for any whole number is told the field's range, 1 to 100000, as every"
            + " other number out of range is, in English and French")
    void HP_MAX_tooLargeForAnyNumberSaysTheRange() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/goblin.json"), "\"hp\": 7,", "\"hp\": 99999999999999999999999,");
        List<Problem> found = new ContentLoader().load(content).problems().stream()
                .filter(p -> p.jsonPath().equals("$.hp")).toList();
        assertEquals(List.of("content/monsters/goblin.json:5:9: $.hp: found number 99999999999999999999999, expected a"
                + " whole number from 1 to 100000"), ContentCopy.shown(found, temp));
        assertEquals("trouvé le nombre 99999999999999999999999, attendu\u00a0: un nombre entier de 1 à 100000",
                found.get(0).wording().in(ScreenMessages.of(Language.FR)));
    }
}
