package escarmouche.rules.movement;

/**
 * A move that cannot be made as asked. Nothing was rolled and nothing changes.
 *
 * @param stepIndex index in the requested path of the step at fault, or -1 for the move as a whole
 */
public record MoveRefused(int stepIndex, Refusal refusal) implements MoveOutcome {
    public String rule() {
        return refusal.rule();
    }

    public String reason() {
        return refusal.reason();
    }
}
