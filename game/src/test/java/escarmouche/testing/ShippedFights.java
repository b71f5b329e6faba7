package escarmouche.testing;

import escarmouche.content.load.Content;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.simulate.Simulation;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Whole fights of every shipped encounter, every creature on the AI, seed after seed: what the sweeps that
 * hold a promise over all the events a real fight makes (damage adding up, a brief log without dice) walk.
 */
public final class ShippedFights {
    /** One fight played out: its encounter, scenario, seed, game (over) and every event it logged. */
    public record Fought(EncounterInfo encounter, Scenario scenario, long seed, Game game, List<LoggedEvent> events) {}

    private ShippedFights() {}

    /** Plays each shipped encounter all-AI with seeds 1 to {@code seeds}, handing each fight over once it is over. */
    public static void each(int seeds, Consumer<Fought> check) {
        Content content = RealContent.content();
        for (EncounterInfo e : content.encounters()) {
            Scenario s = new ScenarioLoader().load(e.path(), content).value();
            for (long seed = 1; seed <= seeds; seed++) {
                Game game = Game.of(Simulation.allAi(s), seed);
                List<LoggedEvent> events = new ArrayList<>();
                game.battle().log().listen(events::add);
                game.start();
                // A bound, not a limit a fight reaches: fights stop at 200 rounds.
                for (int step = 0; step < 200_000 && !game.over(); step++) game.step();
                check.accept(new Fought(e, s, seed, game, events));
            }
        }
    }
}
