package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The plain-text report of an ended fight, written beside its recording like a roguelike's morgue file:
 * the verdict, who fell and in which round, each creature's damage dealt and taken, hits, misses,
 * criticals and fumbles, and the rules that fired most.
 */
public final class FightReport {
    /** How many rules the report lists. */
    static final int TOP_RULES = 10;

    private FightReport() {}

    public static String text(ScreenFight fight) {
        FightStats s = fight.stats();
        List<String> out = new ArrayList<>();
        String winner = s.winner() == null ? "none" : s.winner();
        out.add("Escarmouche fight report");
        out.add("========================");
        out.add("");
        out.add("Encounter: " + fight.battle().name());
        out.add("Result:    " + switch (winner) {
            case "party" -> "victory (the party holds the field)";
            case "monsters" -> "defeat (the monsters win)";
            default -> "nobody wins";
        } + (s.reason() == null ? "" : ", " + fight.words().say(s.reason())));
        out.add("Rounds:    " + Math.max(1, fight.battle().round()));
        out.add("Seed:      " + fight.seed());
        if (fight.kept() != null) out.add("Recording: " + fight.kept().name());
        out.add("");
        out.add("Fallen");
        out.add("------");
        if (s.fallen().isEmpty()) out.add("  nobody");
        for (String id : s.fallen()) {
            out.add("  round " + s.fellInRound(id) + ": " + fight.name(id) + " " + s.howFallen(id));
        }
        out.add("");
        out.add("Creatures");
        out.add("---------");
        out.add("  " + Text.cell("creature", 18) + Text.cell("side", 10) + Text.cell("dealt", 7) + Text.cell("taken", 7)
                + Text.cell("hits", 6) + Text.cell("misses", 8) + Text.cell("crits", 7) + "fumbles");
        for (Creature c : fight.battle().creatures()) {
            FightStats.Tally t = s.of(c.id());
            out.add(("  " + Text.cell(fight.name(c.id()), 18) + Text.cell(c.side.side, 10)
                    + Text.cell(String.valueOf(t.dealt), 7) + Text.cell(String.valueOf(t.taken), 7)
                    + Text.cell(String.valueOf(t.hits), 6) + Text.cell(String.valueOf(t.misses), 8)
                    + Text.cell(String.valueOf(t.crits), 7) + t.fumbles).stripTrailing());
        }
        out.add("");
        out.add("Rules that fired most");
        out.add("---------------------");
        List<Map.Entry<String, Integer>> rules = new ArrayList<>(s.rules().entrySet());
        // Most events first; equal counts in rule ID order (the map is sorted by ID), so the text is stable.
        rules.sort(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()));
        if (rules.isEmpty()) out.add("  none");
        for (int i = 0; i < Math.min(TOP_RULES, rules.size()); i++) {
            out.add("  " + Text.cell(rules.get(i).getKey(), 24) + rules.get(i).getValue());
        }
        return String.join("\n", out) + "\n";
    }
}
