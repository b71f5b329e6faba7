package escarmouche.content.model;

import escarmouche.rules.core.AbilityScores;
import java.util.List;
import java.util.Map;

/**
 * The pre-made character a class template gives: level, scores, speed and carried items, and the names the
 * party screen gives it, in order (none: it takes the class's name).
 */
public record CreatureDefaults(int level, AbilityScores abilities, int speed, Map<String, Integer> items,
                               List<PremadeName> names) {
    public CreatureDefaults {
        names = List.copyOf(names);
    }
}
