package escarmouche.rules.core;

/** One term of a roll's total with where it comes from ("+3 Str", "-2 two weapons"). */
public record Modifier(String source, int value) {
    /** The source of a dice expression's own bonus, the 1 of 1d4+1. */
    public static final String FLAT = "flat";

    public static int sum(java.util.List<Modifier> mods) {
        // By index: every attack and damage roll sums a few terms, and the iterator over an immutable list
        // was made each time (the compiler did not remove it).
        int s = 0;
        for (int i = 0, n = mods.size(); i < n; i++) s += mods.get(i).value();
        return s;
    }
}
