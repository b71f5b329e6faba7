package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ArmorDef;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.core.Weapon;
import java.util.List;

/**
 * A creature starts a fight with the first weapon of its list in hand: a two-handed one cannot be held
 * with a shield on the arm ({@link Hands}). Checked wherever a creature is made: a class, a monster, a
 * scenario's combatant (and so each change of the party editor).
 */
final class HandsCheck {
    private HandsCheck() {}

    static void check(List<Weapon> weapons, List<ArmorDef> armor, Node at, Issues issues) {
        if (weapons == null || weapons.isEmpty() || armor == null) return;
        ArmorDef shield = null;
        for (ArmorDef a : armor) if (a != null && a.isShield()) shield = a;
        Weapon first = weapons.get(0);
        if (first == null || Hands.startProblem(first, shield != null) == null) return;
        issues.at(at, Wording.of("problem.hands", Node.quote(first.id()), Node.quote(shield.id())));
    }
}
