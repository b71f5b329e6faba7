package escarmouche.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The in-game reference says what the catalogue says and the game plays, and how 5e (2014) really differs,
 * in English and in French: the places it once said otherwise.
 */
class ReferenceSaysWhatIsPlayedTest {
    private static final String NB = "\u00a0";
    private final RulesReference en = RulesReference.load();
    private final RulesReference fr = en.in(Locale.FRENCH);

    @Test
    @DisplayName("COND-PETRIFIED: its halving does not add to a flat resistance of the same type, whichever leaves less"
            + " counting, as DMG-RESIST-HALF says and the game plays")
    void COND_PETRIFIED_halvingDoesNotAddToAFlatResistance() {
        assertEquals("As in 5e, turned to stone: incapacitated, it cannot move or speak and sees nothing; it fails Str and"
                + " Dex saves; attacks against it have advantage; it resists every kind of damage, halving it. The halving"
                + " does not add to a flat resistance of its own to the same type: whichever leaves less damage counts"
                + " (DMG-RESIST-HALF).", en.get("COND-PETRIFIED").text());
        assertTrue(fr.get("COND-PETRIFIED").text().endsWith("qu'il divise par deux. La division ne s'ajoute pas à une"
                + " résistance fixe qu'il aurait au même type" + NB + ": compte celle qui laisse le moins de dégâts"
                + " (DMG-RESIST-HALF)."), fr.get("COND-PETRIFIED").text());
    }

    @Test
    @DisplayName("DMG-ROLL: a save against a spell's damage is shown under DMG-ROLL, the one roll for all targets, halved"
            + " on a success after the flat reductions as DMG-VULN orders it")
    void DMG_ROLL_saysWhyASpellsSaveIsShownUnderIt() {
        assertEquals("Roll the damage dice and add the modifiers; an area effect rolls once for all targets. Damage never"
                + " drops below 0. A save against a spell's damage is shown under DMG-ROLL, the one roll for all its"
                + " targets: each target's successful save halves what reaches it, after the flat reductions and rounded"
                + " down, in the order DMG-VULN gives (a spell that allows no half then deals it nothing).",
                en.get("DMG-ROLL").text());
        assertTrue(fr.get("DMG-ROLL").text().endsWith(" Une sauvegarde contre les dégâts d'un sort est indiquée sous"
                + " DMG-ROLL, le seul jet pour toutes ses cibles" + NB + ": la sauvegarde réussie d'une cible divise par"
                + " deux ce qui l'atteint, après les réductions fixes et arrondi à l'inférieur, dans l'ordre que donne"
                + " DMG-VULN (un sort qui ne permet pas de moitié ne lui fait alors aucun dégât)."),
                fr.get("DMG-ROLL").text());
        // The order it points to: the flat reductions, then the save's half among the halvings.
        assertTrue(en.get("DMG-VULN").text().contains("then flat reductions (resistance, aura, magic weapon), then halving"
                + " (a successful save's half, then a halving resistance, each rounded down)"), en.get("DMG-VULN").text());
    }

    @Test
    @DisplayName("TURN-INIT: the players choose among tied characters (default: higher Dex, then a roll-off), and 5e"
            + " leaves ties to the GM and the players, the d20 roll-off being its own option")
    void TURN_INIT_tiesAsTheCatalogueAndFiveESayThem() {
        RuleEntry e = en.get("TURN-INIT");
        assertTrue(e.text().contains("among characters, the players choose their order, by default the higher Dex score"
                + " first, then a roll-off"), e.text());
        assertEquals("In 5e the GM orders tied monsters and the players their tied characters; between a character and a"
                + " monster the GM decides, or, as an option, each rolls a d20 and the higher goes first. Here that"
                + " roll-off settles every tie between a character and a monster in the order of turns, rolled again until"
                + " one is higher.", e.differs());
        RuleEntry f = fr.get("TURN-INIT");
        assertTrue(f.text().contains("entre personnages, les joueurs choisissent leur ordre, par défaut la plus haute"
                + " valeur de Dex d'abord, puis un jet pour départager"), f.text());
        assertTrue(f.differs().startsWith("en 5e, le MJ ordonne les monstres à égalité, et les joueurs leurs"
                + " personnages" + NB + "; entre un personnage et un monstre, le MJ tranche, ou, en option, chacun lance"
                + " un d20"), f.differs());
        assertFalse(e.differs().contains("usually the higher Dex"), e.differs());
    }

