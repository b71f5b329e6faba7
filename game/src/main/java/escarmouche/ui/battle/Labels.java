package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.ui.lang.ContentNames;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Map labels: two characters per creature, so a square shows "Br" or "g1". The party's start with an
 * upper-case letter and everyone else's with a lower-case one, which keeps sides apart without colour.
 */
public final class Labels {
    private Labels() {}

    /**
     * The labels of a fight's map, each creature's by id, in {@code names}' language: the battle screen draws them,
     * and a log told without the map ({@code run --text}) names creatures with them as the screen's log does.
     * The letters come from the id ("g1") when others share the name, as they always have.
     */
    public static Map<String, String> ofFight(List<Creature> creatures, ContentNames names) {
        Map<String, String> shown = new HashMap<>();
        for (Creature c : creatures) shown.put(c.id(), names.creature(c.id(), c.identity.template, c.name()));
        Map<String, Integer> nameCount = new HashMap<>();
        for (Creature c : creatures) nameCount.merge(shown.get(c.id()), 1, Integer::sum);
        Map<String, String> labelSources = new HashMap<>();
        for (Creature c : creatures) labelSources.put(c.id(), nameCount.get(shown.get(c.id())) == 1 ? shown.get(c.id()) : c.id());
        return of(creatures, id -> labelSources.getOrDefault(id, id));
    }

    static Map<String, String> of(List<Creature> creatures, UnaryOperator<String> names) {
        Map<String, String> out = new LinkedHashMap<>();
        Set<String> used = new HashSet<>();
        for (Creature c : creatures) {
            boolean party = ScreenFight.party(c);
            String base = letters(c.id(), names.apply(c.id()));
            // The label starts at the first letter that takes the side's case: a digit, "_" or "ß" cannot say whose it is.
            int start = 0;
            while (start < base.length() && !sided(base.charAt(start), party)) start++;
            String label = null;
            if (start < base.length()) {
                char first = party ? Character.toUpperCase(base.charAt(start)) : Character.toLowerCase(base.charAt(start));
                // Second character: the next letters of the name in turn, then digits, until the label is unique.
                String seconds = (start + 1 < base.length() ? base.substring(start + 1) : " ") + "123456789abcdefghijklmnopqrstuvwxyz";
                label = "" + first + seconds.charAt(0);
                for (int i = 1; used.contains(label) && i < seconds.length(); i++) label = "" + first + seconds.charAt(i);
            }
            if (label == null || used.contains(label)) label = spare(used, party);
            used.add(label);
            out.put(c.id(), label);
        }
        return out;
    }

    /** Whether this character, put in the side's case, shows that case: false for digits and for letters like "ß". */
    private static boolean sided(char c, boolean party) {
        return party ? Character.isUpperCase(Character.toUpperCase(c)) : Character.isLowerCase(Character.toLowerCase(c));
    }

    /**
     * A label nobody has when a creature's own letter has run out (a builder's encounter may hold 38 goblins) or its
     * name has no letter to start one (a hero called "42"): the first free one of the side's case, so two creatures
     * never share a label and the sides stay apart. A letter then a digit or a lower-case letter gives 910 labels a
     * side; the format allows 1,000 combatants, all on one side if so written, so past those the second character
     * may also be 0 or a capital ("a0", "aA", "A0", "AA"): 702 more, and the first character still tells the side.
     * Those come only once the 910 are gone, so a fight that fitted in them keeps every label it had.
     */
    private static String spare(Set<String> used, boolean upper) {
        String label = spare(used, upper, "123456789abcdefghijklmnopqrstuvwxyz");
        if (label == null) label = spare(used, upper, "0ABCDEFGHIJKLMNOPQRSTUVWXYZ");
        return label != null ? label : "??"; // past 1,612 on one side, which the format never allows
    }

    /** The first free label of the side's case whose second character is one of {@code seconds}, or null. */
    private static String spare(Set<String> used, boolean upper, String seconds) {
        String firsts = "abcdefghijklmnopqrstuvwxyz";
        for (int f = 0; f < firsts.length(); f++) {
            char first = upper ? Character.toUpperCase(firsts.charAt(f)) : firsts.charAt(f);
            for (int i = 0; i < seconds.length(); i++) {
                String label = "" + first + seconds.charAt(i);
                if (!used.contains(label)) return label;
            }
        }
        return null;
    }

    /**
     * "g1" gives "g1"; "Brother Mathis" gives "brothermathis", "Élodie" "élodie": what the label's letters are
     * taken from. Accented letters count too: a hero renamed Élodie is not labelled after its id.
     */
    private static String letters(String id, String name) {
        String source = id.matches("[A-Za-z][A-Za-z]*[0-9]+") ? id.charAt(0) + id.substring(id.length() - 1)
                : (!name.isEmpty() && latin(name.charAt(0)) ? name : id);
        // Latin letters only: a map square has two columns, and other scripts may take two each.
        String clean = source.replaceAll("[^\\p{IsLatin}0-9]", "");
        return (clean.isEmpty() ? "?" : clean).toLowerCase(Locale.ROOT);
    }

    private static boolean latin(char c) {
        return Character.isLetter(c) && Character.UnicodeScript.of(c) == Character.UnicodeScript.LATIN;
    }
}
