package escarmouche.save;

import escarmouche.engine.Standpoint;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A fight as it was played, which is also its save: the scenario as it was opened, a copy of the content
 * it was built from, the seed, and every input of the players in order. The game is deterministic, so
 * playing the inputs again on the same scenario and seed gives the same state and the same event log.
 *
 * @param format      the file format's number ({@link RecordingFile#FORMAT})
 * @param game        the version of the game that wrote it
 * @param contentHash a hash of {@code content}, to tell at once whether today's content is the same
 * @param scenarioPath where the scenario came from (shown to the user; the text below is what counts)
 * @param scenario    the scenario's JSON text as the fight was opened (heroes' classes swapped included)
 * @param content     the content files the scenario was resolved against, by path under the content folder
 * @param seed        the game's seed
 * @param inputs      the players' accepted commands and answers, in canonical text, in order
 * @param result      the winner ("party", "monsters", "none") once the fight is over, else null
 * @param table       the player name of the game master whose table played the fight, or null for a fight
 *                    played alone (Past fights says whose table a copy comes from)
 * @param playedAs    the side the fight's player told its end from, as its end page did, when it is not the party's
 *                    ({@link Standpoint#MONSTERS}: monsters alone by hand; {@link Standpoint#REFEREE}: a table's game
 *                    master): Past fights says won or lost from it; null for the party's, and in every recording made
 *                    before it was kept, which were all read from the party's side
 */
public record Recording(int format, String game, String contentHash, String scenarioPath, String scenario,
                        Map<String, String> content, long seed, List<String> inputs, String result, String table,
                        Standpoint playedAs) {
    public Recording {
        Objects.requireNonNull(scenario, "scenario");
        content = Map.copyOf(content);
        inputs = List.copyOf(inputs);
    }

    /** A fight whose end is told from the party's side (or not over). */
    public Recording(int format, String game, String contentHash, String scenarioPath, String scenario,
                     Map<String, String> content, long seed, List<String> inputs, String result, String table) {
        this(format, game, contentHash, scenarioPath, scenario, content, seed, inputs, result, table, null);
    }

    /** A fight played alone. */
    public Recording(int format, String game, String contentHash, String scenarioPath, String scenario,
                     Map<String, String> content, long seed, List<String> inputs, String result) {
        this(format, game, contentHash, scenarioPath, scenario, content, seed, inputs, result, null);
    }

    /** This recording with one more input. */
    public Recording with(String input) {
        List<String> more = new java.util.ArrayList<>(inputs);
        more.add(input);
        return new Recording(format, game, contentHash, scenarioPath, scenario, content, seed, more, result, table, playedAs);
    }

    /** This recording, ended with {@code winner}, its end told from the party's side. */
    public Recording finished(String winner) {
        return finished(winner, Standpoint.PARTY);
    }

    /** This recording, ended with {@code winner}, its end told from {@code side}. */
    public Recording finished(String winner, Standpoint side) {
        return new Recording(format, game, contentHash, scenarioPath, scenario, content, seed, inputs, winner, table)
                .toldFrom(side);
    }

    /**
     * This recording, its end told from {@code side}: the party's is not written (null), so that such a file is the
     * one every version wrote, and a table's copy of the game master's recording (the referee's) reads from the
     * player's side.
     */
    public Recording toldFrom(Standpoint side) {
        return new Recording(format, game, contentHash, scenarioPath, scenario, content, seed, inputs, result, table,
                side == Standpoint.PARTY ? null : side);
    }

    /**
     * This recording with its scenario said to come from {@code path}: a table's copy for a player names the game
     * master's file by its name alone, never by its place on the server.
     */
    public Recording from(String path) {
        return new Recording(format, game, contentHash, path, scenario, content, seed, inputs, result, table, playedAs);
    }

    public boolean over() {
        return result != null;
    }
}
