package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A grapple or shove as {@code ./play run --text} tells it, in English and in French: won without a roll
 * against an incapacitated creature, the loser named as the reason; refused for an ability the rule does not
 * allow, in the rule's name.
 */
class ContestWordsTest {
    @TempDir
    Path tmp;

    /** Two fighters beside two incapacitated goblins: F1 shoves Goblin 1 (Dex first), F2 grapples Goblin 2. */
    private List<String> log(String language) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("duo.json"), """
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
                 "combatants": [
                  {"id": "f1", "template": "fighter", "at": [1, 1]},
                  {"id": "f2", "template": "fighter", "at": [1, 2]},
                  {"id": "g1", "template": "goblin", "at": [2, 1], "control": "player", "conditions": ["incapacitated"]},
                  {"id": "g2", "template": "goblin", "at": [2, 2], "control": "player", "conditions": ["incapacitated"]}],
                 "initiative": ["f1", "f2", "g1", "g2"]}
                """);
        Path commands = Files.writeString(tmp.resolve("duo.commands"),
                "shove g1 prone ability=dex\nshove g1 push\nend\ngrapple g2 ability=con\ngrapple g2\nend\n");
        Cli.Result r = Cli.run("--lang", language, "run", scenario.toString(), "--commands", commands.toString(), "--text");
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().toList();
    }

    /** The log's line that starts with {@code start}. */
    private static String starting(List<String> log, String start) {
        return log.stream().filter(l -> l.startsWith(start)).findFirst().orElseThrow(() -> new AssertionError(start + " in " + log));
    }

    @Test
    @DisplayName("SHOVE, GRAP-START: won without a roll against an incapacitated target, the line names the loser by"
            + " its name, in the bundle's words (no engine English, no id)")
    void SHOVE_automaticWinSaidByName() throws IOException {
        List<String> en = log("en");
        assertEquals("Shove away: F1 wins without a roll (Goblin 1 is incapacitated)  [SHOVE COND-INCAPACITATED]",
                starting(en, "Shove away"));
        assertEquals("Grapple: F2 wins without a roll (Goblin 2 is incapacitated)  [GRAP-START COND-INCAPACITATED]",
                starting(en, "Grapple:"));
        List<String> fr = log("fr");
        assertEquals("Bousculer pour repousser\u00a0: F1 l'emporte sans jet (Gobelin 1 est hors d'état d'agir)"
                + "  [SHOVE COND-INCAPACITATED]", starting(fr, "Bousculer"));
        assertEquals("Lutte\u00a0: F2 l'emporte sans jet (Gobelin 2 est hors d'état d'agir)  [GRAP-START COND-INCAPACITATED]",
                starting(fr, "Lutte"));
    }

    @Test
    @DisplayName("SHOVE: ability=dex is refused in SHOVE's name (the shover's check is Str alone), said in French with"
            + " its one allowed value; a grapple's ability other than Str or Dex names GRAP-START")
    void SHOVE_dexRefusedInTheRulesName() throws IOException {
        List<String> en = log("en");
        assertEquals("Cannot shove Goblin 1: ability=dex: expected str.  [SHOVE]", en.get(2));
        assertEquals("Cannot grapple Goblin 2: ability=con: expected str or dex.  [GRAP-START]",
                starting(en, "Cannot grapple"));
        List<String> fr = log("fr");
        assertEquals("Impossible de pousser Gobelin 1\u00a0: ability=dex\u00a0: attendu str.  [SHOVE]", fr.get(2));
        assertEquals("Impossible d'engager la lutte avec Gobelin 2\u00a0: ability=con\u00a0: attendu str ou dex.  [GRAP-START]",
                starting(fr, "Impossible d'engager"));
    }
}
