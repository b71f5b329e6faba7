package escarmouche.ui.battle;

import escarmouche.events.DamageEvent;
import escarmouche.rules.dice.Roll;
import java.util.List;

/** Damage events made by hand for the tallies' tests: one die that shows the whole blow. */
final class Blows {
    private Blows() {}

    /** {@code source} deals {@code amount} (at most 12) slashing to {@code target}. */
    static DamageEvent blow(String source, String target, int amount) {
        return new DamageEvent(target, source, "slashing", List.of(new Roll(12, amount)), List.of(), amount, 1,
                List.of(), 0, amount, 10, List.of("DMG-ROLL"));
    }
}
