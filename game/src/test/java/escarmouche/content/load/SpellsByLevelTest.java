package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.content.model.ClassDef;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.Scenario;
import escarmouche.rules.casting.SpellLevels;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A character gets the spells its level casts; a scenario that asks for more is told so. */
class SpellsByLevelTest {
    private static final Content CONTENT = TestContent.load();
    private static final String MAP = "{\"rows\": [\"......\", \"......\"]}";

    @TempDir
    Path temp;

    private static Loaded<Scenario> parse(String combatant) {
        String json = "{\"format\": 1, \"map\": " + MAP + ", \"combatants\": [" + combatant + "]}";
        return new ScenarioLoader().parse(json, "s.json", CONTENT);
    }

    private static CreatureSpec creature(String combatant) {
        Loaded<Scenario> loaded = parse(combatant);
        assertEquals(List.of(), loaded.problems());
        return loaded.value().combatants().get(0).creature();
    }

    private static List<String> problems(String combatant) {
        Loaded<Scenario> loaded = parse(combatant);
        assertNull(loaded.value());
        return loaded.problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("CLASS-WIZARD: a level-3 wizard gets no fireball; at level 5 it does; a level-1 wizard no hold person")
    void CLASS_WIZARD_classSpellsFilteredByLevel() {
        assertEquals(List.of("fire-bolt", "magic-missile", "hold-person"),
                creature("{\"id\": \"w\", \"template\": \"wizard\", \"at\": [0, 0], \"level\": 3}").spells());
        assertEquals(List.of("fire-bolt", "magic-missile", "hold-person", "fireball"),
                creature("{\"id\": \"w\", \"template\": \"wizard\", \"at\": [0, 0], \"level\": 5}").spells());
        assertEquals(List.of("fire-bolt", "magic-missile"),
                creature("{\"id\": \"w\", \"template\": \"wizard\", \"at\": [0, 0], \"level\": 1}").spells());
    }

    @Test
    @DisplayName("CLASS-MONK: the monk's own table reaches level-2 spells at 5: hold person then, not at 3")
    void CLASS_MONK_ownTable() {
        assertEquals(List.of("cure-wounds"), creature("{\"id\": \"m\", \"template\": \"monk\", \"at\": [0, 0]}").spells());
        assertEquals(List.of("cure-wounds", "hold-person"),
                creature("{\"id\": \"m\", \"template\": \"monk\", \"at\": [0, 0], \"level\": 5}").spells());
    }

    @Test
    @DisplayName("CLASS-WIZARD: slots a scenario gives decide too: a level-3 wizard with a level-3 slot knows fireball")
    void CLASS_WIZARD_scenarioSlots() {
        assertEquals(List.of("fire-bolt", "magic-missile", "hold-person", "fireball"), creature(
                "{\"id\": \"w\", \"template\": \"wizard\", \"at\": [0, 0], \"level\": 3, \"spellSlots\": [4, 2, 1]}").spells());
    }

    @Test
    @DisplayName("CLASS-WIZARD: a scenario that lists fireball for a level-3 wizard is an error naming the level it needs")
    void CLASS_WIZARD_scenarioListBeyondLevel() {
        assertEquals(List.of("s.json:1:153: $.combatants[0].spells[1]: \"fireball\" is a level-3 spell and a level-3"
                + " wizard casts spells of level 2 at most (a wizard casts it from level 5): raise \"level\" or remove it"
                + " from \"spells\""), problems("{\"id\": \"w\", \"template\": \"wizard\", \"at\": [0, 0], \"level\": 3,"
                + " \"spells\": [\"fire-bolt\", \"fireball\"]}"));
        assertEquals(List.of("fire-bolt", "magic-missile"), creature("{\"id\": \"w\", \"template\": \"wizard\","
                + " \"at\": [0, 0], \"level\": 3, \"spells\": [\"fire-bolt\", \"magic-missile\"]}").spells());
    }

    @Test
    @DisplayName("CAST-ROLL: a monster with a levelled spell and no slots for it is an error; a cantrip is fine")
    void monsterWithoutSlots() {
        assertEquals(List.of("s.json:1:128: $.combatants[0].spells[0]: \"magic-missile\" is a level-1 spell and this"
                + " goblin casts only cantrips: give \"spellSlots\" up to level 1 or remove it from \"spells\""),
                problems("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0], \"spells\": [\"magic-missile\"]}"));
        assertEquals(List.of("sacred-flame"),
                creature("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0], \"spells\": [\"sacred-flame\"]}").spells());
        assertEquals(List.of("magic-missile"), creature("{\"id\": \"g\", \"template\": \"goblin\", \"at\": [0, 0],"
                + " \"spells\": [\"magic-missile\"], \"spellSlots\": [2]}").spells());
    }

    @Test
    @DisplayName("CLASS-WIZARD: the wizard, cleric and necromancer slot tables follow the 5e full caster's spell levels")
    void CLASS_WIZARD_tablesMatchFullCasters() {
        for (String id : List.of("wizard", "cleric", "necromancer")) {
            ClassDef cls = CONTENT.classes().get(id);
            for (int level = 1; level <= 20; level++) {
                assertEquals(SpellLevels.fullCaster(level), SpellLevels.highest(cls.slots().get(level - 1)),
                        id + " level " + level);
            }
        }
    }

    @Test
    @DisplayName("CLASS-MONK: a class spell that no level of the class can cast (a level-5 spell, monks reach 4) is an error")
    void classSpellNoLevelCasts() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("spells.json"), "\"name\": \"Fireball\", \"level\": 3",
                "\"name\": \"Fireball\", \"level\": 5");
        ContentCopy.edit(content.resolve("classes/monk.json"), "\"spells\": [\"cure-wounds\", \"hold-person\"]",
                "\"spells\": [\"cure-wounds\", \"hold-person\", \"fireball\"]");
        Loaded<Content> loaded = new ContentLoader().load(content);
        assertEquals(List.of("content/classes/monk.json:8:44: $.spells[2]: \"fireball\" is a level-5 spell, and the"
                + " class's \"slots\" reach level 4 at most: no character of this class could cast it"),
                ContentCopy.shown(loaded.problems(), temp));
    }
}
