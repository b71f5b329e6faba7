package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import java.util.List;

/** Browsing the log's history: one entry selected, Enter or w shows why it happened. */
final class LogMode implements Mode {
    private final BattlePage page;
    private int selected;

    LogMode(BattlePage page) {
        this.page = page;
        this.selected = page.fight().log().size() - 1;
    }

    @Override
    public void key(KeyStroke key) {
        if (Keys.escape(key) || Keys.ch(key) == 'L') {
            page.leaveMode();
        } else if (Keys.enter(key) || Keys.ch(key) == 'w' || Keys.ch(key) == '?') {
            page.showWhy(selected);
        } else {
            selected = Keys.select(key, selected, page.fight().log().size(), 5);
        }
    }

    @Override
    public String header() {
        return "Log: ↑↓ choose a line, Enter why?";
    }

    @Override
    public List<Line> info() {
        return null;
    }

    @Override
    public MapPane.Overlay overlay() {
        return MapPane.Overlay.NONE;
    }

    @Override
    public Pos focus() {
        return null;
    }

    @Override
    public void hints(Canvas bar) {
        Frame.hints(bar, 0, "↑↓ PgUp PgDn", "choose", "Enter/w", "why?", "Esc", "back");
    }

    @Override
    public int logSelection() {
        return selected;
    }
}
