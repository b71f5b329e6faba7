package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import java.util.ArrayList;
import java.util.List;

/**
 * ACT-HIDE, SURP-CHECK: a foe that is hidden and not yet noticed is not on the player's screen (map, side
 * panel, pickers, look cursor); it appears once the engine reveals it (it attacks, fails to stay hidden, is
 * found by a search). The party's own hidden creatures stay visible: the player knows where they are.
 */
final class Unseen {
    private Unseen() {}

    /** Whether the player must not see {@code c} now. */
    static boolean hidden(Creature c) {
        return c.has(Condition.HIDDEN) && !ScreenFight.party(c);
    }

    /** The creatures of {@code all} the player may see, in the same order. */
    static List<Creature> shown(List<Creature> all) {
        List<Creature> out = new ArrayList<>();
        for (Creature c : all) if (!hidden(c)) out.add(c);
        return out;
    }
}
