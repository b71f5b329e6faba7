package escarmouche.ui.battle;

import escarmouche.engine.Standpoint;
import escarmouche.engine.battle.Creature;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.lang.Agreement;
import escarmouche.ui.lang.LabelledNames;
import escarmouche.ui.lang.NameCut;
import escarmouche.ui.log.WinningSide;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/** The end-of-fight summary: who won, who fell, each creature's damage, criticals and fumbles. */
final class Summary {
    /** The longest name the table's first column gives whole: the table stays within 80 columns. */
    private static final int LONGEST_NAME = 24;

    private Summary() {}

    static List<Line> lines(ScreenFight fight) {
        return lines(fight, ScreenMessages.of(Language.EN));
    }

    static List<Line> lines(ScreenFight fight, ScreenMessages m) {
        return lines(fight, m, null);
    }

    /**
     * @param mine the creatures this screen played (a table's seat: any it gave orders to in the fight), or null for
     *             a screen alone: the verdict is told from the side they are on, the monsters' when they are all monsters
     */
    static List<Line> lines(ScreenFight fight, ScreenMessages m, java.util.function.Predicate<Creature> mine) {
        return lines(fight, m, mine, false);
    }

    /** @param gameMaster whether the screen is a table's game master's: the winner is named plainly ({@link Standpoint}) */
    static List<Line> lines(ScreenFight fight, ScreenMessages m, java.util.function.Predicate<Creature> mine,
                            boolean gameMaster) {
        FightStats s = fight.stats();
        List<Line> out = new ArrayList<>();
        String winner = s.winner() == null ? "none" : s.winner();
        String side = WinningSide.named(winner, s.reason());
        Standpoint from = fight.standpoint(mine, gameMaster);
        String verdict = switch (winner) {
            case "party" -> m.text(switch (from) {
                case PARTY -> "end.victory";
                case MONSTERS -> "end.defeat.party";
                case REFEREE -> "end.won.party";
            });
            case "monsters" -> side != null ? m.text(switch (from) {
                case PARTY -> "end.defeat.side";
                case MONSTERS -> "end.victory.side";
                case REFEREE -> "end.won.side";
            }, side) : m.text(switch (from) {
                case PARTY -> "end.defeat";
                case MONSTERS -> "end.victory.monsters";
                case REFEREE -> "end.won.monsters";
            });
            default -> m.text("end.nowinner");
        };
        // The referee's verdict is nobody's victory or defeat: it is not coloured as either.
        Style style = from == Standpoint.REFEREE ? Style.NORMAL
                : winner.equals(from == Standpoint.MONSTERS ? "monsters" : "party") ? Style.GOOD : Style.BAD;
        out.add(new Line(verdict, style));
        out.add(Line.of(m.text("end.line", fight.title(), Math.max(1, fight.battle().round()),
                String.valueOf(fight.seed())) + (s.reason() == null ? "" : " · " + fight.words().said(s.reason(), m))));
        out.add(Line.of(""));
        out.add(Line.heading(m.text("end.fallen")));
        if (s.fallen().isEmpty()) out.add(Line.dim("  " + m.text("end.nobody")));
        for (String id : s.fallen()) {
            out.add(Line.of("  " + m.text("battle.fallen", fight.name(id), m.text(fallen(fight, m, id)))));
        }
        out.add(Line.of(""));
        // Each column as wide as its heading in this language (at least as wide as it always was), and a space.
        int dealt = column(m, "end.table.dealt", 7);
        int taken = column(m, "end.table.taken", 7);
        int hits = column(m, "end.table.hits", 6);
        int misses = column(m, "end.table.misses", 8);
        int crits = column(m, "end.table.crits", 7);
        // The names' column: 16 wide, wider for a longer name ("Capitaine bandit" ran into its figures), a space
        // kept after each; a name longer still is cut, its number and label kept ("Chauve-souris g… 10 (b0)").
        int names = 16;
        for (Creature c : fight.battle().creatures()) names = Math.max(names, fight.name(c.id()).length() + 1);
        names = Math.min(names, LONGEST_NAME + 1);
        out.add(Line.heading(Text.cell(m.text("end.table.creature"), names) + Text.cell(m.text("end.table.dealt"), dealt)
                + Text.cell(m.text("end.table.taken"), taken) + Text.cell(m.text("end.table.hits"), hits)
                + Text.cell(m.text("end.table.misses"), misses) + Text.cell(m.text("end.table.crits"), crits)
                + m.text("end.table.fumbles")));
        for (Creature c : fight.battle().creatures()) {
            FightStats.Tally t = s.of(c.id());
            out.add(Line.of(Text.cell(NameCut.fit(fight.name(c.id()), names - 1), names) + Text.cell(String.valueOf(t.dealt), dealt)
                    + Text.cell(String.valueOf(t.taken), taken) + Text.cell(String.valueOf(t.hits), hits)
                    + Text.cell(String.valueOf(t.misses), misses) + Text.cell(String.valueOf(t.crits), crits) + t.fumbles));
        }
        String friendly = friendlyFire(fight, m);
        if (friendly != null) out.add(Line.dim(friendly));
        String counted = spellsCounted(fight, m);
        if (counted != null) out.add(Line.dim(counted));
        out.add(Line.of(""));
        out.add(Line.dim(m.text("end.back")));
        return out;
    }

    /**
     * "Friendly fire, not in dealt: Grey (5), Goblin 2 (3)": the damage creatures did to themselves or their own
     * side, which the table's "dealt" leaves out; null when there was none.
     */
    static String friendlyFire(ScreenFight fight, ScreenMessages m) {
        StringBuilder who = new StringBuilder();
        for (Creature c : fight.battle().creatures()) {
            int amount = fight.stats().of(c.id()).friendlyFire;
            if (amount == 0) continue;
            if (who.length() > 0) who.append(", ");
            // A labelled name takes the amount into its brackets: "Goblin 29 (gs, 3)", not "Goblin 29 (gs) (3)".
            LabelledNames.Parts said = LabelledNames.Parts.of(fight.name(c.id()));
            who.append(said.name()).append(" (").append(said.label() == null ? "" : said.label() + ", ")
                    .append(amount).append(')');
        }
        return who.length() == 0 ? null : m.text("end.friendly", who.toString());
    }

    /**
     * Why a caster's damage can stand beside no hit: the columns count attack rolls, and a spell that calls
     * for a saving throw or always hits has none. Said only when someone cast a spell that took effect.
     */
    static String spellsCounted(ScreenFight fight, ScreenMessages m) {
        for (Creature c : fight.battle().creatures()) {
            if (fight.stats().of(c.id()).spells > 0) return m.text("end.spells");
        }
        return null;
    }

    private static int column(ScreenMessages m, String key, int least) {
        return Math.max(least, m.text(key).length() + 1);
    }

    /** The key of how a creature fell ("died"), its feminine form when its name is feminine and the language has one. */
    static String fallen(ScreenFight fight, ScreenMessages m, String id) {
        String key = "battle.fallen." + fight.stats().fallWord(id);
        return Agreement.key(m, key, fight.words().feminine(id));
    }
}
