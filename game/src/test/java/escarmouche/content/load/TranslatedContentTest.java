package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.content.model.ContentWords;
import escarmouche.content.model.ContentWords.Kind;
import escarmouche.content.model.Scenario;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The optional {@code "fr"} objects of content and scenarios: read, looked up, and checked like any field. */
class TranslatedContentTest {
    @TempDir
    Path temp;

    private static final Content CONTENT = TestContent.load();

    @Test
    @DisplayName("the shipped content names its creatures, weapons, spells, maps and encounters in French")
    void shippedContentSpeaksFrench() {
        ContentWords w = CONTENT.words();
        assertEquals("Gobelin", w.name("fr", Kind.MONSTER, "goblin", "Goblin"));
        assertEquals("Un petit pillard hargneux qui tire à couvert et détale quand le combat tourne mal.",
                w.description("fr", Kind.MONSTER, "goblin", CONTENT.monsters().get("goblin").description()));
        assertEquals("Épée longue", w.name("fr", Kind.WEAPON, "longsword", "Longsword"));
        assertEquals("Boule de feu", w.name("fr", Kind.SPELL, "fireball", "Fireball"));
        assertEquals("Potion de soins", w.name("fr", Kind.ITEM, "potion-of-healing", "Potion of healing"));
        assertEquals("Cotte de mailles", w.name("fr", Kind.ARMOR, "chain-mail", "Chain mail"));
        assertEquals("Guerrier", w.name("fr", Kind.CLASS, "fighter", "Fighter"));
        assertEquals("tirailleur", w.name("fr", Kind.BEHAVIOR, "skirmisher", "skirmisher"));
        assertEquals("Le gué", w.name("fr", Kind.MAP, "ford", "The ford"));
        assertEquals("Gobelins au gué", w.name("fr", Kind.ENCOUNTER, "goblins-at-the-ford", "Goblins at the ford"));
    }

