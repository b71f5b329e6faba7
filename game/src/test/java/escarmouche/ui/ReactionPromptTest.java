package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import escarmouche.testing.KeptChoices;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * OA-REACTION on the battle screen: a monster that walks out of a hero's reach during the monsters' turn
 * stops the screen, and the player chooses whether the hero strikes.
 */
class ReactionPromptTest extends ScreenTest {
    /**
     * Aldric beside a goblin whose behaviour only runs, provoking if it must: on its turn it dashes, then
     * walks away east, out of Aldric's reach.
     */
    static Scenario runaway(String dice) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1]},
                   {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [%s]}
                """.formatted(dice));
    }

    /** The title screen, the encounter, the party page, then the fight. */
    private void fight(Scenario s) {
        TestCatalog catalog = new TestCatalog().add("runaway", "The runaway", "A goblin runs.", "easy", () -> s);
        h = new Harness(catalog, data, 100, 30, true);
        h.keys("n").enter().enter();
    }

    @Test
    @DisplayName("HP-DISABLED: a hero at exactly 0 asked to strike is warned that striking, a reaction, drops it to -1")
    void HP_DISABLED_theReactionPromptWarns() {
        fight(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1], "hp": 0},
                   {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [15, 1]}
                """));
        h.keys("e");
        assertTrue(h.shows("── Opportunity attack"), h.screen());
        assertTrue(h.words().contains("Disabled at 0 HP: striking now drops Aldric to -1 HP, unconscious and dying [HP-DISABLED]"),
                h.screen());
    }

    @Test
    @DisplayName("HP-DISABLED in French: the question put to a hero at exactly 0 says striking drops it to -1 and dying")
    void HP_DISABLED_theReactionPromptWarnsInFrench() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1], "hp": 0},
                   {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [15, 1]}
                """);
        TestCatalog catalog = new TestCatalog().add("runaway", "The runaway", "A goblin runs.", "easy", () -> s);
        h = new Harness(catalog, data, 100, 30, true);
        h.keys("l").keys("n").enter().enter();
        h.keys("e");
        assertTrue(h.shows("── Attaque d'opportunité"), h.screen());
        assertTrue(h.words().contains("Hors d'état à 0 PV\u00a0: frapper maintenant fait tomber Aldric à -1 PV, inconscient et"
                + " mourant [HP-DISABLED]"), h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: a monster leaving a hero's reach stops the screen with a question; n lets it go and the fight goes on")
    void OA_REACTION_promptThenLetGo() {
        fight(runaway("15, 1"));
        h.keys("e");
        assertTrue(h.shows("── Opportunity attack"), h.screen());
        assertTrue(h.shows("▶ Aldric may strike Goblin (y: strike, n: let it go)"), h.screen());
        assertTrue(h.words().contains("Goblin (unhurt, HP 7/7, AC 15) is leaving Aldric's reach at 3,1 [OA-LEAVE]."),
                h.screen());
        assertTrue(h.shows("With longsword 1d8 slashing."), h.screen());
        assertTrue(h.words().contains("To hit: d20 +5 (+3 Str +2 prof) vs AC 15: 55% to hit, 5% critical. Expected damage on a hit of 1d8 +3 Str: 7.5"),
                h.screen());
        assertTrue(h.words().contains("Striking spends Aldric's reaction until their next turn. Letting Goblin go keeps it:"
                + " a later step may give Aldric another chance [OA-REACTION]."), "OA-REACTION: a hero's reaction is their own\n"
                + h.screen());
        assertTrue(h.shows("y/Enter strike  n/Esc let it go"), h.screen());
        assertTrue(h.shows("Goblin dashes: +6 movement, 12 left"), "what led to the question shows under it\n" + h.screen());
        assertTrue(h.shows("Alg1"), "the goblin waits on the square where it provoked\n" + h.screen());

        h.keys("e");
        assertTrue(h.shows("── Opportunity attack"), "keys of the turn do nothing while the question waits\n" + h.screen());
        h.keys("w");
        assertTrue(h.shows("Why may Aldric strike?"), h.screen());
        assertTrue(h.shows("OA-LEAVE ·"), h.screen());
        assertTrue(h.shows("OA-REACTION ·"), h.screen());
        h.esc();
        assertTrue(h.shows("── Opportunity attack"), "back to the question\n" + h.screen());

        h.keys("n");
        assertTrue(h.shows("Aldric lets Goblin go without striking"), h.screen());
        assertFalse(h.shows("opportunity attack on"), h.screen());
        assertTrue(h.shows("Goblin moves 3,1 → 10,1"), h.screen());
        assertTrue(h.shows("Round 2: Aldric's turn"), h.screen());
        assertTrue(h.shows("▶ Aldric · move 6/6 · action ready · reaction ready"), h.screen());

        h.keys("L").press(KeyType.ArrowUp).press(KeyType.ArrowUp)
                .enter();
        assertTrue(h.shows("Why?"), h.screen());
        assertTrue(h.shows("OA-REACTION ·"), "why? on the note names the reaction rule\n" + h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: the odds give the reasons for the blow's disadvantage, as the attack panel does (COND-POISONED)")
    void OA_REACTION_theOddsSayWhy() {
        fight(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1], "conditions": ["poisoned"]},
                   {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [15, 1]}
                """));
        h.keys("e");
        assertTrue(h.shows("── Opportunity attack"), h.screen());
        // d20 +5 against AC 15 hits on 10 or more, 55%, twice in a row with disadvantage: 30%, and no critical.
        assertTrue(h.words().contains("To hit: d20 +5 (+3 Str +2 prof) vs AC 15 with disadvantage (against: attacker"
                + " poisoned): 30% to hit, <1% critical. Expected damage on a hit of 1d8 +3 Str: 7.5."), h.screen());
    }

    /** A wizard (quarterstaff, fire bolt) beside a goblin that runs: both a blow and a spell may answer it. */
    static Scenario wizardAndRunaway(String dice) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "mage", "template": "wizard", "at": [2, 1]},
                   {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
                 ],
                 "initiative": ["mage", "g1"], "dice": [%s]}
                """.formatted(dice));
    }

    @Test
    @DisplayName("OA-REACTION: a caster who may answer with a blow or a spell (CAST-OA) is offered both, each with its odds")
    void OA_REACTION_theBlowAndTheSpellBothOffered() {
        fight(wizardAndRunaway("15, 1"));
        h.keys("e");
        assertTrue(h.shows("── Opportunity attack"), h.screen());
        assertTrue(h.shows("▶ Mage may strike Goblin (a: blow, s: spell, n: let it go)"), h.screen());
        assertTrue(h.words().contains("Mage may strike Goblin · a: blow · s: spell · n: let it go"), h.screen());
        // The blow: the quarterstaff, Dex +2 +2 prof against AC 15, hits on 11 or more: 50%.
        assertTrue(h.words().contains("a: a blow with quarterstaff 1d6 bludgeoning."), h.screen());
        assertTrue(h.words().contains("To hit: d20 +4 (+2 Dex +2 prof) vs AC 15: 50% to hit, 5% critical. Expected damage"
                + " on a hit of 1d6: 3.5."), h.screen());
        // CAST-OA: the spell by its name, not its id (fire-bolt). Int +3 beats Str and Dex: fire bolt. At a foe beside
        // it, with disadvantage (ATK-RANGED-MELEE): +5 against AC 15 needs 10 or more, twice, 30%; all told
        // 75% x 30% x 5.5 = 1.2.
        assertTrue(h.words().contains("s: the spell Fire bolt instead, cast in one segment."), h.screen());
        assertTrue(h.words().contains("75% to cast. Spell attack: d20 +5 (+3 Int +2 prof) vs AC 15 with disadvantage"
                + " (against: enemy within 1.5 m (Goblin)): 30% to hit, <1% critical (×2, ×4 on another 20...); 5.5 damage"
                + " expected on a hit. All told, 1.2 damage expected from this cast."), h.screen());
        assertTrue(h.shows("a blow  s spell  n/Esc let it go"), h.screen());

        h.keys("y").enter();
        assertTrue(h.shows("── Opportunity attack"), "y and Enter would leave the choice to the game: still asked\n" + h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: a strikes with the weapon, though the game would have cast (CAST-OA): one quarterstaff blow")
    void OA_REACTION_aStrikesWithTheWeapon() {
        fight(wizardAndRunaway("15, 4"));
        h.keys("e").keys("a");
        assertTrue(h.shows("Mage makes an opportunity attack on Goblin at 3,1 (leaving their reach)"), h.screen());
        assertTrue(h.shows("Mage attacks Goblin with quarterstaff: d20 15 +2 Dex +2 prof = 19 vs AC 15: hit"), h.screen());
        assertTrue(h.shows("Goblin takes 4: d6 4: 4 bludgeoning; HP 3"), h.screen());
        assertFalse(h.shows("Fire bolt"), h.screen());
        assertTrue(h.shows("Goblin moves 3,1 → 10,1"), h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: s casts the spell instead of the blow (CAST-OA), its casting roll first")
    void OA_REACTION_sCastsTheSpell() {
        fight(wizardAndRunaway("15, 14, 12, 5"));
        h.keys("e").keys("s");
        assertTrue(h.shows("Mage makes an opportunity attack on Goblin at 3,1 (leaving their reach)"), h.screen());
        assertTrue(h.shows("Mage casts fire bolt: d20 15 +3 Int -2 melee (Goblin, level 2) = 16 vs 7: it works"), h.screen());
        assertTrue(h.shows("Mage attacks Goblin with fire bolt: d20 12 (14, 12, disadvantage: enemy within 1.5 m (Goblin))"
                + " +3 Int"), h.screen());
        assertTrue(h.shows("Goblin takes 5: d10 5: 5 fire; HP 2"), h.screen());
        assertFalse(h.shows("with quarterstaff"), h.screen());
    }

    @Test
    @DisplayName("OA-REACTION at 80x24: the choice's key bar keeps every key within 80 columns, in English and in French")
    void OA_REACTION_theChoiceBarFits() {
        TestCatalog catalog = new TestCatalog().add("runaway", "The runaway", "A goblin runs.", "easy",
                () -> wizardAndRunaway("15, 1"));
        h = new Harness(catalog, data, 80, 24, true);
        h.keys("n").enter().enter().keys("e");
        assertTrue(h.shows("── Opportunity attack"), h.screen());
        assertEquals("a blow  s spell  n/Esc let it go  w the rules  L log  ? keys  Q leave the fight",
                h.row(23).stripTrailing());
        h.close();
        h = new Harness(catalog, data, 80, 24, true);
        h.keys("l").keys("n").enter().enter().keys("e");
        assertTrue(h.shows("── Attaque d'opportunité"), h.screen());
        assertEquals("a arme  s sort  n/Échap laisser passer  w règles  L journal  ? aide  Q quitter",
                h.row(23).stripTrailing());
        assertTrue(h.shows("Mage peut frapper Gobelin (a\u00a0: arme, s\u00a0: sort, n\u00a0: laisser passer)"), h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: y strikes: the opportunity attack is logged with its roll, then the monster runs on")
    void OA_REACTION_promptThenStrike() {
        fight(runaway("15, 1"));
        h.keys("e");
        assertTrue(h.shows("▶ Aldric may strike Goblin"), "asked first\n" + h.screen());
        assertFalse(h.shows("opportunity attack on"), h.screen());
        h.keys("y");
        assertTrue(h.shows("Aldric makes an opportunity attack on Goblin at 3,1 (leaving their reach)"), h.screen());
        assertTrue(h.shows("Aldric attacks Goblin with longsword: d20 15 +3 Str +2 prof = 20 vs AC 15: hit"), h.screen());
        assertTrue(h.shows("Goblin takes 4: d8 1 +3 Str: 4 slashing; HP 3"), h.screen());
        assertTrue(h.shows("Goblin moves 3,1 → 10,1"), h.screen());
        assertTrue(h.shows("▶ Aldric · move 6/6"), h.screen());
        assertFalse(h.shows("── Opportunity attack"), h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: with the title screen's setting on always strike, no question: the attack is made at once")
    void OA_REACTION_alwaysStrikeSetting() {
        TestCatalog catalog = new TestCatalog().add("runaway", "The runaway", "A goblin runs.", "easy",
                () -> runaway("15, 1"));
        h = new Harness(catalog, data, 100, 30, true);
        assertTrue(h.shows("Opportunity attacks: ask me"), h.screen());
        h.keys("o");
        assertTrue(h.shows("Opportunity attacks: always strike"), h.screen());
        h.keys("n").enter().enter().keys("e");
        assertFalse(h.shows("── Opportunity attack"), h.screen());
        assertTrue(h.shows("Aldric attacks Goblin with longsword: d20 15 +3 Str +2 prof = 20 vs AC 15: hit"), h.screen());
        assertTrue(h.shows("Round 2: Aldric's turn"), h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: always strike speaks for the party's creatures only: a goblin played by hand in a hot seat"
            + " is still asked when Aldric steps out of its reach, and nothing is struck before the answer")
    void OA_REACTION_alwaysStrikeLeavesAMonsterPlayedByHandAsked() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1]},
                   {"id": "g1", "template": "goblin", "at": [3, 1], "control": "player"}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [15, 1]}
                """);
        TestCatalog catalog = new TestCatalog().add("runaway", "The runaway", "A goblin runs.", "easy", () -> s);
        h = new Harness(catalog, data, 100, 30, true);
        h.keys("o");
        assertTrue(h.shows("Opportunity attacks: always strike"), h.screen());
        h.keys("n").enter().enter().press(KeyType.ArrowLeft).enter();
        assertTrue(h.shows("▶ Goblin may strike Aldric (y: strike, n: let it go)"), h.screen());
        assertTrue(h.shows("── Opportunity attack"), h.screen());
        assertFalse(h.shows("Goblin attacks Aldric"), h.screen());
        h.keys("n");
        assertFalse(h.shows("Goblin attacks Aldric"), h.screen());
        assertTrue(h.shows("Aldric moves 2,1 → 1,1"), h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: the question put to a goblin played by hand in a hot seat does not send its player to the"
            + " title screen's always strike, which speaks for the party only; the question put to a hero does")
    void OA_REACTION_aMonsterPlayedByHandIsNotSentToTheSetting() {
        fight(runaway("15, 1"));
        h.keys("e");
        assertTrue(h.shows("▶ Aldric may strike Goblin (y: strike, n: let it go)"), h.screen());
        assertTrue(h.shows("Not to be asked again: on the title screen, Opportunity attacks: always strike."), h.screen());
        h.close();
        fight(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1]},
                   {"id": "g1", "template": "goblin", "at": [3, 1], "control": "player"}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [15, 1]}
                """));
        h.press(KeyType.ArrowLeft).enter();
        assertTrue(h.shows("▶ Goblin may strike Aldric (y: strike, n: let it go)"), h.screen());
        assertTrue(h.words().contains("Striking spends Goblin's reaction until its next turn."), h.screen());
        assertFalse(h.shows("Not to be asked again"), "the setting would not spare the goblin's player\n" + h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: each change of the title screen's setting is kept for the player's next session")
    void OA_REACTION_settingIsKept() {
        h = new Harness(new TestCatalog(), data, 100, 30, true);
        KeptChoices<Boolean> choices = new KeptChoices<>();
        List<Boolean> kept = choices.kept;
        h.game.rememberingStrikes(choices);
        h.keys("o");
        assertTrue(h.shows("Opportunity attacks: always strike"), h.screen());
        h.keys("o");
        assertTrue(h.shows("Opportunity attacks: ask me"), h.screen());
        assertEquals(List.of(true, false), kept);
    }

    @Test
    @DisplayName("OA-REACTION: at 80x24 the question's key bar says Q too, which leaves the fight, asked first, as on any"
            + " move; n at the question goes back to it")
    void OA_REACTION_theBarSaysQWhichLeaves() {
        TestCatalog catalog = new TestCatalog().add("runaway", "The runaway", "A goblin runs.", "easy", () -> runaway("15, 1"));
        h = new Harness(catalog, data, 80, 24, true);
        h.keys("n").enter().enter().keys("e");
        assertTrue(h.shows("── Opportunity attack"), h.screen());
        assertEquals("y/Enter strike  n/Esc let it go  w the rules  L log  ? keys  Q leave the fight", h.row(23).stripTrailing());
        h.keys("Q");
        assertTrue(h.shows("Leave this fight?"), h.screen());
        assertFalse(h.shows("give up"), "no giving up while a question waits: it is not the party's turn\n" + h.screen());
        h.keys("n");
        assertTrue(h.shows("── Opportunity attack"), "back to the question\n" + h.screen());
        h.keys("Q").keys("y");
        assertTrue(h.shows("New fight"), "back on the title screen\n" + h.screen());
    }

    @Test
    @DisplayName("OA-REACTION in French: the question's key bar at 80 columns keeps every key, Q too (quitter)")
    void OA_REACTION_theBarSaysQInFrench() {
        TestCatalog catalog = new TestCatalog().add("runaway", "The runaway", "A goblin runs.", "easy", () -> runaway("15, 1"));
        h = new Harness(catalog, data, 80, 24, true);
        h.keys("l").keys("n").enter().enter().keys("e");
        assertTrue(h.shows("── Attaque d'opportunité"), h.screen());
        // Exactly the 80 columns, every key there with two spaces between them.
        assertEquals("y/Entrée frapper  n/Échap laisser passer  w règles  L journal  ? aide  Q quitter", h.row(23));
        h.keys("Q");
        assertTrue(h.shows("Quitter ce combat\u00a0?"), h.screen());
    }
}
