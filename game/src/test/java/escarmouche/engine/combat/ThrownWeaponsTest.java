package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.FumbleEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.StateEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Thrown weapons are used up: a thrown javelin or dagger lies where it came down (in the target's space on
 * a hit, one square past it on a miss) until it is picked up again, an object interaction (TURN-OBJECT).
 * Played through scenarios read by the real loader.
 */
class ThrownWeaponsTest {
    private static final String ROWS = "\"map\": {\"rows\": [\"##########\", \"#........#\", \"#........#\", \"##########\"]}";

    /** The hero (fighter, Str 16) with these weapons at 1,1; player-controlled goblins; forced dice. */
    private static Fight fight(String heroWeapons, String goblins, String initiative, Integer... dice) {
        return Fight.of(Scripts.scenario("{\"format\": 1, " + ROWS + ", \"combatants\": [\n"
                + "{\"id\": \"hero\", \"template\": \"fighter\", \"at\": [1, 1], \"weapons\": " + heroWeapons + "},\n"
                + goblins + "], \"initiative\": " + initiative + ", \"dice\": " + List.of(dice) + "}")).start();
    }

    private static String goblin(String id, int x, int y, int hp) {
        return "{\"id\": \"" + id + "\", \"template\": \"goblin\", \"at\": [" + x + ", " + y + "], \"hp\": " + hp
                + ", \"control\": \"player\"}";
    }

    private static List<Pos> ground(Fight f) {
        return f.game().battle().ground().all().stream().map(GroundItems.Item::at).toList();
    }

    private static List<String> notes(Fight f, String rule) {
        return f.all(NoteEvent.class).stream().filter(n -> n.rule().contains(rule)).map(NoteEvent::text).toList();
    }

    @Test
    @DisplayName("ACT-ATTACK: a thrown javelin lands in the target's space on a hit, one square past it on a miss;"
            + " with none left the throw is refused naming TURN-OBJECT")
    void thrownJavelinsAreUsedUp() {
        Fight f = fight("[\"longsword\", {\"id\": \"javelin\", \"count\": 2}]", goblin("g1", 5, 1, 40),
                "[\"hero\", \"g1\"]", 15, 3, 2)
                .run("attack g1 weapon=javelin", "end", "end", "attack g1 weapon=javelin", "end", "end",
                        "attack g1 weapon=javelin");
        assertEquals(List.of(true, false), f.all(AttackEvent.class).stream().map(AttackEvent::hit).toList());
        assertEquals(List.of(new Pos(5, 1), new Pos(6, 1)), ground(f));
        assertEquals(List.of("the thrown javelin lands at 5,1, in g1's space; hero has 1 left",
                "the thrown javelin lands at 6,1, beyond g1; hero has 0 left"), notes(f, "ACT-ATTACK"));
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals(List.of("TURN-OBJECT"), refused.rule());
        assertEquals("hero has thrown every javelin it carried: pick one up to use it again (pickup, an object"
                + " interaction: TURN-OBJECT)", refused.reason());
        Creature hero = f.creature("hero");
        assertNull(hero.arsenal.find("javelin"));
        assertEquals(List.of("longsword"), hero.arsenal.weapons.stream().map(w -> w.id()).toList());
        assertNull(f.game().state().combatants().get(0).throwing(), "the state lists no javelin any more");
    }

    @Test
    @DisplayName("ACT-ATTACK: a miss with a wall behind the target drops the javelin in the target's space")
    void aMissAgainstTheWallFallsAtTheTargetsFeet() {
        Fight f = fight("[{\"id\": \"javelin\", \"count\": 2}]", goblin("g1", 8, 1, 40), "[\"hero\", \"g1\"]", 2)
                .run("attack g1 weapon=javelin");
        assertEquals(List.of(new Pos(8, 1)), ground(f));
        Fight diagonal = fight("[{\"id\": \"javelin\", \"count\": 2}]", goblin("g1", 2, 2, 40).replace("[2, 2]", "[3, 2]"),
                "[\"hero\", \"g1\"]", 2).run("attack g1 weapon=javelin");
        assertEquals(List.of(new Pos(3, 2)), ground(diagonal), "past 3,2 diagonally is the wall at 4,3");
    }

    @Test
    @DisplayName("ACT-ATTACK: a dagger kept in hand for melee stays; thrown at range it is used up")
    void aDaggerInMeleeIsKept() {
        Fight f = fight("[\"dagger\"]", goblin("g1", 2, 1, 40) + ",\n" + goblin("g2", 5, 2, 40),
                "[\"hero\", \"g1\", \"g2\"]", 15, 3, 15, 14, 3)
                .run("attack g1", "end", "end", "end");
        assertEquals(1, f.creature("hero").arsenal.weapons.size(), "a melee stab keeps the dagger");
        assertTrue(ground(f).isEmpty());
        f.run("attack g2 weapon=dagger");
        assertTrue(f.all(AttackEvent.class).get(1).hit(), "d20 15 and 14 with disadvantage (g1 is next to it): 19");
        assertTrue(f.creature("hero").arsenal.weapons.isEmpty(), f.lines());
        assertEquals(List.of(new Pos(5, 2)), ground(f));
    }

