package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/** The end-of-fight summary: who won, who fell, each creature's damage, criticals and fumbles. */
final class Summary {
    private Summary() {}

    static List<Line> lines(ScreenFight fight) {
        FightStats s = fight.stats();
        List<Line> out = new ArrayList<>();
        String winner = s.winner() == null ? "none" : s.winner();
        String verdict = switch (winner) {
            case "party" -> "Victory: the party holds the field.";
            case "monsters" -> "Defeat: the monsters win this one.";
            default -> "Nobody wins this fight.";
        };
        out.add(new Line(verdict, "party".equals(winner) ? Style.GOOD : Style.BAD));
        out.add(Line.of(fight.battle().name() + " · " + Math.max(1, fight.battle().round()) + " rounds · seed "
                + fight.seed() + (s.reason() == null ? "" : " · " + fight.words().say(s.reason()))));
        out.add(Line.of(""));
        out.add(Line.heading("Fallen"));
        if (s.fallen().isEmpty()) out.add(Line.dim("  nobody"));
        for (String id : s.fallen()) out.add(Line.of("  " + fight.name(id) + ": " + s.howFallen(id)));
        out.add(Line.of(""));
        out.add(Line.heading(Text.cell("Creature", 16) + Text.cell("dealt", 7) + Text.cell("taken", 7)
                + Text.cell("hits", 6) + Text.cell("misses", 8) + Text.cell("crits", 7) + "fumbles"));
        for (Creature c : fight.battle().creatures()) {
            FightStats.Tally t = s.of(c.id());
            out.add(Line.of(Text.cell(fight.name(c.id()), 16) + Text.cell(String.valueOf(t.dealt), 7)
                    + Text.cell(String.valueOf(t.taken), 7) + Text.cell(String.valueOf(t.hits), 6)
                    + Text.cell(String.valueOf(t.misses), 8) + Text.cell(String.valueOf(t.crits), 7) + t.fumbles));
        }
        out.add(Line.of(""));
        out.add(Line.dim("Press Enter to go back to the title screen."));
        return out;
    }
}
