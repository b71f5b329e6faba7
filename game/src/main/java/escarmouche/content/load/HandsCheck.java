package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ArmorDef;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.core.Weapon;
import java.util.List;

/**
 * A creature starts a fight with the first weapon of its list in hand: a two-handed one and a shield on the arm
 * do not go together ({@link Hands}). A warning, not a problem: such a class, monster or combatant was valid
 * before the party editor learnt the rule (a fighter given a longbow), and is played as written, its shield's
 * bonus kept, as the stat blocks that give a goblin a shield and a shortbow are.
 */
final class HandsCheck {
    private HandsCheck() {}

    /** The warning at {@code at} when the weapon in hand needs both hands and the creature wears a shield. */
    static List<Problem> of(String file, List<Weapon> weapons, List<ArmorDef> armor, Node at) {
        if (weapons == null || weapons.isEmpty() || armor == null || at == null) return List.of();
        ArmorDef shield = null;
        for (ArmorDef a : armor) if (a != null && a.isShield()) shield = a;
        Weapon first = weapons.get(0);
        if (!Hands.handTooFew(first, shield != null)) return List.of();
        return List.of(new Problem(file, at.path(), at.at().line(), at.at().column(),
                Wording.of("problem.hands", Node.quote(first.id()), Node.quote(shield.id()))));
    }
}
