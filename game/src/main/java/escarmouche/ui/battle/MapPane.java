package escarmouche.ui.battle;

import com.googlecode.lanterna.SGR;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.movement.Body;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The battle map: two columns per square (a glyph and a spare column for labels and path numbers),
 * coordinate rulers on the top and left, and a viewport that follows the square of interest when the
 * map is larger than the room it has ({@link MapRuler} marks where it goes on beyond). The active creature is in
 * reverse video, its row marked on the ruler.
 */
public final class MapPane {
    private static final int MARGIN = 2;
    /** The second column of a free square where something lies on the ground (a thrown dart, a dropped sword). */
    public static final char ITEM = '*';

    /** What to draw over the terrain and creatures this frame; all fields may be null or empty. */
    record Overlay(List<Pos> path, int legalSteps, Pos fallback, Set<Pos> danger, Pos cursor, Creature target) {
        static final Overlay NONE = new Overlay(List.of(), 0, null, Set.of(), null, null);
    }

    private int originX;
    private int originY;
    /**
     * Where the view started, by visible size: the same fight may be drawn at other sizes (for players
     * watching it), and a frame drawn for one of them must not move the player's own view.
     */
    private final Map<Long, Long> origins = new HashMap<>();

    /** Squares that fit across and down a canvas of this size, beside the row ruler of a map {@code height} rows tall. */
    static int visibleColumns(int width, int height) {
        return Math.max(1, (width - MapRuler.columns(height)) / 2);
    }

    static int visibleRows(int height) {
        return Math.max(1, height - 1);
    }

    /** @param focus the square in question (the look cursor, a target), or null: the turn's creature and its nearest foe */
    void draw(Canvas canvas, ScreenFight fight, Overlay overlay, Pos focus) {
        Battle battle = fight.battle();
        Grid grid = battle.grid();
        int cols = visibleColumns(canvas.width(), grid.height());
        int rows = visibleRows(canvas.height());
        Long kept = origins.get(sizeKey(cols, rows));
        if (kept != null) {
            originX = (int) (kept >> 32);
            originY = (int) (long) kept;
        }
        Creature active = battle.active();
        if (focus != null) follow(fight, focus, cols, rows, grid);
        // A hidden monster's turn does not move the view: where it went would give its square away.
        else if (active != null && !Unseen.hidden(fight, active)) frame(fight, active, cols, rows, grid);
        // A few sizes at most (the player's, and up to a handful of watchers'); forgotten after many resizes.
        if (origins.size() > 16) origins.clear();
        origins.put(sizeKey(cols, rows), (long) originX << 32 | originY);
        canvas.fill(Style.NORMAL);
        // Nor does the ruler mark its row: the ▶ would say which row it sneaks along.
        int activeY = active == null || Unseen.hidden(fight, active) ? -1 : active.at().y();
        MapRuler.draw(canvas, originX, originY, cols, rows, grid.width(), grid.height(), activeY);
        int ruler = MapRuler.columns(grid.height());
        for (int j = 0; j < rows && originY + j < grid.height(); j++) {
            int y = originY + j;
            for (int i = 0; i < cols && originX + i < grid.width(); i++) {
                drawSquare(canvas, ruler + 2 * i, 1 + j, new Pos(originX + i, y), fight, overlay, active);
            }
        }
    }

