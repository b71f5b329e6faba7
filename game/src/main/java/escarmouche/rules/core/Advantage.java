package escarmouche.rules.core;

import java.util.List;

/** ATK-ADV: advantage and disadvantage never stack, and one of each cancels out. */
public enum Advantage {
    ADVANTAGE("advantage"), DISADVANTAGE("disadvantage"), NONE("none");

    private final String id;

    Advantage(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** A reason for advantage or disadvantage, kept so the player sees every source. */
    public record Source(String reason, boolean advantage, String rule) {}

    public static Advantage combine(List<Source> sources) {
        boolean adv = false;
        boolean dis = false;
        // By index: asked at every attack roll, and the iterator was made each time.
        for (int i = 0, n = sources.size(); i < n; i++) {
            Source s = sources.get(i);
            if (s.advantage()) adv = true;
            else dis = true;
        }
        if (adv == dis) return NONE;
        return adv ? ADVANTAGE : DISADVANTAGE;
    }

    /**
     * Whether reasons of both kinds cancel out: the roll is a plain one, yet ATK-ADV decided it, and the log
     * names the rule and says why one d20 was rolled.
     */
    public static boolean cancels(List<Source> sources) {
        boolean adv = false;
        boolean dis = false;
        for (int i = 0, n = sources.size(); i < n; i++) {
            if (sources.get(i).advantage()) adv = true;
            else dis = true;
        }
        return adv && dis;
    }

    /** Whether ATK-ADV had its say on a roll: advantage or disadvantage, or both cancelling out. */
    public static boolean decides(Advantage rolled, List<Source> sources) {
        return rolled != NONE || cancels(sources);
    }
}
