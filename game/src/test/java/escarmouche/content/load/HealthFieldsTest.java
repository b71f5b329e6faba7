package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.content.model.SpellDef;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The health fields of content and scenarios: {@code exhaustion} on creatures, {@code tempHp} on spells. */
class HealthFieldsTest {
    private static final Content CONTENT = TestContent.load();

    @TempDir
    Path temp;

    private static Loaded<Scenario> parse(String combatant) {
        return new ScenarioLoader().parse("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [%s]}
                """.formatted(combatant), "s.json", CONTENT);
    }

    private static List<String> problems(Loaded<?> loaded) {
        return loaded.problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("HP-EXHAUSTION: a combatant's exhaustion level overrides its template's, 0 by default")
    void HP_EXHAUSTION_read() {
        Loaded<Scenario> s = parse("{\"id\": \"a\", \"template\": \"fighter\", \"at\": [0, 0], \"exhaustion\": 3}");
        assertTrue(s.ok(), problems(s).toString());
        assertEquals(3, s.value().combatants().get(0).creature().exhaustion());
        Loaded<Scenario> none = parse("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0]}");
        assertEquals(0, none.value().combatants().get(0).creature().exhaustion());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: ./play check names an exhaustion level outside 0-6 and says what is expected")
    void HP_EXHAUSTION_outOfRange() {
        assertEquals(List.of("s.json:2:79: $.combatants[0].exhaustion: found 7, expected an exhaustion level from 0"
                + " (none) to 6 (death), HP-EXHAUSTION"),
                problems(parse("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0], \"exhaustion\": 7}")));
        assertEquals(List.of("s.json:2:79: $.combatants[0].exhaustion: found -1, expected an exhaustion level from 0"
                + " (none) to 6 (death), HP-EXHAUSTION"),
                problems(parse("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0], \"exhaustion\": -1}")));
        assertEquals(List.of("s.json:2:79: $.combatants[0].exhaustion: found string \"2\", expected a whole number"),
                problems(parse("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0], \"exhaustion\": \"2\"}")));
    }

    @Test
    @DisplayName("HP-EXHAUSTION: a monster template may give an exhaustion level, checked like a scenario's")
    void HP_EXHAUSTION_inATemplate() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/zombie.json"), "\"hp\": 22,", "\"hp\": 22, \"exhaustion\": 2,");
        Loaded<Content> ok = new ContentLoader().load(content);
        assertTrue(ok.ok(), ok.problems().toString());
        Loaded<Scenario> s = new ScenarioLoader().parse("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "z", "template": "zombie", "at": [0, 0]}]}
                """, "s.json", ok.value());
        assertEquals(2, s.value().combatants().get(0).creature().exhaustion());
        ContentCopy.edit(content.resolve("monsters/zombie.json"), "\"exhaustion\": 2,", "\"exhaustion\": 9,");
        Loaded<Content> bad = new ContentLoader().load(content);
        assertFalse(bad.ok());
        assertTrue(problems(bad).stream().anyMatch(p -> p.contains("monsters/zombie.json:5:27: ")
                && p.contains("$.exhaustion: found 9, expected an exhaustion level from 0 (none) to 6 (death)")),
                problems(bad).toString());
    }

    @Test
    @DisplayName("DMG-TEMP: a spell's tempHp grants temporary hit points and does only that")
    void DMG_TEMP_spellField() {
        SpellDef falseLife = CONTENT.spells().get("false-life");
        assertEquals(6, falseLife.tempHp());
        assertFalse(falseLife.harmful());
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("spells.json"), "\"range\": 0, \"tempHp\": 6,",
                "\"range\": 0, \"tempHp\": 6, \"damage\": \"1d4\", \"damageType\": \"fire\",");
        List<String> problems = problems(new ContentLoader().load(content));
        assertTrue(problems.stream().anyMatch(p -> p.contains("$.false-life.tempHp: a spell that grants \"tempHp\""
                + " does only that, to one creature")), problems.toString());
    }
}
