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
        assertTrue(r.err().contains(bad + ":2:9: unknown answer '!strike with=staff' (expected " + ANSWERS + ")"), r.err());
    }

    /** The answers a script may write, as an unknown one's message lists them. */
    private static final String ANSWERS = "!strike, !strike with=weapon, !strike with=spell or !let-go";

    @Test
    @DisplayName("OA-REACTION: an answer line takes the case and the spaces a command may: !STRIKE  With=Weapon is the"
            + " staff, in run and in check")
    void OA_REACTION_answersTakeTheCaseOfCommands(@TempDir Path tmp) throws IOException {
        Cli.Result plain = run(tmp, "mage", "wizard", "15, 4", "end\n!strike with=weapon\nend\n");
        Cli.Result loud = run(tmp, "mage", "wizard", "15, 4", "end\n  !STRIKE   With=Weapon  # the staff\nend\n");
        assertEquals(0, loud.exit(), loud.err());
        assertEquals(plain.out(), loud.out());
        assertTrue(events(loud, "error").isEmpty(), loud.out());
        assertTrue(events(loud, "attack").get(0).contains("\"weapon\":\"quarterstaff\""), loud.out());
        Path good = Files.writeString(tmp.resolve("good.commands"), "end\n!STRIKE with=SPELL\n!Let-Go\n! strike\n");
        Cli.Result ok = Cli.run("check", good.toString());
        assertEquals(2, ok.exit(), ok.err());
        // "! strike" is no answer: the word is "!strike", as "attack" is one word.
        assertEquals(good + ":4:1: unknown answer '! strike' (expected " + ANSWERS + ")\n1 problem found.\n", ok.err());
    }

    @Test
    @DisplayName("OA-REACTION: a line that starts with ! and is no answer (!let-go now, !strike weapon, !fly) is an unknown"
            + " answer naming the answers, in check and in run; run never takes it for the other blow")
    void OA_REACTION_anyBangLineIsAnAnswer(@TempDir Path tmp) throws IOException {
        Path bad = Files.writeString(tmp.resolve("bad.commands"), "end\n!let-go now\n!strike weapon\n!fly\n");
        Cli.Result r = Cli.run("check", bad.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(bad + ":2:1: unknown answer '!let-go now' (expected " + ANSWERS + ")\n"
                + bad + ":3:1: unknown answer '!strike weapon' (expected " + ANSWERS + ")\n"
                + bad + ":4:1: unknown answer '!fly' (expected " + ANSWERS + ")\n3 problems found.\n", r.err());
        // The goblin runs from the wizard: the bad answer is refused, the line after it (end) is no answer, so the game
        // picks the blow, and end is the wizard's next turn's.
        Cli.Result ran = run(tmp, "mage", "wizard", "15, 14, 12, 5", "end\n!STRIKE wth=weapon\nend\n");
        assertEquals(0, ran.exit(), ran.err());
        List<String> errors = events(ran, "error");
        assertEquals(1, errors.size(), ran.out());
        assertTrue(errors.get(0).contains("\"rule\":\"OA-REACTION\",\"command\":\"!STRIKE wth=weapon\",\"reason\":"
                + "\"unknown answer '!STRIKE wth=weapon' (expected " + ANSWERS + ")\""), errors.get(0));
        assertTrue(events(ran, "cast").get(0).contains("\"spell\":\"fire-bolt\""), ran.out());
        // Where no question waits, a line that is no answer says so too, not "unknown command".
        Cli.Result early = run(tmp, "mage", "wizard", "15, 4", "!let-go now\nend\n");
        assertTrue(events(early, "error").get(0).contains("\"reason\":\"unknown answer '!let-go now' (expected "
                + ANSWERS + ")\""), early.out());
    }

    @Test
    @DisplayName("OA-REACTION: French check quotes an unknown answer \u00ab comme ceci \u00bb, as it quotes an unknown command")
    void OA_REACTION_frenchQuotesAnUnknownAnswer(@TempDir Path tmp) throws IOException {
        Path bad = Files.writeString(tmp.resolve("bad.commands"), "end\n!strike with=staff\n");
        Cli.Result r = Cli.run("--lang", "fr", "check", bad.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith(bad + ":2:9: réponse inconnue \u00ab\u00a0!strike with=staff\u00a0\u00bb (attendu"
                + "\u00a0: !strike, !strike with=weapon, !strike with=spell ou !let-go)\n"), r.err());
    }

    @Test
    @DisplayName("OA-REACTION: an unknown answer of 3,000 characters is quoted by its first 37 and ..., as a long value is,"
            + " in check and in run")
    void OA_REACTION_aLongUnknownAnswerIsShortened(@TempDir Path tmp) throws IOException {
        String answer = "!strike with=" + "w".repeat(3000);
        String shown = "'" + answer.substring(0, 37) + "...'";
        Path bad = Files.writeString(tmp.resolve("bad.commands"), "end\n" + answer + "\n");
        Cli.Result r = Cli.run("check", bad.toString());
        assertEquals(bad + ":2:9: unknown answer " + shown + " (expected " + ANSWERS + ")\n1 problem found.\n", r.err());
        Cli.Result ran = run(tmp, "mage", "wizard", "15, 14, 12, 5", "end\n" + answer + "\nend\n");
        String error = events(ran, "error").get(0);
        assertTrue(error.contains("\"reason\":\"unknown answer " + shown + " (expected " + ANSWERS + ")\""), error);
    }
}
