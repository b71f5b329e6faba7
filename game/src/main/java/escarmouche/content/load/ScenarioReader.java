package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.ContentWords;
import escarmouche.content.model.Grimoire;
import escarmouche.content.model.LockedDoor;
import escarmouche.content.model.MapDef;
import escarmouche.content.model.PlannedRoll;
import escarmouche.content.model.Scenario;
import escarmouche.rules.core.RuleSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A scenario file (SCENARIO-FORMAT.md), checked completely before anything is built. */
final class ScenarioReader {
    static final List<String> FIELDS = List.of("format", "name", "description", "difficulty", "rules", "map",
            "combatants", "initiative", "dice", "seed", "doors", "planned");
    static final int FORMAT = 1;

    private final Content content;

    ScenarioReader(Content content) {
        this.content = content;
    }

    /** What {@link #read} made of each entry of {@code combatants}, null where it had problems; empty before. */
    private List<CombatantSpec> combatantsRead = List.of();

    /**
     * The combatants of the last {@link #read}, one per entry of its {@code combatants} (null for an entry with
     * problems): a scenario with problems elsewhere still gets the warnings of the combatants read whole.
     */
    List<CombatantSpec> combatantsRead() {
        return combatantsRead;
    }

    /**
     * @param defaultName the name when the file gives none (its file name)
     * @param encounter   an encounter of content/encounters/, which must also give a description and a difficulty
     */
    Scenario read(Node root, String source, String defaultName, boolean encounter, Issues issues) {
        Fields f = Fields.translatable(root, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        format(f.required("format"), issues);
        String name = Read.text(f.optional("name"), issues);
        String description = Read.text(encounter ? f.required("description") : f.optional("description"), issues);
        String difficulty = Read.choice(encounter ? f.required("difficulty") : f.optional("difficulty"),
                Enums.DIFFICULTIES, issues);
        RuleSet rules = Read.choice(f.optional("rules"), Enums.RULE_SETS, RuleSet::byId, issues);
        MapDef map = map(f.required("map"), issues);
        ContentWords.Builder own = new ContentWords.Builder();
        TranslationReader.reasons(root, own);
        TranslationReader.read(root, ContentWords.Kind.SCENARIO, "", TranslationReader.SCENARIO_TEXTS,
                TranslationReader.english(root), issues, own);
        List<CombatantReader.Draft> drafts = combatants(f.required("combatants"), issues, own);
        combatantsRead = java.util.Collections.unmodifiableList(new ArrayList<>(drafts.stream()
                .map(CombatantReader.Draft::spec).toList()));
        TranslationReader.groups(root, groups(drafts), issues, own);
        List<String> initiative = InitiativeReader.read(f.optional("initiative"), drafts, issues);
        List<Integer> dice = dice(f.optional("dice"), issues);
        Long seed = Read.wholeLong(f.optional("seed"), issues);
        List<LockedDoor> doors = DoorReader.read(f.optional("doors"), map == null ? null : map.grid(), issues);
        List<PlannedRoll> planned = PlannedRollReader.read(f.optional("planned"), drafts, issues);
        if (map != null) Placement.check(map.grid(), drafts, issues);
        Masters.check(drafts, issues);
        InitiativeGroups.check(drafts, issues);
        ConditionSources.check(drafts, issues);
        if (issues.failures() > mark) return null;
        List<CombatantSpec> combatants = drafts.stream().map(CombatantReader.Draft::spec).toList();
        return new Scenario(source, name != null ? name : defaultName, description, difficulty,
                rules != null ? rules : RuleSet.HOUSE, map.grid(), combatants, initiative, dice, seed,
                new Grimoire(content.spells(), content.items()), doors, planned, content.words().and(own.build()));
    }

    private static void format(Node n, Issues issues) {
        Long v = Read.wholeLong(n, issues);
        if (v != null && v != FORMAT) {
            issues.at(n, Wording.of("problem.format", String.valueOf(v), String.valueOf(FORMAT)));
        }
    }

    /** The inline map object of the contract, or the id of a map of content/maps/. */
    private MapDef map(Node n, Issues issues) {
        if (n == null) return null;
        if (n instanceof Node.Str s) {
            MapDef m = content.maps().get(s.value());
            if (m != null) return m;
            if (content.broken("map", s.value())) issues.silent();
            else issues.at(n, Wording.of("problem.unknown.map", Node.quote(s.value()),
                    Suggest.wording(s.value(), content.suggestible("map", content.maps().keySet())),
                    ContentPlace.of(content.directory(), "maps/")));
            return null;
        }
        if (!(n instanceof Node.Obj)) {
            issues.at(n, Wording.of("problem.map.shape", Wording.describe(n)));
            return null;
        }
        return new MapReader().read(null, n, issues, false);
    }

    /** The most creatures a scenario may hold: far above any fight a table plays, low enough to refuse a flood. */
    static final int MAX_COMBATANTS = 1000;

    private List<CombatantReader.Draft> combatants(Node n, Issues issues, ContentWords.Builder words) {
        List<Node> items = Read.list(n, issues);
        if (items == null) return List.of();
        if (items.isEmpty()) issues.at(n, Wording.of("problem.combatants.empty"));
        if (items.size() > MAX_COMBATANTS) {
            // Past the limit the file is refused; only the first are read, for their own problems.
            issues.at(n, Wording.of("problem.combatants.many", String.valueOf(items.size()), String.valueOf(MAX_COMBATANTS)));
            items = items.subList(0, MAX_COMBATANTS);
        }
        CombatantReader reader = new CombatantReader(content);
        List<CombatantReader.Draft> drafts = new ArrayList<>();
        Map<String, Node> seen = new LinkedHashMap<>();
        for (Node item : items) {
            CombatantReader.Draft d = reader.read(item, issues);
            if (d.id() != null) {
                TranslationReader.read(item, ContentWords.Kind.COMBATANT, d.id(), TranslationReader.NAME_ONLY,
                        TranslationReader.english(item), issues, words);
            }
            TranslationReader.weaponNames(item, issues, words);
            TranslationReader.inlineBehavior(item, d.id(), issues, words);
            if (d.id() != null) {
                Node first = seen.putIfAbsent(d.id(), d.idNode());
                if (first != null) {
                    issues.at(d.idNode(), Wording.of("problem.id.used", Node.quote(d.id()), pathOwner(first.path())));
                }
            }
            drafts.add(d);
        }
        return drafts;
    }

    /**
     * The initiative groups the combatants name, in their order; null when a combatant could not be read (its
     * problem is reported already, and its group is not known).
     */
    private static List<String> groups(List<CombatantReader.Draft> drafts) {
        List<String> out = new ArrayList<>();
        for (CombatantReader.Draft d : drafts) {
            if (d.spec() == null) return null;
            String g = d.spec().group();
            if (g != null && !out.contains(g)) out.add(g);
        }
        return out;
    }

    private static String pathOwner(String idPath) {
        return idPath.endsWith(".id") ? idPath.substring(0, idPath.length() - 3) : idPath;
    }

    /**
     * The most forced dice a scenario may list. A fight rolls about one die per creature and round (the largest
     * bench fight, 90 creatures, rolled 2,538 in 26 rounds); a duel fought to simulate's 200 rounds, at 8 dice a
     * turn, rolls about 3,200. A longer list forces nothing more a scenario needs (the seed takes over where it
     * ends) and would only hold the memory of a file made to flood the game.
     */
    static final int MAX_DICE = 100_000;

    private static List<Integer> dice(Node n, Issues issues) {
        List<Node> items = Read.list(n, issues);
        if (items == null) return List.of();
        if (items.size() > MAX_DICE) {
            // Past the limit the file is refused; only the first are read, for their own problems.
            issues.at(n, Wording.of("problem.dice.many", String.valueOf(items.size()), String.valueOf(MAX_DICE)));
            items = items.subList(0, MAX_DICE);
        }
        List<Integer> out = new ArrayList<>();
        for (Node item : items) {
            Integer v = Read.whole(item, 1, 100, issues);
            if (v != null) out.add(v);
        }
        return out;
    }
}
