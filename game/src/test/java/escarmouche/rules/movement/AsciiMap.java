package escarmouche.rules.movement;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;

/**
 * Test maps drawn as text. {@code #} wall, {@code .} floor, {@code ,} difficult, {@code ;} very
 * difficult, {@code =} stairs, {@code ~} water, {@code +} door, {@code o} pillar; any letter or digit is
 * floor with a marker, found with {@link #at(char)}.
 */
public record AsciiMap(Grid grid, List<String> rows) {
    public static AsciiMap of(String... rows) {
        List<Terrain[]> out = new ArrayList<>();
        for (String row : rows) {
            Terrain[] line = new Terrain[row.length()];
            for (int x = 0; x < row.length(); x++) line[x] = terrain(row.charAt(x));
            out.add(line);
        }
        return new AsciiMap(Grid.of(out), List.of(rows));
    }

    private static Terrain terrain(char c) {
        return switch (c) {
            case '#' -> Terrain.WALL;
            case '.' -> Terrain.FLOOR;
            case ',' -> Terrain.DIFFICULT;
            case ';' -> Terrain.VERY_DIFFICULT;
            case '=' -> Terrain.STAIRS;
            case '~' -> Terrain.WATER;
            case '+' -> Terrain.DOOR;
            case 'o' -> Terrain.PILLAR;
            default -> {
                if (Character.isLetterOrDigit(c)) yield Terrain.FLOOR;
                throw new IllegalArgumentException("unknown map character '" + c + "'");
            }
        };
    }

    /** The single square marked {@code c}. */
    public Pos at(char c) {
        List<Pos> all = all(c);
        if (all.size() != 1) throw new IllegalArgumentException("'" + c + "' marks " + all.size() + " squares");
        return all.get(0);
    }

    /** Every square marked {@code c}, in reading order. */
    public List<Pos> all(char c) {
        List<Pos> out = new ArrayList<>();
        for (int y = 0; y < rows.size(); y++) {
            for (int x = 0; x < rows.get(y).length(); x++) if (rows.get(y).charAt(x) == c) out.add(new Pos(x, y));
        }
        return out;
    }

    /** Squares from "x,y x,y ..." text. */
    public static List<Pos> path(String text) {
        List<Pos> out = new ArrayList<>();
        for (String s : text.trim().split("\\s+")) out.add(Pos.parse(s));
        return out;
    }

    /** A straight line of {@code n} squares going east from (x0+1, y). */
    public static List<Pos> east(int x0, int y, int n) {
        List<Pos> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) out.add(new Pos(x0 + i, y));
        return out;
    }
}
