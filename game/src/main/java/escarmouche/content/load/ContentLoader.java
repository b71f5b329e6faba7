package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.ContentWords;
import escarmouche.content.model.ContentWords.Kind;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.MonsterDef;
import escarmouche.content.model.EntryText;
import escarmouche.content.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads a content directory: the four catalogues, then classes, monsters, maps and encounters, each
 * checked against what was read before it. Every file is read even after problems in others.
 */
public final class ContentLoader {
    static final List<String> CATALOGUES = List.of("weapons.json", "armor.json", "spells.json", "items.json");

    /**
     * What a load produced: the content (possibly incomplete) and the problems.
     *
     * @param warnings what is valid but rarely meant in the encounters ({@link ScenarioWarnings}) and the
     *                 behaviours, monsters' included ({@link BehaviourWarnings}): check lists it
     */
    record Result(Content content, List<Problem> problems, List<Problem> warnings) {
        Result(Content content, List<Problem> problems) {
            this(content, problems, List.of());
        }
    }

    private final JsonFiles json = new JsonFiles();

    /** The content, or a {@code null} value when any file has a problem. */
    public Loaded<Content> load(Path contentDir) {
        Result r = read(contentDir);
        return new Loaded<>(r.problems().isEmpty() ? r.content() : null, r.problems());
    }

    /** Everything that could be read, even with problems: the checker validates scenarios against it. */
    Result read(Path dir) {
        List<Problem> problems = new ArrayList<>();
        ContentBuilder b = new ContentBuilder(dir);
        if (!Files.isDirectory(dir)) {
            new Issues(dir.toString(), problems).whole(Wording.of("problem.content.missing",
                    String.join(", ", CATALOGUES)));
            for (String kind : List.of("weapon", "armor", "spell", "item", "behavior", "class", "monster", "map")) {
                b.broken(kind, "*");
            }
            return new Result(b.build(), problems);
        }
        catalogue(dir, "weapons.json", "weapon", Kind.WEAPON, new WeaponReader(), b.weapons, b, problems);
        catalogue(dir, "armor.json", "armor", Kind.ARMOR, new ArmorReader(), b.armor, b, problems);
        catalogue(dir, "spells.json", "spell", Kind.SPELL, new SpellReader(), b.spells, b, problems);
        catalogue(dir, "items.json", "item", Kind.ITEM, new ItemReader(b.build()), b.items, b, problems);
        List<Problem> warnings = new ArrayList<>();
        behaviors(dir, b, problems, warnings);
        ClassReader classes = new ClassReader(b.build());
        folder(dir, "classes", "class", Kind.CLASS, b, problems, warnings, classes::read, b.classes);
        MonsterReader monsters = new MonsterReader(b.build());
        folder(dir, "monsters", "monster", Kind.MONSTER, b, problems, warnings, monsters::read, b.monsters);
        sameIds(dir, b, problems);
        MapReader maps = new MapReader();
        folder(dir, "maps", "map", Kind.MAP, b, problems, warnings, (id, node, is) -> maps.read(id, node, is, true), b.maps);
        encounters(dir, b, problems, warnings);
        return new Result(b.build(), ProblemOrder.sorted(problems), warnings);
    }

    /** content/behaviors/: every file read first, then each {@code extends} resolved against all of them. */
    private void behaviors(Path dir, ContentBuilder b, List<Problem> problems, List<Problem> warnings) {
        BehaviorReader reader = new BehaviorReader(b.build());
        Map<String, BehaviorLibrary.Entry> entries = new LinkedHashMap<>();
        for (Path file : jsonFiles(dir.resolve("behaviors"), problems)) {
            String id = idOf(file);
            Issues issues = new Issues(file.toString(), problems);
            int mark = issues.failures();
            if (!Read.isId(id)) {
                issues.whole(Wording.of("problem.file.name", Node.quote(id)));
            }
            Node root = json.read(file, issues);
            BehaviorReader.Draft draft = root == null ? null : reader.file(id, root, issues);
            TranslationReader.reasons(root, b.words);
            TranslationReader.read(root, Kind.BEHAVIOR, id, TranslationReader.TEXTS,
                    new EntryText(id, TranslationReader.english(root).description()), issues, b.words);
            if (draft == null || issues.failures() > mark) b.broken("behavior", id);
            else {
                entries.put(id, new BehaviorLibrary.Entry(draft, issues));
                warnings.addAll(BehaviourWarnings.of(file.toString(), root));
            }
        }
        BehaviorLibrary.resolveAll(entries, b.behaviors, b);
    }

