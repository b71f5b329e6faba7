package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.events.CastEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.RealContent;
import escarmouche.testing.Runs;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Spells by level in a fight: what a caster's level refuses, and cantrips that grow with it. */
class SpellsByLevelEngineTest {
    private static final String[] ROOM = {
            "############",
            "#..........#",
            "#..........#",
            "############"};

    @Test
    @DisplayName("CLASS-WIZARD: cast of a spell above the caster's level is refused with an error naming the rule; nothing is rolled")
    void CLASS_WIZARD_castAboveLevelRefused() {
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt", "fireball")
                        .scores(8, 14, 14, 16, 12, 10).slots(4, 2).level(3).hp(20))
                .with("priest", "party", 1, 2, c -> c.caster("cleric", "sacred-flame").slots(2).hp(20))
                .with("gob", "monsters", 8, 1, c -> c.hp(40).control("player"))
                .initiative("mage", "priest", "gob").dice(10, 15, 6);
        Fight f = Fight.of(s).start().run("cast fireball 8,1", "cast fire-bolt gob", "end", "cast hold-person gob");
        List<ErrorEvent> errors = f.all(ErrorEvent.class);
        assertEquals("mage cannot cast fireball, a level-3 spell: a level-3 wizard casts spells of level 2 at most",
                errors.get(0).reason());
        assertEquals(List.of("CLASS-WIZARD"), errors.get(0).rule());
        assertEquals("priest cannot cast hold-person, a level-2 spell: a level-1 cleric casts spells of level 1 at"
                + " most", errors.get(1).reason());
        assertEquals(List.of("CLASS-CLERIC"), errors.get(1).rule());
        List<CastEvent> casts = f.all(CastEvent.class);
        assertEquals(1, casts.size(), "only the fire bolt");
        assertEquals(List.of(new Roll(20, 10)), casts.get(0).rolls(), "the refused fireball rolled nothing");
    }

    @Test
    @DisplayName("CLASS-WIZARD: a level-3 wizard from content is refused fireball by its level, and the log's error names CLASS-WIZARD")
    void CLASS_WIZARD_contentWizardRefusedInTheLog() {
        String json = """
                {"format": 1, "map": {"rows": ["..........", ".........."]},
                 "combatants": [
                   {"id": "ysolde", "template": "wizard", "side": "party", "at": [0, 0], "level": 3},
                   {"id": "gob", "template": "goblin", "side": "monsters", "at": [6, 0], "control": "player"}],
                 "initiative": ["ysolde", "gob"]}
                """;
        Scenario scenario = new ScenarioLoader().parse(json, "s.json", RealContent.content()).value();
        List<JsonNode> errors = Runs.ofType(Runs.events(scenario, 1, "cast fireball gob\n"), "error");
        assertEquals(1, errors.size());
        assertEquals("CLASS-WIZARD", errors.get(0).get("rule").asText());
        assertEquals("ysolde cannot cast fireball, a level-3 spell: a level-3 wizard casts spells of level 2 at most",
                errors.get(0).get("reason").asText());
    }

    @Test
    @DisplayName("Cantrips (5e): a level-5 necromancer's chill touch rolls 2d8, a level-11 one 3d8, a level-4 one 1d8")
    void cantripDiceGrowWithTheCaster() {
        int[] levels = {4, 5, 11};
        List<List<Roll>> expected = List.of(List.of(new Roll(8, 3)), List.of(new Roll(8, 3), new Roll(8, 4)),
                List.of(new Roll(8, 3), new Roll(8, 4), new Roll(8, 5)));
        for (int i = 0; i < levels.length; i++) {
            int level = levels[i];
            TestScenario s = TestScenario.map(ROOM)
                    .with("necro", "party", 1, 1, c -> c.caster("necromancer", "chill-touch")
                            .scores(8, 14, 14, 12, 16, 10).level(level).hp(20))
                    .with("gob", "monsters", 5, 1, c -> c.hp(40).ac(5).control("player"))
                    .initiative("necro", "gob").dice(15, 15, 3, 4, 5);
            Fight f = Fight.of(s).start().run("cast chill-touch gob");
            DamageEvent d = f.first(DamageEvent.class);
            assertEquals(expected.get(i), d.rolls(), "level " + level);
            assertTrue(d.final_() > 0);
        }
    }
}
