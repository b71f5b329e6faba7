package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.CastEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * CAST-ROLL for scripted casters: a cast that would carry the melee penalty of an enemy beside the caster comes
 * after a step that sheds it, when one is free (OA-NONE: an incapacitated foe makes no opportunity attack), keeps
 * the aim and leads into no able foe's reach; otherwise the cast is made where the caster stands.
 */
class CastStepAiTest {
    private static final String OPEN = "\"#..........#\"";

    /**
     * Mira, a level 1 wizard (Int +3) on AI, at 2,2 in an open room, the bandit captain Vasco (level 10) beside
     * her at 3,2 in the given state, and {@code more}, a goblin "gob" or nobody; the dice forced as given.
     */
    private static Scenario room(String vasco, String more, String dice) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", %s, %s, %s, "############"]},
                 "combatants": [
                   {"id": "mira", "template": "wizard", "at": [2, 2], "control": "ai"},
                   {"id": "vasco", "template": "bandit-captain", "at": [3, 2]%s}%s
                 ],
                 "initiative": ["mira", "vasco"%s]%s}
                """.formatted(OPEN, OPEN, OPEN, vasco, more, more.isEmpty() ? "" : ", \"gob\"", dice));
    }

    private static final String PARALYSED = ", \"conditions\": [\"paralyzed\"]";

    @Test
    @DisplayName("CAST-ROLL, OA-NONE: beside a paralysed bandit captain, the heroes' wizard steps back first and darts"
            + " him at d20 +3 -1 (8 on a 6), not at -10 more (-2: failed)")
    void CAST_ROLL_stepsAwayFromAParalysedFoeThenCasts() {
        AiCase c = AiCase.of(room(PARALYSED, "", ", \"dice\": [6, 9]"));
        assertEquals("move 1,2", c.next());
        assertEquals("cast magic-missile vasco", c.afterNext());
        c.play();
        CastEvent cast = lastCast(c);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("segments", -1)), cast.modifiers());
        assertEquals(8, cast.total());
        assertTrue(cast.success());
    }

    @Test
    @DisplayName("CAST-ROLL, OA-LEAVE: beside a bandit captain able to strike, no step (it would provoke): the hold is"
            + " cast where she stands, at -10")
    void CAST_ROLL_noStepPastAFoeAbleToStrike() {
        AiCase c = AiCase.of(room("", "", ""));
        assertEquals("cast hold-person vasco", c.next());
    }

    @Test
    @DisplayName("CAST-ROLL, OA-WITHIN: a goblin able to strike beside her too, she takes the one step within its reach"
            + " that leaves the captain's side (-10 becomes -2: d20 12 +3 -2 = 13), not the way out of its reach, which"
            + " would provoke")
    void CAST_ROLL_smallerPenaltyWithinAnAbleFoesReach() {
        AiCase c = AiCase.of(room(PARALYSED, ", {\"id\": \"gob\", \"template\": \"goblin\", \"at\": [2, 1]}",
                        ", \"dice\": [12]"))
                .rules("mira", "{\"do\": \"cast\", \"spell\": \"fire-bolt\"}");
        assertEquals("move 1,2", c.next());
        assertEquals("cast fire-bolt gob", c.afterNext());
        c.play();
        CastEvent cast = lastCast(c);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: gob level 2", -2)), cast.modifiers());
        assertEquals(13, cast.total());
    }

    @Test
    @DisplayName("CAST-ROLL: no step into the reach of a goblin able to strike, where she stood out of it: she casts"
            + " beside the paralysed captain")
    void CAST_ROLL_noStepIntoAnAbleFoesReach() {
        String rows = "\"#.....#\"";
        String narrow = """
                {"format": 1, "map": {"rows": ["#######", %s, %s, %s, "#######"]},
                 "combatants": [
                   {"id": "mira", "template": "wizard", "at": [3, 2], "control": "ai"},
                   {"id": "vasco", "template": "bandit-captain", "at": [4, 2], "conditions": ["paralyzed"]}%s
                 ],
                 "initiative": ["mira", "vasco"%s]}
                """;
        String bolt = "{\"do\": \"cast\", \"spell\": \"fire-bolt\"}";
        String gob = ", {\"id\": \"gob\", \"template\": \"goblin\", \"at\": [1, 2]}";
        // Every square clear of the captain's side is next to the goblin.
        Scenario guarded = Scripts.scenario(narrow.formatted(rows, rows, rows, gob, ", \"gob\""));
        assertEquals("cast fire-bolt vasco", AiCase.of(guarded).rules("mira", bolt).next());
        assertEquals("move 2,2", AiCase.of(Scripts.scenario(narrow.formatted(rows, rows, rows, "", "")))
                .rules("mira", bolt).next(), "without the goblin");
    }

    @Test
    @DisplayName("CAST-ROLL: a touch spell keeps its target: no square off the paralysed captain's side is within"
            + " touch of him, so the cleric casts where she stands")
    void CAST_ROLL_touchSpellKeepsItsTarget() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", %s, %s, %s, "############"]},
                 "combatants": [
                   {"id": "pia", "template": "cleric", "at": [2, 2], "control": "ai", "spells": ["inflict-wounds"]},
                   {"id": "vasco", "template": "bandit-captain", "at": [3, 2], "conditions": ["paralyzed"]}
                 ],
                 "initiative": ["pia", "vasco"]}
                """.formatted(OPEN, OPEN, OPEN));
        assertEquals("cast inflict-wounds vasco", AiCase.of(s)
                .rules("pia", "{\"do\": \"cast\", \"spell\": \"inflict-wounds\"}").next());
    }

    @Test
    @DisplayName("CAST-ROLL: a fireball at three goblins is cast after the step too, its centre still in range and in"
            + " view, the wizard out of its radius")
    void CAST_ROLL_burstAfterTheStep() {
        String goblins = ", {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [9, 1]},"
                + " {\"id\": \"g2\", \"template\": \"goblin\", \"at\": [10, 2]},"
                + " {\"id\": \"g3\", \"template\": \"goblin\", \"at\": [9, 3]}";
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["################", %s, %s, %s, "################"]},
                 "combatants": [
                   {"id": "mira", "template": "wizard", "level": 5, "at": [2, 2], "control": "ai"},
                   {"id": "vasco", "template": "bandit-captain", "at": [3, 2], "conditions": ["paralyzed"]}%s
                 ],
                 "initiative": ["mira", "vasco", "g1", "g2", "g3"]}
                """.formatted("\"#..............#\"", "\"#..............#\"", "\"#..............#\"", goblins));
        AiCase c = AiCase.of(s).rules("mira",
                "{\"when\": [{\"enemies\": \">= 3\"}], \"do\": \"cast\", \"spell\": \"fireball\"}");
        assertEquals("move 1,2", c.next());
        assertEquals("cast fireball 6,1", c.afterNext());
    }

    @Test
    @DisplayName("CAST-ROLL: in plain 5e no casting roll is made, so no step is taken for one")
    void CAST_ROLL_noStepInPlainFifthEdition() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "rules": "dd5", "map": {"rows": ["############", %s, %s, %s, "############"]},
                 "combatants": [
                   {"id": "mira", "template": "wizard", "at": [2, 2], "control": "ai"},
                   {"id": "vasco", "template": "bandit-captain", "at": [3, 2], "conditions": ["paralyzed"]}
                 ],
                 "initiative": ["mira", "vasco"]}
                """.formatted(OPEN, OPEN, OPEN));
        assertEquals("cast fire-bolt vasco", AiCase.of(s).rules("mira", "{\"do\": \"cast\", \"spell\": \"fire-bolt\"}")
                .next());
    }

    private static CastEvent lastCast(AiCase c) {
        CastEvent last = null;
        for (LoggedEvent e : c.game().battle().log().events()) {
            if (e.event() instanceof CastEvent cast) last = cast;
        }
        return last;
    }
}
