package escarmouche.ui;

import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.draft.DraftSaved;
import escarmouche.ui.draft.DraftTemplate;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.draft.EncounterWorkshop;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/** Encounters built in code (TestScenario), for screen tests that need no content folder. */
class TestCatalog implements EncounterCatalog {
    private final Map<String, Supplier<Scenario>> scenarios = new LinkedHashMap<>();
    /** The text of the encounters read "from a file" ({@link #addKept}): a fight of one is recorded. */
    private final Map<String, String> texts = new LinkedHashMap<>();
    private final List<EncounterInfo> infos = new ArrayList<>();
    /** The player's own encounters ({@link #yours}), which only the workshop lists. */
    private final List<EncounterInfo> own = new ArrayList<>();
    private Supplier<Scenario> tutorial;
    private EncounterOdds odds = EncounterOdds.NONE;
    private BiFunction<EncounterInfo, String, Scenario> simulated = (e, rules) -> null;

    TestCatalog add(String id, String name, String description, String difficulty, Supplier<Scenario> scenario) {
        scenarios.put(id, scenario);
        infos.add(new EncounterInfo(id, name, description, difficulty, null));
        return this;
    }

    /**
     * An encounter given by its text, as if read from {@code encounters/ID.json}: a session with a folder of saves
     * records its fights (one built in code is not recorded), and Continue reads them back from that text.
     */
    TestCatalog addKept(String id, String name, String description, String difficulty, String json) {
        texts.put(id, json);
        return add(id, name, description, difficulty, () -> escarmouche.testing.Scripts.scenario(json));
    }

    /**
     * An encounter of the player's own, as the builder keeps it ({@code yours/ID}, difficulty {@code yours}): listed
     * by the workshop, not among the content's encounters.
     */
    TestCatalog yours(String id, String name, String description, Supplier<Scenario> scenario) {
        scenarios.put("yours/" + id, scenario);
        own.add(new EncounterInfo("yours/" + id, name, description, "yours", null));
        return this;
    }

    TestCatalog tutorial(Supplier<Scenario> s) {
        this.tutorial = s;
        return this;
    }

    /** The odds port the pages ask (a test's {@code FakeOdds}). */
    TestCatalog odds(EncounterOdds port) {
        this.odds = port;
        return this;
    }

    /** What a replay of the odds' fights is given, for an encounter and rules. */
    TestCatalog simulated(BiFunction<EncounterInfo, String, Scenario> prepared) {
        this.simulated = prepared;
        return this;
    }

    @Override
    public EncounterOdds odds() {
        return odds;
    }

    @Override
    public Scenario simulated(EncounterInfo encounter, String rules) {
        return simulated.apply(encounter, rules);
    }

    @Override
    public List<EncounterInfo> encounters() {
        return infos;
    }

    /** The player's own encounters, for the lists that offer them; nothing else of the builder. */
    @Override
    public EncounterWorkshop workshop() {
        if (own.isEmpty()) return EncounterWorkshop.NONE;
        return new EncounterWorkshop() {
            @Override
            public boolean available() {
                return false;
            }

            @Override
            public List<DraftTemplate> templates() {
                return List.of();
            }

            @Override
            public List<String> behaviours() {
                return List.of();
            }

            @Override
            public List<EncounterInfo> saved() {
                return List.copyOf(own);
            }

            @Override
            public boolean own(EncounterInfo encounter) {
                return own.contains(encounter);
            }

            @Override
            public DraftOpened open(EncounterInfo encounter) {
                return NONE.open(encounter);
            }

            @Override
            public List<String> check(EncounterDraft draft, ScreenMessages words) {
                return List.of();
            }

            @Override
            public DraftSaved save(EncounterDraft draft, boolean replace) {
                return NONE.save(draft, replace);
            }
        };
    }

    @Override
    public List<String> classes() {
        return List.of();
    }

    @Override
    public Opened open(EncounterInfo encounter, Map<String, String> classSwaps) {
        String text = texts.get(encounter.id());
        if (text != null) return new Opened(scenarios.get(encounter.id()).get(), List.of(), text, "encounters/" + encounter.id() + ".json");
        return new Opened(scenarios.get(encounter.id()).get(), List.of());
    }

    @Override
    public Opened tutorial() {
        return tutorial == null ? Opened.failed("no tutorial in this test") : new Opened(tutorial.get(), List.of());
    }
}
