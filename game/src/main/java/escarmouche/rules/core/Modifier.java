package escarmouche.rules.core;

/** One term of a roll's total with where it comes from ("+3 Str", "-2 two weapons"). */
public record Modifier(String source, int value) {
    public static int sum(java.util.List<Modifier> mods) {
        int s = 0;
        for (Modifier m : mods) s += m.value();
        return s;
    }
}
