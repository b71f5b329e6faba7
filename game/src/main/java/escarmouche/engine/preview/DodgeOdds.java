package escarmouche.engine.preview;

/**
 * ACT-DODGE, weighed before it is chosen: one enemy whose melee weapon reaches the creature where both stand,
 * with that weapon, its chance to hit now and while the creature dodges (the same when the dodge would not
 * hold: the creature cannot see that enemy, or is held at speed 0). {@code barred} is the rule that keeps it
 * from attacking the creature at all (COND-FRIGHTENED under the house rules, COND-CHARMED), its chances then 0,
 * or null: such a foe turns no blow aside, yet the menu tells it from no foe in reach.
 */
public record DodgeOdds(String attacker, String weapon, int nowPercent, int dodgingPercent, String barred) {
    /** Whether it may attack the creature, so that the dodge weighs its blow. */
    public boolean strikes() {
        return barred == null;
    }
}
