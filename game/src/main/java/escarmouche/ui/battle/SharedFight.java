package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.dice.ForcedDice;
import java.util.Optional;

/**
 * A fight shared by several screens (a table on a server): one game and one turn loop, each screen a view
 * that commands only the creatures its seat holds. Every read and every change of the game is made under
 * {@link #lock()}; the battle screen takes it for each key and each drawing.
 */
public interface SharedFight {
    /** The table's one lock: the game, its log and the seats are read and changed under it only. */
    Object lock();

    /** Whether this screen gives the creature's orders now (its seat holds it, and it is played by hand). */
    boolean mine(Creature c);

    /**
     * Whether this screen played the creature in the fight: its seat was given it as the fight started, or a command
     * or an answer of the creature came from it ({@link #moved}). The side the end is told from ({@link Standpoint}),
     * which a hand-over to the AI before the end does not change, nor a hand-over that only passed through this seat.
     */
    default boolean played(Creature c) {
        return mine(c);
    }

    /**
     * This screen changed the fight by a command or an answer of {@code by}, a creature it gives the orders of: the
     * seat counts as having played it ({@link #played}), the loop plays on and every screen redraws.
     */
    void moved(Creature by);

    /**
     * Why the table closed, in this screen's words ("the game master did not come back"), or null while it is open:
     * once closed, nothing more is played here, and the screen says so rather than offer moves, a table to join again
     * or one to stay at.
     */
    default String closed() {
        return null;
    }

    /**
     * What stopped the table's fight, in this screen's words, when a forced die of its encounter came up for a die it
     * does not fit ("…forced.json:4:25: $.dice[4]: the forced die 8 came up for a d6…"), or null while none did: every
     * seat then says it on a page of its own, as a fight alone does.
     */
    default String misfit() {
        return null;
    }

    /**
     * This screen's own command or answer met a forced die that does not fit: the table's fight stops for every seat
     * ({@link #misfit}), its recording marked stopped.
     */
    default void stopped(ForcedDice.ForcedDieOutOfRange die) {}

    /** One line for this screen: whose move it is, and who is at the table. */
    String status();

    /** Whose move it is, alone (the start of {@link #status()}); empty when nobody's. */
    String move();

    /**
     * Who commands the creature now, as the seats' lines name them ("anne"), or null when the AI plays it: said to a
     * seat whose creature was handed on while it was giving its orders.
     */
    default String playedBy(Creature c) {
        return null;
    }

    /**
     * How long the table waits for this screen's player once they leave a fight under way, in minutes,
     * before it closes: the game master's grace; 0 for a player, whose leaving closes nothing.
     */
    default int graceMinutes() {
        return 0;
    }

    /**
     * Whether this screen's player is the only one at the table now: leaving closes it at once, grace or not.
     */
    default boolean alone() {
        return false;
    }

    /** Where this screen's player finds the fight once it is over. */
    enum Keeping {
        /** The recording is in this player's saves already: the game master's. */
        HELD,
        /** A copy goes into this player's saves when they leave, if they have room ({@code FightSaves.full}). */
        COPIED,
        /** The table's fight was not recorded: nobody gets it. */
        NOT_RECORDED
    }

    /**
     * Why the table's recording could not be started, for the screen of the player in whose saves it would
     * be (the game master's); null when it was, or for anyone else.
     */
    default String notSaved() {
        return null;
    }

    /** Why the table's recording lags behind the fight, for the same screen; empty when it keeps up. */
    default Optional<String> trouble() {
        return Optional.empty();
    }

    /**
     * Where the table wrote the fight's report for this screen's player, or why it could not: the game master's,
     * beside the recording (a player's goes beside their copy, made as they leave); null when none was written.
     */
    default String report() {
        return null;
    }

    /**
     * Whether this screen is the table's game master's: the referee, whose end names the winner plainly rather
     * than as a victory or a defeat of whichever creatures they happened to hold.
     */
    default boolean gameMaster() {
        return false;
    }

    /** Where this screen's player will find the fight (asked when the fight is over). */
    default Keeping keeping() {
        return Keeping.COPIED;
    }
}
