package escarmouche.ui.page;

import escarmouche.content.model.CreatureDefaults;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the party screen may offer, from content and the game's rules: the classes (each a pre-made
 * character), the gear, and the bounds on levels and on the party's size.
 *
 * @param classes   class ids, each the template of a pre-made character
 * @param weapons   weapon ids a hero may take in hand (no natural weapons)
 * @param bodyArmor body armour ids
 * @param shields   shield ids
 * @param potion    the healing potion's item id, or null when content has none
 * @param maxPotions the most potions a hero may carry into a fight
 * @param minLevel  the lowest character level
 * @param maxLevel  the highest character level (the classes' tables stop there)
 * @param maxSize   the most members a party may have, companions included
 * @param twoHanded the weapons that need both hands, which cannot be in hand with a shield (rules.attack.Hands)
 * @param premades  each class's pre-made character (its level, the names it is given), by class id; a class
 *                  missing here is offered at its level in the encounter, under its own name
 */
public record PartyOptions(List<String> classes, List<String> weapons, List<String> bodyArmor, List<String> shields,
                           String potion, int maxPotions, int minLevel, int maxLevel, int maxSize,
                           Map<String, CreatureDefaults> premades, Set<String> twoHanded) {
    public PartyOptions {
        twoHanded = Set.copyOf(twoHanded);
        classes = List.copyOf(classes);
        premades = Map.copyOf(premades);
        weapons = List.copyOf(weapons);
        bodyArmor = List.copyOf(bodyArmor);
        shields = List.copyOf(shields);
    }

    public PartyOptions(List<String> classes, List<String> weapons, List<String> bodyArmor, List<String> shields,
                        String potion, int maxPotions, int minLevel, int maxLevel, int maxSize,
                        Map<String, CreatureDefaults> premades) {
        this(classes, weapons, bodyArmor, shields, potion, maxPotions, minLevel, maxLevel, maxSize, premades, Set.of());
    }

    /** Nothing to choose but who plays by hand (a catalog built in code). */
    public static PartyOptions fixed(List<String> classes) {
        return new PartyOptions(classes, List.of(), List.of(), List.of(), null, 0, 1, 20, 6, Map.of());
    }
}
