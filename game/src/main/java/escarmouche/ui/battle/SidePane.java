package escarmouche.ui.battle;

import com.googlecode.lanterna.SGR;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The round and initiative order, the party (HP, reaction, conditions) and the foes. */
final class SidePane {
    /** The fewest rows a long order keeps, however many heroes want a line below it. */
    private static final int ORDER_LEAST_ROWS = 2;

    private SidePane() {}

    /** Rows the panel needs to show everything at a given width. */
    static int rowsWanted(ScreenFight fight, int width, Tutorial tutorial) {
        int living = 0;
        int rows = 3;
        for (Creature c : Unseen.shown(fight, fight.battle().creatures())) {
            if (c.alive()) living++;
            rows += 1 + (shownConditions(c) ? 1 : 0);
        }
        rows += (living * 3 + width - 1) / Math.max(1, width);
        return rows + (tutorial == null ? 0 : tutorial.objectives().size() + 1);
    }

    /**
     * @param mine the creatures this screen plays when it is a table's seat; null: a screen alone, whose
     *             creatures are those played by hand
     */
    static void draw(Canvas canvas, ScreenFight fight, Tutorial tutorial, ScreenMessages m,
                     java.util.function.Predicate<Creature> mine) {
        FightTerms w = Unseen.terms(m, fight);
        canvas.fill(Style.NORMAL);
        Battle battle = fight.battle();
        int row = 0;
        canvas.text(0, row++, m.text("side.round", String.valueOf(Math.max(1, battle.round()))), Style.HEADING);
        List<Creature> party = new ArrayList<>();
        List<Creature> foes = new ArrayList<>();
        for (Creature c : Unseen.shown(fight, battle.creatures())) (ScreenFight.party(c) ? party : foes).add(c);
        int tutorialRows = tutorial == null ? 0 : tutorial.objectives().size() + 1;
        // A long order (150 goblins) gives up rows, down to two, so that the party's heading and a line per hero,
        // the foes' heading and two of their rows stay under it.
        int kept = 1 + party.size() + 1 + Math.min(2, foes.size()) + tutorialRows;
        row = order(canvas, row, fight, Math.max(ORDER_LEAST_ROWS, canvas.height() - row - kept));
        int room = canvas.height() - row - tutorialRows - 2;
        // Conditions on a line of their own for as many creatures as the room allows (the party first), else
        // on the creature's line in place of its name (its label already says who it is).
        Set<Creature> roomy = ConditionRows.lined(party, foes, room, c -> c.alive() && shownConditions(c));
        int partyRows = Math.min(ConditionRows.rows(party, roomy), Math.max(1, room - Math.min(2, foes.size())));
        if (row < canvas.height()) {
            String heading = m.text("side.party");
            canvas.text(0, row, heading, Style.HEADING);
            canvas.text(Math.max(6, heading.length() + 1), row, "  " + m.text("side.reaction"), Style.DIM);
            row++;
        }
        row = creatures(canvas, row, party, fight, row + partyRows, roomy, true, w);
        // A GM who plays the monsters against an AI party, or a seat given monsters only, reads them as
        // theirs, not as foes.
        if (row < canvas.height()) {
            String heading = fight.playsMonstersOnly(mine) ? "side.foes.yours" : "side.foes";
            canvas.text(0, row++, m.text(heading), Style.HEADING);
        }
        row = creatures(canvas, row, foes, fight, canvas.height() - tutorialRows, roomy, false, w);
        if (tutorial != null && row < canvas.height()) {
            row = Math.max(row, canvas.height() - tutorialRows);
            String heading = m.text(tutorial.done() ? "tutorial.side.done" : "tutorial.side.try");
            canvas.text(0, row++, Text.fit(heading, canvas.width()), Style.HEADING);
            for (Tutorial.Objective o : tutorial.objectives()) {
                if (row >= canvas.height()) break;
                boolean met = tutorial.met(o);
                canvas.text(0, row, met ? "[x] " : "[ ] ", met ? Style.GOOD : Style.NORMAL);
                canvas.text(4, row++, Text.fit(o.label(m), canvas.width() - 4), met ? Style.DIM : Style.NORMAL);
            }
        }
    }

    /**
     * The initiative order as labels, wrapped, the active one reversed and marked; on more than {@code most} rows,
     * the part of it around the active one, marked where it is cut ({@link OrderWindow}).
     */
    private static int order(Canvas canvas, int row, ScreenFight fight, int most) {
        Battle battle = fight.battle();
        Creature active = battle.active();
        List<Creature> shown = new ArrayList<>();
        int at = 0;
        for (Creature c : battle.order()) {
            // The place of the turn's creature even when it is not listed (hidden), so the part shown is around it.
            if (c == active) at = shown.size();
            if (c.alive() && !Unseen.hidden(fight, c)) shown.add(c);
        }
        int perRow = Math.max(1, canvas.width() / 3);
        OrderWindow window = OrderWindow.of(shown.size(), at, perRow, most);
        int col = 0;
        if (window.before() > 0) {
            // Right-aligned in its slots, so that the first label follows it as labels follow each other.
            String mark = "…+" + window.before();
            canvas.text(3 * OrderWindow.MARK_SLOTS - mark.length(), row, mark, Style.DIM);
            col = 3 * OrderWindow.MARK_SLOTS;
        }
        for (Creature c : shown.subList(window.from(), window.to())) {
            if (col + 3 > canvas.width()) {
                col = 0;
                row++;
            }
            boolean now = c == active;
            canvas.put(col, row, now ? '▶' : ' ', Style.MARKER);
            String label = fight.label(c);
            Style s = !c.standing() ? Style.DOWN : ScreenFight.party(c) ? Style.PARTY : Style.MONSTER;
            if (now) {
                canvas.text(col + 1, row, label, s, SGR.REVERSE);
            } else {
                canvas.text(col + 1, row, label, s);
            }
            col += 3;
        }
        if (window.after() > 0) {
            if (col + 3 * OrderWindow.MARK_SLOTS > canvas.width()) {
                col = 0;
                row++;
            }
            canvas.text(col + 1, row, "+" + window.after() + "…", Style.DIM);
        }
        return row + 1;
    }

