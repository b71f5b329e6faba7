package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Condition;

/**
 * Who sees whom, for the rules that ask (ATK-UNSEEN, ACT-DODGE, ATK-RANGED-MELEE, COND-FRIGHTENED): a
 * conscious, unblinded creature sees another unless it is invisible, hidden from its enemies, or the walls
 * close the view both ways (ATK-COVER). Light and special senses are not modelled yet.
 *
 * <p>Cover is the attacker's view, after the DMG's corner method: from a Large creature's corners a small
 * one may be behind total cover while it sees the big one from its own square. Sight is the same both
 * ways: two creatures see each other when either one's view of the other is not total cover. Whether one
 * can aim at the other (an attack, a reaction's blow, a spell) is still its own view: {@link #canSeeAndAim}.
 */
public final class Sight {
    private Sight() {}

    public static Footprint footprint(Creature c) {
        return c.space();
    }

    public static boolean canSee(Battle battle, Creature viewer, Creature seen) {
        return whyNot(battle, viewer, seen) == null;
    }

    /**
     * Whether {@code viewer} sees {@code seen} and has a view of it clear enough to aim at it (not total cover
     * from its own side, ATK-COVER): what a blow needs that the rules start without a command, an opportunity
     * attack or a readied one, which would otherwise be refused as an attack behind total cover.
     */
    public static boolean canSeeAndAim(Battle battle, Creature viewer, Creature seen) {
        // A view clear from its own side is a view either way: one cover question, not the two of sight and then
        // this one again (the move's reactors ask it at every step).
        return unseenApartFromWalls(viewer, seen, true) == null
                && (viewer == seen || battle.cover(footprint(viewer), footprint(seen)).targetable());
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
        String why = unseenApartFromWalls(viewer, seen, hidingCounts);
        if (why != null) return why;
        if (viewer != seen && !clearEitherWay(battle, footprint(viewer), footprint(seen))) return "walls block the view";
        return null;
    }

    /** Why {@code viewer} cannot see {@code seen} whatever the walls (its state, the other's), or null. */
    private static String unseenApartFromWalls(Creature viewer, Creature seen, boolean hidingCounts) {
        if (!viewer.alive() || viewer.has(Condition.UNCONSCIOUS) || viewer.has(Condition.PETRIFIED)) {
            return viewer.id() + " is not conscious";
        }
        if (viewer.has(Condition.BLINDED)) return viewer.id() + " is blinded";
        if (seen.has(Condition.INVISIBLE)) return seen.id() + " is invisible";
        if (hidingCounts && seen.has(Condition.HIDDEN) && viewer.hostileTo(seen)) return seen.id() + " is hidden";
        return null;
    }

    /**
     * Whether the walls leave a view between two spaces: one of the two not behind total cover from the other.
     * The corner method looks from the attacker's points to the target's squares, and from a big space to a
     * small one it may find every line blocked where the small one's view back is clear.
     */
    private static boolean clearEitherWay(Battle battle, Footprint one, Footprint other) {
        return battle.cover(one, other).targetable() || battle.cover(other, one).targetable();
    }
}
