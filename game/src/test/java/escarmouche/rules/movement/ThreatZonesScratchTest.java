package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Zones painted one after another in a game's scratch, which clears only the words the zones before it
 * wrote, answer as zones painted in a scratch of their own, on maps of every size and with more threats
 * than one word holds.
 */
class ThreatZonesScratchTest {
    /** One search's zones: the map, the mover's footprint and the threats with the mover's earlier steps. */
    record Case(int gw, int gh, int w, int h, Threats threats) {}

    static Case next(Random r) {
        int gw = 3 + r.nextInt(12);
        int gh = 3 + r.nextInt(12);
        int w = 1 + r.nextInt(2);
        int h = w;
        // Up to 70 threats: past 64 the zones use two words a square.
        int n = r.nextInt(5) == 0 ? 60 + r.nextInt(11) : r.nextInt(6);
        List<Threat> list = new ArrayList<>();
        Map<String, Integer> inside = new HashMap<>();
        Set<String> met = new HashSet<>();
        boolean stepped = r.nextBoolean();
        for (int i = 0; i < n; i++) {
            Size size = r.nextBoolean() ? Size.MEDIUM : Size.LARGE;
            int side = size.defaultWidth();
            Body b = Body.of(new Pos(r.nextInt(gw - side + 1), r.nextInt(gh - side + 1)), size);
            String id = "t" + i;
            list.add(new Threat(id, b, 1 + r.nextInt(3)));
            if (!stepped) continue;
            switch (r.nextInt(4)) {
                case 1 -> inside.put(id, 1);
                case 2 -> inside.put(id, 2);
                case 3 -> met.add(id);
                default -> { }
            }
        }
        return new Case(gw, gh, w, h, new Threats(list, r.nextBoolean(), new ReachSteps(inside, met)));
    }

    private static ThreatZones zones(Case c, PathScratch scratch) {
        return new ThreatZones(c.threats(), c.gw(), c.gh(), c.w(), c.h(), scratch);
    }

    @Test
    @DisplayName("OA-LEAVE / OA-WITHIN property: zones painted after others in a shared scratch equal zones in a fresh one")
    void sharedEqualsFresh() {
        int[] seen = new int[2];
        Property.forAll(20261202L, 300, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            PathScratch shared = new PathScratch();
            for (int q = 0; q < 12; q++) {
                Case c = next(r);
                ThreatZones reused = zones(c, shared);
                ThreatZones fresh = zones(c, new PathScratch());
                int cells = c.gw() * c.gh();
                for (int a = 0; a < cells; a++) {
                    String where = c + " at " + a;
                    assertEquals(fresh.any(a), reused.any(a), where);
                    assertEquals(fresh.armed(a), reused.armed(a), where);
                    assertEquals(fresh.fresh(a), reused.fresh(a), where);
                    if (fresh.any(a)) seen[0]++;
                    else seen[1]++;
                    int ax = a % c.gw();
                    int ay = a / c.gw();
                    for (int[] d : Pos.DIRECTIONS) {
                        int bx = ax + d[0];
                        int by = ay + d[1];
                        if (bx < 0 || by < 0 || bx >= c.gw() || by >= c.gh()) continue;
                        int b = by * c.gw() + bx;
                        assertEquals(fresh.keeps(a, b), reused.keeps(a, b), where + " to " + b);
                    }
                }
            }
        });
        // Both kinds of square came up, so a square left marked by earlier zones would have been seen.
        assertTrue(seen[0] > 10_000 && seen[1] > 10_000, seen[0] + " in a reach, " + seen[1] + " not");
    }
}
