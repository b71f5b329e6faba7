package escarmouche.ui.menu;

import escarmouche.content.model.EncounterInfo;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;

/** The encounter list's detail pane with odds: the description above, the odds on the last two rows. */
final class OddsDetail {
    private OddsDetail() {}

    static void draw(ScreenMessages m, Canvas pane, EncounterInfo chosen, OddsState state, ContentNames names) {
        int textRows = Math.max(1, pane.height() - 2);
        pane.paragraph(0, EncounterPage.about(m, chosen, names), Style.NORMAL, textRows);
        Style first = state instanceof OddsState.Failed ? Style.WARN
                : state instanceof OddsState.Ready ? Style.HEADING : Style.DIM;
        pane.line(textRows, Text.fit(OddsWords.summary(m, state), pane.width()), first);
        if (textRows + 1 < pane.height()) {
            pane.line(textRows + 1, OddsWords.falls(m, state, pane.width()), Style.DIM);
        }
    }
}
