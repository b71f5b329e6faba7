package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.content.model.Scenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code charmedBy}, {@code frightenedBy} (combatant fields) and {@code race} (a creature field), read and checked. */
class CharmFearRaceFieldsTest {
    private static final Content CONTENT = TestContent.load();
    private static final String MAP = "{\"rows\": [\"#####\", \"#....\", \"#....\"]}";

    private static Loaded<Scenario> parse(String combatants) {
        String json = "{\"format\": 1, \"map\": " + MAP + ", \"combatants\": [" + combatants + "]}";
        return new ScenarioLoader().parse(json, "s.json", CONTENT);
    }

    private static List<String> problems(String combatants) {
        return parse(combatants).problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("COND-CHARMED, COND-FRIGHTENED: charmedBy and frightenedBy name the combatant behind the condition")
    void sourcesAreRead() {
        Scenario s = parse("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "charmedBy": "hag", "frightenedBy": "ogre"},
                {"id": "hag", "template": "goblin", "at": [2, 1]},
                {"id": "ogre", "template": "ogre", "at": [3, 1]}
                """).value();
        assertEquals("hag", s.combatants().get(0).charmedBy());
        assertEquals("ogre", s.combatants().get(0).frightenedBy());
        assertNull(s.combatants().get(1).charmedBy());
    }

    @Test
    @DisplayName("COND-CHARMED, COND-FRIGHTENED: an unknown or own id is reported with its JSON path")
    void sourcesAreChecked() {
        assertEquals(List.of(
                "s.json:1:141: $.combatants[0].charmedBy: unknown combatant \"hga\" (did you mean \"hag\"?):"
                        + " charmedBy names the id of another combatant",
                "s.json:1:215: $.combatants[1].frightenedBy: \"hag\" cannot be frightened of itself: frightenedBy"
                        + " names another combatant"),
                problems("{\"id\": \"hero\", \"template\": \"fighter\", \"at\": [1, 1], \"charmedBy\": \"hga\"},"
                        + " {\"id\": \"hag\", \"template\": \"goblin\", \"at\": [2, 1], \"frightenedBy\": \"hag\"}"));
        assertEquals(List.of("s.json:1:144: $.combatants[0].frightenedBy: found number 3, expected a string"),
                problems("{\"id\": \"hero\", \"template\": \"fighter\", \"at\": [1, 1], \"frightenedBy\": 3}"));
    }

    @Test
    @DisplayName("ATK-TWF: race is a creature field of templates and combatants, from the 5e peoples")
    void race() {
        Scenario s = parse("""
                {"id": "bruni", "template": "fighter", "at": [1, 1], "race": "dwarf"},
                {"id": "g1", "template": "goblin", "at": [2, 1]}
                """).value();
        assertEquals("dwarf", s.combatants().get(0).creature().race());
        assertNull(s.combatants().get(1).creature().race());
        assertEquals(List.of("s.json:1:137: $.combatants[0].race: found string \"dwraf\" (did you mean \"dwarf\"?), expected one of: dragonborn,"
                        + " dwarf, elf, gnome, half-elf, half-orc, halfling, human, tiefling"),
                problems("{\"id\": \"bruni\", \"template\": \"fighter\", \"at\": [1, 1], \"race\": \"dwraf\"}"));
    }
}
