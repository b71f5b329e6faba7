package escarmouche.ssh.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.random.RandomGenerator;
import org.apache.sshd.client.session.ClientSession;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Caps on connections, checked as they arrive, and the lines they leave in the server log. */
@Timeout(60)
class GateConnectionsTest {

    @Test
    @DisplayName("SSH-CAPS: the chance of refusing a not-logged-in connection rises in equal steps from start to full")
    void refusalChanceIsLinear() {
        Limits limits = GateServer.small().withUnauthenticated(3, 10);
        assertEquals(0.0, ConnectionCaps.refusalChance(limits, 0));
        assertEquals(0.0, ConnectionCaps.refusalChance(limits, 2));
        assertEquals(1 / 8.0, ConnectionCaps.refusalChance(limits, 3));
        assertEquals(4 / 8.0, ConnectionCaps.refusalChance(limits, 6));
        assertEquals(7 / 8.0, ConnectionCaps.refusalChance(limits, 9));
        assertEquals(1.0, ConnectionCaps.refusalChance(limits, 10));
        assertEquals(1.0, ConnectionCaps.refusalChance(limits, 500));
        Limits sharp = limits.withUnauthenticated(2, 2);
        assertEquals(0.0, ConnectionCaps.refusalChance(sharp, 1));
        assertEquals(1.0, ConnectionCaps.refusalChance(sharp, 2));
    }

    @Test
    @DisplayName("SSH-CAPS: total, then per address, then the unauthenticated draw decide")
    void admissionOrder() {
        Limits limits = new Limits(Duration.ofSeconds(30), 3, 2, 4, 5, 2, 10, Duration.ofMinutes(30));
        assertEquals(new ConnectionCaps.Refuse("total"), ConnectionCaps.admit(limits, new ConnectionCaps.Held(10, 0, 0), 0.99));
        assertEquals(new ConnectionCaps.Refuse("per-address"), ConnectionCaps.admit(limits, new ConnectionCaps.Held(9, 5, 0), 0.99));
        assertEquals(new ConnectionCaps.Refuse("unauthenticated"), ConnectionCaps.admit(limits, new ConnectionCaps.Held(4, 4, 4), 0.99));
        // 3 held from start 2 to full 4: refused with a draw under 2/3, let in above.
        assertEquals(new ConnectionCaps.Refuse("unauthenticated"), ConnectionCaps.admit(limits, new ConnectionCaps.Held(3, 3, 3), 0.6));
        assertInstanceOf(ConnectionCaps.Admit.class, ConnectionCaps.admit(limits, new ConnectionCaps.Held(3, 3, 3), 0.7));
        assertInstanceOf(ConnectionCaps.Admit.class, ConnectionCaps.admit(limits, new ConnectionCaps.Held(4, 4, 1), 0.0));
    }

    @Test
    @DisplayName("SSH-CAPS: an IPv6 client counts as its /64, an IPv4 client as its address")
    void addressKeys() {
        assertEquals("203.0.113.4", ConnectionCaps.addressKey(new InetSocketAddress("203.0.113.4", 5000)));
        assertEquals(ConnectionCaps.addressKey(new InetSocketAddress("2001:db8:1:2::1", 1)),
                ConnectionCaps.addressKey(new InetSocketAddress("2001:db8:1:2:ffff::9", 2)));
        assertTrue(!ConnectionCaps.addressKey(new InetSocketAddress("2001:db8:1:2::1", 1))
                .equals(ConnectionCaps.addressKey(new InetSocketAddress("2001:db8:1:3::1", 1))));
    }

