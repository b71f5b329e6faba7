package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.lang.ScreenMessages;
import java.util.Objects;

/**
 * At a table, the line told to a seat whose creature was handed on while it gave its orders ("From now on Ysolde is
 * played by the AI, not from this screen."). It names who plays the creature as it is shown, which a later change
 * makes untrue: it holds while the turn and the move it was shown on last, the creature stays with that player and the
 * fight goes on; then the line above the log says whose move it is again, rather than a holder of the past.
 *
 * @param text     the line, as shown
 * @param creature the id of the creature handed on
 * @param holder   who plays it as the line was shown, as the seats' lines name them; null for the AI
 * @param turn     the turn it was shown on: the round and the creature whose turn it was
 * @param move     whose move it was then ({@link SharedFight#move()}), which a question or a hand-over changes mid-turn
 */
record HandedLine(String text, String creature, String holder, String turn, String move) {
    /** The line for {@code c}, as the table stands now. */
    static HandedLine of(Creature c, ScreenFight fight, SharedFight shared, ScreenMessages m) {
        String who = shared.playedBy(c);
        String text = m.text("table.handed", fight.name(c.id()), who == null ? m.text("table.who.ai") : who);
        return new HandedLine(text, c.id(), who, turn(fight), shared.move());
    }

    /**
     * The turn under way, told apart from the same creature's turn a round later, whose move reads the same
     * ("hero's move: bob.") when the others' turns went by on the AI, without a key of this seat's.
     */
    private static String turn(ScreenFight fight) {
        Creature active = fight.game().active();
        return fight.battle().round() + ":" + (active == null ? "" : active.id());
    }

    /**
     * Whether the line no longer holds: the fight is over, the turn or the move passed on, or the creature changed
     * hands again.
     */
    boolean stale(ScreenFight fight, SharedFight shared) {
        if (fight.game().over() || !turn.equals(turn(fight)) || !move.equals(shared.move())) return true;
        Creature c = fight.battle().find(creature);
        return c == null || !Objects.equals(holder, shared.playedBy(c));
    }
}
