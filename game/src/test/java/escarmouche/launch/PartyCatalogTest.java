package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.rules.core.Weapon;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.PartyMember;
import escarmouche.ui.page.PartyOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A party chosen before a fight becomes the scenario's own text, checked by the loader and kept by a recording. */
class PartyCatalogTest {
    private static Content content;
    private static ContentCatalog catalog;

    @BeforeAll
    static void load() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        content = new ContentLoader().load(dir).value();
        catalog = new ContentCatalog(content);
    }

    private static EncounterInfo encounter(String id) {
        return catalog.encounters().stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow();
    }

    private static List<PartyMember> asItIs(Scenario s) {
        List<PartyMember> out = new ArrayList<>();
        for (CombatantSpec c : s.combatants()) {
            if (c.side().equals("party")) {
                out.add(new PartyMember(c.id(), c.creature().name(), c.creature().template(), null, null, null, null,
                        c.playerControlled()));
            }
        }
        return out;
    }

    private static CombatantSpec in(Scenario s, String id) {
        return s.combatants().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("The options come from content: its classes, weapons without natural ones, armour and shields, levels 1 to 20, six members")
    void optionsFromContent() {
        PartyOptions o = catalog.partyOptions();
        assertEquals(List.copyOf(content.classes().keySet()), o.classes());
        assertTrue(o.weapons().contains("longsword") && !o.weapons().contains("bite"), o.weapons().toString());
        assertTrue(o.bodyArmor().contains("chain-mail") && !o.bodyArmor().contains("shield"), o.bodyArmor().toString());
        assertEquals(List.of("shield", "great-shield"), o.shields());
        assertEquals("potion-of-healing", o.potion());
        assertEquals(1, o.minLevel());
        assertEquals(20, o.maxLevel());
        assertEquals(6, o.maxSize());
    }

    @Test
    @DisplayName("A companion set to be played by hand, a hero renamed, levelled and re-equipped: the scenario text says so and loads")
    void changesAreWrittenIntoTheText() {
        EncounterInfo crypt = encounter("ambush-in-the-crypt");
        Scenario base = catalog.open(crypt, Map.of()).scenario();
        List<PartyMember> party = new ArrayList<>(asItIs(base));
        party.replaceAll(m -> switch (m.id()) {
            case "grey" -> m.controlled(true);
            case "brunhild" -> m.named("Brunehaut").atLevel(7).wielding("greataxe").wearing(List.of("plate"))
                    .carrying(Map.of("potion-of-healing", 3));
            default -> m;
        });
        EncounterCatalog.Opened opened = catalog.open(crypt, party);
        assertEquals(List.of(), opened.problems());
        Scenario s = opened.scenario();
        assertTrue(in(s, "grey").playerControlled(), "the wolf takes orders by hand");
        CombatantSpec b = in(s, "brunhild");
        assertEquals("Brunehaut", b.creature().name());
        assertEquals(7, b.creature().level());
        assertEquals("greataxe", b.creature().weapons().get(0).id());
        assertEquals(5, b.creature().weapons().stream().map(Weapon::id).filter("javelin"::equals).count(),
                "the javelins the encounter gave her are still carried");
        assertEquals(List.of("plate"), b.creature().armor().stream().map(a -> a.id()).toList());
        assertEquals(18, b.creature().ac(), "plate alone: AC 18, without the shield");
        assertEquals(3, b.creature().items().get("potion-of-healing"));
        Scenario again = new ScenarioLoader().parse(opened.text(), "saved", content).value();
        assertNotNull(again, "the recorded text loads as it is");
        assertEquals("Brunehaut", in(again, "brunhild").creature().name());
        assertTrue(in(again, "grey").playerControlled());
    }

    @Test
    @DisplayName("A hero written without a side is the party's, as the format says of a class: renamed or left out, it"
            + " is changed or removed, never written twice")
    void aHeroWithoutASide(@org.junit.jupiter.api.io.TempDir Path own) throws Exception {
        Files.writeString(own.resolve("yard.json"), "{\"format\": 1, \"name\": \"The yard\", \"map\": \"ford\","
                + " \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [5, 1]}]}");
        ContentCatalog mine = new ContentCatalog(content).keeping(own, "encounters");
        EncounterInfo yard = mine.workshop().saved().stream().filter(e -> e.id().equals("yours/yard.json")).findFirst().orElseThrow();
        Scenario base = mine.open(yard, Map.of()).scenario();
        List<PartyMember> renamed = new ArrayList<>(asItIs(base));
        renamed.replaceAll(m -> m.named("Hana"));
        EncounterCatalog.Opened opened = mine.open(yard, renamed);
        assertEquals(List.of(), opened.problems());
        assertEquals("Hana", in(opened.scenario(), "kenji").creature().name());
        assertEquals(2, opened.scenario().combatants().size());
        EncounterCatalog.Opened swapped = mine.open(yard, List.of(PartyMember.premade("monk", "Lin", "monk")));
        assertEquals(List.of(), swapped.problems());
        assertEquals(List.of("g1", "monk"), swapped.scenario().combatants().stream().map(CombatantSpec::id).sorted().toList());
    }

    @Test
    @DisplayName("A member left out is gone from the fight; a new pre-made character stands on a free square beside the party")
    void removeAndAdd() {
        EncounterInfo ford = encounter("goblins-at-the-ford");
        Scenario base = catalog.open(ford, Map.of()).scenario();
        List<PartyMember> party = new ArrayList<>(asItIs(base));
        party.removeIf(m -> m.id().equals("tarik"));
        party.add(PartyMember.premade("monk", "Lin", "monk"));
        party.add(PartyMember.premade("samurai", "Kenji", "samurai"));
        EncounterCatalog.Opened opened = catalog.open(ford, party);
        assertEquals(List.of(), opened.problems());
        Scenario s = opened.scenario();
        assertFalse(s.combatants().stream().anyMatch(c -> c.id().equals("tarik")));
        List<String> order = s.combatants().stream().map(CombatantSpec::id).toList();
        assertEquals(List.of("brunhild", "ysolde", "mathis", "monk", "samurai", "g1", "g2", "g3", "g4", "g5"), order,
                "new members come after the party, before the foes");
        Set<Object> squares = new HashSet<>();
        for (CombatantSpec c : s.combatants()) assertTrue(squares.add(c.at()), "two creatures on " + c.at());
        CombatantSpec lin = in(s, "monk");
        assertEquals("Lin", lin.creature().name());
        assertEquals(content.classes().get("monk").defaults().level(), lin.creature().level());
        assertTrue(s.map().passable(lin.at()));
        assertTrue(Math.max(Math.abs(lin.at().x() - 5), Math.abs(lin.at().y() - 4)) <= 1, "next to Brunhild: " + lin.at());
        assertEquals(catalog.open(ford, party).text(), opened.text(), "the same choice, the same scenario text");
    }

    @Test
    @DisplayName("Bounds: no empty party, at most six members, a level outside 1 to 20 refused with the loader's reason")
    void bounds() {
        EncounterInfo ford = encounter("goblins-at-the-ford");
        Scenario base = catalog.open(ford, Map.of()).scenario();
        assertNull(catalog.open(ford, List.of()).scenario());
        List<PartyMember> seven = new ArrayList<>(asItIs(base));
        for (int i = 0; i < 3; i++) seven.add(PartyMember.premade("f" + i, "F" + i, "fighter"));
        assertEquals(List.of("A party has at most 6 members."), catalog.open(ford, seven).problems());
        List<PartyMember> high = new ArrayList<>(asItIs(base));
        high.set(0, high.get(0).atLevel(21));
        EncounterCatalog.Opened refused = catalog.open(ford, high);
        assertNull(refused.scenario());
        assertTrue(refused.problems().toString().contains("from 1 to 20"), refused.problems().toString());
        assertNotEquals(List.of(), refused.problems());
    }

    @Test
    @DisplayName("A member's French gender is written beside its French name; a member left alone keeps the scenario's")
    void genders() {
        EncounterInfo ambush = encounter("ambush-in-the-crypt");
        Scenario s = catalog.open(ambush, Map.of()).scenario();
        List<PartyMember> party = asItIs(s);
        for (int i = 0; i < party.size(); i++) {
            if (party.get(i).id().equals("mathis")) party.set(i, party.get(i).gendered("f"));
            if (party.get(i).id().equals("ysolde")) party.set(i, party.get(i).gendered("m"));
        }
        EncounterCatalog.Opened opened = catalog.open(ambush, party);
        Scenario changed = opened.scenario();
        assertTrue(changed.words().feminine("fr", "mathis", "cleric", "Brother Mathis"));
        assertEquals("Frère Mathis", changed.words().creature("fr", "mathis", "cleric", "Brother Mathis"),
                "the French name is kept beside the gender");
        assertFalse(changed.words().feminine("fr", "ysolde", "wizard", "Ysolde"));
        assertTrue(changed.words().feminine("fr", "brunhild", "fighter", "Brunhild"), "left alone: the scenario's");
        Scenario again = catalog.open(ambush, asItIs(s)).scenario();
        assertTrue(again.words().feminine("fr", "ysolde", "wizard", "Ysolde"));
    }
}
