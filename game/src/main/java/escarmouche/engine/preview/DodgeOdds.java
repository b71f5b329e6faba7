package escarmouche.engine.preview;

/**
 * ACT-DODGE, weighed before it is chosen: one enemy that can strike the creature where both stand, with the
 * melee weapon it would use, its chance to hit now and while the creature dodges (the same when the dodge
 * would not hold: the creature cannot see that enemy, or is held at speed 0).
 */
public record DodgeOdds(String attacker, String weapon, int nowPercent, int dodgingPercent) {}
