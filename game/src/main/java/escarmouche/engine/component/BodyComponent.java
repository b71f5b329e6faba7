package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import java.util.Objects;

/** Where a creature stands: the top-left square of its footprint, and the footprint (MOVE-SIZE). */
public final class BodyComponent implements Component {
    private Pos at;
    public final Size size;
    public final int width;
    public final int height;
    /** Its battle's count of moves: every change of {@link #at} goes through {@link #moveTo}. */
    private final Placements placements;

    public BodyComponent(Pos at, Size size, int width, int height, Placements placements) {
        this.at = at;
        this.size = size;
        this.width = width;
        this.height = height;
        this.placements = Objects.requireNonNull(placements, "placements");
    }

    public Pos at() {
        return at;
    }

    /** Puts the footprint's top-left square on {@code to}, and counts the move in its battle's {@link Placements}. */
    public void moveTo(Pos to) {
        at = to;
        placements.moved();
    }

    public boolean occupies(Pos p) {
        return p.x() >= at.x() && p.x() < at.x() + width && p.y() >= at.y() && p.y() < at.y() + height;
    }
}
