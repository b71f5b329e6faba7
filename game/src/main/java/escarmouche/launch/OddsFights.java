package escarmouche.launch;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.rules.core.RuleSet;
import escarmouche.simulate.Simulation;

/**
 * The one place the odds call the simulator, so a change inside {@code escarmouche.simulate} touches one
 * class: the scenario under the rules asked for, every creature on the AI and its forced dice dropped, and
 * fight {@code i} on seed {@code seed + i} like {@code ./play simulate} (the scenario's seed, else 0).
 */
final class OddsFights {
    private OddsFights() {}

    /** The scenario ready to simulate under {@code rules}. */
    static Scenario prepare(Scenario s, RuleSet rules) {
        return Simulation.allAi(s.withRules(rules));
    }

    /** The seed of fight {@code i}: the same as {@code ./play simulate}'s run {@code i}. */
    static long seed(Scenario s, int i) {
        return (s.seed() == null ? 0 : s.seed()) + i;
    }

    static Simulation.Fight fight(Scenario prepared, int i) {
        return Simulation.fight(prepared, seed(prepared, i));
    }

    /** {@link #fight(Scenario, int)}, keeping cover answers in {@code cover} for the job's next fights. */
    static Simulation.Fight fight(Scenario prepared, int i, CoverMemory cover) {
        return Simulation.fight(prepared, seed(prepared, i), cover);
    }
}
