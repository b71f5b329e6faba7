package escarmouche.ui.battle;

import escarmouche.engine.Standpoint;
import escarmouche.engine.battle.Creature;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.log.WinningSide;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The plain-text report of an ended fight, written beside its recording like a roguelike's morgue file:
 * the verdict, who fell and in which round, each creature's damage dealt and taken, hits, misses,
 * criticals and fumbles, the rules that fired most, then the fight's whole log. Written in the player's
 * language.
 */
public final class FightReport {
    /** How many rules the report lists. */
    static final int TOP_RULES = 10;

    private FightReport() {}

    public static String text(ScreenFight fight) {
        return text(fight, ScreenMessages.of(Language.EN));
    }

    /** The report of a fight played alone: its result told from the creatures played by hand, as its end page tells it. */
    public static String text(ScreenFight fight, ScreenMessages m) {
        return text(fight, m, fight.kept() == null ? null : fight.kept().name(), fight.standpoint(null, false));
    }

    /**
     * @param recording the name of the recording the report goes beside, or null: a table's fight is kept by
     *                  the table, not by the fight, and each player's copy of it has a name of its own
     * @param from      the side its reader tells the end from, as their end page does: a victory or a defeat of the
     *                  party's or of the monsters', or for a table's game master, the referee, the winner named
     */
    public static String text(ScreenFight fight, ScreenMessages m, String recording, Standpoint from) {
        FightStats s = fight.stats();
        List<String> out = new ArrayList<>();
        String winner = s.winner() == null ? "none" : s.winner();
        String title = m.text("battle.report.title");
        out.add(title);
        out.add("=".repeat(title.length()));
        out.add("");
        out.add(m.text("battle.report.encounter", fight.title()));
        out.add(m.text("battle.report.result", result(winner, s.reason(), from, m),
                s.reason() == null ? "" : ", " + fight.words().said(s.reason(), m)));
        out.add(m.text("battle.report.rounds", String.valueOf(Math.max(1, fight.battle().round()))));
        out.add(m.text("battle.report.seed", String.valueOf(fight.seed())));
        if (recording != null) out.add(m.text("battle.report.recording", recording));
        out.add("");
        heading(out, m.text("battle.report.fallen"));
        if (s.fallen().isEmpty()) out.add("  " + m.text("battle.nobody"));
        for (String id : s.fallen()) {
            out.add("  " + m.text("battle.report.fell", String.valueOf(s.fellInRound(id)), fight.name(id),
                    m.text(Summary.fallen(fight, m, id))));
        }
        out.add("");
        heading(out, m.text("battle.report.creatures"));
        String[] keys = {"creature", "side", "dealt", "taken", "hits", "misses", "crits"};
        int[] least = {18, 10, 7, 7, 6, 8, 7};
        int[] width = new int[keys.length];
        // A file, not a screen: the names' and the sides' columns as wide as their longest, a space after it, so
        // that twelve giant bats are twelve names ("Chauve-souris géante 10 (b0)"), none run into its side.
        for (Creature c : fight.battle().creatures()) {
            least[0] = Math.max(least[0], fight.name(c.id()).length() + 1);
            least[1] = Math.max(least[1], side(c, m).length() + 1);
        }
        StringBuilder head = new StringBuilder("  ");
        for (int i = 0; i < keys.length; i++) {
            String word = m.text("battle.report.column." + keys[i]);
            width[i] = Math.max(least[i], word.length() + 1);
            head.append(Text.cell(word, width[i]));
        }
        out.add(head + m.text("battle.report.column.fumbles"));
        for (Creature c : fight.battle().creatures()) {
            FightStats.Tally t = s.of(c.id());
            String side = side(c, m);
            out.add(("  " + Text.cell(fight.name(c.id()), width[0]) + Text.cell(side, width[1])
                    + Text.cell(String.valueOf(t.dealt), width[2]) + Text.cell(String.valueOf(t.taken), width[3])
                    + Text.cell(String.valueOf(t.hits), width[4]) + Text.cell(String.valueOf(t.misses), width[5])
                    + Text.cell(String.valueOf(t.crits), width[6]) + t.fumbles).stripTrailing());
        }
        String friendly = Summary.friendlyFire(fight, m);
        if (friendly != null) out.add("  " + friendly);
        String counted = Summary.spellsCounted(fight, m);
        if (counted != null) out.add("  " + counted);
        out.add("");
        heading(out, m.text("battle.report.rules"));
        List<Map.Entry<String, Integer>> rules = new ArrayList<>(s.rules().entrySet());
        // Most events first; equal counts in rule ID order (the map is sorted by ID), so the text is stable.
        rules.sort(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()));
        if (rules.isEmpty()) out.add("  " + m.text("battle.report.none"));
        for (int i = 0; i < Math.min(TOP_RULES, rules.size()); i++) {
            out.add("  " + Text.cell(rules.get(i).getKey(), 24) + rules.get(i).getValue());
        }
        // The whole log last, every line whatever the screen's level of detail: the fight can be read again
        // without the game, as the battle screen told it.
        out.add("");
        heading(out, m.text("battle.report.log"));
        for (MessageLog.Entry e : fight.log().entries()) out.add("  " + e.withRules());
        return String.join("\n", out) + "\n";
    }

    /** The result's words: the winner's side against the reader's (the end page's verdict, in a report's few words). */
    static String result(String winner, Standpoint from) {
        return switch (winner) {
            case "party" -> switch (from) {
                case PARTY -> "battle.report.victory";
                case MONSTERS -> "battle.report.defeat.party";
                case REFEREE -> "battle.report.won.party";
            };
            case "monsters" -> switch (from) {
                case PARTY -> "battle.report.defeat";
                case MONSTERS -> "battle.report.victory.monsters";
                case REFEREE -> "battle.report.won.monsters";
            };
            default -> "battle.report.nobody";
        };
    }

    /**
     * The result in the reader's words: a side that named itself and won ("bandits", read from the end's reason) is
     * named, as the end page names it; any other winner as {@link #result(String, Standpoint)} says it.
     */
    static String result(String winner, String reason, Standpoint from, ScreenMessages m) {
        String side = WinningSide.named(winner, reason);
        if (side == null) return m.text(result(winner, from));
        return m.text(switch (from) {
            case PARTY -> "battle.report.defeat.side";
            case MONSTERS -> "battle.report.victory.side";
            case REFEREE -> "battle.report.won.side";
        }, side);
    }

    /** The creature's side in the report's words: "monstres" in French, a side of its own by its name. */
    private static String side(Creature c, ScreenMessages m) {
        String key = "battle.report.side." + c.side.side;
        return m.language() == Language.EN || !m.has(key) ? c.side.side : m.text(key);
    }

    /** A heading underlined with dashes as long as it is. */
    private static void heading(List<String> out, String text) {
        out.add(text);
        out.add("-".repeat(text.length()));
    }
}
