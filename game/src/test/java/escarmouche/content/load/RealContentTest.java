package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RealContentTest {
    @Test
    void theRepositoryContentLoadsWithoutAnyProblem() {
        Loaded<Content> loaded = new ContentLoader().load(TestContent.dir());
        assertEquals(List.of(), loaded.problems().stream().map(Problem::toString).toList());
        assertTrue(loaded.ok());
    }
}
