package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Focus;
import escarmouche.content.model.LockedDoor;
import escarmouche.content.model.Scenario;
import escarmouche.rules.grid.Pos;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fields this project added for spells, stealth, familiars and doors, read and checked. */
class MagicAndStealthFieldsTest {
    private static final Content CONTENT = TestContent.load();
    private static final String MAP = "{\"rows\": [\"#####\", \"#..+.\", \"#....\"]}";

    private static Loaded<Scenario> parse(String combatants, String extra) {
        String json = "{\"format\": 1, \"map\": " + MAP + ", \"combatants\": [" + combatants + "]" + extra + "}";
        return new ScenarioLoader().parse(json, "s.json", CONTENT);
    }

    private static List<String> problems(String combatants, String extra) {
        return parse(combatants, extra).problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("CAST-ROLL: classes give casting ability and segments; a focus and a creature type can be set")
    void castingFieldsResolve() {
        Scenario s = parse("""
                {"id": "mage", "template": "wizard", "at": [1, 1], "focus": {"kind": "staff", "level": 13}},
                {"id": "priest", "template": "cleric", "at": [2, 1]},
                {"id": "gob", "template": "goblin", "at": [1, 2]},
                {"id": "shaman", "template": "goblin", "at": [2, 2], "spells": ["sacred-flame"], "abilities": {"wis": 14}}
                """, "").value();
        var mage = s.combatants().get(0).creature();
        assertEquals("int", mage.castingAbility());
        assertEquals(1, mage.segmentsPerLevel());
        assertEquals(new Focus("staff", 13), mage.focus());
        assertEquals("humanoid", mage.type());
        var priest = s.combatants().get(1).creature();
        assertEquals("wis", priest.castingAbility());
        assertEquals(2, priest.segmentsPerLevel());
        var gob = s.combatants().get(2).creature();
        assertNull(gob.castingAbility());
        assertEquals("humanoid", gob.type());
        var shaman = s.combatants().get(3).creature();
        assertEquals("wis", shaman.castingAbility(), "innate casting with the better of Int and Wis");
        assertEquals(1, shaman.segmentsPerLevel());
        assertEquals("fireball", s.grimoire().spell("fireball").id());
        assertEquals("humanoid", s.grimoire().spell("hold-person").creatureType());
        assertEquals("potion", s.grimoire().item("potion-of-healing").kind());
    }

    @Test
    void badFocusAndType() {
        assertEquals(List.of(
                "s.json:1:145: $.combatants[0].focus.kind: found string \"orb\", expected one of: staff, wand, holy-symbol",
                "s.json:1:174: $.combatants[0].type: found string \"elf\", expected one of: aberration, beast, celestial,"
                        + " construct, dragon, elemental, fey, fiend, giant, humanoid, monstrosity, ooze, plant, undead"),
                problems("{\"id\": \"mage\", \"template\": \"wizard\", \"at\": [1, 1], \"focus\": {\"kind\": \"orb\","
                        + " \"level\": 13}, \"type\": \"elf\"}", ""));
    }

    @Test
    @DisplayName("SURP-CHECK: hidden is a stealth total, or an object asking the game to roll against a DC")
    void hiddenForms() {
        Scenario s = parse("""
                {"id": "a", "template": "infiltrator", "at": [1, 1], "hidden": 17},
                {"id": "b", "template": "goblin", "at": [2, 1], "hidden": {"dc": 15}},
                {"id": "c", "template": "goblin", "at": [1, 2], "hidden": {"check": true}},
                {"id": "d", "template": "goblin", "at": [2, 2]}
                """, "").value();
        List<CombatantSpec> c = s.combatants();
        assertEquals(17, c.get(0).hidden());
        assertNull(c.get(0).sneakDc());
        assertNull(c.get(1).hidden());
        assertEquals(15, c.get(1).sneakDc());
        assertEquals(10, c.get(2).sneakDc(), "the default DC");
        assertNull(c.get(3).hidden());
        assertNull(c.get(3).sneakDc());
    }

    @Test
    @DisplayName("SURP-CHECK / ACT-SEARCH: \"hidden\" among the conditions, with no \"hidden\" field, is the field's"
            + " {\"check\": true}: the game rolls its stealth against DC 10; with the field, the field says how")
    void hiddenConditionIsTheDefaultCheck() {
        Scenario s = parse("""
                {"id": "a", "template": "goblin", "at": [1, 1], "conditions": ["hidden"]},
                {"id": "b", "template": "goblin", "at": [2, 1], "conditions": ["hidden"], "hidden": {"dc": 15}},
                {"id": "c", "template": "goblin", "at": [1, 2], "conditions": ["hidden"], "hidden": 12}
                """, "").value();
        List<CombatantSpec> c = s.combatants();
        assertNull(c.get(0).hidden());
        assertEquals(10, c.get(0).sneakDc());
        assertNull(c.get(1).hidden());
        assertEquals(15, c.get(1).sneakDc());
        assertEquals(12, c.get(2).hidden());
        assertNull(c.get(2).sneakDc());
    }

    @Test
    @DisplayName("SURP-CHECK: \"hidden\" with both \"check\": true and a \"dc\" is refused, not read as one of them")
    void hiddenBothFormsRefused() {
        assertEquals(List.of("s.json:1:134: $.combatants[0].hidden: \"check\" and \"dc\" together: give one,"
                        + " \"check\": true (DC 10) or \"dc\" with its own DC"),
                problems("{\"id\": \"a\", \"template\": \"goblin\", \"at\": [1, 1], \"hidden\": {\"dc\": 15,"
                        + " \"check\": true}}", ""));
    }

    @Test
    void badHidden() {
        assertEquals(List.of(
                "s.json:1:144: $.combatants[0].hidden.check: \"check\": false would not hide it: give the stealth total"
                        + " as a number instead",
                "s.json:1:211: $.combatants[1].hidden: found string \"yes\", expected a stealth total (a whole number)"
                        + " or an object such as {\"dc\": 15} for the game to roll the stealth check",
                "s.json:1:277: $.combatants[2].hidden: an empty object: give \"dc\" (the difficulty of sneaking) or"
                        + " \"check\": true"),
                problems("{\"id\": \"a\", \"template\": \"goblin\", \"at\": [1, 1], \"hidden\": {\"check\": false}},"
                        + " {\"id\": \"b\", \"template\": \"goblin\", \"at\": [2, 1], \"hidden\": \"yes\"},"
                        + " {\"id\": \"c\", \"template\": \"goblin\", \"at\": [1, 2], \"hidden\": {}}", ""));
    }

    @Test
    @DisplayName("TURN-INIT: a familiar names another combatant as its master, never itself nor another familiar")
    void masters() {
        Scenario ok = parse("""
                {"id": "mage", "template": "wizard", "at": [1, 1]},
                {"id": "owl", "template": "wolf", "side": "party", "at": [2, 1], "master": "mage"}
                """, "").value();
        assertEquals("mage", ok.combatants().get(1).master());
        assertEquals(List.of(
                "s.json:1:132: $.combatants[0].master: \"a\" cannot be its own master",
                "s.json:1:194: $.combatants[1].master: unknown combatant \"zed\": master names the id of another combatant",
                "s.json:1:258: $.combatants[2].master: \"b\" is itself a familiar of \"zed\": a master must roll its own"
                        + " initiative"),
                problems("{\"id\": \"a\", \"template\": \"wolf\", \"at\": [1, 1], \"master\": \"a\"},"
                        + " {\"id\": \"b\", \"template\": \"wolf\", \"at\": [2, 1], \"master\": \"zed\"},"
                        + " {\"id\": \"c\", \"template\": \"wolf\", \"at\": [1, 2], \"master\": \"b\"}", ""));
    }

    @Test
    @DisplayName("TURN-OBJECT: doors lists the locked doors with their DC; only closed doors can be locked")
    void lockedDoors() {
        Scenario s = parse("{\"id\": \"a\", \"template\": \"goblin\", \"at\": [1, 1]}",
                ", \"doors\": [{\"at\": [3, 1], \"dc\": 15}]").value();
        assertEquals(List.of(new LockedDoor(new Pos(3, 1), 15)), s.doors());
        assertEquals(List.of(
                "s.json:1:143: $.doors[0].at: square 1,2 is open floor: only a closed door (\"+\" on the map) can be locked",
                "s.json:1:195: $.doors[2].at: the door at 3,1 is listed twice",
                "s.json:1:235: $.doors[3].dc: found 0, expected a whole number from 1 to 40"),
                problems("{\"id\": \"a\", \"template\": \"goblin\", \"at\": [1, 1]}",
                        ", \"doors\": [{\"at\": [1, 2], \"dc\": 15}, {\"at\": [3, 1], \"dc\": 15},"
                                + " {\"at\": [3, 1], \"dc\": 12}, {\"at\": [3, 1], \"dc\": 0}]"));
    }
}
