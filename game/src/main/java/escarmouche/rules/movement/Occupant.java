package escarmouche.rules.movement;

import java.util.Objects;

/**
 * Another creature on the map, as the moving creature sees it (MOVE-OCCUPIED): it can walk through a
 * non-hostile creature's squares at a higher cost, through a hostile one's only when their sizes are two
 * categories or more apart, and may never stop in either.
 *
 * @param hostile whether this creature is hostile to the one that moves
 */
public record Occupant(String id, Body body, boolean hostile) {
    public Occupant {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(body, "body");
    }

    public static Occupant ally(String id, Body body) {
        return new Occupant(id, body, false);
    }

    public static Occupant enemy(String id, Body body) {
        return new Occupant(id, body, true);
    }

    /**
     * MOVE-OCCUPIED: whether it bars the way of a mover of {@code moverSize} (hostile, sizes less than two
     * categories apart); a squeezing mover takes its squeezed footprint where this one stands in its whole
     * one (MOVE-SQUEEZE).
     */
    public boolean bars(escarmouche.rules.core.Size moverSize) {
        return hostile && !StepCosts.sizesFarApart(moverSize, body.size());
    }
}
