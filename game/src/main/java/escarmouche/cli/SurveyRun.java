package escarmouche.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import escarmouche.content.model.Scenario;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RuleSet;
import escarmouche.simulate.Report;
import escarmouche.simulate.Simulation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * {@code simulate} of several scenarios (files, or the {@code .json} files of a folder, by name): each read,
 * then fought as it would be alone (its own seed unless {@code --seed}), under one progress bar, and told in
 * one line; with {@code --compare}, under the house rules and plain 5e on the same seeds, one line each too.
 * A file that cannot be read is said, the others fought all the same, and the exit is 2.
 */
final class SurveyRun {
    private SurveyRun() {}

    /** The options of {@code simulate} a survey takes. */
    record Options(int runs, Long seed, int threads, RuleSet rules, boolean compare, boolean json) {}

    /**
     * Ctrl-C is heard through {@code hooks}: the scenarios fought in full by then are told, the one under way is
     * left out (its figures would be of fewer fights than the others'), and standard error says how far it went.
     */
    static int run(List<Path> named, Options o, ScreenMessages m, ShutdownHooks hooks) throws Exception {
        try (EnoughSignal enough = new EnoughSignal(hooks)) {
            return survey(named, o, m, hooks, enough);
        }
    }

    private static int survey(List<Path> named, Options o, ScreenMessages m, ShutdownHooks hooks, EnoughSignal enough)
            throws Exception {
        Survey.Read read = Survey.read(named, m);
        int sets = o.compare() ? 2 : 1;
        long fights = (long) o.runs() * sets * read.scenarios().size();
        if (fights > Integer.MAX_VALUE) {
            // The progress bar and the reports count fights in ints: a run this long would never end anyway.
            System.err.println(m.text("cli.survey.too.many", m.language().number(read.scenarios().size()),
                    m.language().number(o.runs() * sets), m.language().number(Integer.MAX_VALUE)));
            return 2;
        }
        List<SurveyText.Row> rows = new ArrayList<>();
        if (!read.scenarios().isEmpty()) {
            Progress progress = new Progress((int) fights, m, hooks);
            for (int i = 0; i < read.scenarios().size() && !enough.asked(); i++) {
                Scenario scenario = read.scenarios().get(i);
                long seed = o.seed() != null ? o.seed() : scenario.seed() != null ? scenario.seed() : 0L;
                int done = i * sets * o.runs();
                SurveyText.Row row;
                if (o.compare()) {
                    Report house = fight(scenario.withRules(RuleSet.HOUSE), o, seed, n -> progress.update(done + n), enough);
                    Report dd5 = fight(scenario.withRules(RuleSet.DD5), o, seed, n -> progress.update(done + o.runs() + n),
                            enough);
                    row = new SurveyText.Row(scenario, read.files().get(i), house, dd5);
                } else {
                    Scenario played = o.rules() == null ? scenario : scenario.withRules(o.rules());
                    row = new SurveyText.Row(played, read.files().get(i),
                            fight(played, o, seed, n -> progress.update(done + n), enough), null);
                }
                // Stopped under way: this scenario's figures are of fewer fights than the others', and left out.
                if (!enough.asked()) rows.add(row);
            }
            progress.done();
            if (enough.asked()) {
                System.err.print(ReportLines.wrap("", "", m.text("cli.survey.enough", m.language().number(rows.size()),
                        m.language().number(read.scenarios().size()))));
                if (rows.isEmpty()) return 130;
            }
        }
        if (o.json()) {
            System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(
                    json(rows, read)));
        } else if (!rows.isEmpty()) {
            System.out.print(o.compare() ? SurveyText.compared(rows, o.runs(), m)
                    : SurveyText.of(rows, o.runs(), o.rules() == null ? null : RulesOption.said(m, o.rules()), m));
        }
        if (read.unread().isEmpty()) return 0;
        // One file or folder named and unread: what was said of it is enough.
        int total = read.unread().size() + read.scenarios().size();
        if (total > 1) {
            System.err.println(m.text(read.unread().size() == 1 ? "cli.survey.unread.one" : "cli.survey.unread",
                    m.language().number(read.unread().size()), m.language().number(total)));
        }
        return 2;
    }

    private static Report fight(Scenario s, Options o, long seed, IntConsumer progress, EnoughSignal enough) {
        return Simulation.runUntil(s, o.runs(), seed, o.threads(), progress, enough::asked);
    }

    /**
     * {"scenarios": [{"file", "report"}], "unread": [...]}; compared, each scenario gives "house", "dd5" and
     * "partyWinsDifference" as {@code simulate --compare} of it alone does.
     */
    private static Map<String, Object> json(List<SurveyText.Row> rows, Survey.Read read) {
        List<Map<String, Object>> scenarios = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            SurveyText.Row row = rows.get(i);
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("file", read.files().get(i).toString());
            if (row.dd5() == null) {
                one.put("report", row.report());
            } else {
                one.put("house", row.report());
                one.put("dd5", row.dd5());
                one.put("partyWinsDifference", PartsJson.houseMinusDd5(row.report(), row.dd5()));
            }
            scenarios.add(one);
        }
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("scenarios", scenarios);
        all.put("unread", read.unread().stream().map(Object::toString).toList());
        return all;
    }
}
