package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Behaviours that are valid but do not do what they read as: a rule that needs the action under
 * {"self": "acted"}, a disengage there, a yield with no condition. Warnings, with their lines, in a
 * scenario's combatant, a behaviour file and a monster file; the shipped content has none.
 */
class BehaviourWarningsTest {
    @TempDir
    Path temp;

    private static final String ACTED_TAIL = ": this rule never gives a command (without the action, these are left:"
            + " approach, disengage, flee, hold, pickup, stand, yield)";

    @Test
    @DisplayName("TURN-ECONOMY: check warns of a scenario's rule that needs the action once it is spent, of a disengage after acting and of a yield with no condition")
    void inAScenario() throws IOException {
        Path file = Files.writeString(temp.resolve("warren.json"), """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "k1", "template": "goblin", "side": "monsters", "at": [3, 1], "behavior": {"rules": [
                   {"when": [{"self": "engaged"}, {"self": "acted"}], "do": "disengage"},
                   {"when": [{"self": "acted"}], "do": "disengage", "provoke": true},
                   {"when": [{"self": "acted"}], "do": "dodge"},
                   {"when": [{"not": {"self": "acted"}}], "do": "dodge"},
                   {"when": [{"self": "acted"}], "do": "approach"},
                   {"do": "yield"},
                   {"when": [{"hp-below": 25}], "do": "yield"},
                   {"do": "attack"}]}}]}
                """);
        ContentChecker.Findings found = new ContentChecker(TestContent.dir()).review(file);
        assertEquals(List.of(), found.problems());
        assertEquals(List.of(
                "warren.json:3:35: $.combatants[1].behavior.rules[0].when[1]: after acting, \"disengage\" cannot take the"
                        + " Disengage action, which needs the action: it only walks away, and not out of an enemy's reach"
                        + " unless the rule has \"provoke\": true",
                "warren.json:5:14: $.combatants[1].behavior.rules[2].when[0]: \"dodge\" needs the creature's action, and"
                        + " {\"self\": \"acted\"} holds only once the action is spent" + ACTED_TAIL,
                "warren.json:8:11: $.combatants[1].behavior.rules[5].do: \"yield\" with no condition: the creature gives up"
                        + " the fight for its side on its first turn (give it a \"when\", such as {\"hp-below\": 25})"),
                ContentCopy.shown(found.warnings(), temp));
    }

    @Test
    @DisplayName("CAST-ROLL: a combatant's own rule asking for a spell it does not know, a slot it lacks, a potion or a shot it has not, is warned of")
    void whatItHasNot() throws IOException {
        Path file = Files.writeString(temp.resolve("shaman.json"), """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "k1", "template": "goblin", "side": "monsters", "at": [3, 1], "behavior": {"rules": [
                   {"do": "cast", "spell": "sacred-flame"},
                   {"do": "drink"},
                   {"do": "shoot"},
                   {"do": "attack"}]}},
                 {"id": "bat", "template": "giant-bat", "side": "monsters", "at": [5, 1], "behavior": {"extends": "caster",
                   "rules": [{"do": "shoot", "distance": 2}]}},
                 {"id": "m", "template": "wizard", "side": "monsters", "at": [7, 1], "spells": ["magic-missile"],
                  "spellSlots": [0], "items": {"potion-of-healing": 1}, "behavior": {"rules": [
                   {"do": "cast", "spell": "magic-missile"},
                   {"do": "drink"},
                   {"do": "attack"}]}}]}
                """);
        ContentChecker.Findings found = new ContentChecker(TestContent.dir()).review(file);
        assertEquals(List.of(), found.problems());
        assertEquals(List.of(
                "shaman.json:3:11: $.combatants[1].behavior.rules[0].do: k1 does not know \"sacred-flame\": this rule never"
                        + " casts (spells it knows: none)",
                "shaman.json:4:11: $.combatants[1].behavior.rules[1].do: k1 carries no potion: this rule never drinks (give"
                        + " it \"items\", such as {\"potion-of-healing\": 1})",
                "shaman.json:8:21: $.combatants[2].behavior.rules[0].do: bat has no weapon that shoots or is thrown: this rule"
                        + " never shoots (weapons: bite)",
                "shaman.json:11:11: $.combatants[3].behavior.rules[0].do: m has no spell slot of level 1 for \"magic-missile\":"
                        + " this rule never casts (give it \"spellSlots\")"),
                ContentCopy.shown(found.warnings(), temp));
    }

