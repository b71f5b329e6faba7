package escarmouche.ui.build;

import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The builder's top bar laid out in its width: the title (the draft's name and "(unsaved)") on the left, the
 * encounter's settings on the right, the map's size last. At 80 columns they did not fit together once the
 * odds' difficulty joined them ("medium (odds: hard)"): the name and "(unsaved)" were cut together and a long
 * seed pushed the title off and cut the size ("10x"). What a GM needs most stays: "(unsaved)" and the size
 * always, the name as long as it can be. To make room, the settings go from the least needed: the seed, then
 * the rules while the name would be cut, then the difficulty while the name would show fewer than
 * {@link #SHORTEST_NAME} characters of itself; only then is the name cut further.
 */
final class BuildTopBar {
    /** The fewest characters of a long name worth dropping a setting for: enough to know which encounter it is. */
    static final int SHORTEST_NAME = 12;

    /**
     * The bar's title and its settings, laid out.
     *
     * @param name  the name as it fits, "(unsaved)" after it, to put in the title's words
     * @param right the settings, joined, to end at {@code rightEdge}
     */
    record Laid(String name, String right) {}

    private BuildTopBar() {}

    /**
     * @param words      how many characters the title's own words take ("Build: ", 7)
     * @param name       the draft's name
     * @param mark       " (unsaved)" with its space, or empty
     * @param difficulty the difficulty as said, or null for none
     * @param rules      the rules as said
     * @param seed       the seed as said
     * @param size       the map's size ("12x8")
     * @param rightEdge  the column after which nothing of the settings is drawn
     */
    static Laid of(int words, String name, String mark, String difficulty, String rules, String seed,
                   String size, int rightEdge) {
        // The settings kept, from all of them to the size alone, the least needed dropped first: the seed and the
        // rules for the whole name, the difficulty only for the name's first SHORTEST_NAME characters.
        List<List<String>> tries = List.of(parts(difficulty, rules, seed, size), parts(difficulty, rules, null, size),
                parts(difficulty, null, null, size), parts(null, null, null, size));
        String right = "";
        int room = 0;
        for (int i = 0; i < tries.size(); i++) {
            right = String.join(" · ", tries.get(i));
            // One column before the bar's first, two between the title and the settings.
            room = rightEdge - right.length() - words - mark.length() - 3;
            int needed = i < 2 ? name.length() : Math.min(name.length(), SHORTEST_NAME);
            if (room >= needed) break;
        }
        return new Laid(Text.fit(name, Math.max(1, room)) + mark, right);
    }

    private static List<String> parts(String difficulty, String rules, String seed, String size) {
        List<String> out = new ArrayList<>();
        if (difficulty != null) out.add(difficulty);
        if (rules != null) out.add(rules);
        if (seed != null) out.add(seed);
        out.add(size);
        return out;
    }
}
