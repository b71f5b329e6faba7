package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import java.util.Objects;

/** Where a creature stands: the top-left square of its footprint, and the footprint (MOVE-SIZE). */
public final class BodyComponent implements Component {
    private Pos at;
    /**
     * {@link #at}'s column and row, kept beside it: distances between creatures are the AI's most frequent
     * question, and reading them here spares a load of the square's object for each creature measured.
     */
    private int x;
    private int y;
    public final Size size;
    public final int width;
    public final int height;
    /** Its battle's count of moves: every change of {@link #at} goes through {@link #moveTo}. */
    private final Placements placements;

    public BodyComponent(Pos at, Size size, int width, int height, Placements placements) {
        this.at = at;
        this.x = at.x();
        this.y = at.y();
        this.size = size;
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

    /** Puts the footprint's top-left square on {@code to}, and counts the move in its battle's {@link Placements}. */
    public void moveTo(Pos to) {
        at = to;
        x = to.x();
        y = to.y();
        placements.moved(this);
    }

    public boolean occupies(Pos p) {
        return p.x() >= x && p.x() < x + width && p.y() >= y && p.y() < y + height;
    }
}
