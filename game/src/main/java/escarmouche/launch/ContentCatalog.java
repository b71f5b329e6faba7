package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import escarmouche.content.load.json.JsonReader;
import escarmouche.content.load.Content;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ProblemRuns;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.CreatureDefaults;
import escarmouche.content.model.ItemDef;
import escarmouche.content.model.WeaponDef;
import escarmouche.rules.core.RuleSet;
import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.ui.page.PartyMember;
import escarmouche.ui.page.PartyOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The encounters of a loaded content folder. A class swap rewrites the encounter's {@code template}
 * fields and reads the result with the same scenario loader, so a swapped party is checked like any file.
 */
public final class ContentCatalog implements EncounterCatalog {
    /** The most members a party may grow to (companions included); a scenario's own bigger party is kept, not grown. */
    public static final int MAX_PARTY = 6;
    /** The most healing potions one hero may carry into a fight. */
    public static final int MAX_POTIONS = 3;
    /** Character levels: the classes' tables (proficiency, slots) have one row per level up to this one. */
    public static final int MAX_LEVEL = 20;

    /** The guided fight, relative to the content folder. */
    public static final String TUTORIAL = "tutorial/first-fight.json";

    private final Content content;
    private final ScenarioLoader loader = new ScenarioLoader();
    private final EncounterOdds odds;
    private final EncounterWorkshop workshop;
    private volatile Merged merged;

    public ContentCatalog(Content content) {
        this(content, EncounterOdds.NONE, EncounterWorkshop.NONE);
    }

    private ContentCatalog(Content content, EncounterOdds odds, EncounterWorkshop workshop) {
        this.content = content;
        this.odds = odds;
        this.workshop = workshop;
    }

    /** The same encounters, their odds worked out by {@code odds} (one pool for the whole process). */
    public ContentCatalog withOdds(EncounterOdds odds) {
        return new ContentCatalog(content, odds, workshop);
    }

    /**
     * The same catalog with the builder keeping the player's own encounters in {@code folder} ({@code shown} in
     * messages), as many as they like: a local game, whose folder is the GM's own.
     */
    public ContentCatalog keeping(Path folder, String shown) {
        return keeping(folder, shown, ContentWorkshop.UNBOUNDED);
    }

    /** The same, with at most {@code most} encounters in the folder: a server's player, who shares its disk. */
    public ContentCatalog keeping(Path folder, String shown, int most) {
        return new ContentCatalog(content, odds, new ContentWorkshop(content, folder, shown, most));
    }

    @Override
    public EncounterOdds odds() {
        return odds;
    }

    @Override
    public EncounterWorkshop workshop() {
        return workshop;
    }

    /** The odds' own preparation ({@link OddsFights#prepare}) of the encounter's file as it reads now. */
    @Override
    public Scenario simulated(EncounterInfo encounter, String rules) {
        RuleSet ruleSet = RuleSet.ofId(rules);
        if (encounter.path() == null || ruleSet == null) return null;
        Scenario scenario = read(encounter.path()).scenario();
        return scenario == null ? null : OddsFights.prepare(scenario, ruleSet);
    }

    /** The odds' own preparation of a scenario's text, read as {@link ScenarioOdds} reads it for its fights. */
    @Override
    public Scenario simulated(String text) {
        return prepared(text, null);
    }

    /** The odds' own preparation of a scenario's text under other rules than its own. */
    @Override
    public Scenario simulated(EncounterInfo encounter, String text, String rules) {
        if (text == null) return simulated(encounter, rules);
        RuleSet ruleSet = RuleSet.ofId(rules);
        return ruleSet == null ? null : prepared(text, ruleSet);
    }

    /**
     * The text read as {@link ScenarioOdds} reads it, prepared under {@code rules} (null: its own); null if it
     * does not load.
     */
    private Scenario prepared(String text, RuleSet rules) {
        Loaded<Scenario> loaded = loader.parse(text, "scenario", content);
        if (!loaded.ok()) return null;
        return OddsFights.prepare(loaded.value(), rules == null ? loaded.value().rules() : rules);
    }

    @Override
    public List<EncounterInfo> encounters() {
        return content.encounters();
    }

    /**
     * The content's words and those of the player's own encounters as last listed; merged once for each new
     * listing, not at every look-up (screens ask at every drawing).
     */
    @Override
    public ContentWords words() {
        ContentWords own = workshop.savedWords();
        Merged m = merged;
        if (m == null || m.own() != own) merged = m = new Merged(own, content.words().and(own));
        return m.all();
    }

    /** The content's words with {@code own} added. */
    private record Merged(ContentWords own, ContentWords all) {}

    @Override
    public List<String> classes() {
        return List.copyOf(content.classes().keySet());
    }

    @Override
    public String misfitDie(Opened opened, escarmouche.rules.dice.ForcedDice.ForcedDieOutOfRange die, ScreenMessages m) {
        // Named as the player's messages name the file: their own encounter from their folder, never the server's.
        String file = opened == null || opened.path() == null ? "scenario" : workshop.shownPath(opened.path());
        return escarmouche.content.load.ForcedDieMisfit.of(file, placing(opened), die).in(m);
    }

