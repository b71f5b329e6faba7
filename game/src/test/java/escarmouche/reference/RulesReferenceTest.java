package escarmouche.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import escarmouche.testing.RuleCatalogue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RulesReferenceTest {
    private final RulesReference reference = RulesReference.load();

    @Test
    void everyRuleOfTheCatalogueIsExplained() throws IOException {
        List<String> ids = catalogueIds();
        assertEquals(96, ids.size(), "the catalogue's rule count changed: update the reference");
        for (String id : ids) {
            RuleEntry e = reference.get(id);
            assertNotNull(e, id + " is missing from the rules reference");
            assertFalse(e.text().isBlank(), id + " has no text");
        }
        assertEquals(ids.size(), reference.all().size());
    }

    @Test
    @DisplayName("MOVE-DASH, ACT-DASH: no two rules share a title, in English or in French, so that a title typed in the"
            + " search names one rule (the action is Dash, what it does to movement Dash and movement)")
    void MOVE_DASH_everyTitleNamesOneRule() {
        for (RulesReference ref : List.of(reference, reference.in(java.util.Locale.FRENCH))) {
            Map<String, String> seen = new LinkedHashMap<>();
            for (RuleEntry e : ref.all()) {
                String before = seen.put(escarmouche.lang.Folding.fold(e.title()), e.id());
                assertEquals(null, before, e.id() + " has the title of " + before + ": " + e.title());
            }
        }
        assertEquals("Dash", reference.get("ACT-DASH").title());
        assertEquals("Dash and movement", reference.get("MOVE-DASH").title());
        assertEquals("Foncer et déplacement", reference.in(java.util.Locale.FRENCH).get("MOVE-DASH").title());
    }

    @Test
    @DisplayName("CAST-SCROLL, HP-EXHAUSTION, DMG-HEAL: each says the real difference from 5e, in English and in French")
    void theDifferencesSaid() {
        RulesReference fr = reference.in(java.util.Locale.FRENCH);
        assertTrue(reference.get("CAST-SCROLL").differs().contains("class has the spell on its list"), reference.get("CAST-SCROLL").differs());
        assertTrue(reference.get("CAST-SCROLL").differs().contains("anyone can read a scroll"), reference.get("CAST-SCROLL").differs());
        assertTrue(fr.get("CAST-SCROLL").differs().contains("n'importe qui peut lire un parchemin"), fr.get("CAST-SCROLL").differs());
        // The catalogue tags HP-EXHAUSTION [HOUSE]: marked a house rule, it says what the house changes, never that
        // nothing does.
        assertEquals("house", reference.get("HP-EXHAUSTION").origin());
        assertEquals("house", fr.get("HP-EXHAUSTION").origin());
        assertTrue(reference.get("HP-EXHAUSTION").differs().contains("what the house rules change is the hit points they"
                + " meet"), reference.get("HP-EXHAUSTION").differs());
        assertTrue(reference.get("HP-EXHAUSTION").differs().contains("The sixth level kills whatever the hit points"),
                reference.get("HP-EXHAUSTION").differs());
        assertTrue(fr.get("HP-EXHAUSTION").differs().contains("ce que changent les règles maison, ce sont les points de vie"
                + " qu'ils rencontrent"), fr.get("HP-EXHAUSTION").differs());
        assertFalse(reference.get("HP-EXHAUSTION").differs().startsWith("None"), reference.get("HP-EXHAUSTION").differs());
        assertFalse(fr.get("HP-EXHAUSTION").differs().startsWith("aucune"), fr.get("HP-EXHAUSTION").differs());
        assertTrue(reference.get("DMG-HEAL").differs().contains("healing always starts from 0"), reference.get("DMG-HEAL").differs());
        assertTrue(fr.get("DMG-HEAL").differs().contains("partent toujours de 0"), fr.get("DMG-HEAL").differs());
    }

    @Test
    void houseRulesSayHowFiveEDiffers() {
        for (RuleEntry e : reference.all()) {
            if (e.house()) {
                assertFalse(e.differs().isBlank(), e.id() + " has a house part but does not say how 5e differs");
            }
            assertTrue(List.of("house", "5e", "house+5e").contains(e.origin()), e.id() + ": " + e.origin());
        }
    }

    @Test
    @DisplayName("COND-POISONED, DMG-RESIST-HALF: every rule the catalogue marks [HOUSE], [5E/HOUSE] or [HOUSE/5E]"
            + " is a house rule of the reference and says how 5e differs")
    void everyHousePartOfTheCatalogueSaysHowFiveEDiffers() throws IOException {
        Map<String, String> catalogue = catalogueTexts();
        // Without the catalogue beside the project there is nothing to compare: skipped, not passed.
        org.junit.jupiter.api.Assumptions.assumeFalse(catalogue.isEmpty(), "the rules catalogue is not beside the project");
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, String> rule : catalogue.entrySet()) {
            if (!HOUSE_TAG.matcher(rule.getValue()).find()) continue;
            RuleEntry e = reference.get(rule.getKey());
            if (e == null || !e.house() || e.differs().isBlank()) missing.add(rule.getKey());
        }
        assertEquals(List.of(), missing, "rules with a house part whose reference entry lacks the 5e difference");
        assertTrue(catalogue.containsKey("COND-POISONED"), "the catalogue was not read");
    }

    @Test
    @DisplayName("MOVE-ENTER, HP-EXHAUSTION: a rule labelled as in 5e says no difference from 5e, not even that it is the"
            + " same; a house rule never says that it is the same or that nothing differs; in English and in French")
    void aFiveERuleSaysNoDifference() {
        for (RulesReference language : List.of(reference, reference.in(java.util.Locale.FRENCH))) {
            List<String> wrong = new ArrayList<>();
            for (RuleEntry e : language.all()) {
                if (e.origin().equals("5e") && !e.differs().isEmpty()) wrong.add(e.id() + ": " + e.differs());
                if (e.house() && NOTHING_DIFFERS.matcher(e.differs()).lookingAt()) {
                    wrong.add(e.id() + " is marked as a house rule, yet says that nothing differs: " + e.differs());
                }
            }
            assertEquals(List.of(), wrong, "a 5e rule that says a difference, or a house rule that says none");
        }
        assertEquals("", reference.get("MOVE-ENTER").differs());
        assertEquals("", reference.in(java.util.Locale.FRENCH).get("MOVE-ENTER").differs());
    }

    /** How a difference from 5e would say that there is none: no such text belongs under a house mark. */
    private static final Pattern NOTHING_DIFFERS = Pattern.compile(
            "(?iu)(the same|none|nothing|no difference|la même chose|aucune|rien|pas de différence)\\b");

    @Test
    @DisplayName("DMG-HEAL: a rule the catalogue tags [5E] alone is labelled as in 5e, or house+5e where the table reads it"
            + " its own way and the reference says how 5e differs; never a house rule alone")
    void aFiveERuleOfTheCatalogueIsNotAHouseRule() throws IOException {
        Map<String, String> catalogue = catalogueTexts();
        org.junit.jupiter.api.Assumptions.assumeFalse(catalogue.isEmpty(), "the rules catalogue is not beside the project");
        List<String> wrong = new ArrayList<>();
        Pattern tag = Pattern.compile("\\[(5E|HOUSE|5E/HOUSE|HOUSE/5E)]");
        for (Map.Entry<String, String> rule : catalogue.entrySet()) {
            List<String> tags = new ArrayList<>();
            Matcher m = tag.matcher(rule.getValue());
            while (m.find()) tags.add(m.group(1));
            if (tags.isEmpty() || !tags.stream().allMatch("5E"::equals)) continue;
            RuleEntry e = reference.get(rule.getKey());
            if (e == null) continue;
            boolean ownReading = e.origin().equals("house+5e") && !e.differs().isBlank();
            if (!e.origin().equals("5e") && !ownReading) wrong.add(e.id() + ": " + e.origin());
        }
        assertEquals(List.of(), wrong, "rules the catalogue keeps from 5e, labelled otherwise");
    }

    @Test
    @DisplayName("HP-EXHAUSTION, MOVE-ENTER, ACT-READY: every rule's mark in the reference agrees with its catalogue tag,"
            + " in English and in French: [HOUSE] alone a house rule, a 5e part and a house part both (a condition is"
            + " [5E] unless marked) 5e with a house change, [5E] alone 5e with nothing under how 5e differs, or 5e with"
            + " a house change that says it (the game's own reading); a house mark always says how 5e differs")
    void everyMarkAgreesWithTheCatalogueTag() throws IOException {
        Map<String, String> catalogue = catalogueTexts();
        org.junit.jupiter.api.Assumptions.assumeFalse(catalogue.isEmpty(), "the rules catalogue is not beside the project");
        Set<String> fiveEUnlessMarked = fiveEUnlessMarked();
        Pattern tag = Pattern.compile("\\[(5E|HOUSE|5E/HOUSE|HOUSE/5E)]");
        List<String> wrong = new ArrayList<>();
        for (RulesReference language : List.of(reference, reference.in(java.util.Locale.FRENCH))) {
            for (Map.Entry<String, String> rule : catalogue.entrySet()) {
                Set<String> tags = new java.util.TreeSet<>();
                Matcher m = tag.matcher(rule.getValue());
                while (m.find()) tags.add(m.group(1));
                if (fiveEUnlessMarked.contains(rule.getKey())) tags.add("5E");
                // Untagged (the classes, a "see" entry): the catalogue gives no tag to compare with.
                if (tags.isEmpty()) continue;
                boolean house = tags.stream().anyMatch(t -> t.contains("HOUSE"));
                boolean fiveE = tags.stream().anyMatch(t -> t.contains("5E"));
                RuleEntry e = language.get(rule.getKey());
                if (e == null) continue;
                String expected = house && fiveE ? "house+5e" : house ? "house" : e.differs().isEmpty() ? "5e" : "house+5e";
                if (!e.origin().equals(expected)) {
                    wrong.add(e.id() + " tagged " + tags + " is marked " + e.origin() + ", expected " + expected);
                }
                if (e.house() != !e.differs().isEmpty()) {
                    wrong.add(e.id() + " is marked " + e.origin() + (e.differs().isEmpty() ? " with nothing" : " with a text")
                            + " under how 5e differs");
                }
            }
        }
        assertEquals(List.of(), wrong, "the reference's marks against the catalogue's tags");
        assertTrue(fiveEUnlessMarked.contains("COND-GRAPPLED"), "the conditions' section was not read");
    }

    /**
     * The rule IDs of the catalogue's sections whose heading says "[5E] unless marked" (the conditions): their
     * untagged text is 5e, and a [HOUSE] in it is a house part beside it.
     */
    private static Set<String> fiveEUnlessMarked() throws IOException {
        Set<String> out = new java.util.LinkedHashSet<>();
        Path catalogue = cataloguePath();
        if (catalogue == null) return out;
        Pattern bold = Pattern.compile("^- \\*\\*([A-Z0-9-]+)\\*\\*");
        boolean inside = false;
        for (String line : Files.readAllLines(catalogue)) {
            if (line.startsWith("## ")) inside = line.contains("[5E] unless marked");
            Matcher m = bold.matcher(line);
            if (inside && m.find()) out.add(m.group(1));
        }
        return out;
    }

    /** A house part of a rule: {@code [HOUSE]}, {@code [5E/HOUSE]} or {@code [HOUSE/5E]}. */
    private static final Pattern HOUSE_TAG = Pattern.compile("\\[(HOUSE|5E/HOUSE|HOUSE/5E)]");

    /**
     * Each rule ID of the catalogue with the text of its entry (a bullet and its indented lines; a bullet
     * naming several IDs gives its text to each). Empty when the catalogue is not beside the project.
     */
    private static Map<String, String> catalogueTexts() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        Path catalogue = cataloguePath();
        if (catalogue == null) return out;
        Pattern bullet = Pattern.compile("- ((?:\\*\\*[A-Z0-9-]+\\*\\*,? ?)+)(.*)");
        Pattern bold = Pattern.compile("\\*\\*([A-Z0-9-]+)\\*\\*");
        List<String> current = List.of();
        for (String line : Files.readAllLines(catalogue)) {
            Matcher m = bullet.matcher(line);
            if (m.matches()) {
                List<String> ids = new ArrayList<>();
                Matcher b = bold.matcher(m.group(1));
                while (b.find()) ids.add(b.group(1));
                for (String id : ids) out.put(id, m.group(2));
                current = ids;
            } else if (line.startsWith("  ") && !current.isEmpty()) {
                for (String id : current) out.put(id, out.get(id) + " " + line.trim());
            } else {
                current = List.of();
            }
        }
        return out;
    }

    private static Path cataloguePath() {
        return RuleCatalogue.path();
    }

    @Test
    @DisplayName("SHOVE: the reference says, as GRAP-START's does, that a shove against an incapacitated target succeeds"
            + " without a roll (the seed's words, and what the game plays), in English and in French; plain 5e rolls it"
            + " even then, so the entry is house+5e and says so under how 5e differs, not in its text")
    void SHOVE_automaticAgainstTheIncapacitated() {
        RulesReference fr = reference.in(java.util.Locale.FRENCH);
        String en = reference.get("SHOVE").text();
        assertTrue(en.contains("Against an incapacitated target it succeeds automatically, without a roll."), en);
        String french = fr.get("SHOVE").text();
        assertTrue(french.contains("Contre une cible incapable d'agir, c'est réussi d'office, sans jet."), french);
        assertEquals("house+5e", reference.get("SHOVE").origin());
        assertEquals("house+5e", fr.get("SHOVE").origin());
        assertEquals("5e rolls the contest even against an incapacitated target, as it does a grapple's (GRAP-START);"
                + " here such a target is shoved without a roll.", reference.get("SHOVE").differs());
        assertEquals("la 5e jette quand même les dés contre une cible incapable d'agir, comme pour une lutte (GRAP-START)"
                + "\u00a0; ici, une telle cible est bousculée sans jet.", fr.get("SHOVE").differs());
        assertFalse(en.contains("Plain 5e"), en);
        assertFalse(french.contains("5e de base"), french);
    }

    @Test
    @DisplayName("HP-KO: the reference says what knocking out does to the hit points (held at -9 short of death) and to"
            + " monsters and NPCs (no system shock), and how plain 5e differs (it leaves the creature at 0), in English"
            + " and in French")
    void HP_KO_hitPointsAndMonstersSaid() {
        RuleEntry en = reference.get("HP-KO");
        RuleEntry fr = reference.in(java.util.Locale.FRENCH).get("HP-KO");
        assertTrue(en.text().contains("a character the blow would take to -10 or below (HP-DEAD) is held at -9"), en.text());
        assertTrue(en.text().contains("a monster or NPC is out of the fight and rolls no system shock (HP-SHOCK)"), en.text());
        assertTrue(fr.text().contains("un personnage que le coup amènerait à -10 ou moins (HP-DEAD) est retenu à -9"),
                fr.text());
        assertTrue(fr.text().contains("un monstre ou un PNJ est hors de combat et ne fait pas de jet de choc systémique"
                + " (HP-SHOCK)"), fr.text());
        assertEquals("house+5e", en.origin());
        assertEquals("house+5e", fr.origin());
        assertTrue(en.differs().startsWith("In 5e a creature knocked out is left at 0 hit points"), en.differs());
        assertTrue(fr.differs().startsWith("en 5e, une créature assommée reste à 0 point de vie"), fr.differs());
    }

    @Test
    @DisplayName("ACT-HELP: the game asks the helper to stand within 1.5 m of the ally it helps with a check, which plain"
            + " 5e does not: the entry is house+5e and says so under how 5e differs, in English and in French")
    void ACT_HELP_theHelpersDistanceIsADifference() {
        RuleEntry en = reference.get("ACT-HELP");
        RuleEntry fr = reference.in(java.util.Locale.FRENCH).get("ACT-HELP");
        assertEquals("house+5e", en.origin());
        assertEquals("house+5e", fr.origin());
        assertTrue(en.differs().contains("5e sets no distance for helping with a task"), en.differs());
        assertTrue(en.differs().contains("here the helper stands within 1.5 m of the ally"), en.differs());
        assertTrue(fr.differs().contains("la 5e ne fixe aucune distance pour aider à une tâche"), fr.differs());
        assertTrue(fr.differs().contains("ici, celui qui aide se tient à 1,5\u00a0m au plus de l'allié"), fr.differs());
    }

    @Test
    @DisplayName("ACT-READY: the game readies only a melee attack against a foe stepping within reach, where plain 5e"
            + " readies any action on any trigger: the entry is house+5e and says the limit, in English and in French")
    void ACT_READY_theGamesLimitIsSaid() {
        RuleEntry en = reference.get("ACT-READY");
        RuleEntry fr = reference.in(java.util.Locale.FRENCH).get("ACT-READY");
        assertEquals("house+5e", en.origin());
        assertEquals("house+5e", fr.origin());
        assertTrue(en.differs().startsWith("5e lets a creature ready any action, or a move, on any trigger it can"
                + " perceive"), en.differs());
        assertTrue(en.differs().contains("only a melee attack against a foe stepping within reach"), en.differs());
        assertTrue(fr.differs().startsWith("la 5e permet de préparer n'importe quelle action, ou un déplacement, sur"
                + " n'importe quel déclencheur"), fr.differs());
        assertTrue(fr.differs().contains("qu'une attaque de corps à corps contre un ennemi qui arrive à l'allonge"),
                fr.differs());
    }

    @Test
    @DisplayName("MOVE-DASH: the reference says that a Dash adds the creature's speed, not what it has left: standing up"
            + " from prone (3 of a speed of 6) then dashing gives 3 + 6 = 9 squares, though the house rules' example"
            + " counts 6 there; in English and in French")
    void MOVE_DASH_speedAddedNotWhatIsLeft() {
        String en = reference.get("MOVE-DASH").text();
        String fr = reference.in(java.util.Locale.FRENCH).get("MOVE-DASH").text();
        int left = 6 - escarmouche.rules.movement.Standing.cost(6);
        assertTrue(en.contains("It adds the speed, not what is left: a creature with a speed of 6 that stands up (standing costs "
                + escarmouche.rules.movement.Standing.cost(6) + ") and dashes has " + left + " + 6 = " + (left + 6)
                + " squares of movement"), en);
        assertTrue(fr.contains("Elle ajoute la vitesse, pas ce qui reste" + NB_FR + ": une créature de vitesse 6 qui se"
                + " relève (se relever coûte " + escarmouche.rules.movement.Standing.cost(6) + ") puis fonce dispose de " + left + " + 6 = "
                + (left + 6) + " cases de déplacement"), fr);
        assertEquals("", reference.get("MOVE-DASH").differs());
    }

    private static final String NB_FR = "\u00a0";

    @Test
    @DisplayName("ATK-CRIT: the reference says plainly where a successful save's halving comes, in English and in French")
    void ATK_CRIT_saveHalvingSaidPlainly() {
        String en = reference.get("ATK-CRIT").text();
        assertTrue(en.contains("A successful save's halving comes with the other halvings, after the flat reductions"
                + " (DMG-VULN): a fireball"), en);
        assertFalse(en.contains("halves with the halving"), en);
        String fr = reference.in(java.util.Locale.FRENCH).get("ATK-CRIT").text();
        assertTrue(fr.contains("La division par deux d'une sauvegarde réussie vient avec les autres divisions, après les"
                + " réductions fixes (DMG-VULN)\u00a0: une boule de feu"), fr);
    }

    @Test
    @DisplayName("MOVE-PRONE: the reference's examples of what standing up costs are the rules' own figures")
    void MOVE_PRONE_standingCostAsTheRulesCountIt() {
        String text = reference.get("MOVE-PRONE").text();
        assertTrue(text.contains("(" + escarmouche.rules.movement.Standing.cost(6) + " of a speed of 6, "
                + escarmouche.rules.movement.Standing.cost(5) + " of 5, at least " + escarmouche.rules.movement.Standing.cost(1)
                + ")"), text);
    }

    @Test
    void topicsGroupTheRules() {
        assertEquals("Turns", reference.topics().get(0));
        assertTrue(reference.byTopic("Opportunity attacks").stream().anyMatch(e -> e.id().equals("OA-WITHIN")));
    }

    /** The IDs of the shared catalogue when it is beside the project, else the ones the reference knows. */
    private List<String> catalogueIds() throws IOException {
        Optional<List<String>> catalogue = RuleCatalogue.ids();
        if (catalogue.isPresent()) return catalogue.get();
        List<String> ids = new ArrayList<>();
        for (RuleEntry e : reference.all()) ids.add(e.id());
        return ids;
    }
}
