package escarmouche.ui.odds;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.Scenario;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.ui.page.App;
import escarmouche.ui.page.FightWins;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsInterval;
import escarmouche.ui.page.OddsPage;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsSubject;
import escarmouche.ui.page.OddsWatch;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.page.ReferencePage;
import escarmouche.ui.replay.ReplayPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which part of the house rules weighs on an encounter: its fights under the house rules, then with each
 * part (a section of the rules reference) played as in plain 5e and the rest kept, then under plain 5e,
 * all on the same seeds. The parts whose fights are done come first, largest move in the party's win rate
 * first; {@code ./play simulate --parts} gives the same on the command line.
 */
public final class OddsPartsPage implements OddsPage {
    private static final int LABEL = 2;
    private static final int WINS = 37;
    private static final int ROUNDS = 55;
    private static final int DOWN = 62;
    private static final int CHANGE = 70;
    private static final int TOP = 5;

    /** A row: the rules its fights are played under, and the part played as in 5e (null: house or dd5). */
    private record Row(String rules, RulePart part) {
        boolean house() {
            return RuleSet.HOUSE.id().equals(rules);
        }
    }

    private final App app;
    private final OddsSubject subject;
    private final OddsWatch odds;
    private final List<Row> parts = new ArrayList<>();
    private String chosen = RuleSet.HOUSE.id();

    /** The parts weighed on an encounter of the list, on one with the party chosen on the party screen, or on a draft. */
    public OddsPartsPage(App app, OddsSubject subject) {
        this.app = app;
        this.subject = subject;
        this.odds = app.catalog().odds().watch(app::redrawSoon);
        for (RulePart p : RulePart.all()) parts.add(new Row(RuleSet.HOUSE.asIn5e(p).id(), p));
        // The last asked is worked out first: the house rules, then the parts in the reference's order, then 5e.
        subject.focus(odds, RuleSet.DD5.id());
        for (int i = parts.size() - 1; i >= 0; i--) subject.focus(odds, parts.get(i).rules());
        subject.focus(odds, RuleSet.HOUSE.id());
    }

    /** The rows as shown: the house rules, the parts (done ones first, by how far they move the win rate), 5e. */
    private List<Row> rows() {
        OddsFigures house = figures(RuleSet.HOUSE.id());
        List<Row> done = new ArrayList<>();
        List<Row> waiting = new ArrayList<>();
        for (Row r : parts) (house != null && figures(r.rules()) != null ? done : waiting).add(r);
        // A stable sort: parts that move it as much keep the reference's order, those that changed no fight last.
        done.sort(Comparator.comparingDouble((Row r) -> -Math.abs(points(house, figures(r.rules()))))
                .thenComparing(r -> same(house, figures(r.rules()))));
        List<Row> out = new ArrayList<>();
        out.add(new Row(RuleSet.HOUSE.id(), null));
        out.addAll(done);
        out.addAll(waiting);
        out.add(new Row(RuleSet.DD5.id(), null));
        return out;
    }

    private OddsFigures figures(String rules) {
        return subject.odds(odds, rules) instanceof OddsState.Ready r ? r.figures() : null;
    }

    /** What the house's way gives the party: the house rules' win rate minus this row's. */
    private static double points(OddsFigures house, OddsFigures other) {
        return house.winRate() - other.winRate();
    }

    /** The 95 % interval on the house rules' win rate minus the other's. */
    private static OddsInterval difference(OddsFigures house, OddsFigures other) {
        return OddsInterval.difference(house.partyWins(), house.runs(), other.partyWins(), other.runs());
    }

