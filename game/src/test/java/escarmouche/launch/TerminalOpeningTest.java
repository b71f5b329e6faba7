package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.content.load.ContentLocator;
import escarmouche.lang.Language;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local terminal opened ahead while the game reads its content, or when the game asks for it. */
class TerminalOpeningTest {
    /** A terminal in memory that counts how often it is closed. */
    private static final class CountedTerminal extends DefaultVirtualTerminal {
        final AtomicInteger closed = new AtomicInteger();

        CountedTerminal() {
            super(new TerminalSize(80, 24));
        }

        @Override
        public void close() {
            closed.incrementAndGet();
            super.close();
        }
    }

    @Test
    @DisplayName("An opening started ahead runs on a thread of its own; the game gets the terminal it opened")
    void aheadOpensOnItsOwnThread() throws Exception {
        CountedTerminal terminal = new CountedTerminal();
        AtomicReference<String> thread = new AtomicReference<>();
        CountDownLatch release = new CountDownLatch(1);
        TerminalOpening opening = new TerminalOpening(() -> {
            thread.set(Thread.currentThread().getName());
            assertTrue(release.await(10, TimeUnit.SECONDS));
            return terminal;
        }).ahead();
        release.countDown();
        assertSame(terminal, opening.terminal());
        assertSame(terminal, opening.terminal());
        assertEquals("escarmouche-terminal", thread.get());
        assertEquals(0, terminal.closed.get());
    }