    @Test
    @DisplayName("SSH-CAPS: beyond the per-address cap a connection is closed before the SSH handshake, and logged")
    void perAddressCap() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small().withPerAddress(2).withUnauthenticated(5, 5));
             Socket first = new Socket("127.0.0.1", gate.port());
             Socket second = new Socket("127.0.0.1", gate.port());
             Socket third = new Socket("127.0.0.1", gate.port())) {
            assertTrue(greeted(first));
            assertTrue(greeted(second));
            assertTrue(!greeted(third), "the third connection from one address was let in");
            assertEquals(1, gate.lines("limit").size(), () -> String.join("\n", gate.log));
            assertTrue(gate.lines("limit").get(0).matches("limit address=127\\.0\\.0\\.1:\\d+ limit=per-address hits=1"),
                    () -> String.join("\n", gate.log));
        }
    }

    @Test
    @DisplayName("SSH-CAPS: beyond the total cap every connection is refused")
    void totalCap() throws Exception {
        try (GateServer gate = new GateServer(new Limits(Duration.ofSeconds(20), 3, 5, 5, 5, 2, 3, Duration.ofMinutes(30)));
             Socket a = new Socket("127.0.0.1", gate.port());
             Socket b = new Socket("127.0.0.1", gate.port());
             Socket c = new Socket("127.0.0.1", gate.port());
             Socket d = new Socket("127.0.0.1", gate.port())) {
            assertTrue(greeted(a) && greeted(b) && greeted(c));
            assertTrue(!greeted(d), "a fourth connection was let in with a total of three");
            assertTrue(gate.lines("limit").get(0).contains("limit=total"), () -> String.join("\n", gate.log));
        }
    }

    @Test
    @DisplayName("SSH-CAPS: not-logged-in connections of one address are refused at random from start, always from full; logged-in ones do not count")
    void unauthenticatedAreRefusedAtRandom() throws Exception {
        // Start 1, full 3: with 1 held the chance is 1/3, with 2 held 2/3, with 3 held certain.
        Deque<Double> draws = new ArrayDeque<>(List.of(0.0, 0.0, 0.5, 0.5, 0.9, 0.99));
        RandomGenerator fixed = () -> Double.doubleToLongBits(0); // nextLong is not used
        RandomGenerator scripted = new RandomGenerator() {
            @Override
            public long nextLong() {
                return fixed.nextLong();
            }

            @Override
            public double nextDouble() {
                return draws.removeFirst();
            }
        };
        Limits limits = GateServer.small().withPerAddress(10).withUnauthenticated(1, 3);
        List<Socket> sockets = new ArrayList<>();
        try (GateServer gate = new GateServer(limits, scripted)) {
            try (ClientSession anne = gate.login("anne")) { // draw 0.0, nothing held: in
                List<Boolean> let = new ArrayList<>();
                for (int i = 0; i < 5; i++) {
                    Socket socket = new Socket("127.0.0.1", gate.port());
                    sockets.add(socket);
                    let.add(greeted(socket));
                }
                // held 0 (anne is logged in), 1 (0.5 >= 1/3), 2 (0.5 < 2/3), 2 (0.9 >= 2/3), 3 (full)
                assertEquals(List.of(true, true, false, true, false), let);
                assertTrue(anne.isAuthenticated());
            }
            // Two refusals, one line: the second waits for the address's next line, ten seconds on.
            assertEquals(1, gate.lines("limit").size(), () -> String.join("\n", gate.log));
            assertTrue(gate.lines("limit").get(0).endsWith("limit=unauthenticated hits=1"), gate.log::toString);
        } finally {
            for (Socket s : sockets) s.close();
        }
    }

    @Test
    @DisplayName("SSH-CAPS: counts go down as connections close: no leak after many opens and closes")
    void countsFollowCloses() throws Exception {
        try (GateServer gate = new GateServer(new Limits(Duration.ofSeconds(20), 3, 2, 2, 2, 2, 2, Duration.ofMinutes(30)))) {
            for (int round = 0; round < 25; round++) {
                try (Socket a = new Socket("127.0.0.1", gate.port()); Socket b = new Socket("127.0.0.1", gate.port())) {
                    assertTrue(greeted(a) && greeted(b), "round " + round + " was refused: " + gate.lines("limit"));
                }
                assertTrue(gate.waitForConnections(0), "connections still held after round " + round);
            }
            try (ClientSession anne = gate.login("anne"); ClientSession bert = gate.login("bert")) {
                assertTrue(anne.isAuthenticated() && bert.isAuthenticated());
            }
            assertTrue(gate.lines("limit").isEmpty(), () -> String.join("\n", gate.log));
            assertEquals(52, gate.lines("connect").size());
        }
    }

    @Test
    @DisplayName("SSH-LOG: every connection let in is logged with its address, its end with the player and duration")
    void connectAndDisconnectLines() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small())) {
            try (ClientSession anne = gate.login("anne")) {
                assertTrue(anne.isAuthenticated());
            }
            assertTrue(gate.waitForConnections(0));
            long deadline = System.nanoTime() + GateServer.WAIT.toNanos();
            while (gate.lines("disconnect").isEmpty() && System.nanoTime() < deadline) Thread.sleep(10);
            assertEquals(1, gate.lines("connect").size(), () -> String.join("\n", gate.log));
            assertTrue(gate.lines("connect").get(0).matches("connect address=127\\.0\\.0\\.1:\\d+"), gate.log::toString);
            assertTrue(gate.lines("disconnect").get(0).matches("disconnect address=127\\.0\\.0\\.1:\\d+ player=anne duration=\\d+s"),
                    gate.log::toString);
        }
    }

    @Test
    @DisplayName("SSH-LOG: limit lines are kept to one per address every ten seconds, with the count of hits")
    void limitLinesAreRateLimited() {
        List<String> lines = new ArrayList<>();
        MovingClock clock = new MovingClock();
        // The counts waiting for their quiet time to end are left to wait: this test writes nothing more after it.
        LimitLog log = new LimitLog((event, text) -> lines.add(event.word() + " " + text), clock, (delay, task) -> {});
        for (int i = 0; i < 1000; i++) log.hit("203.0.113.4", "address=203.0.113.4:" + i + " limit=per-address");
        log.hit("198.51.100.7", "address=198.51.100.7:1 limit=total");
        assertEquals(List.of("limit address=203.0.113.4:0 limit=per-address hits=1",
                "limit address=198.51.100.7:1 limit=total hits=1"), lines);
        clock.now = clock.now.plusSeconds(10);
        log.hit("203.0.113.4", "address=203.0.113.4:5 limit=per-address");
        assertEquals("limit address=203.0.113.4:5 limit=per-address hits=1000", lines.get(2));
        // A flood from many addresses: once the table is full, the rest share one line.
        for (int i = 0; i < 5000; i++) log.hit("10.0." + (i / 256) + "." + (i % 256), "address=10.0.0.0:1 limit=total");
        assertTrue(lines.size() <= 3 + LimitLog.ADDRESSES + 1, () -> lines.size() + " lines");
        assertTrue(lines.get(lines.size() - 1).startsWith("limit address=others limit=total"), lines.get(lines.size() - 1));
    }

    @Test
    @DisplayName("SSH-LOG: the hits a line left uncounted come out with their count once its ten seconds are over, even"
            + " when no hit follows; the server stopping writes those still counted")
    void countedHitsComeOutWhenTheQuietEnds() {
        List<String> lines = new ArrayList<>();
        MovingClock clock = new MovingClock();
        List<Duration> delays = new ArrayList<>();
        List<Runnable> tasks = new ArrayList<>();
        LimitLog log = new LimitLog((event, text) -> lines.add(event.word() + " " + text), clock, (delay, task) -> {
            delays.add(delay);
            tasks.add(task);
        });
        log.hit("203.0.113.4", "address=203.0.113.4:1 limit=per-address");
        assertEquals(List.of(), tasks, "nothing left to count");
        clock.now = clock.now.plusSeconds(3);
        for (int i = 2; i <= 5; i++) log.hit("203.0.113.4", "address=203.0.113.4:" + i + " limit=per-address");
        assertEquals(List.of("limit address=203.0.113.4:1 limit=per-address hits=1"), lines);
        assertEquals(List.of(Duration.ofSeconds(7)), delays, "one count waits for the end of the line's ten seconds");
        clock.now = clock.now.plusSeconds(7);
        tasks.get(0).run();
        assertEquals("limit address=203.0.113.4:5 limit=per-address hits=4", lines.get(1));
        // That line starts ten seconds of its own: a hit within them is counted, and comes out when they end.
        clock.now = clock.now.plusSeconds(1);
        log.hit("203.0.113.4", "address=203.0.113.4:6 limit=total");
        assertEquals(2, lines.size());
        assertEquals(Duration.ofSeconds(9), delays.get(1));
        // The server stops first: what is still counted is written then, and the late task finds nothing more.
        log.close();
        assertEquals("limit address=203.0.113.4:6 limit=total hits=1", lines.get(2));
        tasks.get(1).run();
        assertEquals(3, lines.size(), lines::toString);
    }

    /** True if the server sent its SSH identification; false if it closed the connection without a word. */
    private static boolean greeted(Socket socket) throws IOException {
        socket.setSoTimeout((int) GateServer.WAIT.toMillis());
        InputStream in = socket.getInputStream();
        byte[] start = new byte[4];
        int read = 0;
        try {
            while (read < 4) {
                int n = in.read(start, read, 4 - read);
                if (n < 0) return false;
                read += n;
            }
        } catch (SocketTimeoutException silent) {
            throw new AssertionError("the server neither greeted nor closed");
        } catch (IOException reset) {
            return false;
        }
        return new String(start, StandardCharsets.US_ASCII).equals("SSH-");
    }

    private static final class MovingClock extends Clock {
        Instant now = Instant.parse("2026-11-24T01:00:00Z");

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
