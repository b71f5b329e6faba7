package escarmouche.engine.component;

/**
 * How many times a creature of one battle has been put on another square ({@link BodyComponent#moveTo}):
 * a cache of where creatures stand is good for as long as the count it was made at.
 */
public final class Placements {
    private int count;

    public int count() {
        return count;
    }

    void moved() {
        count++;
    }
}
