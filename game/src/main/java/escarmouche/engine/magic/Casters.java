package escarmouche.engine.magic;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.casting.Segments;
import escarmouche.rules.casting.SpellLevels;
import escarmouche.rules.casting.SpellNumbers;
import escarmouche.rules.classes.ClassFeatures;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/** What the spell rules need to know about a caster: its casting ability, segments, slots and melee. */
final class Casters {
    private Casters() {}

    /**
     * The ability of its spell attacks and save DCs: its class's (or innate) casting ability; a creature
     * that casts nothing (reading a scroll) uses the better of Int and Wis.
     */
    static Ability spellAbility(Creature c) {
        Ability a = usualAbility(c);
        if (a != null) return a;
        return c.mod(Ability.WIS) > c.mod(Ability.INT) ? Ability.WIS : Ability.INT;
    }

    /** Its class's (or innate) casting ability, or null for a creature that casts nothing. */
    static Ability usualAbility(Creature c) {
        return c.resources.castingAbility == null ? null : Ability.byId(c.resources.castingAbility);
    }

    static int saveDc(Creature c) {
        return SpellNumbers.saveDc(c.stats.proficiency, c.mod(spellAbility(c)));
    }

    /**
     * CAST-ROLL segments of a spell for this caster. A creature that casts nothing reads scrolls as a
     * wizard would, one segment per spell level.
     */
    static int segments(Creature c, SpellDef spell) {
        int perLevel = c.resources.segmentsPerLevel > 0 ? c.resources.segmentsPerLevel : 1;
        return Segments.of(spell.level(), perLevel);
    }

    /** The CLASS-* rule behind its segments, for casters of a class (null otherwise). */
    static String classRule(Creature c) {
        return c.resources.segmentsPerLevel > 0 ? ClassFeatures.rule(c.stats.className) : null;
    }

    /**
     * Whether the caster's level reaches the spell's: the spell levels its slot row lists (the class row
     * for its character level). Cantrips are always within reach.
     */
    static boolean levelReaches(Creature c, SpellDef spell) {
        return SpellLevels.castable(spell.level(), c.resources.slots);
    }

    /** "a level-3 wizard casts spells of level 2 at most", for a refusal. */
    static String reach(Creature c) {
        int highest = SpellLevels.highest(c.resources.slots);
        String who = c.stats.className != null ? "a level-" + c.stats.level + " " + c.stats.className : c.id();
        return highest == 0 ? who + " casts only cantrips" : who + " casts spells of level " + highest + " at most";
    }

    /** The rule a refusal for the spell's level names: the caster's class, else CAST-ROLL. */
    static String levelRule(Creature c) {
        String cls = ClassFeatures.rule(c.stats.className);
        return cls != null ? cls : "CAST-ROLL";
    }

    /** Slots left of the spell's level; cantrips need none (reported as -1). */
    static int slotsLeft(Creature c, SpellDef spell) {
        if (spell.level() == 0) return -1;
        List<Integer> slots = c.resources.slots;
        return spell.level() <= slots.size() ? slots.get(spell.level() - 1) : 0;
    }

    static void spendSlot(Creature c, SpellDef spell) {
        if (spell.level() == 0) return;
        List<Integer> slots = c.resources.slots;
        slots.set(spell.level() - 1, slots.get(spell.level() - 1) - 1);
    }

    /** Its slots by level for the log, or null when it has none. */
    static List<Integer> slots(Creature c) {
        return c.resources.slots.isEmpty() ? null : List.copyOf(c.resources.slots);
    }

    /**
     * CAST-ROLL (also CAST-SCROLL, CAST-POTION, the previews and the AI's odds, which all read this list): in
     * melee, a penalty equal to the level of the strongest adjacent enemy, attacking or not. The seed makes
     * no exception, so every living enemy counts, able to act or not (paralysed, unconscious, dying, knocked
     * out ...); only the dead are left out, being no longer enemies ({@link Battle#enemiesOf} lists the
     * living). Adjacent means a square of its footprint next to one of the caster's, so a Large enemy
     * counts from any side it touches; an enemy hidden or invisible counts too, seen or not.
     */
    static List<Modifier> meleePenalty(Battle battle, Creature caster) {
        Creature strongest = strongestAdjacent(caster, caster.at(), battle.enemiesOf(caster));
        if (strongest == null || strongest.stats.level == 0) return List.of();
        return List.of(new Modifier("melee: " + strongest.id() + " level " + strongest.stats.level,
                -strongest.stats.level));
    }

    /**
     * The enemy whose level {@link #meleePenalty} would take were the caster's footprint at {@code at}: of
     * {@code enemies}, the one of the highest level next to that footprint (the first in their order on a tie),
     * or null when none is. Where it stands, with every living enemy, it is the penalty itself; elsewhere it is
     * what the penalty would be after a step.
     */
    static Creature strongestAdjacent(Creature caster, Pos at, List<Creature> enemies) {
        Creature strongest = null;
        for (Creature e : enemies) {
            if (Footprint.distance(at.x(), at.y(), caster.body.width(), caster.body.height(), e.at().x(), e.at().y(),
                    e.body.width(), e.body.height()) > 1) continue;
            if (strongest == null || e.stats.level > strongest.stats.level) strongest = e;
        }
        return strongest;
    }

    /** The rules a cast event names: the roll's rule, the item's or reaction's, and the class's. */
    static List<String> rules(Creature c, List<String> first) {
        List<String> out = new ArrayList<>(first);
        String cls = classRule(c);
        if (cls != null && !out.contains(cls)) out.add(cls);
        return out;
    }
}
