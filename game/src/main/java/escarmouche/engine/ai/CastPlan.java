package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.behaviour.SpellFacts;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Footprints;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * {@code cast}: a spell the creature knows, with a slot of its level left (cantrips need none), at a
 * target in range and in view, walking into range first. A burst goes where it catches the most foes and
 * none of the caster's side, and not at all when it would catch fewer than the rule's crowd ({@link BurstAim});
 * a spell aimed at one creature is not
 * cast when it could not hurt it (its defences would take every point, as the zoid's sixth of a dart), nor is
 * a concentration spell while the one the caster keeps still holds a creature in the fight. A cast that would
 * carry CAST-ROLL's melee penalty waits for a safe step that sheds some or all of it, when there is one
 * ({@link CastStep}).
 */
final class CastPlan {
    private CastPlan() {}

    static Command plan(Situation s, Rule rule, Creature target, SpellFacts spell) {
        Command c = aim(s, rule, target, spell);
        if (c instanceof Command.Cast cast) {
            Command step = CastStep.before(s, cast, target, spell);
            if (step != null) return step;
        }
        return c;
    }

    /** The cast from where it stands, the walk into range when it must first get there, or null. */
    private static Command aim(Situation s, Rule rule, Creature target, SpellFacts spell) {
        Creature self = s.self;
        if (!s.hasAction() || s.strains() || !self.resources.spells.contains(spell.id()) || !slotLeft(self, spell.level())) return null;
        // A concentration spell would end the one it keeps, freeing whom that one holds (hold person on the very
        // creature it already holds would free it, to gamble its save again): a hold in hand is kept.
        if (!s.previews.spells().holdsItWouldEnd(self, spell.id()).isEmpty()) return null;
        if (spell.range() == 0) return Command.Cast.at(spell.id(), null);
        if (target == self) return Command.Cast.at(spell.id(), self.id());
        if (spell.harmful() && s.battle.house(RulePart.CONDITIONS) && self.has(Condition.FRIGHTENED)) return null;
        if (spell.harmful() && spell.radius() == 0 && s.previews.spells().harmless(self, spell.id(), target)) return null;
        // A harmful burst looks for its best centre from where the caster stands first: the crowd it is after
        // may be in range though the target is not.
        if (spell.radius() > 0 && spell.harmful()) {
            BurstAim.Aim aim = BurstAim.best(s, rule, target, s.services.spells.facts().spell(spell.id()));
            if (aim != null) return Command.Cast.atSquare(spell.id(), aim.centre());
        }
        int distance = self.distanceTo(target);
        if (distance > spell.range() || !s.clearShot(self.at(), target)) {
            return Walks.towards(s, rule, Walks.near(s, target, spell.range()));
        }
        if (spell.radius() > 0) {
            if (spell.harmful()) return null;
            return Command.Cast.atSquare(spell.id(), target.at());
        }
        return Command.Cast.at(spell.id(), target.id());
    }

    /** A slot of the spell's level is left; index 0 of the slots is level 1. */
    static boolean slotLeft(Creature c, int level) {
        if (level == 0) return true;
        List<Integer> slots = c.resources.slots;
        return slots.size() >= level && slots.get(level - 1) > 0;
    }
}
