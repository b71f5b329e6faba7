package escarmouche.engine.battle;

import java.util.List;

/**
 * The one refusal still thrown rather than returned: {@code AttackService.attack} refuses an attack at a
 * creature behind total cover (ATK-COVER) when it is reached from inside another resolution (an
 * opportunity or readied attack in the middle of a move), where there is no check step to answer it. The
 * command handlers check cover first and return their refusals as {@link Outcome.Refused} values;
 * {@code CommandExecutor} turns this exception into the same value.
 */
public final class IllegalCommand extends RuntimeException {
    private final Outcome.Refused refusal;

    private IllegalCommand(Outcome.Refused refusal) {
        super(refusal.reason(), null, false, false);
        this.refusal = refusal;
    }

    /** Refuses the command, naming {@code rule}. */
    public static void refuse(String rule, String reason) {
        throw new IllegalCommand(Outcome.Refused.by(rule, reason));
    }

    /** The refusal, as the handlers return it. */
    public Outcome.Refused refusal() {
        return refusal;
    }
}
