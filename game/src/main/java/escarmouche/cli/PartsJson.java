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
            one.put("firstApart", p.first() == null ? null : firstApart(p.first().seed(), p.first().wonHere()));
            one.put("report", p.report());
            parts.add(one);
        }
        out.put("parts", parts);
        out.put("dd5", w.dd5());
        out.put("partyWinsDifference", houseMinusDd5(w.house(), w.dd5()));
        return out;
    }

    /** {"houseMinusDd5": ..., "low": ..., "high": ...}, as {@code --compare --json} gives it. */
    static Map<String, Object> houseMinusDd5(Report house, Report dd5) {
        return difference("houseMinusDd5", points(house, dd5), CompareText.difference(house, dd5));
    }

    /**
     * The party's win rate under the house rules minus under plain 5e, from the fights won: (266 - 377) / 400
     * is -0.2775, where the two shares subtracted leave floating-point dust in the JSON (-0.27749999999999997).
     */
    private static double points(Report house, Report dd5) {
        if (house.runs() != dd5.runs() || house.runs() == 0) return house.partyWins() - dd5.partyWins();
        long h = Math.round(house.partyWins() * house.runs());
        long d = Math.round(dd5.partyWins() * dd5.runs());
        return (double) (h - d) / house.runs();
    }

    // Ordered maps: the JSON's fields come in the same order in every run (Map.of's order changes from one run
    // of the JVM to the next).
    private static Map<String, Object> firstApart(long seed, boolean partyWinsUnderHouse) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("seed", seed);
        f.put("partyWinsUnderHouse", partyWinsUnderHouse);
        return f;
    }

    private static Map<String, Object> difference(String name, double points, OddsInterval diff) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put(name, points);
        d.put("low", diff.low());
        d.put("high", diff.high());
        return d;
    }
}
