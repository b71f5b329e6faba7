package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.engine.Game;
import escarmouche.launch.ContentCatalog;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The pages around a fight in French at 80x24: a party member, who plays whom, the odds in the list and
 * the house/5e comparison, the past fights. Each in French with nothing cut and no key left unresolved;
 * the pages no other test read in English are read in English too.
 */
class FrenchMenusScreenTest extends ScreenTest {
    /** A key the bundles do not hold shows as {@code !key!}. */
    private static final Pattern UNRESOLVED = Pattern.compile("![a-z]+\\.[a-z.-]+!");
    private static final char NBSP = '\u00a0';
    private static Content content;

    @BeforeAll
    static void load() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        content = new ContentLoader().load(dir).value();
    }

    /** No key left as is; no text of the interface cut with "…" (content in English may be, as in English). */
    private void noKeyLeft() {
        assertFalse(UNRESOLVED.matcher(h.screen()).find(), "a key without a text: " + h.screen());
    }

    private void nothingCut() {
        noKeyLeft();
        assertFalse(h.screen().contains("…"), "something is cut: " + h.screen());
    }

    private void hintBarHolds(String... labels) {
        String bar = h.row(23);
        for (String l : labels) assertTrue(bar.contains(l), "'" + l + "' is not whole in the hint bar: [" + bar + "]");
    }

    /** The crypt's party screen (Ysolde, Brother Mathis, Brunhild and Grey the wolf), in French. */
    private Harness cryptInFrench() {
        h = new Harness(new ContentCatalog(content), data);
        h.keys("l").keys("n").enter();
        assertTrue(h.shows("Votre groupe (4 sur 6 au plus)"), h.screen());
        return h;
    }

    @Test
    @DisplayName("In French: a party member's page names its fields, values and bounds in French, and its hints fit")
    void partyMemberInFrench() {
        cryptInFrench().keys("e");
        assertTrue(h.shows(" Membre du groupe" + NBSP + ": Ysolde"), h.screen());
        for (String field : List.of("Nom", "Classe", "Niveau", "Arme", "Armure", "Bouclier", "Potions", "Joué")) {
            assertTrue(h.shows(" " + field + "  "), field + ": " + h.screen());
        }
        assertTrue(h.shows("5 (de 1 à 20)"), h.screen());
        assertTrue(h.shows("Armure        aucune"), h.screen());
        assertTrue(h.shows("(3 au plus)"), h.screen());
        assertTrue(h.shows("à la main (vous donnez ses ordres)"), h.screen());
        assertTrue(h.shows("PV 32 · CA 12 · vitesse 6 · maîtrise +3"), h.screen());
        assertTrue(h.shows("Porte" + NBSP + ": bâton"), h.screen());
        assertTrue(h.shows(" · sorts" + NBSP + ": trait de feu"), h.screen());
        hintBarHolds("↑↓ champ", "←→ changer", "Entrée taper le nom", "Échap retour au groupe");
        nothingCut();
        // The level cannot go under the first.
        h.keys("jj");
        for (int i = 0; i < 5; i++) h.press(KeyType.ArrowLeft);
        assertTrue(h.shows("Les niveaux vont de 1 à 20."), h.screen());
        // A name with a character no name takes, then an empty name.
        h.keys("kk").enter();
        hintBarHolds("tapez le nom (16 au plus)", "Entrée garder", "Échap annuler");
        h.keys("!");
        assertTrue(h.shows("Un nom ne prend que des lettres, des chiffres, des espaces et ' - ."), h.screen());
        for (int i = 0; i < 6; i++) h.press(KeyType.Backspace);
        h.enter();
        assertTrue(h.shows("Un nom ne peut pas être vide."), h.screen());
        h.esc().esc();
        // Grey is a companion: no class to change, and Brunhild cannot leave before her wolf.
        h.keys("jjj").keys("c");
        assertTrue(h.shows("Gris est un compagnon (loup)" + NBSP + ": il n'a pas de classe à changer."), h.screen());
        h.keys("k").keys("x");
        assertTrue(h.shows("Gris suit Brunhild" + NBSP + ": retirez d'abord Gris."), h.screen());
        h.keys("j").keys("e");
        assertTrue(h.shows("Gris est un compagnon (loup)" + NBSP + ": son niveau et son équipement sont ceux de son espèce."),
                h.screen());
        nothingCut();
    }

    @Test
    @DisplayName("In English (untested until now), then in French: who plays whom lists each creature's side and control, the hint bar whole")
    void whoPlaysWhom() {
        h = new Harness(new ContentCatalog(content), data);
        h.keys("n").enter().keys("g");
        assertTrue(h.shows(" Who plays whom: Ambush in the crypt"), h.screen());
        assertTrue(h.shows("3 by hand, 5 on AI. During the fight, H hands the creature whose turn it is to the other."),
                h.screen());
        assertTrue(h.row(h.find("Grey      ")[1]).contains("party       AI"), h.screen());
        assertTrue(h.row(h.find("Skeleton      ")[1]).contains("monsters    AI"), h.screen());
        // Named as the fight will name them, not by the scenario's ids.
        assertTrue(h.shows("Goblin 1  ") && h.shows("Goblin 2  ") && !h.shows("(g1)"), h.screen());
        hintBarHolds("↑↓ choose  h hand/AI  p party  m monsters  a all AI  Enter fight  Esc back");
        h.keys("a");
        assertTrue(h.shows("Nobody by hand: you watch both sides fight on their own"), h.screen());
        h.close();

        h = cryptInFrench().keys("g");
        assertTrue(h.shows(" Qui joue qui" + NBSP + ": Embuscade dans la crypte"), h.screen());
        assertTrue(h.shows("3 à la main, 5 en IA. Pendant le combat, H fait passer la créature dont c'est le tour"),
                h.screen());
        assertTrue(h.row(h.find("Ysolde      ")[1]).contains("groupe      à la main"), h.screen());
        assertTrue(h.row(h.find("Squelette      ")[1]).contains("monstres    IA"), h.screen());
        hintBarHolds("↑↓ choix", "h main/IA", "p groupe", "m monstres", "a tout IA", "Entrée jouer", "Échap retour");
        h.keys("a");
        assertTrue(h.shows("Personne à la main" + NBSP + ": vous regardez les deux camps se battre seuls"), h.screen());
        nothingCut();
    }

    private final FakeOdds odds = new FakeOdds();

    /** The odds list on two encounters, in French. */
    private Harness oddsInFrench() {
        TestCatalog catalog = new TestCatalog().odds(odds);
        catalog.add("ford", "The ford", "Goblins hold the far bank.", "medium", BattleScreenTest.duel()::build)
                .add("wolves", "The wolves", "Wolves in the undergrowth.", "deadly", BattleScreenTest.duel()::build);
        h = new Harness(catalog, data);
        return h.keys("l").keys("n");
    }

    private static OddsState.Ready ready(String rules, int wins, int median, int brenDeaths) {
        return new OddsState.Ready(new OddsFigures(rules, 400, wins, 400 - wins, median, median + 0.4, List.of(
                new OddsFigures.Combatant("bren", "Bren", "party", brenDeaths, 12.5, 9.25, brenDeaths, Map.of()),
                new OddsFigures.Combatant("g1", "Goblin", "monsters", wins, 4.0, 19.5, wins, Map.of("fr", "Gobelin")))));
    }

    @Test
    @DisplayName("In French: the list's odds, its difficulties and its detail pane, from the progress bar to the figures, nothing cut")
    void oddsInTheList() {
        odds.set("ford", null, new OddsState.Running("house", 100, 400));
        oddsInFrench();
        assertTrue(h.row(2).contains("calcul █░░░") && h.row(2).contains("[moyen]"), h.screen());
        assertTrue(h.row(4).contains("calcul …") && h.row(4).contains("[mortel]"), h.screen());
        assertTrue(h.shows("The ford (moyen)" + NBSP + ": Goblins hold the far bank."), h.screen());
        assertTrue(h.shows("Chances (règles maison)" + NBSP + ": simulation ██░░░░░░░░ 100 combats sur 400"), h.screen());
        assertTrue(h.shows("Toutes les créatures en IA" + NBSP + "; les chiffres viennent quand tout est joué."), h.screen());
        noKeyLeft();
        odds.set("ford", null, ready("house", 244, 6, 136));
        odds.changed();
        assertTrue(h.row(2).contains("gagne 61\u00a0%"), h.screen());
        assertTrue(h.shows("Règles maison, 400 combats" + NBSP + ": victoires 61\u00a0% (56-66\u00a0%), méd. 6 rounds"), h.screen());
        assertTrue(h.shows("Le plus souvent à terre" + NBSP + ": Bren, 34\u00a0% des combats (meurt dans 34\u00a0%)."),
                h.screen());
        // The widest figures at 80 columns: over 99 %, a two-digit median, a thousand fights, said whole.
        odds.set("ford", null, new OddsState.Ready(new OddsFigures("house", 1000, 998, 2, 10, 10.4, List.of(
                new OddsFigures.Combatant("bren", "Bren", "party", 861, 12.5, 9.25, 550, Map.of())))));
        odds.changed();
        assertTrue(h.shows("Règles maison, 1000 combats" + NBSP + ": victoires >99\u00a0% (99-100\u00a0%), méd. 10 rounds"),
                h.screen());
        hintBarHolds("Entrée groupe", "o maison/5e" + NBSP + "?", "Échap retour");
        // The widest difficulty and the odds share the row with the name: the name is still whole.
        assertTrue(h.row(2).startsWith("  ▶ The ford "), h.screen());
        noKeyLeft();
    }

    @Test
    @DisplayName("In French: the house/5e comparison, its rows, its table, decimal commas and its verdict")
    void comparisonInFrench() {
        odds.set("ford", "house", ready("house", 244, 6, 136)).set("ford", "dd5", ready("dd5", 196, 7, 180));
        oddsInFrench().keys("o");
        assertTrue(h.shows(" Règles maison ou 5e de base" + NBSP + "? The ford"), h.screen());
        assertTrue(h.row(2).contains("Toutes les créatures en IA  règles maison") && h.row(2).contains("5e de base (dd5)"),
                h.screen());
        assertTrue(h.row(3).contains("Victoires du groupe (95\u00a0%)  61\u00a0% (56-66\u00a0%)"), h.screen());
        assertTrue(h.row(5).contains("Rounds" + NBSP + ": médiane (moyenne)  6 (6,4)"), h.screen());
        assertTrue(h.row(6).contains("Dégâts infligés (groupe)    12,5 par combat"), h.screen());
        assertTrue(h.shows("Le groupe gagne 12,0 points plus souvent avec les règles maison (95\u00a0%" + NBSP
                + ": de +5,1 à +18,7 points)" + NBSP + ": plus que le bruit."), h.screen());
        assertTrue(h.shows("Combattant       camp"), h.screen());
        assertTrue(h.shows("infl. reçus tombe morts"), h.screen());
        int bren = h.find("Bren")[1];
        assertTrue(h.row(bren).contains("groupe") && h.row(bren).contains(" 12,5   9,3  34\u00a0%  34\u00a0%"), h.screen());
        assertTrue(h.row(h.find("Gobelin")[1]).contains("monstres"), "the content's French name: " + h.screen());
        assertFalse(h.shows("Goblin"), h.screen());
        hintBarHolds("↑↓ défiler", "p quelle partie pèse", "Échap retour à la liste");
        nothingCut();
    }

    @Test
    @DisplayName("In French: which part of the house rules weighs (p on the comparison), its rows, its verdict in"
            + " words and its hints, nothing cut at 80x24")
    void partsInFrench() {
        String hp = escarmouche.rules.core.RuleSet.HOUSE.asIn5e(escarmouche.rules.core.RulePart.HIT_POINTS).id();
        String act = escarmouche.rules.core.RuleSet.HOUSE.asIn5e(escarmouche.rules.core.RulePart.ACTIONS).id();
        odds.set("ford", "house", ready("house", 244, 6, 136)).set("ford", "dd5", ready("dd5", 376, 7, 180))
                .set("ford", hp, ready(hp, 380, 5, 60)).set("ford", act, ready(act, 244, 6, 136));
        oddsInFrench().keys("o").keys("p");
        assertTrue(h.shows(" Quelle règle maison pèse ici" + NBSP + "? The ford"), h.screen());
        assertTrue(h.row(5).contains("règles maison, toutes les parties  61\u00a0% (56-66\u00a0%)"), h.screen());
        assertTrue(h.row(6).startsWith("  5e" + NBSP + ": points de vie (HP)") && h.row(6).contains("-34,0 pts"),
                h.screen());
        assertTrue(h.row(7).startsWith("  5e" + NBSP + ": actions (ACT)") && h.row(7).contains("identiques"), h.screen());
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(h.shows("La façon maison coûte au groupe 34,0 points de victoires"), h.screen());
        hintBarHolds("↑↓ choisir une ligne", "d D voir un combat qui diverge", "r ses règles", "Échap retour");
        nothingCut();
        // The longest words: a verdict within noise, then the fights apart, whole at 80x24.
        String move = escarmouche.rules.core.RuleSet.HOUSE.asIn5e(escarmouche.rules.core.RulePart.MOVEMENT).id();
        java.util.BitSet house = new java.util.BitSet();
        house.set(0, 244);
        java.util.BitSet moved = new java.util.BitSet();
        moved.set(1, 250);
        odds.set("ford", "house", wins(ready("house", 244, 6, 136), house))
                .set("ford", move, wins(ready(move, 249, 6, 136), moved));
        odds.changed();
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(h.row(7).startsWith("▶ 5e" + NBSP + ": déplacement (MOVE)"), h.screen());
        assertTrue(h.shows("Dans le bruit" + NBSP + ": -1,3 point (95"), h.screen());
        assertTrue(h.shows("Combats qui divergent" + NBSP + ": 7 sur 400" + NBSP + "; le premier,"), h.screen());
        assertTrue(h.shows("la façon de la ligne)."), "within noise, the first either way: " + h.screen());
        nothingCut();
    }

    private static OddsState.Ready wins(OddsState.Ready r, java.util.BitSet won) {
        OddsFigures f = r.figures();
        return new OddsState.Ready(new OddsFigures(f.rules(), f.runs(), f.partyWins(), f.monsterWins(), f.medianRounds(),
                f.meanRounds(), f.combatants(), null, new escarmouche.ui.page.FightWins(0, f.runs(), won)));
    }

    @Test
    @DisplayName("In French: the comparison within noise, and a side still simulating")
    void comparisonWaitingInFrench() {
        odds.set("ford", "house", ready("house", 244, 6, 136)).set("ford", "dd5", new OddsState.Waiting("dd5", 400));
        oddsInFrench().keys("o");
        assertTrue(h.row(3).contains("à venir (400 combats)   "), "the wait is whole: " + h.screen());
        assertTrue(h.row(4).contains("simulation…"), h.screen());
        assertTrue(h.shows("Le verdict s'affiche quand les deux séries de combats de The ford sont finies"), h.screen());
        odds.set("ford", "dd5", ready("dd5", 232, 7, 180));
        odds.changed();
        assertTrue(h.shows("Dans le bruit" + NBSP + ": le taux de victoire du groupe diffère de +3,0 points (95\u00a0%" + NBSP
                + ": de -3,8 à +9,8 points)"), h.screen());
        assertTrue(h.shows("distinguer les deux règles ici."), "the verdict to its end: " + h.screen());
        noKeyLeft();
    }

    /** Saves that only list: a won fight, a lost one, one with no winner, one unfinished, one damaged. */
    private static FightSaves listed() {
        List<FightSaves.Past> past = List.of(
                new FightSaves.Past("a", "2026-11-23 20:15", "The ford", null, 3, false, null),
                new FightSaves.Past("b", "2026-11-22 19:00", "The wolves", "party", 40, true, null),
                new FightSaves.Past("c", "2026-11-21 18:00", "The crypt", "monsters", 52, true, null),
                new FightSaves.Past("d", "2026-11-20 17:00", "The duel", "none", 90, true, null),
                new FightSaves.Past("e", "2026-11-19 16:00", "broken.jsonl", null, 0, false,
                        "broken.jsonl:3:7: not JSON: the line ends inside a field's name"),
                new FightSaves.Past("f", "2026-11-18 15:00", "The mill", null, 12, false, null, java.util.Map.of(), 4),
                new FightSaves.Past("g", "2026-11-17 14:00", "The camp", null, 0, false, null));
        return FightSaves.listing(past);
    }

    @Test
    @DisplayName("The past fights say each result in the session's language: won, lost, no winner, unfinished, damaged")
    void pastFights() {
        h = new Harness(new TestCatalog(), listed(), data);
        h.keys("p");
        assertTrue(h.shows(" Past fights (newest first)"), h.screen());
        assertTrue(h.row(h.find("The ford")[1]).stripTrailing().endsWith("unfinished, 3 commands"), h.screen());
        assertTrue(h.row(h.find("The mill")[1]).stripTrailing().endsWith("unfinished, round 4"), h.screen());
        assertTrue(h.row(h.find("The camp")[1]).stripTrailing().endsWith("unfinished, no order given"), h.screen());
        assertTrue(h.row(h.find("The wolves")[1]).stripTrailing().endsWith("won"), h.screen());
        assertTrue(h.row(h.find("The crypt")[1]).stripTrailing().endsWith("lost"), h.screen());
        assertTrue(h.row(h.find("The duel")[1]).stripTrailing().endsWith("no winner"), h.screen());
        assertTrue(h.row(h.find("broken.jsonl")[1]).stripTrailing().endsWith("damaged"), h.screen());
        assertTrue(h.shows("Enter: continue this fight."), h.screen());
        h.esc().keys("l").keys("p");
        assertTrue(h.shows(" Combats passés (les plus récents d'abord)"), h.screen());
        // The title leaves no room for the record at 80 columns: it takes the row under it.
        assertTrue(h.row(1).contains("7 combats · 1 gagné · 1 perdu · 1 sans vainqueur"), h.screen());
        assertTrue(h.row(h.find("The ford")[1]).stripTrailing().endsWith("inachevé, 3 commandes"), h.screen());
        assertTrue(h.row(h.find("The mill")[1]).stripTrailing().endsWith("inachevé, round 4"), h.screen());
        assertTrue(h.row(h.find("The camp")[1]).stripTrailing().endsWith("inachevé, aucun ordre donné"), h.screen());
        assertTrue(h.row(h.find("The wolves")[1]).stripTrailing().endsWith("gagné"), h.screen());
        assertTrue(h.row(h.find("The crypt")[1]).stripTrailing().endsWith("perdu"), h.screen());
        assertTrue(h.row(h.find("The duel")[1]).stripTrailing().endsWith("sans vainqueur"), h.screen());
        assertTrue(h.row(h.find("broken.jsonl")[1]).stripTrailing().endsWith("abîmé"), h.screen());
        assertTrue(h.shows("Entrée" + NBSP + ": reprendre ce combat."), h.screen());
        h.keys("j");
        assertTrue(h.shows("Entrée" + NBSP + ": le rejouer (même graine ou nouvelle graine)."), h.screen());
        h.keys("jjj");
        // The save's English diagnosis in the page's language, what the parser found included.
        assertTrue(h.shows("Illisible" + NBSP + ": broken.jsonl:3:7" + NBSP + ": pas du JSON" + NBSP
                + ": la ligne s'arrête au milieu d'un nom de champ"), h.screen());
        hintBarHolds("↑↓ choix", "Entrée ouvrir", "Échap retour");
        nothingCut();
    }
}