    @Test
    @DisplayName("ATK-CRIT: a happened condition naming no rule of the house rules is warned of, with the rule it is close to, inside not too")
    void unknownRuleIds() throws IOException {
        Path file = Files.writeString(temp.resolve("morale.json"), """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "k1", "template": "goblin", "side": "monsters", "at": [3, 1], "behavior": {"rules": [
                   {"when": [{"happened": ["ATK-CRT", "GRAP-START"]}], "do": "flee"},
                   {"when": [{"not": {"happened": ["OA-LEAVES"]}}], "do": "attack"},
                   {"when": [{"any": [{"happened": ["HP-SHOCK"]}, {"round": 3}]}], "do": "dodge"}]}}]}
                """);
        ContentChecker.Findings found = new ContentChecker(TestContent.dir()).review(file);
        assertEquals(List.of(), found.problems());
        assertEquals(List.of(
                "morale.json:3:28: $.combatants[1].behavior.rules[0].when[0].happened[0]: \"ATK-CRT\" is no rule of the house"
                        + " rules (did you mean \"ATK-CRIT\"?): no event names it, so this condition never holds",
                "morale.json:4:36: $.combatants[1].behavior.rules[1].when[0].not.happened[0]: \"OA-LEAVES\" is no rule of"
                        + " the house rules (did you mean \"OA-LEAVE\"?): no event names it, so this condition never holds"),
                ContentCopy.shown(found.warnings(), temp));
    }

    @Test
    @DisplayName("GRAP-START: a contested condition naming no rule of the house rules is warned of as a happened one is")
    void unknownContestedRuleIds() throws IOException {
        Path file = Files.writeString(temp.resolve("held.json"), """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "k1", "template": "goblin", "side": "monsters", "at": [3, 1], "behavior": {"rules": [
                   {"when": [{"contested": ["GRAP-STRAT"]}], "do": "yield"},
                   {"when": [{"contested": ["GRAP-START"]}], "do": "flee"}]}}]}
                """);
        ContentChecker.Findings found = new ContentChecker(TestContent.dir()).review(file);
        assertEquals(List.of(), found.problems());
        assertEquals(List.of(
                "held.json:3:29: $.combatants[1].behavior.rules[0].when[0].contested[0]: \"GRAP-STRAT\" is no rule of the"
                        + " house rules (did you mean \"GRAP-START\"?): no event names it, so this condition never holds"),
                ContentCopy.shown(found.warnings(), temp));
    }

    @Test
    @DisplayName("TURN-ECONOMY: a behaviour file and a monster's own behaviour in a content folder are warned of alike")
    void inContent() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("behaviors/brute.json"), "\"rules\": [",
                "\"rules\": [\n    {\"when\": [{\"self\": \"acted\"}], \"do\": \"attack\"},");
        ContentCopy.edit(content.resolve("monsters/bandit-captain.json"), "\"rules\": [",
                "\"rules\": [\n      {\"do\": \"yield\"},");
        ContentChecker.Findings found = new ContentChecker(null).review(content);
        assertEquals(List.of(), found.problems());
        List<String> shown = ContentCopy.shown(found.warnings(), temp);
        assertEquals(2, shown.size(), shown.toString());
        assertEquals("content/behaviors/brute.json:5:15: $.rules[0].when[0]: \"attack\" needs the creature's action, and"
                + " {\"self\": \"acted\"} holds only once the action is spent" + ACTED_TAIL, shown.get(0));
        assertEquals("content/monsters/bandit-captain.json:20:14: $.behavior.rules[0].do: \"yield\" with no condition:"
                + " the creature gives up the fight for its side on its first turn (give it a \"when\", such as"
                + " {\"hp-below\": 25})", shown.get(1));
        // One file of the content checked alone: its own warnings, no other file's.
        List<String> brute = ContentCopy.shown(new ContentChecker(null).review(content.resolve("behaviors/brute.json")).warnings(), temp);
        assertEquals(List.of(shown.get(0)), brute);
        assertEquals(List.of(), new ContentChecker(null).review(content.resolve("behaviors/guard.json")).warnings());
        assertEquals(List.of(shown.get(0)),
                ContentCopy.shown(new ContentChecker(null).review(content.resolve("behaviors")).warnings(), temp));
    }

    @Test
    @DisplayName("CAST-ROLL: a monster file's own rule casting a spell the monster does not know is warned of, with the spells it knows")
    void aMonsterOfTheContent() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/bandit-captain.json"), "\"rules\": [",
                "\"rules\": [\n      {\"do\": \"cast\", \"spell\": \"sacred-flame\"},");
        List<String> shown = ContentCopy.shown(new ContentChecker(null).review(content).warnings(), temp);
        assertEquals(List.of("content/monsters/bandit-captain.json:20:14: $.behavior.rules[0].do: bandit-captain does not"
                + " know \"sacred-flame\": this rule never casts (spells it knows: none)"), shown);
    }

    @Test
    @DisplayName("The shipped content has no such rule")
    void shippedContent() {
        Path content = ContentCopy.into(temp);
        assertEquals(List.of(), new ContentChecker(null).review(content).warnings());
    }
}
