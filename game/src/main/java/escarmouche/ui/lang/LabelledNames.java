package escarmouche.ui.lang;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbered names that also give the map label where the number cannot be read off the map. A label has two
 * cells: "g2" on the map is Goblin 2, but Goblin 10 is labelled "g0" and Goblin 47, once the g's have run out,
 * "ab". Such a creature is named with its label too, "Goblin 47 (ab)", so that a player who reads it in the log
 * finds it on the map. Fights of up to nine creatures of a kind keep their names as they were.
 */
public final class LabelledNames {
    /** A name this class labelled: the numbered name, then its label of one or two characters in brackets. */
    private static final Pattern LABELLED = Pattern.compile("(.* [0-9]+'*) \\(([^()]{1,2})\\)");

    private LabelledNames() {}

    /**
     * A numbered name apart from the label {@link #of} added to it: "Goblin 47 (ab)" is "Goblin 47" and "ab".
     *
     * @param name  the numbered name, as a player reads it without the label
     * @param label the label, or null when the name carries none
     */
    public record Parts(String name, String label) {
        /** The parts of a name as {@link #of} gave it. */
        public static Parts of(String said) {
            Matcher m = LABELLED.matcher(said);
            return m.matches() ? new Parts(m.group(1), m.group(2)) : new Parts(said, null);
        }
    }

    /**
     * @param shown each creature's own name by id, as {@link NumberedNames#of(Map)} was given it
     * @param numbered what {@link NumberedNames#of(Map)} made of it
     * @param labels each creature's map label by id; a creature without one keeps its name
     * @return the numbered names, in their order, a label added where the number does not show on the map
     */
    public static Map<String, String> of(Map<String, String> shown, Map<String, String> numbered, Map<String, String> labels) {
        Map<String, Integer> count = new HashMap<>();
        for (String own : shown.values()) count.merge(own, 1, Integer::sum);
        Set<String> onMap = new HashSet<>();
        for (String label : labels.values()) onMap.add(label.trim());
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : numbered.entrySet()) {
            String own = shown.get(e.getKey());
            String label = labels.get(e.getKey());
            String name = e.getValue();
            // Only a name the numbering made ("Goblin 12"): a creature called "Legion 42" of its own is not numbered.
            boolean isNumbered = own != null && count.get(own) > 1 && name.startsWith(own + " ");
            if (isNumbered && label != null && (!shows(label.trim(), name.substring(own.length() + 1).replace("'", ""))
                    || misleads(label.trim(), own, name.substring(own.length() + 1).replace("'", ""), onMap))) {
                name = name + " (" + label.trim() + ")";
            }
            out.put(e.getKey(), name);
        }
        return out;
    }

    /**
     * Whether the name points at another creature's label: "Goblin 2" is read as "g2" on the map, and when "g2" is
     * Orc 2's (goblins given the ids o1, o2 and orcs g1, g2), the goblin labelled "o2" needs its label said. A name
     * whose letter is no label on the map ("Loup 2" beside "w2": no "l2") misleads nobody and stays as it was.
     */
    private static boolean misleads(String label, String own, String number, Set<String> onMap) {
        if (number.length() != 1 || label.isEmpty() || own.isEmpty()) return false;
        // The label the name implies: its first letter in the case of the creature's side (the label's), its number.
        char first = own.charAt(0);
        char cased = Character.isUpperCase(label.charAt(0)) ? Character.toUpperCase(first) : Character.toLowerCase(first);
        String implied = "" + cased + number;
        return !implied.equals(label) && onMap.contains(implied);
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
