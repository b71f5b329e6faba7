/**
 * Watching another player's game on the same server, read-only: the list of live games and the watched
 * screen, drawn for the watcher's own terminal. Frames come through the {@link escarmouche.ui.page.LiveGames}
 * port; no key of the watcher ever reaches the watched game.
 */
package escarmouche.ui.watch;
