package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.conditions.Poison;
import escarmouche.rules.core.Condition;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Current conditions. An {@link EnumSet} iterates in declaration order, so listing conditions never
 * depends on hashing. Sources (who grapples, who frightens) are kept by condition.
 */
public final class ConditionsComponent implements Component {
    public final EnumSet<Condition> set = EnumSet.noneOf(Condition.class);
    /** The creature that caused a condition (grappler, frightener, caster), by condition. */
    public final Map<Condition, String> sources = new LinkedHashMap<>();
    /** When timed conditions end; a condition missing here lasts until something removes it. */
    public final Map<Condition, ConditionEnd> ends = new EnumMap<>(Condition.class);
    /** Conditions caused by hit points (dying, knocked out, disabled): healing above 0 ends them. */
    public final EnumSet<Condition> fromHitPoints = EnumSet.noneOf(Condition.class);
    /** ACT-HELP: advantage on this creature's first attack against a target, until the helper's next turn. */
    public final List<HelpMark> helps = new ArrayList<>();
    /** The poison behind COND-POISONED when it does more than the condition itself; null otherwise. */
    public Poison poison;
    /** ACT-HIDE / SURP-CHECK: the stealth total of its hiding, while it is hidden (null otherwise). */
    public Integer stealth;
    /** Conditions a save at the end of each of its turns can end (hold person), in the order gained. */
    public final List<SaveEnds> saveEnds = new ArrayList<>();

    /** A condition that ends on a successful save of {@code ability} against {@code dc}, made at the end of its turns. */
    public record SaveEnds(Condition condition, String ability, int dc, String source, String spell) {}

    /** One Help action received: who helped, against which target. */
    public record HelpMark(String helper, String target) {}

    public boolean has(Condition c) {
        return set.contains(c);
    }

    public boolean incapacitated() {
        for (Condition c : set) if (c.incapacitates()) return true;
        return false;
    }
}
