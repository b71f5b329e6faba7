package escarmouche.content.model;

import escarmouche.lang.Spelling;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Sides named one slip apart: "monster" beside "monsters", "Party" beside "party", "bandit" beside
 * "bandits". Any word names a side and creatures on different sides are enemies, so such a slip is a valid
 * scenario in which a goblin fights its friends: {@code ./play check}, {@code run}, {@code simulate} and the
 * encounter builder warn of it. Two sides far apart ("team1", "team2"; "wolves", "bandits") are taken as meant.
 */
public final class SideNames {
    private static final List<String> DEFAULTS = List.of("party", "monsters");

    private SideNames() {}

    /**
     * A side that looks like a misspelling of another.
     *
     * @param side       the odd name, as written
     * @param first      the index of the first combatant on it
     * @param meant      the side it looks like
     * @param meantFirst the index of the first combatant on that one
     */
    public record Slip(String side, int first, String meant, int meantFirst) {}

    /** The slips among the sides of a scenario's combatants, given in the order of the combatants. */
    public static List<Slip> of(List<String> sidesOfCombatants) {
        Map<String, Side> sides = new LinkedHashMap<>();
        for (int i = 0; i < sidesOfCombatants.size(); i++) {
            int index = i;
            sides.computeIfAbsent(sidesOfCombatants.get(i), name -> new Side(name, index)).count++;
        }
        List<Side> order = new ArrayList<>(sides.values());
        List<Slip> out = new ArrayList<>();
        List<Side> flagged = new ArrayList<>();
        for (int a = 0; a < order.size(); a++) {
            for (int b = a + 1; b < order.size(); b++) {
                Side first = order.get(a);
                Side second = order.get(b);
                if (!near(first.name, second.name)) continue;
                Side slip = slip(first, second);
                Side meant = slip == first ? second : first;
                if (flagged.contains(slip)) continue;
                flagged.add(slip);
                out.add(new Slip(slip.name, slip.first, meant.name, meant.first));
            }
        }
        return out;
    }

    /**
     * Whether two side names look like one name spelt twice: the same but for case or a final "s", or one of
     * them the default a GM usually means ("party", "monsters") and the other close to it ("monstres").
     */
    public static boolean near(String a, String b) {
        if (a.equals(b)) return false;
        String la = a.toLowerCase(Locale.ROOT);
        String lb = b.toLowerCase(Locale.ROOT);
        if (la.equals(lb) || la.equals(lb + "s") || lb.equals(la + "s")) return true;
        if (DEFAULTS.contains(a) == DEFAULTS.contains(b)) return false;
        String other = DEFAULTS.contains(a) ? b : a;
        Optional<String> closest = Spelling.closest(other, List.of(DEFAULTS.contains(a) ? a : b));
        return closest.isPresent();
    }

    /** Which of two near sides is the slip: not a default; else the one with fewer creatures; else the later. */
    private static Side slip(Side first, Side second) {
        if (DEFAULTS.contains(first.name)) return second;
        if (DEFAULTS.contains(second.name)) return first;
        return first.count < second.count ? first : second;
    }

    private static final class Side {
        final String name;
        final int first;
        int count;

        Side(String name, int first) {
            this.name = name;
            this.first = first;
        }
    }
}