    private <T> void catalogue(Path dir, String fileName, String kind, Kind words, Catalog.EntryReader<T> reader,
                               Map<String, T> into, ContentBuilder b, List<Problem> problems) {
        Path file = dir.resolve(fileName);
        Issues issues = new Issues(file.toString(), problems);
        if (!Files.isRegularFile(file)) {
            issues.whole(Wording.of("problem.file.needed", fileName));
            b.broken(kind, "*");
            return;
        }
        Node root = json.read(file, issues);
        Catalog.read(root, issues, kind, reader, into, b);
        if (root instanceof Node.Obj obj) {
            for (Node.Member m : obj.members().values()) {
                TranslationReader.read(m.value(), words, m.key(), TranslationReader.TEXTS,
                        TranslationReader.english(m.value()), issues, b.words);
                if (words == Kind.WEAPON) TranslationReader.poisonName(m.value(), issues, b.words);
            }
        }
    }

    private <T> void folder(Path dir, String sub, String kind, Kind words, ContentBuilder b, List<Problem> problems,
                            List<Problem> warnings, Catalog.EntryReader<T> reader, Map<String, T> into) {
        for (Path file : jsonFiles(dir.resolve(sub), problems)) {
            String id = idOf(file);
            Issues issues = new Issues(file.toString(), problems);
            int mark = issues.failures();
            if (!Read.isId(id)) {
                issues.whole(Wording.of("problem.file.name", Node.quote(id)));
            }
            Node root = json.read(file, issues);
            T value = root == null ? null : reader.read(id, root, issues);
            // A monster's or a class's name takes a gender, which the sentences about it agree with; a class's
            // may also have a feminine form.
            List<String> texts = words == Kind.CLASS ? TranslationReader.CLASS_TEXTS
                    : words == Kind.MONSTER ? TranslationReader.CREATURE_TEXTS : TranslationReader.TEXTS;
            TranslationReader.read(root, words, id, texts, TranslationReader.english(root), issues, b.words);
            if (words == Kind.MONSTER) TranslationReader.reasons(root, b.words);
            // A monster's weapon objects may carry names of their own (a class lists weapon ids only).
            if (words == Kind.MONSTER) TranslationReader.weaponNames(root, issues, b.words);
            if (words == Kind.MONSTER) TranslationReader.inlineBehavior(root, id, issues, b.words);
            if (value == null || issues.failures() > mark) b.broken(kind, id);
            else {
                into.put(id, value);
                if (value instanceof ClassDef cls && root instanceof Node.Obj o) {
                    warnings.addAll(HandsCheck.of(file.toString(), cls.weapons().stream().map(w -> b.weapons.get(w).weapon())
                            .toList(), cls.armor().stream().map(b.armor::get).toList(), o.get("weapons")));
                }
                // A monster's behaviour written in place is a behaviour like the files of behaviors/.
                if (words == Kind.MONSTER && root instanceof Node.Obj o) {
                    warnings.addAll(BehaviourWarnings.of(file.toString(), o.get("behavior")));
                    warnings.addAll(MonsterTypeCheck.of(file.toString(), o));
                    if (value instanceof MonsterDef monster) {
                        warnings.addAll(BehaviourReach.of(file.toString(), id, monster.creature(), o.get("behavior")));
                        warnings.addAll(HandsCheck.of(file.toString(), monster.creature().weapons(),
                                monster.creature().armor(), o.get("weapons") != null ? o.get("weapons") : o));
                    }
                }
            }
        }
    }

    /** A template name must say unambiguously whether it is a class or a monster. */
    private static void sameIds(Path dir, ContentBuilder b, List<Problem> problems) {
        for (String id : b.monsters.keySet()) {
            if (b.classes.containsKey(id)) {
                Path file = dir.resolve("monsters").resolve(id + ".json");
                new Issues(file.toString(), problems).whole(Wording.of("problem.id.class.monster",
                        Node.quote(id)));
            }
        }
        for (String id : b.classes.keySet()) b.monsters.remove(id);
    }

    private void encounters(Path dir, ContentBuilder b, List<Problem> problems, List<Problem> warnings) {
        Content content = b.build();
        ScenarioLoader loader = new ScenarioLoader();
        for (Path file : jsonFiles(dir.resolve("encounters"), problems)) {
            String id = idOf(file);
            if (!Read.isId(id)) {
                new Issues(file.toString(), problems).whole(Wording.of("problem.file.name",
                        Node.quote(id)));
                continue;
            }
            Loaded<Scenario> s = loader.load(file, content, true);
            problems.addAll(s.problems());
            warnings.addAll(s.warnings());
            if (s.value() != null) {
                b.encounters.add(new EncounterInfo(id, s.value().name(), s.value().description(), s.value().difficulty(), file));
                b.words.add(Kind.ENCOUNTER, id, new EntryText(s.value().name(), s.value().description()),
                        s.value().words().languages(Kind.SCENARIO, ""));
            }
        }
    }

    /** The .json files of a folder, sorted by name; a missing folder simply has none. */
    static List<Path> jsonFiles(Path folder, List<Problem> problems) {
        if (!Files.isDirectory(folder)) return List.of();
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p))
                    .sorted().toList();
        } catch (IOException e) {
            new Issues(folder.toString(), problems).whole(Wording.of("problem.folder.unlistable", String.valueOf(e.getMessage())));
            return List.of();
        }
    }

    static String idOf(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".json".length());
    }
}
