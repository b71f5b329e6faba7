package escarmouche.engine.ai;

import static escarmouche.rules.core.Condition.FRIGHTENED;
import static escarmouche.rules.core.Condition.GRAPPLED;
import static escarmouche.rules.core.Condition.HIDDEN;
import static escarmouche.rules.core.Condition.PRONE;

import escarmouche.behaviour.ActionKind;
import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Possession;
import escarmouche.behaviour.SelfState;
import escarmouche.behaviour.TargetState;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.engine.combat.AttackCover;
import escarmouche.engine.combat.NetEscapes;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Fumble;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.core.Weapon;
import java.util.List;

/**
 * Decides whether a condition of the behaviour language holds for one candidate target. Conditions
 * about the creature or the fight ignore the candidate; "weakest" and "most-wounded" compare it with
 * the other candidates of the same pool.
 */
final class Judge {
    private Judge() {}

    static boolean holds(BehaviourCondition c, Situation s, Creature candidate, List<Creature> pool) {
        // Java 17: an instanceof chain over the sealed hierarchy.
        if (c instanceof BehaviourCondition.HpBelow h) return s.self.hp() * 100 < h.percent() * s.self.health.maxHp;
        if (c instanceof BehaviourCondition.EnemyWithin e) return enemyWithin(e.span(), s);
        if (c instanceof BehaviourCondition.TargetIs t) return target(t.state(), s, candidate, pool);
        if (c instanceof BehaviourCondition.SelfIs m) return self(m.state(), s);
        if (c instanceof BehaviourCondition.Has h) return has(h, s.self);
        if (c instanceof BehaviourCondition.Count n) {
            int count = n.side() == BehaviourCondition.Side.ALLIES ? s.allies().size() : s.enemies().size();
            return n.comparison().test(count);
        }
        if (c instanceof BehaviourCondition.RoundIs r) return r.comparison().test(s.battle.round());
        if (c instanceof BehaviourCondition.Happened h) return s.battle.log().firedAll(h.rules());
        if (c instanceof BehaviourCondition.Contested h) return s.battle.log().contestedAll(h.rules());
        if (c instanceof BehaviourCondition.OddsAbove o) return odds(o, s.self, s) > o.percent();
        if (c instanceof BehaviourCondition.Not n) return !holds(n.condition(), s, candidate, pool);
        if (c instanceof BehaviourCondition.Any a) {
            for (BehaviourCondition inner : a.conditions()) if (holds(inner, s, candidate, pool)) return true;
            return false;
        }
        throw new IllegalArgumentException("unknown condition " + c);
    }

    /** The chance of the rule's roll where the creature stands now, as the player's panels give it. */
    private static int odds(BehaviourCondition.OddsAbove o, Creature self, Situation s) {
        return o.action() == ActionKind.DRINK ? s.previews.spells().drinkPercent(self)
                : s.previews.spells().castPercent(self, o.spell());
    }

    private static boolean enemyWithin(BehaviourCondition.Span span, Situation s) {
        int limit = switch (span.kind()) {
            case REACH -> s.reach();
            case RANGE -> s.range();
            case SQUARES -> span.squares();
        };
        for (Creature e : s.enemies()) if (s.self.distanceTo(e) <= limit) return true;
        return false;
    }

    private static boolean target(TargetState state, Situation s, Creature c, List<Creature> pool) {
        Creature self = s.self;
        return switch (state) {
            case GRAPPLED -> c.has(GRAPPLED);
            case GRAPPLED_BY_ALLY -> c.has(GRAPPLED) && heldByAlly(s, c);
            case GRAPPLED_BY_ME -> c.has(GRAPPLED) && self.id().equals(c.conditions.sources.get(GRAPPLED));
            case PRONE -> c.has(PRONE);
            case UNCONSCIOUS -> !c.standing();
            case CASTER -> !c.resources.spells.isEmpty();
            case WEAKEST -> c.hp() == Targets.min(pool, Creature::hp);
            case MOST_WOUNDED -> Targets.share(c) == Targets.min(pool, Targets::share);
            case BLOODIED -> c.hp() * 2 < c.health.maxHp;
            case ALLY_ADJACENT -> allyNextTo(s, c);
            case IN_REACH -> self.distanceTo(c) <= s.reach();
            case IN_RANGE -> self.distanceTo(c) <= s.range();
            case VISIBLE -> s.sees(c);
            case EXPOSED -> AttackCover.between(s.battle, self, c) == Cover.Level.NONE;
            case LAST_ATTACKER -> c.id().equals(s.attackers.of(self.id()));
        };
    }

