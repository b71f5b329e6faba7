/**
 * The game served over SSH: an embedded Apache MINA SSHD server where every connection gets its own
 * {@link escarmouche.ui.TerminalGame} on its own Lanterna terminal over the channel's streams.
 */
package escarmouche.ssh;
