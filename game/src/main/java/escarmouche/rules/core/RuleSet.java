package escarmouche.rules.core;

import java.util.List;

/**
 * Which rules a fight plays: the group's house rules, plain 5e for comparison, or, for a GM weighing
 * what each part of the house rules does to an encounter, the house rules with some parts played as in
 * plain 5e ({@link #asIn5e}). Only the first two have a name a scenario or a recording can give.
 */
public final class RuleSet {
    private static final int EVERY_PART = (1 << RulePart.all().size()) - 1;

    public static final RuleSet HOUSE = new RuleSet("house", EVERY_PART);
    public static final RuleSet DD5 = new RuleSet("dd5", 0);

    private static final List<RuleSet> NAMED = List.of(HOUSE, DD5);

    private final String id;
    /** One bit per {@link RulePart} played the house's way. */
    private final int house;

    private RuleSet(String id, int house) {
        this.id = id;
        this.house = house;
    }

    /** {@code house}, {@code dd5}, or for a mix the house rules' id and the parts played as in 5e. */
    public String id() {
        return id;
    }

    /** Whether this part of the rules is played the house's way. */
    public boolean house(RulePart part) {
        return (house & part.bit()) != 0;
    }

    /** Whether every part is played the house's way. */
    public boolean wholeHouse() {
        return house == EVERY_PART;
    }

    /** These rules with {@code part} played as in plain 5e. */
    public RuleSet asIn5e(RulePart part) {
        int mask = house & ~part.bit();
        if (mask == house) return this;
        if (mask == 0) return new RuleSet(HOUSE.id + "-5e-all", 0);
        StringBuilder name = new StringBuilder(HOUSE.id).append("-5e");
        for (RulePart p : RulePart.all()) if ((mask & p.bit()) == 0) name.append('-').append(p.id());
        return new RuleSet(name.toString(), mask);
    }

    /** The rule sets a scenario may name, in the order they are listed. */
    public static List<RuleSet> values() {
        return NAMED;
    }

    /** The named rule set of that id ({@code house}, {@code dd5}), or null. */
    public static RuleSet byId(String id) {
        for (RuleSet r : NAMED) if (r.id.equals(id)) return r;
        return null;
    }

    /**
     * A rule set by its id, a named one or the house rules with one part as in plain 5e
     * ({@code house-5e-hit-points}, as {@link #asIn5e} names it); null for any other id. For the odds a
     * screen asks for, never for a file, which may only name {@code house} or {@code dd5}.
     */
    public static RuleSet ofId(String id) {
        RuleSet named = byId(id);
        if (named != null || id == null) return named;
        String mix = HOUSE.id + "-5e-";
        RulePart part = id.startsWith(mix) ? RulePart.byId(id.substring(mix.length())) : null;
        return part == null ? null : HOUSE.asIn5e(part);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleSet r && r.house == house && r.id.equals(id);
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + house;
    }

    @Override
    public String toString() {
        return id;
    }
}
