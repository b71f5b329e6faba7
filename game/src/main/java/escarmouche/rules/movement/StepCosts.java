package escarmouche.rules.movement;

import escarmouche.rules.core.RulePart;
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
    /** The moving footprint at its smallest: the squeezed one while squeezing. */
    private final int w;
    private final int h;
    /** The creature's whole footprint, which it keeps wherever it fits (MOVE-SQUEEZE). */
    private final int fullW;
    private final int fullH;
    private final boolean crawling;
    private final boolean squeezing;
    private final boolean house;
    private final int drag;
    private final List<Body> fear;
    private final Optional<Refusal> held;
    private final byte[] grade;
    /**
     * Who stands where, as this mover sees them: its own array, or one of the scratch's boards, mended or
     * painted again by {@link #claim} whenever another mover's costs used it since.
     */
    private byte[] occupancy;
    /** The game's scratch whose boards this uses, or null for an array of its own. */
    private final PathScratch scratch;
    /** The scratch's board this claimed last: its board while {@link OccupancyBoard#owner} says so. */
    private OccupancyBoard board;
    /** While squeezing: whether the whole footprint fits at each top-left square (0 = not looked at yet). */
    private final byte[] fits;
    /** {@link #exits} made for this mover's map when it has no scratch to keep them in. */
    private byte[] ownExits;
    /**
     * A one-square mover, not squeezing, not held, fearing nothing: its careful steps are priced the short
     * way ({@link #carefulStep}), from {@link #carefulPrice}.
     */
    private final boolean plain;
    /** What a careful step onto a square costs by its level (terrain grade, raised to 1 by an occupant). */
    private final int[] carefulPrice = new int[3];

    StepCosts(MoveContext ctx) {
        this(ctx, null);
    }

    /**
     * Prices steps on {@code ctx}; with a game's {@code scratch}, the terrain grades it works out are kept
     * there for the next finder on the same map (a map is never changed in place: a door makes a new one).
     */
    StepCosts(MoveContext ctx, PathScratch scratch) {
        this.ctx = ctx;
        this.grid = ctx.grid();
        this.gw = grid.width();
        this.gh = grid.height();
        Mover m = ctx.mover();
        Body moving = m.movingBody();
        this.w = moving.width();
        this.h = moving.height();
        this.fullW = m.body().width();
        this.fullH = m.body().height();
        this.crawling = m.crawling();
        this.squeezing = m.squeezing();
        this.house = ctx.rules().house(RulePart.MOVEMENT);
        this.drag = m.dragFactor();
        this.fear = m.fearSources();
        this.held = Speed.immobilized(m.conditions());
        this.grade = scratch == null ? new byte[gw * gh] : scratch.grades(grid);
        this.scratch = scratch;
        this.fits = squeezing ? new byte[gw * gh] : null;
        this.plain = w == 1 && h == 1 && !squeezing && held.isEmpty() && fear.isEmpty();
        for (int level = 0; level < carefulPrice.length; level++) {
            int price = crawling ? (house ? 2 << level : (level == 0 ? 2 : 3)) : (house ? 1 << level : (level == 0 ? 1 : 2));
            carefulPrice[level] = price * drag;
        }
        if (scratch == null) {
            occupancy = new byte[gw * gh];
            paintOccupants(null);
        } else {
            claim();
        }
    }

    /**
     * Makes the occupancy this mover's again when it shares the scratch's boards: a board another mover's
     * costs used since is mended, or painted afresh. Every query of a finder starts here; the board is the
     * same each time (the context does not change), so a query never sees another mover's board. Sharing
     * spares a map-sized array per finder: in a big fight most of the bytes a decision made.
     */
    void claim() {
        if (scratch == null || (board != null && board.owner == this)) return;
        // Apart, so that the test above stays small enough to be compiled into every query that starts here.
        takeBoard();
    }

    /** Mends one of the scratch's boards into this mover's, or paints the older one afresh ({@link #claim}). */
    private void takeBoard() {
        OccupancyBoard chosen = null;
        int changes = -1;
        Occupant[] all = null;
        int skip = -1;
        // A view of the game's array without the mover's own entry (ids are distinct there): the board it
        // paints is every entry but that one, which is what a mend compares entry by entry.
        if (ctx.occupants() instanceof Occupants view && view.left() >= 0
                && view.array()[view.left()].id().equals(ctx.mover().id())) {
            all = view.array();
            skip = view.left();
            for (OccupancyBoard b : scratch.boards) {
                if (!mendable(b, all)) continue;
                changes = b.differences(all, skip, scratch.changed);
                if (changes >= 0) {
                    chosen = b;
                    break;
                }
            }
        }
        if (chosen != null) {
            mend(chosen, all, skip, changes);
        } else {
            OccupancyBoard[] boards = scratch.boards;
            chosen = boards[0].used <= boards[1].used ? boards[0] : boards[1];
            occupancy = chosen.cleared(gw * gh);
            chosen.width = gw;
            chosen.height = gh;
            chosen.moverSize = ctx.mover().body().size();
            paintOccupants(chosen);
            chosen.from = all;
            chosen.left = skip;
        }
        chosen.owner = this;
        chosen.used = ++scratch.boardClaims;
        board = chosen;
        occupancy = chosen.squares;
    }

    /**
     * Whether {@code b} can be mended into this mover's board: painted for the same map size and mover size
     * (the codes depend on both), from a view of an array as long as {@code all}, with no square held twice.
     */
    private boolean mendable(OccupancyBoard b, Occupant[] all) {
        return b.from != null && !b.overlapped && b.from.length == all.length && b.width == gw && b.height == gh
                && b.moverSize == ctx.mover().body().size();
    }

    /**
     * Turns {@code b} into this mover's board: the {@code changes} entries listed in the scratch are taken
     * off, every one of them first, then the new ones painted. Taking off first keeps a creature that moved
     * onto a square another one left from being wiped out with it; a square held twice after the mend marks
     * the board as not to be mended again.
     */
    private void mend(OccupancyBoard b, Occupant[] all, int skip, int changes) {
        int[] changed = scratch.changed;
        byte[] squares = b.squares;
        for (int k = 0; k < changes; k++) {
            int i = changed[k];
            if (i != b.left) clear(squares, b.from[i].body());
        }
        Size size = ctx.mover().body().size();
        for (int k = 0; k < changes; k++) {
            int i = changed[k];
            if (i == skip) continue;
            Body body = all[i].body();
            if (paint(squares, body, code(all[i], size))) b.overlapped = true;
            b.written(body.top(), body.bottom());
        }
        b.from = all;
        b.left = skip;
    }

    /** Takes an occupant's squares (on the map) off a board where nobody else stands on them. */
    private void clear(byte[] squares, Body b) {
        for (int y = Math.max(0, b.top()); y <= Math.min(gh - 1, b.bottom()); y++) {
            for (int x = Math.max(0, b.left()); x <= Math.min(gw - 1, b.right()); x++) squares[y * gw + x] = 0;
        }
    }

    /**
     * Paints every other creature of the context on {@link #occupancy}, which is clear; with a board (none
     * for an array of its own), tells it which rows were written and whether a square was painted twice.
     */
    private void paintOccupants(OccupancyBoard b) {
        String self = ctx.mover().id();
        int selfHash = self.hashCode();
        Size size = ctx.mover().body().size();
        List<Occupant> others = ctx.occupants();
        // The rows painted, so that the board's next clear can stop there.
        int top = gh;
        int bottom = -1;
        boolean twice = false;
        for (int i = 0; i < others.size(); i++) {
            Occupant o = others.get(i);
            // Strings keep their hash: unequal hashes settle most comparisons without reading the names.
            String id = o.id();
            if (id.hashCode() == selfHash && id.equals(self)) continue;
            Body body = o.body();
            twice |= paint(occupancy, body, code(o, size));
            top = Math.min(top, body.top());
            bottom = Math.max(bottom, body.bottom());
        }
        if (b != null) {
            b.written(top, bottom);
            b.overlapped = twice;
        }
    }

    /** What an occupant's squares hold for a mover of this size: barred, or crossable (MOVE-OCCUPIED). */
    private static byte code(Occupant o, Size moverSize) {
        return o.hostile() && !sizesFarApart(moverSize, o.body().size()) ? BARRING : CROSSABLE;
    }

    /** MOVE-OCCUPIED: a hostile creature bars the way unless the sizes are two categories or more apart. */
    static boolean sizesFarApart(Size a, Size b) {
        return Math.abs(a.stepsAbove(b)) >= 2;
    }

    /**
     * Paints a body's squares (on the map) with {@code code} where they hold less; whether one of them held
     * someone already.
     */
    private boolean paint(byte[] squares, Body b, byte code) {
        if (b.width() == 1 && b.height() == 1) {
            // Most creatures are one square: no loop bounds to work out.
            int x = b.at().x();
            int y = b.at().y();
            if (x < 0 || y < 0 || x >= gw || y >= gh) return false;
            int i = y * gw + x;
            byte was = squares[i];
            if (was < code) squares[i] = code;
            return was != 0;
        }
        boolean twice = false;
        for (int y = Math.max(0, b.top()); y <= Math.min(gh - 1, b.bottom()); y++) {
            for (int x = Math.max(0, b.left()); x <= Math.min(gw - 1, b.right()); x++) {
                int i = y * gw + x;
                byte was = squares[i];
                if (was != 0) twice = true;
                if (was < code) squares[i] = code;
            }
        }
        return twice;
    }

    int mapWidth() {
        return gw;
    }

    int mapHeight() {
        return gh;
    }

    /** The creature's whole footprint, unsqueezed. */
    int fullWidth() {
        return fullW;
    }

    int fullHeight() {
        return fullH;
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

    /**
     * The cheapest any step can be, for the path finder's distance estimate. A squeezing mover pays
     * nothing extra for the steps where its whole footprint fits, so squeezing does not raise it.
     */
    int cheapestStep() {
        return (crawling ? 2 : 1) * drag;
    }

    /**
     * For a {@link #plain} mover, the steps out of each square that stay on the map, enter no blocking
     * square and cut no blocking corner: bit {@code d} of square {@code y * width + x} for the step
     * {@code Pos.DIRECTIONS[d]}. These depend on the map alone, so a game's finders share them
     * ({@link PathScratch}), and a search skips those steps without a look at the squares around (four
     * bounds and up to three grades a step). What is left of a careful step's price is
     * {@link #openStep}: {@code carefulStep} is {@code openStep} where the bit is set, and a refusal where not.
     */
    byte[] exits() {
        byte[] made = scratch == null ? ownExits : scratch.exits(grid);
        if (made != null) return made;
        made = new byte[gw * gh];
        for (int y = 0; y < gh; y++) {
            for (int x = 0; x < gw; x++) {
                int bits = 0;
                for (int d = 0; d < Pos.DIRECTIONS.length; d++) {
                    int tx = x + Pos.DIRECTIONS[d][0];
                    int ty = y + Pos.DIRECTIONS[d][1];
                    if (tx < 0 || ty < 0 || tx >= gw || ty >= gh || grade(tx, ty) == BLOCKING) continue;
                    if (tx != x && ty != y && (grade(tx, y) == BLOCKING || grade(x, ty) == BLOCKING)) continue;
                    bits |= 1 << d;
                }
                made[y * gw + x] = (byte) bits;
            }
        }
        if (scratch == null) ownExits = made;
        else scratch.keepExits(grid, made);
        return made;
    }

    /**
     * {@link #carefulStep} of a {@link #plain} mover onto square {@code t} by a step its {@link #exits} allow:
     * the occupant's part of the price only, the map's part being settled.
     */
    int openStep(int t) {
        byte occupant = occupancy[t];
        if (occupant == BARRING) return HOSTILE;
        int level = grade[t] - NORMAL;
        return carefulPrice[occupant != 0 && level == 0 ? 1 : level];
    }

    /** Whether its careful steps can be priced by {@link #exits} and {@link #openStep}. */
    boolean plain() {
        return plain;
    }

    /** Whether the footprint with this top-left square lies on the map. */
    boolean onMap(int x, int y) {
        return x >= 0 && y >= 0 && x + w <= gw && y + h <= gh;
    }

    private byte grade(int x, int y) {
        int i = y * gw + x;
        byte g = grade[i];
        if (g == 0) {
            Terrain t = grid.at(x, y);
            if (t.blocksMovement()) g = BLOCKING;
            else if (t.dc() >= 15) g = VERY_DIFFICULT;
            else if (t.dc() > 0) g = DIFFICULT;
            else g = NORMAL;
            grade[i] = g;
        }
        return g;
    }

    /** Whether the mover squeezes anywhere ({@link #squeezedAt}); when not, its footprint is the same on every square. */
    boolean squeezing() {
        return squeezing;
    }

    /**
     * MOVE-SQUEEZE: whether a squeezing mover is squeezed with its footprint's top-left square here, that
     * is, whether its whole footprint would leave the map, stand in a wall or on a creature that bars
     * the way. Never for a mover that is not squeezing. Where it is not squeezed it takes its whole
     * footprint, and its steps there cost what they would cost without squeezing.
     */
    boolean squeezedAt(int x, int y) {
        if (!squeezing) return false;
        if (x < 0 || y < 0 || x + fullW > gw || y + fullH > gh) return true;
        int i = y * gw + x;
        if (fits[i] == 0) {
            boolean whole = true;
            for (int yy = y; yy < y + fullH && whole; yy++) {
                for (int xx = x; xx < x + fullW; xx++) {
                    if (grade(xx, yy) == BLOCKING || occupancy[yy * gw + xx] == BARRING) {
                        whole = false;
                        break;
                    }
                }
            }
            fits[i] = whole ? (byte) 1 : (byte) 2;
        }
        return fits[i] == 2;
    }

    /** Width of the footprint with its top-left square here: the whole one unless squeezed there. */
    private int widthAt(int x, int y) {
        return squeezing && !squeezedAt(x, y) ? fullW : w;
    }

    private int heightAt(int x, int y) {
        return squeezing && !squeezedAt(x, y) ? fullH : h;
    }

    /** Whether (x,y) is covered by the footprint standing with its top-left square at (fx,fy). */
    private boolean inOld(int x, int y, int fx, int fy) {
        return x >= fx && x < fx + widthAt(fx, fy) && y >= fy && y < fy + heightAt(fx, fy);
    }

    /**
     * Whether a step's squares are priced as all those of its end footprint: when squeezing into a
     * footprint that lies inside the one it leaves, the step enters no new square, yet it is a step over
     * the ground it ends on. Otherwise only the newly entered squares count.
     */
    private boolean wholeEnd(int fx, int fy, int tx, int ty) {
        return squeezing && tx >= fx && ty >= fy && tx + widthAt(tx, ty) <= fx + widthAt(fx, fy)
                && ty + heightAt(tx, ty) <= fy + heightAt(fx, fy);
    }

    /** Whether a step from (fx,fy) to (tx,ty) counts square (x,y) of its end footprint as entered. */
    private boolean entered(int x, int y, int fx, int fy, boolean wholeEnd) {
        return wholeEnd || !inOld(x, y, fx, fy);
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
     * code. The cost is the dearest square the footprint newly enters, plus 1 when the step ends squeezed
     * (MOVE-SQUEEZE: only those steps pay it), times the drag factor.
     */
    int cost(int fx, int fy, int tx, int ty, TerrainMode mode) {
        if (held.isPresent()) return HELD;
        int dx = tx - fx;
        int dy = ty - fy;
        if (Math.max(Math.abs(dx), Math.abs(dy)) != 1) return NOT_ADJACENT;
        if (!onMap(tx, ty)) return OFF_MAP;
        if (w == 1 && h == 1 && !squeezing) return singleSquare(fx, fy, tx, ty, dx, dy, mode);
        int worst = 0;
        boolean barred = false;
        boolean squeezed = squeezedAt(tx, ty);
        int tw = widthAt(tx, ty);
        int th = heightAt(tx, ty);
        boolean whole = wholeEnd(fx, fy, tx, ty);
        for (int y = ty; y < ty + th; y++) {
            for (int x = tx; x < tx + tw; x++) {
                if (!entered(x, y, fx, fy, whole)) continue;
                if (grade(x, y) == BLOCKING) return WALL;
                if (occupancy[y * gw + x] == BARRING) barred = true;
                else worst = Math.max(worst, squareCost(x, y, mode));
            }
        }
        if (dx != 0 && dy != 0 && cutsCorner(fx, fy, dx, dy, squeezed)) return CORNER;
        if (barred) return HOSTILE;
        if (!fear.isEmpty() && nearsFear(fx, fy, tx, ty)) return FEAR;
        return (worst + (squeezed ? 1 : 0)) * drag;
    }

    /**
     * {@link #cost} for the common one-square mover that is not squeezing, with the same tests in the same
     * order: its one square is always newly entered, so the footprint loop reduces to that square.
     */
    private int singleSquare(int fx, int fy, int tx, int ty, int dx, int dy, TerrainMode mode) {
        if (grade(tx, ty) == BLOCKING) return WALL;
        boolean barred = occupancy[ty * gw + tx] == BARRING;
        int worst = barred ? 0 : squareCost(tx, ty, mode);
        if (dx != 0 && dy != 0 && cutsCorner(fx, fy, dx, dy, false)) return CORNER;
        if (barred) return HOSTILE;
        if (!fear.isEmpty() && nearsFear(fx, fy, tx, ty)) return FEAR;
        return worst * drag;
    }

    /**
     * {@link #cost} of a careful step that the caller knows goes to one of the eight squares around and
     * ends with the footprint on the map, as the path finder's steps do: the same answer, found the short
     * way for a {@link #plain} mover (the search prices every step it looks at, so this is its inner loop).
     * For a one-square footprint the corner test looks at the two squares the step passes beside.
     */
    int carefulStep(int fx, int fy, int tx, int ty) {
        if (!plain) return cost(fx, fy, tx, ty, TerrainMode.CAREFUL);
        int t = ty * gw + tx;
        byte g = grade[t];
        if (g == 0) g = grade(tx, ty);
        if (g == BLOCKING) return WALL;
        if (fx != tx && fy != ty && (grade(tx, fy) == BLOCKING || grade(fx, ty) == BLOCKING)) return CORNER;
        byte occupant = occupancy[t];
        if (occupant == BARRING) return HOSTILE;
        int level = g - NORMAL;
        return carefulPrice[occupant != 0 && level == 0 ? 1 : level];
    }

    /**
     * {@link #cost} of a risky step (MOVE-DIFFICULT at a run), under the same promise as {@link #carefulStep}
     * and found the same short way for a {@link #plain} mover: the search behind a rushed route prices
     * every step it looks at. Only the price differs: under the house rules a walking mover pays 1, or 2
     * on an occupied square, whatever the ground.
     */
    int riskyStep(int fx, int fy, int tx, int ty) {
        if (!plain) return cost(fx, fy, tx, ty, TerrainMode.RISKY);
        // The same refusals as a careful step; crawling, or under plain 5e, the same price too.
        int careful = carefulStep(fx, fy, tx, ty);
        if (careful < 0 || crawling || !house) return careful;
        return (occupancy[ty * gw + tx] != 0 ? 2 : 1) * drag;
    }

    /**
     * A diagonal step may not cut the corner of a blocking square: both orthogonal half-steps must be
     * clear, which for a footprint means the column and the row it would sweep. A squeezing mover sweeps
     * them with its squeezed footprint only on a step that starts or ends squeezed (MOVE-SQUEEZE); between
     * two squares where its whole footprint stands it moves whole, and its whole footprint may not cut a
     * corner there: the squeezed one let a Large creature's diagonal slip past a pillar's corner unsqueezed,
     * for no extra movement, a step its own move without squeezing is refused.
     */
    private boolean cutsCorner(int fx, int fy, int dx, int dy, boolean endsSqueezed) {
        boolean whole = squeezing && !endsSqueezed && !squeezedAt(fx, fy);
        int cw = whole ? fullW : w;
        int ch = whole ? fullH : h;
        int col = dx > 0 ? fx + cw : fx - 1;
        for (int y = fy; y < fy + ch; y++) if (grade(col, y) == BLOCKING) return true;
        int row = dy > 0 ? fy + ch : fy - 1;
        for (int x = fx; x < fx + cw; x++) if (grade(x, row) == BLOCKING) return true;
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

    /**
     * Whether the footprint may end its move here: on the map, no other creature in any of its squares. A
     * squeezing mover may end its move squeezed (MOVE-SQUEEZE): where its whole footprint does not fit, the
     * squares asked about are those of the squeezed one, which it keeps standing in until it moves on.
     */
    boolean canStop(int x, int y) {
        if (!onMap(x, y)) return false;
        int sw = widthAt(x, y);
        int sh = heightAt(x, y);
        if (x + sw > gw || y + sh > gh) return false;
        for (int yy = y; yy < y + sh; yy++) {
            for (int xx = x; xx < x + sw; xx++) if (occupancy[yy * gw + xx] != 0) return false;
        }
        return true;
    }

    /** Whether the footprint could stand here at all: on the map, no blocking terrain, no one else. */
    boolean canStand(int x, int y) {
        if (!canStop(x, y)) return false;
        int sw = widthAt(x, y);
        int sh = heightAt(x, y);
        for (int yy = y; yy < y + sh; yy++) {
            for (int xx = x; xx < x + sw; xx++) if (grade(xx, yy) == BLOCKING) return false;
        }
        return true;
    }

    /** The footprint with its top-left square here: the whole one, or the squeezed one where it must be. */
    Body bodyAt(int x, int y) {
        Mover m = ctx.mover();
        return (squeezedAt(x, y) ? m.movingBody() : m.body()).moveTo(new Pos(x, y));
    }

    /**
     * The highest terrain DC among the squares newly entered (MOVE-DIFFICULT); stairs count only when
     * asked (MOVE-STAIRS: only at more than half speed).
     */
    int dcEntered(int fx, int fy, int tx, int ty, boolean withStairs) {
        int dc = 0;
        boolean whole = wholeEnd(fx, fy, tx, ty);
        for (int y = ty; y < ty + heightAt(tx, ty); y++) {
            for (int x = tx; x < tx + widthAt(tx, ty); x++) {
                if (!entered(x, y, fx, fy, whole)) continue;
                Terrain t = grid.at(x, y);
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
        boolean whole = wholeEnd(fx, fy, tx, ty);
        for (int y = ty; y < ty + heightAt(tx, ty); y++) {
            for (int x = tx; x < tx + widthAt(tx, ty); x++) {
                if (entered(x, y, fx, fy, whole) && grid.at(x, y) == wanted) return true;
            }
        }
        return false;
    }

    /**
     * The rules that priced a legal step, for the move log. One walk over the squares newly entered tells
     * whether one is occupied, one is rough ground other than stairs (what {@link #dcEntered} without stairs
     * finds above 0) and one is stairs ({@link #entersStairs}). Unmodifiable, and the same empty list for
     * the plain step that most are: a step keeps it as it is.
     */
    List<String> rulesOf(int fx, int fy, int tx, int ty) {
        boolean occupied = false;
        boolean rough = false;
        boolean stairs = false;
        int tw = widthAt(tx, ty);
        int th = heightAt(tx, ty);
        boolean whole = wholeEnd(fx, fy, tx, ty);
        for (int y = ty; y < ty + th; y++) {
            for (int x = tx; x < tx + tw; x++) {
                if (!entered(x, y, fx, fy, whole)) continue;
                if (occupancy[y * gw + x] != 0) occupied = true;
                Terrain t = grid.at(x, y);
                if (t == Terrain.STAIRS) stairs = true;
                else if (t.dc() > 0) rough = true;
            }
        }
        boolean squeezed = squeezedAt(tx, ty);
        boolean size = tw * th > 1;
        if (!size && !crawling && !rough && !stairs && !occupied && !squeezed && drag <= 1) return List.of();
        List<String> rules = new ArrayList<>(4);
        if (size) rules.add("MOVE-SIZE");
        if (crawling) rules.add("MOVE-PRONE");
        if (rough) rules.add("MOVE-DIFFICULT");
        if (stairs) rules.add("MOVE-STAIRS");
        if (occupied) rules.add("MOVE-OCCUPIED");
        if (squeezed) rules.add("MOVE-SQUEEZE");
        if (drag > 1) rules.add("GRAP-DRAG");
        return List.copyOf(rules);
    }

    /** The refusal behind a negative code, in words the player reads. */
    Refusal refusal(int code, int fx, int fy, int tx, int ty) {
        Pos to = new Pos(tx, ty);
        return switch (code) {
            case HELD -> held.orElseThrow();
            // A square off the map is said to be off it, even when it is not next to the mover either (move 99,3).
            // A path that starts with the square the mover stands on: said so, not "2,1 is not next to 2,1".
            case NOT_ADJACENT -> new Refusal("MOVE-ENTER", !onMap(tx, ty) ? to + " is off the map"
                    : tx == fx && ty == fy ? ctx.mover().id() + " already stands on " + to
                    : to + " is not next to " + new Pos(fx, fy));
            case OFF_MAP -> new Refusal("MOVE-ENTER", w * h > 1
                    ? "a " + w + "x" + h + " footprint at " + to + " would leave the map"
                    : to + " is off the map");
            case WALL -> blocked(wallAt(fx, fy, tx, ty));
            case CORNER -> new Refusal("MOVE-ENTER", "cannot cut the corner of the " + cornerAt(fx, fy, tx, ty)
                    + " from " + new Pos(fx, fy) + " to " + to);
            case HOSTILE -> new Refusal("MOVE-OCCUPIED", hostileAt(fx, fy, tx, ty)
                    + " bars the way (hostile, and sizes less than two categories apart)");
            case FEAR -> new Refusal("COND-FRIGHTENED", "frightened: cannot move closer to what it fears");
            default -> throw new IllegalArgumentException("not a refusal code: " + code);
        };
    }

    /**
     * A step into something solid. A closed door says how a script gets through (the game's keyboard opens
     * it when the hero walks into it; a typed move does not, as it may spend the turn's free interaction).
     */
    private static Refusal blocked(String what) {
        if (what.startsWith(DOOR_AT)) {
            return new Refusal("MOVE-ENTER", "the closed door at " + what.substring(DOOR_AT.length())
                    + " blocks the way: open it first");
        }
        return new Refusal("MOVE-ENTER", what + " blocks the way");
    }

    private static final String DOOR_AT = "door at ";

    /**
     * What a refused diagonal step would cut the corner of (a wall, a pillar, a low wall, a closed door):
     * the first blocking square of the column and the row the footprint would sweep.
     */
    private String cornerAt(int fx, int fy, int tx, int ty) {
        int w0 = widthAt(fx, fy);
        int h0 = heightAt(fx, fy);
        int col = tx > fx ? fx + w0 : fx - 1;
        for (int y = fy; y < fy + h0; y++) if (grade(col, y) == BLOCKING) return solid(col, y);
        int row = ty > fy ? fy + h0 : fy - 1;
        for (int x = fx; x < fx + w0; x++) if (grade(x, row) == BLOCKING) return solid(x, row);
        return "wall";
    }

    /** A blocking square in the engine's words: its terrain and where ("pillar at 2,1"); off the map, the edge's wall. */
    private String solid(int x, int y) {
        return (onMap(x, y) ? grid.at(new Pos(x, y)).id() : "wall") + " at " + new Pos(x, y);
    }

    private String wallAt(int fx, int fy, int tx, int ty) {
        for (int y = ty; y < ty + heightAt(tx, ty); y++) {
            for (int x = tx; x < tx + widthAt(tx, ty); x++) {
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
