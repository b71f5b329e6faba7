package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Equal paths are chosen alike from either end of a symmetric map: the path from a square to a goal,
 * seen in a mirror, is the path from the mirrored square to the mirrored goal. When the choice depended on
 * the order neighbours are looked at, a creature walking east went north-east first and one walking west
 * went south-west first, and one end of a mirror match won more often.
 */
class PathSymmetryTest {
    /** Symmetric east-west and north-south, with pillars that leave equal ways round them. */
    private static final AsciiMap ROOM = AsciiMap.of(
            "#############",
            "#...........#",
            "#....o.o....#",
            "#...........#",
            "#....o.o....#",
            "#...........#",
            "#############");

    private static Optional<Path> path(Pos from, Pos to) {
        MoveContext ctx = MoveContext.start(ROOM.grid(), List.of(), Mover.of("a", Body.medium(from)), 40);
        return new PathFinder(ctx).find(to);
    }

    private static List<Pos> mirrored(Optional<Path> p, UnaryOperator<Pos> mirror) {
        List<Pos> out = new ArrayList<>();
        p.ifPresent(x -> x.squares().forEach(s -> out.add(mirror.apply(s))));
        return out;
    }

    private static List<Pos> squares(Optional<Path> p) {
        return p.map(Path::squares).orElse(List.of());
    }

    @Test
    @DisplayName("MOVE-ENTER: of equal paths the finder takes the straight one, east as west")
    void straightLineEitherWay() {
        assertEquals(AsciiMap.path("3,3 4,3 5,3 6,3 7,3 8,3 9,3"), squares(path(new Pos(2, 3), new Pos(9, 3))));
        assertEquals(AsciiMap.path("9,3 8,3 7,3 6,3 5,3 4,3 3,3"), squares(path(new Pos(10, 3), new Pos(3, 3))));
    }

    @Test
    @DisplayName("MOVE-ENTER: every path on a symmetric map is the mirror image of the mirrored path")
    void mirroredPathsOnASymmetricMap() {
        int w = ROOM.grid().width();
        int h = ROOM.grid().height();
        UnaryOperator<Pos> eastWest = p -> new Pos(w - 1 - p.x(), p.y());
        UnaryOperator<Pos> northSouth = p -> new Pos(p.x(), h - 1 - p.y());
        List<String> broken = new ArrayList<>();
        int pairs = 0;
        for (Pos from : floor()) {
            for (Pos to : floor()) {
                if (inLineWithTheMiddle(from, to)) continue;
                Optional<Path> p = path(from, to);
                for (UnaryOperator<Pos> m : List.of(eastWest, northSouth)) {
                    pairs++;
                    if (!mirrored(p, m).equals(squares(path(m.apply(from), m.apply(to))))) {
                        broken.add((m == eastWest ? "east-west " : "north-south ") + from + " -> " + to);
                    }
                }
            }
        }
        assertEquals(List.of(), broken, broken.size() + " of " + pairs + " paths");
        assertEquals(4592, pairs, "paths compared");
    }

    /**
     * A start and a goal in line with the middle of the map: the map looks the same on both sides of
     * that line, so two ways round are mirror images of each other and the finder has to pick one.
     */
    private static boolean inLineWithTheMiddle(Pos from, Pos to) {
        int mx = ROOM.grid().width() - 1;
        int my = ROOM.grid().height() - 1;
        long ax = 2L * from.x() - mx;
        long ay = 2L * from.y() - my;
        long bx = 2L * to.x() - mx;
        long by = 2L * to.y() - my;
        return ax * by - ay * bx == 0;
    }

    private static List<Pos> floor() {
        List<Pos> out = new ArrayList<>();
        for (int y = 0; y < ROOM.grid().height(); y++) {
            for (int x = 0; x < ROOM.grid().width(); x++) {
                if (ROOM.rows().get(y).charAt(x) == '.') out.add(new Pos(x, y));
            }
        }
        return out;
    }
}
