package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.ashley.core.Entity;
import escarmouche.engine.component.IdentityComponent;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Roster#indexOf}, found through the combatant orders, against a walk through the roster. */
class RosterTest {
    private static Creature creature(String id, int order) {
        Entity e = new Entity();
        e.add(new IdentityComponent(id, id, "test", "test", order, null));
        return new Creature(e);
    }

    /** Creatures whose orders are dense, sparse, shared or negative, by turns. */
    private static List<Creature> creatures(Random r) {
        int n = r.nextInt(40);
        int kind = r.nextInt(4);
        List<Creature> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int order = switch (kind) {
                case 0 -> i;
                case 1 -> i * (1 + r.nextInt(40));
                case 2 -> r.nextInt(Math.max(1, n / 2));
                default -> i - r.nextInt(3);
            };
            out.add(creature("c" + i, order));
        }
        return out;
    }

    private static int walk(Creature[] members, int size, Creature c) {
        for (int i = 0; i < size; i++) if (members[i] == c) return i;
        return -1;
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: a creature's place among the living, found by its combatant order, is the place a walk finds")
    void indexOfEqualsWalk() {
        Property.forAll(20261202L, 500, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            List<Creature> all = creatures(r);
            // A roster of some of them, in their order, as the living after deaths.
            Creature[] members = new Creature[all.size()];
            int size = 0;
            for (Creature c : all) if (r.nextInt(4) != 0) members[size++] = c;
            Roster roster = new Roster(members, size);
            List<Creature> asked = new ArrayList<>(all);
            asked.add(creature("stranger", r.nextInt(10)));
            for (int round = 0; round < 2; round++) {
                for (Creature c : asked) {
                    assertEquals(walk(members, size, c), roster.indexOf(c), c.id() + " in " + roster);
                }
            }
        });
        assertEquals(-1, Roster.EMPTY.indexOf(creature("anyone", 0)));
    }
}
