package escarmouche.ui.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Watching a live game, on virtual terminals driven key by key. */
class WatchPageTest {
    @TempDir
    Path data;

    private Table.Player inFight(Table.Player p) {
        p.keys("n").enter().enter();
        assertTrue(p.shows("▶"), () -> "no fight on screen:\n" + p.screen());
        return p;
    }

    @Test
    @DisplayName("The title screen offers watching on a server only, with the number of live games")
    void titleEntry() {
        Table table = new Table(data, 8);
        Table.Player local = table.alone("solo", 80, 24);
        assertFalse(local.shows("Watch a live game"), local::screen);
        Table.Player anne = table.join("anne", 80, 24);
        assertTrue(anne.shows("w  Watch a live game (0)"), anne::screen);
        table.join("bert", 80, 24);
        // Anne's title screen counts Bert's game without a key: the list of games woke it.
        assertTrue(anne.shows("w  Watch a live game (1)"), anne::screen);
    }

    @Test
    @DisplayName("A watcher sees the watched fight drawn for its own terminal size; the player sees who watches")
    void watchAtOwnSize() {
        Table table = new Table(data, 8);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 120, 40);
        bert.keys("w");
        assertTrue(bert.shows("Watch a live game"), bert::screen);
        assertTrue(bert.shows("anne"), bert::screen);
        assertTrue(bert.shows("Ambush in the crypt, round 1"), bert::screen);
        bert.enter();
        // The same fight, same seed and keys, on a 120x40 terminal of its own: what Bert must see.
        Table.Player same = inFight(table.alone("same", 120, 40));
        assertEquals(same.aboveLastRow(), bert.aboveLastRow());
        assertTrue(bert.lastRow().startsWith(" Watching anne · Ambush in the crypt, round 1 · "), bert::lastRow);
        assertTrue(bert.lastRow().contains("q/Esc: back to the list"), bert::lastRow);
        assertTrue(anne.lastRow().endsWith(" watched by bert "), anne::lastRow);
        assertTrue(table.log.contains("watch watcher=bert watched=anne"), table.log::toString);
    }

    @Test
    @DisplayName("In French at 80x24: the list of live games, what each is doing, the watching bar and the word when the game ends")
    void inFrench() {
        Table table = new Table(data, 8);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("l");
        assertTrue(bert.shows("w  Regarder une partie en cours (1)"), bert::screen);
        bert.keys("w");
        assertTrue(bert.shows(" Regarder une partie en cours"), bert::screen);
        assertTrue(bert.shows("  Joueur"), bert::screen);
        assertTrue(bert.shows("Activité"), bert::screen);
        assertTrue(bert.shows("Regardé par"), bert::screen);
        // The encounter by its French name, though anne plays it in English.
        assertTrue(bert.shows("Embuscade dans la crypte, round 1"), bert::screen);
        assertFalse(bert.shows("…"), bert::screen);
        assertTrue(bert.lastRow().contains("↑↓ choix  Entrée regarder  q/Échap retour"), bert::lastRow);
        bert.enter();
        assertTrue(bert.lastRow().startsWith(" Vous regardez anne · Embuscade dans la crypte, round 1 · "), bert::lastRow);
        assertTrue(bert.lastRow().contains("q/Échap\u00a0: retour"), bert::lastRow);
        assertFalse(bert.lastRow().contains("…"), bert::lastRow);
        anne.leave();
        assertTrue(bert.shows("anne a quitté la partie."), bert::screen);
        assertTrue(bert.shows("Personne d'autre ne joue sur ce serveur"), bert::screen);
        assertFalse(bert.shows("!watch."), bert::screen);
    }

    @Test
    @DisplayName("The watcher's view follows the watched game, and the watcher's keys never reach it")
    void readOnly() {
        Table table = new Table(data, 8);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player same = inFight(table.alone("same", 100, 30));
        Table.Player bert = table.join("bert", 100, 30);
        bert.keys("w").enter();
        assertEquals(same.aboveLastRow(), bert.aboveLastRow());
        String before = anne.screen();
        // Keys that would step, attack, end the turn or open menus in the fight.
        bert.keys("lmaeh ?").enter().press(KeyType.ArrowRight).press(KeyType.Tab);
        assertEquals(before, anne.screen());
        assertTrue(bert.lastRow().startsWith(" Watching anne"), bert::lastRow);
        // Anne steps to the right: Bert's screen follows without a key of his own.
        anne.press(KeyType.ArrowRight);
        same.press(KeyType.ArrowRight);
        assertFalse(before.equals(anne.screen()), "the step changed nothing on anne's screen");
        assertEquals(same.aboveLastRow(), bert.aboveLastRow());
    }

    @Test
    @DisplayName("The watched player's mark is in their own words, and the key hint it would cut short goes with it")
    void markInTheWatchedPlayersWords() {
        Table table = new Table(data, 8);
        Table.Player anne = table.join("anne", 80, 24);
        anne.keys("l");
        inFight(anne);
        String hints = anne.lastRow();
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("w").enter();
        String marked = anne.lastRow();
        assertTrue(marked.endsWith(" public\u00a0: bert "), marked);
        assertFalse(marked.contains("watched"), marked);
        // What is left of the hints is whole: it ends where a hint of the unmarked row ends.
        String kept = marked.substring(0, marked.lastIndexOf(" public")).stripTrailing();
        assertTrue(hints.startsWith(kept) && hints.substring(kept.length()).startsWith("  "),
                "a hint cut short: [" + kept + "] of [" + hints + "]");
    }

    @Test
    @DisplayName("A watcher's resize brings a frame drawn for the new size")
    void watcherResizes() {
        Table table = new Table(data, 8);
        inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("w").enter();
        bert.resize(132, 43);
        Table.Player same = inFight(table.alone("same", 132, 43));
        assertEquals(same.aboveLastRow(), bert.aboveLastRow());
    }

    @Test
    @DisplayName("q leaves the watched game for the list, and the player's mark goes away; q again goes home")
    void leaveWithQ() {
        Table table = new Table(data, 8);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("w").enter();
        assertTrue(anne.lastRow().contains("watched by bert"), anne::lastRow);
        bert.keys("q");
        assertTrue(bert.shows("Watch a live game"), bert::screen);
        assertFalse(anne.lastRow().contains("watched by"), anne::lastRow);
        assertTrue(table.log.contains("watch watcher=bert watched=anne stopped"), table.log::toString);
        bert.press(KeyType.Escape);
        assertTrue(bert.shows("E S C A R M O U C H E"), bert::screen);
    }

    @Test
    @DisplayName("A watched game that ends says who left and brings the list back")
    void watchedPlayerLeaves() {
        Table table = new Table(data, 8);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("w").enter();
        anne.leave();
        assertTrue(bert.shows("anne left."), bert::screen);
        assertTrue(bert.shows("Nobody else is playing on this server right now."), bert::screen);
    }

    @Test
    @DisplayName("A watcher that goes away is no longer counted by the watched game")
    void watcherLeaves() {
        Table table = new Table(data, 8);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        Table.Player gm = table.join("gm", 80, 24);
        bert.keys("w").enter();
        gm.keys("w").enter(); // anne comes first in the list
        assertTrue(gm.lastRow().startsWith(" Watching anne"), gm::lastRow);
        assertTrue(anne.lastRow().contains("watched by bert, gm"), anne::lastRow);
        bert.leave();
        assertTrue(anne.lastRow().contains("watched by gm"), anne::lastRow);
        assertFalse(anne.lastRow().contains("bert"), anne::lastRow);
    }

    @Test
    @DisplayName("Watching someone who watches shows that, never a frame within a frame")
    void watcherOfAWatcher() {
        Table table = new Table(data, 8);
        inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        Table.Player carl = table.join("carl", 80, 24);
        bert.keys("w").enter();
        carl.keys("w");
        assertTrue(carl.shows("watching anne"), carl::screen);
        carl.keys("j").enter(); // anne, then bert
        assertTrue(carl.shows("bert is watching someone."), carl::screen);
    }

    @Test
    @DisplayName("A game that ends, or fills up, between the list and Enter is refused in the watcher's words")
    void refusedInTheWatchersWords() {
        Table table = new Table(data, 1);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        Table.Player carl = table.join("carl", 80, 24);
        bert.keys("l").keys("w");
        carl.keys("w");
        // Carl takes the one place before Bert's list is redrawn: Bert still sees anne's game open.
        carl.pressOnly(KeyType.Enter);
        bert.pressOnly(KeyType.Enter);
        table.settle();
        assertTrue(bert.shows("anne a déjà autant de spectateurs qu'une partie peut en avoir."), bert::screen);
        carl.keys("q");
        table.settle();
        // Anne's session ends before Bert's list hears of it.
        anne.game.close();
        anne.seat.close();
        bert.pressOnly(KeyType.Enter);
        table.settle();
        assertTrue(bert.shows("La partie d'anne est terminée."), bert::screen);
        assertFalse(bert.shows("no longer"), bert::screen);
    }

    @Test
    @DisplayName("A game with as many watchers as allowed is listed as full and cannot be joined")
    void full() {
        Table table = new Table(data, 1);
        Table.Player anne = inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        Table.Player carl = table.join("carl", 80, 24);
        bert.keys("w").enter();
        carl.keys("w");
        assertTrue(carl.shows("full (1)"), carl::screen);
        carl.enter();
        assertTrue(carl.shows("anne already has as many watchers as a game may have."), carl::screen);
        assertTrue(carl.shows("Watch a live game"), carl::screen);
        assertTrue(anne.lastRow().contains("watched by bert "), anne::lastRow);
    }

    @Test
    @DisplayName("Frames drawn for watchers do not move the watched player's own view")
    void watchersDoNotMoveThePlayersView() {
        Table table = new Table(data, 8);
        Table.Player anne = table.join("anne", 80, 24);
        Table.Player same = table.alone("same", 80, 24);
        // The keys help, scrolled down: a watcher with a taller terminal needs no scrolling at all.
        for (Table.Player p : new Table.Player[] {anne, same}) {
            p.keys("k");
            for (int i = 0; i < 12; i++) p.press(KeyType.ArrowDown);
        }
        assertEquals(same.aboveLastRow(), anne.aboveLastRow());
        Table.Player bert = table.join("bert", 200, 100);
        bert.keys("w").enter();
        assertTrue(bert.shows("Keys"), bert::screen);
        anne.press(KeyType.ArrowDown);
        same.press(KeyType.ArrowDown);
        assertEquals(same.aboveLastRow(), anne.aboveLastRow());
    }

    @Test
    @DisplayName("A watcher's frames, drawn at its size, do not scroll the watched player's map")
    void watchersDoNotScrollThePlayersMap() {
        Table table = new Table(data, 8);
        Table.Player anne = table.join("anne", 80, 24);
        Table.Player same = table.alone("same", 80, 24);
        Table.Player bert = table.join("bert", 200, 60);
        // The biggest map (26x13, the last encounter) scrolls on 80x24 and fits whole on 200x60.
        for (Table.Player p : new Table.Player[] {anne, same}) p.keys("n").press(KeyType.End).enter().enter().keys("v");
        assertTrue(anne.shows("Zoid rampage"), anne::screen);
        bert.keys("w").enter();
        assertTrue(bert.lastRow().startsWith(" Watching anne"), bert::lastRow);
        // The look cursor goes to the far right, then a little back: the view scrolls, then stays.
        for (KeyType k : new KeyType[] {KeyType.ArrowRight, KeyType.ArrowDown}) {
            for (int i = 0; i < 25; i++) {
                anne.press(k);
                same.press(k);
            }
        }
        for (int i = 0; i < 6; i++) {
            anne.press(KeyType.ArrowLeft).press(KeyType.ArrowUp);
            same.press(KeyType.ArrowLeft).press(KeyType.ArrowUp);
        }
        assertEquals(same.aboveLastRow(), anne.aboveLastRow());
    }
}
