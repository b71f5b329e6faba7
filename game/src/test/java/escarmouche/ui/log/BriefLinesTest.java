package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.Event;
import escarmouche.events.FumbleEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.ShockEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The brief level of the log (V) says what happened without the dice, for the events whose full line says
 * them: a system shock, a dying creature's roll, a fumble, a heal, and the notes of a spell's damage that came
 * to nothing or of a stealth total short of its DC. In English and in French, agreeing with a heroine.
 */
class BriefLinesTest {
    private static final String NB = "\u00a0";
    private final PlayerWords words = PlayerWords.named(Map.of("brunhild", "Brunhild", "kenji", "Kenji",
            "s1", "Skeleton 1", "g1", "Goblin 1"), Set.of("brunhild"));
    private final LogLines en = new LogLines(words, ScreenMessages.of(Language.EN));
    private final LogLines fr = new LogLines(words, ScreenMessages.of(Language.FR));

    private static String brief(LogLines lines, Event e) {
        return lines.brief(new LoggedEvent(1, 2, e));
    }

    private static List<Roll> d(int die, int... values) {
        return java.util.Arrays.stream(values).mapToObj(v -> new Roll(die, v)).toList();
    }

    @Test
    @DisplayName("HP-SHOCK: a system shock in brief says whether it survives, dies or is out of the fight, not its d100")
    void HP_SHOCK_briefWithoutTheRoll() {
        ShockEvent survives = new ShockEvent("s1", d(100, 71), 2, 73, 95, "survives", List.of("HP-SHOCK"));
        ShockEvent dies = new ShockEvent("s1", d(100, 70), 41, 111, 95, "dies", List.of("HP-SHOCK"));
        ShockEvent out = new ShockEvent("brunhild", d(100, 98), 27, 125, 80, "out", List.of("HP-SHOCK"));
        assertEquals("Skeleton 1 survives the system shock", brief(en, survives));
        assertEquals("Skeleton 1 dies of the system shock", brief(en, dies));
        assertEquals("Brunhild is knocked out of the fight by the system shock", brief(en, out));
        assertEquals("Skeleton 1 survit au choc systémique", brief(fr, survives));
        assertEquals("Skeleton 1 meurt du choc systémique", brief(fr, dies));
        assertEquals("Le choc systémique met Brunhild hors de combat", brief(fr, out));
    }

    @Test
    @DisplayName("HP-DYING: a dying creature's roll in brief says what came of it, not its d100, agreeing in French")
    void HP_DYING_briefWithoutTheRoll() {
        DyingEvent stable = new DyingEvent("kenji", d(100, 6), "stable", 0, List.of("HP-DYING"));
        DyingEvent loses = new DyingEvent("brunhild", d(100, 41), "loses", -3, List.of("HP-DYING"));
        assertEquals("Kenji is dying: becomes stable", brief(en, stable));
        assertEquals("Brunhild is dying: loses 1 HP (HP -3)", brief(en, loses));
        assertEquals("Kenji est mourant" + NB + ": il se stabilise", brief(fr, stable));
        assertEquals("Brunhild est mourante" + NB + ": elle perd 1 PV (PV -3)", brief(fr, loses));
    }

    @Test
    @DisplayName("HP-DYING under plain 5e: the death save in brief says what came of it and the tally, agreeing in French")
    void HP_DYING_plainFiveBriefWithoutTheRoll() {
        DyingEvent success = new DyingEvent("kenji", d(20, 12), "success", 0, List.of("HP-DYING"), 2, 0);
        DyingEvent stable = new DyingEvent("brunhild", d(20, 15), "stable", 0, List.of("HP-DYING"), 3, 1);
        DyingEvent revives = new DyingEvent("brunhild", d(20, 20), "revives", 0, List.of("HP-DYING"), 0, 0);
        assertEquals("Kenji is dying: success (successes 2/3, failures 0/3)", brief(en, success));
        assertEquals("Brunhild is dying: a third success: becomes stable", brief(en, stable));
        assertEquals("Brunhild est mourante" + NB + ": troisième réussite" + NB + ": elle se stabilise", brief(fr, stable));
        assertEquals("Brunhild est mourante" + NB + ": un 20 naturel" + NB + ": elle revient avec 1 PV", brief(fr, revives));
    }

