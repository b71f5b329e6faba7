package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The scenarios shown in docs/scenarios.md load as printed, so the documentation cannot drift. */
class DocsExamplesTest {
    private static final Pattern JSON_BLOCK = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL);

    @Test
    void everyScenarioOfTheGuideLoads() throws IOException {
        Path guide = TestContent.dir().resolveSibling("docs").resolve("scenarios.md");
        Matcher m = JSON_BLOCK.matcher(Files.readString(guide));
        Content content = TestContent.load();
        List<String> problems = new ArrayList<>();
        int examples = 0;
        while (m.find()) {
            examples++;
            new ScenarioLoader().parse(m.group(1), "example " + examples, content).problems()
                    .forEach(p -> problems.add(p.toString()));
        }
        assertTrue(examples >= 2);
        assertEquals(List.of(), problems);
    }
}
