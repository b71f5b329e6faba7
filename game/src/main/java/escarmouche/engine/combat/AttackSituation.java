package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.battle.Whereabouts;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.rules.attack.Flanking;
import escarmouche.rules.conditions.ConditionEffects;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.health.Exhaustion;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * Reads the battlefield for every advantage and disadvantage source of one attack (ATK-ADV), each with
 * its reason and rule, so the roll, the log and the interface's hit chance use the very same list.
 */
public final class AttackSituation {
    private AttackSituation() {}

    public static List<Advantage.Source> sources(Battle battle, Creature attacker, Creature target, Weapon weapon,
                                                 boolean ranged) {
        List<Advantage.Source> out = new ArrayList<>();
        attackerState(battle, attacker, out);
        targetState(battle, attacker, target, out);
        if (!ranged && battle.house(RulePart.ATTACKS)) flank(battle, attacker, target, out);
        ConditionsComponent.HelpMark help = ConditionSystem.helpAgainst(attacker, target);
        if (help != null) out.add(new Advantage.Source("helped by " + help.helper(), true, "ACT-HELP"));
        if (ranged) rangedSources(battle, attacker, target, weapon, out);
        return out;
    }

    /**
     * The sources of an attack on a thing rather than a creature (a net, COND-RESTRAINED): the attacker's own
     * hindrances alone (restrained, prone, poisoned...). A thing sees no one, so being unseen or invisible gives
     * no advantage against it, and it has no state, no flank, no help of its own.
     */
    public static List<Advantage.Source> againstAThing(Battle battle, Creature attacker) {
        List<Advantage.Source> own = new ArrayList<>();
        attackerState(battle, attacker, own);
        List<Advantage.Source> out = new ArrayList<>(own.size());
        for (Advantage.Source s : own) if (!s.advantage()) out.add(s);
        return out;
    }

    private static void attackerState(Battle battle, Creature attacker, List<Advantage.Source> out) {
        if (attacker.has(Condition.PRONE)) out.add(new Advantage.Source("attacker prone", false, "COND-PRONE"));
        if (attacker.has(Condition.RESTRAINED)) out.add(new Advantage.Source("attacker restrained", false, "COND-RESTRAINED"));
        if (attacker.has(Condition.BLINDED)) out.add(new Advantage.Source("attacker blinded", false, "COND-BLINDED"));
        if (attacker.has(Condition.POISONED)) out.add(new Advantage.Source("attacker poisoned", false, "COND-POISONED"));
        if (Sight.fearInSight(battle, attacker)) {
            out.add(new Advantage.Source("attacker frightened, its fear in sight", false, "COND-FRIGHTENED"));
        }
        if (Exhaustion.attacksAndSavesAtDisadvantage(attacker.health.exhaustion)) {
            out.add(new Advantage.Source("attacker exhausted (" + attacker.health.exhaustion + ")", false, "HP-EXHAUSTION"));
        }
        // MOVE-SQUEEZE: standing squeezed, mid-move or at rest, it strikes cramped.
        if (attacker.squeezed()) out.add(new Advantage.Source("attacker squeezed", false, "MOVE-SQUEEZE"));
        if (attacker.has(Condition.INVISIBLE)) out.add(new Advantage.Source("attacker invisible", true, "COND-INVISIBLE"));
        if (attacker.has(Condition.HIDDEN)) out.add(new Advantage.Source("attacker unseen", true, "ATK-UNSEEN"));
    }

    private static void targetState(Battle battle, Creature attacker, Creature target, List<Advantage.Source> out) {
        int distance = attacker.distanceTo(target);
        if (target.has(Condition.PRONE)) {
            boolean close = distance <= 1;
            out.add(new Advantage.Source(close ? "target prone, within 1.5 m" : "target prone, beyond 1.5 m", close,
                    "COND-PRONE"));
        }
        if (target.has(Condition.RESTRAINED)) out.add(new Advantage.Source("target restrained", true, "COND-RESTRAINED"));
        if (target.has(Condition.BLINDED)) out.add(new Advantage.Source("target blinded", true, "COND-BLINDED"));
        if (target.has(Condition.INVISIBLE)) out.add(new Advantage.Source("target invisible", false, "COND-INVISIBLE"));
        if (target.has(Condition.HIDDEN)) out.add(new Advantage.Source("target unseen", false, "ATK-UNSEEN"));
        if (target.has(Condition.PARALYZED)) out.add(new Advantage.Source("target paralyzed", true, "COND-PARALYZED"));
        if (target.has(Condition.STUNNED)) out.add(new Advantage.Source("target stunned", true, "COND-STUNNED"));
        if (target.has(Condition.UNCONSCIOUS)) out.add(new Advantage.Source("target unconscious", true, "COND-UNCONSCIOUS"));
        if (target.has(Condition.PETRIFIED)) out.add(new Advantage.Source("target petrified", true, "COND-PETRIFIED"));
        if (target.squeezed()) out.add(new Advantage.Source("target squeezed", true, "MOVE-SQUEEZE"));
        if (dodging(target) && Sight.canSee(battle, target, attacker)) {
            out.add(new Advantage.Source("target dodging", false, "ACT-DODGE"));
        }
    }

    /**
     * Whether a Dodge taken now would hold (ACT-DODGE): the creature's conditions with dodging added, as
     * {@link #dodging} would read them.
     */
    public static boolean wouldDodge(Creature c) {
        EnumSet<Condition> set = c.conditions.copy();
        set.add(Condition.DODGING);
        return !c.health.out && ConditionEffects.dodgeActive(set, Exhaustion.speed(c.health.exhaustion, c.stats.speed));
    }

