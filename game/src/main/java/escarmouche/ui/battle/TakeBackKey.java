package escarmouche.ui.battle;

import escarmouche.command.Command;

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
        String why = page.fight().game().services().movement.whyNoTakeBack(page.me());
        if (why != null) {
            page.notice(page.terms().t("undo.cannot", why.replace(page.me().id(), page.fight().name(page.me().id()))));
            return;
        }
        page.submit(new Command.Undo());
    }
}
