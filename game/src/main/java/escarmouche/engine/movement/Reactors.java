package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.combat.Sight;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.HarmfulBlows;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.opportunity.Disengage;
import escarmouche.rules.opportunity.DisengageState;
import escarmouche.rules.opportunity.OpportunityRules;
import escarmouche.rules.opportunity.Reactor;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Threat;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The creatures that might make an opportunity attack against a mover, as the opportunity rules see
 * them, and the weapon each would strike with.
 */
public final class Reactors {
    /** The strike every creature can make when it holds no melee weapon (ATK-UNARMED). */
    static final Weapon UNARMED = new Weapon("unarmed", "Unarmed strike", DiceExpression.parse("1"),
            DamageType.BLUDGEONING, WeaponKind.MELEE, 0, 0, WeaponLength.VERY_SHORT, 1, false, false, false, false,
            false, 0, 0);

    private final Battle battle;

    public Reactors(Battle battle) {
        this.battle = battle;
    }

    /**
     * The weapon {@code c}'s opportunity attack strikes {@code mover} with where both stand, its grapples' hands
     * counted ({@link #weaponFor(Battle, Creature, Creature, int)}).
     */
    public Weapon strikeWith(Creature c, Creature mover) {
        return weaponFor(battle, c, mover, battle.holding(c));
    }

    /**
     * Its melee reach for opportunity attacks: the longest of its melee weapons' reach and its natural
     * reach (a glaive reaches 2 squares).
     */
    public static int reach(Creature c) {
        // The longest of its natural reach and each melee weapon's (AttackService#reachOf), the weapons'
        // part kept by the list until it changes: asked of every creature near a mover, many times a turn.
        return Math.max(c.stats.reach, c.arsenal.weapons.longestMeleeReach());
    }

    /** The first melee weapon that reaches {@code distance} squares, an unarmed strike, or null. */
    public static Weapon weaponFor(Creature c, int distance) {
        return weaponFor(c, distance, 0);
    }

    /**
     * {@link #weaponFor(Creature, int)} for a creature holding {@code holding} others in a grapple: a weapon
     * whose hands the holds leave too few is passed over (GRAP-START).
     */
    public static Weapon weaponFor(Creature c, int distance, int holding) {
        for (Weapon w : c.arsenal.weapons) {
            if (strikes(c, w, distance, holding)) return w;
        }
        return distance <= c.stats.reach ? UNARMED : null;
    }

    /** Whether {@code c} can make a melee blow with {@code w} at {@code distance}, the hands its holds leave counted. */
    private static boolean strikes(Creature c, Weapon w, int distance, int holding) {
        return w.canMelee() && distance <= AttackService.reachOf(c, w)
                && Hands.toAttackWhileHolding(w, c.stats.bearsShield(), holding);
    }

    /**
     * The weapon {@code c}'s opportunity attack strikes {@code target} with, holding {@code holding} others: the
     * first melee weapon that reaches and that can hurt it (a +1 dagger rather than the mundane longsword listed
     * first, at an intangible spectre, DMG-MAGIC-WEAPON), else an unarmed strike within its natural reach that can
     * (a scimitar's wielder punches a creature immune to slashing, ATK-UNARMED: the one melee attack of OA-REACTION
     * may be a fist, as the AI's turn and its readied blows take one), else the first that reaches as
     * {@link #weaponFor(Creature, int, int)} gives it. The question, the odds before a move and the blow itself all
     * take this one.
     */
    public static Weapon weaponFor(Battle battle, Creature c, Creature target, int holding) {
        int distance = c.distanceTo(target);
        Weapon first = weaponFor(c, distance, holding);
        if (first == null || first == UNARMED || HarmfulBlows.hurts(battle, first, target)) return first;
        for (Weapon w : c.arsenal.weapons) {
            if (w != first && strikes(c, w, distance, holding) && HarmfulBlows.hurts(battle, w, target)) return w;
        }
        // A fist needs no hand the holds take: a kick or a knee, as when it holds no weapon at all.
        if (distance <= c.stats.reach && HarmfulBlows.hurts(battle, UNARMED, target)) return UNARMED;
        return first;
    }

    /** One creature as a possible reactor against {@code mover}, as it is now. */
    public Reactor reactor(Creature r, Creature mover) {
        // An opportunity attack is an attack: the reactor must see the mover, and aim at it from its side.
        return unsighted(r, mover).seeing(Sight.canSeeAndAim(battle, r, mover));
    }

    /**
     * {@link #reactor} as if it saw the mover, before its line of sight is drawn: what a caller that only
     * wants the creatures that could strike asks first, since sight is the dearest part and often moot.
     */
    public Reactor unsighted(Creature r, Creature mover) {
        return new Reactor(r.id(), MoveContexts.body(r), reach(r), MoveContexts.conditionsToCopy(r), !r.turn.reactionUsed,
                true, r.charmedBy(mover));
    }

