package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.NetEscapes;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.engine.preview.NetCutPreview;
import escarmouche.rules.core.Condition;

/**
 * Grappling, shoving and breaking free (GRAP-START, SHOVE, GRAP-ESCAPE, and a net's COND-RESTRAINED). Legality comes from the same
 * checks the commands make (through the previews), so a planned contest is never refused.
 */
final class ContestPlans {
    private ContestPlans() {}

    /** Seize the target, walking into reach first; nothing to do when it already holds it. */
    static Command grapple(Situation s, Rule rule, Creature target) {
        if (!s.mayStrike()) return null;
        if (target.has(Condition.GRAPPLED) && s.self.id().equals(target.conditions.sources.get(Condition.GRAPPLED))) {
            return null;
        }
        ContestPreview odds = s.previews.grapple(s.self, target, null);
        if (odds.legal()) return Command.Grapple.of(target.id());
        if (s.self.distanceTo(target) <= s.reach()) return null;
        return Walks.towards(s, rule, Walks.near(s, target, s.reach()));
    }

    /** Knock the target prone, walking into reach first; pointless against a prone target. */
    static Command shove(Situation s, Rule rule, Creature target) {
        if (!s.mayStrike() || target.has(Condition.PRONE)) return null;
        ContestPreview odds = s.previews.shove(s.self, target);
        if (odds.legal()) return Command.Shove.of(target.id(), false);
        if (s.self.distanceTo(target) <= s.reach()) return null;
        return Walks.towards(s, rule, Walks.near(s, target, s.reach()));
    }

    /**
     * Out of the grapple, or else the net (COND-RESTRAINED): the command itself picks which. Out of a net, the
     * better of the two ways by their odds: the Str check against DC 10, or cutting the net with the slashing
     * weapon in hand when this one blow is likelier to free it (ties keep the check, which risks no fumble).
     */
    static Command escape(Situation s) {
        if (!s.hasAction() || !(s.self.has(Condition.GRAPPLED) || NetEscapes.caught(s.self))) return null;
        if (!s.self.has(Condition.GRAPPLED)) {
            NetCutPreview cut = s.previews.netCut(s.self, s.self);
            if (cut != null && cut.freePercent() > s.previews.netEscape(s.self).percent()) return Command.Cut.itself();
        }
        return Command.Escape.best();
    }
}
