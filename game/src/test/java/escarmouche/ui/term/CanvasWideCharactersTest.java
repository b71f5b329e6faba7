package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.CanvasRows;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every layout counts one column a character: a character a terminal draws over two columns (Chinese, Japanese,
 * Korean) is drawn as '?', so that a name written with them, from a content file or typed before the prompts
 * refused them, shifts no column of any screen.
 */
class CanvasWideCharactersTest {
    @Test
    @DisplayName("Text.cell and Text.fit of a name in Chinese, Japanese or Korean take their width on the terminal: the next column starts where it should")
    void cellsOfWideTextKeepTheirColumns() {
        Canvas c = new Canvas(20, 2, new Glyphs(true));
        c.line(0, Text.cell("漢字の名前", 8) + "|next", Style.NORMAL);
        c.line(1, Text.fit("한국어 이름입니다", 6) + "|", Style.NORMAL);
        List<String> rows = CanvasRows.of(c);
        assertEquals("?????   |next       ", rows.get(0));
        assertEquals("??? ?…|             ", rows.get(1));
    }

    @Test
    @DisplayName("Wide characters are told apart from the rest: CJK ideographs, kana, Hangul and full-width letters; not Latin, Greek, Cyrillic or the game's marks")
    void whichAreWide() {
        for (char w : "漢かカ한Ｆ".toCharArray()) assertTrue(Text.wide(w), String.valueOf(w));
        for (char n : "aéßΩЖ…▶↑↓·«»".toCharArray()) assertFalse(Text.wide(n), String.valueOf(n));
    }
}
