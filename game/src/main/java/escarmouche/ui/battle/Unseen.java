package escarmouche.ui.battle;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.engine.preview.MovePreview;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.ui.log.PlayerWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * ACT-HIDE, SURP-CHECK: a foe that is hidden and not yet noticed is not on the player's screen (map, side
 * panel, pickers, look cursor); it appears once the engine reveals it (it attacks, fails to stay hidden, is
 * found by a search). The party's own hidden creatures stay visible: the player knows where they are.
 * The engine's previews know every creature; what they say of an unseen foe (the opportunity attack a
 * step would provoke, a burst that would catch it, a roll-off to disengage from it, the cover it gives) is
 * taken out before the screen says it, here or where the screen words it, and a reason that must name it
 * calls it "someone unseen": the blow then falls as a surprise, as it does at the table. The odds stay the
 * engine's: cover an unseen foe gives still counts.
 */
final class Unseen {
    private Unseen() {}

    /** Whether the player must not see {@code c} now. */
    static boolean hidden(Creature c) {
        return c != null && c.has(Condition.HIDDEN) && !ScreenFight.party(c);
    }

    /** Whether the creature of this id is one the player must not see now. */
    static Predicate<String> ids(Battle battle) {
        return id -> hidden(battle.find(id));
    }

    /** The fight's words with every unseen foe called "someone unseen", for what the odds say of them. */
    static PlayerWords words(ScreenFight fight) {
        Set<String> ids = new TreeSet<>();
        for (Creature c : fight.battle().creatures()) if (hidden(c)) ids.add(c.id());
        return fight.words().calling(ids, fight.messages().text("battle.unseen.someone"));
    }

    /** The words of the battle screen's previews: unseen foes neither named nor said to be in the way. */
    static FightTerms terms(ScreenMessages m, ScreenFight fight) {
        return new FightTerms(m, words(fight), ids(fight.battle()));
    }

    /** The creatures of {@code all} the player may see, in the same order. */
    static List<Creature> shown(List<Creature> all) {
        List<Creature> out = new ArrayList<>();
        for (Creature c : all) if (!hidden(c)) out.add(c);
        return out;
    }

    /** {@code p} without the blows of foes the player cannot see (null stays null). */
    static MovePreview seen(MovePreview p, Battle battle) {
        if (p == null || !p.struck()) return p;
        return new MovePreview(p.path(), p.legal(), p.reason(), p.cost(), p.left(), p.terrainDc(), p.fallback(), p.check(),
                seen(p.threats(), battle), seen(p.readied(), battle));
    }

    private static List<MovePreview.Threat> seen(List<MovePreview.Threat> threats, Battle battle) {
        List<MovePreview.Threat> out = new ArrayList<>();
        for (MovePreview.Threat t : threats) if (!hidden(battle.find(t.reactor()))) out.add(t);
        return out;
    }

    /** {@code a} without the unseen foes it would catch: the burst's squares stay as they are. */
    static SpellPreviews.AreaOdds seen(SpellPreviews.AreaOdds a) {
        List<SpellPreviews.TargetOdds> caught = new ArrayList<>();
        for (SpellPreviews.TargetOdds t : a.caught()) if (!hidden(t.target())) caught.add(t);
        return caught.size() == a.caught().size() ? a : new SpellPreviews.AreaOdds(a.centre(), a.reason(), a.area(), caught);
    }

    /** The roll-offs of {@code odds} against foes the player can see. */
    static List<ContestPreview> seenContests(List<ContestPreview> odds, Battle battle) {
        List<ContestPreview> out = new ArrayList<>();
        for (ContestPreview p : odds) if (!hidden(battle.find(p.against()))) out.add(p);
        return out;
    }
}
