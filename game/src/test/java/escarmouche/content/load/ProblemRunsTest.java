package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A long run of problems alike is shown by its first three and a count; anything else as it was. */
class ProblemRunsTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    private static Problem row(int i, int squares) {
        return new Problem("m.json", "$.map.rows[" + i + "]", 1, 10 + i, Wording.of("problem.row.wide",
                String.valueOf(squares), "200"));
    }

    @Test
    @DisplayName("six rows too wide (of different widths) read as three in full and '... and 3 more like these, from $.map.rows[3] to $.map.rows[5]'")
    void aRunIsCounted() {
        List<Problem> problems = new ArrayList<>();
        for (int i = 0; i < 6; i++) problems.add(row(i, 300 + i));
        List<String> said = ProblemRuns.said(problems, EN);
        assertEquals(4, said.size(), String.join("\n", said));
        assertEquals(problems.get(2).in(EN), said.get(2));
        assertEquals("m.json: ... and 3 more like these, from $.map.rows[3] to $.map.rows[5]", said.get(3));
        assertEquals("m.json: ... et 3 autres du même genre, de $.map.rows[3] à $.map.rows[5]",
                ProblemRuns.said(problems, ScreenMessages.of(Language.FR)).get(3));
    }

    @Test
    @DisplayName("four alike are all shown (a count of one says less than the line); other messages, places or files break a run")
    void shortRunsAndDifferentProblemsStay() {
        List<Problem> four = List.of(row(0, 300), row(1, 300), row(2, 300), row(3, 300));
        assertEquals(4, ProblemRuns.said(four, EN).size());
        List<Problem> mixed = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            mixed.add(row(i, 300));
            mixed.add(new Problem("m.json", "$.combatants[" + i + "].hp", 2, 1, "expected a number"));
        }
        assertEquals(10, ProblemRuns.said(mixed, EN).size());
        List<Problem> files = new ArrayList<>();
        for (int i = 0; i < 5; i++) files.add(new Problem("f" + i + ".json", "$.map.rows[0]", 1, 1, "too wide"));
        assertEquals(5, ProblemRuns.said(files, EN).size());
    }

    @Test
    @DisplayName("a long run's count is grouped as the language groups numbers: '1,000 more', French '1 000 autres'")
    void aLongRunsCountIsGrouped() {
        List<Problem> problems = new ArrayList<>();
        for (int i = 1; i <= 1003; i++) problems.add(new Problem("f.commands", "", i, 1, "unknown command 'x'"));
        assertEquals("f.commands: ... and 1,000 more like these, from line 4 to line 1003", ProblemRuns.said(problems, EN).get(3));
        assertEquals("f.commands: ... et 1\u202f000 autres du même genre, de la ligne 4 à la ligne 1003",
                ProblemRuns.said(problems, ScreenMessages.of(Language.FR)).get(3));
    }

    @Test
    @DisplayName("a command script's run, which has lines and no JSON path, says 'from line 4 to line 9'")
    void aScriptRunSaysItsLines() {
        List<Problem> problems = new ArrayList<>();
        for (int i = 1; i <= 9; i++) problems.add(new Problem("f.commands", "", i, 1, "unknown command 'x'"));
        assertEquals("f.commands: ... and 6 more like these, from line 4 to line 9", ProblemRuns.said(problems, EN).get(3));
        assertEquals("f.commands: ... et 6 autres du même genre, de la ligne 4 à la ligne 9",
                ProblemRuns.said(problems, ScreenMessages.of(Language.FR)).get(3));
    }

    @Test
    @DisplayName("warnings of two kinds that alternate (a thousand combatants, two odd rules each): three of each, then a count for each kind")
    void warningsGroupedByKind() {
        List<Problem> warnings = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            warnings.add(new Problem("w.json", "$.combatants[" + i + "].behavior.rules[0].do", 1, i, "yield always"));
            warnings.add(new Problem("w.json", "$.combatants[" + i + "].behavior.rules[1].when[0]", 1, i, "acted dodge"));
        }
        List<String> said = ProblemRuns.saidGrouped(warnings, EN);
        assertEquals(8, said.size(), String.join("\n", said));
        assertEquals(warnings.get(5).in(EN), said.get(5));
        assertEquals("w.json: ... and 7 more like these, from $.combatants[3].behavior.rules[0].do to"
                + " $.combatants[9].behavior.rules[0].do", said.get(6));
        assertEquals("w.json: ... and 7 more like these, from $.combatants[3].behavior.rules[1].when[0] to"
                + " $.combatants[9].behavior.rules[1].when[0]", said.get(7));
        // Four of a kind are all shown, as a run of problems is.
        assertEquals(8, ProblemRuns.saidGrouped(warnings.subList(0, 8), EN).size());
    }
}
