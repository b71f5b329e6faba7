package escarmouche.rules.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.dice.DiceExpression;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Weapon equality is written out for speed; it must stay the record's: equal exactly when every component
 * is, whichever component differs, with equal weapons hashing alike.
 */
class WeaponEqualityTest {
    private static final Weapon BASE = new Weapon("dagger", "Dagger", DiceExpression.parse("1d4"), DamageType.PIERCING,
            WeaponKind.THROWN, 4, 12, WeaponLength.VERY_SHORT, 1, false, true, true, false, false, 0, 0);

    @Test
    @DisplayName("ATK-TWF / ATK-FUMBLE: two weapons are equal exactly when all eighteen components are (COND-POISONED: the poison too; COND-RESTRAINED: the net's condition)")
    void equalExactlyWhenEveryComponentIs() throws Exception {
        RecordComponent[] parts = Weapon.class.getRecordComponents();
        assertEquals(18, parts.length, "a new component needs its place in equals");
        Weapon copy = build(values(BASE));
        assertTrue(copy != BASE);
        assertEquals(BASE, copy);
        assertEquals(copy, BASE);
        assertEquals(BASE.hashCode(), copy.hashCode());
        for (int i = 0; i < parts.length; i++) {
            Object[] values = values(BASE);
            values[i] = other(parts[i].getType(), values[i]);
            Weapon changed = build(values);
            assertNotEquals(BASE, changed, parts[i].getName());
            assertNotEquals(changed, BASE, parts[i].getName());
        }
        assertNotEquals(BASE, null);
        assertNotEquals(BASE, "dagger");
    }

    private static Object[] values(Weapon w) throws Exception {
        List<Object> out = new ArrayList<>();
        for (RecordComponent c : Weapon.class.getRecordComponents()) out.add(c.getAccessor().invoke(w));
        return out.toArray();
    }

    private static Weapon build(Object[] values) throws Exception {
        RecordComponent[] parts = Weapon.class.getRecordComponents();
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) types[i] = parts[i].getType();
        Constructor<Weapon> make = Weapon.class.getDeclaredConstructor(types);
        return make.newInstance(values);
    }

    /** A value of the same type that differs from {@code v}. */
    private static Object other(Class<?> type, Object v) {
        if (type == int.class) return (Integer) v + 1;
        if (type == boolean.class) return !(Boolean) v;
        if (type == String.class) return v + "x";
        if (type == DiceExpression.class) return DiceExpression.parse("1d6");
        if (type == WeaponPoison.class) {
            return new WeaponPoison("Venom", DiceExpression.parse("1d6"), false, Ability.CON, 11, 3);
        }
        if (type.isEnum()) {
            Object[] all = type.getEnumConstants();
            for (Object o : all) if (o != v) return o;
        }
        throw new IllegalArgumentException("no other value for " + type);
    }
}
