/**
 * The life of players' sessions on the server: how many each player may hold, taking a game over from a
 * new login, closing idle sessions, and going back into the fight a session was cut off in.
 */
package escarmouche.ssh.live;
