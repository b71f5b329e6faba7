package escarmouche.engine.ai;

import escarmouche.behaviour.Behaviour;
import escarmouche.command.Command;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import java.util.function.Consumer;

/**
 * One decision of the scripted controller, set up like a unit test: a scenario whose first creature in
 * the initiative is the one deciding, a script for it, the state adjusted by hand, then the command the
 * controller answers. Nothing is played unless the test submits commands itself.
 */
final class AiCase {
    private final Game game;
    private ScriptedAi ai;

    private AiCase(Scenario scenario) {
        this.game = Game.of(scenario, 1);
    }

    static AiCase of(TestScenario s) {
        return new AiCase(s.build());
    }

    static AiCase of(Scenario s) {
        return new AiCase(s);
    }

    /** Gives a creature these rules (a JSON list's inside). */
    AiCase rules(String id, String rules) {
        return script(id, Scripts.rules(rules));
    }

    AiCase script(String id, Behaviour b) {
        creature(id).side.script = b;
        return this;
    }

    /** Changes a creature before the first turn starts. */
    AiCase before(String id, Consumer<Creature> change) {
        change.accept(creature(id));
        return this;
    }

    /** Starts the fight (the first creature's turn begins) and builds the controller under test. */
    AiCase start() {
        game.start();
        ai = new ScriptedAi(game.battle(), game.services());
        return this;
    }

    /** Changes a creature during its turn (after the start). */
    AiCase during(String id, Consumer<Creature> change) {
        if (ai == null) start();
        change.accept(creature(id));
        return this;
    }

    /** The command the active creature's script gives now. */
    Command decide() {
        if (ai == null) start();
        return ai.next(game.battle(), game.battle().active());
    }

    /** Its text, as a script line. */
    String next() {
        return decide().text();
    }

    /** The id of the target the script picked for its command (from the intent it keeps). */
    String decideTarget() {
        decide();
        return game.battle().active().side.intent.target();
    }

    /** Submits the command the script gives, and answers the one after it. */
    String afterNext() {
        play();
        return next();
    }

    /** Submits the command the script gives now. */
    void play() {
        game.submit(decide());
    }

    Game game() {
        return game;
    }

    Creature creature(String id) {
        return game.battle().find(id);
    }
}
