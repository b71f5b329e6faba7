package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/** A casting roll (CAST-ROLL), or a potion or scroll used in combat. */
public record CastEvent(String caster, String spell, List<Roll> rolls, List<Modifier> modifiers, int total,
                        boolean success, boolean lost, List<String> rule) implements Event {
    public String type() {
        return "cast";
    }
}