    /** ACT-DODGE holds while the dodger is neither incapacitated nor held at speed 0. */
    static boolean dodging(Creature c) {
        // Asked of every target: most are not dodging, and then the copy of its conditions is not needed.
        if (!c.has(Condition.DODGING)) return false;
        EnumSet<Condition> set = c.conditions.copy();
        return !c.health.out && ConditionEffects.dodgeActive(set, Exhaustion.speed(c.health.exhaustion, c.stats.speed));
    }

    /**
     * ATK-FLANK: an ally of the attacker that can act, within melee reach of the target, on the opposite side
     * of it. House rules only (plain 5e leaves flanking out).
     */
    private static void flank(Battle battle, Creature attacker, Creature target, List<Advantage.Source> out) {
        // Its side walked as alliesOf would, without making its list: every attack asks this.
        Roster side = battle.sideOf(attacker);
        for (int i = 0, n = side.size(); i < n; i++) {
            Creature ally = side.get(i);
            if (ally == attacker) continue;
            if (ally == target || !ally.canAct() || !ally.hostileTo(target)) continue;
            if (ally.distanceTo(target) > meleeReach(ally)) continue;
            if (Flanking.opposite(Sight.footprint(attacker), Sight.footprint(ally), Sight.footprint(target))) {
                out.add(new Advantage.Source("flanking with " + ally.id(), true, "ATK-FLANK"));
                return;
            }
        }
    }

    /** The longest melee reach a creature has with what it carries (at least its natural reach). */
    static int meleeReach(Creature c) {
        // The list keeps its longest melee reach until it changes (WeaponListTest): asked of every ally at
        // every melee attack, it walked the weapons each time.
        return Math.max(c.stats.reach, c.arsenal.weapons.longestMeleeReach());
    }

    private static void rangedSources(Battle battle, Creature attacker, Creature target, Weapon weapon,
                                      List<Advantage.Source> out) {
        int distance = attacker.distanceTo(target);
        if (distance > weapon.normalRange()) {
            out.add(new Advantage.Source("beyond normal range (" + distance + " > " + weapon.normalRange() + " squares)",
                    false, "ATK-RANGE"));
        }
        Creature enemy = enemyAtElbow(battle, attacker);
        if (enemy != null) {
            out.add(new Advantage.Source("enemy within 1.5 m (" + enemy.id() + ")", false, "ATK-RANGED-MELEE"));
        }
    }

    /**
     * ATK-RANGED-MELEE's enemy: the first, in scenario order, of those hostile to the attacker within 1.5 m
     * of it that can act and see it; null when none. Every shot of a big fight asks it: among many enemies
     * the few standing round the attacker are read from the map ({@link Battle#whereabouts}), the others
     * are never looked at; a square several share, or a map not read exactly, walks the roster.
     */
    static Creature enemyAtElbow(Battle battle, Creature attacker) {
        Roster hostile = battle.hostilesOf(attacker);
        if (hostile.size() > Whereabouts.WALK_AT_MOST) {
            Creature[] near = besideOnMap(battle, attacker);
            if (near != null) {
                for (Creature enemy : near) if (enemy.canAct() && Sight.canSee(battle, enemy, attacker)) return enemy;
                return null;
            }
        }
        // Walked as enemiesOf would, without making its list.
        for (int i = 0, n = hostile.size(); i < n; i++) {
            Creature enemy = hostile.get(i);
            if (enemy.distanceTo(attacker) <= 1 && enemy.canAct() && Sight.canSee(battle, enemy, attacker)) return enemy;
        }
        return null;
    }

    /**
     * The creatures hostile to the attacker standing within one square of it, in scenario order (their
     * places among the living), each once; null when a square there is shared or the map is not read exactly.
     */
    private static Creature[] besideOnMap(Battle battle, Creature attacker) {
        Whereabouts where = battle.whereabouts();
        if (!where.exact()) return null;
        int top = Math.max(0, attacker.body.y() - 1);
        int bottom = Math.min(where.height() - 1, attacker.body.y() + attacker.body.height());
        int left = Math.max(0, attacker.body.x() - 1);
        int right = Math.min(where.width() - 1, attacker.body.x() + attacker.body.width());
        int[] found = new int[(bottom - top + 1) * (right - left + 1)];
        int n = 0;
        for (int y = top; y <= bottom; y++) {
            for (int x = left; x <= right; x++) {
                int cell = where.cell(x, y);
                if (cell == Whereabouts.EMPTY) continue;
                if (cell < 0) return null;
                if (!where.only(cell).hostileTo(attacker)) continue;
                // Kept sorted as it goes, each once (a large enemy covers several of these squares): a cell
                // holds its creature's place among the living plus one, so its order is scenario order.
                int at = n;
                while (at > 0 && found[at - 1] > cell) at--;
                if (at > 0 && found[at - 1] == cell) continue;
                System.arraycopy(found, at, found, at + 1, n - at);
                found[at] = cell;
                n++;
            }
        }
        Creature[] out = new Creature[n];
        for (int k = 0; k < n; k++) out[k] = where.only(found[k]);
        return out;
    }

    /** COND-PARALYZED / COND-UNCONSCIOUS: a hit from within 1.5 m is a critical. */
    public static boolean autoCritical(Creature attacker, Creature target) {
        return (target.has(Condition.PARALYZED) || target.has(Condition.UNCONSCIOUS)) && attacker.distanceTo(target) <= 1;
    }
}
