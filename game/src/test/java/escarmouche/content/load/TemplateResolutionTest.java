package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.Scenario;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Classes and monsters turned into creatures, with the scenario's overrides on top. */
class TemplateResolutionTest {
    private static final Content CONTENT = TestContent.load();

    /** The single combatant of a one-creature scenario on an open 12x12 map. */
    private static CreatureSpec creature(String combatantFields) {
        return combatant(combatantFields).creature();
    }

    private static CombatantSpec combatant(String combatantFields) {
        String rows = "\"............\"" + ", \"............\"".repeat(11);
        String json = "{\"format\": 1, \"map\": {\"rows\": [" + rows + "]}, \"combatants\": [{\"id\": \"hero\", \"at\": [1, 1], "
                + combatantFields + "}]}";
        Loaded<Scenario> loaded = new ScenarioLoader().parse(json, "t.json", CONTENT);
        assertEquals(List.of(), loaded.problems());
        return loaded.value().combatants().get(0);
    }

    @Test
    void aFighterAtItsDefaultLevel() {
        CreatureSpec f = creature("\"template\": \"fighter\"");
        assertEquals("pc", f.kind());
        assertEquals("fighter", f.className());
        assertEquals("Hero", f.name());
        assertEquals(3, f.level());
        // d10: 10 + 2 levels x 6 + Con +2 x 3 levels
        assertEquals(28, f.maxHp());
        assertEquals(28, f.hp());
        // chain mail 16 (no Dex) + shield 2
        assertEquals(18, f.ac());
        assertEquals(2, f.proficiency());
        assertEquals(10, f.hitDie());
        assertEquals(6, f.speed());
        assertEquals(new AbilityScores(16, 13, 15, 8, 12, 10), f.abilities());
        assertEquals(List.of("longsword", "javelin", "unarmed"), f.weapons().stream().map(Weapon::id).toList());
        assertEquals(List.of("chain-mail", "shield"), f.armor().stream().map(a -> a.id()).toList());
        assertEquals(Map.of("potion-of-healing", 1), f.items());
        assertEquals(List.of(), f.spellSlots());
        assertEquals(Size.MEDIUM, f.size());
        assertEquals(1, f.width());
    }

    @Test
    void levelDrivesHitPointsProficiencyAndSlots() {
        CreatureSpec f = creature("\"template\": \"fighter\", \"level\": 5");
        assertEquals(10 + 4 * 6 + 2 * 5, f.maxHp());
        assertEquals(3, f.proficiency());
        CreatureSpec w = creature("\"template\": \"wizard\", \"level\": 9");
        // d6: 6 + 8 x 4 + Con +2 x 9
        assertEquals(56, w.maxHp());
        assertEquals(4, w.proficiency());
        assertEquals(List.of(4, 3, 3, 3, 1), w.spellSlots());
        assertEquals(List.of("fire-bolt", "magic-missile", "hold-person", "fireball"), w.spells());
        // No armour: 10 + Dex +2
        assertEquals(12, w.ac());
    }

    @Test
    void partialAbilityOverridesFeedTheDerivedValues() {
        CreatureSpec w = creature("\"template\": \"wizard\", \"abilities\": {\"dex\": 18, \"con\": 8}");
        assertEquals(new AbilityScores(8, 18, 8, 16, 12, 10), w.abilities());
        assertEquals(14, w.ac());
        // 6 + 2 x 4 - 1 x 3
        assertEquals(11, w.maxHp());
        // Medium armour caps Dex at +2: samurai armour 14 + 2
        assertEquals(16, creature("\"template\": \"samurai\", \"abilities\": {\"dex\": 20}").ac());
        // Heavy armour ignores even a Dex penalty
        assertEquals(18, creature("\"template\": \"fighter\", \"abilities\": {\"dex\": 6}").ac());
    }

    @Test
    void explicitOverridesWin() {
        CreatureSpec f = creature("\"template\": \"fighter\", \"name\": \"Brunhild\", \"hp\": 5, \"ac\": 21, \"proficiency\": 4,"
                + " \"speed\": 4, \"armor\": [\"plate\", \"great-helm\"], \"conditions\": [\"prone\"], \"items\": {}");
        assertEquals("Brunhild", f.name());
        assertEquals(5, f.hp());
        assertEquals(28, f.maxHp());
        assertEquals(21, f.ac());
        assertEquals(4, f.proficiency());
        assertEquals(4, f.speed());
        assertEquals(List.of("plate", "great-helm"), f.armor().stream().map(a -> a.id()).toList());
        assertEquals(List.of(Condition.PRONE), f.conditions());
        assertEquals(Map.of(), f.items());
        assertEquals(18, creature("\"template\": \"fighter\", \"armor\": [\"plate\"]").ac());
    }

