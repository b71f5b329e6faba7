package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The party screen on the real content: who comes (added from the classes' pre-made characters, removed),
 * each one's name, class, level and gear, who is played by hand, within bounds, and what the fight records.
 */
class PartyScreenTest extends ScreenTest {
    private static Content content;

    @TempDir
    Path saves;

    @BeforeAll
    static void load() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        content = new ContentLoader().load(dir).value();
    }

    /** The party screen of the crypt (the first encounter): Ysolde, Brother Mathis, Brunhild and Grey the wolf. */
    private Harness crypt() {
        h = new Harness(new ContentCatalog(content), data);
        h.keys("n").enter();
        assertTrue(h.shows("Your party (4 of at most 6)"), h.screen());
        return h;
    }

    private String rowOf(String text) {
        int[] at = h.find(text);
        assertTrue(at != null, text + " is not on screen: " + h.screen());
        return h.row(at[1]);
    }

    /** The party screen of a GM's own encounter, listed after the eight shipped ones. */
    private void ownEncounter(String json) throws Exception {
        Path own = Files.createDirectories(saves.resolve("encounters"));
        Files.writeString(own.resolve("own.json"), json);
        h = new Harness(new ContentCatalog(content).keeping(own, "encounters"), data);
        h.keys("n");
        down(8);
        h.enter();
    }

    private void down(int times) {
        for (int i = 0; i < times; i++) h.press(KeyType.ArrowDown);
    }

    @Test
    @DisplayName("The party lists the companion with the heroes and who plays each: h gives Grey the wolf to the player's hand")
    void companionByHand() {
        crypt();
        assertTrue(rowOf("Grey ").contains("AI"), h.screen());
        assertTrue(rowOf("Ysolde").contains("by hand"), h.screen());
        down(3);
        h.keys("h");
        assertTrue(rowOf("Grey ").contains("by hand"), h.screen());
        h.keys("h");
        assertTrue(rowOf("Grey ").contains("AI"), h.screen());
    }

    @Test
    @DisplayName("A GM's encounter with a side spelt two ways: the party screen names both sides, which fight each other")
    void aSideSpeltTwoWays() throws Exception {
        ownEncounter("""
                {"format": 1, "name": "The rope bridge", "map": "ford",
                 "combatants": [{"id": "kenji", "template": "samurai", "at": [1, 1]},
                  {"id": "g1", "template": "goblin", "side": "monsters", "at": [5, 1]},
                  {"id": "g2", "template": "goblin", "side": "monster", "at": [6, 1]}]}
                """);
        assertTrue(h.shows("The rope bridge"), h.screen());
        assertTrue(h.shows("Side \"monster\" and side \"monsters\" fight each other here: one side spelt two"), h.screen());
    }

    @Test
    @DisplayName("A GM's hero named longer than the party page lets one type is cut there, and its class keeps its column")
    void aLongScenarioName() throws Exception {
        ownEncounter("""
                {"format": 1, "name": "A long name", "map": "ford",
                 "combatants": [{"id": "b", "template": "fighter", "name": "Brunhild the Unyielding", "at": [1, 1]},
                  {"id": "g1", "template": "goblin", "side": "monsters", "at": [5, 1]}]}
                """);
        assertTrue(h.shows("Your party (1 of at most 6)"), h.screen());
        assertTrue(rowOf("Brunhild the Un…").contains("Brunhild the Un… fighter 3"), h.screen());
    }

    @Test
    @DisplayName("A hero whose scenario starts it wounded (\"hp\": 1) is listed at 1 of its 28, as the fight starts it, there"
            + " and on its own page")
    void aWoundedStartShowsTheStartingHitPoints() throws Exception {
        ownEncounter("""
                {"format": 1, "name": "Last legs", "map": "ford",
                 "combatants": [{"id": "b", "template": "fighter", "name": "Brunhild", "hp": 1, "at": [1, 1]},
                  {"id": "k", "template": "samurai", "name": "Kenji", "at": [2, 1]},
                  {"id": "g1", "template": "goblin", "side": "monsters", "at": [5, 1]}]}
                """);
        assertTrue(rowOf("Brunhild ").contains("HP 1/28 AC"), h.screen());
        assertFalse(rowOf("Brunhild ").contains("HP 28"), h.screen());
        // A hero at its maximum keeps the one number.
        assertTrue(rowOf("Kenji ").matches(".*HP \\d+ +AC.*"), h.screen());
        h.keys("e");
        assertTrue(h.shows("HP 1/28 · AC"), h.screen());
    }

    @Test
    @DisplayName("A scenario's party of seven is full from the start: the help does not offer a, a says why, and Enter then"
            + " starts the fight at once")
    void aPartyOverTheLimitIsFullFromTheStart() throws Exception {
        StringBuilder heroes = new StringBuilder();
        for (int i = 1; i <= 7; i++) heroes.append("{\"id\": \"f").append(i).append("\", \"template\": \"fighter\", \"at\": [")
                .append(i).append(", 1]}, ");
        ownEncounter("{\"format\": 1, \"name\": \"Seven\", \"map\": \"ford\", \"combatants\": [" + heroes
                + "{\"id\": \"g1\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [9, 3]}]}");
        assertTrue(h.shows("Your party (7)"), h.screen());
        assertFalse(h.words().contains("a: add a pre-made character"), h.screen());
        h.keys("a");
        assertTrue(h.shows("The party is full: at most 6 members."), h.screen());
        h.enter();
        assertTrue(h.shows("Round 1 · order"), h.screen());
    }

    @Test
    @DisplayName("a adds a class's pre-made character beside the party, up to six members; then the party is full")
    void addUpToTheLimit() {
        crypt();
        h.keys("a");
        assertTrue(h.shows("Add to the party"), h.screen());
        assertTrue(h.shows("monk: Mei, its pre-made character, level 3"), h.screen());
        h.keys("5");
        assertTrue(h.shows("Your party (5 of at most 6)"), h.screen());
        assertTrue(rowOf("Mei ").contains("monk 3"), h.screen());
        h.keys("a");
        assertTrue(h.shows("monk: Tenzin, its pre-made character, level 3"), "the class's next name: " + h.screen());
        h.keys("5");
        assertTrue(rowOf("Tenzin ").contains("monk 3"), h.screen());
        h.keys("a");
        assertFalse(h.shows("Add to the party"), h.screen());
        assertTrue(h.shows("The party is full: at most 6 members."), h.screen());
        // Past the class's names, the class's own, numbered when taken.
        h.press(KeyType.Home).keys("x").keys("a");
        assertTrue(h.shows("monk: its pre-made character, level 3"), h.screen());
        h.keys("5");
        assertTrue(rowOf("Monk ").contains("monk 3"), h.screen());
        h.keys("x").keys("a").keys("5");
        assertTrue(rowOf("Monk ").contains("monk 3"), "the name freed is given again: " + h.screen());
    }

    @Test
    @DisplayName("In French a heroine added from a class's names is one: Sable the archer is listed as an archère; a row's gear stops after a whole item")
    void aHeroineAddedInFrench() {
        h = new Harness(new ContentCatalog(content), data);
        h.keys("l").keys("n").enter();
        // The gear stops after a whole item: "mains nues" is not cut to "mains".
        assertTrue(rowOf("Ysolde ").stripTrailing().endsWith("CA 12 bâton, dague…"), h.screen());
        h.keys("a");
        assertTrue(h.shows("archère\u00a0: Sable, son personnage tout prêt, niveau 3"), h.screen());
        h.keys("1");
        assertTrue(rowOf("Sable ").contains("archère 3"), h.screen());
    }

    @Test
    @DisplayName("x removes a member, never the last one, and a master only after its companion")
    void remove() {
        crypt();
        down(2);
        h.keys("x");
        assertTrue(h.shows("Grey follows Brunhild: remove Grey first."), h.screen());
        h.press(KeyType.ArrowDown).keys("x");
        assertFalse(h.shows("Grey "), h.screen());
        assertTrue(h.shows("Your party (3 of at most 6)"), h.screen());
        h.keys("xx");
        assertTrue(h.shows("Your party (1 of at most 6)"), h.screen());
        h.keys("x");
        assertTrue(h.shows("The party needs at least one member."), h.screen());
        assertTrue(h.shows("Against: 4 foes"), h.screen());
    }

    @Test
    @DisplayName("Esc leaves a party as the encounter has it at once; a party changed asks first, n stays with it")
    void leavingAChangedPartyAsks() {
        crypt();
        h.esc();
        assertTrue(h.shows("New fight: choose an encounter"), "unchanged: back at once: " + h.screen());
        h.enter();
        down(3);
        h.keys("x");
        assertTrue(h.shows("Your party (3 of at most 6)"), h.screen());
        h.esc();
        assertTrue(h.shows("Leave this party?"), h.screen());
        assertTrue(h.shows("y Back to the encounters (the changes to the party are lost)"), h.screen());
        assertTrue(h.shows("▶ n Stay with this party"), "staying is the choice Enter takes: " + h.screen());
        h.enter();
        assertTrue(h.shows("Your party (3 of at most 6)"), "the party kept: " + h.screen());
        h.esc().keys("y");
        assertTrue(h.shows("New fight: choose an encounter"), h.screen());
        h.enter();
        assertTrue(h.shows("Your party (4 of at most 6)"), "the encounter's own again: " + h.screen());
    }

    @Test
    @DisplayName("The party taken into a fight is the one the party page opens on the next time the encounter is chosen;"
            + " r goes back to the encounter's own, and a fight with that one leaves nothing to remember")
    void thePartyOfTheLastFightIsRemembered() {
        crypt();
        h.keys("e").enter();
        for (int i = 0; i < 6; i++) h.press(KeyType.Backspace);
        h.keys("Zoe").enter();
        h.esc();
        assertFalse(h.shows("The party of your last fight"), "not yet fought with: " + h.screen());
        h.enter();
        assertTrue(h.shows("Round 1"), h.screen());
        h.keys("Q").keys("y");
        h.keys("n").enter();
        assertTrue(rowOf("Zoe ").contains("wizard 5"), h.screen());
        assertTrue(h.shows("The party of your last fight in this encounter, as you set it up. r: the encounter's own"
                + " party."), h.screen());
        h.esc();
        assertTrue(h.shows("New fight: choose an encounter"), "the party as it opened: nothing to lose: " + h.screen());
        h.enter().keys("r");
        assertTrue(rowOf("Ysolde ").contains("wizard 5"), h.screen());
        assertFalse(h.shows("The party of your last fight"), h.screen());
        h.enter();
        assertTrue(h.shows("Round 1"), h.screen());
        h.keys("Q").keys("y");
        h.keys("n").enter();
        assertTrue(h.shows("Ysolde "), "the encounter's own, remembered no more: " + h.screen());
        assertFalse(h.shows("Zoe"), h.screen());
        assertFalse(h.shows("The party of your last fight"), h.screen());
    }

    @Test
    @DisplayName("A remembered party the encounter no longer takes (a class the content dropped) is passed over without a"
            + " word: the page opens on the encounter's own")
    void aPartyTheEncounterNoLongerTakesIsPassedOver() {
        h = new Harness(new ContentCatalog(content), data);
        h.game.parties().remember("ambush-in-the-crypt", List.of(
                new escarmouche.ui.page.PartyMember("ysolde", "Zoe", "no-such-class", null, null, null, null, true)));
        h.keys("n").enter();
        assertTrue(h.shows("Your party (4 of at most 6)"), h.screen());
        assertTrue(rowOf("Ysolde ").contains("wizard 5"), h.screen());
        assertFalse(h.shows("The party of your last fight"), h.screen());
        assertFalse(h.shows("no-such-class"), "no refusal shown: " + h.screen());
    }

    @Test
    @DisplayName("An encounter of yours deleted in the builder takes its remembered party with it: a new file of the same"
            + " name opens on its own party")
    void aDeletedEncounterForgetsItsParty() throws Exception {
        String json = """
                {"format": 1, "name": "The yard", "map": "ford",
                 "combatants": [{"id": "kenji", "template": "samurai", "at": [1, 1]},
                  {"id": "g1", "template": "goblin", "side": "monsters", "at": [5, 1]}]}
                """;
        ownEncounter(json);
        h.keys("e").enter();
        for (int i = 0; i < 5; i++) h.press(KeyType.Backspace);
        h.keys("Hana").enter();
        h.esc().enter();
        assertTrue(h.shows("Round 1"), h.screen());
        h.keys("Q").keys("y");
        h.keys("n");
        down(8);
        h.enter();
        assertTrue(h.shows("Hana "), "remembered: " + h.screen());
        h.esc().esc().keys("b").keys("e").keys("x").keys("y");
        assertTrue(h.shows("Deleted: The yard."), h.screen());
        Files.writeString(saves.resolve("encounters").resolve("own.json"), json);
        h.esc().esc().keys("n");
        down(8);
        h.enter();
        assertTrue(h.shows("Kenji "), "its own party: " + h.screen());
        assertFalse(h.shows("Hana"), h.screen());
    }

    @Test
    @DisplayName("A typed name is checked: a character outside letters and ' - ., more than 16, a name already taken are refused with the reason")
    void typedNames() {
        crypt();
        h.keys("e");
        assertTrue(h.shows("Party member: Ysolde"), h.screen());
        h.enter();
        for (int i = 0; i < 6; i++) h.press(KeyType.Backspace);
        h.keys("Zo!");
        assertTrue(h.shows("A name uses letters, digits, spaces and ' - . only."), h.screen());
        h.press(new KeyStroke('\u0007', false, false));
        assertTrue(rowOf("Name").contains("Zo_"), "neither ! nor a control character went in: " + h.screen());
        h.keys("ééééééééééééééé");
        assertTrue(h.shows("A name has at most 16 characters."), h.screen());
        for (int i = 0; i < 16; i++) h.press(KeyType.Backspace);
        h.keys("brunhild").enter();
        assertTrue(h.shows("Another member is already called Brunhild."), h.screen());
        for (int i = 0; i < 8; i++) h.press(KeyType.Backspace);
        h.enter();
        assertTrue(h.shows("A name cannot be empty."), h.screen());
        h.keys("Zoé d'Arles").enter();
        assertTrue(h.shows("Party member: Zoé d'Arles"), h.screen());
        h.esc();
        assertTrue(rowOf("Zoé d'Arles").contains("wizard 5"), h.screen());
    }

    @Test
    @DisplayName("Class and level change with the arrows, the level bounded from 1 to 20, and the hit points follow")
    void classAndLevel() {
        crypt();
        h.keys("e");
        down(1);
        h.press(KeyType.ArrowRight);
        assertTrue(rowOf("Class").contains("archer"), "after the wizard comes the first class again: " + h.screen());
        h.press(KeyType.ArrowLeft);
        assertTrue(rowOf("Class").contains("wizard"), h.screen());
        down(1);
        assertTrue(rowOf("Level").contains("5 (from 1 to 20)"), h.screen());
        for (int i = 0; i < 4; i++) h.press(KeyType.ArrowLeft);
        assertTrue(rowOf("Level").contains("1 (from 1 to 20)"), h.screen());
        assertTrue(h.shows("HP 8 ·"), "a level 1 wizard: " + h.screen());
        h.press(KeyType.ArrowLeft);
        assertTrue(h.shows("Levels go from 1 to 20."), h.screen());
        assertTrue(rowOf("Level").contains("1 (from 1 to 20)"), h.screen());
        h.esc();
        assertTrue(rowOf("Ysolde").contains("wizard 1"), h.screen());
    }

    @Test
    @DisplayName("Gear from content: the weapon in hand, the shield taken off (AC 18 to 16), potions from 0 to 3")
    void gear() {
        crypt();
        down(2);
        h.keys("e");
        assertTrue(h.shows("Party member: Brunhild"), h.screen());
        assertTrue(h.shows("AC 18"), h.screen());
        down(3);
        assertTrue(rowOf("Weapon").contains("longsword"), h.screen());
        h.press(KeyType.ArrowRight);
        assertFalse(rowOf("Weapon").contains("longsword"), h.screen());
        assertTrue(h.shows("javelin (×5)"), "her javelins stay with her: " + h.screen());
        down(2);
        assertTrue(rowOf("Shield").contains("shield"), h.screen());
        h.press(KeyType.ArrowLeft);
        assertTrue(rowOf("Shield").contains("none"), h.screen());
        assertTrue(h.shows("AC 16"), h.screen());
        down(1);
        assertTrue(rowOf("Potions").contains("1 × potion of healing (at most 3)"), h.screen());
        h.press(KeyType.ArrowRight).press(KeyType.ArrowRight);
        assertTrue(rowOf("Potions").contains("3 × potion of healing"), h.screen());
        h.press(KeyType.ArrowRight);
        assertTrue(h.shows("A hero carries from 0 to 3 potions."), h.screen());
    }

    @Test
    @DisplayName("A companion keeps its kind, level and gear: only its name and who plays it can change")
    void companionFields() {
        crypt();
        down(3);
        h.keys("e");
        assertTrue(h.shows("Party member: Grey"), h.screen());
        assertTrue(h.shows("Played"), h.screen());
        assertFalse(h.shows("Level"), h.screen());
        assertTrue(h.shows("its level and gear are those of its kind"), h.screen());
        down(1);
        h.press(KeyType.ArrowRight);
        assertTrue(rowOf("Played").contains("by hand"), h.screen());
    }

    @Test
    @DisplayName("A fight needs someone played by hand: with everyone on AI, Enter says so and starts nothing")
    void someoneByHand() {
        crypt();
        h.keys("h");
        down(1);
        h.keys("h");
        down(1);
        h.keys("h");
        h.enter();
        assertTrue(h.shows("Nobody in the party is played by hand"), h.screen());
        assertTrue(h.shows("Your party"), h.screen());
    }

    @Test
    @DisplayName("The chosen party is what the fight records: Continue brings back the renamed hero and the added monk")
    void recorded() throws Exception {
        SaveShelf.Snapshot snapshot = SaveShelf.Snapshot.read(content);
        Clock clock = Clock.fixed(Instant.parse("2026-11-23T20:15:00Z"), ZoneOffset.UTC);
        h = new Harness(new ContentCatalog(content), new SaveShelf(saves, snapshot, clock, "a local game"), data);
        h.keys("n").enter();
        h.keys("e").enter();
        for (int i = 0; i < 6; i++) h.press(KeyType.Backspace);
        h.keys("Zoe").enter();
        h.esc();
        h.keys("a").keys("5");
        h.enter();
        assertTrue(h.shows("Round 1"), h.screen());
        assertTrue(h.shows("Zoe"), h.screen());
        assertTrue(h.shows("Mei"), h.screen());
        h.keys("Q").keys("y");
        h.close();
        h = new Harness(new ContentCatalog(content), new SaveShelf(saves, snapshot, clock, "a local game"), data);
        h.keys("g");
        assertTrue(h.shows("Continued from"), h.screen());
        assertTrue(h.shows("Zoe"), h.screen());
        assertTrue(h.shows("Mei"), h.screen());
        assertFalse(h.shows("Ysolde"), h.screen());
    }

    @Test
    @DisplayName("The keys page lists the party screen's keys and the end screen's l")
    void keysPage() {
        h = new Harness(new ContentCatalog(content), data, 100, 40, true);
        h.keys("k").press(KeyType.End);
        // Up from the end until the section's heading comes in at the top, its lines below it.
        for (int i = 0; i < 100 && !h.shows("Before a fight: the party screen"); i++) h.press(KeyType.ArrowUp);
        assertTrue(h.shows("Before a fight: the party screen"), h.screen());
        assertTrue(h.shows("this party under the house rules and plain 5e, side by side; p there: which part"), h.screen());
        assertTrue(h.shows("watch one of their fights (the next each time)"), h.screen());
        assertTrue(h.shows("add a class's pre-made character (at most 6 members)"), h.screen());
        assertTrue(h.shows("back to the list of encounters"), h.screen());
    }

    @Test
    @DisplayName("The party screen fits 80x24: every member, the foes and the keys")
    void fits() {
        crypt();
        assertTrue(h.shows("Brother Mathis"), h.screen());
        assertTrue(h.shows("Against: 4 foes"), h.screen());
        assertTrue(h.row(23).contains("Enter fight"), h.screen());
        assertEquals(' ', h.row(0).charAt(0));
    }

    @Test
    @DisplayName("The party's odds name its first defeat; d replays that very fight, v one of the others, and q comes back to the party")
    void watchThePartysDefeat() {
        FakeOdds odds = new FakeOdds();
        odds.ofText("bandit-parley", new OddsState.Ready(new OddsFigures("house", 400, 270, 130, 11, 11.4, List.of(
                new OddsFigures.Combatant("lin", "Lin", "party", 48, 12.5, 9.25, 192)), new OddsFigures.FirstDefeat(5, 14))));
        h = new Harness(new ContentCatalog(content).withOdds(odds), data);
        h.keys("n").press(KeyType.ArrowDown).enter();
        assertTrue(h.shows("Your party (3 of at most 6)"), h.screen());
        assertTrue(h.shows("v: watch one of these fights · d: the first lost (seed 5, 14 rounds)"), h.screen());
        h.keys("d");
        assertTrue(h.row(0).contains("Replay: The bandit captain, a defeat"), h.screen());
        h.keys("q");
        assertTrue(h.shows("Your party (3 of at most 6)"), h.screen());
        h.keys("v");
        assertTrue(h.row(0).contains("Replay: The bandit captain, fight 1 (house"), h.screen());
        h.keys("q");
        assertTrue(h.shows("Your party (3 of at most 6)"), h.screen());
    }

    @Test
    @DisplayName("o weighs the party as chosen: the house rules against plain 5e, then p each part, on the party's own"
            + " text; D replays its defeat under 5e with that party; Esc comes back to the party")
    void compareThisParty() {
        FakeOdds odds = new FakeOdds();
        OddsFigures.Combatant lin = new OddsFigures.Combatant("lin", "Lin", "party", 48, 12.5, 9.25, 192);
        odds.ofText("bandit-parley", new OddsState.Ready(new OddsFigures("house", 400, 100, 300, 9, 9.4, List.of(lin))))
                .ofText("bandit-parley", "house", new OddsState.Ready(new OddsFigures("house", 400, 100, 300, 9, 9.4,
                        List.of(lin))))
                .ofText("bandit-parley", "dd5", new OddsState.Ready(new OddsFigures("dd5", 400, 200, 200, 12, 12.1,
                        List.of(lin), new OddsFigures.FirstDefeat(6, 15))));
        h = new Harness(new ContentCatalog(content).withOdds(odds), data);
        h.keys("n").press(KeyType.ArrowDown).enter();
        String gone = h.row(h.find("▶ ")[1]).substring(4, 20).trim();
        h.keys("x");
        assertTrue(h.shows("Your party (2 of at most 6)"), h.screen());
        assertTrue(h.shows("· o: house rules or 5e?"), h.screen());
        h.keys("o");
        assertTrue(h.row(0).contains("House rules or plain 5e? The bandit captain, with your party"), h.row(0));
        FakeOdds.Watch compare = odds.watches.get(odds.watches.size() - 1);
        assertEquals(1, compare.rulesTexts.size(), "one text asked for: " + compare.rulesTexts);
        assertTrue(!compare.rulesTexts.get(0).contains("\"name\": \"" + gone + "\""), "the removed member is not in it");
        assertEquals(List.of("party|bandit-parley|dd5", "party|bandit-parley|house"), compare.focused);
        assertTrue(h.shows("25% (21-29%)") && h.shows("50% (45-55%)"), h.screen());
        assertTrue(h.shows("Esc back to the party"), h.screen());
        h.keys("D");
        assertTrue(h.row(0).contains("Replay: The bandit captain, a defeat (plain 5e"), h.row(0));
        assertTrue(!h.shows(gone), gone + " was removed from the party: " + h.screen());
        h.keys("q");
        h.keys("p");
        assertTrue(h.row(0).contains("Which house rule weighs here? The bandit captain, with your party"), h.row(0));
        FakeOdds.Watch parts = odds.watches.get(odds.watches.size() - 1);
        assertTrue(parts.focused.stream().allMatch(k -> k.startsWith("party|bandit-parley|")), parts.focused.toString());
        // The house rules, each part as in 5e, plain 5e.
        assertEquals(escarmouche.rules.core.RulePart.all().size() + 2, parts.focused.size(), parts.focused.toString());
        h.esc();
        h.esc();
        assertTrue(compare.closed && parts.closed, "both pages' odds withdrawn");
        assertTrue(h.shows("Your party (2 of at most 6)"), h.screen());
    }

    @Test
    @DisplayName("In French a member's sheet asks the gender of the name, which the fight's sentences agree with; English does not ask")
    void genderInFrench() {
        h = new Harness(new ContentCatalog(content), data);
        h.keys("n").press(KeyType.ArrowDown).enter();
        down(2);
        h.keys("e");
        assertFalse(h.shows("Gender"), "English agrees with no gender: " + h.screen());
        h.esc().esc().esc();
        h.keys("l").keys("n").press(KeyType.ArrowDown).enter();
        down(2);
        h.keys("e");
        assertTrue(h.shows("Genre         féminin"), "Lin, as the bandit captain's scenario says: " + h.screen());
        down(8);
        h.press(KeyType.ArrowRight);
        assertTrue(h.shows("Genre         ◀ masculin"), h.screen());
    }
}
