package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.Command;
import escarmouche.content.model.PlannedRoll;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.AttackEvent;
import escarmouche.events.DamageEvent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A scenario's {@code planned} dice: read, checked, and rolled by the first matching command whenever it comes. */
class PlannedDiceTest {
    private static final Content CONTENT = TestContent.load();

    private static Loaded<Scenario> parse(String planned) {
        String json = """
                {"format": 1, "map": {"rows": ["#####", "#...#", "#####"]},
                 "combatants": [{"id": "a", "template": "fighter", "side": "party", "at": [1, 1]},
                                {"id": "g", "template": "goblin", "side": "monsters", "at": [2, 1], "hp": 60, "maxHp": 60}],
                 "seed": 5, "planned": %s}
                """.formatted(planned);
        return new ScenarioLoader().parse(json, "s.json", CONTENT);
    }

    private static <T> List<T> events(Game game, Class<T> type) {
        return game.battle().log().events().stream().map(LoggedEvent::event).filter(type::isInstance)
                .map(type::cast).toList();
    }

    /** Plays until it is a's turn, the initiative and any goblin turn rolling seeded dice first. */
    private static Game untilA(Scenario s) {
        Game game = Game.of(s, 5);
        game.start();
        game.advance();
        assertEquals("a", game.active().id());
        return game;
    }

    @Test
    @DisplayName("ATK-CRIT: a planned attack rolls its dice (20, chain 20 then 3, damage 4) after other dice were rolled, and a refused one keeps the plan")
    void thePlanWaitsForItsCommand() {
        Scenario s = parse("[{\"command\": \"attack\", \"target\": \"g\", \"dice\": [20, 20, 3, 4]}]").value();
        assertEquals(List.of(new PlannedRoll("attack", "g", null, List.of(20, 20, 3, 4))), s.planned());
        Game game = untilA(s);
        Outcome refused = game.submit(Command.Attack.with("g", "shortbow", null));
        assertTrue(refused instanceof Outcome.Refused, "a does not carry a shortbow");
        game.submit(Command.Attack.with("g", null, null));
        AttackEvent attack = events(game, AttackEvent.class).stream().filter(e -> e.attacker().equals("a")).findFirst()
                .orElseThrow();
        assertTrue(attack.critical());
        assertEquals(4, attack.multiplier());
        DamageEvent damage = events(game, DamageEvent.class).stream().filter(e -> e.target().equals("g")).findFirst()
                .orElseThrow();
        assertEquals(4, damage.rolls().get(0).value());
        assertEquals((4 + 3) * 4, damage.final_());
    }

    @Test
    @DisplayName("ATK-CRIT: a planned value too big for its die ends the plan quietly: the game goes on with seeded dice")
    void anOversizedValueFallsBack() {
        Scenario s = parse("[{\"command\": \"attack\", \"target\": \"g\", \"dice\": [20, 3, 12]}]").value();
        Game game = untilA(s);
        game.submit(Command.Attack.with("g", null, null));
        DamageEvent damage = events(game, DamageEvent.class).stream().filter(e -> e.target().equals("g")).findFirst()
                .orElseThrow();
        int d8 = damage.rolls().get(0).value();
        assertTrue(d8 >= 1 && d8 <= 8);
    }

    /** a fighter at 1,1 and a sleeping goblin {@code gx} squares to the east, a first die forced to 7, no initiative roll. */
    private static Loaded<Scenario> sleeper(int gx, String planned) {
        String json = """
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#######"]},
                 "combatants": [{"id": "a", "template": "fighter", "side": "party", "at": [1, 1]},
                                {"id": "g", "template": "goblin", "side": "monsters", "at": [%d, 1], "hp": 60, "maxHp": 60,
                                 "conditions": ["unconscious"]}],
                 "initiative": ["a", "g"], "dice": [7, 2], "seed": 5, "planned": %s}
                """.formatted(gx, planned);
        return new ScenarioLoader().parse(json, "s.json", CONTENT);
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, ATK-CRIT: a plan with \"within\": 1 is not rolled by a javelin thrown from 2 squares"
            + " (its one d20 is the forced 7, no critical); an attack from the next square rolls it (x4)")
    void COND_UNCONSCIOUS_aPlanWithinOneSquareWaitsForTheBlowFromNextToIt() {
        String plan = "[{\"command\": \"attack\", \"target\": \"g\", \"within\": 1, \"dice\": [20, 20, 20, 3, 4]}]";
        Scenario far = sleeper(3, plan).value();
        assertEquals(List.of(new PlannedRoll("attack", "g", 1, List.of(20, 20, 20, 3, 4))), far.planned());
        Game thrown = Game.of(far, 5);
        thrown.start();
        thrown.advance();
        thrown.submit(Command.Attack.with("g", "javelin", null));
        AttackEvent javelin = events(thrown, AttackEvent.class).get(0);
        // Advantage (unconscious) and disadvantage (prone, beyond 1.5 m) cancel: one d20, the scenario's forced 7.
        assertEquals(List.of(7), javelin.rolls().stream().map(r -> r.value()).toList());
        assertFalse(javelin.critical());
        assertEquals(1, javelin.multiplier());

        Game near = Game.of(sleeper(2, plan).value(), 5);
        near.start();
        near.advance();
        near.submit(Command.Attack.with("g", null, null));
        AttackEvent blow = events(near, AttackEvent.class).get(0);
        assertEquals(List.of(20, 20, 20, 3), blow.rolls().stream().map(r -> r.value()).toList());
        assertTrue(blow.critical());
        assertEquals(4, blow.multiplier());
    }

    @Test
    @DisplayName("A plan without \"within\" still matches its command from any distance, as before")
    void aPlanWithoutWithinMatchesFromAfar() {
        Scenario s = sleeper(3, "[{\"command\": \"attack\", \"target\": \"g\", \"dice\": [20, 3, 4]}]").value();
        assertEquals(List.of(new PlannedRoll("attack", "g", null, List.of(20, 3, 4))), s.planned());
        Game game = Game.of(s, 5);
        game.start();
        game.advance();
        game.submit(Command.Attack.with("g", "javelin", null));
        AttackEvent javelin = events(game, AttackEvent.class).get(0);
        assertEquals(List.of(20, 3), javelin.rolls().stream().map(r -> r.value()).toList());
    }

    @Test
    void aWithinThatIsNotAWholeNumberOfSquaresIsReported() {
        List<String> problems = sleeper(3, "[{\"command\": \"attack\", \"target\": \"g\", \"within\": 0, \"dice\": [20]}]")
                .problems().stream().map(Problem::toString).toList();
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("$.planned[0].within"), problems.toString());
    }

    @Test
    void badPlansAreReportedWithTheirPath() {
        List<String> problems = parse("[{\"command\": \"dodge\", \"target\": \"g\", \"dice\": [1]},"
                + " {\"command\": \"attack\", \"target\": \"zz\", \"dice\": [1]},"
                + " {\"command\": \"attack\", \"target\": \"g\", \"dice\": []}]")
                .problems().stream().map(Problem::toString).toList();
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("$.planned[0].command"), problems.toString());
        assertTrue(problems.get(1).contains("no combatant has the id \"zz\""), problems.toString());
        assertTrue(problems.get(2).contains("expected at least one die value"), problems.toString());
    }
}
