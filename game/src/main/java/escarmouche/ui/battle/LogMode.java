package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.engine.battle.Creature;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import java.util.List;

/**
 * Browsing the log's history: one entry selected, Enter or w shows why it happened. The log can be
 * searched (/ then a word, a name or a rule ID: only the lines that contain it stay), narrowed to one
 * creature (c cycles through them), and told at another level of detail (V: brief, normal, full).
 */
final class LogMode implements Mode {
    private final BattlePage page;
    private int selected;
    /** The search being typed, or null when the keys browse. */
    private StringBuilder typing;
    /** The creature the log is narrowed to, by its place in the fight's list; -1 for none. */
    private int creature = -1;

    LogMode(BattlePage page) {
        this.page = page;
        this.selected = newest();
    }

    private MessageLog log() {
        return page.fight().log();
    }

    private int newest() {
        List<Integer> v = log().visible(page.fight().sees());
        return v.isEmpty() ? -1 : v.get(v.size() - 1);
    }

    @Override
    public void key(KeyStroke key) {
        if (typing != null) {
            typeKey(key);
            return;
        }
        char c = Keys.ch(key);
        if (Keys.escape(key) || c == 'L') {
            log().filter("");
            page.leaveMode();
        } else if (Keys.enter(key) || c == 'w' || c == '?') {
            if (selected >= 0) page.showWhy(selected);
        } else if (c == '/') {
            typing = new StringBuilder();
            creature = -1;
            log().filter("");
        } else if (c == 'c') {
            nextCreature();
        } else if (c == 'V') {
            log().cycleDetail();
            reselect();
        } else {
            List<Integer> v = log().visible(page.fight().sees());
            int at = Math.max(0, v.indexOf(selected));
            if (!v.isEmpty()) selected = v.get(Keys.select(key, at, v.size(), 5));
        }
    }

    /** Typing a search: letters add to it, Backspace takes back, Enter keeps it, Esc drops it. */
    private void typeKey(KeyStroke key) {
        if (Keys.escape(key)) {
            typing = null;
            log().filter("");
        } else if (Keys.enter(key)) {
            typing = null;
        } else if (Keys.is(key, KeyType.Backspace)) {
            if (typing.length() > 0) typing.setLength(typing.length() - 1);
            log().filter(typing.toString());
        } else if (key.getKeyType() == KeyType.Character) {
            typing.append(key.getCharacter());
            log().filter(typing.toString());
        }
        reselect();
    }

    /** The next creature of the fight, then every line again. */
    private void nextCreature() {
        // The creatures on the player's screen: a hidden foe is not offered, nor named by its search.
        List<Creature> all = Unseen.shown(page.fight(), page.fight().battle().creatures());
        creature = creature + 1 >= all.size() ? -1 : creature + 1;
        log().filter(creature < 0 ? "" : page.fight().name(all.get(creature).id()));
        reselect();
    }

    /** Keeps the selection on a shown line: the same one if it still shows, else the newest. */
    private void reselect() {
        if (selected < 0 || selected >= log().size() || !log().shown(selected, page.fight().sees())) selected = newest();
    }

    @Override
    public String header() {
        return LogWords.modeHeader(log(), page.fight().sees(), typing == null ? null : typing.toString(), page.fight().messages());
    }

    @Override
    public List<Line> info() {
        return null;
    }

    @Override
    public void hints(Canvas bar) {
        if (typing != null) {
            Frame.hints(bar, 0, page.hints("hint.letters.keys", "mode.search", "hint.enter.keys", "mode.keep",
                    "hint.esc.keys", "mode.clear"));
            return;
        }
        Frame.hints(bar, 0, page.hints("↑↓", "hint.choose", "hint.enter.keys", "battle.hint.why", "/", "mode.search",
                "c", "mode.creature", "V", "mode.detail", "hint.esc.keys", "hint.back"));
    }

    @Override
    public int logSelection() {
        return selected;
    }
}
