package escarmouche.rules.core;

import java.util.List;

/**
 * The parts of the house rules that plain 5e plays differently, one per section of the catalogue whose
 * rules the engine plays both ways. A GM can fight an encounter with one part played as in plain 5e and
 * the rest as the house has it, to see which part weighs on the fight ({@link RuleSet#asIn5e}).
 *
 * <p>Each place in the engine that plays a house rule asks whether its part is played the house's way
 * ({@link RuleSet#house(RulePart)}); a place whose answer feeds another part's (a spell attack's critical
 * damage, say, which follows the attack roll's critical) asks the part that made the answer, so that a
 * fight with any mix of parts stays coherent.
 */
public enum RulePart {
    /** TURN-INIT: ties in initiative (the party first, then the others). */
    TURN("turn", "TURN"),
    /** SURP-CHECK, SURP-ARMOR, SURP-RESIST: stealth checks, armour noise, rolls to see an ambush coming. */
    SURPRISE("surprise", "SURP"),
    /** MOVE-DIFFICULT, MOVE-STAIRS, MOVE-PRONE, MOVE-WOUNDED: terrain prices, risky moves, the first step. */
    MOVEMENT("movement", "MOVE"),
    /** OA-WITHIN, OA-DISENGAGE: the second step inside a reach, the Disengage roll-off. */
    OPPORTUNITY("opportunity", "OA"),
    /** ACT-DODGE: the dodge's +1 to saves other than Dex. */
    ACTIONS("actions", "ACT"),
    /** ATK-ABILITY, ATK-DEXDMG, ATK-FLANK, ATK-CRIT, ATK-FUMBLE, ATK-TWF: how an attack is rolled and hits. */
    ATTACKS("attacks", "ATK"),
    /**
     * GRAP-START (and SHOVE, which the house text treats alike): the automatic win against an incapacitated
     * target. In 5e such a target only fails Str and Dex saves, so a grapple or a shove at it is still a contest.
     */
    GRAPPLING("grappling", "GRAP"),
    /** DMG-RESIST-FLAT, DMG-AURA, DMG-MAGIC-WEAPON: resistances that reduce by an amount. */
    DAMAGE("damage", "DMG"),
    /** HP-DISABLED, HP-DYING, HP-DEAD, HP-SHOCK, HP-KO: fighting on below 0 hit points. */
    HIT_POINTS("hit-points", "HP"),
    /** COND-FRIGHTENED (only defends itself), and the saves a condition takes the bonus from (COND-BLINDED ...). */
    CONDITIONS("conditions", "COND"),
    /**
     * CAST-ROLL, CAST-SCROLL, CAST-POTION, CAST-OA, CAST-CRIT: the casting roll and what comes of it, the
     * prone caster's Dex check before it (COND-PRONE) included, since 5e has no roll for it to come before.
     */
    CASTING("casting", "CAST"),
    /** CLASS-SAMURAI, CLASS-MONK: the dodge of a ranged attack. */
    CLASSES("classes", "CLASS");

    private static final List<RulePart> ALL = List.of(values());

    private final String id;
    private final String prefix;

    RulePart(String id, String prefix) {
        this.id = id;
        this.prefix = prefix;
    }

    /** Its name on the command line and in reports ({@code hit-points}). */
    public String id() {
        return id;
    }

    /** The start its rules' IDs share in the catalogue ({@code HP} for {@code HP-SHOCK}). */
    public String prefix() {
        return prefix;
    }

    /** One bit of a {@link RuleSet}'s mask. */
    int bit() {
        return 1 << ordinal();
    }

    /** Every part, in the catalogue's order. */
    public static List<RulePart> all() {
        return ALL;
    }

    /** The part of that id, or null. */
    public static RulePart byId(String id) {
        for (RulePart p : ALL) if (p.id.equals(id)) return p;
        return null;
    }
}
