package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rarer problems {@code check} finds in content and scenarios (behaviours, conditions, doors, the map's
 * legend, an entry listed twice) are said in French too, each in place: file, line, column, JSON path.
 */
class FrenchContentProblemsTest {
    private static final Path CONTENT = Path.of(System.getProperty("escarmouche.content", "../content"));
    private static final Map<String, String> ENGLISH = Map.of("LANG", "C.UTF-8");

    @TempDir
    Path tmp;

    /** What {@code check} printed on its error stream, the folder of the broken files left out. */
    private String errors(Cli.Result r) {
        return r.err().replace(tmp + java.io.File.separator, "").replace('\\', '/');
    }

    /** The game's own content folder, which depends on where the project is, as GAME. */
    private static String gameContentNamed(String said) {
        return said.replaceAll("(contenu de|content in) [^,]+, ", "$1 GAME, ");
    }

    private Path scenario(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    @DisplayName("check --lang fr: a legend key too long, a door listed twice, a misspelt condition, a bad comparison, a combatant twice in the initiative, all in French in place")
    void behaviourDoorLegendAndTwiceInFrench() throws IOException {
        Path broken = scenario("broken.json", """
                {"format": 1, "name": "x",
                 "map": {"rows": ["#####", "#..+#", "#...#", "#####"], "legend": {"#": "wall", ".": "floor", "+": "door", "ab": "floor"}},
                 "doors": [{"at": [3, 1], "dc": 12}, {"at": [3, 1], "dc": 14}],
                 "combatants": [
                  {"id": "a", "template": "fighter", "level": 1, "at": [1, 2]},
                  {"id": "g", "template": "goblin", "at": [2, 2], "behavior": {"rules": [{"when": [{"hp-belwo": 50}], "do": "attack"}, {"when": [{"allies": "about 2"}], "do": "dodge"}]}}
                 ],
                 "initiative": ["a", "g", "a"]
                }
                """);
        Cli.Result fr = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", broken.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals("""
                broken.json:2:107: $.map.legend.ab\u00a0: la clé de légende «\u00a0ab\u00a0» doit être un seul caractère
                broken.json:3:45: $.doors[1].at\u00a0: la porte en 3,1 figure deux fois dans la liste
                broken.json:6:85: $.combatants[1].behavior.rules[0].when[0].hp-belwo\u00a0: condition «\u00a0hp-belwo\u00a0» inconnue (vouliez-vous dire «\u00a0hp-below\u00a0»\u00a0?)\u00a0; conditions\u00a0: hp-below, enemy-within, target, self, has, allies, enemies, round, happened, contested, odds-above, not, any
                broken.json:6:141: $.combatants[1].behavior.rules[1].when[0].allies\u00a0: trouvé le texte «\u00a0about 2\u00a0», attendu\u00a0: une comparaison comme ">= 2" (opérateurs\u00a0: <, <=, =, !=, >=, >) ou un nombre entier
                broken.json:8:27: $.initiative[2]\u00a0: «\u00a0a\u00a0» figure deux fois\u00a0: initiative nomme chaque combattant une seule fois
                remarque\u00a0: broken.json: ce que ses combattants lus avec des problèmes peuvent accomplir (sorts, potions, tirs, mains) et ses camps sont vérifiés une fois ses problèmes corrigés\u00a0: vérifiez-le de nouveau alors pour leurs avertissements
                5 problèmes trouvés.
                """, errors(fr));
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", broken.toString());
        assertEquals("""
                broken.json:2:107: $.map.legend.ab: legend key "ab" must be a single character
                broken.json:3:45: $.doors[1].at: the door at 3,1 is listed twice
                broken.json:6:85: $.combatants[1].behavior.rules[0].when[0].hp-belwo: unknown condition "hp-belwo" (did you mean "hp-below"?); conditions: hp-below, enemy-within, target, self, has, allies, enemies, round, happened, contested, odds-above, not, any
                broken.json:6:141: $.combatants[1].behavior.rules[1].when[0].allies: found string "about 2", expected a comparison such as ">= 2" (operators: <, <=, =, !=, >=, >) or a whole number
                broken.json:8:27: $.initiative[2]: "a" is listed twice: initiative lists each combatant once
                note: broken.json: what its combatants read with problems can carry out (spells, potions, shots, hands) and its sides are checked once its problems are fixed: check it again then for their warnings
                5 problems found.
                """, errors(en));
    }

    @Test
    @DisplayName("check --lang fr: an unknown map character, a locked door on a floor square, a creature frightened of itself, in French")
    void mapCharacterAndDoorInFrench() throws IOException {
        Path doors = scenario("doors.json", """
                {"format": 1, "name": "x",
                 "map": {"rows": ["#####", "#..+#", "#.X.#", "#####"]},
                 "doors": [{"at": [1, 1], "dc": 10}],
                 "combatants": [{"id": "a", "template": "fighter", "level": 1, "at": [1, 2], "frightenedBy": "a"}]
                }
                """);
        Cli.Result fr = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", doors.toString());
        assertEquals(2, fr.exit(), fr.err());
        // The one side of its combatants is no part of its problems: warned of in the same run.
        assertEquals("""
                attention\u00a0: doors.json:4:16: $.combatants\u00a0: tous les combattants sont du camp party\u00a0: le combat se termine avant son premier tour (un combat demande deux camps)
                doors.json:2:40: $.map.rows[2]\u00a0: caractère de carte «\u00a0X\u00a0» inconnu en x=2\u00a0; la légende contient «\u00a0#\u00a0» wall, «\u00a0.\u00a0» floor, «\u00a0,\u00a0» difficult, «\u00a0;\u00a0» very-difficult, «\u00a0=\u00a0» stairs, «\u00a0o\u00a0» low-wall, «\u00a0O\u00a0» pillar, «\u00a0+\u00a0» door, «\u00a0'\u00a0» open-door, «\u00a0~\u00a0» water
                doors.json:4:94: $.combatants[0].frightenedBy\u00a0: «\u00a0a\u00a0» ne peut pas être effrayé par lui-même\u00a0: frightenedBy désigne un autre combattant
                2 problèmes trouvés.
                """, errors(fr));
        Path floor = scenario("floor.json", Files.readString(doors).replace("\"#.X.#\"", "\"#...#\""));
        Cli.Result locked = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", floor.toString());
        assertEquals(2, locked.exit(), locked.err());
        assertTrue(errors(locked).contains("\nfloor.json:3:19: $.doors[0].at\u00a0: la case 1,1 est du sol\u00a0: seule une porte"
                + " fermée (\"+\" sur la carte) peut être verrouillée\n"), locked.err());
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", floor.toString());
        assertTrue(errors(en).contains("\nfloor.json:3:19: $.doors[0].at: square 1,1 is open floor: only a closed door (\"+\" on the"
                + " map) can be locked\n"), en.err());
    }

    @Test
    @DisplayName("check --lang fr on a content folder whose class lists a weapon twice: the French line with its place, exit 2")
    void weaponListedTwiceInFrench() throws IOException {
        Path copy = tmp.resolve("content");
        try (Stream<Path> all = Files.walk(CONTENT)) {
            for (Path p : all.toList()) {
                Path to = copy.resolve(CONTENT.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        }
        Path fighter = copy.resolve("classes/fighter.json");
        String text = Files.readString(fighter);
        assertTrue(text.contains("\"weapons\": [\"longsword\", \"javelin\", \"unarmed\"]"), "the fighter's weapons as this test expects");
        Files.writeString(fighter, text.replace("\"weapons\": [\"longsword\", \"javelin\", \"unarmed\"]",
                "\"weapons\": [\"longsword\", \"javelin\", \"longsword\"]"));
        Cli.Result fr = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", copy.toString());
        assertEquals(2, fr.exit(), fr.err());
        // The copy is not the game's content: a note says which the game reads, then the count.
        assertEquals("content/classes/fighter.json:6:39: $.weapons[2]\u00a0: l'arme «\u00a0longsword\u00a0» figure deux fois dans la liste\n"
                + "note\u00a0: le jeu, run et simulate lisent le contenu de GAME, pas content, sauf avec ESCARMOUCHE_CONTENT=content\n"
                + "1 problème trouvé.\n", gameContentNamed(errors(fr)));
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", copy.toString());
        assertEquals("content/classes/fighter.json:6:39: $.weapons[2]: the weapon \"longsword\" is listed twice\n"
                + "note: the game, run and simulate read the content in GAME, not content, unless ESCARMOUCHE_CONTENT=content\n"
                + "1 problem found.\n", gameContentNamed(errors(en)));
    }

    @Test
    @DisplayName("check --lang fr on broken JSON: a key given twice, a comma before ']', a comment, each in French in place")
    void jsonSyntaxInFrench() throws IOException {
        Path dup = scenario("dup.json", "{\"format\": 1, \"name\": \"x\", \"name\": \"y\",\n \"combatants\": [1, 2,]}\n");
        Path comment = scenario("comment.json", "{\"format\": 1, // a comment\n}\n");
        Cli.Result fr = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", dup.toString(), comment.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals("""
                dup.json:1:28: $.name\u00a0: clé "name" en double (la première à la ligne 1, colonne 15)
                dup.json:2:22: $.combatants\u00a0: JSON invalide\u00a0: une virgule avant ']'\u00a0: JSON n'admet pas de virgule après le dernier élément d'une liste
                comment.json:1:15: $\u00a0: JSON invalide\u00a0: JSON n'admet pas de commentaires\u00a0: retirez le texte // ou /* */
                3 problèmes trouvés.
                """, errors(fr));
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", dup.toString(), comment.toString());
        assertEquals("""
                dup.json:1:28: $.name: duplicate key "name" (first at line 1, column 15)
                dup.json:2:22: $.combatants: invalid JSON: a comma before ']': JSON allows no comma after the last item of a list
                comment.json:1:15: $: invalid JSON: comments are not allowed in JSON: remove the // or /* */ text
                3 problems found.
                """, errors(en));
    }

    // --- the sources: every problem of the content readers is said by key

    private static final Pattern CALL = Pattern.compile("(?:issues(?:\\(\\))?|\\))\\.(?:at|whole)\\(|new Problem\\(");
    private static final Pattern KEY = Pattern.compile("\"(problem\\.[a-z0-9.-]+[a-z0-9])\"");

    /** The message argument (the last one) of every {@code issues.at(...)}, {@code issues.whole(...)} and {@code new Problem(...)} in a text. */
    static List<String> messages(String source) {
        List<String> out = new ArrayList<>();
        Matcher m = CALL.matcher(source);
        while (m.find()) {
            int depth = 1;
            int lastComma = m.end();
            boolean inString = false;
            int i = m.end();
            for (; i < source.length() && depth > 0; i++) {
                char c = source.charAt(i);
                if (inString) {
                    if (c == '\\') i++;
                    else if (c == '"') inString = false;
                } else if (c == '"') inString = true;
                else if (c == '(') depth++;
                else if (c == ')') depth--;
                else if (c == ',' && depth == 1) lastComma = i + 1;
            }
            out.add(source.substring(lastComma, i - 1).strip());
        }
        return out;
    }

    /** Whether a message argument is English text made in the code: a literal, or text joined with {@code +}. */
    static boolean plainText(String argument) {
        StringBuilder top = new StringBuilder();
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < argument.length(); i++) {
            char c = argument.charAt(i);
            if (inString) {
                if (c == '\\') i++;
                else if (c == '"') inString = false;
                continue;
            }
            if (c == '"') {
                if (depth == 0) return true;
                inString = true;
            } else if (c == '(') depth++;
            else if (c == ')') depth--;
            else if (depth == 0) top.append(c);
        }
        return top.indexOf("+") >= 0;
    }

    @Test
    @DisplayName("The source check bites: a literal or a joined text as a problem's message is found, a wording is not")
    void sourceCheckBites() {
        assertEquals(List.of("\"found \" + x", "Node.quote(a) + \" twice\"", "Wording.of(\"problem.x\", a + b)"),
                messages("issues.at(n, \"found \" + x); issues.whole(Node.quote(a) + \" twice\");"
                        + " issues.at(n.path(), n.at(), Wording.of(\"problem.x\", a + b));"));
        assertEquals(List.of("\"circle: \" + loop", "\"cannot list: \" + e", "\"no content\""),
                messages("e.issues().at(node, \"circle: \" + loop); new Issues(f, ps).whole(\"cannot list: \" + e);"
                        + " ps.add(new Problem(f, \"\", 0, 0, \"no content\"));"));
        assertTrue(plainText("\"found \" + x"));
        assertTrue(plainText("Node.quote(a) + \" twice\""));
        assertEquals(false, plainText("Wording.of(\"problem.x\", a + b)"));
        assertEquals(false, plainText("flag ? Wording.of(\"problem.a\") : Wording.of(\"problem.b\", \"x\")"));
    }

    @Test
    @DisplayName("No content reader gives a problem as English text any more: every issues.at/whole and new Problem passes a wording, and its keys are in both bundles")
    void everyContentProblemHasAKey() throws IOException {
        Path src = Path.of("src", "main", "java", "escarmouche", "content", "load");
        if (!Files.isDirectory(src)) src = Path.of("game", "src", "main", "java", "escarmouche", "content", "load");
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        Set<String> plain = new TreeSet<>();
        Set<String> missing = new TreeSet<>();
        int calls = 0;
        int keys = 0;
        try (Stream<Path> files = Files.walk(src)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String source = Files.readString(f);
                for (String message : messages(source)) {
                    calls++;
                    if (plainText(message)) plain.add(f.getFileName() + ": " + message.replaceAll("\\s+", " "));
                }
                Matcher k = KEY.matcher(source);
                while (k.find()) {
                    keys++;
                    if (!en.has(k.group(1)) || !fr.has(k.group(1))) missing.add(k.group(1) + " (" + f.getFileName() + ")");
                }
            }
        }
        // Read.distinct builds its key from what the list holds.
        for (String what : List.of("weapon", "armour", "spell", "damage-type", "condition")) {
            if (!en.has("problem.twice." + what) || !fr.has("problem.twice." + what)) missing.add("problem.twice." + what);
        }
        assertTrue(calls > 100, "the sources were read: " + calls);
        assertTrue(keys > 100, "the keys were read: " + keys);
        assertTrue(plain.isEmpty(), "problems given as English text: " + plain);
        assertTrue(missing.isEmpty(), "problem keys not in both bundles: " + missing);
    }
}
