package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.DodgeOdds;
import java.util.ArrayList;
import java.util.List;

/**
 * ACT-DODGE in the action menu, with its odds: how much less often the foes that can strike the creature
 * where they stand would hit it while it dodges. One foe is named; several are averaged. Foes that must move
 * first are not counted (where they would stop is theirs to choose), nor those in reach that may not attack it
 * at all (frightened under the house rules, charmed by it): with only those, no foe in reach would hit it less.
 */
final class DodgeWords {
    private DodgeWords() {}

    static String label(ScreenFight fight, Creature me, FightTerms w) {
        List<DodgeOdds> inReach = inReach(fight, me);
        if (inReach.isEmpty()) return w.messages().text("action.dodge");
        List<DodgeOdds> odds = striking(inReach);
        int now = 0;
        int dodging = 0;
        for (DodgeOdds o : odds) {
            now += o.nowPercent();
            dodging += o.dodgingPercent();
        }
        if (now == dodging) return w.messages().text("action.dodge.nothing");
        if (odds.size() == 1) {
            return w.messages().text("action.dodge.one", fight.name(odds.get(0).attacker()), now, dodging);
        }
        return w.messages().text("action.dodge.many", odds.size(), Math.round((float) now / odds.size()),
                Math.round((float) dodging / odds.size()));
    }

    /** Whether the Dodge would make some foe it sees in reach hit it less often: the label then gives odds. */
    static boolean helps(ScreenFight fight, Creature me) {
        for (DodgeOdds o : striking(inReach(fight, me))) if (o.dodgingPercent() < o.nowPercent()) return true;
        return false;
    }

    /** The foes in reach, as the player sees them: one it cannot see is not counted (ACT-HIDE), naming it would give it away. */
    private static List<DodgeOdds> inReach(ScreenFight fight, Creature me) {
        return Unseen.seen(fight, fight.game().previews().dodge(me), o -> fight.battle().find(o.attacker()));
    }

    private static List<DodgeOdds> striking(List<DodgeOdds> inReach) {
        List<DodgeOdds> odds = new ArrayList<>(inReach.size());
        for (DodgeOdds o : inReach) if (o.strikes()) odds.add(o);
        return odds;
    }
}
