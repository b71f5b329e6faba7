package escarmouche.ui.battle;

/**
 * The rules that let a creature choose between Str and Dex (ATK-ABILITY, a grapple's or an escape's check,
 * a risky move's terrain check) offer the other one by key: this names it.
 */
final class StrOrDex {
    private StrOrDex() {}

    /** "dex" for "str", "str" for anything else ("dex"). */
    static String other(String ability) {
        return "str".equals(ability) ? "dex" : "str";
    }
}
