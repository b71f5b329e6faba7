package escarmouche.ui.build;

import escarmouche.content.model.DifficultyBand;
import escarmouche.content.model.EncounterInfo;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.odds.OddsComparePage;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsSubject;
import escarmouche.ui.page.OddsWatch;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.replay.OddsReplays;
import escarmouche.ui.replay.ReplayPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;

/**
 * The builder's odds under its checks: the draft simulated again after each change that leaves it without
 * problems, the figures before the last change beside the new ones, and from there one of its fights to
 * watch or the house-or-5e comparison. It keeps which figures it has seen; the draft's text is the page's.
 */
final class DraftOddsPane {
    /** What the odds key a draft's figures by, with its text: one id for every draft. */
    private static final EncounterInfo DRAFT = new EncounterInfo("draft", "draft", "", null, null);

    private final App app;
    /** The odds of the draft as it stands, worked out again after each change that leaves it without problems. */
    private final OddsWatch odds;
    private final boolean shown;
    /** The latest draft whose odds were seen ready, its figures, and the figures seen ready before those. */
    private String readyText;
    private OddsFigures readyFigures;
    private OddsFigures previous;
    /** The text the pane last drew odds for, and the difficulty its figures gave (null while not ready). */
    private String drawnText;
    private String drawnBand;
    /** How many of the odds' fights {@code v} has shown: the next one is shown each time. */
    private int watched;

    DraftOddsPane(App app) {
        this.app = app;
        this.shown = app.catalog().odds() != EncounterOdds.NONE;
        this.odds = app.catalog().odds().watch(app::redrawSoon);
    }

    /** Whether this game works odds out at all. */
    boolean shown() {
        return shown;
    }

    OddsWatch watch() {
        return odds;
    }

    /**
     * The difficulty the draft's odds give ({@link DifficultyBand}: {@code hard} for a party that wins 61 %), once
     * the figures of {@code text} are ready and drawn; null before, and when the pane drew none for this text (a
     * side alone, a problem), so a label is never suggested from the odds of an earlier draft. The top bar shows
     * it beside the difficulty the draft gives itself when the two differ.
     */
    String band(String text) {
        return text != null && text.equals(drawnText) ? drawnBand : null;
    }

    /** The odds of {@code text}, the file the draft would save. */
    private OddsState of(String text) {
        return odds.oddsOf(DRAFT, new EncounterCatalog.Opened(null, List.of(), text, null));
    }

    /**
     * The draft's odds under the checks, rows 1 to 4 of {@code c}: the figures, or how far the simulation is.
     * {@code covered}: a box is open over the builder (a creature's fields, a prompt), and the odds wait for it to
     * close; the pane says so rather than that other odds go first.
     */
    void draw(Canvas c, String text, EncounterDraft draft, boolean covered) {
        ScreenMessages m = app.messages();
        OddsState state = of(text);
        drawnText = text;
        drawnBand = state instanceof OddsState.Ready r ? DifficultyBand.of(r.figures().partyWins(), r.figures().runs()) : null;
        if (state instanceof OddsState.Off) return;
        if (state instanceof OddsState.Ready r && !text.equals(readyText)) {
            previous = readyFigures;
            readyFigures = r.figures();
            readyText = text;
        }
        // What the last change did: the figures before it, beside the new ones or while they are worked out.
        OddsFigures before = text.equals(readyText) ? previous : readyFigures;
        String heading = before == null ? m.text("build.odds")
                : m.text("build.odds.before", OddsWords.wins(m.language(), before));
        c.line(1, Text.fit(heading, c.width()), Style.HEADING);
        Style style = state instanceof OddsState.Ready r ? OddsWords.cellStyle(r)
                : state instanceof OddsState.Failed ? Style.WARN : Style.DIM;
        int next = 3;
        if (covered && !(state instanceof OddsState.Ready)) {
            // The paused line runs past 80 columns in both languages ("…back on th…"): it takes two rows, the rows
            // below it being free until the figures are ready.
            next = 2 + c.paragraph(2, paused(m, state), style, 2);
        } else {
            c.line(2, Text.fit(covered ? paused(m, state) : OddsWords.summary(m, state), c.width()), style);
        }
        if (next < c.height()) c.line(next, OddsWords.falls(m, state, c.width()), Style.DIM);
        // Not when the map draws with v or d of its own (a legend's characters draw, as the file means them).
        if (state instanceof OddsState.Ready r && !draft.legend().containsKey('d') && !draft.legend().containsKey('v')
                && c.height() > 4) {
            String compare = draft.legend().containsKey('C') ? "" : m.text("build.odds.compare");
            String keys = OddsWords.watchKeys(m, r.figures()) + compare;
            // On two rows where the pane has them: at 80 columns the keys' line ran past the edge ("C: hous…").
            if (c.height() > 5 && Text.wrap(keys, c.width()).size() == 2) {
                c.paragraph(4, keys, Style.DIM);
            } else {
                c.line(4, Text.fit(keys, c.width()), Style.DIM);
            }
        }
    }

    /** The pane's line while a box covers the builder: its figures once ready, else paused (a covered page's odds stop). */
    private static String paused(ScreenMessages m, OddsState state) {
        if (state instanceof OddsState.Waiting w) return m.text("build.odds.paused", OddsWords.rules(m, w.rules()));
        if (state instanceof OddsState.Running r) {
            return m.text("build.odds.paused.part", OddsWords.rules(m, r.rules()), r.done(), r.runs());
        }
        return OddsWords.summary(m, state);
    }

    /**
     * One of the fights the draft's odds counted, replayed: the very fight (the same text prepared the same
     * way, the same seed); {@code v} shows the next one each time, {@code d} the first the party lost. q
     * comes back to the builder with the draft as it was: nothing is saved or recorded. Null when the odds
     * are not ready (or the text has problems).
     */
    ReplayPage fight(boolean defeat, String text, String name) {
        if (text == null || !(of(text) instanceof OddsState.Ready r)) return null;
        return defeat ? OddsReplays.defeat(app, text, r.figures(), name) : OddsReplays.fight(app, text, ++watched, name);
    }

    /**
     * The draft under the house rules and plain 5e, side by side, and from there (p) each part of the house
     * rules: the questions of the list's comparison, asked of the draft as it stands. False when the draft
     * has no odds (its checks fail, or this game works none out).
     */
    boolean compare(String text, String name) {
        if (text == null || of(text) instanceof OddsState.Off) return false;
        app.push(new OddsComparePage(app, OddsSubject.draft(DRAFT, text, name)));
        return true;
    }
}
