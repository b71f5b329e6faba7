package escarmouche.rules.opportunity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Refusal;
import escarmouche.testing.Property;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What keeps a creature from making an opportunity attack, and which reason is given when several do,
 * against the rules written out plainly: no reaction, then the first incapacitating condition in the
 * catalogue's order, then surprise, then (house rules) fear, then not seeing the mover, then a Disengage.
 */
class OpportunityBarsTest {
    /** Both rule sets, and the house rules with COND-FRIGHTENED's part or the opportunity attacks' as in 5e. */
    private static final List<RuleSet> MIXES = List.of(RuleSet.HOUSE, RuleSet.DD5,
            RuleSet.HOUSE.asIn5e(RulePart.CONDITIONS), RuleSet.HOUSE.asIn5e(RulePart.OPPORTUNITY));

    /** The bars as OA-NONE and OA-DISENGAGE list them, in order, over every condition the reactor holds. */
    private static Optional<Refusal> plainly(Reactor r, DisengageState d, RuleSet rules) {
        if (!r.hasReaction()) return Optional.of(new Refusal("OA-NONE", r.id() + " has no reaction left"));
        for (Condition c : Condition.values()) {
            if (c.incapacitates() && r.conditions().contains(c)) {
                return Optional.of(new Refusal("OA-NONE", r.id() + " is " + c.id() + " (incapacitated)"));
            }
        }
        if (r.conditions().contains(Condition.SURPRISED)) return Optional.of(new Refusal("OA-NONE", r.id() + " is surprised"));
        if (rules.house(RulePart.CONDITIONS) && r.conditions().contains(Condition.FRIGHTENED)) {
            return Optional.of(new Refusal("OA-NONE", r.id() + " is frightened"));
        }
        if (!r.seesMover()) return Optional.of(new Refusal("OA-NONE", r.id() + " cannot see the mover"));
        if (d.shields(r.id())) return Optional.of(new Refusal("OA-DISENGAGE", r.id() + " was outmanoeuvred by the Disengage"));
        return Optional.empty();
    }

    @Test
    @DisplayName("OA-NONE / OA-DISENGAGE: the reason a creature cannot strike is the first bar that holds, the first incapacitating condition named")
    void firstBarNamed() {
        Condition[] all = Condition.values();
        int[] incapacitated = {0};
        Property.forAll(20261202L, 3000, r -> r.nextLong(), seed -> {
            java.util.Random r = new java.util.Random(seed);
            Set<Condition> cs = EnumSet.noneOf(Condition.class);
            // Several at once often, so that two incapacitating conditions meet.
            for (int k = r.nextInt(5); k > 0; k--) cs.add(all[r.nextInt(all.length)]);
            Reactor reactor = new Reactor("r", Body.of(new Pos(1, 1), escarmouche.rules.core.Size.MEDIUM), 1, cs,
                    r.nextInt(6) != 0, r.nextInt(6) != 0);
            DisengageState d = r.nextInt(4) == 0 ? new DisengageState(false, List.of("r")) : DisengageState.NONE;
            RuleSet rules = MIXES.get(r.nextInt(MIXES.size()));
            Optional<Refusal> expected = plainly(reactor, d, rules);
            assertEquals(expected, OpportunityRules.cannotStrike(reactor, d, rules), cs + " " + reactor);
            assertEquals(expected.isEmpty(), OpportunityRules.canStrike(reactor, d, rules), cs + " " + reactor);
            if (expected.isPresent() && expected.get().reason().endsWith("(incapacitated)")) incapacitated[0]++;
        });
        assertTrue(incapacitated[0] > 300, "incapacitated reactors: " + incapacitated[0]);
    }
}
