package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each shared behaviour of content/behaviors/ in a short fight with every creature on AI: the fight ends,
 * and the rules that make the behaviour what it is show up among the intents of the log.
 */
class BehaviourFightsTest {
    private static final String MAP = "{\"rows\": [\"############\", \"#..........#\", \"#..........#\","
            + " \"#..........#\", \"#..........#\", \"############\"]}";

    private record Fought(Game game, List<NoteEvent.Intent> intents) {
        boolean did(String actor, String origin, String action) {
            for (LoggedEvent e : game.battle().log().events()) {
                if (e.event() instanceof NoteEvent n && n.intent() != null && n.actor().equals(actor)
                        && n.intent().origin().equals(origin) && n.intent().action().equals(action)) {
                    return true;
                }
            }
            return false;
        }
    }

    private static Fought fight(String combatants, long seed) {
        Game game = Game.of(Simulation.allAi(Scripts.scenario("{\"format\": 1, \"map\": " + MAP
                + ", \"combatants\": [" + combatants + "]}")), seed);
        game.start();
        game.advance();
        assertTrue(game.over(), "the fight did not end");
        List<NoteEvent.Intent> intents = new ArrayList<>();
        for (LoggedEvent e : game.battle().log().events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null) intents.add(n.intent());
        }
        return new Fought(game, intents);
    }

    @Test
    @DisplayName("brute: charges the nearest foe and pounds it")
    void brute() {
        Fought f = fight("{\"id\": \"orc\", \"template\": \"orc\", \"at\": [9, 2]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [1, 2]}", 3);
        assertTrue(f.did("orc", "brute", "attack"));
        assertEquals("brute", f.game().intents().behaviourName(f.game().battle().find("orc")));
    }

    @Test
    @DisplayName("guard: shoots from its post before anyone comes close")
    void guard() {
        Fought f = fight("{\"id\": \"s1\", \"template\": \"skeleton\", \"at\": [10, 1]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [1, 4]}", 3);
        assertEquals("hold", firstOf(f, "s1"));
    }

    private static String firstOf(Fought f, String actor) {
        for (LoggedEvent e : f.game().battle().log().events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null && n.actor().equals(actor)) return n.intent().action();
        }
        return null;
    }

    @Test
    @DisplayName("skirmisher: flanks beside a friend")
    void skirmisher() {
        Fought f = fight("{\"id\": \"g1\", \"template\": \"goblin\", \"at\": [6, 2]},"
                + "{\"id\": \"g2\", \"template\": \"goblin\", \"at\": [6, 3]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [3, 2], \"hp\": 40}", 4);
        assertTrue(f.did("g1", "skirmisher", "flank") || f.did("g2", "skirmisher", "flank"));
    }

    @Test
    @DisplayName("archer: keeps its distance and shoots")
    void archer() {
        Fought f = fight("{\"id\": \"g1\", \"template\": \"goblin\", \"behavior\": \"archer\", \"at\": [10, 1]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [1, 4]}", 2);
        assertEquals("shoot", firstOf(f, "g1"));
    }

    @Test
    @DisplayName("grappler: seizes a foe, then its friend the brute and itself beat the held one")
    void grappler() {
        Fought f = fight("{\"id\": \"g1\", \"template\": \"goblin\", \"behavior\": \"grappler\", \"weapons\": [\"club\"],"
                + " \"abilities\": {\"str\": 16}, \"at\": [4, 2]},"
                + "{\"id\": \"orc\", \"template\": \"orc\", \"at\": [6, 3]},"
                + "{\"id\": \"lin\", \"template\": \"monk\", \"at\": [2, 2], \"hp\": 30}", 1);
        assertTrue(f.did("g1", "grappler", "grapple"));
    }

    @Test
    @DisplayName("coward: hurt, it gets out of reach and runs, and never strikes a foe that walks away")
    void coward() {
        Fought f = fight("{\"id\": \"g1\", \"template\": \"goblin\", \"behavior\": \"coward\", \"hp\": 4, \"at\": [3, 2]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [2, 2]}", 1);
        assertTrue(f.did("g1", "coward", "disengage") || f.did("g1", "coward", "flee"));
        assertEquals(Scripts.named("coward").opportunity(), escarmouche.behaviour.Opportunity.NEVER);
    }

    @Test
    @DisplayName("pack-hunter: flanks the packmates' prey and drags it down")
    void packHunter() {
        Fought f = fight("{\"id\": \"w1\", \"template\": \"wolf\", \"at\": [7, 1]},"
                + "{\"id\": \"w2\", \"template\": \"wolf\", \"at\": [7, 3]},"
                + "{\"id\": \"w3\", \"template\": \"wolf\", \"at\": [8, 2]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [2, 2], \"level\": 3}", 2);
        boolean flanked = false;
        boolean shoved = false;
        for (String w : List.of("w1", "w2", "w3")) {
            flanked |= f.did(w, "pack-hunter", "flank");
            shoved |= f.did(w, "pack-hunter", "shove");
        }
        assertTrue(flanked && shoved);
    }

    @Test
    @DisplayName("caster: tries its spells first and falls back on its weapons when it cannot cast")
    void caster() {
        Fought f = fight("{\"id\": \"g1\", \"template\": \"goblin\", \"behavior\": \"caster\", \"spells\": [\"fire-bolt\"],"
                + " \"at\": [10, 1]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [1, 4]}", 2);
        assertEquals("cast", firstOf(f, "g1"));
        assertTrue(f.did("g1", "caster", "cast"));
    }

    @Test
    @DisplayName("hero and an inline behaviour: the bandit captain's own rules come before the guard's it extends")
    void heroAndInline() {
        Fought f = fight("{\"id\": \"cap\", \"template\": \"bandit-captain\", \"at\": [6, 2]},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [4, 2], \"level\": 5}", 2);
        assertTrue(f.did("aldric", "hero", "attack"));
        assertTrue(f.did("cap", "guard", "attack"), "its parent's rules apply after its own");
        assertEquals("bandit-captain", f.game().intents().behaviourName(f.game().battle().find("cap")));
        assertEquals("hero", f.game().intents().behaviourName(f.game().battle().find("aldric")));
    }

    @Test
    @DisplayName("yield: the bandit captain, alone and below 40 % of his hit points, gives up and the party wins")
    void theCaptainYields() {
        Fought f = fight("{\"id\": \"cap\", \"template\": \"bandit-captain\", \"at\": [6, 2], \"hp\": 20},"
                + "{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [1, 2], \"level\": 5}", 1);
        assertTrue(f.did("cap", "bandit-captain", "yield"), "his own rule makes him yield");
        assertEquals("party", f.game().battle().winner());
        assertEquals("cap", f.game().battle().yieldedBy(f.game().battle().find("cap").side.side));
    }
}
