package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DMG-ROLL: damage and healing dice that can never come to anything are refused where they are written, since
 * play would say nothing of them (a dagger hit with no damage event, an elixir that "regains 0 HP"). A weapon's
 * damage may be 0 at best (the net's hit deals none); a spell's or a poison's damage and any healing 1.
 */
class DiceBoundsTest {
    private static final Content CONTENT = TestContent.load();

    @TempDir
    Path temp;

    private static List<String> problems(String combatant) {
        Loaded<Scenario> s = new ScenarioLoader().parse("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [%s]}
                """.formatted(combatant), "s.json", CONTENT);
        return s.problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("DMG-ROLL: a weapon's damage best below 0, a potion's or a spell's healing below 1, a spell's or a"
            + " poison's damage below 1 are problems, in English and French; the net's 0 and 1d4-3 pass")
    void DMG_ROLL_diceThatCanNeverCount() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("weapons.json"), "\"Dagger\", \"damage\": \"1d4\"", "\"Dagger\", \"damage\": \"-3\"");
        ContentCopy.edit(content.resolve("weapons.json"), "\"Club\", \"damage\": \"1d4\"", "\"Club\", \"damage\": \"1d4-20\"");
        ContentCopy.edit(content.resolve("weapons.json"), "\"Sickle\", \"damage\": \"1d4\"", "\"Sickle\", \"damage\": \"1d4-4\"");
        ContentCopy.edit(content.resolve("items.json"), "\"healing\": \"2d4+2\"", "\"healing\": \"-5\"");
        ContentCopy.edit(content.resolve("spells.json"), "\"healing\": \"1d8\"", "\"healing\": \"-1d8\"");
        ContentCopy.edit(content.resolve("spells.json"), "\"damage\": \"8d6\"", "\"damage\": \"0\"");
        ContentCopy.edit(content.resolve("monsters/giant-spider.json"), "\"dc\": 11}, \"damage\": \"1d6\"",
                "\"dc\": 11}, \"damage\": \"1d6-6\"");
        List<Problem> found = new ContentLoader().load(content).problems().stream()
                .filter(p -> p.wording() != null && p.wording().key().startsWith("problem.dice.best.")).toList();
        assertEquals(List.of(
                "content/weapons.json:2:38: $.club.damage: found string \"1d4-20\", whose best roll is -16: expected"
                        + " damage whose best roll is 0 or more, such as \"1d6\" (\"0\" is a hit that deals no damage,"
                        + " as the net's)",
                "content/weapons.json:3:42: $.dagger.damage: found string \"-3\", whose best roll is -3: expected"
                        + " damage whose best roll is 0 or more, such as \"1d6\" (\"0\" is a hit that deals no damage,"
                        + " as the net's)",
                "content/spells.json:6:77: $.cure-wounds.healing: found string \"-1d8\", whose best roll is -1:"
                        + " expected healing whose best roll is 1 or more, such as \"2d4+2\"",
                "content/spells.json:10:119: $.fireball.damage: found string \"0\", whose best roll is 0: expected"
                        + " damage whose best roll is 1 or more, such as \"1d6\" (a spell that deals none has no"
                        + " \"damage\")",
                "content/items.json:2:83: $.potion-of-healing.healing: found string \"-5\", whose best roll is -5:"
                        + " expected healing whose best roll is 1 or more, such as \"2d4+2\"",
                "content/monsters/giant-spider.json:12:136: $.weapons[0].poison.damage: found string \"1d6-6\", whose"
                        + " best roll is 0: expected damage whose best roll is 1 or more, such as \"1d4\" (a poison that"
                        + " deals none has no \"damage\")"), ContentCopy.shown(found, temp));
        // The value found quoted as French quotes it; the example, JSON to type in the file, in JSON's quotes.
        assertEquals("trouvé le texte «\u00a0-3\u00a0», dont le meilleur jet fait -3\u00a0; attendu\u00a0: des dégâts dont le"
                + " meilleur jet fait 0 ou plus, comme \"1d6\" (\"0\" est un coup qui n'inflige aucun dégât, comme celui"
                + " du filet)", found.get(1).wording().in(ScreenMessages.of(Language.FR)));
    }

    @Test
    @DisplayName("DMG-ROLL: a combatant's copy of a weapon (a monster's natural weapon) is held to the same bound; the"
            + " shipped content, the net's \"0\" in it, loads clean")
    void DMG_ROLL_aCreaturesWeaponCopy() {
        assertEquals(List.of("s.json:2:100: $.combatants[0].weapons[0].damage: found string \"1d6-7\", whose best roll"
                        + " is -1: expected damage whose best roll is 0 or more, such as \"1d6\" (\"0\" is a hit that"
                        + " deals no damage, as the net's)"),
                problems("{\"id\": \"w\", \"template\": \"wolf\", \"at\": [0, 0], \"weapons\": [{\"id\": \"bite\","
                        + " \"damage\": \"1d6-7\"}]}"));
        assertEquals(List.of(), problems("{\"id\": \"w\", \"template\": \"wolf\", \"at\": [0, 0], \"weapons\":"
                + " [{\"id\": \"bite\", \"damage\": \"0\"}]}"));
        assertTrue(new ContentLoader().load(TestContent.dir()).problems().isEmpty());
    }
}
