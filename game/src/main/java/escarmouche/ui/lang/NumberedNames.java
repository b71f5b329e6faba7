package escarmouche.ui.lang;

import escarmouche.content.model.CombatantSpec;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names players see for the creatures of one fight: each its own name, and where several share one,
 * each numbered after its id's digits ("g2" is "Goblin 2"), or in the order they are listed when the id has
 * none. The log, the panes and the screens before a fight all call a creature the same.
 */
public final class NumberedNames {
    private static final Pattern DIGITS = Pattern.compile("([0-9]+)$");

    private NumberedNames() {}

    /**
     * The combatants of a scenario as a fight in {@code names}' language calls them ("Goblin 1", "Gobelin 2"),
     * by id in the scenario's order.
     */
    public static Map<String, String> of(List<CombatantSpec> combatants, ContentNames names) {
        Map<String, String> own = new LinkedHashMap<>();
        for (CombatantSpec c : combatants) {
            String template = c.creature() == null ? null : c.creature().template();
            String name = c.creature() == null || c.creature().name() == null ? c.id() : c.creature().name();
            String said = names.creature(c.id(), template, name);
            own.put(c.id(), said == null ? name : said);
        }
        return of(own);
    }

    /** @param shown each creature's own name by id, in the scenario's order; the answer keeps that order */
    public static Map<String, String> of(Map<String, String> shown) {
        Map<String, Integer> count = new HashMap<>();
        for (String own : shown.values()) count.merge(own, 1, Integer::sum);
        // The numbers the ids' digits give, kept for them: "o2" listed after "o" is still "Orc 2", and "o" takes
        // another number rather than "Orc 2" followed by "Orc 2'".
        Set<String> digitNames = new HashSet<>();
        for (Map.Entry<String, String> e : shown.entrySet()) {
            Matcher digits = DIGITS.matcher(e.getKey());
            if (count.get(e.getValue()) > 1 && digits.find()) {
                digitNames.add(e.getValue() + " " + Integer.parseInt(digits.group(1)));
            }
        }
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Map.Entry<String, String> e : shown.entrySet()) {
            String own = e.getValue();
            int nth = seen.merge(own, 1, Integer::sum);
            if (count.get(own) == 1) {
                names.put(e.getKey(), own);
                continue;
            }
            Matcher digits = DIGITS.matcher(e.getKey());
            String name;
            if (digits.find()) {
                name = own + " " + Integer.parseInt(digits.group(1));
            } else {
                // Its place in the list when that number is free, else the first free one.
                int n = nth;
                if (taken(own + " " + n, names, digitNames)) {
                    n = 1;
                    while (taken(own + " " + n, names, digitNames)) n++;
                }
                name = own + " " + n;
            }
            // Two ids with the same digits ("g1", "h1"), or a creature whose own name is "Orc 1": told apart.
            while (names.containsValue(name)) name = name + "'";
            names.put(e.getKey(), name);
        }
        return names;
    }

    private static boolean taken(String name, Map<String, String> given, Set<String> digitNames) {
        return given.containsValue(name) || digitNames.contains(name);
    }
}
