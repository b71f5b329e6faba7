package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.Event;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.events.StateEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.RealContent;
import escarmouche.ui.lang.ContentNames;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * French agrees with the gender of a creature's name: Brunhild is "surprise", "agrippée", "morte", where
 * Kenji is "surpris", "agrippé", "mort". English has nothing to agree, and says both alike.
 */
class FrenchAgreementTest {
    private static final String NB = "\u00a0";
    private final PlayerWords words = PlayerWords.named(Map.of("brunhild", "Brunhild", "kenji", "Kenji", "g1", "Gobelin 1"),
            Set.of("brunhild"));
    private final LogLines fr = new LogLines(words, ScreenMessages.of(Language.FR));
    private final LogLines en = new LogLines(words, ScreenMessages.of(Language.EN));

    private String line(LogLines lines, Event e) {
        return lines.line(new LoggedEvent(1, 2, e));
    }

    @Test
    @DisplayName("COND-GRAPPLED, COND-UNCONSCIOUS: a condition agrees with the creature it is about, in the log")
    void conditions() {
        assertEquals("Brunhild est désormais agrippée", line(fr, new ConditionEvent("brunhild", "grappled", true, null,
                List.of("COND-GRAPPLED"))));
        assertEquals("Kenji est désormais agrippé", line(fr, new ConditionEvent("kenji", "grappled", true, null,
                List.of("COND-GRAPPLED"))));
        assertEquals("Brunhild n'est plus inconsciente", line(fr, new ConditionEvent("brunhild", "unconscious", false,
                null, List.of("COND-UNCONSCIOUS"))));
        assertEquals("Brunhild est désormais à terre", line(fr, new ConditionEvent("brunhild", "prone", true, null,
                List.of("COND-PRONE"))), "a word that does not change stays");
        assertEquals(line(en, new ConditionEvent("kenji", "grappled", true, null, List.of("COND-GRAPPLED"))).replace("Kenji",
                "Brunhild"), line(en, new ConditionEvent("brunhild", "grappled", true, null, List.of("COND-GRAPPLED"))));
    }

