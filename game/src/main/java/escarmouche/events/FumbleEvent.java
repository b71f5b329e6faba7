package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * ATK-FUMBLE: the d6 after a natural 1 (and the d100 of a break chance) and what it did.
 *
 * @param weapon the weapon of the fumbled attack
 * @param victim who the fumble attacks or hurts (outcomes self and ally), or null
 * @param chance the break or self-harm percentage (outcome break), or null
 * @param result what happened in a word: {@code dropped}, {@code broken}, {@code holds}, {@code hurt},
 *               {@code unhurt}, {@code no-ally}; or null when an attack follows
 */
public record FumbleEvent(String attacker, List<Roll> rolls, String outcome, List<String> rule, String weapon,
                          String victim, Integer chance, String result) implements Event {
    public FumbleEvent(String attacker, List<Roll> rolls, String outcome, List<String> rule) {
        this(attacker, rolls, outcome, rule, null, null, null, null);
    }

    public String type() {
        return "fumble";
    }
}
