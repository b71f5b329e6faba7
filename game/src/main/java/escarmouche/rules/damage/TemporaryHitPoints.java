package escarmouche.rules.damage;

/**
 * DMG-TEMP: temporary hit points absorb damage before hit points, and do not stack: a creature offered new
 * ones keeps the higher amount.
 */
public final class TemporaryHitPoints {
    private TemporaryHitPoints() {}

    /** The temporary hit points kept when {@code offered} are granted on top of {@code current}. */
    public static int grant(int current, int offered) {
        return Math.max(Math.max(0, current), Math.max(0, offered));
    }

    /** How damage splits between temporary and real hit points. */
    public record Split(int absorbed, int tempLeft, int toHitPoints) {}

    public static Split absorb(int temp, int damage) {
        int dmg = Math.max(0, damage);
        int absorbed = Math.min(Math.max(0, temp), dmg);
        return new Split(absorbed, Math.max(0, temp) - absorbed, dmg - absorbed);
    }
}
