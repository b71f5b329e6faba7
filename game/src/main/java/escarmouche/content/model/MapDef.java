package escarmouche.content.model;

import escarmouche.rules.grid.Grid;
import java.util.List;

/**
 * A battle map from content/maps/, or the inline map of a scenario.
 *
 * @param rows the map as written, kept so that a screen can draw it as the author drew it
 */
public record MapDef(String id, String name, String description, List<String> rows, Grid grid) {
    public MapDef {
        rows = List.copyOf(rows);
    }
}
