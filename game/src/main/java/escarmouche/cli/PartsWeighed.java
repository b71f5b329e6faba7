package escarmouche.cli;

import escarmouche.rules.core.RulePart;
import escarmouche.simulate.Report;
import escarmouche.ui.page.OddsInterval;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code ./play simulate --parts}: the same fights under the house rules, then with each part of them
 * played as in plain 5e, then under plain 5e. Each part is weighed by how far it moves the party's win
 * rate from the house rules', the largest move first.
 *
 * @param house the fights under the house rules
 * @param parts each part played as in plain 5e, the largest move in the win rate first
 * @param dd5   the fights under plain 5e, every part at once
 */
record PartsWeighed(Report house, List<Weighed> parts, Report dd5) {
    /**
     * One part played as in plain 5e.
     *
     * @param difference the 95 % interval on the house rules' win rate minus this one's
     */
    record Weighed(RulePart part, Report report, OddsInterval difference) {
        /** The house rules' win rate minus this one's: how much the part, played the house's way, gives the party. */
        double points(Report house) {
            return house.partyWins() - report.partyWins();
        }

        /**
         * Whether these fights gave exactly the house rules' figures: on the same seeds, nothing the part
         * changes came up (or, as rarely, what it changed evened out to the last decimal).
         */
        boolean same(Report house) {
            return report.equals(house);
        }
    }

    PartsWeighed {
        parts = List.copyOf(parts);
    }

    /** The parts ranked by how far each moves the win rate; ties keep the catalogue's order. */
    static PartsWeighed of(Report house, List<RulePart> order, List<Report> asIn5e, Report dd5) {
        List<Weighed> parts = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            parts.add(new Weighed(order.get(i), asIn5e.get(i), CompareText.difference(house, asIn5e.get(i))));
        }
        // A stable sort: parts that move it as much stay in the catalogue's order, those that changed
        // nothing at all after those that changed some fights.
        parts.sort(Comparator.comparingDouble((Weighed w) -> -Math.abs(w.points(house)))
                .thenComparing(w -> w.same(house)));
        return new PartsWeighed(house, parts, dd5);
    }
}
