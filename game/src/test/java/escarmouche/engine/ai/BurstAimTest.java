package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Where a scripted caster centres a burst (BurstAim): the square that catches the most foes and no friend,
 * not the rule's target's own square; no burst at all when it catches fewer foes than the rule's crowd; and
 * the intent names the centre and the foes caught.
 */
class BurstAimTest {
    /** Three fighters spread out, a hobgoblin mage 9 squares from the nearest (the exploration's fb.json). */
    private static Scenario spread(int ax) {
        return spread(ax, "");
    }

    /** The same, with more combatants ({@code extra}: JSON objects, each ending with a comma). */
    private static Scenario spread(int ax, String extra) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["####################", "#..................#", "#..................#",
                  "#..................#", "#..................#", "#..................#", "####################"]},
                 "combatants": [
                   {"id": "mage", "template": "hobgoblin", "side": "monsters", "at": [17, 3],
                    "spells": ["fireball", "magic-missile"], "spellSlots": [4, 3, 2], "abilities": {"int": 16}},
                   %s{"id": "a", "template": "fighter", "side": "party", "at": [%d, 3]},
                   {"id": "b", "template": "fighter", "side": "party", "at": [2, 2]},
                   {"id": "c", "template": "fighter", "side": "party", "at": [2, 4]}
                 ],
                 "initiative": ["mage", "a", "b", "c"%s]}
                """.formatted(extra, ax, extra.isEmpty() ? "" : ", \"gob\""));
    }

    private static final String CROWD = "{\"when\": [{\"enemies\": \">= 3\"}], \"do\": \"cast\", \"spell\": \"fireball\","
            + " \"why\": \"a crowd: burn it\"}, {\"do\": \"dodge\"}";

    @Test
    @DisplayName("cast: a burst goes where it catches every foe (6,1 catches a, b and c; a's own square 8,3 only a),"
            + " the nearest such square to the target, then the first in reading order")
    void centreCatchingTheMost() {
        AiCase ai = AiCase.of(spread(8)).rules("mage", CROWD);
        assertEquals("cast fireball 6,1", ai.next());
        assertEquals("a", ai.game().battle().active().side.intent.target());
        assertEquals("test: a crowd: burn it -> cast fireball at 6,1, catching a, b, c",
                ai.game().battle().active().side.intent.text());
    }

    @Test
    @DisplayName("cast: no burst that catches fewer foes than the rule's crowd ({\"enemies\": \">= 3\"}): the next rule")
    void noBurstBelowTheCrowd() {
        // a at 12,3 and b, c at 2,2 and 2,4: no square within 4 of all three, so at most two are caught.
        assertEquals("dodge", AiCase.of(spread(12)).rules("mage", CROWD).next());
        assertEquals(3, BurstAim.crowd(Scripts.rules(CROWD).rules().get(0), 3));
        assertEquals(4, BurstAim.crowd(Scripts.rules("{\"when\": [{\"enemies\": \"> 3\"}], \"do\": \"dodge\"}").rules().get(0), 5));
        assertEquals(1, BurstAim.crowd(Scripts.rules("{\"do\": \"dodge\"}").rules().get(0), 5));
    }

    @Test
    @DisplayName("cast: a burst never catches a friend, even where it would catch more foes")
    void noFriendCaught() {
        // A goblin of the mage's side at 10,1 is within 4 of every square of column 6: the burst moves to column 5,
        // 3 squares from a, and still catches all three.
        AiCase ai = AiCase.of(spread(8, "{\"id\": \"gob\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [10, 1]},"))
                .rules("mage", CROWD);
        assertEquals("cast fireball 5,1", ai.next());
    }

    /** A level-5 wizard on the AI (the heroes' behaviour) and three goblins close together, 6 squares away. */
    @Test
    @DisplayName("hero: a wizard with fireball bursts a crowd of three goblins")
    void heroBurstsACrowd() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "#..........#", "############"]},
                 "combatants": [
                   {"id": "mira", "template": "wizard", "at": [1, 2], "control": "ai", "level": 5},
                   {"id": "g1", "template": "goblin", "at": [7, 2]},
                   {"id": "g2", "template": "goblin", "at": [8, 3]},
                   {"id": "g3", "template": "goblin", "at": [8, 1]}
                 ],
                 "initiative": ["mira", "g1", "g2", "g3"]}
                """);
        AiCase ai = AiCase.of(s);
        assertEquals("cast fireball 7,2", ai.next());
        assertEquals("hero: a crowd: burn it -> cast fireball at 7,2, catching g1, g2, g3",
                ai.game().battle().active().side.intent.text());
    }

    /** A level-5 wizard on the AI 2,3, a goblin g0 next to it at 5,3 and three goblins far off (the exploration's fb3.json). */
    private static Scenario farCrowd(String mage) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["####################", "#..................#", "#..................#",
                  "#..................#", "#..................#", "#..................#", "####################"]},
                 "combatants": [
                   {"id": "mage", "template": "wizard", "at": [2, 3], "level": 5%s},
                   {"id": "g0", "template": "goblin", "at": [5, 3], "hp": 40},
                   {"id": "g1", "template": "goblin", "at": [14, 3], "hp": 40},
                   {"id": "g2", "template": "goblin", "at": [15, 2], "hp": 40},
                   {"id": "g3", "template": "goblin", "at": [15, 4], "hp": 40}
                 ],
                 "initiative": ["mage", "g0", "g1", "g2", "g3"]}
                """.formatted(mage));
    }

    @Test
    @DisplayName("ATK-COVER: of the squares that catch g1, g2 and g3, the burst goes where none of them has cover (11,2),"
            + " not the nearest to the target in reading order (11,1, where g1 gives g3 half cover, +2 on its save)")
    void ATK_COVER_fewestCoveredFirst() {
        AiCase ai = AiCase.of(farCrowd(""));
        assertEquals("cast fireball 11,2", ai.next());
        assertEquals("hero: a crowd: burn it -> cast fireball at 11,2, catching g1, g2, g3",
                ai.game().battle().active().side.intent.text());
    }

    @Test
    @DisplayName("cast: a burst's intent names as its target a foe the burst catches (g1), not the rule's nearest foe"
            + " it leaves out (g0)")
    void intentTargetIsCaught() {
        AiCase ai = AiCase.of(farCrowd(""));
        ai.next();
        assertEquals("g1", ai.game().battle().active().side.intent.target());
    }

    @Test
    @DisplayName("COND-CHARMED: a charmed caster's burst spares its charmer (b1, bandit captain at 16,3) as it spares"
            + " a friend: 11,2 catches g1, g2, g3 and not b1")
    void COND_CHARMED_charmerSpared() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["####################", "#..................#", "#..................#",
                  "#..................#", "#..................#", "#..................#", "####################"]},
                 "combatants": [
                   {"id": "mage", "template": "wizard", "at": [2, 3], "level": 5, "charmedBy": "b1"},
                   {"id": "g1", "template": "goblin", "at": [14, 3], "hp": 60},
                   {"id": "g2", "template": "goblin", "at": [15, 2], "hp": 60},
                   {"id": "g3", "template": "goblin", "at": [15, 4], "hp": 60},
                   {"id": "b1", "template": "bandit-captain", "at": [16, 3], "hp": 90}
                 ],
                 "initiative": ["mage", "g1", "g2", "g3", "b1"]}
                """);
        AiCase ai = AiCase.of(s);
        assertEquals("cast fireball 11,2", ai.next());
        assertEquals("hero: a crowd: burn it -> cast fireball at 11,2, catching g1, g2, g3",
                ai.game().battle().active().side.intent.text());
    }

    @Test
    @DisplayName("cast: a burst's intent names every creature it catches, as the player's aim does: d, dying at -3 HP"
            + " beside a, burns too")
    void dyingFoeNamed() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["####################", "#..................#", "#..................#",
                  "#..................#", "#..................#", "#..................#", "####################"]},
                 "combatants": [
                   {"id": "mage", "template": "hobgoblin", "side": "monsters", "at": [17, 3],
                    "spells": ["fireball", "magic-missile"], "spellSlots": [4, 3, 2], "abilities": {"int": 16}},
                   {"id": "a", "template": "fighter", "side": "party", "at": [8, 3]},
                   {"id": "b", "template": "fighter", "side": "party", "at": [2, 2]},
                   {"id": "c", "template": "fighter", "side": "party", "at": [2, 4]},
                   {"id": "d", "template": "fighter", "side": "party", "at": [4, 3], "hp": -3, "conditions": ["unconscious"]}
                 ],
                 "initiative": ["mage", "a", "b", "c", "d"]}
                """);
        AiCase ai = AiCase.of(s).rules("mage", CROWD);
        assertEquals("cast fireball 6,1", ai.next());
        assertEquals("test: a crowd: burn it -> cast fireball at 6,1, catching a, b, c, d",
                ai.game().battle().active().side.intent.text());
    }
}
