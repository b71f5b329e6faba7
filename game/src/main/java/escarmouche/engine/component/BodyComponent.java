package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;

/** Where a creature stands: the top-left square of its footprint, and the footprint (MOVE-SIZE). */
public final class BodyComponent implements Component {
    public Pos at;
    public final Size size;
    public final int width;
    public final int height;

    public BodyComponent(Pos at, Size size, int width, int height) {
        this.at = at;
        this.size = size;
        this.width = width;
        this.height = height;
    }

    public boolean occupies(Pos p) {
        return p.x() >= at.x() && p.x() < at.x() + width && p.y() >= at.y() && p.y() < at.y() + height;
    }
}
