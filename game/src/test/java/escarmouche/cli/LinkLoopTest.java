package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A link that loops is said to loop, not to lead to a missing file, in check, run and a folder, in English and French. */
class LinkLoopTest {
    @TempDir
    Path tmp;

    @Test
    @DisplayName("check and run say a link to itself loops; a link to a missing file is still said so")
    void namedFiles() throws IOException {
        Path self = Files.createSymbolicLink(tmp.resolve("self.json"), Path.of("self.json"));
        Cli.Result check = Cli.run("check", self.toString());
        assertEquals(2, check.exit(), check.err());
        assertTrue(check.err().contains(self + ": a link that loops (it leads back to itself, never to a file)"), check.err());
        Cli.Result run = Cli.run("run", self.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().startsWith(self + ": a link that loops (it leads back to itself, never to a file); expected a "),
                run.err());
        Cli.Result fr = Cli.run("run", self.toString(), "--lang", "fr");
        assertTrue(fr.err().startsWith(self + ": un lien qui boucle (il ramène à lui-même, jamais à un fichier)\u00a0;"
                + " attendu\u00a0: "), fr.err());
        Path gone = Files.createSymbolicLink(tmp.resolve("gone.json"), Path.of("nowhere.json"));
        assertTrue(Cli.run("check", gone.toString()).err().contains(gone + ": a link to a missing file"));
    }

    @Test
    @DisplayName("in a folder, two links to each other are skipped as a link that loops")
    void inAFolder() throws IOException {
        Path folder = Files.createDirectories(tmp.resolve("mine"));
        Files.copy(Path.of("src/test/resources/recordings/duel-won.jsonl"), folder.resolve("duel-won.jsonl"));
        Path a = Files.createSymbolicLink(folder.resolve("a.json"), Path.of("b.json"));
        Files.createSymbolicLink(folder.resolve("b.json"), Path.of("a.json"));
        Cli.Result r = Cli.run("check", folder.toString());
        assertTrue(r.err().contains("warning: " + a + ": skipped, a link that loops (it leads back to itself, never to a"
                + " file)"), r.err());
    }
}