    @Test
    void hitPointOverridesKeepTheMaximumConsistent() {
        assertEquals(List.of(3, 7), hp("\"template\": \"goblin\", \"hp\": 3"));
        assertEquals(List.of(20, 20), hp("\"template\": \"goblin\", \"hp\": 20"));
        assertEquals(List.of(12, 12), hp("\"template\": \"goblin\", \"maxHp\": 12"));
        assertEquals(List.of(4, 12), hp("\"template\": \"goblin\", \"hp\": 4, \"maxHp\": 12"));
        // A scenario may start a character disabled or dying.
        assertEquals(List.of(-3, 28), hp("\"template\": \"fighter\", \"hp\": -3"));
    }

    private static List<Integer> hp(String fields) {
        CreatureSpec c = creature(fields);
        return List.of(c.hp(), c.maxHp());
    }

    @Test
    void magicWeapons() {
        List<Weapon> w = creature("\"template\": \"fighter\", \"weapons\": [{\"id\": \"longsword\", \"magic\": 1},"
                + " {\"id\": \"dagger\", \"magic\": 2, \"level\": 15}, \"javelin\", {\"id\": \"club\", \"magic\": 0}]").weapons();
        assertEquals(List.of(1, 2, 0, 0), w.stream().map(Weapon::magic).toList());
        // ATK-FUMBLE: a +N weapon is a magic item of level 12 + N unless the scenario says otherwise
        assertEquals(List.of(13, 15, 0, 0), w.stream().map(Weapon::magicLevel).toList());
        assertEquals("1d8", w.get(0).damage().toString());
    }

    @Test
    void aMonsterAsItsFileDescribesIt() {
        CreatureSpec g = creature("\"template\": \"goblin\"");
        assertEquals("monster", g.kind());
        assertEquals("Goblin", g.name());
        assertNull(g.className());
        assertEquals(7, g.hp());
        assertEquals(15, g.ac());
        assertEquals(Size.SMALL, g.size());
        assertEquals(70, g.systemShock());
        assertEquals("skirmisher", g.behavior());
        // two javelins to throw (a counted entry gives that many copies), then a bow
        assertEquals(List.of("scimitar", "javelin", "javelin", "shortbow"), g.weapons().stream().map(Weapon::id).toList());
        assertEquals(16, g.weapons().get(3).normalRange());
        assertEquals(64, g.weapons().get(3).longRange());
        assertEquals(List.of("scimitar", "dagger", "dagger", "dagger"),
                creature("\"template\": \"bandit-captain\"").weapons().stream().map(Weapon::id).toList());
    }

    @Test
    void monsterFieldsAndOverrides() {
        CreatureSpec s = creature("\"template\": \"skeleton\", \"behavior\": \"grappler\", \"abilities\": {\"str\": 18}");
        assertTrue(s.resistances().contains(Resistance.halving(DamageType.PIERCING)));
        assertTrue(s.resistances().contains(Resistance.halving(DamageType.SLASHING)));
        assertEquals(List.of(DamageType.BLUDGEONING), s.vulnerabilities());
        assertEquals("grappler", s.behavior());
        assertEquals(18, s.abilities().str());
        assertEquals(14, s.abilities().dex());

        CreatureSpec ogre = creature("\"template\": \"ogre\"");
        assertEquals(List.of(2, 2), List.of(ogre.width(), ogre.height()));
        assertEquals("2d8", ogre.weapons().get(0).damage().toString());
        CreatureSpec bigGoblin = creature("\"template\": \"goblin\", \"size\": \"large\"");
        assertEquals(List.of(2, 2), List.of(bigGoblin.width(), bigGoblin.height()));
        CreatureSpec longOgre = creature("\"template\": \"ogre\", \"width\": 1");
        assertEquals(List.of(1, 2), List.of(longOgre.width(), longOgre.height()));

        CreatureSpec zoid = CONTENT.monsters().get("zoid").creature();
        assertTrue(zoid.zoid());
        assertEquals(Size.TITANIC, zoid.size());
        assertEquals(List.of(6, 6), List.of(zoid.width(), zoid.height()));
        assertTrue(CONTENT.monsters().get("spectre").creature().intangible());
        assertEquals(1, CONTENT.monsters().get("wight").creature().hitOnlyByMagic());
        assertEquals("Withering touch", CONTENT.monsters().get("wight").creature().weapons().get(2).name());
    }

