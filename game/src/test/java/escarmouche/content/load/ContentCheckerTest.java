package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play check PATH} on each kind of path. */
class ContentCheckerTest {
    @TempDir
    Path temp;

    private static final String GOOD = """
            {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]}]}
            """;
    private static final String BAD = """
            {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "figter", "at": [1, 1]}]}
            """;

    @Test
    void theRealContentDirectoryHasNoProblem() {
        assertEquals(List.of(), new ContentChecker(null).check(TestContent.dir()));
    }

    @Test
    void aSingleContentFileReportsOnlyItsOwnProblems() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"hp\": 15", "\"hp\": 0");
        ContentCopy.edit(content.resolve("armor.json"), "\"ac\": 18", "\"ac\": 8");
        ContentChecker checker = new ContentChecker(null);
        assertEquals(List.of("content/monsters/orc.json:5:9: $.hp: found 0, expected a whole number from 1 to 100000"),
                ContentCopy.shown(checker.check(content.resolve("monsters/orc.json")), temp));
        assertEquals(List.of("content/armor.json:14:64: $.plate.ac: found 8, expected a whole number from 10 to 40 for"
                + " body armour (it replaces the base 10)"), ContentCopy.shown(checker.check(content.resolve("armor.json")), temp));
        assertEquals(List.of(), checker.check(content.resolve("monsters/goblin.json")));
        assertEquals(1, checker.check(content.resolve("monsters")).size());
        assertEquals(2, checker.check(content).size());
    }

    @Test
    void aScenarioIsCheckedAgainstTheContentFoundAboveIt() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("classes/fighter.json"), "\"name\": \"Fighter\"", "\"name\": \"Fighter\", \"rage\": 2");
        Path scenario = Files.createDirectories(temp.resolve("scenarios")).resolve("bad.json");
        Files.writeString(scenario, BAD);
        // The broken fighter class is reported with the scenario, since the scenario cannot be trusted without it.
        assertEquals(List.of(
                "content/classes/fighter.json:2:22: $.rage: unknown field \"rage\"; allowed fields: name, description,"
                        + " hitDie, proficiency, weapons, armor, spells, slots, castingAbility, segmentsPerLevel, defaults, fr",
                "scenarios/bad.json:1:69: $.combatants[0].template: unknown template \"figter\" (did you mean \"fighter\"?):"
                        + " not a class of content/classes/ nor a monster of content/monsters/"),
                ContentCopy.shown(new ContentChecker(null).check(scenario), temp));
    }

    @Test
    @DisplayName("check reads a scenario against the game's content, as run and simulate do, not a content folder that happens to be above it")
    void theGamesContentWinsOverAFolderAbove() throws IOException {
        // A copy of the content with a monster of its own, and a scenario beside it that uses that monster: run
        // reads the scenario with the game's content, where there is no kobold, and so must check.
        Path copy = ContentCopy.into(temp);
        Files.copy(copy.resolve("monsters/goblin.json"), copy.resolve("monsters/kobold.json"));
        Path scenario = Files.createDirectories(temp.resolve("scenarios")).resolve("kobold.json");
        Files.writeString(scenario, GOOD.replace("\"fighter\"", "\"kobold\""));
        assertTrue(GOOD.contains("\"fighter\""), GOOD);
        List<String> shown = ContentCopy.shown(new ContentChecker(TestContent.dir()).check(scenario), temp);
        assertEquals(1, shown.size(), shown.toString());
        assertTrue(shown.get(0).contains("unknown template \"kobold\""), shown.toString());
        // Without a content of the game's own, the folder above is what there is.
        assertEquals(List.of(), new ContentChecker(null).check(scenario));
        // The findings say which content was read, and the nearer one passed over, for check to tell the GM.
        ContentChecker.Findings found = new ContentChecker(TestContent.dir()).review(scenario);
        assertEquals(TestContent.dir(), found.content());
        assertEquals(copy.toAbsolutePath().normalize(), found.passedOver());
        ContentChecker.Findings theirs = new ContentChecker(copy).review(scenario);
        assertEquals(copy, theirs.content());
        assertEquals(null, theirs.passedOver(), "read with the copy itself: nothing passed over");
        assertEquals(null, new ContentChecker(null).review(scenario).passedOver());
    }

    @Test
    void aScenarioOutsideAnyCheckoutUsesTheGivenContent() throws IOException {
        Path scenario = temp.resolve("good.json");
        Files.writeString(scenario, GOOD);
        assertEquals(List.of(), new ContentChecker(TestContent.dir()).check(scenario));
        assertEquals(List.of("good.json: no content directory found to check against: none above this path holds"
                        + " content/weapons.json; set -Descarmouche.content or ESCARMOUCHE_CONTENT"),
                ContentCopy.shown(new ContentChecker(null).check(scenario), temp));
    }

    @Test
    @DisplayName("check: a scenario whose combatants are all on one side passes, with a warning that it ends before its first turn")
    void oneSideAloneIsAWarningNotAProblem() throws IOException {
        Path lonely = temp.resolve("lonely.json");
        Files.writeString(lonely, GOOD);
        ContentChecker.Findings found = new ContentChecker(TestContent.dir()).review(lonely);
        assertEquals(List.of(), found.problems());
        assertEquals(List.of("lonely.json:1:44: $.combatants: every combatant is on side party: the fight ends before its"
                + " first turn (a fight needs two sides)"), ContentCopy.shown(found.warnings(), temp));
        Path duel = temp.resolve("duel.json");
        Files.writeString(duel, """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "g", "template": "goblin", "side": "monsters", "at": [3, 1]}]}
                """);
        assertEquals(List.of(), new ContentChecker(TestContent.dir()).review(duel).warnings());
    }

    @Test
    @DisplayName("check: a side spelt two ways (monster, monsters) passes, with a warning at the odd one that the two sides fight")
    void aSideSpeltTwoWaysIsAWarning() throws IOException {
        Path slip = Files.writeString(temp.resolve("slip.json"), """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "g1", "template": "goblin", "side": "monster", "at": [3, 1]},
                 {"id": "g2", "template": "goblin", "side": "monsters", "at": [4, 1]},
                 {"id": "w1", "template": "wolf", "side": "Bandits", "at": [5, 1]},
                 {"id": "b1", "template": "orc", "side": "bandits", "at": [6, 1]},
                 {"id": "b2", "template": "orc", "side": "bandits", "at": [7, 1]}]}
                """);
        ContentChecker.Findings found = new ContentChecker(TestContent.dir()).review(slip);
        assertEquals(List.of(), found.problems());
        assertEquals(List.of("slip.json:2:45: $.combatants[1].side: side \"monster\" is not side \"monsters\" of $.combatants[2]:"
                        + " creatures on different sides are enemies (did you mean \"monsters\"?)",
                "slip.json:4:43: $.combatants[3].side: side \"Bandits\" is not side \"bandits\" of $.combatants[4]:"
                        + " creatures on different sides are enemies (did you mean \"bandits\"?)"),
                ContentCopy.shown(found.warnings(), temp));
        Path three = Files.writeString(temp.resolve("three.json"), """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "w", "template": "wolf", "side": "wolves", "at": [3, 1]},
                 {"id": "b", "template": "orc", "side": "bandits", "at": [4, 1]}]}
                """);
        assertEquals(List.of(), new ContentChecker(TestContent.dir()).review(three).warnings(), "three sides meant");
    }

    @Test
    @DisplayName("check of a content folder: an encounter with a side spelt two ways is warned of")
    void anEncounterWithASideSpeltTwoWays() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("encounters/tutorial-duel.json"),
                "\"template\": \"goblin\", \"side\": \"monsters\"", "\"template\": \"goblin\", \"side\": \"Party\"");
        ContentChecker.Findings found = new ContentChecker(null).review(content);
        assertEquals(List.of(), found.problems());
        assertEquals(List.of("content/encounters/tutorial-duel.json:18:48: $.combatants[1].side: side \"Party\" is not side"
                        + " \"party\" of $.combatants[0]: creatures on different sides are enemies (did you mean \"party\"?)"),
                ContentCopy.shown(found.warnings(), temp));
    }

    @Test
    void aDirectoryOfScenariosChecksEveryFile() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("mine/sub"));
        Files.writeString(temp.resolve("mine/a.json"), GOOD);
        Files.writeString(dir.resolve("b.json"), BAD);
        Files.writeString(temp.resolve("mine/c.json"), "{\"format\": 1,");
        Files.writeString(temp.resolve("mine/notes.txt"), "not json");
        List<String> shown = ContentCopy.shown(new ContentChecker(TestContent.dir()).check(temp.resolve("mine")), temp);
        assertEquals(List.of("mine/c.json:1:14: $: invalid JSON: the file ends inside the object: its closing '}'"
                        + " is missing",
                "mine/sub/b.json:1:69: $.combatants[0].template: unknown template \"figter\" (did you mean \"fighter\"?):"
                        + " not a class of content/classes/ nor a monster of content/monsters/"), shown);
    }

    @Test
    void theTestScenariosShippedWithTheTests() throws URISyntaxException {
        Path dir = Path.of(getClass().getResource("/content/scenarios").toURI());
        List<Problem> problems = new ContentChecker(TestContent.dir()).check(dir);
        assertEquals(List.of("bad-dice.json", "bad-dice.json", "bad-initiative.json"),
                problems.stream().map(p -> Path.of(p.file()).getFileName().toString()).toList());
        assertEquals(List.of("$.dice[2]", "$.dice[4]", "$.initiative"), problems.stream().map(Problem::jsonPath).toList());
    }

    @Test
    void aMissingPathIsAProblemNotAnException() {
        assertEquals(List.of("nothing/here.json: no such file or directory"),
                ContentCopy.shown(new ContentChecker(null).check(temp.resolve("nothing/here.json")), temp));
    }
}
