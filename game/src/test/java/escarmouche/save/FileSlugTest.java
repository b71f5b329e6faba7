package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FileSlugTest {
    @Test
    @DisplayName("A name's file slug keeps its letters: accents give their base letter, ligatures their two")
    void accentsKeepTheirLetters() {
        assertEquals("l-embuscade-du-gue", FileSlug.of("L'embuscade du gué", "x"));
        assertEquals("coeur-de-la-foret-aegir-strasse", FileSlug.of("Cœur de la forêt — Ægir Straße", "x"));
        assertEquals("goblins-at-the-ford", FileSlug.of("Goblins at the ford", "x"));
    }

    @Test
    @DisplayName("Nothing usable left gives the fallback; a long name is cut at 40 without a dash at its end")
    void fallbackAndLength() {
        assertEquals("fight", FileSlug.of("★ ☆ ✦", "fight"));
        assertEquals("fight", FileSlug.of(null, "fight"));
        String cut = FileSlug.of("a".repeat(39) + " bcd", "x");
        assertEquals("a".repeat(39), cut);
        assertTrue(FileSlug.of("word ".repeat(20), "x").length() <= 40);
    }

    @Test
    @DisplayName("A slug with an end keeps the end whole and cuts the name for it, so that -recovered and -recovered-2"
            + " of a long name are two files; a short name is not cut, nothing usable gives the fallback")
    void endKeptWhole() {
        assertEquals("lagrandebatailledumoulinlagran-recovered",
                FileSlug.of("LagrandebatailledumoulinLagrandebataille", "x", "recovered"));
        assertEquals("lagrandebatailledumoulinlagr-recovered-2",
                FileSlug.of("LagrandebatailledumoulinLagrandebataille", "x", "recovered 2"));
        assertEquals("mill-fight-recupere-2", FileSlug.of("Mill fight", "x", "récupéré 2"));
        assertEquals("encounter-recovered", FileSlug.of("★", "encounter", "recovered"));
        assertEquals("mill-fight", FileSlug.of("Mill fight", "x", "★"));
    }
}
