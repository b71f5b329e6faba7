package escarmouche.ssh.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class ServerLogFileTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-24T01:00:00.123456Z"), ZoneOffset.UTC);

    @TempDir
    Path data;

    @Test
    @DisplayName("A log line is the UTC time, the event's word and its text")
    void aLineReadsTimeEventText() throws Exception {
        ServerLogFile log = ServerLogFile.open(data.resolve("logs"), CLOCK);
        log.write(LogEvent.LOGIN, "address=203.0.113.4:51234 player=anne method=publickey");
        log.write(LogEvent.LOGIN_FAILED, "address=203.0.113.4:51234 player=bert method=password");
        assertEquals(List.of("2026-11-24T01:00:00Z login address=203.0.113.4:51234 player=anne method=publickey",
                "2026-11-24T01:00:00Z login-failed address=203.0.113.4:51234 player=bert method=password"),
                Files.readAllLines(log.file()));
    }

    @Test
    @DisplayName("The log is 0600 in a 0700 folder; files and a folder left open by an earlier version are made private")
    void theLogIsPrivate() throws Exception {
        Path logs = data.resolve("logs");
        ServerLogFile log = ServerLogFile.open(logs, CLOCK);
        log.write(LogEvent.START, "address=127.0.0.1:2222");
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(logs)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(log.file())));
        Files.setPosixFilePermissions(logs, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(log.file(), PosixFilePermissions.fromString("rw-r--r--"));
        ServerLogFile.open(logs, CLOCK);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(logs)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(log.file())));
    }

    @Test
    @DisplayName("Past the cap server.log becomes server.log.1, older ones move up, and only the kept number of files stay")
    void theLogRotatesAtItsCap() throws Exception {
        Path logs = data.resolve("logs");
        // Each line is 21 (time) + 8 ("connect ") + 10 + 1 = 40 bytes; a cap of 100 holds two lines per file.
        ServerLogFile log = ServerLogFile.open(logs, CLOCK, 100, 3);
        for (int i = 0; i < 9; i++) log.write(LogEvent.CONNECT, "number=%03d".formatted(i).substring(0, 10));
        assertEquals(List.of("server.log", "server.log.1", "server.log.2"), names(logs));
        assertEquals(List.of("2026-11-24T01:00:00Z connect number=008"), Files.readAllLines(log.file()));
        assertEquals(List.of("2026-11-24T01:00:00Z connect number=006", "2026-11-24T01:00:00Z connect number=007"),
                Files.readAllLines(log.older(1)));
        assertEquals(List.of("2026-11-24T01:00:00Z connect number=004", "2026-11-24T01:00:00Z connect number=005"),
                Files.readAllLines(log.older(2)));
        for (String name : names(logs)) {
            Path file = logs.resolve(name);
            assertTrue(Files.size(file) <= 100, name + " is " + Files.size(file) + " bytes");
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)), name);
        }
    }

    @Test
    @DisplayName("Text a client sent cannot break a line or reach the terminal: control characters become ?, long text is cut")
    void clientTextStaysOnOneLine() throws Exception {
        ServerLogFile log = ServerLogFile.open(data.resolve("logs"), CLOCK);
        log.write(LogEvent.LOGIN_FAILED, "player=eve\n2026-11-24T01:00:00Z login player=admin\r\u001b[2J\u0085\u2028");
        log.write(LogEvent.CONNECT, "x".repeat(100_000));
        log.write(null, null);
        List<String> lines = Files.readAllLines(log.file(), StandardCharsets.UTF_8);
        assertEquals(3, lines.size(), lines.toString());
        assertEquals("2026-11-24T01:00:00Z login-failed player=eve?2026-11-24T01:00:00Z login player=admin??[2J??", lines.get(0));
        assertTrue(lines.get(1).length() < ServerLogFile.MAX_TEXT + 40 && lines.get(1).endsWith("x ..."), lines.get(1));
        assertEquals("2026-11-24T01:00:00Z - -", lines.get(2));
    }

    @Test
    @DisplayName("A log that cannot be written (its folder gone, a folder in the file's place) never throws")
    void aLogThatCannotBeWrittenNeverThrows() throws Exception {
        Path logs = data.resolve("logs");
        ServerLogFile log = ServerLogFile.open(logs, CLOCK);
        Files.delete(log.file());
        Files.createDirectory(log.file());
        log.write(LogEvent.ERROR, "nowhere to go");
        assertTrue(Files.isDirectory(log.file()));
    }

    @Test
    @Timeout(30)
    @DisplayName("Lines written from many threads at once are whole and none is lost, across rotations")
    void concurrentLinesStayWhole() throws Exception {
        Path logs = data.resolve("logs");
        ServerLogFile log = ServerLogFile.open(logs, CLOCK, 4096, 50);
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            int id = t;
            Thread thread = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 200; i++) log.write(LogEvent.CONNECT, "thread=" + id + " n=" + i);
            });
            threads.add(thread);
            thread.start();
        }
        go.countDown();
        for (Thread thread : threads) thread.join();
        List<String> all = new ArrayList<>();
        for (String name : names(logs)) all.addAll(Files.readAllLines(logs.resolve(name)));
        assertEquals(8 * 200, all.size());
        assertTrue(all.stream().allMatch(l -> l.matches("2026-11-24T01:00:00Z connect thread=\\d n=\\d+")),
                () -> all.stream().filter(l -> !l.matches("2026-11-24T01:00:00Z connect thread=\\d n=\\d+")).findFirst().orElse(""));
        assertFalse(names(logs).contains("server.log.50"));
    }

    private static List<String> names(Path dir) throws Exception {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
