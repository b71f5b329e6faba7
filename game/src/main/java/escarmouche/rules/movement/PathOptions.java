package escarmouche.rules.movement;

import java.util.Objects;

/**
 * What the path finder should do about opportunity attacks.
 *
 * @param threats the creatures that could strike during this move ({@code rules.opportunity} builds
 *                them); used to report the attacks a path provokes and, depending on the policy, to avoid
 *                them
 */
public record PathOptions(Threats threats, Policy policy) {
    /** How hard to avoid provoking. */
    public enum Policy {
        /** The cheapest path; the attacks it provokes are reported. */
        IGNORE,
        /** The cheapest path that provokes nothing if there is one, else the cheapest path. */
        PREFER_SAFE,
        /** Only a path that provokes nothing. */
        SAFE_ONLY
    }

    public static final PathOptions CHEAPEST = new PathOptions(Threats.NONE, Policy.IGNORE);

    public PathOptions {
        Objects.requireNonNull(threats, "threats");
        Objects.requireNonNull(policy, "policy");
    }

    public static PathOptions cheapest(Threats threats) {
        return new PathOptions(threats, Policy.IGNORE);
    }

    public static PathOptions preferSafe(Threats threats) {
        return new PathOptions(threats, Policy.PREFER_SAFE);
    }

    public static PathOptions safeOnly(Threats threats) {
        return new PathOptions(threats, Policy.SAFE_ONLY);
    }
}