    @Test
    @DisplayName("TURN-INIT, OA-DISENGAGE: the roll-offs order the turns only; a Disengage roll must beat each enemy's, a tie"
            + " keeping its attack, as the seed says and the game plays, in English and in French")
    void TURN_INIT_aDisengageRollMustBeatTheEnemy() {
        assertTrue(en.get("TURN-INIT").text().endsWith("A familiar or a controlled creature acts on its master's count."
                + " These roll-offs order the turns only: an initiative roll made to Disengage (OA-DISENGAGE) must beat"
                + " each enemy's, and an enemy it ties keeps its opportunity attack."), en.get("TURN-INIT").text());
        assertTrue(en.get("OA-DISENGAGE").text().contains("the others still can, a tie included"), en.get("OA-DISENGAGE").text());
        assertTrue(fr.get("TURN-INIT").text().endsWith("Un familier ou une créature contrôlée agit au rang de son maître."
                + " Ces jets pour départager ne règlent que l'ordre des tours" + NB + ": un jet d'initiative fait pour se"
                + " désengager (OA-DISENGAGE) doit battre celui de chaque ennemi, et un ennemi à égalité garde son attaque"
                + " d'opportunité."), fr.get("TURN-INIT").text());
        assertTrue(fr.get("TURN-INIT").differs().endsWith("Ici, ce jet départage toute égalité entre un personnage et un"
                + " monstre dans l'ordre des tours, relancé jusqu'à ce que l'un dépasse l'autre."), fr.get("TURN-INIT").differs());
        assertTrue(fr.get("OA-DISENGAGE").text().contains("les autres le peuvent toujours, égalité comprise"),
                fr.get("OA-DISENGAGE").text());
    }

    @Test
    @DisplayName("ATK-TWF: a dwarf's two weapons are at most short, as the catalogue says and the game enforces")
    void ATK_TWF_dwarves() {
        assertTrue(en.get("ATK-TWF").text().startsWith("A creature holding two weapons of at most medium length (at most"
                + " short for a dwarf) attacks once with each"), en.get("ATK-TWF").text());
        assertTrue(fr.get("ATK-TWF").text().startsWith("Une créature qui tient deux armes de longueur moyenne au plus"
                + " (courte au plus pour un nain) attaque une fois avec chacune"), fr.get("ATK-TWF").text());
    }

    @Test
    @DisplayName("ATK-FUMBLE: a 5 with an unarmed or natural attack rolls the d6 again, as the game does")
    void ATK_FUMBLE_fiveWithoutAWeaponRollsAgain() {
        assertTrue(en.get("ATK-FUMBLE").text().contains("picking it up takes the whole movement or the action (an unarmed"
                + " or natural attack rolls the d6 again); 6"), en.get("ATK-FUMBLE").text());
        assertTrue(fr.get("ATK-FUMBLE").text().contains("tout le déplacement ou l'action (à mains nues ou avec une arme"
                + " naturelle, on relance le d6)" + NB + "; 6"), fr.get("ATK-FUMBLE").text());
    }

    @Test
    @DisplayName("CAST-ROLL: every living adjacent enemy adds its level, able to act or not (the seed makes no"
            + " exception), as the game plays; what differs from 5e names the melee penalty")
    void CAST_ROLL_everyLivingAdjacentEnemyPressesTheCaster() {
        assertTrue(en.get("CAST-ROLL").text().contains(" With an enemy adjacent, attacking the caster or not, subtract the"
                + " level of the strongest one: every living enemy beside the caster counts, even paralysed, unconscious"
                + " or otherwise unable to act (the dead do not). A natural 20"), en.get("CAST-ROLL").text());
        // Concentration is checked here as in 5e (a Con save when damaged): only the casting roll is the house's.
        assertEquals("In 5e a spell is always cast: there is no casting roll (concentration is kept by a Con save"
                + " when damaged, here as in 5e). 5e has no melee penalty on casting,"
                + " only disadvantage on a ranged spell attack with a hostile creature within 1.5 m that can see the"
                + " caster and is not incapacitated; here any living adjacent enemy costs its level, able to act or"
                + " not.", en.get("CAST-ROLL").differs());
        assertTrue(fr.get("CAST-ROLL").text().contains(" Avec un ennemi au contact, qu'il attaque le lanceur ou non, on"
                + " retire le niveau du plus fort" + NB + ": tout ennemi vivant au contact compte, même paralysé,"
                + " inconscient ou hors d'état d'agir (un mort ne compte plus). Un 20"), fr.get("CAST-ROLL").text());
        assertEquals("en 5e, un sort est toujours lancé" + NB + ": pas de jet de lancement (la concentration se garde"
                + " par un jet de sauvegarde de Con quand on est blessé, ici comme en 5e). La 5e n'a"
                + " pas de malus de mêlée au lancement, seulement le désavantage d'une attaque de sort à distance avec,"
                + " à 1,5" + NB + "m, une créature hostile qui voit le lanceur et n'est pas incapable d'agir" + NB
                + "; ici, tout ennemi vivant au contact coûte son niveau, qu'il puisse agir ou non.",
                fr.get("CAST-ROLL").differs());
    }

