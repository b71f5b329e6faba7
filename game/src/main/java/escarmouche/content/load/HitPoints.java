package escarmouche.content.load;

/**
 * Current and maximum hit points once overrides are applied. A scenario that only lowers {@code hp}
 * starts the creature wounded; one that raises {@code hp} above the template's maximum makes a
 * tougher creature (the maximum follows); one that only sets {@code maxHp} starts it unhurt.
 */
record HitPoints(int hp, int maxHp) {
    static HitPoints resolve(Integer hpOverride, Integer maxOverride, HitPoints template) {
        if (hpOverride == null && maxOverride == null) return template;
        int max = maxOverride != null ? maxOverride : Math.max(template.maxHp(), hpOverride);
        return new HitPoints(hpOverride != null ? hpOverride : max, max);
    }

    /** PCs (ClassDef): first hit die in full, then the 5e fixed average (half the die + 1) per level. */
    static int forLevel(int hitDie, int level, int conModifier) {
        return Math.max(level, hitDie + (level - 1) * (hitDie / 2 + 1) + conModifier * level);
    }
}
