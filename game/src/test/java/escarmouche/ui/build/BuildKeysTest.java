package escarmouche.ui.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Line;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BuildKeysTest {
    /** The text page's room at 80 columns: its frame and margins take four. */
    private static final int ROOM = 76;

    @Test
    @DisplayName("Each line of the builder's keys fits an 80-column page in both languages, so none wraps out of its columns")
    void everyLineKeepsItsColumns() {
        for (Language language : Language.values()) {
            for (Line line : BuildKeys.lines(ScreenMessages.of(language))) {
                if (line.text().startsWith("  ") || line.text().startsWith("           ")) {
                    assertTrue(line.text().length() <= ROOM, language + ": " + line.text().length() + " > " + ROOM
                            + ": " + line.text());
                }
            }
        }
    }

    @Test
    @DisplayName("The Enter line names every field the creature's box edits, its Name and Name (fr) among them, in order")
    void enterNamesEveryField() {
        assertEquals(List.of("  Enter    edit the creature here: id, name, side, hit points, behaviour,",
                "           hidden or not, player or AI control,", "           its name and its gender in French"),
                enterLines(Language.EN));
        assertEquals(List.of("  Entrée   modifie la créature ici\u00a0: id, nom, camp, points de vie,",
                "           comportement, cachée ou non, jouée par un joueur ou l'IA,", "           son nom et son genre en français"),
                enterLines(Language.FR));
    }

    @Test
    @DisplayName("The D line names the difficulties in the lists' own words, in French too (facile, not easy)")
    void difficultiesInTheListsWords() {
        assertTrue(lines(Language.EN).contains("  D        difficulty, as the lists show it: easy, medium, hard, deadly"),
                String.join("\n", lines(Language.EN)));
        assertTrue(lines(Language.FR).contains("  D        difficulté (celle des listes)\u00a0: facile, moyen, difficile, mortel"),
                String.join("\n", lines(Language.FR)));
    }

    private static List<String> lines(Language language) {
        return BuildKeys.lines(ScreenMessages.of(language)).stream().map(Line::text).toList();
    }

    /** The Enter line of the keys and the lines that go on it. */
    private static List<String> enterLines(Language language) {
        List<String> all = BuildKeys.lines(ScreenMessages.of(language)).stream().map(Line::text).toList();
        int at = 0;
        while (!all.get(at).trim().startsWith("Ent")) at++;
        int end = at + 1;
        while (all.get(end).startsWith("           ")) end++;
        return all.subList(at, end);
    }
}
