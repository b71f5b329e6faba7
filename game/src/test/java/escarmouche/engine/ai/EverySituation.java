package escarmouche.engine.ai;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.simulate.Simulation;
import java.util.function.Consumer;

/**
 * Plays a scenario's all-AI fights and, after every event of each, hands a fresh {@link Situation} of
 * every living creature to a check: what a decision remembers can then be compared with fresh answers
 * at every point of a fight.
 */
final class EverySituation {
    private EverySituation() {}

    static void check(Scenario scenario, int seeds, Consumer<Situation> check) {
        for (long seed = 1; seed <= seeds; seed++) {
            Game game = Game.of(Simulation.allAi(scenario), seed);
            Battle battle = game.battle();
            LastAttackers attackers = new LastAttackers(battle);
            battle.log().listen(e -> {
                for (Creature self : battle.creatures()) {
                    if (self.alive()) check.accept(new Situation(battle, game.services(), game.previews(), self, attackers));
                }
            });
            game.start();
            game.advance();
        }
    }
}
