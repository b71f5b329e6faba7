package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponPoison;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.testing.Fight;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * COND-POISONED [HOUSE]: a weapon's {@code poison} field, in content/weapons.json, a monster's weapon object
 * or a scenario's weapons override, read and checked with the usual problem shape.
 */
class WeaponPoisonContentTest {
    private static final Content CONTENT = TestContent.load();

    @TempDir
    Path temp;

    private static String scenario(String template, String weapons) {
        return "{\"format\": 1, \"map\": {\"rows\": [\"....\", \"....\"]},\n \"combatants\": [\n"
                + "  {\"id\": \"c1\", \"template\": \"" + template + "\", \"at\": [0, 0]"
                + (weapons == null ? "" : ", \"weapons\": " + weapons) + "}]}";
    }

    private static List<Weapon> weapons(String template, String weapons) {
        Loaded<Scenario> loaded = new ScenarioLoader().parse(scenario(template, weapons), "s.json", CONTENT);
        assertTrue(loaded.ok(), loaded.problems().toString());
        return loaded.value().combatants().get(0).creature().weapons();
    }

    private static List<String> problems(String weapons) {
        Loaded<Scenario> loaded = new ScenarioLoader().parse(scenario("goblin", weapons), "s.json", CONTENT);
        assertFalse(loaded.ok());
        return loaded.problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("COND-POISONED: the shipped giant spider's bite carries its venom: Con DC 11, 1d6 a turn for 3 turns")
    void COND_POISONED_shippedGiantSpider() {
        WeaponPoison p = weapons("giant-spider", null).get(0).poison();
        assertEquals("Giant spider venom", p.name());
        assertEquals(Ability.CON, p.save());
        assertEquals(11, p.dc());
        assertEquals("1d6", p.damage().toString());
        assertFalse(p.paralyzes());
        assertEquals(3, p.rounds());
        assertNull(CONTENT.weapon("bite").poison(), "the catalogue's bite stays as it was: the wolf's is not poisoned");
    }

    @Test
    @DisplayName("COND-POISONED: a scenario's weapon object adds a poison to a content weapon; without a save or damage it only poisons")
    void COND_POISONED_scenarioOverride() {
        List<Weapon> w = weapons("goblin", "[{\"id\": \"dagger\", \"poison\": {\"name\": \"Drow poison\","
                + " \"paralyzes\": true, \"rounds\": 2}}, \"scimitar\"]");
        WeaponPoison p = w.get(0).poison();
        assertEquals("Drow poison", p.name());
        assertNull(p.save());
        assertNull(p.damage());
        assertTrue(p.paralyzes());
        assertEquals(2, p.rounds());
        assertNull(w.get(1).poison());
        // A scenario's weapons replace the template's: a bite copied from the catalogue has no venom.
        assertNull(weapons("giant-spider", "[{\"id\": \"bite\", \"damage\": \"2d6\"}]").get(0).poison());
    }

    @Test
    @DisplayName("COND-POISONED: check refuses a malformed poison: unknown field, bad dice, DC and rounds out of range, missing name")
    void COND_POISONED_malformedPoisonRefused() {
        String at = "s.json:3:";
        String w = ": $.combatants[0].weapons[0].poison";
        assertEquals(List.of(at + 118 + w + ".sharp: unknown field \"sharp\"; allowed fields: name, save, damage, paralyzes,"
                + " rounds, fr"), poison("{\"name\": \"X\", \"rounds\": 2, \"sharp\": 1}"));
        assertEquals(List.of(at + 128 + w + ".damage: invalid dice: '2d' is not a dice expression at character 2: expected"
                + " NdM or a number, joined by + or -, such as 2d6+3"), poison("{\"name\": \"X\", \"rounds\": 2, \"damage\": \"2d\"}"));
        assertEquals(List.of(at + 151 + w + ".save.dc: found 31, expected a whole number from 1 to 30"),
                poison("{\"name\": \"X\", \"rounds\": 2, \"save\": {\"ability\": \"con\", \"dc\": 31}}"));
        assertEquals(List.of(at + 115 + w + ".rounds: found 0, expected a whole number from 1 to 100"),
                poison("{\"name\": \"X\", \"rounds\": 0}"));
        assertEquals(List.of(at + 115 + w + ".rounds: found 101, expected a whole number from 1 to 100"),
                poison("{\"name\": \"X\", \"rounds\": 101}"));
        assertEquals(List.of(at + 91 + w + ": missing required field \"name\""), poison("{\"rounds\": 2}"));
        assertEquals(List.of(at + 91 + w + ": missing required field \"rounds\""), poison("{\"name\": \"X\"}"));
        assertEquals(List.of(at + 126 + w + ".save: missing required field \"dc\"", at + 138 + w + ".save.ability: found"
                + " string \"luck\", expected one of: str, dex, con, int, wis, cha"),
                poison("{\"name\": \"X\", \"rounds\": 2, \"save\": {\"ability\": \"luck\"}}"));
        assertEquals(List.of(at + 131 + w + ".paralyzes: found string \"yes\", expected true or false"),
                poison("{\"name\": \"X\", \"rounds\": 2, \"paralyzes\": \"yes\"}"));
        assertEquals(List.of(at + 91 + w + ": found string \"deadly\", expected an object"), poison("\"deadly\""));
    }

    @Test
    @DisplayName("COND-POISONED: check refuses a monster file's malformed poison, with its file, line and path")
    void COND_POISONED_checkRefusesTheMonsterFile() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/giant-spider.json"), "\"dc\": 11}, \"damage\": \"1d6\", \"rounds\": 3",
                "\"dc\": 0}, \"damage\": \"1d6\", \"rounds\": 3, \"fatal\": true");
        assertEquals(List.of(
                "content/monsters/giant-spider.json:12:121: $.weapons[0].poison.save.dc: found 0, expected a whole"
                        + " number from 1 to 30",
                "content/monsters/giant-spider.json:12:155: $.weapons[0].poison.fatal: unknown field \"fatal\"; allowed"
                        + " fields: name, save, damage, paralyzes, rounds, fr"),
                ContentCopy.shown(new ContentLoader().load(content).problems(), temp));
    }

    @Test
    @DisplayName("COND-POISONED: the test scenario spider-venom.json: the shipped spider's venom for 3 turns, a scenario's paralysing dagger for 1")
    void COND_POISONED_testScenarioEndToEnd() throws IOException, URISyntaxException {
        Path file = Path.of(getClass().getResource("/content/scenarios/spider-venom.json").toURI());
        Loaded<Scenario> loaded = new ScenarioLoader().parse(Files.readString(file), "spider-venom.json", CONTENT);
        assertTrue(loaded.ok(), loaded.problems().toString());
        // Dice: bite d20 15, d8 5, kenji's Con save d20 4 (fails DC 11); kenji's turn: venom d6 3, dagger d20s 18
        // and 18 (poisoned: disadvantage), d4 2, the spider's Con save d20 5 (fails DC 13); then venom d6 2, d6 1.
        Fight f = Fight.of(loaded.value()).start().run("attack kenji", "end", "attack spider weapon=dagger", "end",
                "end", "end", "end");
        List<CheckEvent> saves = f.all(CheckEvent.class);
        assertEquals(List.of("kenji", "spider"), saves.stream().map(CheckEvent::actor).toList());
        assertEquals(List.of(11, 13), saves.stream().map(CheckEvent::dc).toList());
        assertEquals(List.of("Con save: Giant spider venom from spider", "Con save: Drow poison from kenji"),
                saves.stream().map(CheckEvent::purpose).toList());
        assertEquals(List.of("kenji+poisoned", "spider+poisoned", "spider+paralyzed", "spider-poisoned",
                "spider-paralyzed", "kenji-poisoned"), f.all(ConditionEvent.class).stream()
                .map(e -> e.target() + (e.added() ? "+" : "-") + e.condition()).toList());
        List<DamageEvent> venom = f.all(DamageEvent.class).stream().filter(d -> d.rule().contains("COND-POISONED"))
                .toList();
        assertEquals(List.of(3, 2, 1), venom.stream().map(DamageEvent::final_).toList());
        assertEquals(28 - 7 - 3 - 2 - 1, f.creature("kenji").hp());
        assertEquals(26 - 5, f.creature("spider").hp());
    }

    private static List<String> poison(String poison) {
        return problems("[{\"id\": \"dagger\", \"poison\": " + poison + "}]");
    }
}
