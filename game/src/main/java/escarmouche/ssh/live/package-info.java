/**
 * The live sessions of one SSH server. {@link escarmouche.ssh.live.Stage} keeps each session's game under
 * its player's name so that players can watch each other read-only ({@link escarmouche.ssh.live.Seat},
 * {@link escarmouche.ssh.live.Spectator}); one stage per server, nothing static.
 */
package escarmouche.ssh.live;
