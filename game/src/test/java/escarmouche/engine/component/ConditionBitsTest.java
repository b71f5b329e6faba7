package escarmouche.engine.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.testing.Property;
import java.util.EnumSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A creature's conditions kept as bits answer as the set of them does, whatever was gained and lost. */
class ConditionBitsTest {
    private static final Condition[] ALL = Condition.values();

    @Test
    @DisplayName("COND-INCAPACITATED: has and incapacitated read from the bits equal the set, after any gains and losses")
    void bitsFollowTheSet() {
        assertTrue(ALL.length <= 64, "one bit per condition in a long: " + ALL.length);
        Property.forAll(64L, 2000, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            Set<Condition> start = EnumSet.noneOf(Condition.class);
            while (r.nextInt(3) == 0) start.add(ALL[r.nextInt(ALL.length)]);
            ConditionsComponent cc = new ConditionsComponent(start, Map.of(), null);
            for (int step = 0; step < 12; step++) {
                check(cc);
                Condition c = ALL[r.nextInt(ALL.length)];
                if (r.nextBoolean()) cc.gain(c);
                else cc.lose(c);
            }
            check(cc);
        });
    }

    private static void check(ConditionsComponent cc) {
        for (Condition c : ALL) assertEquals(cc.set.contains(c), cc.has(c), c.name());
        assertEquals(cc.set.stream().anyMatch(Condition::incapacitates), cc.incapacitated(), cc.set.toString());
    }
}
