package escarmouche.engine.magic;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.combat.Sight;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Pos;

/**
 * Where a spell goes, checked before anything is rolled: a creature for a targeted spell, a square for
 * a burst. Without a target in the command, a healing spell takes its caster, a harmful one the nearest
 * enemy it can reach (a burst is centred on that enemy's square).
 *
 * <p>Ranges are counted like moves, from the nearest square of the caster's space. An attack spell needs
 * only a line free of total cover (ATK-COVER), since attacking an unseen creature is possible with
 * disadvantage (ATK-UNSEEN); any other spell needs its target in sight.
 */
final class SpellTargeting {
    /** A spell's aim: a creature, or a square for a burst. */
    record Aim(Creature target, Pos point) {}

    private final Battle battle;

    SpellTargeting(Battle battle) {
        this.battle = battle;
    }

    Aim resolve(Creature caster, SpellDef spell, String targetId, Pos square) {
        if (spell.area()) return new Aim(null, point(caster, spell, targetId, square));
        Creature target = targetId != null ? named(targetId) : square != null ? standingOn(square) : null;
        if (target == null) target = defaultTarget(caster, spell);
        IllegalCommand why = whyNot(caster, spell, target);
        if (why != null) throw why;
        return new Aim(target, null);
    }

    /** Why the spell cannot be aimed at this creature, as the refusal to throw, or null when it can. */
    IllegalCommand whyNot(Creature caster, SpellDef spell, Creature target) {
        if (!target.alive()) return IllegalCommand.malformed(target.id() + " is dead");
        if (spell.range() == 0 && target != caster) {
            return IllegalCommand.malformed(spell.id() + " only affects its caster");
        }
        int distance = caster.distanceTo(target);
        if (distance > spell.range()) {
            return IllegalCommand.by("ATK-RANGE", target.id() + " is out of range of " + spell.id() + " (" + distance
                    + " squares, range " + spell.range() + ")");
        }
        if (spell.creatureType() != null && target.stats.type != null && !spell.creatureType().equals(target.stats.type)) {
            return IllegalCommand.malformed(spell.id() + " only works on " + spell.creatureType() + " creatures; "
                    + target.id() + " is " + target.stats.type);
        }
        if (target == caster) return null;
        if (spell.attack()) {
            boolean open = Cover.between(battle.grid(), Sight.footprint(caster), Sight.footprint(target)).targetable();
            return open ? null : IllegalCommand.by("ATK-COVER", target.id() + " is behind total cover (ATK-COVER)");
        }
        String blind = Sight.whyNot(battle, caster, target);
        return blind == null ? null
                : IllegalCommand.by("ATK-UNSEEN", caster.id() + " cannot see " + target.id() + ": " + blind);
    }

    private Creature named(String id) {
        Creature c = battle.find(id);
        IllegalCommand.requireWellFormed(c != null, "no creature '" + id + "'");
        return c;
    }

    private Creature standingOn(Pos square) {
        Creature c = battle.occupant(square);
        IllegalCommand.requireWellFormed(c != null, "no creature at " + square);
        return c;
    }

    private Creature defaultTarget(Creature caster, SpellDef spell) {
        if (!spell.harmful()) return caster;
        Creature best = nearestEnemy(caster, spell);
        IllegalCommand.require(best != null, "ATK-RANGE", "no enemy " + caster.id() + " can reach with " + spell.id());
        return best;
    }

    /** The nearest enemy the spell can be aimed at, the first in combatant order among equals; or null. */
    Creature nearestEnemy(Creature caster, SpellDef spell) {
        Creature best = null;
        for (Creature e : battle.enemiesOf(caster)) {
            if (!e.standing()) continue;
            boolean ok = spell.area() ? pointProblem(caster, spell, e.at()) == null : whyNot(caster, spell, e) == null;
            if (ok && (best == null || caster.distanceTo(e) < caster.distanceTo(best))) best = e;
        }
        return best;
    }

    private Pos point(Creature caster, SpellDef spell, String targetId, Pos square) {
        Pos p = square;
        if (p == null && targetId != null) p = named(targetId).at();
        if (p == null) {
            Creature e = nearestEnemy(caster, spell);
            IllegalCommand.require(e != null, "ATK-RANGE", "no enemy " + caster.id() + " can reach with " + spell.id()
                    + ": give the square X,Y to aim at");
            p = e.at();
        }
        IllegalCommand why = pointProblem(caster, spell, p);
        if (why != null) throw why;
        return p;
    }

    /** Why a burst cannot be centred on {@code p}, as the refusal to throw, or null when it can. */
    private IllegalCommand pointProblem(Creature caster, SpellDef spell, Pos p) {
        if (!battle.grid().inBounds(p)) return IllegalCommand.malformed("square " + p + " is off the map");
        if (battle.grid().at(p).blocksMovement()) {
            return IllegalCommand.malformed("square " + p + " is " + battle.grid().at(p).id()
                    + ": the burst needs an open square");
        }
        int distance = caster.distanceTo(p);
        if (distance > spell.range()) {
            return IllegalCommand.by("ATK-RANGE", "square " + p + " is out of range of " + spell.id() + " (" + distance
                    + " squares, range " + spell.range() + ")");
        }
        if (!caster.occupies(p)
                && !Cover.between(battle.grid(), Sight.footprint(caster), Footprint.single(p)).targetable()) {
            return IllegalCommand.by("ATK-COVER", caster.id() + " has no line of sight to " + p);
        }
        return null;
    }
}
