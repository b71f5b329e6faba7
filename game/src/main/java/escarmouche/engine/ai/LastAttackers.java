package escarmouche.engine.ai;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.DamageEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Who last hurt each creature, read from the damage events of the log (the "last-attacker" target). A
 * creature hurting itself (a fumble) is not remembered. Only looked up by id, never iterated.
 */
final class LastAttackers {
    private final Map<String, String> byTarget = new HashMap<>();

    LastAttackers(Battle battle) {
        battle.log().listen(this::heard, List.of(DamageEvent.class));
    }

    private void heard(LoggedEvent e) {
        if (e.event() instanceof DamageEvent d && d.source() != null && !d.source().equals(d.target())
                && d.final_() > 0) {
            byTarget.put(d.target(), d.source());
        }
    }

    /** The id of the creature that last dealt damage to {@code id}, or null. */
    String of(String id) {
        return byTarget.get(id);
    }
}
