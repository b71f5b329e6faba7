package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which numbered names carry their map label: those whose number the label cannot show. */
class LabelledNamesTest {
    private static Map<String, String> pairs(String... keyAndValue) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < keyAndValue.length; i += 2) out.put(keyAndValue[i], keyAndValue[i + 1]);
        return out;
    }

    private static Map<String, String> named(Map<String, String> shown, Map<String, String> labels) {
        return LabelledNames.of(shown, NumberedNames.of(shown), labels);
    }

    @Test
    void twoDigitsOrAMisleadingDigitBringTheLabelAlong() {
        Map<String, String> shown = pairs("g2", "Goblin", "g12", "Goblin", "g47", "Goblin", "a1", "Archer", "a2", "Archer");
        Map<String, String> labels = pairs("g2", "g2", "g12", "gb", "g47", "ab", "a1", "a5", "a2", "a2");
        assertEquals(pairs("g2", "Goblin 2", "g12", "Goblin 12 (gb)", "g47", "Goblin 47 (ab)", "a1", "Archer 1 (a5)",
                "a2", "Archer 2"), named(shown, labels));
    }

    @Test
    void aLabelWithoutADigitOrANameOfItsOwnIsLeftAsItWas() {
        // "o" beside "o2" is Orc 1 with the label "o ", as ever; "Legion 42" is that creature's own name, not a number.
        Map<String, String> shown = pairs("o2", "Orc", "o", "Orc", "l", "Legion 42");
        Map<String, String> labels = pairs("o2", "o2", "o", "o ", "l", "le");
        assertEquals(pairs("o2", "Orc 2", "o", "Orc 1", "l", "Legion 42"), named(shown, labels));
    }

    @Test
    void withoutLabelsTheNamesAreTheNumberedOnes() {
        Map<String, String> shown = pairs("g10", "Goblin", "g11", "Goblin");
        assertEquals(NumberedNames.of(shown), named(shown, Map.of()));
    }

    @Test
    void aNameThatPointsAtAnotherCreaturesLabelBringsItsOwnAlong() {
        // Goblins given the ids o1, o2 and orcs g1, g2: "g2" on the map is Orc 2, so Goblin 2 is said with "o2".
        Map<String, String> shown = pairs("o1", "Goblin", "o2", "Goblin", "g1", "Orc", "g2", "Orc");
        Map<String, String> labels = pairs("o1", "o1", "o2", "o2", "g1", "g1", "g2", "g2");
        assertEquals(pairs("o1", "Goblin 1 (o1)", "o2", "Goblin 2 (o2)", "g1", "Orc 1 (g1)", "g2", "Orc 2 (g2)"),
                named(shown, labels));
    }

    @Test
    void aNameWhoseLetterIsNoLabelOnTheMapStaysAsItWas() {
        // French wolves, "w1" and "w2" on the map: no "l1" to be taken for them, so "Loup 1" is left alone.
        Map<String, String> shown = pairs("w1", "Loup", "w2", "Loup", "ald", "Aldric");
        Map<String, String> labels = pairs("w1", "w1", "w2", "w2", "ald", "Al");
        assertEquals(pairs("w1", "Loup 1", "w2", "Loup 2", "ald", "Aldric"), named(shown, labels));
    }

    @Test
    void aLabelledNameSplitsIntoItsNameAndLabel() {
        assertEquals(new LabelledNames.Parts("Goblin 47", "ab"), LabelledNames.Parts.of("Goblin 47 (ab)"));
        assertEquals(new LabelledNames.Parts("Goblin 2", null), LabelledNames.Parts.of("Goblin 2"));
        assertEquals(new LabelledNames.Parts("Bruni \"the (g0)\" O'Neil", null), LabelledNames.Parts.of("Bruni \"the (g0)\" O'Neil"));
    }
}
