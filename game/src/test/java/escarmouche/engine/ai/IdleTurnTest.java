package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.Event;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.TurnEvent;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A creature on the AI that could act does, and one that cannot says why: two rooms joined by an open
 * doorway that a bandit captain, fallen unconscious in it, blocks, and by a second door (closed, locked or
 * walled up); a skeleton shoots from its post in the far room.
 */
class IdleTurnTest {
    private static final String DOOR = "6,4";

    /** The crypt's two rooms; {@code door} is what stands at 6,4: {@code +} a door, {@code #} a wall. */
    private static Game fight(char door, String hero, boolean locked, long seed) {
        String rows = "[\"################\", \"#.....#........#\", \"#.....'........#\", \"#.....#........#\","
                + " \"#....." + door + "........#\", \"#.....#........#\", \"################\"]";
        Game game = Game.of(Simulation.allAi(Scripts.scenario("{\"format\": 1, \"rules\": \"house\", \"map\": {\"rows\": "
                + rows + "}, \"combatants\": [" + hero + ","
                + "{\"id\": \"captain\", \"template\": \"bandit-captain\", \"at\": [6, 2], \"hp\": -5,"
                + " \"conditions\": [\"unconscious\"]},"
                + "{\"id\": \"s1\", \"template\": \"skeleton\", \"at\": [13, 1]}]"
                + (locked ? ", \"doors\": [{\"at\": [6, 4], \"dc\": 5}]" : "") + "}")), seed);
        game.start();
        return game;
    }

    /** A fighter with nothing to throw, in the corner of the near room the skeleton's post cannot be seen from. */
    private static final String FIGHTER = "{\"id\": \"aldric\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [1, 5],"
            + " \"weapons\": [\"longsword\"]}";
    /** An archer there, a greatsword in hand and a longbow on her back. */
    private static final String ARCHER = "{\"id\": \"sable\", \"template\": \"archer\", \"side\": \"party\", \"at\": [1, 5],"
            + " \"weapons\": [\"greatsword\", \"longbow\"]}";

    private static void playRounds(Game game, int rounds) {
        while (!game.over() && game.battle().round() <= rounds) game.step();
    }

    private static List<Event> eventsOf(Game game, int round) {
        List<Event> out = new ArrayList<>();
        for (LoggedEvent e : game.battle().log().events()) if (e.round() == round) out.add(e.event());
        return out;
    }

    /** The turns of {@code id} in which nothing names it as the one who acts: no step, no blow, no note. */
    private static List<Integer> silentTurns(Game game, String id) {
        List<Integer> silent = new ArrayList<>();
        Integer open = null;
        for (LoggedEvent e : game.battle().log().events()) {
            if (e.event() instanceof TurnEvent t) {
                if (open != null) silent.add(open);
                open = t.actor().equals(id) ? e.round() : null;
            } else if (open != null && doer(e.event(), id)) {
                open = null;
            }
        }
        return silent;
    }

    private static boolean doer(Event e, String id) {
        return e instanceof NoteEvent n && id.equals(n.actor()) || e instanceof MoveEvent m && id.equals(m.actor())
                || e instanceof AttackEvent a && id.equals(a.attacker()) || e instanceof CheckEvent c && id.equals(c.actor());
    }

    @Test
    @DisplayName("ATK-RANGE: an archer that cannot walk to the skeleton nor see it from its corner steps out and shoots it")
    void anArcherStepsToWhereItCanShoot() {
        Game game = fight('#', ARCHER, false, 1);
        playRounds(game, 1);
        List<Event> first = eventsOf(game, 1);
        assertTrue(first.stream().anyMatch(e -> e instanceof MoveEvent m && m.actor().equals("sable")), first.toString());
        assertTrue(first.stream().anyMatch(e -> e instanceof AttackEvent a && a.attacker().equals("sable")
                && a.target().equals("s1") && a.weapon().equals("longbow")), first.toString());
        assertEquals(List.of(), silentTurns(game, "sable"));
    }

    @Test
    @DisplayName("TURN-OBJECT: the doorway blocked by a fallen foe, a fighter walks round to the closed door and opens it")
    void aBlockedDoorwaySendsItToTheOtherDoor() {
        Game game = fight('+', FIGHTER, false, 1);
        playRounds(game, 2);
        assertTrue(notes(game).contains("aldric opens the door at " + DOOR + " (its free object interaction)"),
                notes(game).toString());
        assertEquals(List.of(), silentTurns(game, "aldric"));
    }

    @Test
    @DisplayName("TURN-OBJECT, ACT-LOCKPICK: when a locked door is all that leads to its foe, it walks up to it and picks the lock")
    void aLockedDoorIsPicked() {
        Game game = fight('+', FIGHTER, true, 1);
        playRounds(game, 3);
        assertTrue(game.battle().log().events().stream().anyMatch(e -> e.event() instanceof CheckEvent c
                && c.actor().equals("aldric") && c.purpose().equals("pick the lock at " + DOOR)), notes(game).toString());
        assertEquals(List.of(), silentTurns(game, "aldric"));
    }

    @Test
    @DisplayName("a creature that can do nothing at all while a foe is in the fight says why it waits, every turn")
    void aStuckCreatureSaysWhy() {
        Game game = fight('#', FIGHTER, false, 1);
        playRounds(game, 3);
        List<NoteEvent> waits = new ArrayList<>();
        for (LoggedEvent e : game.battle().log().events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null && n.actor().equals("aldric")) waits.add(n);
        }
        assertEquals(3, waits.size(), waits.toString());
        for (NoteEvent n : waits) {
            assertEquals("hero: no foe in reach or in sight, no path to a foe -> wait", n.text());
            assertEquals(new NoteEvent.Intent("hero", "hero", 0, "wait", null), n.intent());
        }
        assertEquals(List.of(), silentTurns(game, "aldric"));
        assertEquals("hero: no foe in reach or in sight, no path to a foe -> wait",
                game.intents().lastIntent(game.battle().find("aldric")));
    }

    private static List<String> notes(Game game) {
        List<String> out = new ArrayList<>();
        for (LoggedEvent e : game.battle().log().events()) if (e.event() instanceof NoteEvent n) out.add(n.text());
        return out;
    }
}
