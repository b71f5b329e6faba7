package escarmouche.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** French elision of "de" and "que" before the names the game puts into its sentences. */
class ElisionTest {
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    @Test
    @DisplayName("\"de\" and \"que\" elide before a vowel, accented or capital, and keep their own capital")
    void beforeAVowel() {
        assertEquals("au tour d'Aldric", FR.format("au tour de {0}", "Aldric"));
        assertEquals("l'allonge d'Élodie", FR.format("l'allonge de {0}", "Élodie"));
        assertEquals("plus vite qu'un loup", FR.format("plus vite que {0}", "un loup"));
        assertEquals("D'Ysolde : 3", FR.format("De {0} : {1}", "Ysolde", 3));
        assertEquals("Qu'Ogre ?", FR.format("Que {0} ?", "Ogre"));
    }

    @Test
    @DisplayName("Nothing changes before a consonant, h, y before a vowel, a number, in English, or inside another word")
    void otherwise() {
        assertEquals("au tour de Brunhild", FR.format("au tour de {0}", "Brunhild"));
        assertEquals("le sort de Hector", FR.format("le sort de {0}", "Hector"));
        assertEquals("la grotte de Yéti", FR.format("la grotte de {0}", "Yéti"));
        assertEquals("un total de 8", FR.format("un total de {0}", 8));
        assertEquals("the reach of Aldric", EN.format("the reach of {0}", "Aldric"));
        assertEquals("garde Aldric", FR.format("garde {0}", "Aldric"), "\"de\" at the end of a word is not the word");
        assertEquals("monde Aldric", FR.format("monde {0}", "Aldric"));
    }

    @Test
    @DisplayName("Whether a word elides: vowels and œ yes; h, y before a vowel, digits and the empty word no")
    void elides() {
        assertTrue(Elision.elides("Aldric"));
        assertTrue(Elision.elides("œil"));
        assertTrue(Elision.elides("Yvain"));
        assertFalse(Elision.elides("Yann"));
        assertFalse(Elision.elides("hobgobelin"));
        assertFalse(Elision.elides("3 gobelins"));
        assertFalse(Elision.elides(""));
        assertFalse(Elision.elides("Y"));
    }
}
