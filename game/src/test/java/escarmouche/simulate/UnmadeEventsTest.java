package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.Intent;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.EventLog;
import escarmouche.events.AttackEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.Event;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.testing.RealContent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A simulated fight's log keeps nothing and its tallies read four kinds of event, so the steps a creature
 * takes, the scripts' intent notes, a thrown weapon's landing and the Disengage contests and notes go
 * unmade ({@link EventLog#wants}), and so do the names of the creatures in the way of an attack
 * ({@link EventLog#tellsTheStory}). Every shipped encounter, played by the AI on several seeds, gives the
 * same tallied events and ends in the same state whether they are made or not.
 */
class UnmadeEventsTest {
    /** Steps a creature is made to take (a shove, a drag) are still made: rarer, and left as they were. */
    private static final List<String> FORCED = List.of("forced", "drag");
    private static final List<String> ENCOUNTERS = List.of("ambush-in-the-crypt", "bandit-parley",
            "crypt-of-the-wight", "goblins-at-the-ford", "ogre-and-grapplers", "tutorial-duel", "wolf-pack",
            "zoid-rampage");

    /**
     * What one fight showed: its tallied events (numbers aside), its end, and how many steps taken, notes and
     * Disengage contests it made (other contests, a grapple's, are still made), and how many attacks named
     * the creatures in the way.
     */
    private record Played(List<String> tallied, String end, int steps, int notes, int contests, int namedInTheWay,
                          List<Intent> intents) {}

    @Test
    @DisplayName("MOVE-ENTER, OA-DISENGAGE, ACT-ATTACK, ATK-COVER: events left unmade change nothing but the log")
    void unmadeEventsChangeNothingElse() {
        int stepsMade = 0;
        int notesMade = 0;
        int contestsMade = 0;
        int namedMade = 0;
        int notesLeft = 0;
        int tallied = 0;
        for (String id : ENCOUNTERS) {
            Scenario scenario = Simulation.allAi(RealContent.encounter(id));
            for (long seed = 1; seed <= 6; seed++) {
                Played full = play(Game.of(scenario, seed, new CoverMemory()), false);
                Played lean = play(Game.of(scenario, seed, new CoverMemory()), true);
                sameEvents(full.tallied(), lean.tallied(), id + ", seed " + seed);
                assertEquals(full.end(), lean.end(), id + ", seed " + seed);
                sameIntents(full.intents(), lean.intents(), id + ", seed " + seed);
                assertEquals(0, lean.steps(), id + ", seed " + seed + ": no one reads its own steps");
                assertEquals(0, lean.contests(), id + ", seed " + seed + ": no one reads Disengage contests");
                assertEquals(0, lean.namedInTheWay(), id + ", seed " + seed + ": no one reads who stood in the way");
                namedMade += full.namedInTheWay();
                stepsMade += full.steps();
                notesMade += full.notes();
                contestsMade += full.contests();
                notesLeft += lean.notes();
                tallied += full.tallied().size();
            }
        }
        assertTrue(tallied > 5_000, "too few events compared: " + tallied);
        assertTrue(stepsMade > 1_500, "too few steps made: " + stepsMade);
        // 35 on these seeds: fewer since a hurt skirmisher that loses a contest walks off rather than disengage
        // again turn after turn (the crypt's spectre, seed 1, rolled three a turn from round 4 on).
        assertTrue(contestsMade > 30, "too few Disengage contests made: " + contestsMade);
        assertTrue(namedMade > 20, "too few attacks past a creature in the way: " + namedMade);
        // The intents, landings and Disengage notes go; a few others (a creature knocked out) stay.
        assertTrue(notesLeft * 5 < notesMade, notesLeft + " notes of " + notesMade + " still made");
    }

    /** The first tallied event where the two fights part, rather than both lists whole. */
    private static void sameEvents(List<String> full, List<String> lean, String which) {
        for (int i = 0; i < Math.min(full.size(), lean.size()); i++) {
            assertEquals(full.get(i), lean.get(i), which + ", tallied event " + (i + 1));
        }
        assertEquals(full.size(), lean.size(), which + ": tallied events");
    }

    /**
     * Plays the fight to its end. {@code lean}: as a simulation does, the log keeps nothing and its one
     * listener reads the tallied kinds; else the log keeps every event. Either way the listener counts
     * every event made.
     */
    private static Played play(Game game, boolean lean) {
        EventLog log = game.battle().log();
        if (lean) log.keepNothing();
        List<String> tallied = new ArrayList<>();
        int[] made = new int[4];
        log.listen(e -> {
            Event event = e.event();
            if (event instanceof MoveEvent m && !FORCED.contains(m.mode())) made[0]++;
            if (event instanceof NoteEvent) made[1]++;
            if (event instanceof ContestEvent c && c.purpose().equals("disengage")) made[2]++;
            if (event instanceof AttackEvent a && a.coverBy() != null) made[3]++;
            // Who stood in the way only tells the story (ATK-COVER): the tallies never read it.
            if (Simulation.TALLIED.contains(event.getClass())) tallied.add(e.round() + " " + storyless(event));
        }, Simulation.TALLIED);
        game.start();
        game.advance();
        List<Intent> intents = new ArrayList<>();
        for (Creature c : game.battle().creatures()) intents.add(c.side.intent);
        return new Played(tallied, end(game.battle()), made[0], made[1], made[2], made[3], intents);
    }

    /** The event as the tallies read it: an attack without the names of those in the way. */
    private static Event storyless(Event event) {
        if (!(event instanceof AttackEvent a) || a.coverBy() == null) return event;
        return new AttackEvent(a.attacker(), a.target(), a.weapon(), a.rolls(), a.modifiers(), a.total(), a.ac(),
                a.advantage(), a.advantageSources(), a.hit(), a.critical(), a.multiplier(), a.fumble(), a.rule(),
                a.acModifiers(), a.dodged());
    }

    /**
     * Each creature's last intent is the same, but where the full fight's is a wait: a turn of waiting leaves its
     * intent and note only when notes are read ({@code ScriptedAi#waits}, whose reasons cost path searches), so a
     * simulation's creature keeps its last rule's, which no one reads there.
     */
    private static void sameIntents(List<Intent> full, List<Intent> lean, String which) {
        for (int i = 0; i < full.size(); i++) {
            if (full.get(i) != null && full.get(i).action().equals("wait")) continue;
            assertEquals(full.get(i), lean.get(i), which + ", creature " + (i + 1) + "'s intent");
        }
    }

    private static String end(Battle battle) {
        StringBuilder out = new StringBuilder("winner " + battle.winner() + ", round " + battle.round());
        for (Creature c : battle.creatures()) {
            out.append("; ").append(c.id()).append(' ').append(c.hp()).append(" hp at ").append(c.at())
                    .append(c.alive() ? "" : " dead").append(' ').append(c.conditions.set)
                    .append(' ').append(c.arsenal.weapons);
        }
        return out.append("; ground ").append(battle.ground().all()).toString();
    }
}
