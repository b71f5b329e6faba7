package escarmouche.cli;

import escarmouche.simulate.Report;
import escarmouche.ui.page.OddsInterval;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code ./play simulate --parts --json}: the house rules' report, each part's (largest move first) with
 * what the house's way of it gives the party, then plain 5e's, in the shape {@code --compare --json} uses.
 */
final class PartsJson {
    private PartsJson() {}

    static Map<String, Object> of(PartsWeighed w) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("house", w.house());
        List<Map<String, Object>> parts = new ArrayList<>();
        for (PartsWeighed.Weighed p : w.parts()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("part", p.part().id());
            one.put("prefix", p.part().prefix());
            one.put("sameAsHouse", p.same(w.house()));
            one.put("partyWinsDifference", difference("houseMinusThis", p.points(w.house()), p.difference()));
            one.put("fightsApart", p.apart());
            one.put("firstApart", p.first() == null ? null
                    : Map.of("seed", p.first().seed(), "partyWinsUnderHouse", p.first().wonHere()));
            one.put("report", p.report());
            parts.add(one);
        }
        out.put("parts", parts);
        out.put("dd5", w.dd5());
        out.put("partyWinsDifference", difference("houseMinusDd5", w.house().partyWins() - w.dd5().partyWins(),
                CompareText.difference(w.house(), w.dd5())));
        return out;
    }

    private static Map<String, Object> difference(String name, double points, OddsInterval diff) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put(name, points);
        d.put("low", diff.low());
        d.put("high", diff.high());
        return d;
    }
}
