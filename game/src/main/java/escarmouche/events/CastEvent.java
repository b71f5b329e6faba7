package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * A casting roll (CAST-ROLL), or a potion or scroll used in combat (CAST-POTION, CAST-SCROLL).
 * {@code spell} is the spell cast (a potion's item id for a potion); {@code item} the potion or scroll
 * used, or null; {@code target} and {@code at} what it was aimed at; {@code slotsLeft} the caster's
 * slots by spell level afterwards (null for a creature without slots). A damaging spell without attack
 * roll rolls its critical chain with the cast (CAST-CRIT): {@code chain} holds those d20s and
 * {@code multiplier} the result; both are null for other spells. {@code rolls} holds every die the cast
 * rolled, in the order rolled: the casting d20, a potion's 2d4 penalty, then the chain's d20s (the event
 * log's format wants every die in a {@code rolls} list); {@link #castingRolls} leaves the chain out.
 */
public record CastEvent(String caster, String spell, List<Roll> rolls, List<Modifier> modifiers, int total,
                        boolean success, boolean lost, List<String> rule, String item, String target, Pos at,
                        List<Integer> slotsLeft, List<Roll> chain, Integer multiplier) implements Event {
    public CastEvent(String caster, String spell, List<Roll> rolls, List<Modifier> modifiers, int total,
                     boolean success, boolean lost, List<String> rule) {
        this(caster, spell, rolls, modifiers, total, success, lost, rule, null, null, null, null, null, null);
    }

    public String type() {
        return "cast";
    }

    /** The casting roll's own dice (the d20, a potion's penalty), without the chain's d20s that follow them. */
    public static List<Roll> castingRolls(CastEvent e) {
        List<Roll> all = e.rolls();
        if (e.chain() == null || e.chain().isEmpty()) return all;
        return all.subList(0, Math.max(0, all.size() - e.chain().size()));
    }

    /**
     * Whether the cast's chain made it a critical (CAST-CRIT: a 20, x2 and on): the reports count it among
     * the caster's crits, as a hit's (a spell with an attack roll crits in its attack event instead).
     * Static, so that it is no part of the event's JSON.
     */
    public static boolean critical(CastEvent e) {
        return e.multiplier() != null && e.multiplier() > 1;
    }
}
