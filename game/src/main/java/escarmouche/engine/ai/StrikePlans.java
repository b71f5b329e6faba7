package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.battle.Whereabouts;
import escarmouche.rules.attack.Flanking;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.engine.combat.Sight;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Attacking: {@code attack}, {@code flank}, {@code hold}, {@code help} and {@code ready}. */
final class StrikePlans {
    private StrikePlans() {}

    /**
     * Strike in melee if the target is in reach; else walk towards it while the action is still there;
     * else shoot or throw if a ranged weapon reaches it.
     */
    static Command attack(Situation s, Rule rule, Creature target) {
        if (!s.mayStrike()) return null;
        Command melee = melee(s, target);
        if (melee != null) {
            // Standing squeezed, it strikes cramped (MOVE-SQUEEZE): a step to where it fits whole comes first.
            Command out = s.self.squeezed() ? SqueezeWay.stepOut(s, rule, target) : null;
            return out != null ? out : melee;
        }
        Command walk = Walks.towards(s, rule, Walks.nearAsMoved(s, target, s.reach()));
        if (walk != null) return walk;
        return ranged(s, target);
    }

    /**
     * Walk to a square across the target from an ally (ATK-FLANK) and strike from there; when no such
     * square can be reached this turn, attack as {@link #attack} would. Only a walk that gets there this
     * turn counts ({@link Walks#onto}): a flanking square round a wall or past the target's doorway, several
     * turns away, drew it off on a long walk that ended in a thrown weapon at a target in cover, or in
     * nothing, while a square next to the target was a few steps away.
     */
    static Command flank(Situation s, Rule rule, Creature target) {
        if (!s.mayStrike()) return null;
        List<Pos> squares = flankingSquares(s, target);
        if (!squares.isEmpty() && !squares.contains(s.self.at())) {
            Command walk = Walks.onto(s, rule, squares);
            if (walk != null) return walk;
        }
        return attack(s, rule, target);
    }

    /**
     * ACT-READY: with the target out of reach, its melee weapon readied to strike the target with the
     * reaction when it comes within reach; null when the target is in reach already (an attack serves), or
     * when the engine would refuse. (An attack readied this turn spent the action: mayStrike says no.) The weapon
     * readied is one that can hurt the target ({@link HarmlessBlows#toReady}: a +1 dagger rather than the mundane
     * longsword listed first, for a spectre), named only when it is not the one the engine readies by default; a
     * target none can hurt is no candidate ({@link Targets}), as for {@code attack}.
     */
    static Command ready(Situation s, Creature target, boolean anyone) {
        if (!s.mayStrike()) return null;
        Weapon w = HarmlessBlows.toReady(s, target);
        if (w == null) return null;
        int reach = AttackService.reachOf(s.self, w);
        if (s.self.distanceTo(target) <= reach) return null;
        if (anyone) {
            for (Creature e : s.enemies()) if (s.self.distanceTo(e) <= reach) return null;
        }
        String named = w.equals(ReadiedAttacks.weapon(s.self, null)) ? null : w.id();
        Command.Ready ready = new Command.Ready(anyone ? null : target.id(), named);
        return s.previews.checks().ready(s.self, ready).isPresent() ? null : ready;
    }

    /** Strike whatever of the target is in reach or range without taking a step; otherwise wait. */
    static Command hold(Situation s, Creature target) {
        if (s.mayStrike()) {
            Command melee = melee(s, target);
            if (melee != null) return melee;
            Command shot = ranged(s, target);
            if (shot != null) return shot;
        }
        return new Command.End();
    }

    /**
     * ACT-HELP: next to the target, give an ally advantage on its next attack against it. The ally
     * helped is the one nearest the target that could attack it and hurt it. Walks next to the target if needed.
     */
    static Command help(Situation s, Rule rule, Creature target) {
        if (!s.mayHelp()) return null;
        Creature ally = helped(s, target);
        if (ally == null) return null;
        if (s.self.distanceTo(target) <= 1) {
            return new Command.Help(ally.id(), target.id());
        }
        return Walks.towards(s, rule, Walks.near(s, target, 1));
    }

