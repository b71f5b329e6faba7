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
 * Two French lines of {@code ./play run --text} that were left half in English or out of agreement: the purpose of
 * a prone creature's terrain check when it crawls (MOVE-PRONE, MOVE-DIFFICULT), and the refusal once every thrown
 * dagger is gone (TURN-OBJECT), whose weapon is feminine in French ("dague") where the sentence said "tous ses".
 */
class CrawlAndThrownFrenchTextTest {
    private static List<String> lines(Path tmp, String scenario, String commands, String start) throws IOException {
        Path s = Files.writeString(tmp.resolve("s.json"), scenario);
        Path c = Files.writeString(tmp.resolve("s.commands"), commands);
        Cli.Result r = Cli.run("run", s.toString(), "--text", "--lang", "fr", "--commands", c.toString());
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> l.startsWith(start)).toList();
    }

    @Test
    @DisplayName("MOVE-PRONE: the check of a crawl through difficult terrain says what it is for in French")
    void MOVE_PRONE_crawlCheckPurposeInFrench(@TempDir Path tmp) throws Exception {
        String scenario = """
                {"format":1,"name":"crawl","map":{"rows":["######","#.,..#","######"]},
                 "combatants":[{"id":"f","template":"fighter","at":[1,1],"conditions":["prone"]},
                  {"id":"g","template":"goblin","at":[4,1],"control":"player"}],
                 "initiative":["f","g"],"dice":[12,3]}""";
        assertEquals(List.of("F, test de For (ramper en terrain difficile)\u00a0: d20 12, 3 (avantage, on garde le"
                        + " meilleur) +3 For = 15 contre DD 10\u00a0: réussite  [MOVE-PRONE MOVE-DIFFICULT]"),
                lines(tmp, scenario, "crawl 2,1\nend\n", "F, test"));
    }

    @Test
    @DisplayName("TURN-OBJECT: every dagger thrown, the French refusal agrees with the weapon, whatever its gender")
    void TURN_OBJECT_everyDaggerThrownInFrench(@TempDir Path tmp) throws Exception {
        String scenario = """
                {"format":1,"name":"daggers","map":{"rows":["########","#......#","########"]},
                 "combatants":[{"id":"f","template":"fighter","at":[1,1],"weapons":["dagger","longsword"]},
                  {"id":"g","template":"goblin","at":[5,1],"control":"player","hp":40}],
                 "initiative":["f","g"],"dice":[2,2]}""";
        assertEquals(List.of("Impossible d'attaquer Gobelin\u00a0: F a lancé toutes ses armes «\u00a0dague\u00a0»\u00a0:"
                        + " ramassez-en une pour vous en resservir (ramasser est une interaction avec un objet\u00a0:"
                        + " TURN-OBJECT).  [TURN-OBJECT]"),
                lines(tmp, scenario, "attack g weapon=dagger\nend\nend\nattack g weapon=dagger\nend\n",
                        "Impossible d'attaquer"));
    }
}
