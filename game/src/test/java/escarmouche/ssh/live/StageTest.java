package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.watch.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The server's stage: bounded, never queueing frames, never locking one session behind another. */
@Timeout(60)
class StageTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("A slow watcher never has frames queued: its redraws are merged and it finds the newest frame")
    void latestFrameOnly() {
        Table table = new Table(data, 8);
        Table.Player anne = table.join("anne", 80, 24);
        Table.Player same = table.alone("same", 80, 24);
        Table.Player bert = table.join("bert", 80, 24);
        for (Table.Player p : new Table.Player[] {anne, same}) p.keys("n").enter().enter().keys("v");
        bert.keys("w").enter();
        assertTrue(bert.lastRow().startsWith(" Watching anne"), bert::lastRow);
        // Bert's session is busy: twenty frames of Anne's come while none of his redraws runs.
        for (int i = 0; i < 10; i++) {
            anne.pressOnly(KeyType.ArrowRight).pressOnly(KeyType.ArrowDown);
            same.pressOnly(KeyType.ArrowRight).pressOnly(KeyType.ArrowDown);
        }
        assertEquals(1, table.waiting(), "bert's redraws were queued, not merged");
        table.settle();
        assertEquals(same.aboveLastRow(), bert.aboveLastRow());
    }

    @Test
    @DisplayName("A change of what a game is doing wakes the sessions showing the list, not the title screens")
    void titleScreensSleepThroughOthersPlaying() {
        Table table = new Table(data, 8);
        table.join("anne", 80, 24);
        Table.Player bert = table.join("bert", 80, 24);
        table.join("carl", 80, 24);
        Table.Player dave = table.join("dave", 80, 24);
        bert.keys("w");
        assertTrue(bert.shows("title screen"), bert::screen);
        dave.typeOnly('n');
        assertEquals(1, table.waiting(), "only bert's list should be redrawn");
        table.settle();
        assertTrue(bert.shows("in the menus"), bert::screen);
        // A game that comes is counted on every title screen.
        table.join("emma", 80, 24);
        assertTrue(table.join("fred", 80, 24).shows("Watch a live game (5)"));
    }

    @Test
    @DisplayName("Each server has its own stage: a game on one is never listed on another")
    void onePerServer() {
        Table first = new Table(data.resolve("first"), 8);
        Table second = new Table(data.resolve("second"), 8);
        first.join("anne", 80, 24);
        Table.Player bert = second.join("bert", 80, 24);
        assertTrue(bert.shows("Watch a live game (0)"), bert::screen);
        assertTrue(first.join("carl", 80, 24).shows("Watch a live game (1)"));
    }

    @Test
    @DisplayName("A session that ends leaves the list, and what it watched stops counting it")
    void closedSeatsLeave() {
        Table table = new Table(data, 8);
        Table.Player anne = table.join("anne", 80, 24);
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("w").enter();
        assertEquals(List.of("bert"), anne.seat.watchers());
        // The connection drops: the shell closes the seat even if the game could not close its pages.
        bert.seat.close();
        table.settle();
        assertEquals(List.of(), anne.seat.watchers());
        assertEquals(List.of(), anne.seat.games());
        assertTrue(anne.shows("Watch a live game (0)"), anne::screen);
    }

    @Test
    @DisplayName("Sessions watching each other on their own threads never block one another")
    void noDeadlock() throws Exception {
        List<Thread> runners = new CopyOnWriteArrayList<>();
        Table table = new Table(data, 8, r -> {
            Thread t = new Thread(r, "stage-test-redraw");
            t.setDaemon(true);
            runners.add(t);
            t.start();
        });
        Table.Player anne = table.join("anne", 80, 24);
        Table.Player bert = table.join("bert", 100, 30);
        Table.Player carl = table.join("carl", 90, 26);
        anne.keys("n").enter().enter().keys("v");
        List<Thread> players = new ArrayList<>();
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        // Anne moves her cursor and now and then watches Bert; Bert watches Anne and resizes; Carl watches
        // Bert, then Anne, and back: every pair of locks is taken in both orders if anything takes two.
        players.add(player("anne", failures, i -> {
            anne.game.handle(new KeyStroke(i % 2 == 0 ? KeyType.ArrowRight : KeyType.ArrowLeft));
        }));
        players.add(player("bert", failures, i -> {
            if (i % 20 == 0) bert.game.handle(new KeyStroke('w', false, false));
            bert.game.handle(new KeyStroke(KeyType.Enter));
            if (i % 7 == 0) bert.terminal.setTerminalSize(new com.googlecode.lanterna.TerminalSize(100 + i % 3, 30));
            if (i % 20 == 19) bert.game.handle(new KeyStroke(KeyType.Escape));
        }));
        players.add(player("carl", failures, i -> {
            if (i % 10 == 0) carl.game.handle(new KeyStroke('w', false, false));
            carl.game.handle(new KeyStroke(i % 3 == 0 ? KeyType.ArrowDown : KeyType.ArrowUp));
            carl.game.handle(new KeyStroke(KeyType.Enter));
            carl.game.handle(new KeyStroke('q', false, false));
            if (i % 10 == 9) carl.game.handle(new KeyStroke(KeyType.Escape));
        }));
        for (Thread t : players) t.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        for (Thread t : players) t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        for (Thread t : players) assertFalse(t.isAlive(), () -> "a session is stuck:\n" + stacks());
        assertEquals(List.of(), failures);
        for (Thread t : runners) t.join(TimeUnit.SECONDS.toMillis(10));
        for (Thread t : runners) assertFalse(t.isAlive(), () -> "a redraw is stuck:\n" + stacks());
        anne.leave();
        bert.leave();
        carl.leave();
    }

    @Test
    @DisplayName("ServerLog WATCH: who watches whom, and when it stops")
    void logged() {
        List<String> lines = new CopyOnWriteArrayList<>();
        ServerLog log = (event, text) -> lines.add(event.word() + " " + text);
        Table table = new Table(data, 8);
        Stage stage = new Stage(log);
        Table.Player anne = table.alone("anne", 80, 24);
        Table.Player bert = table.alone("bert", 80, 24);
        Seat a = stage.enter("anne", anne.game);
        Seat b = stage.enter("bert", bert.game);
        assertEquals("anne", b.games().get(0).player());
        b.watch(b.games().get(0).id()).view().close();
        assertEquals(List.of("bert"), a.games().stream().map(g -> g.player()).toList());
        assertEquals(List.of("watch watcher=bert watched=anne", "watch watcher=bert watched=anne stopped"), lines);
    }

    private interface Round {
        void play(int i);
    }

    private static Thread player(String name, List<Throwable> failures, Round round) {
        return new Thread(() -> {
            try {
                for (int i = 0; i < 200; i++) round.play(i);
            } catch (Throwable e) {
                failures.add(e);
            }
        }, "stage-test-" + name);
    }

    private static String stacks() {
        StringBuilder sb = new StringBuilder();
        Thread.getAllStackTraces().forEach((t, trace) -> {
            if (!t.getName().startsWith("stage-test")) return;
            sb.append(t.getName()).append('\n');
            for (StackTraceElement e : trace) sb.append("  ").append(e).append('\n');
        });
        return sb.toString();
    }
}
