package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.engine.battle.Creature;
import escarmouche.ui.term.Keys;

/**
 * The H key: hands the creature whose turn it is to the other controller, by hand or AI. On a creature
 * played by hand, its behaviour takes over at once (the rest of the turn included); pressed while the AI
 * plays a turn (between two of its moves), the creature is the player's from that move on. The switch is a
 * player input like a command ({@code Game.control}): the fight's recording keeps it, and a replay makes it
 * at the same moment.
 */
final class ControlKey {
    static final char KEY = 'H';

    private ControlKey() {}

    /** On the player's turn: the active creature goes to the AI, which plays on. */
    static void press(BattlePage page) {
        Creature c = page.me();
        if (c == null || page.saveFull()) return;
        String why = page.fight().game().control(c.id(), false);
        boolean feminine = page.fight().words().feminine(c.id());
        boolean hero = page.fight().words().person(c.id());
        page.notice(why != null ? page.terms().tf("control.cannot.give", feminine, why)
                : page.terms().tp("control.to.ai", feminine, hero, page.fight().name(c.id())));
    }

    /**
     * A key pressed while the AI plays: H takes the active creature by hand; true when the key was used so,
     * false for any other key (which skips ahead as before).
     */
    static boolean duringPause(BattlePage page, KeyStroke key) {
        if (key == null || Keys.ch(key) != KEY) return false;
        Creature c = page.me();
        if (c == null || page.saveFull()) return true;
        String why = page.fight().game().control(c.id(), true);
        boolean feminine = page.fight().words().feminine(c.id());
        boolean hero = page.fight().words().person(c.id());
        page.notice(why != null ? page.terms().tf("control.cannot.take", feminine, why)
                : page.terms().tp("control.by.hand", feminine, hero, page.fight().name(c.id())));
        return true;
    }

    /** Whether nobody is played by hand: the fight is watched, both sides on the AI. */
    static boolean watching(ScreenFight fight) {
        for (Creature c : fight.battle().creatures()) if (c.alive() && fight.game().byHand(c)) return false;
        return true;
    }
}
