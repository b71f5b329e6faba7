package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whatever a script or a scenario may say is documented in docs/scenarios.md: every command word, option
 * and bare word the command parser accepts, and every scenario and combatant field the loader reads
 * (creature fields may be in docs/content.md instead, which scenarios.md points to).
 */
class DocsCompletenessTest {
    private static final Pattern CODE_SPAN = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern CODE_BLOCK = Pattern.compile("```[a-z]*\\n(.*?)```", Pattern.DOTALL);

    private static String doc(String name) throws IOException {
        return Files.readString(TestContent.dir().resolveSibling("docs").resolve(name));
    }

    /** The code of a page: its inline code spans and the lines of its code blocks, one per item. */
    private static List<String> code(String page) {
        List<String> out = new ArrayList<>();
        Matcher block = CODE_BLOCK.matcher(page);
        while (block.find()) out.addAll(List.of(block.group(1).split("\n")));
        Matcher span = CODE_SPAN.matcher(CODE_BLOCK.matcher(page).replaceAll(""));
        while (span.find()) out.add(span.group(1));
        return out;
    }

    private static boolean anyMatches(List<String> code, String regex) {
        Pattern p = Pattern.compile(regex);
        for (String c : code) if (p.matcher(c).find()) return true;
        return false;
    }

    @Test
    @DisplayName("Every command, option and bare word the parser accepts is in docs/scenarios.md")
    void everyCommandIsDocumented() throws IOException {
        List<String> code = code(doc("scenarios.md"));
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, List<String>> verb : CommandParser.OPTIONS.entrySet()) {
            if (!anyMatches(code, "^" + verb.getKey() + "(\\s|$)")) missing.add(verb.getKey());
            for (String option : verb.getValue()) {
                if (!anyMatches(code, "^" + verb.getKey() + "\\s.*\\b" + option + "=")) {
                    missing.add(verb.getKey() + " " + option + "=");
                }
            }
        }
        for (Map.Entry<String, List<String>> verb : CommandParser.WORDS.entrySet()) {
            for (String word : verb.getValue()) {
                if (!anyMatches(code, "^" + verb.getKey() + "\\s.*\\b" + word + "\\b")) {
                    missing.add(verb.getKey() + " " + word);
                }
            }
        }
        assertEquals(List.of(), missing, "accepted by the command parser but not shown in docs/scenarios.md");
    }

    @Test
    @DisplayName("The parser's vocabulary is what it really accepts, no more and no less")
    void theVocabularyIsTheParsers() {
        CommandParser parser = new CommandParser();
        for (Map.Entry<String, List<String>> verb : CommandParser.OPTIONS.entrySet()) {
            String unknown = syntaxError(parser, verb.getKey() + " zz=1");
            assertTrue(unknown.startsWith(verb.getKey() + " has no option 'zz'"), unknown);
            for (String option : verb.getValue()) {
                String message = syntaxError(parser, verb.getKey() + " " + option + "=1");
                assertFalse(message.contains("has no option"), verb.getKey() + " " + option + "=: " + message);
            }
        }
        String unknownVerb = syntaxError(parser, "fly 2,2");
        assertTrue(unknownVerb.endsWith(String.join(", ", CommandParser.OPTIONS.keySet())), unknownVerb);
    }

    /** The syntax error a line gives, or "" when it parses. */
    private static String syntaxError(CommandParser parser, String line) {
        try {
            parser.parse(line);
            return "";
        } catch (CommandSyntaxException e) {
            return e.getMessage();
        }
    }

    @Test
    @DisplayName("Every scenario, combatant and creature field is in docs/scenarios.md (creature fields also in"
            + " docs/content.md)")
    void everyScenarioFieldIsDocumented() throws IOException {
        List<String> scenarios = code(doc("scenarios.md"));
        List<String> content = code(doc("content.md"));
        List<String> missing = new ArrayList<>();
        List<String> own = new ArrayList<>(ScenarioReader.FIELDS);
        own.addAll(CombatantReader.OWN_FIELDS);
        for (String field : own) {
            if (!anyMatches(scenarios, "(^|\")" + field + "(\"|$)")) missing.add(field);
        }
        for (String field : TraitsReader.FIELDS) {
            String regex = "(^|\")" + field + "(\"|$)";
            if (!anyMatches(scenarios, regex) || !anyMatches(content, regex)) missing.add(field);
        }
        assertEquals(List.of(), missing, "read from scenarios but missing from docs/scenarios.md or docs/content.md");
    }

    @Test
    @DisplayName("COND-POISONED: every weapon field, and every field of a weapon's poison and its save, is in docs/content.md")
    void everyWeaponAndPoisonFieldIsDocumented() throws IOException {
        List<String> content = code(doc("content.md"));
        List<String> missing = new ArrayList<>();
        List<String> fields = new ArrayList<>(WeaponReader.FIELDS);
        fields.addAll(WeaponReader.POISON_FIELDS);
        fields.addAll(WeaponReader.SAVE_FIELDS);
        for (String field : fields) {
            if (!anyMatches(content, "(^|\")" + field + "(\"|$)")) missing.add(field);
        }
        assertEquals(List.of(), missing, "read from weapons but missing from docs/content.md");
    }

    @Test
    @DisplayName("The round cap that ends a fight with no winner, and simulate's seeds wrapping past the largest,"
            + " are in docs/scenarios.md and docs/gm.md")
    void roundCapAndSeedWrapAreDocumented() throws IOException {
        // The reason the end event gives, as the engine writes it: the docs quote it.
        String reason = "no winner after " + escarmouche.engine.turn.TurnSystem.MAX_ROUNDS + " rounds";
        long last = Long.MAX_VALUE;
        String wrapped = String.valueOf(last + 1);
        for (String page : List.of("scenarios.md", "gm.md")) {
            String text = doc(page).replaceAll("\\s+", " ");
            assertTrue(text.contains(reason), page + " names the round cap: " + reason);
            assertTrue(text.contains(String.valueOf(last)) && text.contains(wrapped),
                    page + " says --seed wraps from " + last + " to " + wrapped);
        }
    }
}
