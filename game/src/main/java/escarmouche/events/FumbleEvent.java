package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * ATK-FUMBLE: the d6 after a natural 1 (and the d100 of a break chance) and what it did.
 *
 * @param outcome what happened: {@code self}, {@code ally}, {@code drop}, {@code break} (the weapon broke)
 *                or {@code none} (no ally in the way, the weapon held, the fist did not hurt)
 * @param face    the d6 face that decided, the last d6 of {@code rolls} (a 5 rolled again by an unarmed
 *                attack is not it); null only in events built by hand
 * @param weapon  the weapon of the fumbled attack
 * @param victim  who the fumble attacks or hurts (outcomes self and ally), or null
 * @param chance  the break or self-harm percentage (face 6), or null
 * @param result  what happened in a word: {@code dropped}, {@code broken}, {@code holds}, {@code hurt},
 *                {@code unhurt}, {@code no-ally}, {@code nothing-to-drop}; or null when an attack follows
 */
public record FumbleEvent(String attacker, List<Roll> rolls, String outcome, Integer face, List<String> rule,
                          String weapon, String victim, Integer chance, String result) implements Event {
    public FumbleEvent(String attacker, List<Roll> rolls, String outcome, List<String> rule) {
        this(attacker, rolls, outcome, null, rule, null, null, null, null);
    }

    public String type() {
        return "fumble";
    }
}
