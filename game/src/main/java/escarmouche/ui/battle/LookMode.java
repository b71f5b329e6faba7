package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import java.util.ArrayList;
import java.util.List;

/** A cursor over the map describing what is under it; Tab jumps between creatures, Enter walks there. */
final class LookMode implements Mode {
    private final BattlePage page;
    private Pos cursor;

    LookMode(BattlePage page, Pos start) {
        this.page = page;
        this.cursor = start;
    }

    @Override
    public void key(KeyStroke key) {
        ScreenFight fight = page.fight();
        Direction d = Keys.direction(key);
        if (d != null) {
            Pos next = d.from(cursor);
            if (fight.battle().grid().inBounds(next)) cursor = next;
        } else if (Keys.is(key, KeyType.Tab) || Keys.is(key, KeyType.ReverseTab)) {
            cursor = nextCreature(Keys.is(key, KeyType.Tab) ? 1 : -1);
        } else if (Keys.escape(key) || Keys.ch(key) == 'v') {
            page.leaveMode();
        } else if ((Keys.enter(key) || Keys.ch(key) == 'm') && page.commanding() && page.me() != null
                && !cursor.equals(page.me().at())) {
            List<Pos> steps = fight.game().previews().cheapestPath(page.me(), cursor);
            if (steps == null) {
                page.notice(page.terms().t("look.nopath", cursor));
                return;
            }
            MovePlanMode plan = new MovePlanMode(page, page.me(), false);
            plan.replace(steps);
            page.enter(plan, null);
        }
    }

    private Pos nextCreature(int delta) {
        List<Creature> living = new ArrayList<>();
        for (Creature c : Unseen.shown(page.fight(), page.fight().battle().creatures())) if (c.alive()) living.add(c);
        if (living.isEmpty()) return cursor;
        Creature here = page.fight().battle().occupant(cursor);
        int at = here == null ? -1 : living.indexOf(here);
        int next = at < 0 ? (delta > 0 ? 0 : living.size() - 1) : Math.floorMod(at + delta, living.size());
        return living.get(next).at();
    }

    @Override
    public String header() {
        return page.terms().t("look.title");
    }

    @Override
    public List<Line> info() {
        return Line.all(new BattleWords(page.fight(), page.terms()).square(cursor));
    }

    @Override
    public MapPane.Overlay overlay() {
        return new MapPane.Overlay(List.of(), 0, null, null, cursor, null);
    }

    @Override
    public Pos focus() {
        return cursor;
    }

    @Override
    public void hints(Canvas bar) {
        // A seat at a table on someone else's move only looks: it walks nobody there.
        if (page.commanding()) {
            Frame.hints(bar, 0, page.hints("hint.arrows.keys", "mode.look.cursor", "Tab", "mode.next.creature",
                    "hint.enter.keys", "mode.walk.there", "hint.esc.keys", "mode.done"));
        } else {
            Frame.hints(bar, 0, page.hints("hint.arrows.keys", "mode.look.cursor", "Tab", "mode.next.creature",
                    "hint.esc.keys", "mode.done"));
        }
    }
}
