package escarmouche.rules.opportunity;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.D20Roll;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The Disengage action (OA-DISENGAGE).
 *
 * <p>House rules: the creature makes an initiative roll (TURN-INIT: d20 + Dex modifier; infiltrators
 * and monks with advantage) against each enemy it is engaged with, in combatant order, and each enemy
 * rolls too. The mover must beat an enemy's total: a tie goes to the enemy, as in every contest here the
 * one acting must do better than the one resisting. Dice order: for each enemy, the mover's d20 (two
 * with advantage), then that enemy's d20.
 *
 * <p>Plain 5e: no roll; Disengage stops every opportunity attack this turn.
 */
public final class Disengage {
    private Disengage() {}

    /** An enemy in the roll-off: its id and Dex modifier. */
    public record Opponent(String id, int dexModifier) {
        public Opponent {
            Objects.requireNonNull(id, "id");
        }
    }

    /** One roll-off. */
    public record Duel(String enemyId, D20Roll mover, D20Roll enemy, boolean beaten) {}

    /** The roll-offs, and the state to give the opportunity rules for the rest of the turn. */
    public record Result(List<Duel> duels, DisengageState state) {
        public Result {
            duels = List.copyOf(duels);
        }
    }

    /**
     * The enemies the mover is engaged with: those in whose reach it stands and that could strike it
     * (OA-NONE). An enemy that could not strike anyway is not rolled against, which keeps forced dice
     * lists short and predictable. Order is kept.
     */
    public static List<Reactor> engaged(Body mover, List<Reactor> reactors, RuleSet rules) {
        List<Reactor> out = new ArrayList<>();
        for (Reactor r : reactors) {
            if (r.body().withinReach(mover, r.reach())
                    && OpportunityRules.cannotStrike(r, DisengageState.NONE, rules).isEmpty()) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * Rolls the Disengage.
     *
     * @param moverDex  the mover's Dex modifier
     * @param advantage whether it rolls with advantage (infiltrator, monk)
     * @param enemies   the engaged enemies, in combatant order (see {@link #engaged})
     */
    public static Result roll(int moverDex, boolean advantage, List<Opponent> enemies, RuleSet rules, Dice dice) {
        if (!rules.house(RulePart.OPPORTUNITY)) return new Result(List.of(), new DisengageState(true, List.of()));
        List<Duel> duels = new ArrayList<>();
        List<String> beaten = new ArrayList<>();
        List<Modifier> moverMods = List.of(new Modifier("Dex", moverDex));
        Advantage moverAdv = advantage ? Advantage.ADVANTAGE : Advantage.NONE;
        for (Opponent e : enemies) {
            D20Roll mine = D20Roll.roll(dice, moverAdv, moverMods);
            D20Roll theirs = D20Roll.roll(dice, Advantage.NONE, List.of(new Modifier("Dex", e.dexModifier())));
            boolean beat = mine.total() > theirs.total();
            duels.add(new Duel(e.id(), mine, theirs, beat));
            if (beat) beaten.add(e.id());
        }
        return new Result(duels, new DisengageState(false, beaten));
    }
}
