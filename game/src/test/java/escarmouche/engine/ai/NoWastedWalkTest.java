package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.TurnEvent;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The AI never wastes a turn walking into an enemy's reach only to walk out again without doing anything
 * there: over every shipped encounter, all on the AI, with several seeds, no creature that stepped next to
 * a standing enemy (this turn, or the turn before and then stood there idle) steps away from every such
 * enemy before it has attacked, grappled, shoved or cast.
 */
class NoWastedWalkTest {
    private static final int SEEDS = 6;

    /** What one fight's watcher remembers of the creature whose turn it is. */
    private static final class Watch {
        Creature actor;
        boolean steppedIn;
        boolean acted;
        final Map<Creature, Boolean> idleInReach = new HashMap<>();
        /** The enemies that could strike the actor as it leaves, as its turn began (see {@link #threats}). */
        final Set<Creature> threats = new HashSet<>();
        final List<String> wasted = new ArrayList<>();
    }

    private static boolean engaged(Game game, Creature c, Set<Creature> threats) {
        for (Creature e : game.battle().enemiesOf(c)) {
            if (threats.contains(e) && e.standing() && c.distanceTo(e) <= 1) return true;
        }
        return false;
    }

    /**
     * The enemies that could make an opportunity attack on {@code c} (OA-REACTION, OA-NONE) as its turn begins:
     * one with its reaction spent or incapacitated (paralysed) is walked past, not into, as a path round a held
     * foe to its far side. Taken once a turn: a reaction spent on the mover during its walk changes nothing.
     */
    private static void threats(Game game, Creature c, Set<Creature> into) {
        into.clear();
        for (Creature e : game.battle().enemiesOf(c)) if (!e.turn.reactionUsed && !e.incapacitated()) into.add(e);
    }

    private static List<String> wastedWalks(Scenario scenario, long seed) {
        Game game = Game.of(Simulation.allAi(scenario), seed);
        Watch w = new Watch();
        Map<Creature, Boolean> engagedBefore = new HashMap<>();
        game.battle().log().listen(logged -> {
            var e = logged.event();
            if (e instanceof TurnEvent t) {
                if (w.actor != null) {
                    w.idleInReach.put(w.actor, w.steppedIn && !w.acted && engaged(game, w.actor, w.threats));
                }
                w.actor = game.battle().find(t.actor());
                threats(game, w.actor, w.threats);
                w.steppedIn = false;
                w.acted = false;
                engagedBefore.put(w.actor, engaged(game, w.actor, w.threats));
            } else if (e instanceof AttackEvent a && w.actor != null && a.attacker().equals(w.actor.id())
                    || e instanceof CastEvent c && w.actor != null && c.caster().equals(w.actor.id())
                    || e instanceof ContestEvent) {
                w.acted = true;
            } else if (e instanceof MoveEvent m && w.actor != null && m.actor().equals(w.actor.id())) {
                boolean before = engagedBefore.getOrDefault(w.actor, false);
                boolean after = engaged(game, w.actor, w.threats);
                if (!before && after) w.steppedIn = true;
                boolean cameIn = w.steppedIn || w.idleInReach.getOrDefault(w.actor, false);
                if (before && !after && cameIn && !w.acted) {
                    w.wasted.add(scenario.name() + " seed " + seed + " round " + logged.round() + ": " + w.actor.id()
                            + " walked into reach and out again at " + m.to());
                }
                engagedBefore.put(w.actor, after);
            }
        });
        game.start();
        game.advance();
        return w.wasted;
    }

    @Test
    @DisplayName("OA-LEAVE: over every shipped encounter on the AI, no creature walks into reach only to walk out without acting")
    void noWalkInToWalkOut() throws IOException {
        List<String> wasted = new ArrayList<>();
        int fights = 0;
        try (Stream<Path> files = Files.list(Scripts.CONTENT.directory().resolve("encounters"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                Scenario s = new ScenarioLoader().load(f, Scripts.CONTENT).value();
                for (long seed = 1; seed <= SEEDS; seed++) {
                    wasted.addAll(wastedWalks(s, seed));
                    fights++;
                }
            }
        }
        assertTrue(fights >= 40, "the check ran over the shipped encounters: " + fights);
        assertEquals(List.of(), wasted);
    }
}
