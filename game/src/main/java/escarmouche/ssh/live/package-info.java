/**
 * The live sessions of one SSH server, in two parts. Watching: {@link escarmouche.ssh.live.Stage} keeps each
 * session's game under its player's name so that players can watch each other read-only
 * ({@link escarmouche.ssh.live.Seat}, {@link escarmouche.ssh.live.Spectator}). Sessions: how many each
 * player may hold, taking a game over from a new login, closing idle sessions, and going back into the
 * fight a session was cut off in ({@link escarmouche.ssh.live.Sessions}). One of each per server, nothing static.
 */
package escarmouche.ssh.live;
