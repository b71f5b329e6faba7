package escarmouche.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RulesReferenceTest {
    private final RulesReference reference = RulesReference.load();

    @Test
    void everyRuleOfTheCatalogueIsExplained() throws IOException {
        List<String> ids = catalogueIds();
        assertEquals(96, ids.size(), "the catalogue's rule count changed: update the reference");
        for (String id : ids) {
            RuleEntry e = reference.get(id);
            assertNotNull(e, id + " is missing from the rules reference");
            assertFalse(e.text().isBlank(), id + " has no text");
        }
        assertEquals(ids.size(), reference.all().size());
    }

    @Test
    void houseRulesSayHowFiveEDiffers() {
        for (RuleEntry e : reference.all()) {
            if (e.origin().equals("house")) {
                assertFalse(e.differs().isBlank(), e.id() + " is a house rule but does not say how 5e differs");
            }
            assertTrue(List.of("house", "5e", "house+5e").contains(e.origin()), e.id() + ": " + e.origin());
        }
    }

    @Test
    void topicsGroupTheRules() {
        assertEquals("Turns", reference.topics().get(0));
        assertTrue(reference.byTopic("Opportunity attacks").stream().anyMatch(e -> e.id().equals("OA-WITHIN")));
    }

    /** The IDs of the shared catalogue when it is beside the project, else the ones the reference knows. */
    private List<String> catalogueIds() throws IOException {
        Path catalogue = Path.of("..", "..", "shared", "rules", "HOUSE-RULES.md");
        if (!Files.exists(catalogue)) catalogue = Path.of("..", "shared", "rules", "HOUSE-RULES.md");
        List<String> ids = new ArrayList<>();
        if (!Files.exists(catalogue)) {
            for (RuleEntry e : reference.all()) ids.add(e.id());
            return ids;
        }
        Matcher m = Pattern.compile("\\*\\*([A-Z]+(?:-[A-Z0-9]+)*)\\*\\*").matcher(Files.readString(catalogue));
        while (m.find()) if (!ids.contains(m.group(1))) ids.add(m.group(1));
        return ids;
    }
}