    @Test
    void npcsSidesAndControl() {
        CombatantSpec captain = combatant("\"template\": \"bandit-captain\"");
        assertEquals("npc", captain.creature().kind());
        assertEquals("monsters", captain.side());
        assertEquals("ai", captain.control());
        CombatantSpec pc = combatant("\"template\": \"cleric\"");
        assertEquals("party", pc.side());
        assertEquals("player", pc.control());
        CombatantSpec charmed = combatant("\"template\": \"goblin\", \"side\": \"party\"");
        assertEquals("player", charmed.control());
        CombatantSpec auto = combatant("\"template\": \"fighter\", \"control\": \"ai\", \"group\": \"g\", \"hidden\": 14");
        assertEquals("ai", auto.control());
        assertEquals("g", auto.group());
        assertEquals(14, auto.hidden());
        assertEquals(new Pos(1, 1), auto.at());
    }

    @Test
    void theContractExampleLoads() {
        Loaded<Scenario> loaded = new ScenarioLoader().parse("""
                {
                  "format": 1,
                  "name": "Goblins at the ford",
                  "rules": "house",
                  "map": {
                    "rows": ["##########",
                             "#...,,;..#",
                             "#........#",
                             "##########"],
                    "legend": {"#": "wall", ".": "floor", ",": "difficult", ";": "very-difficult", "=": "stairs"}
                  },
                  "combatants": [
                    {"id": "kenji", "template": "samurai", "side": "party", "at": [1, 1]},
                    {"id": "g1", "template": "goblin", "side": "monsters", "at": [7, 2], "hp": 3, "conditions": ["prone"]}
                  ],
                  "initiative": ["kenji", "g1"],
                  "dice": [20, 20, 5],
                  "seed": 42
                }
                """, "example.json", CONTENT);
        assertEquals(List.of(), loaded.problems());
        Scenario s = loaded.value();
        assertEquals("example.json", s.source());
        assertEquals("Goblins at the ford", s.name());
        assertEquals(RuleSet.HOUSE, s.rules());
        assertEquals(10, s.map().width());
        assertEquals(4, s.map().height());
        assertEquals(List.of("kenji", "g1"), s.initiative());
        assertEquals(List.of(20, 20, 5), s.dice());
        assertEquals(42L, s.seed());
        assertEquals(3, s.combatants().get(1).creature().hp());
        assertEquals(List.of(Condition.PRONE), s.combatants().get(1).creature().conditions());
    }

    @Test
    void optionalScenarioFieldsHaveDefaults() {
        Scenario s = new ScenarioLoader().parse("{\"format\": 1, \"map\": \"ford\", \"combatants\": "
                + "[{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]}]}", "dir/quick.json", CONTENT).value();
        assertEquals("quick", s.name());
        assertEquals(RuleSet.HOUSE, s.rules());
        assertNull(s.initiative());
        assertNull(s.seed());
        assertEquals(List.of(), s.dice());
        assertNull(s.description());
    }

    @Test
    @org.junit.jupiter.api.DisplayName("A hero is called by its id with a capital letter, unless the id is its class's and a number"
            + " (fighter2, as the builder names the heroes it places): then by the class's name, as a monster is by its kind's")
    void heroNamesFromIds() {
        String rows = "\"............\"" + ", \"............\"".repeat(11);
        String json = "{\"format\": 1, \"map\": {\"rows\": [" + rows + "]}, \"combatants\": ["
                + "{\"id\": \"fighter1\", \"template\": \"fighter\", \"at\": [1, 1]},"
                + "{\"id\": \"fighter12\", \"template\": \"fighter\", \"at\": [2, 1]},"
                + "{\"id\": \"wizard3\", \"template\": \"wizard\", \"at\": [3, 1]},"
                + "{\"id\": \"fighterx\", \"template\": \"fighter\", \"at\": [4, 1]},"
                + "{\"id\": \"wizard1\", \"template\": \"fighter\", \"at\": [5, 1]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [6, 1]},"
                + "{\"id\": \"fighter4\", \"name\": \"Aude\", \"template\": \"fighter\", \"at\": [7, 1]}]}";
        Loaded<Scenario> loaded = new ScenarioLoader().parse(json, "t.json", CONTENT);
        assertEquals(List.of(), loaded.problems());
        assertEquals(List.of("Fighter", "Fighter", "Wizard", "Fighterx", "Wizard1", "Aldric", "Aude"),
                loaded.value().combatants().stream().map(c -> c.creature().name()).toList());
    }
}
