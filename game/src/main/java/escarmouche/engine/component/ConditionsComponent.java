package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.core.Condition;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Current conditions. An {@link EnumSet} iterates in declaration order, so listing conditions never
 * depends on hashing. Sources (who grapples, who frightens) are kept by condition.
 */
public final class ConditionsComponent implements Component {
    public final EnumSet<Condition> set = EnumSet.noneOf(Condition.class);
    /** The creature that caused a condition (grappler, frightener, caster), by condition. */
    public final Map<Condition, String> sources = new LinkedHashMap<>();

    public boolean has(Condition c) {
        return set.contains(c);
    }

    public boolean incapacitated() {
        for (Condition c : set) if (c.incapacitates()) return true;
        return false;
    }
}
