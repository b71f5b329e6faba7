package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.rules.core.Condition;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The battle screen's details in French at 80x24: the pickers and what they say of each target or spell,
 * the move planner, look and describe, the reasons an action cannot be done, doors and the reaction prompt.
 * Content names (creatures, weapons, spells) and the engine's own sentences are not checked here.
 */
class FrenchBattleDetailsTest extends ScreenTest {
    private static final char NB = '\u00a0';
    /** A key the bundles do not hold shows as {@code !key!}. */
    private static final Pattern UNRESOLVED = Pattern.compile("![a-z]+\\.[a-z.-]+!");

    /** The title screen switched to French, then the only encounter and the party as offered. */
    private void fight(Supplier<Scenario> s) {
        TestCatalog catalog = new TestCatalog().add("fight", "Le combat", "Un combat d'essai.", "easy", s);
        h = new Harness(catalog, data, 80, 24, true);
        h.keys("l").keys("n").enter().enter();
    }

    private void fight(TestScenario s) {
        fight(s::build);
    }

    /** A French sentence with its non-breaking spaces written as ordinary ones, for readability. */
    private static String fr(String text) {
        return text.replace(" :", NB + ":").replace(" ;", NB + ";").replace(" ?", NB + "?").replace(" %", NB + "%");
    }

    private void sees(String text) {
        assertTrue(h.shows(fr(text)), "not on screen: [" + fr(text) + "]\n" + h.screen());
    }

    /** Nothing left unresolved, nothing cut with "…", no English word of the screen's own. */
    private void clean(String... english) {
        String screen = h.screen();
        assertFalse(UNRESOLVED.matcher(screen).find(), "a key without a text: " + screen);
        assertFalse(screen.contains("…"), "something is cut: " + screen);
        for (String e : english) assertFalse(h.shows(e), "still in English: " + e + "\n" + screen);
    }

    @Test
    @DisplayName("ACT-ATTACK in French: the attack picker says the target, its health, the odds to hit and the expected damage in French")
    void attackPickerInFrench() {
        fight(OneBlow.scenario());
        h.keys("a");
        sees("── Cible");
        sees("ATTAQUER");
        sees("1 sur 1, à 1 case");
        sees("CA ");
        sees("Pour toucher : d20 ");
        sees(" % de chances de toucher, ");
        sees(" % de critique (×2, ×4 sur un autre 20...)");
        clean("To hit", "critical", "Expected damage", "square away");
    }

    @Test
    @DisplayName("COND-PARALYZED in French: hold person aimed at a beast says why with the spell's name and the type's"
            + " word ('de type bête'), as the log does")
    void COND_PARALYZED_holdPersonOnABeastInFrench() {
        fight(SpellPickTest.goblinAndWolf());
        h.keys("c").press(KeyType.ArrowDown).enter().press(KeyType.Tab);
        // The test's spell has no French name of its own: its English one, as the log would say it, not its id.
        sees("Impossible pour l'instant : hold person n'agit que sur les créatures de type humanoïde ; wolf est de"
                + " type bête.");
        clean("hold-person", "beast");
    }

    @Test
    @DisplayName("DMG-HEAL in French: a drinker who lacks one hit point, or two, is told so in the singular, then the plural")
    void DMG_HEAL_oneHitPointLackingInFrench() {
        fight(SpellPickTest.crypt(c -> c.hp(19).maxHp(20).item("potion-of-healing", 1)));
        h.keys("q");
        sees("Il manque 1 point de vie à mage : les soins au-delà sont perdus [DMG-HEAL].");
        h.close();
        fight(SpellPickTest.crypt(c -> c.hp(18).maxHp(20).item("potion-of-healing", 1)));
        h.keys("q");
        sees("Il manque 2 points de vie à mage : les soins au-delà sont perdus [DMG-HEAL].");
    }

    @Test
    @DisplayName("CAST-ROLL in French: hold person against an undead foe says it needs a humanoid")
    void creatureTypeReasonInFrench() {
        fight(SpellPickTest.spectre());
        h.keys("c");
        sees("aucun ennemi de type humanoïde à sa portée");
        clean("humanoid");
    }

