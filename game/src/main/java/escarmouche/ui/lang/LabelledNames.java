package escarmouche.ui.lang;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Numbered names that also give the map label where the number cannot be read off the map. A label has two
 * cells: "g2" on the map is Goblin 2, but Goblin 10 is labelled "g0" and Goblin 47, once the g's have run out,
 * "ab". Such a creature is named with its label too, "Goblin 47 (ab)", so that a player who reads it in the log
 * finds it on the map. Fights of up to nine creatures of a kind keep their names as they were.
 */
public final class LabelledNames {
    private LabelledNames() {}

    /**
     * @param shown each creature's own name by id, as {@link NumberedNames#of(Map)} was given it
     * @param numbered what {@link NumberedNames#of(Map)} made of it
     * @param labels each creature's map label by id; a creature without one keeps its name
     * @return the numbered names, in their order, a label added where the number does not show on the map
     */
    public static Map<String, String> of(Map<String, String> shown, Map<String, String> numbered, Map<String, String> labels) {
        Map<String, Integer> count = new HashMap<>();
        for (String own : shown.values()) count.merge(own, 1, Integer::sum);
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : numbered.entrySet()) {
            String own = shown.get(e.getKey());
            String label = labels.get(e.getKey());
            String name = e.getValue();
            // Only a name the numbering made ("Goblin 12"): a creature called "Legion 42" of its own is not numbered.
            boolean isNumbered = own != null && count.get(own) > 1 && name.startsWith(own + " ");
            if (isNumbered && label != null && !shows(label.trim(), name.substring(own.length() + 1).replace("'", ""))) {
                name = name + " (" + label.trim() + ")";
            }
            out.put(e.getKey(), name);
        }
        return out;
    }

    /**
     * Whether the label leaves the number to be read off the map: a one-digit number its label ends with ("g2" for
     * 2), or a label with no digit at all (the "o" of Orc 1 beside "o2", numbered in the order listed, as the
     * rules for numbering say). A number of two digits or more never fits, nor one its label's digit belies.
     */
    private static boolean shows(String label, String number) {
        if (number.length() > 1) return false;
        char last = label.isEmpty() ? ' ' : label.charAt(label.length() - 1);
        return !Character.isDigit(last) || number.charAt(0) == last;
    }
}
