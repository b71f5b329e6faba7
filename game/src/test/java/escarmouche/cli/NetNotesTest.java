package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * COND-RESTRAINED told by {@code ./play run --text}: a goblin restrained from the start and netted too gets out of
 * the net and is still restrained, which the log says; and a script's refused lines about the net are noted in the
 * run's language, the net named as the log names it ("filet"), the escape refused for what it is (no grapple, no net).
 */
class NetNotesTest {
    private static final char NB = '\u00a0';
    /** The goblin acts first, restrained from the start; the hero's net hits (18); the goblin's Str check 18 succeeds. */
    private static final String SCENARIO = """
            {"format": 1, "name": "start restrained",
             "map": {"rows": ["##########", "#........#", "#........#", "#........#", "##########"]},
             "combatants": [
              {"id": "hero", "template": "fighter", "at": [2, 2], "weapons": ["net", "longsword"]},
              {"id": "gob", "template": "goblin", "at": [3, 2], "control": "player", "hp": 40, "conditions": ["restrained"]}
             ],
             "initiative": ["gob", "hero"], "dice": [18, 18], "seed": 5}
            """;
    private static final String SCRIPT = "escape\npickup net\nend\nattack gob weapon=net\nend\nescape\nend\n";

    private static Cli.Result run(Path tmp, String language) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("net.json"), SCENARIO);
        Path script = Files.writeString(tmp.resolve("net.commands"), SCRIPT);
        return Cli.run("run", scenario.toString(), "--text", "--lang", language, "--commands", script.toString());
    }

    private static List<String> notes(Cli.Result r) {
        return r.err().lines().filter(l -> l.contains("net.commands:")).map(l -> l.substring(l.indexOf("net.commands:"))).toList();
    }

    @Test
    @DisplayName("COND-RESTRAINED: out of the net but restrained from the start, said in English; the script's refused lines too")
    void COND_RESTRAINED_outOfTheNetStillRestrainedInEnglish(@TempDir Path tmp) throws IOException {
        Cli.Result r = run(tmp, "en");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Goblin Str check (escape the net): d20 18 -1 Str = 17 vs DC 10: success  [COND-RESTRAINED]\n"
                + "Goblin is out of the net, but still restrained: it has been since the fight began  [COND-RESTRAINED]\n"),
                r.out());
        assertEquals(List.of("net.commands:1: escape: gob is not grappled or netted",
                "net.commands:2: pickup net: no net lying in gob's space"), notes(r), r.err());
    }

    @Test
    @DisplayName("COND-RESTRAINED: in French, out of the net but still restrained; the script's notes name the net"
            + " 'filet' and refuse the escape for no grapple and no net")
    void COND_RESTRAINED_outOfTheNetStillRestrainedInFrench(@TempDir Path tmp) throws IOException {
        Cli.Result r = run(tmp, "fr");
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("net.commands:1: escape\u00a0: ni lutte ni filet sur gob",
                "net.commands:2: pickup net\u00a0: pas de filet au sol sur la case de gob"), notes(r), r.err());
        assertTrue(r.out().contains("Gobelin est sorti du filet, mais reste entravé" + NB
                + ": il l'est depuis le début du combat  [COND-RESTRAINED]\n"), r.out());
    }
}
