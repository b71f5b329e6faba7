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
 * OA-REACTION [HOUSE] in a command script of {@code ./play run} (an addition): the line after the one upon which a
 * foe provokes a creature of the party may answer the question, {@code !strike with=weapon} or {@code with=spell}
 * for a caster, {@code !strike}, {@code !let-go}; without such a line, every attack is taken as the game picks it.
 */
class StrikeWithScriptTest {
    private static Cli.Result run(Path tmp, String hero, String template, String dice, String script) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("runaway.json"), Runaway.scenario(hero, template, dice));
        Path commands = Files.writeString(tmp.resolve("runaway.commands"), script);
        return Cli.run("run", scenario.toString(), "--commands", commands.toString());
    }

    private static List<String> events(Cli.Result r, String type) {
        return r.out().lines().filter(l -> l.contains("\"type\":\"" + type + "\"")).toList();
    }

    @Test
    @DisplayName("OA-REACTION: the script line !strike with=weapon, after the end that lets the goblin run, has the wizard"
            + " strike with its quarterstaff")
    void OA_REACTION_scriptLineChoosesTheWeapon(@TempDir Path tmp) throws IOException {
        Cli.Result r = run(tmp, "mage", "wizard", "15, 4", "end\n\n# the goblin runs: the staff, not the bolt\n"
                + "!strike with=weapon   # a blow\nend\n");
        assertEquals(0, r.exit(), r.err());
        assertTrue(events(r, "cast").isEmpty(), r.out());
        assertTrue(events(r, "error").isEmpty(), r.out());
        List<String> attacks = events(r, "attack");
        assertEquals(1, attacks.size(), r.out());
        assertTrue(attacks.get(0).contains("\"weapon\":\"quarterstaff\""), attacks.get(0));
        assertTrue(attacks.get(0).contains("\"total\":19"), attacks.get(0));
        assertTrue(events(r, "damage").get(0).contains("\"final\":4,\"hp\":3"), events(r, "damage").get(0));
        // The second end is the wizard's second turn's, and the run stops on its third: the answer took no command's place.
        assertEquals(3, events(r, "turn").stream().filter(l -> l.contains("\"actor\":\"mage\"")).count(), r.out());
    }

    @Test
    @DisplayName("OA-REACTION: without an answer line the wizard casts, as before (CAST-OA's policy); with"
            + " !strike with=spell too; !let-go lets the goblin go")
    void OA_REACTION_noAnswerLineIsTodaysStrike(@TempDir Path tmp) throws IOException {
        Cli.Result plain = run(tmp, "mage", "wizard", "15, 14, 12, 5", "end\nend\n");
        assertEquals(0, plain.exit(), plain.err());
        assertTrue(events(plain, "cast").get(0).contains("\"spell\":\"fire-bolt\""), plain.out());
        assertTrue(events(plain, "damage").get(0).contains("\"final\":5,\"hp\":2"), plain.out());
        Cli.Result spell = run(tmp, "mage", "wizard", "15, 14, 12, 5", "end\n!strike with=spell\nend\n");
        assertEquals(plain.out(), spell.out());
        Cli.Result letGo = run(tmp, "mage", "wizard", "15, 14, 12, 5", "end\n!let-go\nend\n");
        assertTrue(events(letGo, "cast").isEmpty() && events(letGo, "attack").isEmpty(), letGo.out());
        assertTrue(letGo.out().contains("mage lets g1 go without striking"), letGo.out());
    }

    @Test
    @DisplayName("OA-REACTION: an answer where nothing is asked, or naming a spell a fighter lacks, is an error event;"
            + " the run goes on")
    void OA_REACTION_answersThatDoNotFit(@TempDir Path tmp) throws IOException {
        Cli.Result r = run(tmp, "aldric", "fighter", "15, 4", "!strike with=weapon\nend\n!strike with=spell\nend\n");
        assertEquals(0, r.exit(), r.err());
        List<String> errors = events(r, "error");
        assertEquals(2, errors.size(), r.out());
        assertTrue(errors.get(0).contains("\"command\":\"!strike with=weapon\",\"reason\":\"no opportunity attack waits"
                + " for an answer here\""), errors.get(0));
        assertTrue(errors.get(1).contains("\"reason\":\"aldric has no one-segment spell to cast at g1\""), errors.get(1));
        // The spell refused, the question is answered as a script's always is: the longsword.
        assertTrue(events(r, "attack").get(0).contains("\"weapon\":\"longsword\""), r.out());
        Path commands = tmp.resolve("runaway.commands");
        assertTrue(r.err().contains(commands + ":1: !strike with=weapon: no opportunity attack waits for an answer here\n"
                + "  " + commands + ":3: !strike with=spell: aldric has no one-segment spell to cast at g1\n"), r.err());
        Path scenario = tmp.resolve("runaway.json");
        Cli.Result fr = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", commands.toString());
        assertTrue(fr.err().contains(commands + ":1: !strike with=weapon\u00a0: aucune attaque d'opportunité"
                + " n'attend de réponse ici\n"), fr.err());
        assertTrue(fr.err().contains(commands + ":3: !strike with=spell\u00a0: aldric n'a aucun sort d'un segment"
                + " à lancer sur g1\n"), fr.err());
    }

    @Test
    @DisplayName("OA-REACTION: ./play check takes the answer lines of a script, and names an unknown option with its line")
    void OA_REACTION_checkKnowsTheAnswerLines(@TempDir Path tmp) throws IOException {
        Path good = Files.writeString(tmp.resolve("good.commands"), "end\n!strike with=weapon\n!let-go\n!strike\nend\n");
        Cli.Result ok = Cli.run("check", good.toString());
        assertEquals(0, ok.exit(), ok.err());
        Path bad = Files.writeString(tmp.resolve("bad.commands"), "end\n!strike with=staff\n");
        Cli.Result r = Cli.run("check", bad.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(bad + ":2:9: unknown answer '!strike with=staff' (expected !strike, !strike"
                + " with=weapon or !strike with=spell)"), r.err());
    }
}