    @Test
    @DisplayName("TURN-SURPRISED, HP-DYING: the engine's sentences and the log's own agree with their subject")
    void sentences() {
        assertEquals("Brunhild est surprise et perd ce tour", line(fr, new NoteEvent("brunhild",
                "brunhild is surprised and loses this turn", List.of("TURN-SURPRISED"), null)));
        assertEquals("Kenji est surpris et perd ce tour", line(fr, new NoteEvent("kenji",
                "kenji is surprised and loses this turn", List.of("TURN-SURPRISED"), null)));
        assertEquals("Brunhild se désengage" + NB + "; elle n'a battu personne" + NB + ": tout ennemi à son allonge peut"
                + " encore la frapper ce tour-ci", line(fr, new NoteEvent("brunhild", "brunhild disengages; it beat no one,"
                + " so every enemy in reach may still strike it this turn", List.of("OA-DISENGAGE"), null)));
        // OA-DISENGAGE: an enemy in reach that could not strike anyway (no reaction left) is not one that holds her.
        assertEquals("Brunhild se désengage, bien qu'aucun ennemi à son allonge ne puisse la frapper", line(fr,
                new NoteEvent("brunhild", "brunhild disengages, though no enemy in reach could strike it",
                        List.of("OA-DISENGAGE"), null)));
        // ACT-ATTACK: a thrown weapon's note says "n'en a plus" rather than "il en reste 0".
        assertEquals("L'arme lancée (javelin) retombe en 6,1, derrière Gobelin 1" + NB + "; Kenji n'en a plus",
                line(fr, new NoteEvent("kenji", "the thrown javelin lands at 6,1, beyond g1; kenji has 0 left",
                        List.of("ACT-ATTACK"), null)));
        assertEquals("L'arme lancée (javelin) retombe en 5,1, sur la case de Gobelin 1" + NB + "; il en reste 1 à Kenji",
                line(fr, new NoteEvent("kenji", "the thrown javelin lands at 5,1, in g1's space; kenji has 1 left",
                        List.of("ACT-ATTACK"), null)));
        // HP-SHOCK: an NPC knocked out of the fight loses its turns; each word of the list is said in French.
        assertEquals("Brunhild est neutralisée, hors de combat" + NB + ": ni action ni déplacement ce tour",
                line(fr, new NoteEvent("brunhild", "brunhild is incapacitated, out of the fight: no action, no movement"
                        + " this turn", List.of("COND-INCAPACITATED", "HP-SHOCK"), null)));
        // COND-INCAPACITATED alone: no action, no reaction, but the move is left.
        assertEquals("Brunhild est hors d'état d'agir" + NB + ": ni action ni réaction ce tour" + NB
                + "; son déplacement lui reste", line(fr, new NoteEvent("brunhild", "brunhild is incapacitated: no action,"
                + " no reaction this turn; it may move", List.of("COND-INCAPACITATED"), null)));
        String dying = line(fr, new DyingEvent("brunhild", List.of(new Roll(100, 44)), "loses", -2, List.of("HP-DYING")));
        assertEquals("Brunhild est mourante" + NB + ": 1d100 44 (stable sur 10 ou moins)" + NB + ": elle perd 1 PV (PV -2)",
                dying);
        String state = line(fr, new StateEvent(List.of(new StateEvent.Combatant("brunhild", -12, new Pos(1, 1), List.of(),
                false), new StateEvent.Combatant("kenji", -12, new Pos(2, 1), List.of(), false)), List.of()));
        assertEquals(true, state.contains("Brunhild morte") && state.contains("Kenji mort,") || state.endsWith("Kenji mort"),
                state);
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a refusal agrees with who is refused")
    void refusals() {
        String said = words.refusal("attack g1", "brunhild is frightened: it may only defend itself (COND-FRIGHTENED)",
                ScreenMessages.of(Language.FR));
        assertEquals(true, said.endsWith("Brunhild est effrayée" + NB + ": elle ne peut que se défendre (COND-FRIGHTENED)."),
                said);
        String his = words.refusal("attack g1", "kenji is frightened: it may only defend itself (COND-FRIGHTENED)",
                ScreenMessages.of(Language.FR));
        assertEquals(true, his.endsWith("Kenji est effrayé" + NB + ": il ne peut que se défendre (COND-FRIGHTENED)."), his);
    }

    @Test
    @DisplayName("TURN-SURPRISED, COND-GRAPPLED: why a condition came agrees with who it came to, not with who caused it")
    void reasons() {
        assertEquals("Brunhild est désormais surprise (prise au dépourvu)", line(fr, new ConditionEvent("brunhild",
                "surprised", true, "caught unaware", List.of("TURN-SURPRISED"))));
        assertEquals("Kenji est désormais surpris (pris au dépourvu)", line(fr, new ConditionEvent("kenji",
                "surprised", true, "caught unaware", List.of("TURN-SURPRISED"))));
        assertEquals("Brunhild est désormais agrippée (agrippée par Kenji)", line(fr, new ConditionEvent("brunhild",
                "grappled", true, "grappled by kenji", List.of("COND-GRAPPLED"))));
        assertEquals("Kenji est désormais agrippé (agrippé par Brunhild)", line(fr, new ConditionEvent("kenji",
                "grappled", true, "grappled by brunhild", List.of("COND-GRAPPLED"))));
    }

    @Test
    @DisplayName("ACT-DODGE: why the dodge is lost (incapacitated, speed 0) is said in French, agreeing with the dodger;"
            + " English as the engine writes it")
    void ACT_DODGE_lostDodgeReasonsInFrench() {
        ConditionEvent herDodge = new ConditionEvent("brunhild", "dodging", false, "incapacitated: the dodge is lost",
                List.of("ACT-DODGE"));
        assertEquals("Brunhild n'est plus en esquive (neutralisée" + NB + ": l'esquive est perdue)", line(fr, herDodge));
        assertEquals("Kenji n'est plus en esquive (neutralisé" + NB + ": l'esquive est perdue)", line(fr, new ConditionEvent(
                "kenji", "dodging", false, "incapacitated: the dodge is lost", List.of("ACT-DODGE"))));
        ConditionEvent held = new ConditionEvent("kenji", "dodging", false, "speed 0: the dodge is lost",
                List.of("ACT-DODGE"));
        assertEquals("Kenji n'est plus en esquive (vitesse 0" + NB + ": l'esquive est perdue)", line(fr, held));
        assertEquals("Brunhild is no longer dodging (incapacitated: the dodge is lost)", line(en, herDodge));
        assertEquals("Kenji is no longer dodging (speed 0: the dodge is lost)", line(en, held));
    }

    @Test
    @DisplayName("GRAP-END: a hold that ends with its grappler's death says the grappler dead in the grappler's gender")
    void grapplerDiedAgreesWithTheGrappler() {
        assertEquals("Brunhild n'est plus agrippée (Kenji est mort)", line(fr, new ConditionEvent("brunhild",
                "grappled", false, "kenji died", List.of("GRAP-END"))));
        assertEquals("Kenji n'est plus agrippé (Brunhild est morte)", line(fr, new ConditionEvent("kenji",
                "grappled", false, "brunhild died", List.of("GRAP-END"))));
        assertEquals("Brunhild n'est plus agrippée (Brunhild est morte)", line(fr, new ConditionEvent(
                "brunhild", "grappled", false, "brunhild died", List.of("GRAP-END"))), "the same creature, one gender");
    }

    @Test
    @DisplayName("SURP-RESIST, SURP-CHECK: what a check is for is said in French too")
    void checkPurposes() {
        String seen = line(fr, new CheckEvent("brunhild", "dex", 16, List.of(new Roll(20, 9)), List.of(), "none", 9, false,
                "see the ambush coming", List.of("SURP-RESIST")));
        assertEquals(true, seen.contains("(voir venir l'embuscade)"), seen);
        String sneak = line(fr, new CheckEvent("g1", "dex", 10, List.of(new Roll(20, 9)), List.of(), "none", 9, false,
                "sneak up on its foes", List.of("SURP-CHECK")));
        assertEquals(true, sneak.contains("(s'approcher sans être vu)"), sneak);
        String aid = line(fr, new CheckEvent("kenji", "wis", 10, List.of(new Roll(20, 12)), List.of(), "none", 12, true,
                "first aid on brunhild", List.of("HP-DYING")));
        assertEquals(true, aid.contains("(premiers soins à Brunhild)"), aid);
    }

    @Test
    @DisplayName("CAST-SAVE: a save against a spell is said in French, the spell by its French name, the caster by name")
    void spellSaves() {
        Scenario ford = new ScenarioLoader().load(RealContent.content().directory().resolve("encounters")
                .resolve("goblins-at-the-ford.json"), RealContent.content()).value();
        Game game = Game.of(ford, 1);
        ScreenMessages french = ScreenMessages.of(Language.FR);
        LogLines lines = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(ford.words(), Language.FR),
                ford.grimoire()), french);
        String saved = lines.line(new LoggedEvent(1, 2, new CheckEvent("g1", "dex", 13, List.of(new Roll(20, 9)), List.of(),
                "none", 11, false, "Dex save: Sacred flame from mathis", List.of())));
        assertEquals(true, saved.contains("sauvegarde de Dex contre le sort flamme sacrée de Frère Mathis" + NB + ":"), saved);
        String shaken = lines.line(new LoggedEvent(1, 2, new CheckEvent("g1", "wis", 13, List.of(new Roll(20, 9)), List.of(),
                "none", 11, false, "Wis save: shake off hold-person at the end of its turn", List.of())));
        assertEquals(true, shaken.contains("sauvegarde de Sag pour se libérer d'immobilisation de personne à la fin de son"
                + " tour" + NB + ":"), shaken);
        // The hold it lays says the spell and its caster as the save does (it read "(Hold person from ysolde)").
        ConditionEvent held = new ConditionEvent("g1", "paralyzed", true, "Hold person from ysolde", List.of("COND-PARALYZED"));
        assertEquals("Gobelin 1 est désormais paralysé (immobilisation de personne d'Ysolde)",
                lines.line(new LoggedEvent(1, 2, held)));
        LogLines english = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(ford.words(), Language.EN),
                ford.grimoire()), ScreenMessages.of(Language.EN));
        assertEquals("Goblin 1 is now paralyzed (hold person from Ysolde)", english.line(new LoggedEvent(1, 2, held)));
        ConditionEvent prone = new ConditionEvent("g1", "prone", true, "falls from the ledge", List.of("MOVE-PRONE"));
        assertEquals(true, english.line(new LoggedEvent(1, 2, prone)).endsWith("(falls from the ledge)"),
                "a reason that names no spell is said as before");
    }

    @Test
    @DisplayName("COND-PRONE, CAST-ROLL: a prone caster's Dex check and its fumbled gestures are said in French, agreeing"
            + " with the caster, the segments once (\"-3 segments\", \"-1 segment\"); English as the engine writes it")
    void COND_PRONE_proneCastingAgreesWithTheCaster() {
        Scenario ford = new ScenarioLoader().load(RealContent.content().directory().resolve("encounters")
                .resolve("goblins-at-the-ford.json"), RealContent.content()).value();
        Game game = Game.of(ford, 1);
        LogLines fr = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(ford.words(), Language.FR),
                ford.grimoire()), ScreenMessages.of(Language.FR));
        LogLines en = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(ford.words(), Language.EN),
                ford.grimoire()), ScreenMessages.of(Language.EN));
        CheckEvent hers = new CheckEvent("ysolde", "dex", 10, List.of(new Roll(20, 8)), List.of(new Modifier("Dex", 2),
                new Modifier("segments", -3)), "none", 7, false, "cast fireball while prone", List.of("COND-PRONE", "CAST-ROLL"));
        assertEquals("Ysolde, test de Dex (lancer boule de feu allongée au sol)" + NB + ": d20 8 +2 Dex -3 segments = 7"
                + " contre DD 10" + NB + ": échec", line(fr, hers));
        assertEquals("Ysolde Dex check (cast fireball while prone): d20 8 +2 Dex -3 segments = 7 vs DC 10: failure",
                line(en, hers));
        CheckEvent his = new CheckEvent("mathis", "dex", 10, List.of(new Roll(20, 12)), List.of(new Modifier("Dex", 0),
                new Modifier("segments", -1)), "none", 11, true, "cast magic-missile while prone",
                List.of("COND-PRONE", "CAST-ROLL"));
        assertEquals("Frère Mathis, test de Dex (lancer projectile magique allongé au sol)" + NB + ": d20 12 -1 segment"
                + " = 11 contre DD 10" + NB + ": réussite", line(fr, his));
        assertEquals("Brother Mathis Dex check (cast magic missile while prone): d20 12 -1 segment = 11 vs DC 10: success",
                line(en, his));
        NoteEvent fumbled = new NoteEvent("ysolde", "ysolde fumbles the gestures of fireball while lying down: nothing is"
                + " cast, the action is spent", List.of("COND-PRONE"), null);
        assertEquals("Ysolde rate les gestes de boule de feu, allongée au sol" + NB + ": rien n'est lancé, l'action est"
                + " dépensée", line(fr, fumbled));
        assertEquals("Frère Mathis rate les gestes de boule de feu, allongé au sol" + NB + ": rien n'est lancé, l'action"
                + " est dépensée", line(fr, new NoteEvent("mathis", "mathis fumbles the gestures of fireball while lying"
                + " down: nothing is cast, the action is spent", List.of("COND-PRONE"), null)));
    }

    @Test
    @DisplayName("ATK-ROLL: an attack names the attacker's own weapon: in the wight's crypt the spectre's life drain is not"
            + " the wight's, which its monster file renames withering touch (toucher flétrissant in French)")
    void eachAttackerItsOwnWeapon() {
        Scenario crypt = new ScenarioLoader().load(RealContent.content().directory().resolve("encounters")
                .resolve("crypt-of-the-wight.json"), RealContent.content()).value();
        Game game = Game.of(crypt, 1);
        AttackEvent spectre = new AttackEvent("spectre", "ysolde", "life-drain", List.of(new Roll(20, 12)),
                List.of(), 16, 12, "none", List.of(), true, false, 1, false, List.of("ATK-ROLL"));
        AttackEvent wight = new AttackEvent("wight", "ysolde", "life-drain", List.of(new Roll(20, 12)),
                List.of(), 16, 12, "none", List.of(), true, false, 1, false, List.of("ATK-ROLL"));
        LogLines en = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(crypt.words(), Language.EN),
                crypt.grimoire()), ScreenMessages.of(Language.EN));
        LogLines fr = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(crypt.words(), Language.FR),
                crypt.grimoire()), ScreenMessages.of(Language.FR));
        assertEquals(true, en.line(new LoggedEvent(1, 1, spectre)).startsWith("Spectre attacks Ysolde with life drain:"),
                en.line(new LoggedEvent(1, 1, spectre)));
        assertEquals(true, en.line(new LoggedEvent(1, 1, wight)).startsWith("Wight attacks Ysolde with withering touch:"),
                en.line(new LoggedEvent(1, 1, wight)));
        assertEquals(true, fr.line(new LoggedEvent(1, 1, spectre)).startsWith("Spectre attaque Ysolde (absorption de vie)"),
                fr.line(new LoggedEvent(1, 1, spectre)));
        assertEquals(true, fr.line(new LoggedEvent(1, 1, wight)).startsWith("Nécrophage attaque Ysolde (toucher flétrissant)"),
                fr.line(new LoggedEvent(1, 1, wight)));
        assertEquals(true, en.brief(new LoggedEvent(1, 1, spectre)).contains("life drain"), en.brief(new LoggedEvent(1, 1, spectre)));
    }

    @Test
    @DisplayName("OA-LEAVE, OA-WITHIN: an opportunity attack's reason agrees with the mover, « elle quitte son allonge »")
    void opportunityAgreesWithTheMover() {
        assertEquals("Gobelin 1 porte une attaque d'opportunité à Brunhild en 4,3 (elle quitte son allonge)",
                line(fr, new OpportunityEvent("g1", "brunhild", List.of("OA-LEAVE"), new Pos(4, 3))));
        assertEquals("Gobelin 1 porte une attaque d'opportunité à Brunhild en 4,3 (elle continue de se déplacer dans son allonge)",
                line(fr, new OpportunityEvent("g1", "brunhild", List.of("OA-WITHIN"), new Pos(4, 3))));
        assertEquals("Gobelin 1 porte une attaque d'opportunité à Kenji en 4,3 (il quitte son allonge)",
                line(fr, new OpportunityEvent("g1", "kenji", List.of("OA-LEAVE"), new Pos(4, 3))));
        assertEquals("g1 makes an opportunity attack on Brunhild at 4,3 (leaving its reach)".replace("g1", "Gobelin 1"),
                line(en, new OpportunityEvent("g1", "brunhild", List.of("OA-LEAVE"), new Pos(4, 3))));
    }
}