    /** Lists creatures down to row {@code limit}; the last row says how many more when they do not all fit. */
    private static int creatures(Canvas canvas, int row, List<Creature> list, ScreenFight fight, int limit,
                                 Set<Creature> roomy,
                                 boolean party, FightTerms w) {
        limit = Math.min(limit, canvas.height());
        for (int i = 0; i < list.size(); i++) {
            Creature c = list.get(i);
            int need = 1 + (roomy.contains(c) ? 1 : 0);
            boolean restFits = row + need + ConditionRows.rows(list.subList(i + 1, list.size()), roomy) <= limit;
            // When the rest will not fit, keep the last row for the "+N more" line.
            if (!restFits && row + need > limit - 1) {
                if (row < limit) canvas.text(0, row++, "  " + w.t("panel.more", list.size() - i), Style.DIM);
                return row;
            }
            row = one(canvas, row, c, fight, party, roomy.contains(c), w);
        }
        return row;
    }

    private static int one(Canvas canvas, int row, Creature c, ScreenFight fight, boolean party, boolean roomy,
                           FightTerms w) {
        Style s = !c.alive() || !c.standing() ? Style.DOWN : party ? Style.PARTY : Style.MONSTER;
        boolean active = c == fight.battle().active();
        if (active) canvas.text(0, row, fight.label(c), s, SGR.REVERSE);
        else canvas.text(0, row, fight.label(c), s);
        boolean feminine = fight.words().feminine(c.id());
        // "morte" for a creature whose name is feminine, as the end screen and the report say it (HP-SHOCK).
        String hp = c.alive() ? c.hp() + "/" + c.health.maxHp : w.tf("health.dead", feminine);
        String tail = party && c.canAct() ? " " + (c.turn.reactionUsed ? "-" : "R") : "";
        String conditions = c.alive() ? conditions(c, w, feminine) : "";
        String name = fight.paneName(c);
        int nameWidth = Math.max(3, canvas.width() - 3 - hp.length() - tail.length() - 1);
        if (!roomy && !conditions.isEmpty()) name = inline(name, conditions, nameWidth);
        canvas.text(3, row, Text.cell(name, nameWidth), !c.alive() ? Style.DIM : !roomy && !conditions.isEmpty()
                ? Style.WARN : Style.NORMAL);
        canvas.text(3 + nameWidth + 1, row, hp, hpStyle(c));
        if (!tail.isEmpty()) canvas.text(3 + nameWidth + 1 + hp.length(), row, tail, Style.KEY);
        row++;
        if (roomy && !conditions.isEmpty() && row < canvas.height()) {
            canvas.text(3, row++, Text.fit(ShortConditions.shortened(conditions, canvas.width() - 3), canvas.width() - 3), Style.WARN);
        }
        return row;
    }

    /** The name and the conditions on one line; the name gives way first, then the words are shortened. */
    private static String inline(String name, String conditions, int width) {
        if (name.length() + 1 + conditions.length() <= width) return name + " " + conditions;
        return ShortConditions.shortened(conditions, width);
    }

    private static Style hpStyle(Creature c) {
        if (!c.alive() || c.hp() <= 0) return Style.BAD;
        if (c.hp() * 2 <= c.health.maxHp) return Style.WARN;
        return Style.NORMAL;
    }

    static String conditions(Creature c, FightTerms w, boolean feminine) {
        List<String> out = new ArrayList<>();
        // HP-DYING: "unconscious" alone did not say that a hero below 0 loses a hit point a turn.
        if (BattleWords.dying(c)) out.add(w.tf("dying", feminine));
        for (Condition k : c.conditions.set) out.add(w.condition(k.id(), feminine));
        // Not a condition, yet a state that shapes its attacks and saves as one does (MOVE-SQUEEZE).
        if (c.squeezed()) out.add(w.condition(ScreenFight.SQUEEZED, feminine));
        // 5e's concentration (hold person): shown on the caster, whose blows taken may end the spell.
        if (c.conditions.concentrating != null) out.add(w.condition(ScreenFight.CONCENTRATING, feminine));
        return String.join(", ", out);
    }

    /** Whether the creature has something for the conditions' words: a condition, or standing squeezed. */
    static boolean shownConditions(Creature c) {
        return !c.conditions.set.isEmpty() || c.squeezed() || c.conditions.concentrating != null;
    }
}