    @Override
    public String misfitDieAtTable(Opened opened, String gm, escarmouche.rules.dice.ForcedDice.ForcedDieOutOfRange die,
                                   ScreenMessages m) {
        String file = opened == null || opened.path() == null ? "scenario" : EncounterCatalog.fileName(opened.path());
        // A player's copy keeps the file's name alone, which is no path of this machine: only the table's own (the
        // game master's file, while the table plays it) is read again.
        boolean onDisk = opened != null && opened.path() != null && isAbsolute(opened.path());
        String text = opened == null ? null : PlayedScenarioText.of(opened.text(), onDisk ? opened.path() : null);
        return m.text("table.misfit.theirs", gm, escarmouche.content.load.ForcedDieMisfit.of(file, text, die).in(m));
    }

    private static boolean isAbsolute(String path) {
        try {
            return Path.of(path).isAbsolute();
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** The text that places the die by line and column: that the fight was played from ({@link PlayedScenarioText}). */
    private static String placing(Opened opened) {
        return opened == null ? null : PlayedScenarioText.of(opened.text(), opened.path());
    }

    @Override
    public Opened open(EncounterInfo encounter, Map<String, String> classSwaps) {
        Opened base = read(encounter.path());
        if (classSwaps.isEmpty() || base.scenario() == null) return base;
        try {
            ObjectMapper json = new ObjectMapper();
            JsonNode root = json.readTree(JsonReader.withoutBom(base.text()));
            for (JsonNode c : root.path("combatants")) {
                String swap = classSwaps.get(c.path("id").asText());
                if (swap != null && c instanceof ObjectNode o) o.put("template", swap);
            }
            String text = json.writeValueAsString(root);
            return opened(loader.parse(text, encounter.path().toString(), content), text, encounter.path().toString());
        } catch (IOException e) {
            return Opened.failed(encounter.path() + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    @Override
    public PartyOptions partyOptions() {
        List<String> weapons = new ArrayList<>();
        Set<String> twoHanded = new HashSet<>();
        for (WeaponDef w : content.weapons().values()) {
            if (!w.weapon().natural()) weapons.add(w.weapon().id());
            if (w.weapon().twoHanded()) twoHanded.add(w.weapon().id());
        }
        List<String> body = new ArrayList<>();
        List<String> shields = new ArrayList<>();
        for (ArmorDef a : content.armor().values()) {
            if (a.isBody()) body.add(a.id());
            else if (a.isShield()) shields.add(a.id());
        }
        String potion = null;
        for (ItemDef i : content.items().values()) {
            if (potion == null && "potion".equals(i.kind()) && i.healing() != null) potion = i.id();
        }
        Map<String, CreatureDefaults> premades = new LinkedHashMap<>();
        for (String c : classes()) premades.put(c, content.classes().get(c).defaults());
        return new PartyOptions(classes(), weapons, body, shields, potion, MAX_POTIONS, 1, MAX_LEVEL, MAX_PARTY, premades,
                twoHanded);
    }

    @Override
    public Opened open(EncounterInfo encounter, List<PartyMember> party) {
        if (party.isEmpty()) return Opened.failed("A party needs at least one member.");
        Opened base = read(encounter.path());
        if (base.scenario() == null) return base;
        // The limit is on growing a party: a scenario's own bigger one (the builder makes thirty heroes) is kept,
        // and changed or cut down like any other, or nothing could be done with it, not even removing a member.
        int most = Math.max(MAX_PARTY, ownParty(base.scenario()));
        if (party.size() > most) return Opened.failed("A party has at most " + most + " members.");
        try {
            ObjectMapper json = new ObjectMapper();
            JsonNode root = json.readTree(JsonReader.withoutBom(base.text()));
            if (!(root instanceof ObjectNode object)) return base;
            PartyText.write(object, party, base.scenario(), template -> {
                var cls = content.classes().get(template);
                return cls == null ? List.of() : cls.weapons();
            });
            String text = json.writeValueAsString(root);
            return opened(loader.parse(text, encounter.path().toString(), content), text, encounter.path().toString());
        } catch (IOException e) {
            return Opened.failed(encounter.path() + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /** How many creatures the scenario itself puts on the party's side, as the party page lists them. */
    private static int ownParty(Scenario scenario) {
        int n = 0;
        for (CombatantSpec c : scenario.combatants()) if ("party".equals(c.side())) n++;
        return n;
    }

    @Override
    public Opened tutorial() {
        Path file = content.directory().resolve(TUTORIAL);
        if (!Files.isRegularFile(file)) return Opened.failed(file + ": the tutorial file is missing");
        return read(file);
    }

    /** The content this catalog opens scenarios against. */
    public Content content() {
        return content;
    }

    /** A scenario file with its text, which a recording keeps (the loader reports a file it cannot read). */
    private Opened read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            return opened(loader.load(file, content), null, file.toString());
        }
        return opened(loader.parse(text, file.toString(), content), text, file.toString());
    }

    private static Opened opened(Loaded<Scenario> loaded, String text, String path) {
        List<String> problems = new ArrayList<>();
        for (Problem p : loaded.problems()) problems.add(p.toString());
        List<Problem> found = loaded.problems();
        return new Opened(loaded.ok() ? loaded.value() : null, problems, text, path, m -> ProblemRuns.said(found, m));
    }
}
