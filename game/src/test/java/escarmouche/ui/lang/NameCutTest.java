package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A name cut to a column keeps its number and label: they are what finds the creature on the map. */
class NameCutTest {
    @Test
    void theKindsNameGivesWayToTheNumberAndLabel() {
        assertEquals("Chauve-souris g… 10 (b0)", NameCut.fit("Chauve-souris géante 10 (b0)", 24));
        assertEquals("Chauve-souris gé… 10", NameCut.fit("Chauve-souris géante 10", 20));
        assertEquals("Orc 2'", NameCut.fit("Orc 2'", 6));
    }

    @Test
    void aNameWithoutANumberOrTooNarrowACutIsCutAtItsEnd() {
        assertEquals("Mira-Étoile d'…", NameCut.fit("Mira-Étoile d'Aubépine la Très Longue", 15));
        assertEquals("Gobl…", NameCut.fit("Goblin 47 (ab)", 5));
        assertEquals("Goblin 47 (ab)", NameCut.fit("Goblin 47 (ab)", 14));
    }
}
