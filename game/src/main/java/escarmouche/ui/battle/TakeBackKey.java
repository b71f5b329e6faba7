package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;

/**
 * The U key: takes back the hero's last move of the turn while nothing but its steps has happened since
 * (no die rolled, nothing revealed). It is an {@code undo} command like any other, kept in the fight's
 * recording, so a continued or replayed fight takes the move back too. When the move stands, the
 * screen says why and nothing is sent.
 */
final class TakeBackKey {
    static final char KEY = 'U';

    private TakeBackKey() {}

    static void press(BattlePage page) {
        String why = whyNot(page.fight(), page.me());
        if (why != null) {
            page.notice(page.terms().t("undo.cannot", why));
            return;
        }
        page.submit(new Command.Undo());
    }

    /** Why the hero's last move cannot be taken back, in the session's words with names, or null when it can. */
    static String whyNot(ScreenFight fight, Creature me) {
        String why = fight.game().services().movement.whyNoTakeBack(me);
        return why == null ? null : WhyNot.reason(fight, why);
    }
}
