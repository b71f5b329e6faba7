package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's sentences inside the log's lines: a refusal's reason, a note, why a condition came, why an
 * attack had advantage and a monster's intent, in French with creatures by name, and as before in English.
 */
class EngineLogLinesTest {
    private static final String NB = "\u00a0";
    private static final PlayerWords WORDS = PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Gobelin 1"));
    private final LogLines fr = new LogLines(WORDS, ScreenMessages.of(Language.FR));
    private final LogLines en = new LogLines(WORDS, ScreenMessages.of(Language.EN));

    private static String line(LogLines lines, Event e) {
        return lines.line(new LoggedEvent(1, 2, e));
    }

    private static String fr(String s) {
        return s.replace(" :", NB + ":").replace(" ;", NB + ";");
    }

    @Test
    @DisplayName("TURN-ECONOMY: a refused command reads in French with its reason in French; in English as before")
    void refusal() {
        ErrorEvent e = new ErrorEvent("dodge", "kenji has already used its action this turn", List.of("TURN-ECONOMY"));
        assertEquals(fr("Impossible d'esquiver : Kenji a déjà utilisé son action ce tour-ci."), line(fr, e));
        assertEquals("Cannot dodge: Kenji has already used its action this turn.", line(en, e));
        ErrorEvent far = new ErrorEvent("attack g1 weapon=longsword", "g1 is out of reach of the longsword (3 squares)",
                List.of("ACT-ATTACK"));
        assertEquals(fr("Impossible d'attaquer Gobelin 1 : Gobelin 1 est hors de l'allonge de longsword (3 cases)."),
                line(fr, far));
    }

    @Test
    @DisplayName("A refused command names the creature only after a verb said of one: not after 'do that' (a misspelt"
            + " command) nor 'ready an attack'; first aid has its own verb")
    void refusalNamesOnlyTheObject() {
        ErrorEvent typo = new ErrorEvent("attak g1", "unknown command 'attak' (did you mean attack?)", List.of());
        assertEquals("Cannot do that: unknown command 'attak' (did you mean attack?).", line(en, typo));
        ErrorEvent ready = new ErrorEvent("ready g1", "kenji has already used its action this turn", List.of("ACT-READY"));
        assertEquals("Cannot ready an attack: Kenji has already used its action this turn.", line(en, ready));
        ErrorEvent aid = new ErrorEvent("aid g1", "g1 is not dying", List.of("HP-DYING"));
        assertEquals("Cannot give first aid to Gobelin 1: Gobelin 1 is not dying.", line(en, aid));
        assertEquals(fr("Impossible de prodiguer les premiers soins à Gobelin 1 : Gobelin 1 n'est pas mourant."), line(fr, aid));
    }

    @Test
    @DisplayName("OA-DISENGAGE: the Disengage note says in French who may no longer strike, by name")
    void disengageNote() {
        NoteEvent n = new NoteEvent("kenji", "kenji disengages; g1 cannot strike it this turn", List.of("OA-DISENGAGE"));
        assertEquals(fr("Kenji se désengage ; Gobelin 1 ne peut plus le frapper ce tour-ci"), line(fr, n));
        assertEquals("Kenji disengages; Gobelin 1 cannot strike it this turn", line(en, n));
    }

    @Test
    @DisplayName("SHOVE: why a condition came is said in French, the shover by name")
    void conditionReason() {
        ConditionEvent c = new ConditionEvent("kenji", "prone", true, "shoved prone by g1", List.of("SHOVE"));
        assertEquals("Kenji est désormais à terre (jeté à terre par Gobelin 1)", line(fr, c));
    }

