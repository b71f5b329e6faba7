package escarmouche.testing;

import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.simulate.Simulation;
import java.util.function.BiConsumer;

/**
 * Plays a shipped encounter's all-AI fights (seeds 1 to {@code seeds}) and hands the game to a check after
 * every event: what a shortcut answers can then be compared with the plain way at every point of a fight.
 */
public final class EveryEvent {
    private EveryEvent() {}

    public static void check(String encounter, int seeds, BiConsumer<Game, LoggedEvent> check) {
        for (long seed = 1; seed <= seeds; seed++) {
            Game game = Game.of(Simulation.allAi(Scripts.encounter(encounter)), seed);
            game.battle().log().listen(e -> check.accept(game, e));
            game.start();
            game.advance();
        }
    }
}
