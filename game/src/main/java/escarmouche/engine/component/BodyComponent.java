package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import java.util.Objects;

/**
 * Where a creature stands: the top-left square of its footprint, and the footprint (MOVE-SIZE). The
 * footprint it covers now is its own, or, while it stands squeezed (MOVE-SQUEEZE), that of the next size
 * down at the same top-left square: every reader of the squares it covers (other movers, reach, cover,
 * areas, the map) then sees the narrow one, and attacks and Dex saves read {@link #squeezed()}.
 */
public final class BodyComponent implements Component {
    private Pos at;
    /**
     * {@link #at}'s column and row, kept beside it: distances between creatures are the AI's most frequent
     * question, and reading them here spares a load of the square's object for each creature measured.
     */
    private int x;
    private int y;
    public final Size size;
    /** Its own footprint, whatever it stands in now. */
    public final int ownWidth;
    public final int ownHeight;
    /** The footprint it covers now: its own, or the squeezed one; changed only with {@link #at}. */
    private int width;
    private int height;
    /** Its battle's count of moves: every change of {@link #at} goes through {@link #moveTo}. */
    private final Placements placements;

    public BodyComponent(Pos at, Size size, int width, int height, Placements placements) {
        this.at = at;
        this.x = at.x();
        this.y = at.y();
        this.size = size;
        this.ownWidth = width;
        this.ownHeight = height;
        this.width = width;
        this.height = height;
        this.placements = Objects.requireNonNull(placements, "placements");
    }

    public Pos at() {
        return at;
    }

    /** The column of {@link #at}. */
    public int x() {
        return x;
    }

    /** The row of {@link #at}. */
    public int y() {
        return y;
    }

    /** Columns of the footprint it covers now (its own, or the squeezed one). */
    public int width() {
        return width;
    }

    /** Rows of the footprint it covers now. */
    public int height() {
        return height;
    }

    /** Whether it stands squeezed (MOVE-SQUEEZE): covering a smaller footprint than its own. */
    public boolean squeezed() {
        return width != ownWidth || height != ownHeight;
    }

    /**
     * Puts the footprint's top-left square on {@code to}, keeping the footprint it covers, and counts the
     * move in its battle's {@link Placements}.
     */
    public void moveTo(Pos to) {
        // Written out rather than through place: only the owner calls a mutator, and this is one too.
        at = to;
        x = to.x();
        y = to.y();
        placements.moved(this);
    }

    /**
     * Puts it on {@code to} covering a {@code w} x {@code h} footprint: its own, or its squeezed one
     * (MOVE-SQUEEZE). A placement like any other, so that every cache of who stands where is made again
     * when only the footprint changes.
     */
    public void place(Pos to, int w, int h) {
        if (w < 1 || h < 1 || w > ownWidth || h > ownHeight) {
            throw new IllegalArgumentException("a " + w + "x" + h + " footprint is not within its own "
                    + ownWidth + "x" + ownHeight);
        }
        at = to;
        x = to.x();
        y = to.y();
        width = w;
        height = h;
        placements.moved(this);
    }

    public boolean occupies(Pos p) {
        return p.x() >= x && p.x() < x + width && p.y() >= y && p.y() < y + height;
    }
}
