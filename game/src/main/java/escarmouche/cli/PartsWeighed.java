package escarmouche.cli;

import escarmouche.rules.core.RulePart;
import escarmouche.simulate.Report;
import escarmouche.simulate.Simulation;
import escarmouche.ui.page.FightWins;
import escarmouche.ui.page.OddsInterval;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

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
     * @param apart      how many fights it ends apart from the house rules (won one way, not the other)
     * @param first      the first of them the way the win rates lean (the first either way within noise), or null
     */
    record Weighed(RulePart part, Report report, OddsInterval difference, int apart, FightWins.Apart first) {
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
    static PartsWeighed of(Simulation.Played house, List<RulePart> order, List<Simulation.Played> asIn5e,
                           Report dd5, long seed) {
        FightWins houseWins = wins(house, seed);
        List<Weighed> parts = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            Report r = asIn5e.get(i).report();
            OddsInterval diff = CompareText.difference(house.report(), r);
            FightWins mine = wins(asIn5e.get(i), seed);
            Optional<FightWins.Apart> first = houseWins.firstLeaning(mine, diff.holdsZero(),
                    house.report().partyWins() > r.partyWins());
            parts.add(new Weighed(order.get(i), r, diff, houseWins.apart(mine), first.orElse(null)));
        }
        // A stable sort: parts that move it as much stay in the catalogue's order, those that changed
        // nothing at all after those that changed some fights.
        Report h = house.report();
        parts.sort(Comparator.comparingDouble((Weighed w) -> -Math.abs(w.points(h))).thenComparing(w -> w.same(h)));
        return new PartsWeighed(house.report(), parts, dd5);
    }

    private static FightWins wins(Simulation.Played p, long seed) {
        return new FightWins(seed, p.report().runs(), p.partyWon());
    }
}
