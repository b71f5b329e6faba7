package escarmouche.engine.battle;

import escarmouche.engine.component.BodyComponent;
import java.util.Arrays;

/**
 * Who stands on each square of one battle's map: for every square, nobody, the one living creature whose
 * footprint covers it, or "several" (a mover passing through an ally's square, a creature about to be put
 * back). The questions "is a partner next to it", "does it fit there" and "who stands here" then read the
 * few squares around a creature instead of walking a roster of ninety.
 *
 * <p>Made from the living roster and the battle's count of placements ({@link Battle#whereabouts()}); when
 * one creature alone has moved since, only its squares are mended, as a move is a run of its own steps.
 * A new roster (an arrival, a death) or several movers make it again. A footprint reaching off the map
 * (never in a fight) leaves it not {@link #exact()}: askers then walk the roster as before.
 */
public final class Whereabouts {
    /** {@link #cell} of a square nobody stands on. */
    public static final int EMPTY = 0;
    /**
     * The most creatures a question about a creature's neighbours walks one by one: past this many, reading
     * the squares round it costs less. Either way gives the same answers.
     */
    public static final int WALK_AT_MOST = 12;

    private int width;
    private int height;
    /** The living it was made from: a square's creature is {@code living.get(cell - 1)}. */
    private Roster living;
    /** The battle's count of placements it is up to date with. */
    private int madeAt;
    /** Per square: {@link #EMPTY}, roster index + 1 of its only creature, or minus how many stand there. */
    private int[] cells = new int[0];
    /** Per roster index: the top-left square it was entered at, to take it off when it moves. */
    private int[] enteredX = new int[0];
    private int[] enteredY = new int[0];
    /** Per roster index: the footprint it was entered with, which squeezing (MOVE-SQUEEZE) changes as it moves. */
    private int[] enteredW = new int[0];
    private int[] enteredH = new int[0];
    private boolean exact;

    /** Whether every square's answer holds: false when some footprint reaches off the map. */
    public boolean exact() {
        return exact;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /**
     * The square's state, for {@link #only}: {@link #EMPTY}, positive when one creature stands there,
     * negative when several do (then walk the roster for them). The square must lie on the map.
     */
    public int cell(int x, int y) {
        return cells[y * width + x];
    }

    /** The one creature standing on a square whose {@link #cell} is positive. */
    public Creature only(int cell) {
        return living.get(cell - 1);
    }

    /** Brought up to date with the battle's living and placements: mended for one mover, or made again. */
    void update(Roster alive, int placements, BodyComponent movedAlone, int mapWidth, int mapHeight) {
        if (alive == living && placements == madeAt && mapWidth == width && mapHeight == height) return;
        if (alive != living || mapWidth != width || mapHeight != height || !mend(movedAlone)) {
            make(alive, mapWidth, mapHeight);
        }
        madeAt = placements;
    }

    /** The battle's count of placements this was last brought up to date with. */
    int madeAt() {
        return madeAt;
    }

    private void make(Roster alive, int mapWidth, int mapHeight) {
        living = alive;
        width = mapWidth;
        height = mapHeight;
        int squares = mapWidth * mapHeight;
        if (cells.length != squares) cells = new int[squares];
        else Arrays.fill(cells, EMPTY);
        int n = alive.size();
        if (enteredX.length < n) {
            enteredX = new int[n];
            enteredY = new int[n];
            enteredW = new int[n];
            enteredH = new int[n];
        }
        exact = true;
        for (int i = 0; i < n; i++) enter(i, alive.get(i));
    }

    /** Moves the one creature whose body is {@code moved} to where it stands now; false when it is not among them. */
    private boolean mend(BodyComponent moved) {
        if (moved == null || !exact) return false;
        for (int i = 0, n = living.size(); i < n; i++) {
            Creature c = living.get(i);
            if (c.body != moved) continue;
            if (!leave(i, c)) return false;
            enter(i, c);
            return true;
        }
        return false;
    }

    /** Puts creature {@code i} of the roster on the squares of its footprint where it stands now. */
    private void enter(int i, Creature c) {
        int x0 = c.body.x();
        int y0 = c.body.y();
        int w = c.body.width();
        int h = c.body.height();
        enteredX[i] = x0;
        enteredY[i] = y0;
        enteredW[i] = w;
        enteredH[i] = h;
        if (x0 < 0 || y0 < 0 || x0 + w > width || y0 + h > height) {
            exact = false;
            return;
        }
        for (int y = y0; y < y0 + h; y++) {
            for (int x = x0; x < x0 + w; x++) {
                int square = y * width + x;
                int was = cells[square];
                cells[square] = was == EMPTY ? i + 1 : was > 0 ? -2 : was - 1;
            }
        }
    }

    /**
     * Takes creature {@code i} off the squares it was entered at; where one other then stands alone, finds
     * which (a walk of the roster, only after a square was shared). False when the squares do not hold it.
     */
    private boolean leave(int i, Creature c) {
        int x0 = enteredX[i];
        int y0 = enteredY[i];
        for (int y = y0; y < y0 + enteredH[i]; y++) {
            for (int x = x0; x < x0 + enteredW[i]; x++) {
                int square = y * width + x;
                int was = cells[square];
                if (was == i + 1) cells[square] = EMPTY;
                else if (was < -2) cells[square] = was + 1;
                else if (was == -2) cells[square] = other(i, x, y) + 1;
                else return false;
            }
        }
        return true;
    }

    /** The roster index of the creature but {@code i} entered on a square; -1 when there is none. */
    private int other(int i, int x, int y) {
        for (int j = 0, n = living.size(); j < n; j++) {
            if (j == i) continue;
            if (x >= enteredX[j] && x < enteredX[j] + enteredW[j] && y >= enteredY[j]
                    && y < enteredY[j] + enteredH[j]) {
                return j;
            }
        }
        return -1;
    }
}
