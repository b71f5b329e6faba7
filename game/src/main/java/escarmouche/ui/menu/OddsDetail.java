package escarmouche.ui.menu;

import escarmouche.content.model.EncounterInfo;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;

/** The encounter list's detail pane with odds: the description above, the odds on the last two rows. */
final class OddsDetail {
    private OddsDetail() {}

    static void draw(ScreenMessages m, Canvas pane, EncounterInfo chosen, OddsState state, ContentNames names) {
        int textRows = Math.max(1, pane.height() - 2);
        List<String> lines = Text.wrap(EncounterPage.about(m, chosen, names), pane.width());
        for (int r = 0; r < textRows && r < lines.size(); r++) {
            boolean cut = r == textRows - 1 && lines.size() > textRows;
            pane.line(r, cut ? Text.fit(lines.get(r) + " …", pane.width()) : lines.get(r), Style.NORMAL);
        }
        Style first = state instanceof OddsState.Failed ? Style.WARN
                : state instanceof OddsState.Ready ? Style.HEADING : Style.DIM;
        pane.line(textRows, Text.fit(OddsWords.summary(m, state), pane.width()), first);
        if (textRows + 1 < pane.height()) {
            pane.line(textRows + 1, Text.fit(OddsWords.falls(m, state), pane.width()), Style.DIM);
        }
    }
}
