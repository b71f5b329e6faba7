package escarmouche.rules.casting;

import escarmouche.rules.core.Modifier;
import java.util.List;

/**
 * The numbers a caster's spells use once cast: the save DC its targets roll against and the bonus of
 * its spell attacks (ATK-PROF: proficiency counts for spells), both from its casting ability.
 */
public final class SpellNumbers {
    private SpellNumbers() {}

    /** 8 + proficiency + casting ability modifier. */
    public static int saveDc(int proficiency, int abilityModifier) {
        return 8 + proficiency + abilityModifier;
    }

    /** Spell attack: the casting ability modifier and proficiency. */
    public static List<Modifier> attack(String abilityLabel, int abilityModifier, int proficiency) {
        return proficiency == 0 ? List.of(new Modifier(abilityLabel, abilityModifier))
                : List.of(new Modifier(abilityLabel, abilityModifier), new Modifier("prof", proficiency));
    }
}
