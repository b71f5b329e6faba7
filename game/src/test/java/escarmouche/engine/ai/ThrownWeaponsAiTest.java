package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scripted creatures and thrown weapons, which are used up: no endless refused throws, and pickups. */
class ThrownWeaponsAiTest {
    /** A goblin deciding first, with these weapons and rules, and a fighter {@code distance} squares east. */
    private static AiCase goblin(String weapons, int distance, String rules) {
        return AiCase.of(Scripts.scenario("""
                        {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "############"]},
                         "combatants": [
                           {"id": "gob", "template": "goblin", "at": [1, 1], "weapons": %s},
                           {"id": "hero", "template": "fighter", "at": [%d, 1]}
                         ],
                         "initiative": ["gob", "hero"]}
                        """.formatted(weapons, 1 + distance)))
                .rules("gob", rules);
    }

    @Test
    @DisplayName("ACT-ATTACK: a goblin throws its two javelins, then shoots its bow; no command is refused")
    void goblinsThrowThenShoot() {
        Fight f = Fight.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "############"]},
                 "combatants": [
                   {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 300, "maxHp": 300},
                   {"id": "g1", "template": "goblin", "at": [6, 1],
                    "weapons": ["scimitar", {"id": "javelin", "count": 2}, "shortbow"]}
                 ],
                 "initiative": ["hero", "g1"]}
                """)).start().run("end", "end", "end", "end");
        List<String> used = f.all(AttackEvent.class).stream().map(AttackEvent::weapon).toList();
        assertEquals(List.of("javelin", "javelin", "shortbow", "shortbow"), used, f.lines());
        assertTrue(f.all(ErrorEvent.class).isEmpty(), f.lines());
        // hit or miss, both lie in the hero's space: past it (west) is the wall
        assertEquals(List.of(new Pos(1, 1), new Pos(1, 1)),
                f.game().battle().ground().all().stream().map(i -> i.at()).toList());
    }

    @Test
    @DisplayName("ACT-ATTACK: in normal range a thrown weapon listed first is used; beyond it the bow is preferred"
            + " to a throw at long range")
    void normalRangeFirst() {
        String rules = "{\"do\": \"hold\"}";
        String kit = "[\"scimitar\", {\"id\": \"javelin\", \"count\": 2}, \"shortbow\"]";
        assertEquals("attack hero weapon=javelin", goblin(kit, 5, rules).next());
        assertEquals("attack hero weapon=shortbow", goblin(kit, 9, rules).next());
    }

    @Test
    @DisplayName("ACT-ATTACK: the AI does not throw away its last melee weapon; with two daggers it throws one")
    void keepsItsLastDagger() {
        String rules = "{\"do\": \"hold\"}";
        assertEquals("end", goblin("[\"dagger\"]", 3, rules).next());
        assertEquals("attack hero weapon=dagger", goblin("[{\"id\": \"dagger\", \"count\": 2}]", 3, rules).next());
        assertEquals("attack hero weapon=dagger", goblin("[\"scimitar\", \"dagger\"]", 3, rules).next());
    }

    @Test
    @DisplayName("TURN-OBJECT: with nothing left but its fists, it walks to a javelin it threw and picks it up with"
            + " the free object interaction, even after using its action; still armed, it does not go for it")
    void fetchesItsJavelinWhenEmptyHanded() {
        String rules = "{\"when\": [{\"self\": \"dropped-weapon\"}], \"do\": \"pickup\"}, {\"do\": \"hold\"}";
        AiCase bare = goblin("[{\"id\": \"javelin\", \"count\": 1}]", 8, rules).start();
        Weapon javelin = bare.creature("gob").arsenal.weapons.remove(0);
        bare.game().battle().ground().land(new Pos(3, 1), javelin, "gob");
        bare.creature("gob").turn.actionUsed = true;
        assertEquals("move 2,1 3,1", bare.next());
        assertEquals("pickup javelin", bare.afterNext());
        bare.play();
        assertEquals(1, bare.creature("gob").arsenal.count(javelin));
        assertTrue(bare.creature("gob").turn.objectUsed);

        AiCase armed = goblin("[\"scimitar\", {\"id\": \"javelin\", \"count\": 1}]", 8, rules).start();
        Weapon thrown = armed.creature("gob").arsenal.weapons.remove(1);
        armed.game().battle().ground().land(new Pos(3, 1), thrown, "gob");
        assertEquals("end", armed.next(), "a goblin with its scimitar does not run after its javelin");
    }

    @Test
    @DisplayName("COND-RESTRAINED: no net is thrown at a creature already restrained (it would add nothing): with"
            + " nothing else to throw, the goblin holding its ground at range ends its turn")
    void COND_RESTRAINED_noNetAtARestrainedCreature() {
        String rules = "{\"do\": \"hold\"}";
        String free = "[]";
        String held = "[\"restrained\"]";
        assertEquals("attack hero weapon=net", netter("[\"net\", \"scimitar\"]", free).rules("gob", rules).next());
        assertEquals("end", netter("[\"net\", \"scimitar\"]", held).rules("gob", rules).next());
    }

    /** A goblin with these weapons deciding first, a fighter 3 squares east with these starting conditions. */
    private static AiCase netter(String weapons, String conditions) {
        return AiCase.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "############"]},
                 "combatants": [
                   {"id": "gob", "template": "goblin", "at": [1, 1], "weapons": %s},
                   {"id": "hero", "template": "fighter", "at": [4, 1], "conditions": %s}
                 ],
                 "initiative": ["gob", "hero"]}
                """.formatted(weapons, conditions)));
    }
}
