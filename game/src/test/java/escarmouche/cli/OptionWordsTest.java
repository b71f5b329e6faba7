package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Option values that do not parse, said in the command's words and language: a decimal option's word or comma, a
 * whole number typed with a space, an unknown option told before a missing scenario.
 */
class OptionWordsTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final String DUEL = ROOT.resolve("content/encounters/tutorial-duel.json").toString();
    private static final String NBSP = "\u00a0";

    private static String firstLine(Cli.Result r) {
        return r.err().lines().findFirst().orElse("");
    }

    @Test
    @DisplayName("a word for a decimal option (bench --warmup abc) takes a number, in English and French, as whole numbers are said")
    void decimalWord() {
        Cli.Result en = Cli.run("bench", DUEL, "--warmup", "abc");
        assertEquals(2, en.exit());
        assertEquals("escarmouche: --warmup takes a number, not 'abc'", firstLine(en));
        assertTrue(en.err().contains("\nUsage: play bench"), en.err());
        Cli.Result fr = Cli.run("bench", "--lang", "fr", DUEL, "--seconds", "vite");
        assertEquals(2, fr.exit());
        assertEquals("escarmouche" + NBSP + ": --seconds attend un nombre, pas «" + NBSP + "vite" + NBSP + "»", firstLine(fr));
        assertTrue(fr.err().contains("\nUtilisation" + NBSP + ": play bench"), fr.err());
    }

    @Test
    @DisplayName("a decimal comma (bench --seconds 1,5) is told that the option takes a decimal point, with the value to type")
    void decimalComma() {
        Cli.Result en = Cli.run("bench", DUEL, "--seconds", "1,5");
        assertEquals(2, en.exit());
        assertEquals("escarmouche: --seconds takes a number with a decimal point, not a comma: 1.5, not '1,5'", firstLine(en));
        Cli.Result fr = Cli.run("bench", "--lang", "fr", DUEL, "--warmup", ",5");
        assertEquals(2, fr.exit());
        assertEquals("escarmouche" + NBSP + ": --warmup attend un nombre écrit avec un point décimal, pas une virgule" + NBSP
                + ": .5, pas «" + NBSP + ",5" + NBSP + "»", firstLine(fr));
    }

    @Test
    @DisplayName("a whole number with a space (--seed \" 5\") takes a whole number, quoted as typed, in every whole-number option")
    void spacedWholeNumber() {
        List<String[]> lines = List.of(new String[] {"simulate", DUEL, "--runs", "3", "--seed", " 5"},
                new String[] {"run", DUEL, "--seed", " 5"}, new String[] {"replay", DUEL, "--seed", " 5"},
                new String[] {"bench", DUEL, "--seed", " 5"});
        for (String[] line : lines) {
            Cli.Result r = Cli.run(line);
            assertEquals(2, r.exit(), String.join(" ", line));
            assertEquals("escarmouche: --seed takes a whole number, not ' 5'", firstLine(r), String.join(" ", line));
        }
        for (String[] option : List.of(new String[] {"--runs", "10 "}, new String[] {"--threads", " 2"})) {
            Cli.Result r = Cli.run("simulate", DUEL, option[0], option[1]);
            assertEquals("escarmouche: " + option[0] + " takes a whole number, not '" + option[1] + "'", firstLine(r));
        }
        Cli.Result fr = Cli.run("--lang", "fr", "simulate", DUEL, "--seed", " 5");
        assertEquals("escarmouche" + NBSP + ": --seed attend un nombre entier, pas «" + NBSP + " 5" + NBSP + "»", firstLine(fr));
        // Digits alone too large for the option are still said with its bounds, as typed.
        Cli.Result huge = Cli.run("simulate", DUEL, "--seed", "-99999999999999999999");
        assertEquals("escarmouche: --seed must be between -9223372036854775808 and 9223372036854775807, found"
                + " -99999999999999999999\n", huge.err());
    }

    @Test
    @DisplayName("an unknown option is told before a missing scenario (run --bogus), quoted « » in French")
    void unknownOptionFirst() {
        for (String command : List.of("run", "replay", "simulate")) {
            Cli.Result en = Cli.run(command, "--bogus");
            assertEquals(2, en.exit());
            assertEquals("escarmouche: unknown option: '--bogus'", firstLine(en), command);
            Cli.Result fr = Cli.run(command, "--lang", "fr", "--bogus");
            assertEquals("escarmouche" + NBSP + ": option inconnue" + NBSP + ": «" + NBSP + "--bogus" + NBSP + "»", firstLine(fr),
                    command);
        }
        // A missing scenario alone is still said so; "-" is standard input, no option.
        assertEquals("escarmouche: SCENARIO is missing", firstLine(Cli.run("run", "--seed", "3")));
        Cli.Result typo = Cli.run("run", "--sed", "3");
        assertEquals("escarmouche: unknown option: '--sed'\ndid you mean: --seed\n", typo.err());
    }
}
