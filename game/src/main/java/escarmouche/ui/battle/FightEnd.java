package escarmouche.ui.battle;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.KeyedPage;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.SaveWords;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The page a fight ends on: its summary, where it is kept (its report beside the recording; at a table,
 * the player's copy), and fighting it again with the same seed (the same dice) or a new one.
 */
final class FightEnd {
    private FightEnd() {}

    /**
     * @param shared the table's fight, or null
     * @param report where the fight's report went (or why not), or null
     * @param lost   why the end of the fight is not saved (the disk refused it), or null when it is
     * @param again  whether the end was saved only now, by the page's opening trying again
     */
    static Page page(App app, ScreenFight fight, SharedFight shared, String report, String lost, boolean again) {
        ScreenMessages m = app.messages();
        List<Line> lines = new ArrayList<>(Summary.lines(fight, m, shared == null ? null : shared::played,
                shared != null && shared.gameMaster()));
        lines.remove(lines.size() - 1);
        // Under the verdict, not with the report below the table: the verdict is the game's, not the save's, and a
        // player who reads no further must not leave believing the save holds it.
        if (lost != null) lines.add(2, new Line(m.text("end.unsaved", SaveWords.of(m, lost)), Style.WARN));
        if (again) lines.add(2, Line.of(m.text("battle.save.back")));
        if (report != null) lines.add(Line.dim(m.text("end.report", SaveWords.of(m, report))));
        // The game master's saves hold the table's recording, and each player's a copy made as they leave.
        if (shared != null) lines.add(keeping(app, shared, m));
        Map<Character, Runnable> keys = new HashMap<>();
        // Said in the bar too: at 80x24 the lines that name them are below the first screen.
        List<String> bar = new ArrayList<>();
        if (fight.opened() != null) {
            bar.addAll(List.of("s", m.text("end.hint.again"), "n", m.text("end.hint.new")));
            lines.add(Line.of(m.text("end.again")));
            keys.put('s', () -> FightStarter.again(app, fight.opened(), fight.seed(), fight.tutorial() != null,
                    fight.handedOver()));
            keys.put('n', () -> FightStarter.again(app, fight.opened(), app.settings().seeds().getAsLong(),
                    fight.tutorial() != null, fight.handedOver()));
        }
        keys.put('l', app::encounters);
        bar.addAll(List.of("l", m.text("end.hint.list")));
        lines.add(Line.of(m.text("end.list")));
        lines.add(Line.dim(m.text("end.back")));
        return new KeyedPage(new TextPage(app, m.text("end.title"), lines, TextPage.Close.HOME, null)
                .keys(bar.toArray(String[]::new)), keys);
    }

    /** Where a table's player finds this fight: in their saves already, in a copy as they leave, or nowhere and why. */
    private static Line keeping(App app, SharedFight shared, ScreenMessages m) {
        return switch (shared.keeping()) {
            case HELD -> Line.dim(m.text("end.table.held"));
            case NOT_RECORDED -> Line.dim(m.text("end.table.unrecorded"));
            case COPIED -> app.saves().full()
                    .map(why -> Line.of(m.text("end.table.full", SaveWords.of(m, why))))
                    .orElse(Line.dim(m.text("end.table.kept")));
        };
    }
}
