package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.SpellDef;
import escarmouche.rules.casting.SpellLevels;
import java.util.ArrayList;
import java.util.List;

/**
 * Which of its spells a creature is given at its level. A class lists spells of every level it will ever
 * cast, so a character of that class gets those of its row of slots and no more: a 3rd-level wizard gets
 * fire bolt, magic missile and hold person, not fireball. A {@code spells} list written for one creature
 * (in a scenario or a monster file) is the author's own choice, so a spell there that the creature's
 * level cannot cast is an error rather than something quietly dropped.
 */
final class SpellsByLevel {
    private SpellsByLevel() {}

    /** The class's spells that a caster with this slot row can cast, in the class's order. */
    static List<String> castable(List<String> spells, List<Integer> slots, Content content) {
        List<String> out = new ArrayList<>();
        for (String id : spells) {
            SpellDef s = content.spells().get(id);
            if (s != null && SpellLevels.castable(s.level(), slots)) out.add(id);
        }
        return out;
    }

    /** Reports each entry of a {@code spells} list that the creature, as built, cannot cast. */
    static void check(Node spellsNode, CreatureSpec creature, Content content, Issues issues) {
        if (!(spellsNode instanceof Node.Arr list)) return;
        ClassDef cls = creature.className() == null ? null : content.classes().get(creature.className());
        for (Node n : list.items()) {
            if (!(n instanceof Node.Str str)) continue;
            SpellDef s = content.spells().get(str.value());
            if (s == null || SpellLevels.castable(s.level(), creature.spellSlots())) continue;
            issues.at(n, Wording.of("problem.spell.level.creature", Node.quote(s.id()), String.valueOf(s.level()),
                    who(creature), reach(creature.spellSlots()), advice(cls, creature, s.level())));
        }
    }

    /** A class spell that no level of the class can ever cast is a mistake in the class file. */
    static void checkClass(Node spellsNode, List<List<Integer>> table, Content content, Issues issues) {
        if (!(spellsNode instanceof Node.Arr list) || table == null) return;
        int highest = 0;
        for (List<Integer> row : table) highest = Math.max(highest, SpellLevels.highest(row));
        for (Node n : list.items()) {
            if (!(n instanceof Node.Str str)) continue;
            SpellDef s = content.spells().get(str.value());
            if (s == null || s.level() <= highest) continue;
            issues.at(n, Wording.of("problem.spell.level.class", Node.quote(s.id()), String.valueOf(s.level()),
                    String.valueOf(highest)));
        }
    }

    /** The first character level of the class whose slots reach this spell level, or 0 if none does. */
    static int levelFor(ClassDef cls, int spellLevel) {
        for (int i = 0; i < cls.slots().size(); i++) {
            if (SpellLevels.castable(spellLevel, cls.slots().get(i))) return i + 1;
        }
        return 0;
    }

    private static Wording who(CreatureSpec c) {
        return c.className() != null && c.isPc() ? Wording.of("problem.who.class", String.valueOf(c.level()), c.className())
                : Wording.of("problem.who.template", c.template());
    }

    private static Wording reach(List<Integer> slots) {
        int highest = SpellLevels.highest(slots);
        return highest == 0 ? Wording.of("problem.reach.cantrips") : Wording.of("problem.reach.level", String.valueOf(highest));
    }

    private static Wording advice(ClassDef cls, CreatureSpec c, int spellLevel) {
        if (c.isPc() && cls != null) {
            int needed = levelFor(cls, spellLevel);
            if (needed > 0) return Wording.of("problem.advice.level", cls.id(), String.valueOf(needed));
        }
        return Wording.of("problem.advice.slots", String.valueOf(spellLevel));
    }
}