    private static Creature helped(Situation s, Creature target) {
        Creature best = null;
        for (Creature a : s.allies()) {
            if (!a.canAct()) continue;
            // An ally that may not attack this foe at all (charmed by it, COND-CHARMED; frightened under the house
            // rules, COND-FRIGHTENED) would waste the help: the engine's own refusal, as the Help panel asks it.
            if (s.previews.checks().attackBarred(a, target).isPresent()) continue;
            // Nor is it lent to an ally none of whose weapons can hurt the foe (mundane steel and a spectre), nor
            // whose spells can: its blow would fall for 0.
            if (!HarmlessBlows.anyHurts(s.battle, a, target) && !castsAtHarm(s, a, target)) continue;
            if (best == null || a.distanceTo(target) < best.distanceTo(target)) best = a;
        }
        return best;
    }

    /**
     * Whether {@code ally} knows a spell attack it has a slot for that can hurt {@code target} (its defences leave
     * some of the damage, or the spell lays a condition): the help's advantage counts for such a spell's attack roll
     * too, and the other spells roll none.
     */
    private static boolean castsAtHarm(Situation s, Creature ally, Creature target) {
        for (String id : ally.resources.spells) {
            SpellDef spell = s.services.spells.facts().spell(id);
            if (spell == null || !spell.attack() || !CastPlan.slotLeft(ally, spell.level())) continue;
            if (spell.condition() != null || (spell.damage() != null && !s.previews.spells().harmless(ally, id, target))) {
                return true;
            }
        }
        return false;
    }

    /** A melee attack, with a second weapon when the pair costs nothing (ATK-TWF, {@link Situation#offhand}). */
    static Command melee(Situation s, Creature target) {
        Weapon w = s.meleeWeapon(target);
        if (w == null || !s.clearShot(s.self.at(), target)) return null;
        Weapon off = s.offhand(w, target);
        if (off == null) return attackWith(target, w);
        return Command.Attack.with(target.id(), w.id(), off.id());
    }

    /**
     * The last resort of {@code attack} and {@code flank}: no way into reach and no shot from where it
     * stands (the target behind a doorway's corner, a foe fallen in the doorway), a careful walk this turn
     * to a square from which a ranged weapon it carries reaches the target in view, the cheapest in normal
     * range first ({@link ShootPlan}, wanting no distance from its enemies); the shot follows from there.
     * Null when it has no ranged weapon, or no such square is in reach this turn.
     */
    static Command stepToShoot(Situation s, Rule rule, Creature target) {
        if (!s.mayStrike() || s.range() == 0 || !s.canWalk()) return null;
        if (ShootPlan.standing(s, target, 0) != null) return null;
        return ShootPlan.plan(s, rule, target, 0);
    }

    static Command ranged(Situation s, Creature target) {
        int d = s.self.distanceTo(target);
        Weapon w = s.rangedWeapon(d, target);
        if (w == null || !s.clearShot(s.self.at(), target)) return null;
        return attackWith(target, w);
    }

    static Command attackWith(Creature target, Weapon w) {
        return Command.Attack.with(target.id(), w.id(), null);
    }

    /** Squares from which it would reach the target on the far side from an ally next to it. */
    static List<Pos> flankingSquares(Situation s, Creature target) {
        return flankingSquares(s, target, true);
    }

