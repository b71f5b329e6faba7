package escarmouche.rules.health;

/**
 * HP-EXHAUSTION: levels 1 to 6, each adding to the ones below. 1: disadvantage on ability checks;
 * 2: speed halved; 3: disadvantage on attack rolls and saving throws; 4: hit point maximum halved;
 * 5: speed 0; 6: death.
 */
public final class Exhaustion {
    private Exhaustion() {}

    public static final int MAX_LEVEL = 6;

    /** Keeps a level within 0..6. */
    public static int clamp(int level) {
        return Math.max(0, Math.min(MAX_LEVEL, level));
    }

    public static boolean checksAtDisadvantage(int level) {
        return level >= 1;
    }

    /** Speed in squares after exhaustion (halved rounding down at 2, 0 from 5). */
    public static int speed(int level, int speed) {
        if (level >= 5) return 0;
        if (level >= 2) return speed / 2;
        return speed;
    }

    public static boolean attacksAndSavesAtDisadvantage(int level) {
        return level >= 3;
    }

    /** The hit point maximum after exhaustion (halved rounding down from 4). */
    public static int maxHp(int level, int maxHp) {
        return level >= 4 ? maxHp / 2 : maxHp;
    }

    public static boolean dead(int level) {
        return level >= MAX_LEVEL;
    }

    /** What the level does, for the log and the rules reference. */
    public static String effects(int level) {
        return switch (clamp(level)) {
            case 0 -> "no effect";
            case 1 -> "disadvantage on ability checks";
            case 2 -> "disadvantage on checks, speed halved";
            case 3 -> "disadvantage on checks, attacks and saves, speed halved";
            case 4 -> "disadvantage on checks, attacks and saves, speed halved, hit point maximum halved";
            case 5 -> "disadvantage on checks, attacks and saves, speed 0, hit point maximum halved";
            default -> "dead";
        };
    }
}
