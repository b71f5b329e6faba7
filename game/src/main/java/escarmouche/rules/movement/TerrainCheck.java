package escarmouche.rules.movement;

import escarmouche.rules.core.Ability;
import java.util.List;

/**
 * The one Str or Dex check of a risky move or of a crawl through difficult terrain, against the highest
 * DC on the path (MOVE-DIFFICULT: 10 difficult, 15 very difficult; MOVE-STAIRS: 10).
 */
public record TerrainCheck(Ability ability, int dc, D20Roll roll, boolean success, List<String> rules) {
    public TerrainCheck {
        rules = List.copyOf(rules);
    }

    /**
     * The rule a failure is said under: the check's first (MOVE-DIFFICULT, MOVE-STAIRS for stairs alone, MOVE-PRONE
     * for a crawl), MOVE-DIFFICULT when it names none.
     */
    public String rule() {
        return rules.isEmpty() ? "MOVE-DIFFICULT" : rules.get(0);
    }
}
