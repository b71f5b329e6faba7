package escarmouche.engine.component;

/**
 * How many times a creature of one battle has been put on another square ({@link BodyComponent#moveTo}):
 * a cache of where creatures stand is good for as long as the count it was made at. It also keeps which
 * body moved last and since when that body alone has moved, so that such a cache can be mended for one
 * mover (a creature's move is a run of steps of its own) instead of made again.
 */
public final class Placements {
    private int count;
    /** The body put on another square last; null before the first move. */
    private BodyComponent lastMoved;
    /** The count before {@link #lastMoved}'s first move of its current run: no other body moved since. */
    private int runFrom;

    public int count() {
        return count;
    }

    /**
     * The one body put on another square since the count was {@code since}, or null when none was, or
     * more than one.
     */
    public BodyComponent aloneSince(int since) {
        return since >= runFrom && since < count ? lastMoved : null;
    }

    void moved(BodyComponent body) {
        if (body != lastMoved) {
            lastMoved = body;
            runFrom = count;
        }
        count++;
    }
}
