package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A value out of range, or text of spaces only, is said with the range and the words that fit it. */
class LevelAndBlankWordingTest {
    private static final Content CONTENT = TestContent.load();

    private static List<String> problems(String json) {
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        return s.problems().stream().map(Object::toString).toList();
    }

    private static String scenario(String hero, String goblin) {
        return "{\"format\": 1, \"map\": {\"rows\": [\"#######\", \"#.....#\", \"#######\"]},\n"
                + " \"combatants\": [{\"id\": \"k\", \"template\": \"samurai\", \"at\": [1, 1]" + hero + "},\n"
                + "  {\"id\": \"g\", \"template\": \"goblin\", \"at\": [5, 1]" + goblin + "}]}";
    }

    @Test
    @DisplayName("A class character's level of 1000 is said with the class range, 1 to 20, as 25 is; a monster's with 0 to 30")
    void classLevelRangeWhateverTheValue() {
        assertEquals(List.of(
                "s.json:2:75: $.combatants[0].level: found 1000, expected a whole number from 1 to 20 for a character of a class",
                "s.json:3:60: $.combatants[1].level: found 1000, expected a whole number from 0 to 30"),
                problems(scenario(", \"level\": 1000", ", \"level\": 1000")));
        assertEquals(List.of(
                "s.json:2:75: $.combatants[0].level: found 25, expected a whole number from 1 to 20 for a character of a class"),
                problems(scenario(", \"level\": 25", ", \"level\": 25")));
    }

    @Test
    @DisplayName("A name of spaces only is said to be blank, an empty one empty")
    void blankIsNotEmpty() {
        assertEquals(List.of(
                "s.json:2:74: $.combatants[0].name: found a blank string (only spaces), expected some text",
                "s.json:3:59: $.combatants[1].name: found an empty string, expected some text"),
                problems(scenario(", \"name\": \"   \"", ", \"name\": \"\"")));
    }
}
