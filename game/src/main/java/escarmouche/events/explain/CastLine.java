package escarmouche.events.explain;

import escarmouche.events.CastEvent;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * Casting rolls: "fireball: d20 9 +3 Int -3 segments +2 staff level 13 = 11 vs 7: cast; chain 20, 9: ×2".
 * A cast without dice (plain 5e) simply works.
 */
final class CastLine {
    private CastLine() {}

    static String of(CastEvent c) {
        StringBuilder sb = new StringBuilder(c.item() != null && !c.item().equals(c.spell())
                ? c.item() + " (" + c.spell() + ")" : c.spell()).append(": ");
        List<Roll> rolls = CastEvent.castingRolls(c);
        if (rolls.isEmpty()) {
            sb.append(c.success() ? "cast, no roll needed" : "not cast");
        } else {
            sb.append("d20 ").append(rolls.get(0).value());
            if (rolls.size() > 1) sb.append(" (penalty ").append(Terms.dice(rolls.subList(1, rolls.size())))
                    .append(')');
            sb.append(Terms.modifiers(c.modifiers())).append(" = ").append(c.total()).append(" vs 7: ")
                    .append(c.success() ? "cast" : c.lost() ? "failed and lost" : "failed, kept");
        }
        if (c.chain() != null) {
            sb.append("; chain ").append(Terms.values(c.chain())).append(": ×").append(c.multiplier());
        }
        return sb.toString();
    }
}
