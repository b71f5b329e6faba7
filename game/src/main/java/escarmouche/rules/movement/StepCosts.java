package escarmouche.rules.movement;

import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The price of every step one mover could take on one map. The single implementation behind
 * {@link StepRules}, the move plans and {@link PathFinder}, so that they cannot disagree.
 *
 * <p>Works on the top-left square of the moving footprint with plain ints: the path finder calls it
 * hundreds of thousands of times per second. Negative results are refusal codes.
 */
final class StepCosts {
    static final int NOT_ADJACENT = -1;
    static final int OFF_MAP = -2;
    static final int WALL = -3;
    static final int CORNER = -4;
    static final int HOSTILE = -5;
    static final int FEAR = -6;
    static final int HELD = -7;

    /** Terrain grades, cached lazily per square (0 = not looked at yet). */
    private static final byte NORMAL = 1;
    private static final byte DIFFICULT = 2;
    private static final byte VERY_DIFFICULT = 3;
    private static final byte BLOCKING = 4;

    /** Occupancy codes: nobody, someone the mover may cross, someone it may not. */
    private static final byte CROSSABLE = 1;
    private static final byte BARRING = 2;

    private final MoveContext ctx;
    private final Grid grid;
    private final int gw;
    private final int gh;
    private final int w;
    private final int h;
    private final boolean crawling;
    private final boolean squeezing;
    private final boolean house;
    private final int drag;
    private final List<Body> fear;
    private final Optional<Refusal> held;
    private final byte[] grade;
    private final byte[] occupancy;

    StepCosts(MoveContext ctx) {
        this.ctx = ctx;
        this.grid = ctx.grid();
        this.gw = grid.width();
        this.gh = grid.height();
        Mover m = ctx.mover();
        Body moving = m.movingBody();
        this.w = moving.width();
        this.h = moving.height();
        this.crawling = m.crawling();
        this.squeezing = m.squeezing();
        this.house = ctx.rules().house();
        this.drag = m.dragFactor();
        this.fear = m.fearSources();
        this.held = Speed.immobilized(m.conditions());
        this.grade = new byte[gw * gh];
        this.occupancy = new byte[gw * gh];
        for (Occupant o : ctx.occupants()) {
            if (o.id().equals(m.id())) continue;
            byte code = o.hostile() && !sizesFarApart(m.body().size(), o.body().size()) ? BARRING : CROSSABLE;
            paint(o.body(), code);
        }
    }

    /** MOVE-OCCUPIED: a hostile creature bars the way unless the sizes are two categories or more apart. */
    static boolean sizesFarApart(Size a, Size b) {
        return Math.abs(a.stepsAbove(b)) >= 2;
    }

    private void paint(Body b, byte code) {
        for (int y = Math.max(0, b.top()); y <= Math.min(gh - 1, b.bottom()); y++) {
            for (int x = Math.max(0, b.left()); x <= Math.min(gw - 1, b.right()); x++) {
                int i = y * gw + x;
                if (occupancy[i] < code) occupancy[i] = code;
            }
        }
    }

    int mapWidth() {
        return gw;
    }

    int mapHeight() {
        return gh;
    }

    int footWidth() {
        return w;
    }

    int footHeight() {
        return h;
    }

    MoveContext context() {
        return ctx;
    }

    /** The cheapest any step can be, for the path finder's distance estimate. */
    int cheapestStep() {
        return ((crawling ? 2 : 1) + (squeezing ? 1 : 0)) * drag;
    }

    /** Whether the footprint with this top-left square lies on the map. */
    boolean onMap(int x, int y) {
        return x >= 0 && y >= 0 && x + w <= gw && y + h <= gh;
    }

    private byte grade(int x, int y) {
        int i = y * gw + x;
        byte g = grade[i];
        if (g == 0) {
            Terrain t = grid.at(new Pos(x, y));
            if (t.blocksMovement()) g = BLOCKING;
            else if (t.dc() >= 15) g = VERY_DIFFICULT;
            else if (t.dc() > 0) g = DIFFICULT;
            else g = NORMAL;
            grade[i] = g;
        }
        return g;
    }

