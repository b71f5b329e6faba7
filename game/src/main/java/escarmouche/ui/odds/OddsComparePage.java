package escarmouche.ui.odds;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsInterval;
import escarmouche.ui.page.OddsPage;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsSubject;
import escarmouche.ui.page.OddsWatch;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.replay.ReplayPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;

/**
 * One encounter under the house rules and under plain 5e, side by side: the question a group asks before
 * adopting a house rule. Both sets of fights use the same seeds; the verdict says when the difference in
 * the party's win rate is within noise.
 */
public final class OddsComparePage implements OddsPage {
    static final String HOUSE = "house";
    static final String DD5 = "dd5";
    /** Where the two columns start, and how wide each is. */
    private static final int LABEL = 2;
    private static final int FIRST = 30;
    private static final int SECOND = 54;
    private static final int WIDE = 23;

    private final App app;
    private final OddsSubject subject;
    private final OddsWatch odds;
    private int scroll;

    public OddsComparePage(App app, EncounterInfo encounter) {
        this(app, OddsSubject.listed(encounter));
    }

    /** The comparison of an encounter of the list, of one with the party chosen on the party screen, or of a draft. */
    public OddsComparePage(App app, OddsSubject subject) {
        this.app = app;
        this.subject = subject;
        this.odds = app.catalog().odds().watch(app::redrawSoon);
        // The house rules last, so first: they are the ones the list most often has under way already.
        subject.focus(odds, DD5);
        subject.focus(odds, HOUSE);
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        ScreenMessages m = app.messages();
        canvas.line(0, Text.fit(" " + m.text("encounters.compare.title", OddsWords.subject(app, subject)), canvas.width()),
                Style.TITLE);
        OddsState house = subject.odds(odds, HOUSE);
        OddsState dd5 = subject.odds(odds, DD5);
        OddsFigures h = house instanceof OddsState.Ready r ? r.figures() : null;
        OddsFigures d = dd5 instanceof OddsState.Ready r ? r.figures() : null;
        canvas.text(LABEL, 2, m.text("encounters.compare.all.ai"), Style.DIM);
        canvas.text(FIRST, 2, OddsWords.rules(m, HOUSE), Style.HEADING);
        canvas.text(SECOND, 2, m.text("encounters.compare.dd5"), Style.HEADING);
        row(canvas, 3, m.text("encounters.compare.wins"), h, d,
                f -> OddsWords.wins(m.language(), f) + " (" + OddsWords.interval(m.language(), f.winInterval()) + ")");
        String others = h != null ? h.otherSide() : d != null ? d.otherSide() : null;
        row(canvas, 4, others == null ? m.text("encounters.compare.losses") : m.text("encounters.compare.losses.side", others),
                h, d, f -> OddsWords.percent(m.language(), f.lossRate()));
        row(canvas, 5, m.text("encounters.compare.rounds"), h, d,
                f -> f.medianRounds() + " (" + OddsWords.tenths(m, f.meanRounds()) + ")");
        row(canvas, 6, m.text("encounters.compare.dealt"), h, d,
                f -> m.text("encounters.compare.per.fight", OddsWords.tenths(m, f.dealtBy(true))));
        row(canvas, 7, m.text("encounters.compare.taken"), h, d,
                f -> m.text("encounters.compare.per.fight", OddsWords.tenths(m, f.takenBy(true))));
        row(canvas, 8, m.text("encounters.compare.defeat"), h, d, f -> f.defeat()
                .map(x -> m.text("encounters.compare.defeat.seed", String.valueOf(x.seed()),
                        m.text("encounters.compare.defeat.rounds", x.rounds())))
                .orElse(m.text("encounters.compare.defeat.none")));
        progress(m, canvas, FIRST, house);
        progress(m, canvas, SECOND, dd5);
        // Three rows, up to the table's heading: at 80 columns the French verdict on noise takes all three.
        Canvas verdict = canvas.region(LABEL, 9, Text.readable(canvas.width() - 2 * LABEL), 3);
        if (h != null && d != null) {
            OddsInterval diff = OddsInterval.difference(h.partyWins(), h.runs(), d.partyWins(), d.runs());
            verdict.paragraph(0, verdict(m, h, d, diff), diff.holdsZero() ? Style.WARN : Style.GOOD);
        } else {
            verdict.paragraph(0, m.text("encounters.compare.later", OddsWords.subject(app, subject)), Style.DIM);
        }
        table(m, canvas, h, d);
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.updown.keys"),
                m.text("encounters.compare.scroll"), "d D", m.text("encounters.compare.watch"), "p",
                m.text("encounters.compare.parts"), m.text("hint.esc.keys"),
                m.text(switch (subject.from()) {
                    case LIST -> "encounters.compare.back";
                    case PARTY -> "encounters.compare.back.party";
                    case BUILDER -> "encounters.compare.back.builder";
                }));
    }

    /** The difference in the party's win rate, and whether these fights can tell it from noise. */
    static String verdict(ScreenMessages m, OddsFigures house, OddsFigures dd5, OddsInterval diff) {
        return OddsWords.rulesVerdict(m, house.winRate(), dd5.winRate(), diff, house.runs());
    }

    private interface Figure {
        String of(OddsFigures f);
    }

    private static void row(Canvas canvas, int r, String label, OddsFigures h, OddsFigures d, Figure figure) {
        canvas.text(LABEL, r, Text.fit(label, FIRST - LABEL - 1), Style.NORMAL);
        if (h != null) canvas.text(FIRST, r, Text.fit(figure.of(h), WIDE), Style.NORMAL);
        if (d != null) canvas.text(SECOND, r, Text.fit(figure.of(d), WIDE), Style.NORMAL);
    }

    /** A column still being worked out shows its progress (or why it cannot be) in place of its figures. */
    private static void progress(ScreenMessages m, Canvas canvas, int col, OddsState state) {
        String text;
        if (state instanceof OddsState.Running r) {
            text = OddsWords.bar(r.done(), r.runs(), 10) + " " + r.done() + "/" + r.runs();
        } else if (state instanceof OddsState.Waiting w) {
            text = m.text("encounters.compare.waiting", String.valueOf(w.runs()));
        } else if (state instanceof OddsState.Failed f) {
            canvas.text(col, 3, m.text("encounters.odds.none"), Style.WARN);
            Canvas why = canvas.region(col, 4, Math.min(WIDE, canvas.width() - col), 4);
            why.paragraph(0, f.reason(m), Style.DIM);
            return;
        } else {
            return;
        }
        canvas.text(col, 3, Text.fit(text, WIDE), Style.DIM);
        canvas.text(col, 4, Text.fit(m.text("encounters.compare.simulating"), WIDE), Style.DIM);
    }

    /**
     * Each combatant under both rules: damage dealt and taken a fight, how often it goes down (0 hit
     * points at some point) and how often it ends dead.
     */
    private void table(ScreenMessages m, Canvas canvas, OddsFigures h, OddsFigures d) {
        OddsFigures any = h != null ? h : d;
        int top = 12;
        canvas.text(FIRST, top, OddsWords.rules(m, HOUSE), Style.HEADING);
        canvas.text(SECOND, top, OddsWords.rules(m, DD5), Style.HEADING);
        canvas.text(LABEL, top + 1, Text.cell(m.text("encounters.compare.combatant"), 16) + " "
                + m.text("encounters.compare.side"), Style.HEADING);
        // The four headings over the four figures, right-aligned on them.
        String heads = String.format(java.util.Locale.ROOT, "%5s %5s %5s %5s", m.text("encounters.compare.dealt.head"),
                m.text("encounters.compare.taken.head"), m.text("encounters.compare.down.head"),
                m.text("encounters.compare.dead.head"));
        canvas.text(FIRST, top + 1, heads, Style.HEADING);
        canvas.text(SECOND, top + 1, heads, Style.HEADING);
        if (any == null) return;
        List<OddsFigures.Combatant> all = any.combatants();
        int rows = Math.max(1, canvas.height() - 1 - (top + 2));
        scroll = Math.max(0, Math.min(scroll, all.size() - rows));
        for (int k = 0; k < rows && scroll + k < all.size(); k++) {
            int i = scroll + k;
            OddsFigures.Combatant c = all.get(i);
            int r = top + 2 + k;
            canvas.text(LABEL, r, Text.cell(label(all, c, m.language()), 16) + " "
                    + Text.fit(OddsWords.side(m, c.side()), FIRST - LABEL - 18),
                    c.party() ? Style.PARTY : Style.MONSTER);
            if (h != null) canvas.text(FIRST, r, cells(m, h, i), Style.NORMAL);
            if (d != null) canvas.text(SECOND, r, cells(m, d, i), Style.NORMAL);
        }
        if (scroll + rows < all.size()) {
            canvas.text(canvas.width() - 8, canvas.height() - 2, m.text("encounters.compare.more"), Style.DIM);
        }
    }

    /** The combatant's name, with its id when another one has the same name (five wolves). */
    private static String label(List<OddsFigures.Combatant> all, OddsFigures.Combatant c, Language language) {
        String name = c.name(language);
        for (OddsFigures.Combatant o : all) if (o != c && o.name(language).equals(name)) return name + " " + c.id();
        return name;
    }

    private static String cells(ScreenMessages m, OddsFigures f, int i) {
        OddsFigures.Combatant c = f.combatants().get(i);
        return String.format(java.util.Locale.ROOT, "%5s %5s %5s %5s", OddsWords.tenths(m, c.meanDealt()),
                OddsWords.tenths(m, c.meanTaken()), OddsWords.percent(m.language(), f.fallRate(c)), OddsWords.percent(m.language(), f.deathRate(c)));
    }

    @Override
    public void handle(KeyStroke key) {
        if (Keys.escape(key) || Keys.ch(key) == 'q' || Keys.ch(key) == 'o') {
            app.pop();
        } else if (Keys.ch(key) == 'p') {
            app.push(new OddsPartsPage(app, subject));
        } else if (Keys.ch(key) == 'd' || Keys.ch(key) == 'D') {
            watchDefeat(Keys.ch(key) == 'd' ? HOUSE : DD5);
        } else {
            scroll = Keys.select(key, scroll, Integer.MAX_VALUE, 5);
        }
        OddsPage.afterKey(app, this);
    }

    /**
     * The first fight the party lost under {@code rules}, replayed: the very fight the odds counted (the same
     * scenario prepared the same way, the same seed), forward and back with the replay's keys. Nothing while
     * those odds are not ready or the party never lost.
     */
    private void watchDefeat(String rules) {
        if (!(subject.odds(odds, rules) instanceof OddsState.Ready r) || r.figures().defeat().isEmpty()) return;
        Scenario fights = subject.simulated(app.catalog(), rules);
        if (fights == null) return;
        ScreenMessages m = app.messages();
        String title = m.text("encounters.compare.defeat.title", subject.plainName(app),
                OddsWords.rules(m, rules));
        app.push(new ReplayPage(app, fights, r.figures().defeat().get().seed(), List.of(), title));
    }

    @Override
    public OddsWatch oddsWatch() {
        return odds;
    }
}
