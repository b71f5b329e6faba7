package escarmouche.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every rule ID written in the game's code (an event's rule, a refusal's rule) is one of the catalogue:
 * a misspelt ID would name a rule the player cannot look up.
 */
class RuleIdLiteralsTest {
    /** A string literal that looks like a rule ID of one of the catalogue's families. */
    private static final Pattern RULE_LITERAL = Pattern.compile(
            "\"((?:TURN|SURP|MOVE|OA|ACT|ATK|GRAP|DMG|HP|COND|CAST|CLASS)-[A-Z0-9-]*|SHOVE)\"");
    /** Prefixes the code completes itself ("COND-" + a condition, "CLASS-" + a class). */
    private static final List<String> PREFIXES = List.of("COND-", "CLASS-");

    @Test
    @DisplayName("Every rule ID written in the game's code is a rule of the catalogue")
    void everyRuleIdInTheCodeExists() throws IOException {
        RulesReference reference = RulesReference.load();
        Path main = Path.of("src", "main", "java");
        if (!Files.isDirectory(main)) main = Path.of("game", "src", "main", "java");
        assertTrue(Files.isDirectory(main), "the game's sources are not where the test looks");
        Set<String> unknown = new TreeSet<>();
        int found = 0;
        try (Stream<Path> files = Files.walk(main)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = RULE_LITERAL.matcher(Files.readString(f));
                while (m.find()) {
                    found++;
                    String id = m.group(1);
                    if (reference.get(id) == null && !PREFIXES.contains(id)) unknown.add(id + " in " + f.getFileName());
                }
            }
        }
        assertTrue(found > 100, "too few rule IDs found: " + found);
        assertEquals(Set.of(), unknown);
    }
}
