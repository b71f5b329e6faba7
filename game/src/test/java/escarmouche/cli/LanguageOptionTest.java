package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code --lang} on {@code ./play} and {@code ./play serve}. */
class LanguageOptionTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("./play --lang de: a clear message naming the languages, exit 2, no stack trace")
    void anUnknownLanguageIsRefused() {
        Cli.Result r = Cli.run("--lang", "de");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("'de' is not a language of the game; the languages are en, fr"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    @DisplayName("./play serve --lang xx is refused the same way; --lang fr is the default of the server's players")
    void theServersDefault() {
        Cli.Result r = Cli.run("serve", "--lang", "xx", "--data", dir.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("'xx' is not a language of the game"), r.err());
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--lang", "FR", "--data", dir.toString());
        assertEquals(Language.FR, serve.config(System.err).orElseThrow().language());
        ServeCommand plain = new ServeCommand();
        new CommandLine(plain).parseArgs("--data", dir.toString());
        assertEquals(Language.EN, plain.config(System.err).orElseThrow().language());
    }

    @Test
    @DisplayName("./play --lang fr is read as French (the game itself then opens on a terminal)")
    void theOptionIsRead() {
        PlayCommand play = new PlayCommand();
        new CommandLine(play).parseArgs("--lang", "fr");
        assertEquals(Language.FR, play.lang);
    }
}
