package escarmouche.ssh.live;

import escarmouche.lang.ScreenMessages;

/**
 * The last words a session's player reads when the server ends the game (idle, taken over, the server
 * stopping), said in the session's own language: the end is decided on another thread, which does not
 * know it.
 */
@FunctionalInterface
public interface Farewell {
    String in(ScreenMessages m);
}
