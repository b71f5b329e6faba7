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
import escarmouche.events.EndEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.TurnEvent;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code flank} walks to a flanking square only when it gets there this turn, and otherwise attacks as
 * {@code attack} does: over every shipped encounter, all on the AI, with several seeds, no turn in which a
 * creature followed a {@code flank} rule ends with it farther from every standing foe than it began, and
 * no attack, spell or contest made; and no creature follows its flank rule three turns running at one
 * target, another, then the first again, without a blow at a foe beside it. Before, a flanking square
 * several turns away (round a wall, past the other door) drew it off on a long walk away from the fight,
 * with nothing done (the bandits' parley: a hero walked from 6,2 to 2,6, away from the hobgoblin it meant
 * to flank); and a hero between two such targets walked towards one, found the other nearer, and walked
 * back (the crypt of the wight: the Shade went between 4,3 and 3,7 for eight rounds).
 */
class NoFlankWalkAwayTest {
    private static final int SEEDS = 6;

    /** The turn being watched: who, whether a flank rule chose for it, whether it struck, where its foes were. */
    private static final class Watch {
        Creature actor;
        int round;
        String flanked;
        boolean acted;
        boolean struckBeside;
        /** Each creature's flank turns in a row: the target and whether it struck a foe beside it. */
        final Map<Creature, List<String>> rows = new LinkedHashMap<>();
        final Map<Creature, Integer> foesAtStart = new LinkedHashMap<>();
        final List<String> away = new ArrayList<>();
    }

    private static List<String> walksAway(Scenario scenario, long seed) {
        Game game = Game.of(Simulation.allAi(scenario), seed);
        Watch w = new Watch();
        game.battle().log().listen(logged -> {
            var e = logged.event();
            if (e instanceof TurnEvent || e instanceof EndEvent) {
                close(w, scenario, seed);
                if (e instanceof TurnEvent t) {
                    w.actor = game.battle().find(t.actor());
                    w.round = logged.round();
                    w.flanked = null;
                    w.acted = false;
                    w.struckBeside = false;
                    w.foesAtStart.clear();
                    for (Creature f : game.battle().enemiesOf(w.actor)) {
                        if (f.standing()) w.foesAtStart.put(f, w.actor.distanceTo(f));
                    }
                } else {
                    w.actor = null;
                }
            } else if (w.actor == null) {
                return;
            } else if (e instanceof NoteEvent n && n.intent() != null && n.actor().equals(w.actor.id())) {
                if (w.flanked == null && n.intent().action().equals("flank")) w.flanked = n.intent().target();
            } else if (e instanceof AttackEvent a && a.attacker().equals(w.actor.id())
                    || e instanceof CastEvent c && c.caster().equals(w.actor.id())
                    || e instanceof ContestEvent) {
                w.acted = true;
                if (e instanceof AttackEvent a && w.actor.distanceTo(game.battle().find(a.target())) <= 1) {
                    w.struckBeside = true;
                }
            }
        });
        game.start();
        game.advance();
        return w.away;
    }

    /**
     * At the end of the watched turn: a flank turn with nothing done that left every foe farther away, or
     * the third flank turn in a row back at the first target after another, with no blow beside it.
     */
    private static void close(Watch w, Scenario scenario, long seed) {
        if (w.actor == null) return;
        List<String> row = w.rows.computeIfAbsent(w.actor, c -> new ArrayList<>());
        if (w.flanked == null || w.struckBeside) {
            row.clear();
        } else {
            row.add(w.flanked);
            int n = row.size();
            if (n >= 3 && row.get(n - 1).equals(row.get(n - 3)) && !row.get(n - 1).equals(row.get(n - 2))) {
                w.away.add(scenario.name() + " seed " + seed + " round " + w.round + ": " + w.actor.id()
                        + " flanks " + row.get(n - 3) + ", " + row.get(n - 2) + ", " + row.get(n - 1)
                        + " in turn, striking no one beside it");
            }
        }
        if (w.flanked == null || w.acted || !w.actor.standing() || w.foesAtStart.isEmpty()) return;
        for (Map.Entry<Creature, Integer> f : w.foesAtStart.entrySet()) {
            if (w.actor.distanceTo(f.getKey()) <= f.getValue()) return;
        }
        w.away.add(scenario.name() + " seed " + seed + " round " + w.round + ": " + w.actor.id()
                + " followed its flank rule away from every foe to " + w.actor.at() + " and did nothing");
    }

    @Test
    @DisplayName("ATK-FLANK: over every shipped encounter on the AI, no flank turn walks away from every foe and does"
            + " nothing, and no flank goes back and forth between two targets")
    void ATK_FLANK_noFlankTurnWalksAwayIdle() throws IOException {
        List<String> away = new ArrayList<>();
        int fights = 0;
        try (Stream<Path> files = Files.list(Scripts.CONTENT.directory().resolve("encounters"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                Scenario s = new ScenarioLoader().load(f, Scripts.CONTENT).value();
                for (long seed = 1; seed <= SEEDS; seed++) {
                    away.addAll(walksAway(s, seed));
                    fights++;
                }
            }
        }
        assertTrue(fights >= 40, "the check ran over the shipped encounters: " + fights);
        assertEquals(List.of(), away);
    }
}
