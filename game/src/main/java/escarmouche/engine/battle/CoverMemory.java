package escarmouche.engine.battle;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.movement.PathScratch;
import java.util.ArrayList;
import java.util.List;

/**
 * Cover answers kept per map, for one battle or for a run of battles on the same maps. A simulation
 * fights one scenario thousands of times: each of its threads hands one memory to all the battles it
 * plays, so the lines between two squares of a walled map are drawn once per thread instead of once per
 * fight. Answers depend only on the terrain and the two spaces, so sharing them changes no result. The
 * path finders' working arrays and terrain grades are handed on the same way ({@link #paths}), and so are
 * the words of scripted intents ({@link #intentWords}).
 *
 * <p>Maps are told apart by their terrain: a door opened in one fight and the same door opened in the
 * next give two map objects with one table. A few maps are kept (each state of a map's doors is one),
 * the least recently used dropped first; each table is bounded ({@link #PAIRS}).
 *
 * <p>Not thread-safe: its battles are played one after the other, by one thread or by threads that hand
 * it over under a lock (the odds of the encounter list: a job moves between workers that way).
 */
public final class CoverMemory {
    /** Beyond this many pairs a map's table starts afresh: a bound on memory for very long fights. */
    static final int PAIRS = 1 << 15;
    /** Maps kept: three doors each open or shut are eight. */
    static final int MAPS = 8;

    private final int pairs;
    /** Most recently used last. */
    private final List<CoverTable> tables = new ArrayList<>(MAPS);
    /**
     * The path finders' working arrays and terrain grades, handed on from battle to battle like the cover
     * answers: every search starts a new epoch, so what a battle leaves in them changes no later result.
     */
    private final PathScratch paths = new PathScratch();
    /**
     * A second set of them, for the searches a scripted creature makes on the map with its doors open
     * ({@link #doorPaths}); made the first time one is asked for.
     */
    private PathScratch doorPaths;
    /** The scripted creatures' intents in words, handed on the same way (they depend on rule and target only). */
    private final IntentWords intentWords = new IntentWords();

    public CoverMemory() {
        this(PAIRS);
    }

    /** A memory whose tables start afresh beyond {@code pairs} pairs (tests use a small number). */
    CoverMemory(int pairs) {
        this.pairs = pairs;
    }

    /** The table of answers on {@code grid}'s terrain: one already kept, or a new one. */
    CoverTable tableFor(Grid grid) {
        for (int i = tables.size() - 1; i >= 0; i--) {
            CoverTable t = tables.get(i);
            if (t.grid().sameTerrain(grid)) {
                if (i != tables.size() - 1) tables.add(tables.remove(i));
                return t;
            }
        }
        if (tables.size() == MAPS) tables.remove(0);
        CoverTable t = new CoverTable(grid, pairs);
        tables.add(t);
        return t;
    }

    /** The path-search arrays its battles share, one battle after the other. */
    public PathScratch paths() {
        return paths;
    }

    /**
     * The path-search arrays of the searches on a map with the closed doors open, which no creature stands
     * on: kept apart from {@link #paths}, whose terrain grades are the battle's map's, so that neither
     * evicts the other's grades and exits, which stay from search to search and fight to fight.
     */
    public PathScratch doorPaths() {
        if (doorPaths == null) doorPaths = new PathScratch();
        return doorPaths;
    }

    /** The words of the intents its battles' scripted creatures announced. */
    public IntentWords intentWords() {
        return intentWords;
    }

    /** How many maps it keeps answers for, for tests. */
    int maps() {
        return tables.size();
    }
}