    /**
     * Whether {@code r}'s own state lets it strike {@code foe} as the opportunity rules see it: not frightened
     * [HOUSE], incapacitated, surprised, nor charmed by {@code foe} (OA-NONE, COND-CHARMED). Its reaction and
     * its sight are left aside: the look screen says what a creature threatens, and a spent reaction comes
     * back next round (it shows on a line of its own), as a foe out of sight may step into it.
     */
    public boolean mayStrike(Creature r, Creature foe) {
        return OpportunityRules.canStrike(unsighted(r, foe).withReaction(true), DisengageState.NONE, battle.rules());
    }

    /**
     * Every living creature hostile to {@code mover}, in combatant order, except those left out: the
     * creatures it drags move along with it and never see it leave their reach.
     */
    public List<Reactor> against(Creature mover, Collection<Creature> leftOut) {
        List<Reactor> out = new ArrayList<>();
        for (Creature r : battle.hostilesOf(mover)) {
            if (!leftOut.contains(r)) out.add(reactor(r, mover));
        }
        return out;
    }

    /**
     * Every living creature hostile to {@code mover} as a reach to watch (its footprint and reach), in
     * combatant order, except those left out and those whose reach none of the footprints along
     * {@code path} (the start first) enters: what a move carried out watches. Whether each could strike
     * is asked only when a step provokes it, so nothing here looks at sight lines.
     */
    public List<Threat> watching(Creature mover, Collection<Creature> leftOut, List<Body> path) {
        List<Threat> out = new ArrayList<>();
        // The box around every footprint of the path: a creature farther than its reach from the box is
        // farther from each footprint, so it is left out before a threat is made of it.
        int left = Integer.MAX_VALUE, top = Integer.MAX_VALUE, right = Integer.MIN_VALUE, bottom = Integer.MIN_VALUE;
        for (int i = 0; i < path.size(); i++) {
            Body b = path.get(i);
            left = Math.min(left, b.left());
            top = Math.min(top, b.top());
            right = Math.max(right, b.right());
            bottom = Math.max(bottom, b.bottom());
        }
        Roster all = battle.hostilesOf(mover);
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature r = all.get(i);
            if (leftOut.contains(r)) continue;
            // A creature whose reach no footprint of the path enters changes nothing the watch says
            // (Threat#reachesAny), and in a big fight most enemies are far away: measured from where its
            // body stands, before its footprint is asked for.
            int reach = reach(r);
            if (path.isEmpty() || Footprint.distance(r.body.x(), r.body.y(), r.body.width(), r.body.height(), left, top,
                    right - left + 1, bottom - top + 1) > reach) {
                continue;
            }
            Threat t = new Threat(r.id(), MoveContexts.body(r), reach);
            if (t.reachesAny(path)) out.add(t);
        }
        return out;
    }

    /**
     * The enemies the mover is engaged with (OA-DISENGAGE): those in whose reach it stands and that could
     * strike it now, in combatant order, leaving out the creatures it drags.
     */
    public List<Creature> engaged(Creature mover, Collection<Creature> leftOut) {
        // Only those whose reach it stands in can be engaged with it: the same reach test Disengage makes,
        // done first so that line of sight (the dear part of a reactor) is asked of those few only.
        var body = MoveContexts.body(mover);
        List<Reactor> near = new ArrayList<>();
        for (Creature r : battle.hostilesOf(mover)) {
            if (!leftOut.contains(r) && MoveContexts.body(r).withinReach(body, reach(r))) near.add(reactor(r, mover));
        }
        List<Creature> out = new ArrayList<>();
        for (Reactor r : Disengage.engaged(body, near, battle.rules())) {
            out.add(battle.find(r.id()));
        }
        return out;
    }

    /**
     * Whether {@link #engaged} would name anyone: the same tests on the same enemies, stopping at the first
     * that passes, with no list made (the AI asks it at most decisions of a creature in melee).
     */
    public boolean anyEngaged(Creature mover, Collection<Creature> leftOut) {
        var body = MoveContexts.body(mover);
        Roster all = battle.hostilesOf(mover);
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature r = all.get(i);
            if (leftOut.contains(r)) continue;
            if (!MoveContexts.body(r).withinReach(body, reach(r))) continue;
            // Disengage.engaged's test for this one reactor, within reach already: it could strike. Its other
            // bars are cheap, so line of sight is drawn last, and no list or reason is made.
            if (OpportunityRules.canStrike(unsighted(r, mover), DisengageState.NONE, battle.rules())
                    && Sight.canSeeAndAim(battle, r, mover)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the mover stands in some enemy's reach, whether or not that enemy could strike it (no reaction
     * left, incapacitated, unseen): a Disengage with no one to roll against says which of the two it was.
     */
    public boolean anyInReach(Creature mover, Collection<Creature> leftOut) {
        var body = MoveContexts.body(mover);
        Roster all = battle.hostilesOf(mover);
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature r = all.get(i);
            if (!leftOut.contains(r) && MoveContexts.body(r).withinReach(body, reach(r))) return true;
        }
        return false;
    }

    /** What the mover's Disengage this turn achieved (OA-DISENGAGE). */
    public static DisengageState disengage(Creature mover) {
        return new DisengageState(false, mover.turn.disengagedFrom);
    }
}