    /** Whether the fights came out the same in every figure: nothing the part changes came up. */
    static boolean same(OddsFigures a, OddsFigures b) {
        return a.runs() == b.runs() && a.partyWins() == b.partyWins() && a.monsterWins() == b.monsterWins()
                && a.medianRounds() == b.medianRounds() && a.meanRounds() == b.meanRounds()
                && a.combatants().equals(b.combatants());
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        ScreenMessages m = app.messages();
        canvas.line(0, Text.fit(" " + m.text("encounters.parts.title", OddsWords.subject(app, subject)),
                canvas.width()), Style.TITLE);
        OddsFigures house = figures(RuleSet.HOUSE.id());
        int runs = house != null ? house.runs() : runs(subject.odds(odds, RuleSet.HOUSE.id()));
        canvas.region(LABEL, 2, Text.readable(canvas.width() - 2 * LABEL), 2).paragraph(0,
                m.text("encounters.parts.intro", String.valueOf(runs)), Style.DIM);
        canvas.text(LABEL, TOP - 1, m.text("encounters.parts.head.rules"), Style.HEADING);
        canvas.text(WINS, TOP - 1, m.text("encounters.parts.head.wins"), Style.HEADING);
        canvas.text(ROUNDS, TOP - 1, m.text("encounters.parts.head.rounds"), Style.HEADING);
        canvas.text(DOWN, TOP - 1, m.text("encounters.parts.head.down"), Style.HEADING);
        canvas.text(CHANGE, TOP - 1, Text.fit(m.text("encounters.parts.head.change"), canvas.width() - CHANGE), Style.HEADING);
        List<Row> rows = rows();
        for (int i = 0; i < rows.size(); i++) drawRow(canvas, m, rows.get(i), TOP + i, house);
        Row selected = selected(rows);
        // A blank line between the table and the words about the row, when the screen leaves four lines for them
        // after it: at 80x24, with one row per part of the rules, the words need every line left.
        int below = TOP + rows.size();
        int from = canvas.height() - 1 - (below + 1) >= 4 ? below + 1 : below;
        Canvas about = canvas.region(LABEL, from, Text.readable(canvas.width() - 2 * LABEL),
                Math.max(1, canvas.height() - 1 - from));
        about.paragraph(0, about(m, selected, house), Style.NORMAL);
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.updown.keys"),
                m.text("encounters.parts.choose"), "d D", m.text("encounters.parts.watch"), "r",
                m.text("encounters.parts.reference"), m.text("hint.esc.keys"),
                m.text("encounters.parts.back"));
    }

    private static int runs(OddsState state) {
        if (state instanceof OddsState.Running r) return r.runs();
        if (state instanceof OddsState.Waiting w) return w.runs();
        return 0;
    }

    private void drawRow(Canvas canvas, ScreenMessages m, Row row, int r, OddsFigures house) {
        boolean chosenRow = row.rules().equals(chosen);
        Style style = chosenRow ? Style.SELECTED : Style.NORMAL;
        // The mark in the margin, a space after it, the label under the column's heading: "▶ house rules".
        canvas.text(LABEL - 2, r, chosenRow ? "▶ " : "  ", style);
        canvas.text(LABEL, r, Text.cell(label(m, row), WINS - LABEL), style);
        OddsState state = subject.odds(odds, row.rules());
        if (state instanceof OddsState.Ready ready) {
            OddsFigures f = ready.figures();
            canvas.text(WINS, r, Text.fit(OddsWords.wins(m.language(), f) + " (" + OddsWords.interval(m.language(), f.winInterval())
                    + ")", ROUNDS - WINS - 1), Style.NORMAL);
            canvas.text(ROUNDS, r, String.valueOf(f.medianRounds()), Style.NORMAL);
            canvas.text(DOWN, r, OddsWords.tenths(m, down(f)), Style.NORMAL);
            if (house != null && !row.house()) {
                OddsInterval diff = difference(house, f);
                String change = same(house, f) ? m.text("encounters.parts.same.short")
                        : m.text(diff.holdsZero() ? "encounters.parts.noise.short" : "encounters.parts.points.short",
                                OddsWords.points(m, points(house, f)));
                canvas.text(CHANGE, r, Text.fit(change, canvas.width() - CHANGE),
                        diff.holdsZero() ? Style.DIM : Style.NORMAL);
            }
        } else if (state instanceof OddsState.Running run) {
            canvas.text(WINS, r, Text.fit(OddsWords.bar(run.done(), run.runs(), 8) + " " + run.done() + "/"
                    + run.runs(), canvas.width() - WINS), Style.DIM);
        } else if (state instanceof OddsState.Waiting) {
            canvas.text(WINS, r, m.text("encounters.parts.waiting"), Style.DIM);
        } else if (state instanceof OddsState.Failed) {
            canvas.text(WINS, r, m.text("encounters.odds.none"), Style.WARN);
        }
    }

    /** How many of the party go down to 0 hit points in a fight, on average. */
    private static double down(OddsFigures f) {
        double sum = 0;
        for (OddsFigures.Combatant c : f.combatants()) if (c.party()) sum += f.fallRate(c);
        return sum;
    }

    private static String label(ScreenMessages m, Row row) {
        if (row.part() != null) return m.text("encounters.parts.row", name(m, row.part()));
        return m.text(row.house() ? "cli.parts.house" : "cli.parts.dd5");
    }

    private static String name(ScreenMessages m, RulePart part) {
        return m.text("rules.part." + part.id()) + " (" + part.prefix() + ")";
    }

    private Row selected(List<Row> rows) {
        for (Row r : rows) if (r.rules().equals(chosen)) return r;
        return rows.get(0);
    }

    /** What the chosen row means: the whole verdict for a part or for plain 5e, what the rows are for the house. */
    private String about(ScreenMessages m, Row row, OddsFigures house) {
        if (row.house()) return m.text("encounters.parts.about.house");
        OddsFigures f = figures(row.rules());
        String what = row.part() == null ? m.text("encounters.parts.about.dd5")
                : m.text("encounters.parts.about.part", name(m, row.part()), row.part().prefix());
        if (house == null || f == null) return what + " " + m.text("encounters.parts.about.later");
        if (same(house, f)) return what + " " + m.text("encounters.parts.about.same", String.valueOf(f.runs()));
        // Once both are done, the verdict and the fights they end apart replace the part's description.
        return verdict(m, house, f) + " " + apart(m, house, f);
    }

    private static String verdict(ScreenMessages m, OddsFigures house, OddsFigures f) {
        OddsInterval diff = difference(house, f);
        double points = points(house, f);
        // A cost is said as a positive number, its interval too, as the o page's verdict says a difference.
        String key = diff.holdsZero() ? "encounters.parts.about.noise"
                : points < 0 ? "encounters.parts.about.hurts" : "encounters.parts.about.helps";
        String said = diff.holdsZero() ? OddsWords.points(m, points) : OddsWords.unsigned(m, points);
        return m.text(key, said, OddsWords.range(m, points, diff), OddsWords.wins(m.language(), house),
                OddsWords.wins(m.language(), f), OddsWords.count(points));
    }

    /**
     * The fight to watch: the first the two sets end apart the way the win rates lean (won under the house
     * rules only when the house's way gives the party wins, won the row's way only when it costs them), the
     * first either way when the difference is within noise.
     */
    private static Optional<FightWins.Apart> shown(OddsFigures house, OddsFigures f) {
        return house.wins().firstLeaning(f.wins(), difference(house, f).holdsZero(), points(house, f) > 0);
    }

    /** How many fights the two sets end apart, and the first of them, to watch with d and D. */
    private static String apart(ScreenMessages m, OddsFigures house, OddsFigures f) {
        Optional<FightWins.Apart> first = shown(house, f);
        if (first.isEmpty()) return m.text("encounters.parts.apart.none");
        return m.text(first.get().wonHere() ? "encounters.parts.apart.house" : "encounters.parts.apart.other",
                String.valueOf(house.wins().apart(f.wins())), String.valueOf(Math.min(house.runs(), f.runs())),
                String.valueOf(first.get().seed()));
    }

    /**
     * The first fight the house rules and the chosen row end apart, replayed: under the house rules with
     * {@code d}, under the row's rules with {@code D}. The very fight the odds counted (the scenario prepared
     * as the odds prepare it, the same seed). Nothing while the figures are not both there.
     */
    private void watchApart(Row row, boolean asHouse) {
        OddsFigures house = figures(RuleSet.HOUSE.id());
        OddsFigures f = figures(row.rules());
        if (row.house() || house == null || f == null) return;
        Optional<FightWins.Apart> first = shown(house, f);
        if (first.isEmpty()) return;
        String rules = asHouse ? RuleSet.HOUSE.id() : row.rules();
        Scenario fights = subject.simulated(app.catalog(), rules);
        if (fights == null) return;
        ScreenMessages m = app.messages();
        // Short, for the replay's title shares its line with the replay's place in the fight.
        String label = asHouse ? m.text("encounters.parts.watch.house")
                : row.part() == null ? m.text("encounters.parts.watch.dd5")
                : m.text("encounters.parts.watch.part", row.part().prefix());
        String title = m.text("encounters.parts.watch.title", subject.plainName(app),
                String.valueOf(first.get().seed()), label);
        app.push(new ReplayPage(app, fights, first.get().seed(), List.of(), title));
    }

    @Override
    public void handle(KeyStroke key) {
        List<Row> rows = rows();
        if (Keys.escape(key) || Keys.ch(key) == 'q' || Keys.ch(key) == 'p') {
            app.pop();
        } else if (Keys.ch(key) == 'd' || Keys.ch(key) == 'D') {
            watchApart(selected(rows), Keys.ch(key) == 'd');
        } else if (Keys.ch(key) == 'r') {
            Row row = selected(rows);
            app.push(row.part() == null ? new ReferencePage(app) : new ReferencePage(app, row.part().prefix()));
        } else {
            int at = rows.indexOf(selected(rows));
            chosen = rows.get(Keys.select(key, at, rows.size(), 5)).rules();
        }
        OddsPage.afterKey(app, this);
    }

    @Override
    public OddsWatch oddsWatch() {
        return odds;
    }
}
