package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Behaviour;
import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Opportunity;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.Target;
import escarmouche.behaviour.TargetState;
import escarmouche.content.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** content/behaviors/ and the behavior field: what loads, and every mistake reported with its JSON path. */
class BehaviorContentTest {
    @TempDir
    Path temp;

    @Test
    void theSharedBehavioursLoadAndEveryMonsterHasOne() {
        Content c = TestContent.load();
        assertEquals(List.of("archer", "brute", "caster", "coward", "grappler", "guard", "hero", "lurker",
                "pack-hunter", "sentry", "skirmisher"), List.copyOf(c.behaviors().keySet()));
        for (var m : c.monsters().values()) assertTrue(m.creature().script() != null, m.id() + " has no script");
    }

    @Test
    void everyExampleOfTheBehaviourGuideLoads() throws IOException {
        Path guide = TestContent.dir().resolveSibling("docs").resolve("behaviours.md");
        Matcher m = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(guide));
        Content content = TestContent.load();
        int examples = 0;
        while (m.find()) {
            examples++;
            String json = m.group(1).trim();
            List<Problem> problems = json.contains("\"format\"")
                    ? new ScenarioLoader().parse(json, "example " + examples, content).problems()
                    : new BehaviorParser().parse(json, "example " + examples, "example", content).problems();
            assertEquals(List.of(), problems, "example " + examples);
        }
        assertTrue(examples >= 2);
    }

    @Test
    void noSharedBehaviourAsksWhatHappenedButTheTutorialsGoblinDoes() throws IOException {
        // A simulated fight keeps its events' rule IDs only for a script that asks: the shipped encounters
        // need none, the tutorial's goblin (which yields once its lessons took place) does.
        Content c = TestContent.load();
        for (Behaviour b : c.behaviors().values()) assertFalse(b.asksWhatHappened(), b.name());
        Scenario tutorial = new ScenarioLoader().load(TestContent.dir().resolve("tutorial/first-fight.json"), c).value();
        assertTrue(tutorial.combatants().stream().anyMatch(x -> x.creature().script() != null
                && x.creature().script().asksWhatHappened()));
    }

    @Test
    void extendsPutsTheChildsRulesFirst() {
        Content c = TestContent.load();
        Behaviour grappler = c.behaviors().get("grappler");
        Behaviour brute = c.behaviors().get("brute");
        assertEquals(5 + brute.rules().size(), grappler.rules().size());
        Rule first = grappler.rules().get(0);
        assertEquals("grappler", first.origin());
        assertEquals(1, first.number());
        Rule inherited = grappler.rules().get(5);
        assertEquals("brute", inherited.origin());
        assertEquals(brute.rules().get(0), inherited);
        assertEquals(Opportunity.ALWAYS, grappler.opportunity(), "inherited from brute");
        Rule held = grappler.rules().get(3);
        assertEquals(List.of(new BehaviourCondition.TargetIs(TargetState.GRAPPLED_BY_ALLY)), held.when());
        assertEquals(Target.GRAPPLED_BY_ALLY, held.target());
        assertEquals(new Action.Attack(), held.action());
        assertEquals("finish off the held enemy", held.why());
    }

    @Test
    void anInlineBehaviourIsNamedByItsOwnerAndExtendsTheLibrary() {
        Content c = TestContent.load();
        Behaviour captain = c.monsters().get("bandit-captain").creature().script();
        assertEquals("bandit-captain", captain.name());
        assertEquals(Opportunity.HEALTHY, captain.opportunity());
        assertEquals("bandit-captain", captain.rules().get(0).origin());
        assertEquals("guard", captain.rules().get(3).origin());
        Loaded<Behaviour> b = new BehaviorParser().parse("{\"extends\": \"brute\", \"rules\": []}", "x.json", "g7", c);
        assertEquals("g7", b.value().name());
        assertEquals(c.behaviors().get("brute").rules(), b.value().rules());
        Loaded<Behaviour> broken = new BehaviorParser().parse("{\"extends\": \"brutee\", \"rules\": [{\"do\": \"nap\"}]}",
                "x.json", "g7", c);
        assertEquals(List.of("$.extends", "$.rules[0].do"), broken.problems().stream().map(Problem::jsonPath).toList(),
                "a broken inline behaviour still has its parent checked");
    }

    private List<String> problems(String file, String json) throws IOException {
        Path content = ContentCopy.into(temp);
        Files.writeString(content.resolve("behaviors").resolve(file), json);
        return ContentCopy.shown(new ContentLoader().load(content).problems(), temp);
    }

    @Test
    void unknownWordsAreErrorsWithTheirPathAndTheAllowedValues() throws IOException {
        List<String> shown = problems("sneak.json", """
                {"description": "x", "rules": [
                  {"when": [{"hp-bellow": 50}], "do": "dodge"},
                  {"when": [{"target": "sleepy"}], "do": "stab"},
                  {"target": "tallest", "do": "attack", "speed": 2},
                  {"when": [{"self": "prone", "round": 2}], "do": "stand"},
                  {"when": [{"allies": "lots"}], "do": "hold"}
                ]}
                """);
        assertEquals(List.of(
                "content/behaviors/sneak.json:2:14: $.rules[0].when[0].hp-bellow: unknown condition \"hp-bellow\" (did you"
                        + " mean \"hp-below\"?); conditions: hp-below, enemy-within, target, self, has, allies, enemies,"
                        + " round, happened, contested, odds-above, not, any",
                "content/behaviors/sneak.json:3:24: $.rules[1].when[0].target: found string \"sleepy\", expected one of:"
                        + " grappled, grappled-by-ally, grappled-by-me, prone, unconscious, caster, weakest, most-wounded,"
                        + " bloodied, ally-adjacent, in-reach, in-range, visible, exposed, last-attacker",
                "content/behaviors/sneak.json:3:42: $.rules[1].do: found string \"stab\", expected one of: attack, flank,"
                        + " approach, shoot, grapple, shove, escape, disengage, flee, dodge, cast, drink, help, hold,"
                        + " pickup, stand, yield, search, hide, ready",
                "content/behaviors/sneak.json:4:14: $.rules[2].target: found string \"tallest\", expected one of: nearest,"
                        + " weakest, most-wounded, lowest-ac, caster, grappled-by-ally, last-attacker, wounded-ally, self",
                "content/behaviors/sneak.json:4:41: $.rules[2].speed: unknown field \"speed\"; allowed fields: when, do,"
                        + " target, why, risky, provoke, distance, spell, item, dc, anyone, fr",
                "content/behaviors/sneak.json:5:13: $.rules[3].when[0]: found 2 keys (self, round), expected exactly one"
                        + " condition per object: write each one as its own entry of the list; conditions: hp-below,"
                        + " enemy-within, target, self, has, allies, enemies, round, happened, contested, odds-above, not, any",
                "content/behaviors/sneak.json:6:24: $.rules[4].when[0].allies: found string \"lots\", expected a comparison"
                        + " such as \">= 2\" (operators: <, <=, =, !=, >=, >) or a whole number"), shown);
    }

    @Test
    void playCheckOnOneBehaviourFileReportsItsProblemsOnly() throws IOException {
        Path content = ContentCopy.into(temp);
        Path file = content.resolve("behaviors").resolve("lazy.json");
        Files.writeString(file, "{\"description\": \"x\", \"rules\": [{\"do\": \"nap\"}]}");
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"behavior\": \"brute\"", "\"behavior\": \"brut\"");
        List<String> shown = ContentCopy.shown(new ContentChecker(null).check(file), temp);
        assertEquals(1, shown.size(), shown.toString());
        assertTrue(shown.get(0).startsWith("content/behaviors/lazy.json:1:39: $.rules[0].do: found string \"nap\""),
                shown.get(0));
    }

    @Test
    void fieldsThatAnActionWouldIgnoreAreErrors() throws IOException {
        List<String> shown = problems("odd.json", """
                {"description": "x", "rules": [
                  {"do": "dodge", "target": "weakest", "risky": true},
                  {"do": "attack", "distance": 3, "target": "wounded-ally"},
                  {"do": "cast"},
                  {"do": "cast", "spell": "cure-wounds", "target": "nearest"},
                  {"do": "drink", "item": "scroll-of-fireball"},
                  {"do": "cast", "spell": "fire-ball"}
                ]}
                """);
        assertEquals(List.of(
                "content/behaviors/odd.json:2:29: $.rules[0].target: \"target\" does not apply to \"dodge\": it has no target",
                "content/behaviors/odd.json:2:49: $.rules[0].risky: \"risky\" does not apply to \"dodge\": it does not walk",
                "content/behaviors/odd.json:3:32: $.rules[1].distance: \"distance\" does not apply to \"attack\": only"
                        + " \"shoot\" keeps a distance",
                "content/behaviors/odd.json:3:45: $.rules[1].target: \"wounded-ally\" picks on its own side, but \"attack\""
                        + " is aimed at an enemy; use one of: nearest, weakest, most-wounded, lowest-ac, caster,"
                        + " grappled-by-ally, last-attacker",
                "content/behaviors/odd.json:4:3: $.rules[2]: missing required field \"spell\"",
                "content/behaviors/odd.json:5:52: $.rules[3].target: the spell \"cure-wounds\" heals: aim it at"
                        + " \"wounded-ally\" or \"self\"",
                "content/behaviors/odd.json:6:27: $.rules[4].item: the item \"scroll-of-fireball\" is a scroll, and only"
                        + " potions are drunk",
                "content/behaviors/odd.json:7:27: $.rules[5].spell: unknown spell \"fire-ball\" (did you mean"
                        + " \"fireball\"?): not in content/spells.json"), shown);
    }

    @Test
    @DisplayName("CAST-POTION, CAST-ROLL: odds-above weighs a drink or cast rule's roll, from 0 to 99 percent")
    void CAST_ROLL_oddsAboveOnlyWhereARollIsMade() throws IOException {
        List<String> shown = problems("wary.json", """
                {"description": "x", "rules": [
                  {"when": [{"odds-above": 20}], "do": "attack"},
                  {"when": [{"not": {"odds-above": 20}}], "do": "dodge"},
                  {"when": [{"odds-above": 100}], "do": "drink"},
                  {"when": [{"odds-above": "good"}], "do": "cast", "spell": "fire-bolt"},
                  {"when": [{"odds-above": 0}], "do": "drink"},
                  {"when": [{"any": [{"odds-above": 50}, {"hp-below": 20}]}], "do": "cast", "spell": "fire-bolt"}
                ]}
                """);
        assertEquals(List.of(
                "content/behaviors/wary.json:2:28: $.rules[0].when[0].odds-above: \"odds-above\" does not apply"
                        + " to \"attack\": only \"drink\" and \"cast\" make a roll it can weigh",
                "content/behaviors/wary.json:3:36: $.rules[1].when[0].not.odds-above: \"odds-above\" does not"
                        + " apply to \"dodge\": only \"drink\" and \"cast\" make a roll it can weigh",
                "content/behaviors/wary.json:4:28: $.rules[2].when[0].odds-above: found 100, expected a whole number"
                        + " from 0 to 99",
                "content/behaviors/wary.json:5:28: $.rules[3].when[0].odds-above: found string \"good\", expected a"
                        + " whole number"), shown);
    }

    @Test
    @DisplayName("ACT-HIDE, ACT-READY: dc belongs to hide alone and is a DC from 1 to 40; ready is aimed at an enemy")
    void ACT_HIDE_dcOnlyForHide() throws IOException {
        List<String> shown = problems("lurk.json", """
                {"description": "x", "rules": [
                  {"do": "dodge", "dc": 12},
                  {"do": "hide", "dc": 0},
                  {"do": "ready", "target": "wounded-ally"},
                  {"do": "hide", "dc": 15, "target": "nearest"},
                  {"do": "hide", "dc": 40},
                  {"do": "ready", "target": "weakest"}
                ]}
                """);
        assertEquals(List.of(
                "content/behaviors/lurk.json:2:25: $.rules[0].dc: \"dc\" does not apply to \"dodge\": only \"hide\" sets a DC",
                "content/behaviors/lurk.json:3:24: $.rules[1].dc: found 0, expected a whole number from 1 to 40",
                "content/behaviors/lurk.json:4:29: $.rules[2].target: \"wounded-ally\" picks on its own side, but"
                        + " \"ready\" is aimed at an enemy; use one of: nearest, weakest, most-wounded, lowest-ac, caster,"
                        + " grappled-by-ally, last-attacker",
                "content/behaviors/lurk.json:5:38: $.rules[3].target: \"target\" does not apply to \"hide\": it has no"
                        + " target"), shown);
    }

    @Test
    @DisplayName("ACT-READY: \"anyone\" is a flag of \"ready\" only")
    void ACT_READY_anyoneOnlyForReady() throws IOException {
        List<String> shown = problems("guard.json", """
                {"description": "x", "rules": [
                  {"do": "attack", "anyone": true},
                  {"do": "ready", "anyone": "yes"},
                  {"do": "ready", "anyone": true}
                ]}
                """);
        assertEquals(2, shown.size(), String.join("\n", shown));
        assertEquals("content/behaviors/guard.json:2:30: $.rules[0].anyone: \"anyone\" does not apply to \"attack\":"
                + " only \"ready\" waits for anyone", shown.get(0));
        assertEquals("content/behaviors/guard.json:3:29: $.rules[1].anyone: found string \"yes\", expected true or false",
                shown.get(1));
    }

    @Test
    void extendsMustNameAnExistingBehaviourAndNeverCircle() throws IOException {
        Path content = ContentCopy.into(temp);
        Path dir = content.resolve("behaviors");
        Files.writeString(dir.resolve("a.json"), "{\"description\": \"x\", \"extends\": \"b\", \"rules\": []}");
        Files.writeString(dir.resolve("b.json"), "{\"description\": \"x\", \"extends\": \"a\", \"rules\": []}");
        Files.writeString(dir.resolve("c.json"), "{\"description\": \"x\", \"extends\": \"brut\", \"rules\": []}");
        Files.writeString(dir.resolve("d.json"), "{\"description\": \"x\", \"extends\": \"d\", \"rules\": []}");
        Files.writeString(dir.resolve("e.json"), "{\"description\": \"x\", \"rules\": []}");
        // Files are listed in the order their first problem was found: e.json's while reading, the others'
        // once every file was read and the extends were resolved.
        assertEquals(List.of(
                "content/behaviors/e.json:1:31: $.rules: found an empty list, expected at least one rule (or an"
                        + " \"extends\" to take its rules from)",
                "content/behaviors/a.json:1:33: $.extends: behaviours cannot extend one another in a circle: a -> b -> a",
                "content/behaviors/b.json:1:33: $.extends: behaviours cannot extend one another in a circle: a -> b -> a",
                "content/behaviors/c.json:1:33: $.extends: unknown behavior \"brut\" (did you mean \"brute\"?): not in"
                        + " content/behaviors/",
                "content/behaviors/d.json:1:33: $.extends: behaviours cannot extend one another in a circle: d -> d"),
                ContentCopy.shown(new ContentLoader().load(content).problems(), temp));
    }

    @Test
    @DisplayName("a copy of the content checked under another name (c1) names its own folders in"
            + " \"not in\": c1/behaviors/, c1/maps/, c1/weapons.json, not content/...")
    void anUnknownNameSendsToTheFolderChecked() throws IOException {
        Path content = Files.move(ContentCopy.into(temp), temp.resolve("c1"));
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"behavior\": \"brute\"", "\"behavior\": \"brut\"");
        ContentCopy.edit(content.resolve("encounters/wolf-pack.json"), "\"map\": \"", "\"map\": \"no-");
        List<String> shown = ContentCopy.shown(new ContentLoader().load(content).problems(), temp);
        assertTrue(shown.contains("c1/monsters/orc.json:13:15: $.behavior: unknown behavior \"brut\" (did you mean"
                + " \"brute\"?): not in c1/behaviors/"), shown.toString());
        assertTrue(shown.stream().anyMatch(l -> l.startsWith("c1/encounters/wolf-pack.json:") && l.endsWith(": not in c1/maps/")),
                shown.toString());
    }

    @Test
    void monstersAndCombatantsMustNameAnExistingBehaviour() throws IOException {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"behavior\": \"brute\"", "\"behavior\": \"brut\"");
        ContentCopy.edit(content.resolve("encounters/wolf-pack.json"), "\"group\": \"wolves\"},",
                "\"group\": \"wolves\", \"behavior\": {\"rules\": [{\"do\": \"bite\"}]}},");
        ContentCopy.edit(content.resolve("encounters/bandit-parley.json"), "\"template\": \"samurai\"",
                "\"template\": \"samurai\", \"behavior\": \"heroic\"");
        String actions = "expected one of: attack, flank, approach, shoot, grapple, shove, escape, disengage, flee,"
                + " dodge, cast, drink, help, hold, pickup, stand, yield, search, hide, ready";
        assertEquals(List.of(
                "content/monsters/orc.json:13:15: $.behavior: unknown behavior \"brut\" (did you mean \"brute\"?): not in"
                        + " content/behaviors/",
                "content/encounters/bandit-parley.json:9:73: $.combatants[0].behavior: unknown behavior \"heroic\" (did you"
                        + " mean \"hero\"?): not in content/behaviors/",
                "content/encounters/wolf-pack.json:12:121: $.combatants[3].behavior.rules[0].do: found string \"bite\", "
                        + actions,
                "content/encounters/wolf-pack.json:13:121: $.combatants[4].behavior.rules[0].do: found string \"bite\", "
                        + actions,
                "content/encounters/wolf-pack.json:14:122: $.combatants[5].behavior.rules[0].do: found string \"bite\", "
                        + actions,
                "content/encounters/wolf-pack.json:15:122: $.combatants[6].behavior.rules[0].do: found string \"bite\", "
                        + actions), ContentCopy.shown(new ContentLoader().load(content).problems(), temp));
    }
}
