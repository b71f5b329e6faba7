package escarmouche.ui.build;

import escarmouche.ui.battle.MapRuler;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.DraftTemplate;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import java.util.HashMap;
import java.util.Map;

/**
 * Draws the map being built: each square as the file writes it, coloured by its terrain, locked doors in
 * red, creatures by the first letter of their id (the party's in green), the cursor on top. The view
 * scrolls to keep the cursor in sight; where the map goes on beyond it, the column beside it says so, as the
 * battle map's rulers do ({@link MapRuler}): {@code ‹} or {@code ›} down the side, {@code ˄} or {@code ˅} at
 * the first or last row's left.
 */
final class BuildMapView {
    /**
     * The first column and row shown, per size of view: a spectator's frame, drawn at the spectator's size,
     * must not scroll the player's own view.
     */
    private final Map<Long, int[]> scroll = new HashMap<>();

    /** @param around the map's room with a column to spare on each side, for the marks of a map that goes on */
    void draw(Canvas around, EncounterDraft draft, Map<String, DraftTemplate> templates, int cx, int cy, int carried) {
        around.fill(Style.NORMAL);
        Canvas c = around.region(1, 0, around.width() - 2, around.height());
        int[] at = scroll.computeIfAbsent(((long) c.width() << 32) | c.height(), size -> new int[2]);
        at[0] = follow(at[0], cx, c.width(), draft.width());
        at[1] = follow(at[1], cy, c.height(), draft.height());
        int left = at[0];
        int top = at[1];
        for (int r = 0; r < c.height() && top + r < draft.height(); r++) {
            for (int col = 0; col < c.width() && left + col < draft.width(); col++) {
                int x = left + col;
                int y = top + r;
                char g = draft.glyphAt(x, y);
                c.put(col, r, g, style(draft, x, y));
            }
        }
        for (int i = 0; i < draft.creatures().size(); i++) {
            DraftCreature k = draft.creatures().get(i);
            DraftTemplate t = templates.get(k.template());
            int w = t == null ? 1 : t.width();
            int h = t == null ? 1 : t.height();
            char g = glyph(k);
            Style s = i == carried ? Style.MARKER : "party".equals(k.side()) ? Style.PARTY : Style.MONSTER;
            for (int dy = 0; dy < h; dy++) {
                for (int dx = 0; dx < w; dx++) {
                    int col = k.x() + dx - left;
                    int r = k.y() + dy - top;
                    if (col >= 0 && r >= 0 && col < c.width() && r < c.height()) c.put(col, r, g, s);
                }
            }
        }
        int col = cx - left;
        int r = cy - top;
        if (col >= 0 && r >= 0 && col < c.width() && r < c.height() && draft.inside(cx, cy)) {
            char under = draft.glyphAt(cx, cy);
            DraftCreature k = BuildPage.creatureAt(draft, templates, cx, cy);
            if (k != null) under = glyph(k);
            c.put(col, r, under, Style.CURSOR);
        }
        edges(around, left, top, Math.min(c.width(), draft.width() - left), Math.min(c.height(), draft.height() - top),
                draft);
    }

    /** The marks beside a view of {@code cols} by {@code rows} squares from {@code left, top} where the map goes on. */
    private static void edges(Canvas around, int left, int top, int cols, int rows, EncounterDraft draft) {
        boolean before = left > 0;
        boolean after = left + cols < draft.width();
        for (int r = 0; r < rows; r++) {
            char mark = r == 0 && top > 0 ? MapRuler.UP
                    : r == rows - 1 && top + rows < draft.height() ? MapRuler.DOWN
                    : before ? MapRuler.LEFT : ' ';
            if (mark != ' ') around.put(0, r, mark, Style.DIM);
            if (after) around.put(1 + cols, r, MapRuler.RIGHT, Style.DIM);
        }
    }

    /**
     * A creature's letter, the first of its id: upper case for the party, lower case for everyone else, as on
     * the battle map, so that Kenji (K) and a kobold (k) differ without colours too.
     */
    static char glyph(DraftCreature k) {
        if (k.id().isEmpty()) return '?';
        char first = k.id().charAt(0);
        return "party".equals(k.side()) ? Character.toUpperCase(first) : Character.toLowerCase(first);
    }

    /** The first column (or row) shown, moved only as far as needed to keep {@code at} in a view of {@code size}. */
    private static int follow(int first, int at, int size, int total) {
        if (total <= size) return 0;
        if (at < first) first = at;
        if (at >= first + size) first = at - size + 1;
        return Math.max(0, Math.min(first, total - size));
    }

    private static Style style(EncounterDraft draft, int x, int y) {
        String terrain = draft.terrainAt(x, y);
        if (terrain == null) return Style.BAD;
        if (terrain.equals("door") && draft.lockAt(x, y) != null) return Style.BAD;
        if (terrain.startsWith("stairs")) return Style.STAIRS;
        return switch (terrain) {
            case "wall" -> Style.WALL;
            case "difficult" -> Style.DIFFICULT;
            case "very-difficult" -> Style.VERY_DIFFICULT;
            case "low-wall", "pillar" -> Style.COVER;
            case "door", "open-door" -> Style.WARN;
            case "water" -> Style.WATER;
            default -> Style.FLOOR;
        };
    }
}
