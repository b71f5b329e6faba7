package escarmouche.engine.preview;

/**
 * The odds of one contest before it is made (a grapple, a shove, one Disengage roll-off).
 *
 * @param against  the other creature's id
 * @param legal    whether the attempt is allowed now (for a roll-off: always)
 * @param reason   why not, when it is not
 * @param percent  chance that the acting creature wins (100 against an incapacitated target)
 * @param mine     the acting creature's d20, as the contest's log line will give it
 * @param theirs   the other creature's (nothing added, no advantage, when the attempt is not allowed)
 * @param automatic the other creature is incapacitated and the house rules play: the attempt succeeds without a roll
 *     (GRAP-START, SHOVE)
 */
public record ContestPreview(String against, boolean legal, String reason, String ability, String otherAbility,
                             int percent, D20Preview mine, D20Preview theirs, boolean automatic) {}
