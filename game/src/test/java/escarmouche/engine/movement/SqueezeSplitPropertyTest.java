package escarmouche.engine.movement;

import static escarmouche.testing.Logs.at;
import static escarmouche.testing.Logs.of;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.StepRules;
import escarmouche.rules.movement.StepVerdict;
import escarmouche.rules.movement.TerrainMode;
import escarmouche.testing.Played;
import escarmouche.testing.Property;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * MOVE-SQUEEZE, as a property: on random maps, a large creature's path through gaps costs the same
 * whether it is sent as one {@code move} command or cut into several at random squares where it may stop.
 */
class SqueezeSplitPropertyTest {
    /** Another creature of a case: an ally is crossed at 2 a square, a (stunned) enemy bars the way. */
    record Other(String id, boolean enemy, int x, int y) {}

    /** A case: the map, the mover's size and square, the others, the path and where it is cut. */
    record Case(List<String> rows, Size size, Pos start, List<Other> others, List<Pos> path, List<Integer> cuts) {
        @Override
        public String toString() {
            return String.join("\n", rows) + "\n" + size + " at " + start + ", " + others + "\npath " + path
                    + " cut after steps " + cuts;
        }
    }

    static TestScenario scenario(List<String> rows, Size size, Pos start, List<Other> others) {
        TestScenario s = TestScenario.map(rows.toArray(String[]::new))
                .with("ogre", "monsters", start.x(), start.y(), c -> c.size(size, size.defaultWidth(),
                        size.defaultHeight()).speed(80).hp(500).control("player"));
        List<String> order = new ArrayList<>(List.of("ogre"));
        for (Other o : others) {
            s.with(o.id(), o.enemy() ? "party" : "monsters", o.x(), o.y(), c -> c.control("player")
                    .conditions(o.enemy() ? new Condition[] {Condition.STUNNED} : new Condition[0]));
            order.add(o.id());
        }
        return s.initiative(order.toArray(String[]::new));
    }

    static Case generate(Random r) {
        int w = 8 + r.nextInt(7);
        int h = 6 + r.nextInt(5);
        Size size = r.nextInt(4) == 0 ? Size.HUGE : Size.LARGE;
        int side = size.defaultWidth();
        char[][] map = new char[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
                int t = r.nextInt(100);
                map[y][x] = edge ? '#' : t < 62 ? '.' : t < 72 ? ',' : t < 76 ? ';' : '#';
            }
        }
        Pos start = new Pos(1 + r.nextInt(Math.max(1, w - 1 - side)), 1 + r.nextInt(Math.max(1, h - 1 - side)));
        for (int y = start.y(); y < start.y() + side; y++) {
            for (int x = start.x(); x < start.x() + side; x++) map[y][x] = '.';
        }
        List<String> rows = new ArrayList<>();
        for (char[] row : map) rows.add(new String(row));
        // A walled cell below the map for an enemy that keeps the fight going and is out of everyone's way.
        rows.add("#." + "#".repeat(w - 2));
        rows.add("#".repeat(w));
        List<Other> others = new ArrayList<>();
        others.add(new Other("watcher", true, 1, h));
        int count = r.nextInt(4);
        for (int i = 0; i < count; i++) {
            int x = 1 + r.nextInt(w - 2);
            int y = 1 + r.nextInt(h - 2);
            boolean onMover = x >= start.x() && x < start.x() + side && y >= start.y() && y < start.y() + side;
            boolean taken = others.stream().anyMatch(o -> o.x() == x && o.y() == y);
            if (!onMover && !taken && map[y][x] != '#') others.add(new Other("c" + i, r.nextBoolean(), x, y));
        }
        // A random walk of legal steps for a creature allowed to squeeze, as the rules price them.
        Played p = Played.of(scenario(rows, size, start, others).build()).start();
        Creature ogre = p.creature("ogre");
        MoveContext ctx = p.game().services().movement.contexts().context(ogre);
        StepRules squeezing = new StepRules(ctx.withMover(ctx.mover().squeezing(true)));
        List<Pos> path = new ArrayList<>();
        List<Integer> stops = new ArrayList<>();
        Pos at = start;
        int length = 1 + r.nextInt(12);
        for (int i = 0; i < length; i++) {
            List<Pos> next = new ArrayList<>();
            for (Pos n : at.neighbours()) {
                if (squeezing.step(at, n, TerrainMode.CAREFUL) instanceof StepVerdict.Allowed && !path.contains(n)
                        && !n.equals(start)) {
                    next.add(n);
                }
            }
            if (next.isEmpty()) break;
            at = next.get(r.nextInt(next.size()));
            path.add(at);
            if (squeezing.canStop(at)) stops.add(path.size());
        }
        // The whole path must end where the creature may stop; cut it at some of the squares it may stop on.
        while (!path.isEmpty() && !squeezing.canStop(path.get(path.size() - 1))) path.remove(path.size() - 1);
        List<Integer> cuts = new ArrayList<>();
        for (int s : stops) if (s < path.size() && r.nextBoolean()) cuts.add(s);
        return new Case(rows, size, start, others, path, cuts);
    }

    static String commands(List<Pos> path, List<Integer> cuts) {
        StringBuilder out = new StringBuilder("move");
        for (int i = 0; i < path.size(); i++) {
            out.append(' ').append(path.get(i));
            if (cuts.contains(i + 1)) out.append("\nmove");
        }
        return out.append("\nend\n").toString();
    }

    static void check(Case k) {
        if (k.path().isEmpty()) return;
        var scenario = scenario(k.rows(), k.size(), k.start(), k.others()).build();
        List<JsonNode> whole = events(scenario, 1, commands(k.path(), List.of()));
        List<JsonNode> split = events(scenario, 1, commands(k.path(), k.cuts()));
        assertTrue(ofType(whole, "error").isEmpty(), "one command: " + ofType(whole, "error"));
        assertTrue(ofType(split, "error").isEmpty(), "several commands: " + ofType(split, "error"));
        List<Integer> wholeCosts = costs(of(whole, "move", "actor", "ogre"));
        List<Integer> splitCosts = costs(of(split, "move", "actor", "ogre"));
        assertEquals(k.path().size(), wholeCosts.size());
        assertEquals(wholeCosts, splitCosts, "each step costs the same however the path is cut");
        assertEquals(at(whole, "ogre"), at(split, "ogre"));
        for (JsonNode m : of(whole, "move", "actor", "ogre")) {
            boolean squeezed = m.get("rule").toString().contains("MOVE-SQUEEZE");
            assertTrue(squeezed || m.get("cost").asInt() <= 4, "an open step never pays the squeeze: " + m);
        }
    }

    private static List<Integer> costs(List<JsonNode> moves) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode m : moves) out.add(m.get("cost").asInt());
        return out;
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a path costs the same sent as one command or cut into several")
    void MOVE_SQUEEZE_sameCostHoweverTheMoveIsSplit() {
        int[] squeezedCases = {0};
        Property.forAll(20261123L, 200, SqueezeSplitPropertyTest::generate, k -> {
            check(k);
            if (!k.cuts().isEmpty() && k.path().size() > 1) squeezedCases[0]++;
        });
        assertTrue(squeezedCases[0] > 40, "the cases should cut paths, got " + squeezedCases[0]);
    }
}
