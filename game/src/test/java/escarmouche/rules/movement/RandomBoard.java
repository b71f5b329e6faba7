package escarmouche.rules.movement;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** Random small boards for property tests: terrain, a mover and a few other creatures. */
public record RandomBoard(MoveContext ctx, List<String> drawing) {
    public static RandomBoard next(Random r) {
        int w = 4 + r.nextInt(6);
        int h = 4 + r.nextInt(6);
        Terrain[] squares = new Terrain[w * h];
        for (int i = 0; i < squares.length; i++) squares[i] = terrain(r.nextInt(100));
        Grid grid = new Grid(w, h, squares);
        Size size = r.nextInt(4) == 0 ? Size.LARGE : Size.MEDIUM;
        Body body = Body.of(new Pos(r.nextInt(w - size.defaultWidth() + 1), r.nextInt(h - size.defaultHeight() + 1)), size);
        for (Pos p : body.squares()) squares[p.y() * w + p.x()] = Terrain.FLOOR;
        grid = new Grid(w, h, squares);
        List<Occupant> others = new ArrayList<>();
        int n = r.nextInt(5);
        for (int i = 0; i < n; i++) {
            Size s = switch (r.nextInt(6)) {
                case 0 -> Size.TINY;
                case 1 -> Size.LARGE;
                default -> Size.MEDIUM;
            };
            Body b = Body.of(new Pos(r.nextInt(w - s.defaultWidth() + 1), r.nextInt(h - s.defaultHeight() + 1)), s);
            if (b.overlaps(body)) continue;
            others.add(new Occupant("c" + i, b, r.nextBoolean()));
        }
        Mover mover = Mover.of("m", body);
        if (r.nextInt(6) == 0) mover = mover.withConditions(Set.of(Condition.PRONE));
        if (r.nextInt(8) == 0) mover = mover.dragging(2);
        RuleSet rules = r.nextInt(4) == 0 ? RuleSet.DD5 : RuleSet.HOUSE;
        MoveContext ctx = new MoveContext(grid, others, mover, r.nextInt(13), r.nextBoolean(), rules);
        return new RandomBoard(ctx, draw(ctx));
    }

    private static Terrain terrain(int roll) {
        if (roll < 15) return Terrain.WALL;
        if (roll < 30) return Terrain.DIFFICULT;
        if (roll < 38) return Terrain.VERY_DIFFICULT;
        if (roll < 43) return Terrain.STAIRS;
        return Terrain.FLOOR;
    }

    /** A random path of adjacent top-left squares from the mover's start (not necessarily legal). */
    public List<Pos> randomWalk(Random r, int length) {
        List<Pos> out = new ArrayList<>();
        Pos at = ctx.mover().movingBody().at();
        for (int i = 0; i < length; i++) {
            int[] d = Pos.DIRECTIONS[r.nextInt(8)];
            at = at.plus(d[0], d[1]);
            out.add(at);
        }
        return out;
    }

    /** Every top-left square the footprint can have on this map, in reading order. */
    public List<Pos> positions() {
        Body b = ctx.mover().movingBody();
        List<Pos> out = new ArrayList<>();
        for (int y = 0; y + b.height() <= ctx.grid().height(); y++) {
            for (int x = 0; x + b.width() <= ctx.grid().width(); x++) out.add(new Pos(x, y));
        }
        return out;
    }

    private static List<String> draw(MoveContext ctx) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < ctx.grid().height(); y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < ctx.grid().width(); x++) {
                Pos p = new Pos(x, y);
                char c = switch (ctx.grid().at(p)) {
                    case WALL -> '#';
                    case DIFFICULT -> ',';
                    case VERY_DIFFICULT -> ';';
                    case STAIRS -> '=';
                    default -> '.';
                };
                for (Occupant o : ctx.occupants()) if (o.body().occupies(p)) c = o.hostile() ? 'E' : 'F';
                if (ctx.mover().body().occupies(p)) c = 'M';
                sb.append(c);
            }
            rows.add(sb.toString());
        }
        return rows;
    }

    @Override
    public String toString() {
        Mover m = ctx.mover();
        return "\n" + String.join("\n", drawing) + "\nmover " + m.body() + " " + m.conditions() + " drag " + m.dragFactor()
                + ", left " + ctx.movementLeft() + ", moved " + ctx.movedThisTurn() + ", " + ctx.rules();
    }
}
