package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A copy of content/ broken in several files at once: every problem is reported, each only once. */
class BrokenContentTest {
    @TempDir
    Path temp;

    @Test
    void everyProblemOfEveryFileIsReported() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("weapons.json"), "\"name\": \"Longsword\", \"damage\": \"1d8\"",
                "\"name\": \"Longsword\", \"damage\": \"2d\"");
        ContentCopy.edit(content.resolve("weapons.json"), "\"name\": \"Dagger\",", "\"name\": \"Dagger\", \"sharp\": true,");
        ContentCopy.edit(content.resolve("items.json"), "\"kind\": \"potion\", \"healing\": \"2d4+2\", ", "\"kind\": \"potion\", ");
        ContentCopy.edit(content.resolve("classes/wizard.json"), "\"fireball\"]", "\"fire-ball\"]");
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"level\": 2,", "\"level\": 2");
        ContentCopy.edit(content.resolve("monsters/goblin.json"), "\"ac\": 15,", "\"ac\": \"fifteen\", \"hp\": 8,");
        ContentCopy.edit(content.resolve("maps/ford.json"), "\"#..O....,;;;,....O.#\"", "\"#..O....,;X;,....O.#\"");
        ContentCopy.edit(content.resolve("encounters/crypt-of-the-wight.json"),
                "{\"id\": \"s1\", \"template\": \"skeleton\", \"side\": \"monsters\", \"at\": [7, 1]",
                "{\"id\": \"s1\", \"template\": \"skeleton\", \"side\": \"monsters\", \"at\": [0, 0]");
        Files.writeString(content.resolve("monsters/Big Rat.json"), "{}");

        Loaded<Content> loaded = new ContentLoader().load(content);

        assertNull(loaded.value());
        assertFalse(loaded.ok());
        // Files that only use a broken entry (the fighter's longsword, the goblin, the ford) add nothing.
        assertEquals(List.of(
                "content/weapons.json:3:32: $.dagger.sharp: unknown field \"sharp\"; allowed fields: name, damage,"
                        + " damageType, kind, range, length, reach, natural, finesse, light, twoHanded, strengthBow,"
                        + " category, condition, poison, fr",
                "content/weapons.json:23:48: $.longsword.damage: invalid dice: '2d' is not a dice expression at"
                        + " character 2: expected NdM or a number, joined by + or -, such as 2d6+3",
                "content/items.json:2:24: $.potion-of-healing: missing required field \"healing\": a potion heals by a"
                        + " dice expression such as \"2d4+2\"",
                "content/classes/wizard.json:8:59: $.spells[3]: unknown spell \"fire-ball\" (did you mean \"fireball\"?):"
                        + " not in content/spells.json",
                "content/monsters/Big Rat.json: the file name \"Big Rat\" is not a valid id: use lower case letters and"
                        + " digits joined by dashes",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"name\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"description\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"level\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"hp\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"speed\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"abilities\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"proficiency\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"systemShock\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"weapons\"",
                "content/monsters/Big Rat.json:1:1: $: missing required field \"behavior\"",
                "content/monsters/goblin.json:6:9: $.ac: found string \"fifteen\", expected a whole number",
                "content/monsters/goblin.json:6:20: $.hp: duplicate key \"hp\" (first at line 5, column 3)",
                "content/monsters/orc.json:5:3: $: invalid JSON: a comma is missing before '\"': the fields of an object"
                        + " are separated by commas",
                "content/maps/ford.json:12:16: $.rows[7]: unknown map character \"X\" at x=10; the legend has \"#\" wall,"
                        + " \".\" floor, \",\" difficult, \";\" very-difficult, \"=\" stairs, \"o\" low-wall, \"O\" pillar,"
                        + " \"+\" door, \"'\" open-door, \"~\" water",
                "content/encounters/crypt-of-the-wight.json:14:68: $.combatants[4].at: square 0,0 is a wall, where no"
                        + " creature can stand"), ContentCopy.shown(loaded.problems(), temp));
    }

    @Test
    void aContentNameTheTerminalWouldObeyIsRefused() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/goblin.json"), "\"name\": \"Goblin\"", "\"name\": \"Gob\\u001b[2Jlin\"");
        // The message itself, as shown() turns every backslash into a slash.
        List<String> said = new ContentLoader().load(content).problems().stream()
                .map(p -> p.jsonPath() + ": " + p.message()).toList();
        assertEquals(List.of("$.name: found string \"Gob\\u001b[2Jlin\", which holds character U+001B; a text may hold"
                + " no control character (tab and line break included) nor direction override: a terminal obeys them"
                + " rather than shows them"), said);
    }

    @Test
    void aMissingCatalogueOrDirectoryIsReported() throws IOException {
        Path content = ContentCopy.into(temp);
        Files.delete(content.resolve("armor.json"));
        List<String> shown = ContentCopy.shown(new ContentLoader().load(content).problems(), temp);
        assertEquals(List.of("content/armor.json: missing file: the content directory needs armor.json"), shown);
        assertEquals(List.of("nowhere: no content directory here: expected a folder holding weapons.json, armor.json,"
                        + " spells.json, items.json"),
                ContentCopy.shown(new ContentLoader().load(temp.resolve("nowhere")).problems(), temp));
    }

    @Test
    void aMonsterMayNotShareAClassId() throws IOException {
        Path content = ContentCopy.into(temp);
        Files.copy(content.resolve("monsters/orc.json"), content.resolve("monsters/monk.json"));
        assertEquals(List.of("content/monsters/monk.json: the id \"monk\" names both a class and a monster; scenario"
                        + " templates need one meaning: rename the monster"),
                ContentCopy.shown(new ContentLoader().load(content).problems(), temp));
    }
}
