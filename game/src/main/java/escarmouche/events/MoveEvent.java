package escarmouche.events;

import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * One square entered. {@code mode} is {@code walk}, {@code careful}, {@code risky}, {@code crawl},
 * {@code fallback}, {@code forced} or {@code drag}.
 */
public record MoveEvent(String actor, Pos from, Pos to, int cost, int left, String mode, List<String> rule)
        implements Event {
    public String type() {
        return "move";
    }
}