    @Test
    @DisplayName("TURN-OBJECT: a thrown javelin is picked up with the free object interaction; a second one takes"
            + " the action (ACT-USE), and without it the pickup is refused")
    void pickingUpThrownJavelins() {
        // Round 1: a miss lands at 5,1 past g1. Round 2: a hit kills g1 (forced shock 100); its javelin lies at 4,1.
        String goblins = goblin("g1", 4, 1, 1) + ",\n" + goblin("g3", 8, 2, 40);
        Fight f = fight("[\"longsword\", {\"id\": \"javelin\", \"count\": 2}]", goblins, "[\"hero\", \"g1\", \"g3\"]",
                2, 15, 3, 100)
                .run("attack g1 weapon=javelin", "end", "end", "end", "attack g1 weapon=javelin", "moveto 4,1",
                        "pickup", "move 5,1", "pickup");
        assertEquals(List.of("hero picks up the javelin at 4,1, using its free object interaction"),
                notes(f, "TURN-OBJECT"));
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals(List.of("TURN-OBJECT", "TURN-ECONOMY"), refused.rule());
        assertEquals("picking up the javelin is an object interaction: hero has already used its free one and its"
                + " action this turn (TURN-OBJECT)", refused.reason());
        assertEquals(Map.of("javelin", 1), f.game().state().combatants().get(0).throwing());

        Fight action = fight("[\"longsword\", {\"id\": \"javelin\", \"count\": 2}]", goblins,
                "[\"hero\", \"g1\", \"g3\"]", 2, 15, 3, 100)
                .run("attack g1 weapon=javelin", "end", "end", "end", "attack g1 weapon=javelin", "moveto 4,1", "end",
                        "end", "pickup", "move 5,1", "pickup");
        List<NoteEvent> pickups = action.all(NoteEvent.class).stream().filter(n -> n.text().contains("picks up")).toList();
        assertEquals(List.of(List.of("TURN-OBJECT"), List.of("TURN-OBJECT", "ACT-USE")),
                pickups.stream().map(NoteEvent::rule).toList());
        assertTrue(action.creature("hero").turn.actionUsed);
        assertEquals(List.of("longsword", "javelin", "javelin"),
                action.creature("hero").arsenal.weapons.stream().map(w -> w.id()).toList(),
                "picked-up javelins go back where they were in the list");
        assertTrue(ground(action).isEmpty());
        StateEvent state = action.game().state();
        assertEquals(Map.of("javelin", 2), state.combatants().get(0).throwing());
    }

    @Test
    @DisplayName("ATK-FUMBLE: a thrown javelin dropped by a fumble lies at the thrower's feet and does not also fly")
    void aFumbledThrowDropsTheJavelinOnce() {
        Fight f = fight("[\"longsword\", {\"id\": \"javelin\", \"count\": 2}]", goblin("g1", 5, 1, 40),
                "[\"hero\", \"g1\"]", 1, 5).run("attack g1 weapon=javelin");
        assertEquals("drop", f.first(FumbleEvent.class).outcome());
        assertEquals(List.of(new Pos(1, 1)), ground(f));
        assertEquals(1, f.creature("hero").arsenal.count(f.game().battle().ground().all().get(0).weapon()));
        assertTrue(notes(f, "ACT-ATTACK").isEmpty());
    }

    @Test
    @DisplayName("ATK-TWF: the off-hand dagger thrown at another target is used up; the main dagger stays in hand")
    void anOffHandThrowUsesTheDaggerUp() {
        // A hand for each dagger (ATK-TWF): the fighter's shield is left off.
        Fight f = fight("[{\"id\": \"dagger\", \"count\": 2}], \"armor\": [\"chain-mail\"]",
                goblin("g1", 2, 1, 40) + ",\n" + goblin("g2", 4, 2, 40),
                "[\"hero\", \"g1\", \"g2\"]", 15, 3, 15, 14, 3)
                .run("attack g1 offhand=dagger offtarget=g2");
        assertEquals(List.of("g1", "g2"), f.all(AttackEvent.class).stream().map(AttackEvent::target).toList());
        assertEquals(1, f.creature("hero").arsenal.weapons.size());
        assertEquals(List.of(new Pos(4, 2)), ground(f));
    }
}
