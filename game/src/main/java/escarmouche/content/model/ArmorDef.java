package escarmouche.content.model;

/**
 * Armour, shield or helm from content/armor.json.
 *
 * @param category {@code light}, {@code medium}, {@code heavy}, {@code shield} or {@code helm}
 * @param ac       base AC for body armour, bonus for shields (0 for helms)
 * @param maxDex   cap on the Dex bonus to AC for body armour (-1: no cap; 0: no Dex)
 * @param stealth  SURP-ARMOR modifier to stealth and surprise checks
 */
public record ArmorDef(String id, String name, String category, int ac, int maxDex, int stealth) {
    public boolean isShield() {
        return "shield".equals(category);
    }

    public boolean isHelm() {
        return "helm".equals(category);
    }

    public boolean isBody() {
        return !isShield() && !isHelm();
    }
}