    @Test
    @DisplayName("An opening that failed: the game reports it and ends with exit 2")
    void failedOpening() {
        TerminalOpening opening = new TerminalOpening(() -> {
            throw new IOException("not a terminal");
        }).ahead();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = LocalTerminal.run(new PrintStream(err, true, StandardCharsets.UTF_8), Language.EN, opening, () -> { },
                t -> { throw new AssertionError("no session without a terminal"); });
        assertEquals(2, code);
        assertEquals("escarmouche: no terminal to draw on (not a terminal): the game and replay need one of 80x24 or more;"
                + " ./play run and ./play simulate play fights without one, and ./play run FILE --text tells a fight as"
                + " the game's log does", err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    @DisplayName("Started with no terminal of its own (a service, setsid): said so, not the library's failed /bin/sh")
    void noControllingTerminal() {
        TerminalOpening opening = new TerminalOpening(() -> {
            throw new IOException("Cannot run program \"/bin/sh\": /dev/tty (No such device or address)");
        }).ahead();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = LocalTerminal.run(new PrintStream(err, true, StandardCharsets.UTF_8), Language.FR, opening, () -> { },
                t -> { throw new AssertionError("no session without a terminal"); });
        assertEquals(2, code);
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("(ce processus n'a pas de terminal à lui)"), said);
        assertFalse(said.contains("/bin/sh"), said);
    }

    @Test
    @DisplayName("TERM=dumb: the game and replay say the terminal cannot move its cursor, as the server does, and end"
            + " with exit 2 without opening it (nothing drawn), in English and in French")
    void cursorlessTerminalIsRefusedUnopened() {
        AtomicInteger opened = new AtomicInteger();
        TerminalOpening opening = TerminalOpening.local(Map.of("TERM", "dumb"), () -> {
            opened.incrementAndGet();
            return new CountedTerminal();
        });
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = LocalTerminal.run(new PrintStream(err, true, StandardCharsets.UTF_8), Language.EN, opening, () -> { },
                t -> { throw new AssertionError("no session on a terminal that cannot move its cursor"); });
        assertEquals(2, code);
        assertEquals(0, opened.get());
        assertEquals("escarmouche: the game and replay draw on a terminal that can move its cursor, and this one announces"
                + " TERM=dumb, which cannot: start it from a terminal such as xterm (or set TERM=xterm-256color); ./play run"
                + " and ./play simulate play fights without one, and ./play run FILE --text tells a fight as the game's log"
                + " does", err.toString(StandardCharsets.UTF_8).strip());
        ByteArrayOutputStream fr = new ByteArrayOutputStream();
        TerminalOpening started = TerminalOpening.local(Map.of("TERM", "dumb"), () -> {
            opened.incrementAndGet();
            return new CountedTerminal();
        }).ahead();
        assertEquals(2, LocalTerminal.run(new PrintStream(fr, true, StandardCharsets.UTF_8), Language.FR, started, () -> { },
                t -> { throw new AssertionError("no session on a terminal that cannot move its cursor"); }));
        assertEquals(0, opened.get());
        assertEquals("escarmouche\u00a0: le jeu et replay dessinent sur un terminal qui sait déplacer son curseur, et"
                + " celui-ci annonce TERM=dumb, qui ne le sait pas\u00a0: lancez-le depuis un terminal tel que xterm (ou avec"
                + " TERM=xterm-256color)\u00a0; ./play run et ./play simulate jouent des combats sans terminal, et ./play run"
                + " FICHIER --text raconte un combat comme le journal du jeu", fr.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    @DisplayName("Output piped to a file (or input from one): the game and replay say so and end with exit 2 without"
            + " opening the terminal, so no escape code lands in the file, in English and in French")
    void redirectedOutputIsRefusedUnopened() {
        AtomicInteger opened = new AtomicInteger();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        TerminalOpening opening = TerminalOpening.local(Map.of("TERM", "xterm-256color"), false, () -> {
            opened.incrementAndGet();
            return new CountedTerminal();
        });
        int code = LocalTerminal.run(new PrintStream(err, true, StandardCharsets.UTF_8), Language.EN, opening, () -> { },
                t -> { throw new AssertionError("no session when output goes to a file"); });
        assertEquals(2, code);
        assertEquals(0, opened.get());
        assertEquals("escarmouche: no terminal to draw on (standard input or output is not a terminal): the game and replay"
                + " need one of 80x24 or more; ./play run and ./play simulate play fights without one, and ./play run FILE"
                + " --text tells a fight as the game's log does", err.toString(StandardCharsets.UTF_8).strip());
        ByteArrayOutputStream fr = new ByteArrayOutputStream();
        TerminalOpening started = TerminalOpening.local(Map.of("TERM", "xterm-256color"), false, () -> {
            opened.incrementAndGet();
            return new CountedTerminal();
        }).ahead();
        assertEquals(2, LocalTerminal.run(new PrintStream(fr, true, StandardCharsets.UTF_8), Language.FR, started, () -> { },
                t -> { throw new AssertionError("no session when output goes to a file"); }));
        assertEquals(0, opened.get());
        String said = fr.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("(l'entrée ou la sortie standard n'est pas un terminal)"), said);
    }

    @Test
    @DisplayName("A terminal that can move its cursor (xterm, vt100), or no TERM at all, is opened and played on")
    void otherTerminalsAreOpened() {
        for (Map<String, String> env : List.of(Map.of("TERM", "xterm-256color"), Map.of("TERM", "vt100"), Map.<String, String>of())) {
            CountedTerminal terminal = new CountedTerminal();
            List<Terminal> seen = new ArrayList<>();
            int code = LocalTerminal.run(System.err, Language.EN, TerminalOpening.local(env, () -> terminal), () -> { },
                    seen::add);
            assertEquals(0, code, env.toString());
            assertEquals(List.of(terminal), seen, env.toString());
        }
    }

    @Test
    @DisplayName("The game plays on the opened terminal, which is closed once the session ends")
    void sessionRunsOnTheOpenedTerminal() {
        CountedTerminal terminal = new CountedTerminal();
        List<Terminal> seen = new ArrayList<>();
        int code = LocalTerminal.run(System.err, Language.EN, TerminalOpening.of(terminal), () -> { }, seen::add);
        assertEquals(0, code);
        assertEquals(List.of(terminal), seen);
        assertEquals(1, terminal.closed.get());
    }

    @Test
    @DisplayName("./play with broken content: the title screen, drawn while the content is read, is taken down and the"
            + " terminal given back before the problems are printed, exit 2")
    void brokenContentGivesTheTerminalBackFirst(@TempDir Path dir) throws IOException {
        Path content = brokenContent(dir);
        List<String> order = new ArrayList<>();
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24)) {
            @Override
            public void close() {
                order.add("terminal closed");
                super.close();
            }

            @Override
            public void flush() {
                super.flush();
                if (!order.contains("title drawn") && shows(this, "E S C A R M O U C H E")) order.add("title drawn");
            }
        };
        ByteArrayOutputStream printed = new ByteArrayOutputStream() {
            @Override
            public synchronized void write(byte[] b, int off, int len) {
                if (size() == 0) order.add("problems printed");
                super.write(b, off, len);
            }
        };
        int code = Launch.play(new PrintStream(printed, true, StandardCharsets.UTF_8), dir.resolve("saves"), Language.EN,
                new TerminalOpening(() -> terminal).ahead(), ContentLocator.at(content));
        assertEquals(2, code);
        assertEquals(List.of("title drawn", "terminal closed", "problems printed"), order);
        String err = printed.toString(StandardCharsets.UTF_8);
        assertTrue(err.contains("has problems") && err.contains("weapons.json"), err);
        assertTrue(Files.notExists(dir.resolve("saves")), "no saves folder made");
    }

