package escarmouche.content.load.json;

/** A place in a text file: line and column, both from 1 (0 when unknown). */
public record Location(int line, int column) {
    public static final Location UNKNOWN = new Location(0, 0);
}