    /**
     * {@link #flankingSquares(Situation, Creature)}; without {@code mirrors}, every square in reach is tried
     * against every partner, however small the creatures: tests compare both ways.
     */
    static List<Pos> flankingSquares(Situation s, Creature target, boolean mirrors) {
        // The partners are read from the squares round the target or its side's roster, not from the
        // decision's list of allies: making that list reads every ally's state, while a partner must stand
        // next to the target, which few do in a big fight. Any order gives the same squares: a square counts
        // when some partner flanks from it. canAct() implies standing(), the allies' other test.
        List<Creature> beside = partnersBeside(s, target);
        if (beside.isEmpty()) return new ArrayList<>();
        boolean oneSquare = s.self.body.width() == 1 && s.self.body.height() == 1 && target.body.width() == 1
                && target.body.height() == 1;
        List<Footprint> partners = new ArrayList<>(beside.size());
        for (int i = 0; i < beside.size(); i++) {
            Creature a = beside.get(i);
            partners.add(Sight.footprint(a));
            oneSquare &= a.body.width() == 1 && a.body.height() == 1;
        }
        int reach = s.reach();
        if (mirrors && oneSquare && reach == 1) return mirrored(s, target, partners);
        List<Pos> out = new ArrayList<>();
        Footprint theirs = Sight.footprint(target);
        for (Pos p : Walks.near(s, target, reach)) {
            Footprint mine = new Footprint(p, s.self.body.width(), s.self.body.height());
            for (int i = 0, n = partners.size(); i < n; i++) {
                if (Flanking.opposite(mine, partners.get(i), theirs)) {
                    out.add(p);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * The allies that can act and stand next to the target, each once. In a big fight they are read from
     * the squares round the target ({@link Battle#whereabouts}); a square several share, a small side or
     * a map not read exactly walks the side's roster. Their order does not change the squares found.
     */
    private static List<Creature> partnersBeside(Situation s, Creature target) {
        Roster side = s.battle.sideOf(s.self);
        if (side.size() > Whereabouts.WALK_AT_MOST) {
            List<Creature> found = partnersOnMap(s, target);
            if (found != null) return found;
        }
        List<Creature> out = new ArrayList<>(2);
        for (int i = 0, n = side.size(); i < n; i++) {
            Creature a = side.get(i);
            if (a != s.self && a.distanceTo(target) <= 1 && a.canAct()) out.add(a);
        }
        return out;
    }

    /** {@link #partnersBeside} read from the map; null when a square is shared or the map is not exact. */
    private static List<Creature> partnersOnMap(Situation s, Creature target) {
        Whereabouts where = s.battle.whereabouts();
        if (!where.exact()) return null;
        int top = Math.max(0, target.body.y() - 1);
        int bottom = Math.min(where.height() - 1, target.body.y() + target.body.height());
        int left = Math.max(0, target.body.x() - 1);
        int right = Math.min(where.width() - 1, target.body.x() + target.body.width());
        List<Creature> out = new ArrayList<>(2);
        for (int y = top; y <= bottom; y++) {
            for (int x = left; x <= right; x++) {
                int cell = where.cell(x, y);
                if (cell == Whereabouts.EMPTY) continue;
                if (cell < 0) return null;
                Creature a = where.only(cell);
                if (a != s.self && a.side.side == s.self.side.side && a.canAct() && !out.contains(a)) out.add(a);
            }
        }
        return out;
    }

    /**
     * The flanking squares when the mover, the target and every partner take one square each and the mover
     * reaches one square: the squares next to the target, of which each partner flanks from its mirror image
     * alone ({@link Flanking#acrossFrom}). Those on the map, in reading order as {@link Walks#near} lists
     * them, each once: what trying the eight squares against every partner gives, without the geometry (in a
     * big fight several partners stand round a target, and every goblin deciding asks it).
     */
    private static List<Pos> mirrored(Situation s, Creature target, List<Footprint> partners) {
        int w = s.battle.grid().width();
        int h = s.battle.grid().height();
        int[] squares = new int[partners.size()];
        int n = 0;
        for (int i = 0; i < partners.size(); i++) {
            Footprint partner = partners.get(i);
            // A partner on the target's own square (never in a real fight) flanks from nowhere.
            if (partner.at().equals(target.at())) continue;
            Pos across = Flanking.acrossFrom(partner.at(), target.at());
            if (across.x() < 0 || across.y() < 0 || across.x() >= w || across.y() >= h) continue;
            squares[n++] = across.y() * w + across.x();
        }
        Arrays.sort(squares, 0, n);
        List<Pos> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            if (i == 0 || squares[i] != squares[i - 1]) out.add(new Pos(squares[i] % w, squares[i] / w));
        }
        return out;
    }
}
