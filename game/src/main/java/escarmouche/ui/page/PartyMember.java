package escarmouche.ui.page;

import java.util.List;
import java.util.Map;

/**
 * One member of the party as chosen before a fight, in the words of a scenario's combatant entry. Fields
 * left null keep what the encounter (or the template) says; the catalog writes the others into the
 * scenario's text, so the chosen party is what the fight records and replays.
 *
 * @param id       the combatant id: an encounter's own hero, or a new one the catalog places near the party
 * @param name     the name shown for it
 * @param template a class (a pre-made character) or, for a companion, its monster
 * @param level    the character's level, or null to keep it (companions have none to choose)
 * @param weapon   the weapon put first in its hands, or null to keep its weapons as they are
 * @param armor    every armour it wears (body armour, shield), or null to keep them
 * @param items    the consumables it carries, or null to keep them
 * @param byHand   whether the player gives its orders ({@code player}) or its own behaviour does ({@code ai})
 * @param gender   the gender its name takes in French ({@code m}, {@code f}), or null to keep the scenario's
 */
public record PartyMember(String id, String name, String template, Integer level, String weapon, List<String> armor,
                          Map<String, Integer> items, boolean byHand, String gender) {
    public PartyMember {
        armor = armor == null ? null : List.copyOf(armor);
        items = items == null ? null : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(items));
    }

    /** A member whose gender is the scenario's own. */
    public PartyMember(String id, String name, String template, Integer level, String weapon, List<String> armor,
                       Map<String, Integer> items, boolean byHand) {
        this(id, name, template, level, weapon, armor, items, byHand, null);
    }

    /** A new member: the pre-made character of a class, at its own level and with its own kit. */
    public static PartyMember premade(String id, String name, String template) {
        return premade(id, name, template, null);
    }

    /** The same under a name whose French gender is {@code gender} ({@code m}, {@code f}; null: masculine). */
    public static PartyMember premade(String id, String name, String template, String gender) {
        return new PartyMember(id, name, template, null, null, null, null, true, gender);
    }

    public PartyMember named(String newName) {
        return new PartyMember(id, newName, template, level, weapon, armor, items, byHand, gender);
    }

    public PartyMember ofClass(String newTemplate) {
        return new PartyMember(id, name, newTemplate, level, weapon, armor, items, byHand, gender);
    }

    public PartyMember atLevel(int newLevel) {
        return new PartyMember(id, name, template, newLevel, weapon, armor, items, byHand, gender);
    }

    public PartyMember wielding(String newWeapon) {
        return new PartyMember(id, name, template, level, newWeapon, armor, items, byHand, gender);
    }

    public PartyMember wearing(List<String> newArmor) {
        return new PartyMember(id, name, template, level, weapon, newArmor, items, byHand, gender);
    }

    public PartyMember carrying(Map<String, Integer> newItems) {
        return new PartyMember(id, name, template, level, weapon, armor, newItems, byHand, gender);
    }

    /** The gender its name takes in French: {@code m} or {@code f}. */
    public PartyMember gendered(String newGender) {
        return new PartyMember(id, name, template, level, weapon, armor, items, byHand, newGender);
    }

    public PartyMember controlled(boolean hand) {
        return new PartyMember(id, name, template, level, weapon, armor, items, hand, gender);
    }
}