    private boolean inOld(int x, int y, int fx, int fy) {
        return x >= fx && x < fx + w && y >= fy && y < fy + h;
    }

    /** What one newly entered square costs (MOVE-DIFFICULT, MOVE-OCCUPIED, MOVE-PRONE). */
    private int squareCost(int x, int y, TerrainMode mode) {
        int level = grade(x, y) - NORMAL;
        boolean occupied = occupancy[y * gw + x] != 0;
        if (!crawling && house && mode == TerrainMode.RISKY) return occupied ? 2 : 1;
        if (occupied) level = Math.max(level, 1);
        if (crawling) return house ? 2 << level : (level == 0 ? 2 : 3);
        return house ? 1 << level : (level == 0 ? 1 : 2);
    }

    /**
     * The cost of moving the footprint's top-left square from (fx,fy) to (tx,ty), or a negative refusal
     * code. The cost is the dearest square the footprint newly enters, plus 1 when squeezing, times the
     * drag factor.
     */
    int cost(int fx, int fy, int tx, int ty, TerrainMode mode) {
        if (held.isPresent()) return HELD;
        int dx = tx - fx;
        int dy = ty - fy;
        if (Math.max(Math.abs(dx), Math.abs(dy)) != 1) return NOT_ADJACENT;
        if (!onMap(tx, ty)) return OFF_MAP;
        int worst = 0;
        boolean barred = false;
        for (int y = ty; y < ty + h; y++) {
            for (int x = tx; x < tx + w; x++) {
                if (inOld(x, y, fx, fy)) continue;
                if (grade(x, y) == BLOCKING) return WALL;
                if (occupancy[y * gw + x] == BARRING) barred = true;
                else worst = Math.max(worst, squareCost(x, y, mode));
            }
        }
        if (dx != 0 && dy != 0 && cutsCorner(fx, fy, dx, dy)) return CORNER;
        if (barred) return HOSTILE;
        if (!fear.isEmpty() && nearsFear(fx, fy, tx, ty)) return FEAR;
        return (worst + (squeezing ? 1 : 0)) * drag;
    }

    /**
     * A diagonal step may not cut the corner of a blocking square: both orthogonal half-steps must be
     * clear, which for a footprint means the column and the row it would sweep.
     */
    private boolean cutsCorner(int fx, int fy, int dx, int dy) {
        int col = dx > 0 ? fx + w : fx - 1;
        for (int y = fy; y < fy + h; y++) if (grade(col, y) == BLOCKING) return true;
        int row = dy > 0 ? fy + h : fy - 1;
        for (int x = fx; x < fx + w; x++) if (grade(x, row) == BLOCKING) return true;
        return false;
    }

    private boolean nearsFear(int fx, int fy, int tx, int ty) {
        Body from = bodyAt(fx, fy);
        Body to = bodyAt(tx, ty);
        for (Body source : fear) {
            if (to.distanceTo(source) < from.distanceTo(source)) return true;
        }
        return false;
    }

    /** Whether the footprint may end its move here: no other creature in any of its squares. */
    boolean canStop(int x, int y) {
        if (!onMap(x, y)) return false;
        for (int yy = y; yy < y + h; yy++) {
            for (int xx = x; xx < x + w; xx++) if (occupancy[yy * gw + xx] != 0) return false;
        }
        return true;
    }

    /** Whether the footprint could stand here at all: on the map, no blocking terrain, no one else. */
    boolean canStand(int x, int y) {
        if (!canStop(x, y)) return false;
        for (int yy = y; yy < y + h; yy++) {
            for (int xx = x; xx < x + w; xx++) if (grade(xx, yy) == BLOCKING) return false;
        }
        return true;
    }

    Body bodyAt(int x, int y) {
        return ctx.mover().movingBody().moveTo(new Pos(x, y));
    }