    private void drawSquare(Canvas canvas, int col, int row, Pos p, ScreenFight fight, Overlay o, Creature active) {
        Battle battle = fight.battle();
        Terrain t = battle.grid().at(p);
        char a = glyph(t);
        char b = t == Terrain.WALL ? '#' : t == Terrain.LOW_WALL ? '▄' : t == Terrain.PILLAR ? ']' : ' ';
        Style style = style(t);
        SGR[] extra = {};
        int step = o.path() == null ? -1 : o.path().indexOf(p);
        Creature c = battle.occupant(p);
        if (c != null && Unseen.hidden(fight, c)) c = null;
        if (c != null) {
            String label = fight.label(c);
            a = label.charAt(0);
            b = label.charAt(1);
            boolean down = !c.standing() || c.has(Condition.UNCONSCIOUS);
            style = down ? Style.DOWN : ScreenFight.party(c) ? Style.PARTY : Style.MONSTER;
            if (c == o.target()) style = Style.TARGET;
            if (c == active) extra = new SGR[] {SGR.REVERSE};
        } else if (step >= 0) {
            b = Character.forDigit((step + 1) % 10, 10);
            style = step < o.legalSteps() ? Style.PATH : Style.PATH_BAD;
            if (p.equals(o.fallback())) b = 'F';
        } else if (b == ' ' && !battle.ground().all().isEmpty() && !battle.ground().at(p).isEmpty()) {
            // A weapon dropped or thrown lies here: without a mark it could only be found with the look key.
            b = ITEM;
        }
        if (o.danger() != null && o.danger().contains(p) && c == null) {
            // A square of the path keeps its mark (its step number, or F where a failed risky check stops), so
            // "on the square marked 3" and "F on the map" read against it: the '!' takes the terrain's column.
            if (step >= 0) a = '!';
            else b = '!';
            style = Style.PATH_BAD;
        }
        if (p.equals(o.cursor())) style = Style.CURSOR;
        canvas.put(col, row, a, style, extra);
        canvas.put(col + 1, row, b, style, extra);
    }

    private static long sizeKey(int cols, int rows) {
        return (long) cols << 32 | rows;
    }

    /**
     * Keeps the square in question in sight; on a creature (the one looked at, a target), its whole footprint where the
     * view holds it, the square itself first: the zoid looked at showed five of its six columns at 80x24.
     */
    private void follow(ScreenFight fight, Pos focus, int cols, int rows, Grid grid) {
        Creature there = fight.battle().occupant(focus);
        if (there != null && !Unseen.hidden(fight, there)) {
            // Its far squares without the margin: the margin is for the square in question, kept after them.
            Body b = there.footprint();
            originX = axis(originX, b.right(), cols, grid.width(), 0);
            originY = axis(originY, b.bottom(), rows, grid.height(), 0);
        }
        originX = axis(originX, focus.x(), cols, grid.width(), MARGIN);
        originY = axis(originY, focus.y(), rows, grid.height(), MARGIN);
    }

    /** On a creature's turn, nothing else in question: the view {@link TurnView} gives. */
    private void frame(ScreenFight fight, Creature active, int cols, int rows, Grid grid) {
        Creature foe = TurnView.nearestFoe(fight, active);
        Pos o = TurnView.origin(new Pos(originX, originY), cols, rows, grid.width(), grid.height(), MARGIN,
                active.footprint(), foe == null ? null : foe.footprint());
        originX = o.x();
        originY = o.y();
    }

    private static int axis(int origin, int focus, int visible, int size, int margin) {
        if (size <= visible) return 0;
        return Math.max(0, Math.min(size - visible, TurnView.keep(origin, focus, visible, margin)));
    }

    public static char glyph(Terrain t) {
        return switch (t) {
            case FLOOR -> '.';
            case WALL -> '#';
            case DIFFICULT -> ',';
            case VERY_DIFFICULT -> ';';
            case STAIRS -> '=';
            case LOW_WALL -> '▄';
            case PILLAR -> '[';
            case DOOR -> '+';
            case OPEN_DOOR -> '\'';
            case WATER -> '~';
        };
    }

    public static Style style(Terrain t) {
        return switch (t) {
            case FLOOR, OPEN_DOOR -> Style.FLOOR;
            case DOOR -> Style.WALL;
            case WALL -> Style.WALL;
            case DIFFICULT -> Style.DIFFICULT;
            case VERY_DIFFICULT -> Style.VERY_DIFFICULT;
            case STAIRS -> Style.STAIRS;
            case LOW_WALL, PILLAR -> Style.COVER;
            case WATER -> Style.WATER;
        };
    }
}