    @Test
    @DisplayName("CAST-ROLL in French at 80x24: a spell picker's header with a scroll and three slot levels fits whole, the word \"niv.\" said once")
    void longHeaderFits() {
        fight(SpellPickTest.crypt(c -> c.item("scroll-of-magic-missile", 1)));
        h.keys("c");
        String header = null;
        for (int r = 0; r < 24; r++) if (h.row(r).startsWith("── LANCER")) header = h.row(r);
        assertTrue(header != null, h.screen());
        assertTrue(header.startsWith(fr("── LANCER un sort ou parchemin · mage · empl. niv. 1 : 4, 2 : 3, 3 : 2 ──")), header);
        assertFalse(header.contains("…"), header);
    }

    @Test
    @DisplayName("CAST-ROLL in French: the spell picker, a spell's target and a burst's area speak French, slots and odds included")
    void spellPickersInFrench() {
        fight(SpellPickTest.crypt(c -> c));
        h.keys("c");
        sees("LANCER un sort · mage · empl. niv. 1 : 4, 2 : 3, 3 : 2");
        sees("tour de magie · portée 24 · 85 % de réussite · attaque, 11 dégâts sur un coup");
        sees("Jet d'incantation [CAST-ROLL] : d20 +3 Int, 7 requis : 85 % ; un 1 naturel (5 %) échoue.");
        sees("niveau 1 · portée 24 · 80 % de réussite · 3 projectiles infaillibles, 10,5 dégâts");
        sees("sauvegarde de Sag ou paralysé");
        sees("sauvegarde de Dex : 28 dégâts, moitié si réussie");
        clean("cantrip", "range", "to cast", "Casting roll");
        h.enter();
        sees("Lancer Fire bolt · un tour de magie ne prend pas d'emplacement");
        sees("LANCER Fire bolt sur");
        sees("85 % de réussite. Attaque de sort : ");
        clean("Spell attack", "damage expected");
        h.esc();
        h.keys("c").press(KeyType.ArrowDown).press(KeyType.ArrowDown).press(KeyType.ArrowDown).enter();
        sees("Viser avec Fireball · emplacements de niveau 3 restants : 2");
        sees("FIREBALL en ");
        sees("Ennemis touchés : ");
        sees("Sauvegarde de Dex DD ");
        sees("dégâts attendus sur un échec, moitié sur une réussite.");
        clean("Foes caught", "save DC", "radius");
    }

    @Test
    @DisplayName("CAST-POTION in French: the potion picker says what it heals, the drinking roll and its odds")
    void drinkPickerInFrench() {
        fight(SpellPickTest.crypt(c -> c.item("potion-of-healing", 2)));
        h.keys("q");
        sees("── Boire une potion");
        sees("BOIRE quelle potion · mage · indemne, PV 20/20");
        sees("soigne 2d4+2 (7 en moyenne) · ");
        sees("Jet pour boire [CAST-POTION] : d20");
        sees("L'action est dépensée dans tous les cas.");
        clean("to work", "Drinking roll", "unhurt");
    }