    @Test
    @DisplayName("Every name a French player reads in the shipped content has its French: weapons, armour, spells,"
            + " items, classes, monsters, maps, encounters, and each weapon a monster carries under a name of its own")
    void shippedContentWhollyInFrench() {
        ContentWords w = CONTENT.words();
        List<String> missing = new java.util.ArrayList<>();
        for (String id : CONTENT.weapons().keySet()) if (!w.has("fr", Kind.WEAPON, id)) missing.add("weapon " + id);
        for (String id : CONTENT.armor().keySet()) if (!w.has("fr", Kind.ARMOR, id)) missing.add("armour " + id);
        for (String id : CONTENT.spells().keySet()) if (!w.has("fr", Kind.SPELL, id)) missing.add("spell " + id);
        for (String id : CONTENT.items().keySet()) if (!w.has("fr", Kind.ITEM, id)) missing.add("item " + id);
        for (String id : CONTENT.classes().keySet()) if (!w.has("fr", Kind.CLASS, id)) missing.add("class " + id);
        for (String id : CONTENT.maps().keySet()) if (!w.has("fr", Kind.MAP, id)) missing.add("map " + id);
        for (var e : CONTENT.encounters()) if (!w.has("fr", Kind.ENCOUNTER, e.id())) missing.add("encounter " + e.id());
        for (var m : CONTENT.monsters().values()) {
            if (!w.has("fr", Kind.MONSTER, m.id())) missing.add("monster " + m.id());
            for (var weapon : m.creature().weapons()) {
                String base = CONTENT.weapons().get(weapon.id()).weapon().name();
                if (!weapon.name().equals(base) && !w.has("fr", Kind.WEAPON_NAME, weapon.name())) {
                    missing.add("monster " + m.id() + "'s " + weapon.name());
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    @DisplayName("English, an unknown language or a text the scenario renamed: the English stays")
    void englishIsTheFallback() {
        ContentWords w = CONTENT.words();
        assertEquals("Goblin", w.name("en", Kind.MONSTER, "goblin", "Goblin"));
        assertEquals("Goblin", w.name("de", Kind.MONSTER, "goblin", "Goblin"));
        assertEquals("Snarl", w.name("fr", Kind.MONSTER, "goblin", "Snarl"));
        assertEquals("Big stick", w.name("fr", Kind.WEAPON, "no-such-weapon", "Big stick"));
        // A creature: its own translation, else its template's when it bears the template's name, else its own name.
        assertEquals("Gobelin", w.creature("fr", "g1", "goblin", "Goblin"));
        assertEquals("Guerrier", w.creature("fr", "f", "fighter", "Fighter"));
        assertEquals("Brunhild", w.creature("fr", "brunhild", "fighter", "Brunhild"));
    }

    @Test
    @DisplayName("an encounter's own French: its name, description and its combatants' names")
    void anEncounterTranslatesItselfAndItsCombatants() {
        Loaded<Scenario> s = new ScenarioLoader().load(TestContent.dir().resolve("encounters/goblins-at-the-ford.json"), CONTENT);
        ContentWords w = s.value().words();
        assertEquals("Gobelins au gué", w.name("fr", Kind.SCENARIO, "", s.value().name()));
        assertEquals("Frère Mathis", w.creature("fr", "mathis", "cleric", "Brother Mathis"));
        assertEquals("Brother Mathis", w.creature("en", "mathis", "cleric", "Brother Mathis"));
        assertEquals("Gobelin", w.creature("fr", "g1", "goblin", "Goblin"));
        assertEquals("gobelins", w.name("fr", Kind.GROUP, "goblins", "goblins"));
        assertEquals("goblins", w.name("en", Kind.GROUP, "goblins", "goblins"));
    }

    @Test
    @DisplayName("behaviour rules give their reasons in French, in files, monsters and a scenario's inline behaviour")
    void reasonsInFrench() {
        ContentWords w = CONTENT.words();
        assertEquals("blessé\u00a0: se glisser hors de l'allonge", w.name("fr", Kind.REASON, "hurt: slip out of reach", "hurt: slip out of reach"));
        assertEquals("seul et blessé\u00a0: aucun butin ne vaut la mort", w.name("fr", Kind.REASON,
                "alone and bleeding: no loot is worth dying for", "alone and bleeding: no loot is worth dying for"));
        assertEquals("hurt: slip out of reach", w.name("en", Kind.REASON, "hurt: slip out of reach", "hurt: slip out of reach"));
        Loaded<Scenario> tutorial = new ScenarioLoader().load(TestContent.dir().resolve("tutorial/first-fight.json"), CONTENT);
        assertEquals("défendre le camp", tutorial.value().words().name("fr", Kind.REASON, "defend the camp", "defend the camp"));
    }

    @Test
    @DisplayName("a behaviour written in place may give its French name and description: the tutorial's camp-guard is"
            + " \"garde du camp\" in French; one without a name of its own is named after its creature")
    void inlineBehaviourNamesInFrench() {
        Loaded<Scenario> tutorial = new ScenarioLoader().load(TestContent.dir().resolve("tutorial/first-fight.json"), CONTENT);
        assertEquals(List.of(), tutorial.problems());
        ContentWords words = tutorial.value().words();
        assertEquals("garde du camp", words.name("fr", Kind.BEHAVIOR, "camp-guard", "camp-guard"));
        assertEquals("camp-guard", words.name("en", Kind.BEHAVIOR, "camp-guard", "camp-guard"));
        String json = """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "goblin", "at": [1, 1], "behavior": {
                  "description": "bites", "rules": [{"do": "attack", "why": "bite"}], "fr": {"name": "mordeur", "description": "mord"}}}]}
                """;
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertEquals(List.of(), s.problems());
        assertEquals("mordeur", s.value().words().name("fr", Kind.BEHAVIOR, "a", "a"));
        assertEquals("mord", s.value().words().description("fr", Kind.BEHAVIOR, "a", "bites"));
    }

    @Test
    @DisplayName("a behaviour written in place: its French is checked as any other (a misspelt field with its place)")
    void inlineBehaviourTranslationsAreChecked() {
        String json = """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "goblin", "at": [1, 1], "behavior": {
                  "rules": [{"do": "attack"}], "fr": {"nmae": "mordeur"}}}]}
                """;
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertEquals(List.of(
                "s.json:2:39: $.combatants[0].behavior.fr.nmae: unknown field \"nmae\" (did you mean \"name\"?); allowed fields: name, description"),
                s.problems().stream().map(Object::toString).toList());
    }

    @Test
    @DisplayName("a rule's French: a misspelt field, or a French reason for a rule that has no English one")
    void reasonTranslationsAreChecked() {
        String json = """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "goblin", "at": [1, 1], "behavior": {"rules": [
                  {"do": "attack", "why": "bite", "fr": {"pourquoi": "mordre"}},
                  {"do": "dodge", "fr": {"why": "esquiver"}}]}}]}
                """;
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertEquals(List.of(
                "s.json:2:41: $.combatants[0].behavior.rules[0].fr: missing required field \"why\"",
                "s.json:2:42: $.combatants[0].behavior.rules[0].fr.pourquoi: unknown field \"pourquoi\"; allowed fields: why",
                "s.json:3:25: $.combatants[0].behavior.rules[1].fr: a translated \"why\" needs the rule's own \"why\" in English"),
                s.problems().stream().map(Object::toString).toList());
    }

    @Test
    @DisplayName("the shipped French keeps its typography: a non-breaking space, never a plain one, before : ; ! ?")
    void frenchTypography() throws java.io.IOException {
        List<String> wrong = new java.util.ArrayList<>();
        try (var files = java.nio.file.Files.walk(TestContent.dir())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                for (String line : java.nio.file.Files.readAllLines(f)) {
                    int fr = line.indexOf("\"fr\": {");
                    if (fr >= 0 && line.substring(fr).matches(".* [:;!?].*")) wrong.add(f.getFileName() + ": " + line.trim());
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    @DisplayName("a misspelt language or field in content (\"wy\" for \"why\" a field, \"de\" a language): file, line, column, JSON path and what is allowed")
    void misspeltLanguagesAndFieldsAreReported() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("weapons.json"), "\"fr\": {\"name\": \"Dague\"}", "\"Fr\": {\"name\": \"Dague\"}");
        ContentCopy.edit(content.resolve("spells.json"), "\"fr\": {\"name\": \"Boule de feu\"", "\"de\": {\"name\": \"Feuerball\"");
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"fr\": {\"name\": \"Orque\"", "\"fr\": {\"nom\": \"Orque\"");
        ContentCopy.edit(content.resolve("maps/ford.json"), "\"fr\": {\"name\": \"Le gué\"", "\"fr\": {\"name\": \"\"");
        ContentCopy.edit(content.resolve("behaviors/brute.json"), "\"fr\": {\"name\": \"brute\"", "\"fr\": {\"name\": 3");
        // Two letters a slip away from a field are the field misspelt, not a language.
        ContentCopy.edit(content.resolve("behaviors/brute.json"), "\"why\": \"held: tear free\"", "\"wy\": \"held: tear free\"");

        Loaded<Content> loaded = new ContentLoader().load(content);

        assertNull(loaded.value());
        assertEquals(List.of(
                "content/weapons.json:3:189: $.dagger.Fr: unknown language \"Fr\" (did you mean \"fr\"?); content can be"
                        + " translated into: fr (English is the entry's own fields)",
                "content/spells.json:10:250: $.fireball.de: unknown language \"de\"; content can be translated into: fr"
                        + " (English is the entry's own fields)",
                "content/behaviors/brute.json:5:54: $.rules[0].wy: unknown field \"wy\" (did you mean \"why\"?); allowed fields:"
                        + " when, do, target, why, risky, provoke, distance, spell, item, dc, anyone, fr",
                "content/behaviors/brute.json:5:85: $.rules[0].fr: a translated \"why\" needs the rule's own \"why\" in English",
                "content/behaviors/brute.json:13:18: $.fr.name: found number 3, expected a string",
                "content/monsters/orc.json:15:10: $.fr.nom: unknown field \"nom\"; allowed fields: name, description, gender",
                "content/maps/ford.json:16:18: $.fr.name: found an empty string, expected some text"),
                ContentCopy.shown(loaded.problems(), temp));
    }

    @Test
    @DisplayName("a scenario's French: a misspelt field of a combatant's translation, an empty translation")
    void scenarioTranslationsAreChecked() {
        String json = """
                {"format": 1, "map": "ford", "fr": {},
                 "combatants": [{"id": "a", "template": "fighter", "at": [1, 1], "fr": {"name": "Aude", "description": "x"}}]}
                """;
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertEquals(List.of(
                "s.json:1:36: $.fr: an empty translation: give \"name\" or \"description\" or \"groups\"",
                "s.json:2:89: $.combatants[0].fr.description: unknown field \"description\"; allowed fields: name, gender"),
                s.problems().stream().map(Object::toString).toList());
    }

    @Test
    @DisplayName("a creature's French gender: \"m\" or \"f\", for a combatant, a monster or a class; anything else is reported")
    void gendersAreChecked() {
        String json = """
                {"format": 1, "map": "ford",
                 "combatants": [{"id": "a", "template": "fighter", "at": [1, 1], "fr": {"name": "Aude", "gender": "f"}},
                                {"id": "b", "template": "goblin", "at": [2, 1], "fr": {"gender": "she"}}]}
                """;
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertEquals(List.of("s.json:3:82: $.combatants[1].fr.gender: found string \"she\", expected one of: m, f"),
                s.problems().stream().map(Object::toString).toList());
        String fine = json.replace("\"she\"", "\"m\"");
        Scenario ok = new ScenarioLoader().parse(fine, "s.json", CONTENT).value();
        assertEquals(true, ok.words().feminine("fr", "a", "fighter", "Aude"));
        assertEquals(false, ok.words().feminine("fr", "b", "goblin", "Goblin"));
        assertEquals(false, ok.words().feminine("en", "a", "fighter", "Aude"), "English agrees with nothing");

        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"fr\": {\"name\": \"Orque\"",
                "\"fr\": {\"gender\": \"x\", \"name\": \"Orque\"");
        Loaded<Content> loaded = new ContentLoader().load(content);
        assertNull(loaded.value());
        assertEquals(List.of("content/monsters/orc.json:15:20: $.fr.gender: found string \"x\", expected one of: m, f"),
                ContentCopy.shown(loaded.problems(), temp));
    }

    @Test
    @DisplayName("the shipped content's genders: a heroine's own, a monster's for every one of its kind, a hero's default")
    void shippedGenders() {
        Scenario ford = new ScenarioLoader().load(Path.of(CONTENT.directory().toString(), "encounters", "goblins-at-the-ford.json"),
                CONTENT).value();
        assertEquals(true, ford.words().feminine("fr", "brunhild", "fighter", "Brunhild"));
        assertEquals(false, ford.words().feminine("fr", "tarik", "archer", "Tarik"));
        assertEquals(true, CONTENT.words().feminine("fr", "bat2", "giant-bat", "Giant bat"), "every giant bat");
        assertEquals(false, CONTENT.words().feminine("fr", "g1", "goblin", "Goblin"));
    }

    @Test
    @DisplayName("the monk's French gives its feminine form as the other classes that have one do: a heroine monk is a \"Moniale\"")
    void monkHasItsFeminine() {
        assertEquals("Moniale", CONTENT.words().feminineName("fr", Kind.CLASS, "monk", "Monk"));
        assertEquals("Moine", CONTENT.words().name("fr", Kind.CLASS, "monk", "Monk"));
    }

    @Test
    @DisplayName("a class's French may give the feminine form of its name, which a heroine's class is said with; a monster's may not")
    void classFeminineForms() {
        ContentWords w = CONTENT.words();
        assertEquals("Guerrière", w.feminineName("fr", Kind.CLASS, "fighter", "Fighter"));
        assertEquals("Magicienne", w.feminineName("fr", Kind.CLASS, "wizard", "Wizard"));
        assertEquals("Clerc", w.feminineName("fr", Kind.CLASS, "cleric", "Cleric"), "no feminine form: the name serves both");
        assertEquals("Guerrier", w.name("fr", Kind.CLASS, "fighter", "Fighter"));
        assertEquals("Fighter", w.feminineName("en", Kind.CLASS, "fighter", "Fighter"), "English has no forms");

        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/orc.json"), "\"fr\": {\"name\": \"Orque\"",
                "\"fr\": {\"feminine\": \"Orque\", \"name\": \"Orque\"");
        ContentCopy.edit(content.resolve("classes/fighter.json"), "\"feminine\": \"Guerrière\"", "\"feminine\": \"\"");
        Loaded<Content> loaded = new ContentLoader().load(content);
        assertNull(loaded.value());
        assertEquals(List.of(
                "content/classes/fighter.json:15:42: $.fr.feminine: found an empty string, expected some text",
                "content/monsters/orc.json:15:10: $.fr.feminine: unknown field \"feminine\"; allowed fields: name, description, gender"),
                ContentCopy.shown(loaded.problems(), temp));
    }

    @Test
    @DisplayName("a weapon carried under a name of its own may say it in French (the wight's withering touch); the"
            + " translation needs the weapon's own name, and holds a name only")
    void weaponNamesOfTheirOwn() {
        ContentWords w = CONTENT.words();
        assertEquals("Toucher flétrissant", w.name("fr", Kind.WEAPON, "life-drain", "Withering touch"));
        assertEquals("Absorption de vie", w.name("fr", Kind.WEAPON, "life-drain", "Life drain"), "the catalogue's own name");
        assertEquals("Withering touch", w.name("en", Kind.WEAPON, "life-drain", "Withering touch"));

        String json = """
                {"format": 1, "map": "ford",
                 "combatants": [{"id": "a", "template": "fighter", "at": [1, 1],
                                 "weapons": [{"id": "longsword", "name": "Dawnblade", "fr": {"name": "Lame de l'aube"}},
                                             {"id": "dagger", "fr": {"name": "Dague maudite"}},
                                             {"id": "mace", "name": "Maul", "fr": {"nom": "Maillet"}}]}]}
                """;
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertEquals(List.of(
                "s.json:4:53: $.combatants[0].weapons[1].fr: a translated weapon name needs the weapon's own \"name\""
                        + " in English beside it",
                "s.json:5:68: $.combatants[0].weapons[2].fr.nom: unknown field \"nom\"; allowed fields: name"),
                s.problems().stream().map(Object::toString).toList());
        String fine = """
                {"format": 1, "map": "ford",
                 "combatants": [{"id": "a", "template": "fighter", "at": [1, 1],
                                 "weapons": [{"id": "longsword", "name": "Dawnblade", "fr": {"name": "Lame de l'aube"}}]}]}
                """;
        Scenario ok = new ScenarioLoader().parse(fine, "s.json", CONTENT).value();
        assertEquals("Lame de l'aube", ok.words().name("fr", Kind.WEAPON, "longsword", "Dawnblade"));
    }

    @Test
    @DisplayName("a scenario's French names its initiative groups; a group no combatant is in, or names that are not an object, are reported")
    void groupTranslationsAreChecked() {
        String json = """
                {"format": 1, "map": "ford", "fr": {"groups": {"goblins": "gobelins", "goblin": "gobelin", "wolves": ""}},
                 "combatants": [{"id": "a", "template": "goblin", "at": [1, 1], "group": "goblins"},
                                {"id": "b", "template": "wolf", "at": [1, 3], "group": "wolves"}]}
                """;
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertEquals(List.of(
                "s.json:1:81: $.fr.groups.goblin: no combatant is in group \"goblin\" (did you mean \"goblins\"?)",
                "s.json:1:102: $.fr.groups.wolves: found an empty string, expected some text"),
                s.problems().stream().map(Object::toString).toList());
        String list = json.replace("{\"goblins\": \"gobelins\", \"goblin\": \"gobelin\", \"wolves\": \"\"}", "[\"gobelins\"]");
        assertEquals(List.of("s.json:1:47: $.fr.groups: the groups' names are an object giving each group's word its name,"
                        + " not a list"),
                new ScenarioLoader().parse(list, "s.json", CONTENT).problems().stream().map(Object::toString).toList());
        String good = json.replace(", \"goblin\": \"gobelin\", \"wolves\": \"\"", "");
        Loaded<Scenario> read = new ScenarioLoader().parse(good, "s.json", CONTENT);
        assertEquals(List.of(), read.problems());
        assertEquals("gobelins", read.value().words().name("fr", Kind.GROUP, "goblins", "goblins"));
        assertEquals("wolves", read.value().words().name("fr", Kind.GROUP, "wolves", "wolves"), "an untranslated group keeps its word");
    }
}
