package escarmouche.engine.preview;

import escarmouche.rules.core.Modifier;
import java.util.List;

/**
 * The odds of one contest before it is made (a grapple, a shove, one Disengage roll-off).
 *
 * @param against  the other creature's id
 * @param legal    whether the attempt is allowed now (for a roll-off: always)
 * @param reason   why not, when it is not
 * @param percent  chance that the acting creature wins (100 against an incapacitated target)
 * @param mine     what the acting creature adds to its d20, each with its source, as the contest's log line
 *                 will give them
 * @param theirs   the same for the other creature (empty when the attempt is not allowed)
 */
public record ContestPreview(String against, boolean legal, String reason, String ability, String otherAbility,
                             int percent, List<Modifier> mine, List<Modifier> theirs) {
    public ContestPreview {
        mine = List.copyOf(mine);
        theirs = List.copyOf(theirs);
    }
}