    @Test
    @DisplayName("MOVE-DIFFICULT in French: the planner says the cost, the movement left, difficult ground and what risky means")
    void plannerInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#..,,....#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 8, 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("m");
        sees("── Déplacement");
        sees("DÉPLACEMENT : hero a 6 de déplacement. Tracez avec les flèches");
        h.keys("ll");
        sees("DÉPLACEMENT de 2 cases jusqu'en 3,1 (prudent)");
        sees("Coûte 3 sur 6 de déplacement : il en restera 3.");
        sees("Terrain difficile sur le chemin (DD 10).");
        sees("Ne provoque aucune attaque d'opportunité.");
        h.keys("r");
        sees("(risqué, test de For)");
        sees("Risqué (For), d20 +0, contre DD 10 : 55 % de passer ; en cas d'échec, hero s'arrête en");
        clean("Costs", "movement", "careful", "Provokes");
    }

    @Test
    @DisplayName("MOVE-DIFFICULT in French: a careful path too dear says its price and its step in French, and that a risky one pays 1 a square")
    void plannerTooDearInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#..;;....#",
                        "#........#",
                        "##########")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 8, 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("m").keys("ll");
        sees("Impossible tel quel : entrer en 4,1 coûte 4 de déplacement ; il en reste 2 (pas 2 sur 2)"
                + " (en prenant le risque, 1 par case : appuyez sur r)");
        clean("entering", "step 2", "left");
        h.keys("r");
        sees("Coûte 2 sur 6 de déplacement si le test réussit : il en restera 4.");
    }

    @Test
    @DisplayName("MOVE-PRONE, COND-PRONE in French: the action list says what dropping prone does, whole at 80 columns")
    void dropProneInFrench() {
        fight(TestScenario.map(
                        "########",
                        "#......#",
                        "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 6, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys(" ").press(KeyType.End);
        sees("z Se jeter à terre (tirs sur vous : désavantage, coups : avantage)");
        clean("Drop prone");
    }

    @Test
    @DisplayName("MOVE-PRONE, MOVE-DIFFICULT in French: beside a crawl into difficult ground, what walking it would cost")
    void standingUpThenWalkingRoughGroundInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#.,......#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).conditions(Condition.PRONE))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("l");
        sees("Se relever d'abord (t) coûte 3 sur 6 de déplacement\u00a0; marcher sur ce chemin coûte ensuite 2 des 3"
                + " restants.");
        clean("Standing up", "walking");
    }

    @Test
    @DisplayName("MOVE-DIFFICULT in French: after the failed risky move, Foncer is greyed with the engine's reason")
    void dashGreyedAfterTheFailedCheckInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#..,,,,..#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 8, 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob")
                .dice(6));
        h.keys("l").keys("l").keys("r").enter();
        h.keys(" ");
        sees("Foncer · test raté : pas de déplacement rendu");
        h.press(KeyType.Escape).keys("d");
        sees("le test de terrain raté de hero a mis fin à son déplacement pour ce tour : foncer ne lui en rend aucun");
        clean("Dash", "failed");
    }

    @Test
    @DisplayName("MOVE-PRONE in French: what standing up costs, in the action list and beside a crawl")
    void standingUpCostInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).conditions(Condition.PRONE))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys(" ").press(KeyType.End);
        sees("t Se relever (coûte 3 des 6 de déplacement restants)");
        h.press(KeyType.Escape).keys("l");
        sees("Se relever d'abord (t) coûte 3 sur 6 de déplacement\u00a0; marcher coûte ensuite 1 par case.");
        h.enter().keys("l").enter().keys("l");
        sees("Trop peu de déplacement pour se relever ce tour-ci\u00a0: il en faut 3, il en reste 2.");
        clean("Standing up", "Too little");
    }

    @Test
    @DisplayName("OA-LEAVE in French: the planner names each opportunity attack a move would provoke, and why")
    void plannerThreatsInFrench() {
        fight(TestScenario.map(
                        "########",
                        "#......#",
                        "#......#",
                        "########")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 3, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("m").keys("h");
        sees("Attaques d'opportunité que ce déplacement provoquerait :");
        sees("frappe avant le pas 1, alors que hero est encore en 2,1 : il sort de son allonge [OA-LEAVE]");
        clean("strikes before", "Opportunity attacks this move");
    }

    @Test
    @DisplayName("In French: a heroine leaving a reach is said to go out of it as she is (elle sort de son allonge)")
    void aHeroineLeavingAReach() {
        String json = """
                {"format": 1, "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [{"id": "bru", "name": "Brunhild", "fr": {"gender": "f"}, "template": "fighter", "at": [2, 1]},
                  {"id": "gob", "template": "goblin", "at": [3, 1]}],
                 "initiative": ["bru", "gob"]}
                """;
        fight(() -> new ScenarioLoader().load(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "heroine.json", RealContent.content()).value());
        h.keys("m").keys("h");
        sees("frappe avant le pas 1, alors que Brunhild est encore en 2,1 : elle sort de son allonge [OA-LEAVE]");
    }

    /** A scenario of the real content from its JSON, its first combatant's turn first. */
    private static Scenario parsed(String json) {
        return new ScenarioLoader().load(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "long-names.json", RealContent.content()).value();
    }

    @Test
    @DisplayName("GRAP-ESCAPE in French at 80 columns: the action menu says why there is nothing to escape whole, even for"
            + " a hero with a long name (Frère Mathis)")
    void GRAP_ESCAPE_whyNotWholeForALongName() {
        fight(() -> parsed("""
                {"format": 1, "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [{"id": "mathis", "name": "Brother Mathis", "fr": {"name": "Frère Mathis"}, "template": "cleric", "at": [1, 1]},
                  {"id": "gob", "template": "goblin", "at": [5, 2]}],
                 "initiative": ["mathis", "gob"]}
                """));
        h.keys(" ");
        // Beside a reason the menu drops the label's parenthesis: what is left, and the reason, whole.
        sees("x Se libérer · ni lutte ni filet sur Frère Mathis");
        clean();
    }

    @Test
    @DisplayName("ACT-HELP in French: the ally picker's heading names the ally as the attack's names its target (AIDER Lin)")
    void ACT_HELP_allyPickerHeading() {
        fight(() -> parsed("""
                {"format": 1, "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [{"id": "mathis", "name": "Brother Mathis", "fr": {"name": "Frère Mathis"}, "template": "cleric", "at": [1, 1]},
                  {"id": "lin", "name": "Lin", "template": "monk", "side": "party", "at": [2, 1]},
                  {"id": "gob", "template": "goblin", "at": [3, 1]}],
                 "initiative": ["mathis", "lin", "gob"]}
                """));
        h.keys("p");
        sees("AIDER Lin (Li), 1 sur 1, à 1 case");
        assertFalse(h.shows("AIDER quel allié"), h.screen());
    }

    @Test
    @DisplayName("In French: look mode describes a square and a creature, S describes the surroundings, directions included")
    void lookAndDescribeInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).conditions(Condition.PRONE).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("v");
        sees("── Regarder");
        sees("Case ");
        h.press(KeyType.Tab);
        sees("· CA ");
        sees("· vitesse ");
        sees("· allonge ");
        sees("États : à terre");
        sees("Armes : ");
        sees("Menace : ");
        clean("Square", "Conditions:", "Weapons:", "Threatens");
        h.esc();
        h.keys("S");
        sees("Autour de hero");
        sees("reste 6 de déplacement, action prête, réaction prête.");
        sees("Nord (");
        sees("Nord-ouest (");
        sees("Dans votre allonge : ");
        sees("Personne d'autre plus loin.");
        clean("movement left", "North", "Within your reach", "Further off", "squares");
    }

    @Test
    @DisplayName("HP-DYING, ACT-HIDE, ACT-SEARCH in French: first aid, hiding and searching are asked in French")
    void careActionsInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("lin", "party", 2, 1, c -> c.pc("monk").hp(-3))
                .with("gob", "monsters", 8, 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "lin", "gob"));
        h.keys(" ");
        sees("f Premiers soins à un allié mourant");
        sees("i Se cacher");
        sees("F Chercher les ennemis cachés");
        h.esc().keys("f");
        sees("lin est mourant, à -3 points de vie : à la fin de chacun de ses tours");
        sees("Test de Sag, d20 +0, contre DD 10 : 55 % de stabiliser lin.");
        clean("dying", "check", "stable.");
        h.esc().keys("i");
        sees("% de se cacher");
        clean("Hide", "hidden");
        h.esc().keys("F");
        sees("contre le total de Discrétion de chaque ennemi caché");
        clean("Search", "stealth");
        h.esc().keys("A");
        sees("PRÉPARER UNE ATTAQUE contre gob");
        sees("Avec votre réaction, vous frappez gob dès son arrivée dans votre allonge, avant votre prochain tour [ACT-READY].");
        sees("Le jet se fait quand gob arrive à votre allonge");
        clean("Ready", "reaction", "within");
    }

    @Test
    @DisplayName("ATK-ABILITY, ATK-DEXDMG, HP-KO in French: the attack panel's own choices and knocking out")
    void attackChoicesInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("a");
        sees("s : Dex à la place [ATK-ABILITY]");
        sees("K : assommer plutôt que tuer [HP-KO]");
        h.keys("s");
        sees("d : la Dex aux dégâts plutôt qu'au toucher [ATK-DEXDMG]");
        h.keys("K");
        sees("Assommer : un coup qui amène gob à 0 point de vie ou moins le laisse inconscient et stable [HP-KO].");
        clean("knock", "instead", "damage");
    }

    @Test
    @DisplayName("ATK-COVER in French: the attack panel names the creature in the way of its half cover")
    void creatureCoverInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 16).hp(20).ac(16)
                        .weapons(TestScenario.SHORTBOW))
                .with("gob", "monsters", 7, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .with("imp", "monsters", 4, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "imp"));
        h.keys("a").press(com.googlecode.lanterna.input.KeyType.Tab);
        sees("contre CA 15 (13 +2 abri partiel\u00a0: imp sur la trajectoire)");
        clean("in the way", "half cover");
    }

    @Test
    @DisplayName("TURN-OBJECT in French: doors in the look text, the notices and the lock-picking question, each notice whole")
    void doorsInFrench() {
        fight(DoorScreenTest.doors());
        h.keys("j");
        sees("Verrouillée, DD 15 : O puis sud pour crocheter (test de Dex, tout le tour).");
        h.keys("O");
        sees("Quelle porte ? Appuyez sur sa direction (flèches ou h j k l y u b n) ; Échap pour annuler.");
        h.keys("j");
        sees("Crocheter la serrure");
        sees("La porte vers le sud (2,3) est verrouillée.");
        sees("Test de Dex, d20 +1 (+1 Dex), contre DD 15 : 35 % de la crocheter.");
        sees("Entrée/y crocheter la serrure  Échap/n annuler");
        clean("Pick the lock", "Enter/y", "cancel");
        h.esc();
        h.keys("v").keys("l");
        sees("porte fermée : bloque le déplacement et la vue ;");
        clean("closed door");
    }

    @Test
    @DisplayName("In French: a notice longer than the screen wraps instead of being cut (no door beside the hero)")
    void longNoticeWraps() {
        fight(OneBlow.scenario());
        h.keys("O");
        sees("Impossible pour l'instant : aucune porte à côté de hero (placez-vous contre une porte, +\u00a0fermée ou '\u00a0ouverte,"
                + " puis appuyez sur O)");
    }

    @Test
    @DisplayName("OA-REACTION in French: the question of an opportunity attack, its odds and what letting go keeps")
    void reactionPromptInFrench() {
        fight(() -> ReactionPromptTest.runaway("15, 1"));
        h.keys("e");
        sees("── Attaque d'opportunité");
        sees("(indemne, PV 7/7, CA 15) sort de l'allonge d'Aldric en 3,1 [OA-LEAVE].");
        sees("Pour toucher : d20 +5 (+3 For +2 maîtrise) contre CA 15 : 55 % de chances de toucher, 5 % de critique.");
        sees("Dégâts attendus sur un coup de 1d8 +3 For : 7,5.");
        sees("Laisser passer Gobelin la garde");
        sees("Attaques d'opportunité : toujours frapper.");
        clean("To hit", "Striking spends", "Not to be asked");
        h.keys("w");
        sees("Pourquoi Aldric peut-il frapper ?");
    }

    @Test
    @DisplayName("In French: the action menu's reasons and the grapple and shove pickers' contests")
    void reasonsAndContestsInFrench() {
        // A foe beside the mage: with none within reach, the grapple and the shove are greyed (GRAP-START, SHOVE).
        fight(SpellPickTest.crypt(c -> c)
                .with("biter", "monsters", 2, 2, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("mage", "tank", "gob", "gob2", "far", "biter"));
        h.keys("g");
        sees("LUTTER AVEC");
        sees("Opposition : votre test de For ou de Dex contre sa For ou sa Dex");
        clean("Contest:");
        h.esc();
        h.keys("s");
        sees("BOUSCULER");
        sees("Gagnez et il tombe à terre. Appuyez sur p pour plutôt le repousser.");
        h.keys("p");
        sees("Gagnez et il est repoussé d'une case.");
        clean("knocked prone", "pushed");
    }

    @Test
    @DisplayName("In French: the fight report written beside the recording, headings, verdict, falls and columns")
    void fightReportInFrench() {
        escarmouche.ui.battle.ScreenFight fight = new escarmouche.ui.battle.ScreenFight(OneBlow.scenario().build(), 7, null);
        fight.start();
        fight.game().advance();
        fight.game().submitLine("attack gob");
        fight.game().advance();
        String report = escarmouche.ui.battle.FightReport.text(fight, ScreenMessages.of(Language.FR));
        assertTrue(report.startsWith(fr("Escarmouche : bilan du combat\n=============================\n")), report);
        assertTrue(report.contains(fr("Issue : victoire (le groupe tient le terrain)")), report);
        assertTrue(report.contains(fr("  round 1 : gob, mort")), report);
        assertTrue(report.contains("  créature          camp      infligé reçu   coups ratés   crit.  éch. crit."), report);
        assertTrue(report.contains("  hero              groupe    11      0      1     0       0      0"), report);
        assertTrue(report.contains("Règles les plus appliquées"), report);
        assertFalse(report.contains("!battle."), report);
    }

    @Test
    @DisplayName("In French: the fight report says why the fight ended in French, here the party's surrender")
    void fightReportReasonInFrench() {
        escarmouche.ui.battle.ScreenFight fight = new escarmouche.ui.battle.ScreenFight(OneBlow.scenario().build(), 7, null,
                () -> false, ScreenMessages.of(Language.FR));
        fight.start();
        fight.game().advance();
        fight.game().submitLine("yield");
        fight.game().advance();
        String report = escarmouche.ui.battle.FightReport.text(fight, ScreenMessages.of(Language.FR));
        assertTrue(report.contains(fr("Issue : défaite (les monstres l'emportent), ")), report);
        assertTrue(report.contains("se rend au nom du groupe"), report);
        assertFalse(report.contains("yields"), report);
    }

    @Test
    @DisplayName("Every text the battle screen's code names is in the bundles, in English and in French (ternaries included)")
    void everyBattleKeyExists() throws java.io.IOException {
        Path src = Path.of("src", "main", "java", "escarmouche", "ui", "battle");
        if (!Files.isDirectory(src)) src = Path.of("game", "src", "main", "java", "escarmouche", "ui", "battle");
        // Any literal shaped like a key: a whole key ("log.title") or one under "battle." (terms.t("plan.cost")).
        Pattern named = Pattern.compile("\"([a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+)\"");
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        Set<String> missing = new TreeSet<>();
        int found = 0;
        try (var files = Files.list(src)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = named.matcher(Files.readString(f));
                while (m.find()) {
                    found++;
                    String key = en.has(m.group(1)) ? m.group(1) : "battle." + m.group(1);
                    if (!en.has(key) || !fr.has(key)) missing.add(m.group(1) + " (" + f.getFileName() + ")");
                }
            }
        }
        assertTrue(found > 200, "the sources were read: " + found);
        assertTrue(missing.isEmpty(), "texts named in the battle screen's code but not in both bundles: " + missing);
    }

    /** A short map (4 rows) and twelve goblins: the side panel alone would want more rows than the map. */
    private static TestScenario crowd() {
        TestScenario s = TestScenario.map(
                        "################",
                        "#..............#",
                        "#..............#",
                        "################")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16));
        for (int i = 1; i <= 12; i++) {
            int x = 1 + i;
            s = s.with("g" + i, "monsters", x, i % 2 == 0 ? 1 : 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR));
        }
        return s.initiative("hero", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10", "g11", "g12");
    }

    @Test
    @DisplayName("Twelve foes on a short map: the target's panel takes the side panel's rows and shows its every line, to"
            + " the ability choice; Esc gives the side panel its rows back")
    void targetPanelTakesTheRowsItNeeds() {
        fight(crowd());
        sees("g8 g8");
        h.keys("a");
        sees("ATTAQUER g1");
        sees("Dégâts attendus sur un coup");
        sees("s : Dex à la place [ATK-ABILITY]");
        h.esc();
        sees("g8 g8");
    }

    @Test
    @DisplayName("ACT-HIDE in French: a step into an unseen foe's square is barred by « quelqu'un qu'on ne voit pas », never named")
    void unseenFoeBarsTheWayInFrench() {
        fight(UnseenFoesScreenTest.beside(false));
        h.keys("j");
        sees("quelqu'un qu'on ne voit pas en 1,2");
        assertFalse(h.shows("lurker"), h.screen());
        clean();
    }

    @Test
    @DisplayName("S in French: an ally is « alliée », a foe « ennemie » when her name is feminine")
    void sidesAgreeInFrench() {
        String json = """
                {"format": 1, "map": {"rows": ["##########", "#........#", "##########"]},
                 "combatants": [{"id": "kenji", "name": "Kenji", "template": "fighter", "at": [1, 1]},
                  {"id": "bru", "name": "Brunhild", "fr": {"gender": "f"}, "template": "fighter", "at": [2, 1]},
                  {"id": "vera", "name": "Vera", "fr": {"gender": "f"}, "template": "goblin", "at": [7, 1]}],
                 "initiative": ["kenji", "bru", "vera"]}
                """;
        fight(() -> new ScenarioLoader().load(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "heroines.json", RealContent.content()).value());
        h.keys("S");
        sees("Est (2,1) : Brunhild (Br), alliée, ");
        sees("Vera (ve), ennemie, indemne");
        clean();
    }

    @Test
    @DisplayName("S in French: a foe further off, with how far and which way")
    void furtherOffInFrench() {
        fight(BattleScreenTest.duel());
        h.keys("S");
        sees("Plus loin, du plus proche au plus éloigné :");
        sees("gob (go), ennemi, indemne, PV 7/7 : à 3 cases vers l'est, en 4,1.");
        clean("Further off", "squares", " east");
    }

    @Test
    @DisplayName("Look in French: a hero's class is the party screen's word, and a heroine is « héroïne nécromancienne, alliée de Kenji »")
    void lookNamesClassesInFrench() {
        String json = """
                {"format": 1, "map": {"rows": ["##########", "#........#", "##########"]},
                 "combatants": [{"id": "kenji", "name": "Kenji", "template": "samurai", "at": [1, 1]},
                  {"id": "hesper", "name": "Hesper", "fr": {"gender": "f"}, "template": "necromancer", "at": [2, 1]},
                  {"id": "vera", "name": "Vera", "fr": {"gender": "f"}, "template": "goblin", "at": [7, 1]}],
                 "initiative": ["kenji", "hesper", "vera"]}
                """;
        fight(() -> new ScenarioLoader().load(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "heroines.json", RealContent.content()).value());
        h.keys("v");
        h.press(KeyType.Tab);
        sees("Hesper (He) : héroïne nécromancienne, alliée de Kenji, en 2,1");
        sees("· Menacée par");
        h.press(KeyType.Tab);
        sees("Vera (ve) : monstre, ennemie de Kenji, en 7,1");
        h.press(KeyType.Tab);
        sees("Kenji (Ke) : héros samouraï, en 1,1");
        clean("samurai", "necromancer");
    }

    @Test
    @DisplayName("HP-DYING in French: a heroine at -4 is « mourante » in the side panel and in look, with no reaction ready; a stable one « stabilisée »")
    void aDyingHeroineInFrench() {
        String json = """
                {"format": 1, "map": {"rows": ["##########", "#........#", "##########"]},
                 "combatants": [{"id": "kenji", "name": "Kenji", "template": "samurai", "at": [1, 1]},
                  {"id": "hesper", "name": "Hesper", "fr": {"gender": "f"}, "template": "necromancer", "at": [2, 1], "hp": -4},
                  {"id": "vera", "name": "Vera", "fr": {"gender": "f"}, "template": "goblin", "at": [7, 1]}],
                 "initiative": ["kenji", "hesper", "vera"]}
                """;
        fight(() -> new ScenarioLoader().load(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "heroines.json", RealContent.content()).value());
        sees("mourante");
        h.keys("v");
        h.press(KeyType.Tab);
        sees("mourante, PV -4/");
        sees(", à 6 de la mort · CA");
        sees("réaction aucune (ne peut pas réagir)");
        clean("allonge 1 · réaction prête", "hors de combat", "dying");
    }

    @Test
    @DisplayName("GRAP-ESCAPE in French at 80x24: each way to get free shows whole, the grappler's modifier included, over two rows")
    void escapeChoicesWrapInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(10, 16).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.abilities(12, 14).hp(7).ac(13).weapons(TestScenario.SCIMITAR)
                        .control("player"))
                .initiative("gob", "hero").dice(18, 2));
        h.keys("g").enter();
        h.keys("e");
        h.keys("x");
        sees("Échapper à gob : votre action [GRAP-ESCAPE]");
        // The box's rows, inside its frame, joined: a choice goes on on the row under it.
        StringBuilder box = new StringBuilder();
        for (String row : h.screen().split("\n")) {
            if (row.length() > 3 && row.charAt(2) == '│') box.append(row, 3, row.lastIndexOf('│')).append(' ');
        }
        String screen = box.toString().replaceAll(" +", " ");
        assertTrue(screen.contains(fr("de se libérer : test de Dex, d20 +3 (+3 Dex), contre sa Dex, d20 +2 (+2 Dex)")), h.screen());
        assertTrue(screen.contains(fr("de se libérer : test de For, d20 +0, contre sa Dex, d20 +2 (+2 Dex)")), h.screen());
        clean();
    }

    @Test
    @DisplayName("GRAP-DRAG in French: the move planner says the grappler drags its target, each square costing double")
    void dragSaidInFrench() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 3));
        h.keys("g").enter();
        h.keys("m").keys("j");
        sees("Coûte 2 sur 6 de déplacement : il en restera 4.");
        sees("hero traîne gob : chaque case coûte le double [GRAP-DRAG].");
        clean("drags");
    }
}
