package escarmouche.ui.menu;

import escarmouche.content.model.CombatantSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Who fights beside the heroes and who against them, before the fight: the creatures of the heroes' side
 * that play on their own (a familiar, a companion) are allies, not foes.
 *
 * @param allies the names of the heroes' side that the player does not control
 * @param foes   how many combatants are on another side
 */
record PartySides(List<String> allies, int foes) {
    PartySides {
        allies = List.copyOf(allies);
    }

    static PartySides of(List<CombatantSpec> combatants) {
        String side = "party";
        for (CombatantSpec c : combatants) {
            if (c.playerControlled()) {
                side = c.side();
                break;
            }
        }
        List<String> allies = new ArrayList<>();
        int foes = 0;
        for (CombatantSpec c : combatants) {
            if (!side.equals(c.side())) foes++;
            else if (!c.playerControlled()) allies.add(c.creature().name()
                    + (c.creature().template() == null ? "" : " (" + c.creature().template() + ")"));
        }
        return new PartySides(allies, foes);
    }

    String alliesText() {
        return String.join(", ", allies);
    }
}
