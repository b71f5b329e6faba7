package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Condition;

/**
 * Who sees whom, for the rules that ask (ATK-UNSEEN, ACT-DODGE, ATK-RANGED-MELEE, COND-FRIGHTENED): a
 * conscious, unblinded creature sees another unless it is invisible, hidden from its enemies, or behind
 * walls on every line (total cover, ATK-COVER). Light and special senses are not modelled yet.
 */
public final class Sight {
    private Sight() {}

    public static Footprint footprint(Creature c) {
        return c.space();
    }

    public static boolean canSee(Battle battle, Creature viewer, Creature seen) {
        return whyNot(battle, viewer, seen) == null;
    }

    /** COND-FRIGHTENED: whether the source of a frightened creature's fear is in its sight (no source: yes). */
    public static boolean fearInSight(Battle battle, Creature c) {
        if (!c.has(Condition.FRIGHTENED)) return false;
        String source = c.conditions.sources.get(Condition.FRIGHTENED);
        if (source == null) return true;
        Creature s = battle.find(source);
        return s != null && s.alive() && canSee(battle, c, s);
    }

    /**
     * Whether {@code viewer} would see {@code seen} if it were not hiding: what a search (ACT-SEARCH) or an
     * ambush's victims (SURP-RESIST) can hope to notice.
     */
    public static boolean couldSee(Battle battle, Creature viewer, Creature seen) {
        return whyNot(battle, viewer, seen, false) == null;
    }

    /** Why {@code viewer} cannot see {@code seen} (for the log), or null when it can. */
    public static String whyNot(Battle battle, Creature viewer, Creature seen) {
        return whyNot(battle, viewer, seen, true);
    }

    private static String whyNot(Battle battle, Creature viewer, Creature seen, boolean hidingCounts) {
        if (!viewer.alive() || viewer.has(Condition.UNCONSCIOUS) || viewer.has(Condition.PETRIFIED)) {
            return viewer.id() + " is not conscious";
        }
        if (viewer.has(Condition.BLINDED)) return viewer.id() + " is blinded";
        if (seen.has(Condition.INVISIBLE)) return seen.id() + " is invisible";
        if (hidingCounts && seen.has(Condition.HIDDEN) && viewer.hostileTo(seen)) return seen.id() + " is hidden";
        if (viewer != seen && !battle.cover(footprint(viewer), footprint(seen)).targetable()) {
            return "walls block the view";
        }
        return null;
    }
}
