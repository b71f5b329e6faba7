package escarmouche.engine.preview;

import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * What a planned move would do, shown before the player confirms it.
 *
 * @param legal       whether the move can be made as planned
 * @param reason      why not, when it cannot
 * @param cost        movement it would spend
 * @param left        movement left afterwards
 * @param terrainDc   highest terrain DC on the path (0: none), for the careful/risky choice
 * @param fallback    where a failed risky check would stop the creature (null when not risky)
 * @param check       the terrain check a risky move or a crawl through rough ground rolls, with its odds, as
 *                    its log line will give it (null when the move rolls nothing)
 * @param threats     opportunity attacks it would provoke, in the order they would happen, given the steps
 *                    the mover already took this turn (OA-WITHIN counts them)
 * @param readied     readied attacks (ACT-READY) it would set off, in the order of the creatures: each
 *                    {@link Threat} names the step that enters the reach and the square it enters
 */
public record MovePreview(List<Pos> path, boolean legal, String reason, int cost, int left, int terrainDc,
                          Pos fallback, CheckPreview check, List<Threat> threats, List<Threat> readied) {
    public MovePreview {
        path = List.copyOf(path);
        threats = List.copyOf(threats);
        readied = List.copyOf(readied);
    }

    /** A preview that sets off no readied attack. */
    public MovePreview(List<Pos> path, boolean legal, String reason, int cost, int left, int terrainDc,
                       Pos fallback, CheckPreview check, List<Threat> threats) {
        this(path, legal, reason, cost, left, terrainDc, fallback, check, threats, List.of());
    }

    /** Whether a blow would fall on the way: an opportunity attack or a readied one. */
    public boolean struck() {
        return !threats.isEmpty() || !readied.isEmpty();
    }

    /**
     * One opportunity attack the move would provoke: who, before which step (counted from 1), from which
     * square, which rule. The mover's earlier steps this turn count (OA-WITHIN).
     */
    public record Threat(String reactor, int step, Pos at, String rule) {}
}
