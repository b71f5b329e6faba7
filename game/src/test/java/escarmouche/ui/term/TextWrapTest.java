package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Word wrapping keeps a key's label with what the key does. */
class TextWrapTest {
    @Test
    @DisplayName("'c: next class' is not broken after 'c:' (the party page's help at 96 columns ended a line on it)")
    void keyLabelStaysWithItsWord() {
        assertEquals(List.of("x: remove · h: by hand ·", "c: next class"), Text.wrap("x: remove · h: by hand · c: next class", 27));
        assertEquals(List.of("x : retirer ·", "c\u00a0: classe"), Text.wrap("x : retirer · c\u00a0: classe", 17));
        assertEquals(List.of("Esc: back"), Text.wrap("Esc: back", 9));
    }

    @Test
    @DisplayName("a longer word with a colon wraps as any word; a label at the paragraph's end stays put")
    void otherColonsWrapAsBefore() {
        assertEquals(List.of("the wizard", "casts: a fire"), Text.wrap("the wizard casts: a fire", 13));
        assertEquals(List.of("keys a b c:"), Text.wrap("keys a b c:", 11));
        assertEquals(List.of("keys a b", "c:"), Text.wrap("keys a b c:", 9));
    }

    @Test
    @DisplayName("a selected row's next lines go under its text, as an unselected row's do under its two spaces")
    void selectedRowKeepsItsIndent() {
        assertEquals(List.of("  Hold person ·", "  level 2"), Text.wrap("  Hold person · level 2", 15));
        assertEquals(List.of("▸ Hold person ·", "  level 2"), Text.wrap("▸ Hold person · level 2", 15));
        assertEquals(List.of("▶ Hold person ·", "  level 2"), Text.wrap("▶ Hold person · level 2", 15));
        assertEquals(List.of("▸ Immobilisati", "  on"), Text.wrap("▸ Immobilisation", 14));
    }

    @Test
    @DisplayName("a '·' between two items ends a line, it never begins one")
    void separatorEndsTheLine() {
        assertEquals(List.of("h: by hand or AI ·", "c: next class"), Text.wrap("h: by hand or AI · c: next class", 18));
        assertEquals(List.of("h: by hand or", "AI · c: next", "class"), Text.wrap("h: by hand or AI · c: next class", 13));
    }

    @Test
    @DisplayName("a map's symbol stays with its meaning: '+ closed door' is never cut after '+', nor ', difficult' after ','")
    void symbolStaysWithItsMeaning() {
        assertEquals(List.of("Ground: . open,", "+ closed door"), Text.wrap("Ground: . open, + closed door", 16));
        assertEquals(List.of(". open,", ", difficult"), Text.wrap(". open, , difficult", 11));
        assertEquals(List.of("a - b"), Text.wrap("a - b", 5));
        assertEquals(List.of("eau,", "«\u00a0=\u00a0» escalier"), Text.wrap("eau, «\u00a0=\u00a0» escalier", 16));
        assertEquals(List.of("one -", "two"), Text.wrap("one - two", 6));
    }

    @Test
    @DisplayName("a key's letter stays with what it does: '(m ouvre le planificateur). a pour attaquer' is not cut after 'a'")
    void keyLetterStaysWithItsMeaning() {
        assertEquals(List.of("(m ouvre le planificateur).", "a pour attaquer"),
                Text.wrap("(m ouvre le planificateur). a pour attaquer", 29));
    }

    @Test
    @DisplayName("fitWords cuts at the end of a word: 'L'ogre et ses lutteurs' in 15 columns is 'L'ogre et ses…'; a first word too long is cut as fit cuts")
    void fitWordsCutsBetweenWords() {
        assertEquals("L'ogre et ses…", Text.fitWords("L'ogre et ses lutteurs", 15));
        assertEquals("L'ogre et ses…", Text.fitWords("L'ogre et ses lutteurs", 14));
        assertEquals("L'ogre et…", Text.fitWords("L'ogre et ses lutteurs", 13));
        assertEquals("L'ogre et ses lutteurs", Text.fitWords("L'ogre et ses lutteurs", 22));
        assertEquals("Embusca…", Text.fitWords("Embuscade", 8));
        assertEquals("Le…", Text.fitWords("Le  zoïde", 4));
        assertEquals("bâton, dague, mains…", Text.fitWords("bâton, dague, mains nues", 21));
    }

    @Test
    @DisplayName("fitItems cuts a list after a whole item: 'bâton, dague, mains nues' in 21 columns is 'bâton, dague…'")
    void fitItemsCutsBetweenItems() {
        assertEquals("bâton, dague…", Text.fitItems("bâton, dague, mains nues", 21));
        assertEquals("longsword, javelin…", Text.fitItems("longsword, javelin, unarmed strike", 25));
        assertEquals("épée longue…", Text.fitItems("épée longue, javeline (x3)", 20));
        assertEquals("quarterstaff, dagger", Text.fitItems("quarterstaff, dagger", 20));
        assertEquals("quarter…", Text.fitItems("quarterstaff, dagger", 8));
        assertEquals("", Text.fitItems("bite", 0));
    }
}
