package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.CastEvent;
import escarmouche.events.Event;
import escarmouche.events.HealEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PotionLogLinesTest {
    private final LogLines lines = new LogLines(id -> Map.of("kenji", "Kenji").getOrDefault(id, id));

    private String line(Event e) {
        return lines.line(new LoggedEvent(1, 2, e));
    }

    @Test
    @DisplayName("CAST-POTION: a potion's healing adds up in the log, 2d4 2+3 and its +2 for 7")
    void CAST_POTION_healingShowsWhatIsAddedToTheDice() {
        HealEvent h = new HealEvent("kenji", List.of(new Roll(4, 2), new Roll(4, 3)), 7, 8, List.of("CAST-POTION",
                "DMG-HEAL"), 7, "kenji");
        assertEquals("Kenji regains 7 HP (2d4 2+3 +2): HP 1 → 8", line(h));
    }

    @Test
    @DisplayName("CAST-POTION: a potion is drunk, not cast, and a natural 1 spills it")
    void CAST_POTION_drunkAndSpilt() {
        List<Roll> rolls = List.of(new Roll(20, 1), new Roll(4, 2), new Roll(4, 1));
        CastEvent spilt = new CastEvent("kenji", "potion-of-healing", rolls, List.of(new Modifier("Wis", 1),
                new Modifier("potion 2d4", -3)), -1, false, true, List.of("CAST-POTION", "ACT-USE"), "potion-of-healing",
                null, null, null, null, null);
        assertEquals("Kenji drinks a potion of healing: d20 1 +1 Wis -3 potion 2d4 (2+1) = -1 vs 7: it fails,"
                + " and it is spilt", line(spilt));
        CastEvent elixir = new CastEvent("kenji", "elixir-of-life", rolls, List.of(new Modifier("Wis", 1),
                new Modifier("potion 2d4", -3)), -1, false, true, List.of("CAST-POTION", "ACT-USE"), "elixir-of-life",
                null, null, null, null, null);
        assertEquals(true, line(elixir).startsWith("Kenji drinks an elixir"), "a or an by the first letter: " + line(elixir));
    }

    @Test
    @DisplayName("CAST-ROLL, CAST-SCROLL, CAST-POTION: a failure other than a natural 1 says what is kept for another try")
    void CAST_ROLL_failureKeepsTheSpell() {
        CastEvent spell = new CastEvent("kenji", "fireball", List.of(new Roll(20, 2)), List.of(new Modifier("Int", 3),
                new Modifier("segments", -3)), 2, false, false, List.of("CAST-ROLL", "CLASS-WIZARD"), null, null, null,
                List.of(4, 3, 3), null, null);
        assertEquals("Kenji casts fireball: d20 2 +3 Int -3 segments = 2 vs 7: it fails; the spell is kept for another"
                + " try", line(spell));
        CastEvent scroll = new CastEvent("kenji", "fireball", List.of(new Roll(20, 3)), List.of(new Modifier("Int", 3),
                new Modifier("segments", -3)), 3, false, false, List.of("CAST-SCROLL"), "scroll-of-fireball", null, null,
                null, null, null);
        assertEquals("Kenji reads a scroll of fireball: d20 3 +3 Int -3 segments = 3 vs 7: it fails; the scroll is kept"
                + " for another try", line(scroll));
        CastEvent potion = new CastEvent("kenji", "potion-of-healing", List.of(new Roll(20, 4), new Roll(4, 2),
                new Roll(4, 1)), List.of(new Modifier("Wis", 1), new Modifier("potion 2d4", -3)), 2, false, false,
                List.of("CAST-POTION", "ACT-USE"), "potion-of-healing", null, null, null, null, null);
        assertEquals("Kenji drinks a potion of healing: d20 4 +1 Wis -3 potion 2d4 (2+1) = 2 vs 7: it fails; the potion"
                + " is kept for another try", line(potion));
        LogLines french = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji")), ScreenMessages.of(Language.FR));
        assertEquals("Kenji boit une potion of healing\u00a0: d20 4 +1 Sag -3 potion 2d4 (2+1) = 2 contre 7\u00a0: elle reste"
                + " sans effet\u00a0; la potion est gardée pour un autre essai", french.line(new LoggedEvent(1, 2, potion)));
        CastEvent works = new CastEvent("kenji", "fireball", List.of(new Roll(20, 12)), List.of(new Modifier("Int", 3),
                new Modifier("segments", -3)), 12, true, false, List.of("CAST-ROLL"));
        assertEquals("Kenji casts fireball: d20 12 +3 Int -3 segments = 12 vs 7: it works", line(works));
    }
}