    @Test
    @DisplayName("ATK-FLANK: the attack's breakdown names the flanking ally in French")
    void flankingWith() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", List.of(new Roll(20, 4), new Roll(20, 17)),
                List.of(new Modifier("Str", 3), new Modifier("prof", 2)), 22, 15, "advantage",
                List.of("+flanking with kenji"), true, false, 1, false, List.of("ATK-ROLL", "ATK-ADV", "ATK-FLANK"));
        String said = line(fr, a);
        assertEquals(true, said.contains("avantage" + NB + ": prise en tenaille avec Kenji)"), said);
    }

    @Test
    @DisplayName("A monster's intent in French: what it does and the conditions of its rule; English keeps the engine's words")
    void intent() {
        NoteEvent n = new NoteEvent("g1", "archer: hp below 50%, an enemy within reach -> shoot kenji from 4 squares or more",
                List.of(), new NoteEvent.Intent("archer", "archer", 2, "shoot", "kenji"));
        assertEquals("Gobelin 1 a l'intention de" + NB + ": tirer sur Kenji à 4 cases ou plus (archer" + NB
                + ": PV sous 50" + NB + "%, un ennemi à son allonge)", line(fr, n));
        assertEquals("Gobelin 1 means to shoot Kenji from 4 squares or more (archer: hp below 50%, an enemy within reach)",
                line(en, n));
        assertEquals("archer" + NB + ": PV sous 50" + NB + "%, un ennemi à son allonge → tirer sur Kenji à 4 cases ou plus",
                WORDS.intent("archer: hp below 50%, an enemy within reach -> shoot kenji from 4 squares or more",
                        ScreenMessages.of(Language.FR)));
        assertEquals("archer: hp below 50%, an enemy within reach → shoot Kenji from 4 squares or more",
                WORDS.intent("archer: hp below 50%, an enemy within reach -> shoot kenji from 4 squares or more",
                        ScreenMessages.of(Language.EN)));
    }

    @Test
    @DisplayName("A rule with no why, said in French from its conditions: counts of allies and enemies, a round, any of two, not")
    void intentFromConditions() {
        NoteEvent counts = new NoteEvent("g1", "g1: round > 3, allies < 2, enemies = 1 -> attack kenji", List.of(),
                new NoteEvent.Intent("g1", "g1", 1, "attack", "kenji"));
        assertEquals("Gobelin 1 a l'intention de" + NB + ": attaquer Kenji (round > 3, alliés < 2, ennemis = 1)", line(fr, counts));
        NoteEvent any = new NoteEvent("g1", "g1: (an enemy within 3 squares or engaged), not (target prone) -> attack kenji",
                List.of(), new NoteEvent.Intent("g1", "g1", 2, "attack", "kenji"));
        assertEquals("Gobelin 1 a l'intention de" + NB + ": attaquer Kenji ((un ennemi à 3 cases ou au contact), pas (cible à terre))",
                line(fr, any));
        assertEquals("Gobelin 1 means to attack Kenji ((an enemy within 3 squares or engaged), not (target prone))", line(en, any));
        NoteEvent three = new NoteEvent("g1", "g1: (target prone or target bloodied or has acted) -> attack kenji", List.of(),
                new NoteEvent.Intent("g1", "g1", 3, "attack", "kenji"));
        assertEquals("Gobelin 1 a l'intention de" + NB + ": attaquer Kenji ((cible à terre ou cible en sang ou a déjà agi))",
                line(fr, three));
    }

    @Test
    @DisplayName("COND-FRIGHTENED: the engine's last resort for a frightened creature, its Dodge, says its rule in French"
            + " too, under the built-in behaviour's French name")
    void COND_FRIGHTENED_fearDodgeIntent() {
        NoteEvent n = new NoteEvent("g1", "default: COND-FRIGHTENED allows only the Dodge -> dodge", List.of(),
                new NoteEvent.Intent("brute", "default", 0, "dodge", null));
        assertEquals("Gobelin 1 a l'intention de" + NB + ": esquiver (par défaut" + NB
                + ": COND-FRIGHTENED ne lui laisse que l'action Esquiver)", line(fr, n));
        assertEquals("Gobelin 1 means to dodge (default: COND-FRIGHTENED allows only the Dodge)", line(en, n));
    }

    @Test
    @DisplayName("A monster's plan to drink says what it drinks in French, a potion, as its reason does")
    void intentToDrink() {
        NoteEvent n = new NoteEvent("g1", "hero: hp below 50% -> drink", List.of(), new NoteEvent.Intent("hero", "hero", 3, "drink", null));
        assertEquals(true, line(fr, n).startsWith("Gobelin 1 a l'intention de" + NB + ": boire une potion ("), line(fr, n));
        assertEquals(true, line(en, n).startsWith("Gobelin 1 means to drink ("), line(en, n));
    }
}