    private static boolean heldByAlly(Situation s, Creature c) {
        Creature holder = s.battle.find(c.conditions.sources.get(GRAPPLED));
        return holder != null && holder != s.self && holder.alive() && !holder.hostileTo(s.self);
    }

    /** An ally of the creature stands next to the candidate: a flanking partner (ATK-FLANK). */
    static boolean allyNextTo(Situation s, Creature c) {
        return s.allyNextTo(c);
    }

    private static boolean self(SelfState state, Situation s) {
        Creature self = s.self;
        return switch (state) {
            case GRAPPLED -> self.has(GRAPPLED);
            case GRAPPLING -> grappling(s);
            case PRONE -> self.has(PRONE);
            case FRIGHTENED -> self.has(FRIGHTENED);
            case ENGAGED -> s.engaged();
            case ACTED -> self.turn.actionUsed;
            case DROPPED_WEAPON -> droppedWeapon(s);
            case HIDDEN -> self.has(HIDDEN);
            case NETTED -> NetEscapes.caught(self);
        };
    }

    private static boolean grappling(Situation s) {
        for (Creature c : s.battle.living()) {
            if (c.alive() && c.has(GRAPPLED) && s.self.id().equals(c.conditions.sources.get(GRAPPLED))) return true;
        }
        return false;
    }

    /**
     * A weapon it dropped lies on the ground; or it has thrown its weapons away and fights bare-handed (or
     * with claws) while one it threw lies about. A creature still holding a weapon does not run after its
     * javelins.
     */
    private static boolean droppedWeapon(Situation s) {
        GroundItems ground = s.battle.ground();
        // Nothing on the ground, nothing it dropped or threw (the script asks every decision of every hero).
        if (ground.all().isEmpty()) return false;
        String me = s.self.id();
        // GRAP-START: a creature whose holds leave it no hand cannot take a weapon up.
        if (!Hands.handForAWeapon(s.self.stats.bearsShield(), s.battle.holding(s.self))) return false;
        if (ground.droppedBy(me) > 0) return true;
        if (ground.thrownBy(me) == 0) return false;
        for (Weapon w : s.self.arsenal.weapons) if (!Fumble.weaponless(w)) return false;
        return true;
    }

    private static boolean has(BehaviourCondition.Has h, Creature self) {
        Possession what = h.what();
        return switch (what) {
            // Loops rather than streams: asked in most decisions, and a stream costs the quick compiler dear.
            case RANGED_WEAPON -> anyShoots(self.arsenal.weapons);
            case MELEE_WEAPON -> anyStrikes(self.arsenal.weapons);
            case SPELL_SLOT -> anySlot(self.resources.slots);
            case POTION -> anyItem(h.items(), self);
        };
    }

    private static boolean anyShoots(List<Weapon> weapons) {
        for (int i = 0; i < weapons.size(); i++) if (weapons.get(i).canShoot()) return true;
        return false;
    }

    private static boolean anyStrikes(List<Weapon> weapons) {
        for (int i = 0; i < weapons.size(); i++) if (weapons.get(i).canMelee()) return true;
        return false;
    }

    private static boolean anySlot(List<Integer> slots) {
        for (int i = 0; i < slots.size(); i++) if (slots.get(i) > 0) return true;
        return false;
    }

    private static boolean anyItem(List<String> ids, Creature self) {
        for (int i = 0; i < ids.size(); i++) if (self.resources.items.getOrDefault(ids.get(i), 0) > 0) return true;
        return false;
    }
}
