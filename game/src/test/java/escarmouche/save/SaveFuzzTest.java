package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SaveFuzzTest {
    @Test
    @DisplayName("500 mutated golden saves: each loads or is refused with a message naming the file; no crash, no hang")
    void fuzzSmall() throws Exception {
        SaveFuzz fuzz = new SaveFuzz(SaveFuzz.goldenSaves(GoldenSavesTest.SAVES), Fights.Shipped.load(Fights.CONTENT));
        SaveFuzz.Report r = fuzz.run(500, 2026, 10_000, false);
        assertEquals(java.util.List.of(), r.crashes());
        assertEquals(0, r.hangs());
        assertEquals(500, r.loaded() + r.rejected());
        assertTrue(r.rejected() > 300, "most mutations are refused: " + r);
    }
}
