package escarmouche.ui.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.CanvasRows;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import escarmouche.ui.term.Text;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LiveListTest {
    private static final Doing WOLVES = new Doing.Fighting(new Doing.EncounterName(Map.of(Language.EN, "The wolf pack")), 1);
    private static final String LONG = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";

    private static List<String> drawn(int columns, List<LiveGames.Live> games) {
        Canvas c = new Canvas(columns, 12, new Glyphs(true));
        LiveList.draw(c, games, 0, null, ScreenMessages.of(Language.EN));
        return CanvasRows.of(c).stream().map(String::stripTrailing).toList();
    }

    @Test
    @DisplayName("Two long names (32 characters) that differ at the end stay apart on the list of live games at 80 columns,"
            + " cut in their middle, with a gap before what they are doing")
    void longNamesStayApart() {
        List<String> rows = drawn(80, List.of(new LiveGames.Live("1", LONG + "-1", WOLVES, List.of(), false),
                new LiveGames.Live("2", LONG + "-9", WOLVES, List.of("bob"), false)));
        assertEquals("    Player" + " ".repeat(20) + "Doing" + " ".repeat(25) + "Watched by", rows.get(2));
        assertEquals("  ▶ aaaaaaaaaaa…aaaaaaaaaa-1  The wolf pack, round 1", rows.get(3));
        assertEquals("    aaaaaaaaaaa…aaaaaaaaaa-9  The wolf pack, round 1" + " ".repeat(8) + "bob", rows.get(4));
    }

    @Test
    @DisplayName("On a terminal wide enough the name column takes the longest name whole; short names keep the columns they had (14 and a gap of 2)")
    void widerTerminalsShowNamesWhole() {
        List<String> rows = drawn(120, List.of(new LiveGames.Live("1", LONG + "-1", WOLVES, List.of(), false)));
        assertEquals("  ▶ " + LONG + "-1  The wolf pack, round 1", rows.get(3));
        List<String> short_ = drawn(80, List.of(new LiveGames.Live("1", "anne", WOLVES, List.of("bob"), false)));
        assertEquals("  ▶ anne" + " ".repeat(12) + "The wolf pack, round 1" + " ".repeat(14) + "bob", short_.get(3));
    }

    @Test
    @DisplayName("Text.fitMiddle keeps a name's start and end, so that two long names differing at the end stay apart")
    void fitMiddleKeepsTheEnd() {
        assertEquals("aaaaaaa…aaaaaa-1", Text.fitMiddle("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1", 16));
        assertEquals("aaaaaaa…aaaaaa-9", Text.fitMiddle("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-9", 16));
        assertEquals("anne", Text.fitMiddle("anne", 16));
        assertEquals("a…", Text.fitMiddle("abc", 2));
    }
}
