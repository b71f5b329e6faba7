package escarmouche.rules.core;

/** A creature's six scores. */
public record AbilityScores(int str, int dex, int con, int intel, int wis, int cha) {
    public static final AbilityScores AVERAGE = new AbilityScores(10, 10, 10, 10, 10, 10);

    public int score(Ability a) {
        return switch (a) {
            case STR -> str;
            case DEX -> dex;
            case CON -> con;
            case INT -> intel;
            case WIS -> wis;
            case CHA -> cha;
        };
    }

    public int modifier(Ability a) {
        return modifierOf(score(a));
    }

    public AbilityScores with(Ability a, int value) {
        return new AbilityScores(
                a == Ability.STR ? value : str, a == Ability.DEX ? value : dex, a == Ability.CON ? value : con,
                a == Ability.INT ? value : intel, a == Ability.WIS ? value : wis, a == Ability.CHA ? value : cha);
    }

    /** 5e modifier: (score - 10) / 2 rounded down. */
    public static int modifierOf(int score) {
        return Math.floorDiv(score - 10, 2);
    }
}
