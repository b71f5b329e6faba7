package escarmouche.content.load;

import escarmouche.content.model.ArmorDef;
import java.util.List;

/** Armour class from what a creature wears, for creatures whose content does not fix it. */
final class ArmorClass {
    private ArmorClass() {}

    /**
     * Body armour's base plus the Dex modifier up to its cap (maxDex 0: heavy armour ignores Dex, even a
     * penalty), or 10 + Dex without body armour; shields (and helms, usually 0) add their own value.
     */
    static int of(List<ArmorDef> worn, int dexModifier) {
        int ac = 10 + dexModifier;
        for (ArmorDef a : worn) {
            if (!a.isBody()) continue;
            int dex = a.maxDex() < 0 ? dexModifier : a.maxDex() == 0 ? 0 : Math.min(dexModifier, a.maxDex());
            ac = a.ac() + dex;
        }
        for (ArmorDef a : worn) if (!a.isBody()) ac += a.ac();
        return ac;
    }
}
