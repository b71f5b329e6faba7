package escarmouche.testing;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.Event;
import escarmouche.events.explain.Explain;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Drives a {@link Game} from a test with typed events, for the combat rules: creatures can be adjusted
 * through the engine before the first turn (exhaustion, race, conditions with sources), and events are
 * read as records. Map rows here also know {@code O} (pillar) and {@code o} (low wall).
 */
public final class Fight {
    private final Game game;

    private Fight(Game game) {
        this.game = game;
    }

    public static Fight of(TestScenario scenario) {
        return new Fight(Game.of(scenario.build(), 1));
    }

    /** A scenario read from JSON (see {@link Scripts#scenario}), played with seed 1. */
    public static Fight of(Scenario scenario) {
        return new Fight(Game.of(scenario, 1));
    }

    /** The scenario with its map replaced by these rows ({@code O} pillar, {@code o} low wall). */
    public static Fight of(TestScenario scenario, String... rows) {
        Scenario s = scenario.build();
        Scenario withMap = new Scenario(s.source(), s.name(), s.description(), s.difficulty(), s.rules(), grid(rows),
                s.combatants(), s.initiative(), s.dice(), s.seed(), s.grimoire(), s.doors());
        return new Fight(Game.of(withMap, 1));
    }

    public static Grid grid(String... rows) {
        List<Terrain[]> out = new ArrayList<>();
        for (String row : rows) {
            Terrain[] line = new Terrain[row.length()];
            for (int i = 0; i < row.length(); i++) {
                line[i] = switch (row.charAt(i)) {
                    case '#' -> Terrain.WALL;
                    case ',' -> Terrain.DIFFICULT;
                    case ';' -> Terrain.VERY_DIFFICULT;
                    case 'o' -> Terrain.LOW_WALL;
                    case 'O' -> Terrain.PILLAR;
                    default -> Terrain.FLOOR;
                };
            }
            out.add(line);
        }
        return Grid.of(out);
    }

    /** Changes creatures before the fight starts. */
    public Fight before(Consumer<Fight> setup) {
        setup.accept(this);
        return this;
    }

    public Fight start() {
        game.start();
        game.advance();
        return this;
    }

    /** Plays script lines for whoever's turn it is, AI turns in between; stops when the fight is over. */
    public Fight run(String... lines) {
        for (String line : lines) {
            if (game.over()) break;
            game.submitLine(line);
            game.advance();
        }
        return this;
    }

    public Game game() {
        return game;
    }

    public Creature creature(String id) {
        return game.battle().find(id);
    }

    public List<Event> events() {
        List<Event> out = new ArrayList<>();
        for (LoggedEvent e : game.battle().log().events()) out.add(e.event());
        return out;
    }

    public <T extends Event> List<T> all(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Event e : events()) if (type.isInstance(e)) out.add(type.cast(e));
        return out;
    }

    public <T extends Event> T first(Class<T> type) {
        List<T> all = all(type);
        if (all.isEmpty()) throw new AssertionError("no " + type.getSimpleName() + " in " + lines());
        return all.get(0);
    }

    /** Every event explained, one per line, to read in a failing assertion. */
    public String lines() {
        StringBuilder sb = new StringBuilder();
        for (Event e : events()) sb.append('\n').append(e.type()).append(": ").append(Explain.line(e)).append(' ')
                .append(e.rule());
        return sb.toString();
    }

    /** Whether some event of the log names the rule. */
    public boolean fired(String rule) {
        for (Event e : events()) if (e.rule().contains(rule)) return true;
        return false;
    }
}
