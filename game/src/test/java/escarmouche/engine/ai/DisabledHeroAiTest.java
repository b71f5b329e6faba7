package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * HP-DISABLED: a hero at exactly 0 hit points drops to -1 and dying after a strenuous action (an attack, a spell).
 * The AI never takes one for it: cornered, with nowhere to flee, the heroes' behaviour dodges; a script that asks
 * for nothing but blows gives nothing, and the turn ends with a wait note that says so.
 */
class DisabledHeroAiTest {
    /** Kenji at 0 hit points in the corner 1,2 of a corridor, an orc 2 squares away (the exploration's dis.json). */
    private static Scenario cornered() {
        return cornered("fighter");
    }

    /** The same, Kenji of this class. */
    private static Scenario cornered(String template) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["################", "#..............#", "#..............#", "#..............#", "################"]},
                 "combatants": [
                   {"id": "kenji", "template": "%s", "side": "party", "at": [1, 2], "hp": 0, "items": {}, "control": "ai"},
                   {"id": "orc", "template": "orc", "side": "monsters", "at": [3, 2]}
                 ],
                 "initiative": ["kenji", "orc"]}
                """.formatted(template));
    }

    @Test
    @DisplayName("HP-DISABLED: cornered at 0 hit points, a hero on the AI dodges instead of closing in on the orc")
    void corneredHeroDodges() {
        AiCase ai = AiCase.of(cornered());
        assertEquals("dodge", ai.next());
        assertEquals("hero: at death's door with no safe way off: cover up -> dodge",
                ai.game().battle().active().side.intent.text());
    }

    /** Aldric at 0 hit points in an open room, a goblin next to him (the exploration's dis2.json). */
    private static Scenario besideAGoblin(String goblinControl) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [3, 2], "hp": 0, "items": {}, "control": "ai"},
                   {"id": "g1", "template": "goblin", "at": [4, 2], "hp": 40, "control": "%s"}
                 ],
                 "initiative": ["%s"]}
                """.formatted(goblinControl, goblinControl.equals("player") ? "g1\", \"aldric" : "aldric\", \"g1"));
    }

    @Test
    @DisplayName("HP-DISABLED: with room to go but every way off through the goblin's reach, the hero dodges, and its"
            + " words say so (no safe way off), not that it has nowhere to go")
    void HP_DISABLED_everyWayProvokes() {
        AiCase ai = AiCase.of(besideAGoblin("ai"));
        assertEquals("dodge", ai.next());
        assertEquals("hero: at death's door with no safe way off: cover up -> dodge",
                ai.game().battle().active().side.intent.text());
    }

    @Test
    @DisplayName("HP-DISABLED: a hero at 0 hit points lets a goblin leave its reach, and the log says why, with the rule,"
            + " before the engine's OA-REACTION note")
    void HP_DISABLED_letGoSaysWhy() {
        Fight f = Fight.of(besideAGoblin("player")).start().run("move 5,2 6,2");
        List<NoteEvent> notes = f.all(NoteEvent.class);
        List<String> said = new ArrayList<>();
        for (NoteEvent n : notes) if (n.actor().equals("aldric")) said.add(n.text() + " " + n.rule());
        assertEquals(List.of("aldric keeps its reaction at 0 hit points: striking would drop it to -1, unconscious and"
                + " dying [HP-DISABLED]", "aldric lets g1 go without striking [OA-REACTION]"), said);
    }

    @Test
    @DisplayName("HP-DISABLED: at 0 hit points no attack, cast, grapple or readied blow: a script of blows gives nothing")
    void noStrenuousAction() {
        String blows = "{\"do\": \"attack\"}, {\"do\": \"grapple\"}, {\"do\": \"shove\"}, {\"do\": \"ready\"},"
                + " {\"do\": \"cast\", \"spell\": \"fire-bolt\"}, {\"do\": \"hold\"}";
        assertEquals("end", AiCase.of(cornered()).rules("kenji", blows).next());
        assertEquals("end", AiCase.of(cornered("wizard")).rules("kenji", blows).next(), "a wizard casts no fire bolt either");
        // One hit point more, and the same script walks up to the orc to strike it.
        assertEquals("move 2,2", AiCase.of(cornered()).rules("kenji", blows)
                .before("kenji", c -> c.health.hp = 1).next());
    }

    /**
     * Tarik, an archer at 0 hit points in the corner 1,1 of a corridor, a zombie at 2,2 beside him or at 10,2
     * down the corridor (the exploration's archer0.json, the zombie's walk done).
     */
    private static AiCase archerAtZero(int zombieX, String rules) {
        return AiCase.of(Scripts.scenario("""
                {"format": 1, "rules": "house",
                 "map": {"rows": ["################", "#..............#", "#..............#", "################"]},
                 "combatants": [
                   {"id": "tarik", "template": "archer", "side": "party", "at": [1, 1], "hp": 0, "control": "ai"},
                   {"id": "o", "template": "zombie", "side": "monsters", "at": [%d, 2]}
                 ],
                 "initiative": ["tarik", "o"]}
                """.formatted(zombieX))).rules("tarik", rules);
    }

    /** The intents the active creature's decisions wrote to the log, in order. */
    private static List<String> intents(AiCase ai) {
        List<String> out = new ArrayList<>();
        for (LoggedEvent e : ai.game().battle().log().events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null && n.actor().equals("tarik")) out.add(n.text());
        }
        return out;
    }

    private static final String GET_CLEAR = "{\"when\": [{\"self\": \"engaged\"}], \"do\": \"disengage\","
            + " \"why\": \"cornered: get clear\"}";

    @Test
    @DisplayName("HP-DISABLED, OA-DISENGAGE: a disengage rule at 0 hit points spends no action on a Disengage it could"
            + " not walk away after (its move or its action): with every step off provoking, the next rule decides")
    void HP_DISABLED_noDisengageAtZero() {
        AiCase ai = archerAtZero(2, GET_CLEAR);
        assertEquals("end", ai.next());
        assertEquals(List.of("test: at 0 hit points a strenuous action would drop it to -1, a foe in reach -> wait"),
                intents(ai));
        // One hit point more, and the same rule takes the Disengage action, then walks.
        assertEquals("disengage", archerAtZero(2, GET_CLEAR).before("tarik", c -> c.health.hp = 1).next());
    }

    @Test
    @DisplayName("HP-DISABLED, OA-LEAVE: a disengage rule with provoke at 0 hit points walks away without the"
            + " Disengage action, as flee runs without the Dash")
    void HP_DISABLED_disengageWalksWithoutTheAction() {
        AiCase ai = archerAtZero(2, GET_CLEAR.replace("}], ", "}], \"provoke\": true, "));
        assertEquals("move 2,1 3,1 4,1", ai.next());
        assertEquals(List.of("test: cornered: get clear -> disengage and retreat"), intents(ai));
    }

    @Test
    @DisplayName("HP-DISABLED: a hero at 0 hit points whose every shot is vetoed says so in its wait note, not that none"
            + " of its rules applies")
    void HP_DISABLED_waitSaysWhy() {
        AiCase ai = archerAtZero(10, "{\"when\": [{\"target\": \"visible\"}], \"target\": \"weakest\","
                + " \"do\": \"shoot\", \"distance\": 4}, {\"do\": \"attack\"}");
        assertEquals("end", ai.next());
        assertEquals(List.of("test: at 0 hit points a strenuous action would drop it to -1, no foe in reach,"
                + " a foe in its sights, a safe path to a foe -> wait"), intents(ai));
        // One hit point more, it shoots.
        assertEquals("attack o weapon=longbow", archerAtZero(10, "{\"when\": [{\"target\": \"visible\"}],"
                + " \"target\": \"weakest\", \"do\": \"shoot\", \"distance\": 4}")
                .before("tarik", c -> c.health.hp = 1).next());
    }
}
