package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * An attack roll. {@code rolls} holds the attack d20(s) then the critical chain d20s;
 * {@code advantageSources} says why advantage or disadvantage applied; {@code acModifiers} what was
 * added to the target's AC (cover), already counted in {@code ac}. {@code dodged} is set when the target
 * tried to dodge a ranged hit (CLASS-SAMURAI, CLASS-MONK): true when it turned the hit into a miss.
 * {@code coverBy} names the creatures standing in the way when they, not the map, give the target its half
 * cover (ATK-COVER), so that the log can say where the +2 came from; null otherwise, and null in a fight
 * whose story no one reads (a simulation), where finding them would be wasted. {@code object} is set when the
 * attack is aimed at a thing {@code target} is caught in rather than at {@code target} itself ({@code "net"}:
 * cutting a net, COND-RESTRAINED); null otherwise, and then absent from the log.
 */
public record AttackEvent(String attacker, String target, String weapon, List<Roll> rolls,
                          List<Modifier> modifiers, int total, int ac, String advantage,
                          List<String> advantageSources, boolean hit, boolean critical, int multiplier,
                          boolean fumble, List<String> rule, List<Modifier> acModifiers, Boolean dodged,
                          List<String> coverBy, String object)
        implements Event {
    /** An attack on a creature ({@code object} null). */
    public AttackEvent(String attacker, String target, String weapon, List<Roll> rolls, List<Modifier> modifiers,
                       int total, int ac, String advantage, List<String> advantageSources, boolean hit,
                       boolean critical, int multiplier, boolean fumble, List<String> rule,
                       List<Modifier> acModifiers, Boolean dodged, List<String> coverBy) {
        this(attacker, target, weapon, rolls, modifiers, total, ac, advantage, advantageSources, hit, critical,
                multiplier, fumble, rule, acModifiers, dodged, coverBy, null);
    }

    public AttackEvent(String attacker, String target, String weapon, List<Roll> rolls, List<Modifier> modifiers,
                       int total, int ac, String advantage, List<String> advantageSources, boolean hit,
                       boolean critical, int multiplier, boolean fumble, List<String> rule,
                       List<Modifier> acModifiers, Boolean dodged) {
        this(attacker, target, weapon, rolls, modifiers, total, ac, advantage, advantageSources, hit, critical,
                multiplier, fumble, rule, acModifiers, dodged, null);
    }

    public AttackEvent(String attacker, String target, String weapon, List<Roll> rolls, List<Modifier> modifiers,
                       int total, int ac, String advantage, List<String> advantageSources, boolean hit,
                       boolean critical, int multiplier, boolean fumble, List<String> rule,
                       List<Modifier> acModifiers) {
        this(attacker, target, weapon, rolls, modifiers, total, ac, advantage, advantageSources, hit, critical,
                multiplier, fumble, rule, acModifiers, null);
    }

    public AttackEvent(String attacker, String target, String weapon, List<Roll> rolls, List<Modifier> modifiers,
                       int total, int ac, String advantage, List<String> advantageSources, boolean hit,
                       boolean critical, int multiplier, boolean fumble, List<String> rule) {
        this(attacker, target, weapon, rolls, modifiers, total, ac, advantage, advantageSources, hit, critical,
                multiplier, fumble, rule, List.of());
    }

    public String type() {
        return "attack";
    }
}
