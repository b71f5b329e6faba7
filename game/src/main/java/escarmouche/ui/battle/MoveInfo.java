package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.log.PlayerWords;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * What a planned move would do, in words, before the player confirms it: cost and movement left, the
 * careful/risky choice on difficult ground with the fallback square and the odds, and every opportunity
 * attack it would provoke, with the reason.
 */
public final class MoveInfo {
    private MoveInfo() {}

    /**
     * @param risky "str", "dex" or null for careful
     */
    public static List<Line> lines(ScreenFight fight, Creature mover, MovePreview preview, String risky, boolean crawl) {
        List<Line> out = new ArrayList<>();
        String verb = crawl ? "CRAWL" : "MOVE";
        if (preview == null || preview.path().isEmpty()) {
            out.add(Line.heading(verb + ": " + fight.name(mover.id()) + " has " + mover.turn.movementLeft
                    + " movement. Steer with the arrows or h j k l y u b n; the path is drawn on the map."));
            return out;
        }
        List<Pos> path = preview.path();
        int dc = terrainDc(fight, preview);
        String mode = crawl ? "crawling" : risky == null ? "careful" : "risky, " + PlayerWords.ability(risky) + " check";
        out.add(Line.heading(verb + " " + path.size() + (path.size() == 1 ? " square" : " squares") + " to "
                + path.get(path.size() - 1) + " (" + mode + ")"));
        int have = mover.turn.movementLeft;
        if (risky != null && !crawl && preview.legal()) {
            out.add(Line.of("Costs " + preview.cost() + " of " + have + " movement if the check succeeds: "
                    + preview.left() + " left after it."));
        } else if (preview.legal()) {
            out.add(Line.of("Costs " + preview.cost() + " of " + have + " movement: " + preview.left() + " left after it."));
        } else {
            boolean tooFar = preview.reason().startsWith("not enough movement");
            out.add(new Line("Not possible as planned: " + preview.reason()
                    + (dc > 0 && tooFar ? " (a risky move pays 1 a square: press r)" : ""), Style.BAD));
        }
        if (crawl) out.add(Line.dim("Crawling costs 2 a square (4 in difficult ground, 8 in very difficult)."));
        if (dc > 0 && !crawl) {
            out.add(new Line((dc >= 15 ? "Very difficult" : "Difficult") + " ground on the path (DC " + dc + ")."
                    + " Careful: difficult squares cost 2, very difficult 4, no roll. Risky: one check against DC "
                    + dc + ", every square costs 1 on a success. Press r to switch.", Style.WARN));
            if (risky != null) {
                if (preview.fallback() != null) {
                    out.add(Line.of("Risky " + risky + ": " + preview.riskyChance() + "% to get through; on a failure "
                            + fight.name(mover.id()) + " stops at " + preview.fallback() + " (F on the map) and falls prone."));
                } else {
                    out.add(Line.of("Risky " + risky + ": on a failure the move stops halfway, at the fallback square,"
                            + " and the mover falls prone."));
                }
            }
        }
        if (preview.threats().isEmpty()) {
            out.add(Line.dim("Provokes no opportunity attack."));
        } else {
            out.add(new Line("Opportunity attacks this move would provoke:", Style.BAD));
            for (MovePreview.Threat t : preview.threats()) out.add(new Line("  ! " + threat(fight, mover, t), Style.WARN));
        }
        return out;
    }

    /** The highest terrain DC on the path, also when the preview refuses the path as a careful move. */
    static int terrainDc(ScreenFight fight, MovePreview preview) {
        int dc = preview.terrainDc();
        for (Pos p : preview.path()) dc = Math.max(dc, fight.battle().grid().at(p).dc());
        return dc;
    }

    static String threat(ScreenFight fight, Creature mover, MovePreview.Threat t) {
        String why = switch (t.rule()) {
            case "OA-WITHIN" -> "a second step this turn while staying inside its reach";
            case "OA-LEAVE" -> "leaving its reach";
            default -> "its reach";
        };
        // Worded as the map numbers the path: step N enters the square marked N, so the blow falls on the
        // square marked N-1 (the mover's own square before step 1).
        String where = t.step() <= 1 ? "while " + fight.name(mover.id()) + " still stands on " + t.at()
                : "on the square marked " + (t.step() - 1) + " (" + t.at() + ")";
        return fight.name(t.reactor()) + " strikes before step " + t.step() + ", " + where + ": " + why
                + " [" + t.rule() + "]";
    }

    /** Draws the lines word-wrapped from the top of the canvas; returns the rows used. */
    public static int draw(Canvas canvas, List<Line> lines) {
        canvas.fill(Style.NORMAL);
        int row = 0;
        for (Line l : lines) {
            if (row >= canvas.height()) break;
            row += canvas.paragraph(row, l.text(), l.style());
        }
        return row;
    }
}
