package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.ui.log.PlayerWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * ACT-HIDE, SURP-CHECK: a foe that is hidden and not yet noticed is not on the player's screen (map, side
 * panel, pickers, look cursor); it appears once the engine reveals it (it attacks, fails to stay hidden, is
 * found by a search). The party's own hidden creatures stay visible, and so do the monsters the player leads
 * by hand (in a fight of one's own, or those of one's seat at a table): the player knows where they are.
 * The engine's previews know every creature; what they say of an unseen foe (the opportunity attack a
 * step would provoke, a burst that would catch it, a roll-off to disengage from it, the cover it gives) is
 * taken out before the screen says it, here or where the screen words it, and a reason that must name it
 * calls it "someone unseen": the blow then falls as a surprise, as it does at the table. The odds stay the
 * engine's: cover an unseen foe gives still counts.
 */
final class Unseen {
    private Unseen() {}

    /**
     * Whether the player must not see {@code c} now: hidden, and not the party's. Alone at the screen, a
     * monster the player leads by hand (a hot seat) is theirs to move, hidden or not; at a table, each seat
     * sees the hidden monsters it plays and no other's.
     */
    static boolean hidden(ScreenFight fight, Creature c) {
        return c != null && c.has(Condition.HIDDEN) && !sees(fight, c);
    }

    /**
     * Whether the player sees {@code c} even hidden: the party's, or a monster they lead (by hand alone, a
     * seat's own at a table). A creature not in the fight is no secret.
     */
    static boolean sees(ScreenFight fight, Creature c) {
        return c == null || ScreenFight.party(c) || (fight.atTable() ? fight.seatPlays(c) : c.side.playerControlled);
    }

    /** Whether a table's seat now sees a hidden monster because it plays it: what its other players must not. */
    static boolean seatSeesHidden(ScreenFight fight) {
        if (!fight.atTable()) return false;
        for (Creature c : fight.battle().creatures()) {
            if (c.has(Condition.HIDDEN) && !ScreenFight.party(c) && fight.seatPlays(c)) return true;
        }
        return false;
    }

    /** {@code c}'s name as the player may read it now: "someone unseen" for a foe they cannot see. */
    static String named(ScreenFight fight, Creature c) {
        return hidden(fight, c) ? fight.messages().text("battle.unseen.someone") : fight.name(c.id());
    }

    /** Whether the creature of this id is one the player must not see now. */
    static Predicate<String> ids(ScreenFight fight) {
        return id -> hidden(fight, fight.battle().find(id));
    }

    /** The fight's words with every unseen foe called "someone unseen", for what the odds say of them. */
    static PlayerWords words(ScreenFight fight) {
        Set<String> ids = new TreeSet<>();
        for (Creature c : fight.battle().creatures()) if (hidden(fight, c)) ids.add(c.id());
        return fight.words().calling(ids, fight.messages().text("battle.unseen.someone"));
    }

    /** The words of the battle screen's previews: unseen foes neither named nor said to be in the way. */
    static FightTerms terms(ScreenMessages m, ScreenFight fight) {
        return new FightTerms(m, words(fight), ids(fight));
    }

    /** The creatures of {@code all} the player may see, in the same order. */
    static List<Creature> shown(ScreenFight fight, List<Creature> all) {
        return seen(fight, all, c -> c);
    }

    /**
     * The items of {@code all} (a preview's blows, roll-offs, odds against each foe) whose creature, as
     * {@code who} finds it, the player may see, in the same order.
     */
    static <T> List<T> seen(ScreenFight fight, List<T> all, Function<T, Creature> who) {
        List<T> out = new ArrayList<>(all.size());
        for (T t : all) if (!hidden(fight, who.apply(t))) out.add(t);
        return out;
    }

    /** {@code p} without the blows of foes the player cannot see (null stays null). */
    static MovePreview seen(ScreenFight fight, MovePreview p) {
        if (p == null || !p.struck()) return p;
        Function<MovePreview.Threat, Creature> who = t -> fight.battle().find(t.reactor());
        return new MovePreview(p.path(), p.legal(), p.reason(), p.cost(), p.left(), p.terrainDc(), p.fallback(), p.check(),
                seen(fight, p.threats(), who), seen(fight, p.readied(), who));
    }

    /** {@code a} without the unseen foes it would catch: the burst's squares stay as they are. */
    static SpellPreviews.AreaOdds seen(ScreenFight fight, SpellPreviews.AreaOdds a) {
        List<SpellPreviews.TargetOdds> caught = seen(fight, a.caught(), SpellPreviews.TargetOdds::target);
        return caught.size() == a.caught().size() ? a : new SpellPreviews.AreaOdds(a.centre(), a.reason(), a.area(), caught);
    }
}
