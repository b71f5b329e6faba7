package escarmouche.engine.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The longest melee reach a weapon list keeps equals the one worked out afresh after every kind of change:
 * weapons added, removed by position, by value and through an iterator, replaced, cleared.
 */
class WeaponListTest {
    @Test
    @DisplayName("OA-LEAVE: the longest melee reach kept by the list is the one read from its weapons, whatever changed")
    void keptEqualsFresh() {
        List<Weapon> kinds = new ArrayList<>();
        for (WeaponKind kind : WeaponKind.values()) {
            for (int reach = 1; reach <= 3; reach++) kinds.add(weapon(kind.id() + "-" + reach, kind, reach));
        }
        int[] changes = {0};
        Property.forAll(20261125L, 300, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            WeaponList list = new WeaponList(List.of());
            for (int step = 0; step < 40; step++) {
                Weapon w = kinds.get(r.nextInt(kinds.size()));
                switch (r.nextInt(6)) {
                    case 0, 1 -> list.add(r.nextBoolean() || list.isEmpty() ? list.size() : r.nextInt(list.size()), w);
                    case 2 -> { if (!list.isEmpty()) list.remove(r.nextInt(list.size())); }
                    case 3 -> list.remove(w);
                    case 4 -> { if (!list.isEmpty()) list.set(r.nextInt(list.size()), w); }
                    default -> {
                        for (Iterator<Weapon> it = list.iterator(); it.hasNext(); ) if (it.next() == w) it.remove();
                        if (r.nextInt(10) == 0) list.clear();
                    }
                }
                assertEquals(fresh(list), list.longestMeleeReach(), "after step " + step + ": " + list);
                changes[0]++;
            }
        });
        assertTrue(changes[0] == Property.runs(300) * 40, changes[0] + " changes");
    }

    private static Weapon weapon(String id, WeaponKind kind, int reach) {
        return new Weapon(id, id, DiceExpression.parse("1d6"), DamageType.SLASHING, kind, kind.hasRange() ? 16 : 0,
                kind.hasRange() ? 64 : 0, WeaponLength.MEDIUM, reach, false, false, false, false, false, 0, 0);
    }

    private static int fresh(List<Weapon> weapons) {
        int longest = Integer.MIN_VALUE;
        for (Weapon w : weapons) if (w.canMelee()) longest = Math.max(longest, w.reach());
        return longest;
    }
}
