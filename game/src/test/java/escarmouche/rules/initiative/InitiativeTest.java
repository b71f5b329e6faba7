package escarmouche.rules.initiative;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class InitiativeTest {
    private static Initiative.Result roll(List<Initiative.Entrant> e, Integer... dice) {
        return Initiative.roll(e, RuleSet.HOUSE, new ForcedDice(List.of(dice), new SeededDice(1)));
    }

    @Test
    @DisplayName("TURN-INIT: d20 + Dex modifier, highest first")
    void TURN_INIT_highestTotalFirst() {
        Initiative.Result r = roll(List.of(
                new Initiative.Entrant("a", 10, 0, true, null),
                new Initiative.Entrant("b", 16, 3, false, null),
                new Initiative.Entrant("c", 8, -1, false, null)), 10, 9, 18);
        assertEquals(List.of("c", "b", "a"), r.order());
        assertEquals(17, r.entries().get(2).total());
        assertEquals(12, r.entries().get(1).total());
    }

    @Test
    @DisplayName("TURN-INIT: a PC and a monster tied roll d20s, again on equal results, higher first")
    void TURN_INIT_pcAgainstMonsterRollOff() {
        Initiative.Result r = roll(List.of(
                new Initiative.Entrant("pc", 14, 2, true, null),
                new Initiative.Entrant("gob", 14, 2, false, null)), 10, 10, 7, 7, 3, 15);
        assertEquals(List.of("gob", "pc"), r.order());
        assertEquals(List.of(new Roll(20, 7), new Roll(20, 3)), r.entries().get(0).tiebreak());
        assertEquals(List.of(new Roll(20, 7), new Roll(20, 15)), r.entries().get(1).tiebreak());
    }

    @Test
    @DisplayName("TURN-INIT: tied PCs go by higher Dex score without rolling")
    void TURN_INIT_pcsByDexterity() {
        Initiative.Result r = roll(List.of(
                new Initiative.Entrant("slow", 12, 1, true, null),
                new Initiative.Entrant("quick", 13, 1, true, null)), 10, 10);
        assertEquals(List.of("quick", "slow"), r.order());
        assertEquals(List.of(), r.entries().get(0).tiebreak());
    }

    @Test
    @DisplayName("TURN-INIT: identical monsters in a group share one roll and act together")
    void TURN_INIT_groupSharesOneRoll() {
        Initiative.Result r = roll(List.of(
                new Initiative.Entrant("g1", 14, 2, false, "goblins"),
                new Initiative.Entrant("hero", 10, 0, true, null),
                new Initiative.Entrant("g2", 14, 2, false, "goblins")), 5, 12);
        assertEquals(List.of("hero", "g1", "g2"), r.order());
        assertEquals(7, r.entries().get(2).total());
        assertEquals(List.of(new Roll(20, 5)), r.entries().get(2).rolls());
    }

    @Test
    @DisplayName("TURN-INIT: tied monsters of equal Dex roll off; being listed first decides nothing")
    void TURN_INIT_tiedMonstersRollOffWhateverTheirOrder() {
        Initiative.Result r = roll(List.of(
                new Initiative.Entrant("west", 12, 1, false, null),
                new Initiative.Entrant("east", 12, 1, false, null)), 9, 9, 4, 16);
        assertEquals(List.of("east", "west"), r.order());
        assertEquals(List.of(new Roll(20, 4)), r.entries().get(0).tiebreak());
        assertEquals(List.of(new Roll(20, 16)), r.entries().get(1).tiebreak());
    }

    @Test
    @DisplayName("TURN-INIT: two groups with equal totals roll off as two units, whatever their order in the list")
    void TURN_INIT_tiedGroupsRollOffAsUnits() {
        Initiative.Result r = roll(List.of(
                new Initiative.Entrant("w1", 15, 2, false, "west"),
                new Initiative.Entrant("e1", 15, 2, false, "east"),
                new Initiative.Entrant("w2", 15, 2, false, "west"),
                new Initiative.Entrant("e2", 15, 2, false, "east")), 11, 11, 7, 7, 2, 19);
        assertEquals(List.of("e1", "e2", "w1", "w2"), r.order());
        assertEquals(List.of(new Roll(20, 7), new Roll(20, 2)), r.entries().get(2).tiebreak());
        assertEquals(List.of(new Roll(20, 7), new Roll(20, 19)), r.entries().get(3).tiebreak());
    }

    @Test
    @DisplayName("TURN-INIT (5e rules): creatures tied with equal Dex roll off once, not once per kind and again")
    void TURN_INIT_dd5TiesRollOffOnce() {
        Initiative.Result r = Initiative.roll(List.of(
                        new Initiative.Entrant("g1", 14, 2, false, null),
                        new Initiative.Entrant("g2", 14, 2, false, null)),
                RuleSet.DD5, new ForcedDice(List.of(10, 10, 3, 17, 4, 15), new SeededDice(1)));
        assertEquals(List.of("g2", "g1"), r.order(), "the first roll-off decides: 3 against 17");
        assertEquals(List.of(new Roll(20, 3)), r.entries().get(0).tiebreak());
        assertEquals(List.of(new Roll(20, 17)), r.entries().get(1).tiebreak());
    }
}
