package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The local terminal is set up by one process that runs stty twice, to the same settings as Lanterna's five
 * runs, and set back as Lanterna does.
 */
class TwoSttyTerminalTest {
    /** Records each process instead of starting it; the save answers with made-up settings. */
    private static final class Recorded extends TwoSttyTerminal {
        // No initialiser: Lanterna starts processes from its constructor, before one would run, and it would
        // wipe the list.
        private List<List<String>> runs;

        Recorded() throws IOException {
            super(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), StandardCharsets.UTF_8);
        }

        @Override
        protected String exec(String... command) {
            if (runs == null) runs = new ArrayList<>();
            runs.add(List.of(command));
            return command[command.length - 2].contains("-g") ? "500:5:bf:8a3b" : "";
        }
    }

    @Test
    @DisplayName("opening: one shell saves the settings, then sets raw one-byte reads, no echo and Ctrl-C as a key")
    void opening() throws Exception {
        Recorded terminal = new Recorded();
        try {
            assertEquals(List.of(List.of("/bin/sh", "-c", "\"$0\" -g && \"$0\" -icanon min 1 -echo intr undef", "/bin/stty")),
                    terminal.runs);
        } finally {
            terminal.close();
        }
    }

    @Test
    @DisplayName("closing: the saved settings back, then the interrupt key, as Lanterna does")
    void closing() throws Exception {
        Recorded terminal = new Recorded();
        terminal.runs.clear();
        terminal.close();
        assertEquals(List.of(List.of("/bin/stty", "500:5:bf:8a3b"), List.of("/bin/stty", "intr", "^C")), terminal.runs);
    }

    @Test
    @DisplayName("the shell runs the stty it is given, saving first, the raw settings after, and not after a failed save")
    void shellRunsSttyTwice(@TempDir Path dir) throws Exception {
        // A stand-in for stty, in a folder with a space in its name: it notes its arguments, and fails on -g
        // when told to.
        Path folder = Files.createDirectory(dir.resolve("fake bin"));
        Path log = dir.resolve("runs.txt");
        Path fake = folder.resolve("stty");
        Files.writeString(fake, "#!/bin/sh\necho \"$@\" >> '" + log + "'\n[ \"$1\" = -g ] && [ -f '" + dir.resolve("fail")
                + "' ] && exit 1\n[ \"$1\" = -g ] && echo 500:5:bf:8a3b\nexit 0\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwx------"));
        String saved = run(TwoSttyTerminal.saveThenRaw(fake.toString()));
        assertEquals("500:5:bf:8a3b\n", saved);
        assertEquals(List.of("-g", "-icanon min 1 -echo intr undef"), Files.readAllLines(log));
        Files.delete(log);
        Files.writeString(dir.resolve("fail"), "");
        run(TwoSttyTerminal.saveThenRaw(fake.toString()));
        assertEquals(List.of("-g"), Files.readAllLines(log), "no raw settings without saved ones to go back to");
    }

    private static String run(String[] command) throws Exception {
        Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return out;
    }
}
