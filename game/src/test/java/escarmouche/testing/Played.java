package escarmouche.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.eventlog.EventJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A game driven from a test, for cases a command script cannot set up: a condition with its source, a
 * monster reaction policy, a map's slope direction. Commands go through {@link Game#submitLine} exactly
 * as a script's; the log is read back as the JSON the headless run writes.
 */
public final class Played {
    private final Game game;
    private final List<String> lines = new ArrayList<>();

    private Played(Scenario scenario) {
        this.game = Game.of(scenario, 1);
        EventJson json = new EventJson();
        game.battle().log().listen(e -> lines.add(json.line(e)));
    }

    /** A game of the scenario, not started yet, so its state can be adjusted first. */
    public static Played of(Scenario scenario) {
        return new Played(scenario);
    }

    public Game game() {
        return game;
    }

    public Creature creature(String id) {
        return game.battle().find(id);
    }

    public Played start() {
        game.start();
        game.advance();
        return this;
    }

    /** Submits script lines one by one, letting AI turns play in between. */
    public Played then(String... commands) {
        for (String c : commands) {
            game.submitLine(c);
            game.advance();
        }
        return this;
    }

    /** The log so far, as JSON, closed by a {@code state} event like a headless run. */
    public List<JsonNode> events() {
        game.emitState();
        ObjectMapper m = new ObjectMapper();
        List<JsonNode> out = new ArrayList<>();
        try {
            for (String line : lines) out.add(m.readTree(line));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