    @Test
    @DisplayName("CAST-SCROLL, CAST-POTION: no focus helps a scroll or a potion (the seed's words; the game adds none)")
    void CAST_SCROLL_noFocus() {
        assertEquals("Reading a scroll in combat takes the casting roll of its spell (CAST-ROLL), without a focus: a staff,"
                + " a wand or a holy symbol adds nothing to it.", en.get("CAST-SCROLL").text());
        assertEquals("Lire un parchemin en combat demande le jet de lancement de son sort (CAST-ROLL), sans focaliseur" + NB
                + ": un bâton, une baguette ou un symbole sacré n'y ajoute rien.", fr.get("CAST-SCROLL").text());
        assertTrue(en.get("CAST-POTION").text().contains("instead of segments, without a focus;"), en.get("CAST-POTION").text());
        assertTrue(fr.get("CAST-POTION").text().contains("à la place des segments, sans focaliseur" + NB + ";"),
                fr.get("CAST-POTION").text());
    }

    @Test
    @DisplayName("COND-PARALYZED: its automatic critical runs the house chain (ATK-CRIT), said as COND-UNCONSCIOUS says it")
    void COND_PARALYZED_theChainIsAHouseAddition() {
        RuleEntry e = en.get("COND-PARALYZED");
        assertEquals("house+5e", e.origin());
        assertTrue(e.text().contains("a hit from within 1.5 m is a critical (with the exploding chain, ATK-CRIT)."), e.text());
        assertEquals("The critical's chain (ATK-CRIT) is a house addition.", e.differs());
        RuleEntry f = fr.get("COND-PARALYZED");
        assertTrue(f.text().contains("un coup porté à 1,5" + NB + "m au plus est un critique (avec la chaîne, ATK-CRIT)."),
                f.text());
        assertEquals("la chaîne du critique (ATK-CRIT) est un ajout maison.", f.differs());
    }

    @Test
    @DisplayName("DMG-ZOID, MOVE-SIZE: the French reference says Zoïde as the game does, and a search for zoïde finds them")
    void DMG_ZOID_frenchName() {
        assertEquals("Zoïdes", fr.get("DMG-ZOID").title());
        assertEquals(List.of("MOVE-SIZE", "DMG-ZOID", "DMG-VULN"),
                RuleSearch.matching(fr.all(), "zoïde").stream().map(RuleEntry::id).toList());
        for (RuleEntry e : fr.all()) {
            assertFalse((e.title() + e.text() + e.differs()).contains("Zoid"), e.id());
        }
    }

    @Test
    @DisplayName("ATK-ADV, HP-EXHAUSTION: the French reference's wording (un avantage et un désavantage s'annulent; ce que"
            + " changent les règles maison)")
    void ATK_ADV_frenchWording() {
        assertTrue(fr.get("ATK-ADV").text().contains("Plusieurs sources ne se cumulent pas, et un avantage et un"
                + " désavantage s'annulent, quel que soit le nombre de chacun"), fr.get("ATK-ADV").text());
        assertTrue(fr.get("HP-EXHAUSTION").differs().startsWith("les six niveaux et leurs effets sont ceux de la 5e"
                + " (2014)" + NB + "; ce que changent les règles maison"), fr.get("HP-EXHAUSTION").differs());
    }

    @Test
    @DisplayName("PART-F: in the French reference a number never parts from its % or its metres at a line's end"
            + " (a no-break space, as the French screens write 95 %)")
    void numbersKeepTheirUnits() {
        // The units the screens' bundle is held to as well (ScreenMessagesBundleTest#frenchNumbersKeepTheirUnits).
        Pattern apart = Pattern.compile("\\d[ \u202f](%|m|km|kg|ft|cm|ms|s|min|h|mètres?|secondes?|minutes?|heures?)"
                + "(?![\\p{L}\\d'’])");
        List<String> wrong = new ArrayList<>();
        for (RuleEntry e : fr.all()) {
            for (String text : List.of(e.title(), e.text(), e.differs())) {
                Matcher m = apart.matcher(text);
                while (m.find()) wrong.add(e.id() + ": \"" + m.group() + "\"");
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(fr.get("ATK-FUMBLE").text().contains("(30" + NB + "% moins 1" + NB + "% par niveau de magie)"),
                fr.get("ATK-FUMBLE").text());
    }
}