    /**
     * The highest terrain DC among the squares newly entered (MOVE-DIFFICULT); stairs count only when
     * asked (MOVE-STAIRS: only at more than half speed).
     */
    int dcEntered(int fx, int fy, int tx, int ty, boolean withStairs) {
        int dc = 0;
        for (int y = ty; y < ty + h; y++) {
            for (int x = tx; x < tx + w; x++) {
                if (inOld(x, y, fx, fy)) continue;
                Terrain t = grid.at(new Pos(x, y));
                if (t == Terrain.STAIRS && !withStairs) continue;
                dc = Math.max(dc, t.dc());
            }
        }
        return dc;
    }

    boolean entersStairs(int fx, int fy, int tx, int ty) {
        return enters(fx, fy, tx, ty, Terrain.STAIRS);
    }

    private boolean enters(int fx, int fy, int tx, int ty, Terrain wanted) {
        for (int y = ty; y < ty + h; y++) {
            for (int x = tx; x < tx + w; x++) {
                if (!inOld(x, y, fx, fy) && grid.at(new Pos(x, y)) == wanted) return true;
            }
        }
        return false;
    }

    /** The rules that priced a legal step, for the move log. */
    List<String> rulesOf(int fx, int fy, int tx, int ty) {
        List<String> rules = new ArrayList<>(4);
        boolean occupied = false;
        for (int y = ty; y < ty + h; y++) {
            for (int x = tx; x < tx + w; x++) {
                if (!inOld(x, y, fx, fy) && occupancy[y * gw + x] != 0) occupied = true;
            }
        }
        if (w * h > 1) rules.add("MOVE-SIZE");
        if (crawling) rules.add("MOVE-PRONE");
        if (dcEntered(fx, fy, tx, ty, false) > 0) rules.add("MOVE-DIFFICULT");
        if (entersStairs(fx, fy, tx, ty)) rules.add("MOVE-STAIRS");
        if (occupied) rules.add("MOVE-OCCUPIED");
        if (squeezing) rules.add("MOVE-SQUEEZE");
        if (drag > 1) rules.add("GRAP-DRAG");
        return rules;
    }

    /** The refusal behind a negative code, in words the player reads. */
    Refusal refusal(int code, int fx, int fy, int tx, int ty) {
        Pos to = new Pos(tx, ty);
        return switch (code) {
            case HELD -> held.orElseThrow();
            case NOT_ADJACENT -> new Refusal("MOVE-ENTER", to + " is not next to " + new Pos(fx, fy));
            case OFF_MAP -> new Refusal("MOVE-ENTER", w * h > 1
                    ? "a " + w + "x" + h + " footprint at " + to + " would leave the map"
                    : to + " is off the map");
            case WALL -> new Refusal("MOVE-ENTER", wallAt(fx, fy, tx, ty) + " blocks the way");
            case CORNER -> new Refusal("MOVE-ENTER", "cannot cut the corner of a wall from " + new Pos(fx, fy)
                    + " to " + to);
            case HOSTILE -> new Refusal("MOVE-OCCUPIED", hostileAt(fx, fy, tx, ty)
                    + " bars the way (hostile, and sizes less than two categories apart)");
            case FEAR -> new Refusal("COND-FRIGHTENED", "frightened: cannot move closer to what it fears");
            default -> throw new IllegalArgumentException("not a refusal code: " + code);
        };
    }

    private String wallAt(int fx, int fy, int tx, int ty) {
        for (int y = ty; y < ty + h; y++) {
            for (int x = tx; x < tx + w; x++) {
                if (!inOld(x, y, fx, fy) && grade(x, y) == BLOCKING) {
                    return grid.at(new Pos(x, y)).id() + " at " + new Pos(x, y);
                }
            }
        }
        return "a wall";
    }

    private String hostileAt(int fx, int fy, int tx, int ty) {
        Body target = bodyAt(tx, ty);
        Size size = ctx.mover().body().size();
        for (Occupant o : ctx.occupants()) {
            if (o.hostile() && !sizesFarApart(size, o.body().size()) && o.body().overlaps(target)) {
                return o.id() + " at " + o.body().at();
            }
        }
        return "a hostile creature";
    }
}
