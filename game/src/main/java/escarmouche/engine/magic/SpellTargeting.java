package escarmouche.engine.magic;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.Sight;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.Optional;

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

    Checked<Aim> resolve(Creature caster, SpellDef spell, String targetId, Pos square) {
        if (spell.area()) return point(caster, spell, targetId, square).then(p -> Checked.allowed(new Aim(null, p)));
        Checked<Creature> named = targetId != null ? named(targetId) : square != null ? standingOn(square)
                : defaultTarget(caster, spell);
        return named.unless(target -> whyNot(caster, spell, target)).then(target -> Checked.allowed(new Aim(target, null)));
    }

    /** Why the spell cannot be aimed at this creature, or empty when it can. */
    Optional<Outcome.Refused> whyNot(Creature caster, SpellDef spell, Creature target) {
        if (!target.alive()) return Optional.of(Outcome.Refused.by("HP-DEAD", target.id() + " is dead"));
        if (spell.range() == 0 && target != caster) {
            return Optional.of(Outcome.Refused.malformed(spell.id() + " only affects its caster"));
        }
        int distance = caster.distanceTo(target);
        if (distance > spell.range()) {
            return Optional.of(Outcome.Refused.by("ATK-RANGE", target.id() + " is out of range of " + spell.id() + " ("
                    + distance + " squares, range " + spell.range() + ")"));
        }
        Optional<Outcome.Refused> kind = wrongKind(spell, target);
        if (kind.isPresent()) return kind;
        if (target == caster) return Optional.empty();
        if (spell.attack()) {
            boolean open = battle.cover(Sight.footprint(caster), Sight.footprint(target)).targetable();
            return open ? Optional.empty()
                    : Optional.of(Outcome.Refused.by("ATK-COVER", target.id() + " is behind total cover (ATK-COVER)"));
        }
        String blind = Sight.whyNot(battle, caster, target);
        if (blind != null) {
            return Optional.of(Outcome.Refused.by("ATK-UNSEEN", caster.id() + " cannot see " + target.id() + ": " + blind));
        }
        // Sight goes both ways, aiming does not: a creature seen from behind total cover on the caster's side
        // is still out of its reach (ATK-COVER), as it is for a spell attack.
        boolean open = battle.cover(Sight.footprint(caster), Sight.footprint(target)).targetable();
        return open ? Optional.empty()
                : Optional.of(Outcome.Refused.by("ATK-COVER", target.id() + " is behind total cover (ATK-COVER)"));
    }

    /**
     * Why the spell cannot work on this kind of creature (hold person, humanoids only, on a wolf; cure wounds,
     * which has no effect on undead, on a zombie), or empty
     * when it can: a creature whose content gives no type is not protected. The scripted casters choose
     * their targets by it too, so that they never aim a spell the cast would refuse.
     */
    static Optional<Outcome.Refused> wrongKind(SpellDef spell, Creature target) {
        if (worksOn(spell, target)) return Optional.empty();
        String type = target.stats.type;
        if (spell.notOn().contains(type)) {
            // Cure wounds on a zombie: 5e's "no effect on undead or constructs", refused before any slot is spent.
            return Optional.of(Outcome.Refused.malformed(spell.id() + " has no effect on " + type + " creatures; "
                    + target.id() + " is " + article(type) + " " + type));
        }
        return Optional.of(Outcome.Refused.malformed(spell.id() + " only works on " + spell.creatureType()
                + " creatures; " + target.id() + " is " + article(type) + " " + type));
    }

    /**
     * "a beast", "an undead": the type is a noun that takes its article ("w1 is beast" is no sentence). The article
     * stays outside the word (engine.refuse.spell.type and its .an twin), so other languages still find the type.
     */
    private static String article(String type) {
        return "aeiou".indexOf(type.charAt(0)) >= 0 ? "an" : "a";
    }

    /** Whether the spell works on this creature's kind: the test of {@link #wrongKind}, without its words. */
    static boolean worksOn(SpellDef spell, Creature target) {
        String type = target.stats.type;
        if (type == null) return true;
        return (spell.creatureType() == null || spell.creatureType().equals(type)) && !spell.notOn().contains(type);
    }

    private Checked<Creature> named(String id) {
        Creature c = battle.find(id);
        return c != null ? Checked.allowed(c) : Checked.denied(Outcome.Refused.noCreature(id));
    }

    private Checked<Creature> standingOn(Pos square) {
        Creature c = battle.occupant(square);
        return c != null ? Checked.allowed(c) : Checked.denied(Outcome.Refused.malformed("no creature at " + square));
    }

    /** The caster for a spell that helps; for a harmful one the nearest enemy it can be aimed at. */
    private Checked<Creature> defaultTarget(Creature caster, SpellDef spell) {
        if (!spell.harmful()) return Checked.allowed(caster);
        Creature best = nearestEnemy(caster, spell);
        if (best != null) return Checked.allowed(best);
        return Checked.denied(Outcome.Refused.by("ATK-RANGE", "no enemy " + caster.id() + " can reach with " + spell.id()));
    }

    /** The nearest enemy the spell can be aimed at, the first in combatant order among equals; or null. */
    Creature nearestEnemy(Creature caster, SpellDef spell) {
        Creature best = null;
        for (Creature e : battle.enemiesOf(caster)) {
            if (!e.standing()) continue;
            boolean ok = spell.area() ? pointProblem(caster, spell, e.at()).isEmpty() : whyNot(caster, spell, e).isEmpty();
            if (ok && (best == null || caster.distanceTo(e) < caster.distanceTo(best))) best = e;
        }
        return best;
    }

    private Checked<Pos> point(Creature caster, SpellDef spell, String targetId, Pos square) {
        Checked<Pos> p;
        if (square != null) {
            p = Checked.allowed(square);
        } else if (targetId != null) {
            p = named(targetId).then(c -> Checked.allowed(c.at()));
        } else {
            Creature e = nearestEnemy(caster, spell);
            p = e != null ? Checked.allowed(e.at()) : Checked.denied(Outcome.Refused.by("ATK-RANGE", "no enemy "
                    + caster.id() + " can reach with " + spell.id() + ": give the square X,Y to aim at"));
        }
        return p.unless(at -> pointProblem(caster, spell, at));
    }

    /**
     * A square that blocks a burst in words, not the map's id ("low wall", not "low-wall"): the phrase
     * engine.refuse.square.closed puts "a" before it, and other languages find the word in engine.word.
     */
    private static String solid(Terrain t) {
        return t == Terrain.DOOR ? "closed door" : t.id().replace('-', ' ');
    }

    /** Why a burst cannot be centred on {@code p}, or empty when it can. */
    Optional<Outcome.Refused> pointProblem(Creature caster, SpellDef spell, Pos p) {
        if (!battle.grid().inBounds(p)) return Optional.of(Outcome.Refused.malformed("square " + p + " is off the map"));
        if (battle.grid().at(p).blocksMovement()) {
            return Optional.of(Outcome.Refused.malformed("square " + p + " is a " + solid(battle.grid().at(p))
                    + ": the burst needs an open square"));
        }
        int distance = caster.distanceTo(p);
        if (distance > spell.range()) {
            return Optional.of(Outcome.Refused.by("ATK-RANGE", "square " + p + " is out of range of " + spell.id()
                    + " (" + distance + " squares, range " + spell.range() + ")"));
        }
        if (!caster.occupies(p)
                && !battle.cover(Sight.footprint(caster), Footprint.single(p)).targetable()) {
            return Optional.of(Outcome.Refused.by("ATK-COVER", caster.id() + " has no line of sight to " + p));
        }
        return Optional.empty();
    }
}