    @Test
    @DisplayName("./play with broken content and no terminal opened ahead (output redirected): no terminal is opened,"
            + " the problems are printed, exit 2")
    void brokenContentOpensNoTerminalOnDemand(@TempDir Path dir) throws IOException {
        Path content = brokenContent(dir);
        AtomicInteger opened = new AtomicInteger();
        TerminalOpening onDemand = new TerminalOpening(() -> {
            opened.incrementAndGet();
            return new CountedTerminal();
        });
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int code = Launch.play(new PrintStream(printed, true, StandardCharsets.UTF_8), dir.resolve("saves"), Language.EN,
                onDemand, ContentLocator.at(content));
        assertEquals(2, code);
        assertEquals(0, opened.get());
        String err = printed.toString(StandardCharsets.UTF_8);
        assertTrue(err.contains("has problems") && err.contains("weapons.json"), err);
    }

    @Test
    @DisplayName("./play --lang fr with content of ten identical typos: the problems said in French and grouped as check"
            + " groups them (three, then one line for the seven more), exit 2")
    void contentProblemsInTheLanguageAndGrouped(@TempDir Path dir) throws IOException {
        Path content = dir.resolve("content");
        Path shipped = Files.isRegularFile(Path.of("..", "content", "weapons.json")) ? Path.of("..", "content") : Path.of("content");
        try (var files = Files.walk(shipped)) {
            for (Path p : files.sorted().toList()) {
                Path to = content.resolve(shipped.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        }
        Files.writeString(content.resolve("behaviors/typos.json"), "{\"description\": \"x\", \"rules\": ["
                + String.join(", ", java.util.Collections.nCopies(10, "{\"do\": \"shov\"}")) + "]}", StandardCharsets.UTF_8);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int code = Launch.play(new PrintStream(printed, true, StandardCharsets.UTF_8), dir.resolve("saves"), Language.FR,
                new TerminalOpening(CountedTerminal::new), ContentLocator.at(content));
        assertEquals(2, code);
        List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(5, lines.size(), String.join("\n", lines));
        assertEquals("escarmouche\u00a0: le contenu de " + content + " a des problèmes\u00a0:", lines.get(0));
        assertTrue(lines.get(1).startsWith(content.resolve("behaviors/typos.json") + ":1:39: $.rules[0].do")
                && lines.get(1).contains("trouvé le texte"), lines.get(1));
        assertEquals(content.resolve("behaviors/typos.json") + ": ... et 7 autres du même genre, de $.rules[3].do à"
                + " $.rules[9].do", lines.get(4));
    }

    /** Whether a line of the terminal's screen holds {@code text}. */
    private static boolean shows(DefaultVirtualTerminal terminal, String text) {
        TerminalSize size = terminal.getTerminalSize();
        for (int r = 0; r < size.getRows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < size.getColumns(); c++) line.append(terminal.getCharacter(c, r).getCharacter());
            if (line.toString().contains(text)) return true;
        }
        return false;
    }

    /** A content folder whose weapons.json is not JSON. */
    private static Path brokenContent(Path dir) throws IOException {
        Path content = Files.createDirectories(dir.resolve("content"));
        Files.writeString(content.resolve("weapons.json"), "{ not json", StandardCharsets.UTF_8);
        return content;
    }
}
