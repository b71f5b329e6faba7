package escarmouche.ui.replay;

import escarmouche.engine.battle.Creature;
import escarmouche.events.StateEvent;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.ui.battle.BattleWords;
import escarmouche.ui.battle.ConditionRows;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.battle.ShortConditions;
import escarmouche.ui.lang.Agreement;
import escarmouche.ui.lang.NameCut;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The replay's side pane: the round, the party and the foes as they stood at a keyframe. Its rows are shared as
 * the battle screen's side pane shares them: the foes' heading and two of their rows stay in sight however large
 * the party, and a creature's conditions get a row of their own under it while the room lasts (the party first).
 */
final class ReplaySide {
    private final ScreenFight fight;
    private final ScreenMessages m;

    /** One creature's line as it stood then: its hit points (or "dead") and its conditions' words, maybe none. */
    private record Entry(Creature creature, StateEvent.Combatant state, String hp, String conditions) {}

    ReplaySide(ScreenFight fight, ScreenMessages m) {
        this.fight = fight;
        this.m = m;
    }

    void draw(Canvas canvas, EventFrame k) {
        int row = 0;
        canvas.text(0, row++, m.text("replay.round", String.valueOf(Math.max(1, k.round()))), Style.HEADING);
        List<Entry> party = entries(k, true);
        List<Entry> foes = entries(k, false);
        // The rows under the round and the two headings.
        int room = canvas.height() - 3;
        Set<Entry> roomy = ConditionRows.lined(party, foes, room, e -> !e.conditions().isEmpty());
        int partyRows = Math.min(ConditionRows.rows(party, roomy), Math.max(1, room - Math.min(2, foes.size())));
        if (row < canvas.height()) canvas.text(0, row++, m.text("side.party"), Style.HEADING);
        row = list(canvas, row, party, row + partyRows, roomy, k, true);
        if (row < canvas.height()) canvas.text(0, row++, m.text("side.foes"), Style.HEADING);
        list(canvas, row, foes, canvas.height(), roomy, k, false);
    }

    private List<Entry> entries(EventFrame k, boolean party) {
        List<Entry> out = new ArrayList<>();
        for (Creature c : fight.battle().creatures()) {
            if (ScreenFight.party(c) != party) continue;
            StateEvent.Combatant s = k.combatant(c.id());
            if (s == null) continue;
            boolean feminine = fight.words().feminine(c.id());
            // Agreeing with the name, as the battle screen's side pane says it: "morte" for Lin.
            String hp = s.alive() ? s.hp() + "/" + c.health.maxHp : m.text(Agreement.key(m, "replay.dead", feminine));
            out.add(new Entry(c, s, hp, s.alive() ? conditions(c, s, feminine) : ""));
        }
        return out;
    }

    /** Its conditions in the session's words, HP-DYING first as the battle screen's side pane says it. */
    private String conditions(Creature c, StateEvent.Combatant s, boolean feminine) {
        List<String> words = new ArrayList<>();
        // HP-DYING: below 0 and not stable.
        if (BattleWords.dying(c.isPc(), s.hp(), s.conditions().contains(Condition.STABLE.id()))) {
            words.add(m.text(Agreement.key(m, "battle.dying", feminine)));
        }
        List<String> ids = new ArrayList<>(s.conditions());
        if (s.standsSqueezed()) ids.add(ScreenFight.SQUEEZED);
        for (String id : ids) {
            String key = "log.condition." + id;
            words.add(m.has(key) ? m.text(Agreement.key(m, key, feminine)) : id);
        }
        return String.join(", ", words);
    }

    /** Lists the entries down to row {@code limit}; the last row says how many more when they do not all fit. */
    private int list(Canvas canvas, int row, List<Entry> list, int limit, Set<Entry> roomy, EventFrame k, boolean party) {
        limit = Math.min(limit, canvas.height());
        for (int i = 0; i < list.size(); i++) {
            Entry e = list.get(i);
            int need = roomy.contains(e) ? 2 : 1;
            boolean restFits = row + need + ConditionRows.rows(list.subList(i + 1, list.size()), roomy) <= limit;
            // When the rest will not fit, keep the last row for the "+N more" line.
            if (!restFits && row + need > limit - 1) {
                if (row < limit) canvas.text(3, row++, m.text("replay.more", String.valueOf(list.size() - i)), Style.DIM);
                return row;
            }
            row = one(canvas, row, e, roomy.contains(e), k, party);
        }
        return row;
    }

    private int one(Canvas canvas, int row, Entry e, boolean roomy, EventFrame k, boolean party) {
        Creature c = e.creature();
        Style style = !e.state().alive() ? Style.DIM : c.id().equals(k.active()) ? Style.SELECTED : Style.NORMAL;
        int width = canvas.width() - 3;
        canvas.text(0, row, fight.label(c), party ? Style.PARTY : Style.MONSTER);
        // Conditions with no row of their own follow the hit points, each word cut short when they do not fit.
        String conds = roomy || e.conditions().isEmpty() ? ""
                : " " + ShortConditions.shortened(e.conditions(), Math.max(3, width - 4 - e.hp().length() - 1));
        // The name gives way to the hit points, as in the battle's side pane ("Mira-Étoile d'… 300/300").
        String tail = e.hp() + conds;
        String name = NameCut.fit(fight.paneName(c), Math.max(3, width - tail.length() - 1));
        canvas.text(3, row++, Text.fit(name + " " + tail, width), style);
        if (roomy && row < canvas.height()) {
            canvas.text(3, row++, Text.fit(ShortConditions.shortened(e.conditions(), width), width), Style.WARN);
        }
        return row;
    }
}