    @Test
    @DisplayName("ATK-FUMBLE: a fumble in brief says what happened, not its d6 nor its d100")
    void ATK_FUMBLE_briefWithoutTheRoll() {
        List<String> rule = List.of("ATK-FUMBLE");
        FumbleEvent self = new FumbleEvent("kenji", d(6, 2), "self", 2, rule, "longsword", "kenji", null, null);
        FumbleEvent breaks = new FumbleEvent("kenji", List.of(new Roll(6, 6), new Roll(100, 12)), "break", 6, rule,
                "longsword", null, 30, "broken");
        FumbleEvent hurt = new FumbleEvent("brunhild", List.of(new Roll(6, 5), new Roll(6, 6), new Roll(100, 7)), "self",
                6, rule, "unarmed", "brunhild", 30, "hurt");
        assertEquals("Kenji's fumble: it strikes itself", brief(en, self));
        assertEquals("Kenji's fumble: the longsword breaks", brief(en, breaks));
        assertEquals("Brunhild's fumble: it hurts itself", brief(en, hurt));
        assertEquals("Échec critique de Kenji" + NB + ": il se frappe lui-même", brief(fr, self));
        assertEquals("Échec critique de Brunhild" + NB + ": elle se blesse elle-même", brief(fr, hurt));
    }

    @Test
    @DisplayName("DMG-HEAL: a heal in brief says the hit points regained and those after, not its dice")
    void DMG_HEAL_briefWithoutTheDice() {
        HealEvent potion = new HealEvent("kenji", d(4, 2, 3), 7, 8, List.of("DMG-HEAL"));
        assertEquals("Kenji regains 7 HP (HP 8)", brief(en, potion));
        assertEquals("Kenji récupère 7 PV (PV 8)", brief(fr, potion));
        // No dice, nothing to leave out: the full line is shown.
        assertNull(brief(en, new HealEvent("kenji", List.of(), 7, 8, List.of("DMG-HEAL"))));
    }

    @Test
    @DisplayName("DMG-ROLL, ACT-HIDE: the notes of a spell's damage that came to nothing and of a stealth total short of its DC, in brief without their numbers")
    void DMG_ROLL_notesBriefWithoutTheDice() {
        List<Modifier> none = List.of();
        NoteEvent avoids = new NoteEvent("s1", "s1's save avoids sacred-flame: 7 radiant damage (1d8 7) does not land",
                List.of("DMG-ROLL"), d(8, 7), none);
        NoteEvent nowhere = new NoteEvent("kenji", "kenji's fireball reaches no creature: 24 fire damage (8d6 3+3+3+3+3+3+3+3)"
                + " lands on no one", List.of("DMG-ROLL"), d(6, 3, 3, 3, 3, 3, 3, 3, 3), none);
        NoteEvent noticed = new NoteEvent("brunhild", "brunhild is noticed: 9 does not reach DC 12", List.of("ACT-HIDE"));
        assertEquals("Skeleton 1's save avoids the spell's damage", brief(en, avoids));
        assertEquals("Kenji's spell reaches no creature", brief(en, nowhere));
        assertEquals("Brunhild is noticed", brief(en, noticed));
        assertEquals("Skeleton 1 évite les dégâts du sort grâce à son jet de sauvegarde", brief(fr, avoids));
        assertEquals("Le sort de Kenji n'atteint aucune créature", brief(fr, nowhere));
        assertEquals("Brunhild est repérée", brief(fr, noticed));
        // A note that says no roll is short already: the full line is shown.
        assertNull(brief(en, new NoteEvent("kenji", "kenji is surprised and loses this turn", List.of("TURN-SURPRISED"))));
    }

    @Test
    @DisplayName("DMG-ROLL: a note in no shape the log knows (a sentence no translation table holds yet) is shown in full at the brief level, where the lookup threw")
    void DMG_ROLL_unknownNoteShowsInFull() {
        NoteEvent odd = new NoteEvent("kenji", "kenji hums a tune nobody knows", List.of("DMG-ROLL"));
        assertNull(brief(en, odd));
        assertNull(brief(fr, odd));
        assertEquals("Kenji hums a tune nobody knows", en.line(new LoggedEvent(1, 2, odd)));
    }
}
