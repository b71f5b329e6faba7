package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The ground's counts of what each creature dropped and threw, which the scripted creatures read at every
 * decision, equal a count over everything lying there after any run of drops, landings and pick-ups.
 */
class GroundItemsTest {
    private static final List<String> OWNERS = List.of("a", "b", "c");

    @Test
    @DisplayName("ATK-FUMBLE / COND-UNCONSCIOUS / ACT-ATTACK: dropped and thrown counts equal a walk over the ground after random drops, throws and pick-ups")
    void countsEqualAWalk() {
        List<Weapon> weapons = List.of(TestScenario.LONGSWORD, TestScenario.SHORTBOW);
        int[] taken = {0};
        Property.forAll(15, 300, Random::nextLong, seed -> {
            Random r = new Random(seed);
            GroundItems ground = new GroundItems();
            for (int step = 0; step < 40; step++) {
                String owner = OWNERS.get(r.nextInt(OWNERS.size()));
                Pos at = new Pos(r.nextInt(3), r.nextInt(3));
                Weapon w = weapons.get(r.nextInt(weapons.size()));
                switch (r.nextInt(4)) {
                    case 0 -> ground.drop(at, w, owner, r.nextBoolean() ? "ATK-FUMBLE" : "COND-UNCONSCIOUS");
                    case 1 -> ground.land(at, w, owner);
                    default -> {
                        List<GroundItems.Item> all = ground.all();
                        if (all.isEmpty()) {
                            assertFalse(ground.take(new GroundItems.Item(at, w, owner, "ATK-FUMBLE", false)));
                        } else {
                            // An equal copy, as a pick-up names the item it saw.
                            GroundItems.Item seen = all.get(r.nextInt(all.size()));
                            assertTrue(ground.take(new GroundItems.Item(seen.at(), seen.weapon(), seen.droppedBy(),
                                    seen.rule(), seen.thrown())));
                            taken[0]++;
                        }
                    }
                }
                for (String o : OWNERS) {
                    assertEquals(count(ground, o, false), ground.droppedBy(o), o + " dropped");
                    assertEquals(count(ground, o, true), ground.thrownBy(o), o + " threw");
                }
            }
        });
        assertTrue(taken[0] > 1000, "pick-ups: " + taken[0]);
    }

    private static int count(GroundItems ground, String owner, boolean thrown) {
        List<GroundItems.Item> lying = new ArrayList<>(ground.all());
        int n = 0;
        for (GroundItems.Item i : lying) if (i.droppedBy().equals(owner) && i.thrown() == thrown) n++;
        return n;
    }
}
