package escarmouche.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RuleSearchTest {
    private final RulesReference reference = RulesReference.load();

    private List<String> ids(List<RuleEntry> rules) {
        return rules.stream().map(RuleEntry::id).toList();
    }

    private RuleEntry rule(String id, String title, String text) {
        return new RuleEntry(id, "Topic", "house", title, text, "");
    }

    @Test
    @DisplayName("Every word must appear, anywhere in a rule, whatever its case; a blank search keeps them all")
    void everyWordSomewhere() {
        List<RuleEntry> rules = List.of(rule("A-ONE", "Falling down", "A creature drops prone."),
                rule("B-TWO", "Standing", "Standing up from prone costs half the speed."),
                rule("C-THREE", "Other", "Nothing here."));
        assertEquals(List.of("A-ONE", "B-TWO"), ids(RuleSearch.matching(rules, "PRONE")));
        assertEquals(List.of("B-TWO"), ids(RuleSearch.matching(rules, "prone  speed")));
        assertEquals(List.of("B-TWO"), ids(RuleSearch.matching(rules, "stand")));
        assertEquals(List.of("C-THREE"), ids(RuleSearch.matching(rules, "c-th")));
        assertEquals(List.of(), ids(RuleSearch.matching(rules, "prone flying")));
        assertEquals(3, RuleSearch.matching(rules, "   ").size());
    }

    @Test
    @DisplayName("Accents and the typographic apostrophe do not matter: regle finds règle, l'allonge finds l’allonge")
    void accentsFolded() {
        List<RuleEntry> rules = List.of(rule("X-1", "Règle", "Dans l\u2019allonge d'un ennemi."));
        assertEquals(List.of("X-1"), ids(RuleSearch.matching(rules, "regle")));
        assertEquals(List.of("X-1"), ids(RuleSearch.matching(rules, "RÈGLE")));
        assertEquals(List.of("X-1"), ids(RuleSearch.matching(rules, "l'allonge")));
        assertEquals(List.of("X-1"), ids(RuleSearch.matching(rules, "ennemi d\u2019un")));
    }

    @Test
    @DisplayName("How plain 5e differs is searched too")
    void differsSearched() {
        RuleEntry e = new RuleEntry("Y-1", "Topic", "house", "Title", "Text.", "5e uses Athletics.");
        assertEquals(List.of("Y-1"), ids(RuleSearch.matching(List.of(e), "athletics")));
    }

    @Test
    @DisplayName("The rule a search names is the first whose ID or title holds its words, not the first that mentions them")
    void namedByIdOrTitle() {
        List<RuleEntry> all = reference.all();
        assertEquals("MOVE-DIFFICULT", ids(RuleSearch.matching(all, "prone")).get(0));
        assertEquals("COND-PRONE", RuleSearch.named(all, "prone").id(), "its title is Prone");
        assertEquals("MOVE-PRONE", RuleSearch.named(all, "prone, st").id(), "Prone, standing, crawling");
        assertEquals("MOVE-PRONE", RuleSearch.named(all, "crawling").id());
        assertEquals("ACT-DODGE", RuleSearch.named(all, "dodge").id());
        assertEquals("OA-DISENGAGE", RuleSearch.named(all, "oa-dis").id());
        assertNull(RuleSearch.named(all, "zzz"));
        assertNull(RuleSearch.named(all, " "));
    }

    @Test
    @DisplayName("ACT-ATTACK, ACT-DASH: a rule's exact ID comes first, then its exact title, then a title starting with the"
            + " words, then an ID or title holding them; accents ignored")
    void ACT_ATTACK_anExactTitleNamesItsRule() {
        List<RuleEntry> rules = List.of(rule("OA-REACTION", "The opportunity attack", "Uses the reaction."),
                rule("ATK-ROLL", "Attack roll", "A d20."),
                rule("ACT-ATTACK", "Attack", "One attack."));
        assertEquals("ACT-ATTACK", RuleSearch.named(rules, "Attack").id(), "the exact title before a title holding it");
        List<RuleEntry> ids = List.of(rule("ACT-DODGE", "Dodge-x", "The action."), rule("DODGE-X", "Other", "An ID."));
        assertEquals("DODGE-X", RuleSearch.named(ids, "  dodge-x ").id(), "an exact ID before an exact title");
        assertEquals("ACT-DODGE", RuleSearch.named(ids, "dodge").id());
        assertEquals("ATK-ROLL", RuleSearch.named(rules, "attack r").id(), "a title starting with the words");
        assertEquals("OA-REACTION", RuleSearch.named(rules, "opportunity").id(), "a title holding the words");
        assertEquals("ACT-ATTACK", RuleSearch.named(rules, "act-attack").id());
        List<RuleEntry> all = reference.all();
        assertEquals("ACT-ATTACK", RuleSearch.named(all, "Attack").id());
        assertEquals("ACT-DASH", RuleSearch.named(all, "Dash").id());
        assertEquals("MOVE-DASH", RuleSearch.named(all, "dash and").id());
        assertEquals("MOVE-DIFFICULT", RuleSearch.named(all, "difficult terrain: careful or risky").id());
        assertEquals("OA-WITHIN", RuleSearch.named(all, "OA-WITHIN").id());
        List<RuleEntry> fr = reference.in(Locale.FRENCH).all();
        assertEquals("ACT-ATTACK", RuleSearch.named(fr, "attaquer").id());
        assertEquals("ACT-DASH", RuleSearch.named(fr, "foncer").id());
        assertEquals("MOVE-DIFFICULT", RuleSearch.named(fr, "terrain difficile : prudence ou risque").id(),
                "the title's no-break space is a space");
        assertEquals("GRAP-START", RuleSearch.named(fr, "LUTTE").id());
        assertEquals("ATK-UNARMED", RuleSearch.named(fr, "attaque a mains").id(), "accents ignored");
    }

    @Test
    @DisplayName("The shipped references: the grappling rules found in English, the opportunity attacks in French without accents")
    void shippedReferences() {
        List<String> grapple = ids(RuleSearch.matching(reference.all(), "grapple"));
        assertEquals("GRAP-START", RuleSearch.named(reference.all(), "grappling").id());
        assertTrue(grapple.contains("GRAP-START") && grapple.contains("GRAP-ESCAPE"), grapple.toString());
        RulesReference fr = reference.in(Locale.FRENCH);
        List<String> opportunite = ids(RuleSearch.matching(fr.all(), "opportunite"));
        assertTrue(opportunite.contains("OA-LEAVE") && opportunite.contains("OA-REACTION"), opportunite.toString());
    }
}
