package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.DamageEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-UNARMED, DMG-ROLL: a blow deals 1 plus the Str modifier. The 1 is among the event's modifiers
 * ({@code unarmed}), with the Str modifier or alone, so the dice (none) and the modifiers add up to what was
 * rolled, and the log's breakdown, in English and French, says where every point comes from.
 */
class UnarmedBlowBreakdownTest {
    private static final String NB = "\u00a0";

    private static Fight blow(int str) {
        // The hero's d20 15 hits AC 5; a blow rolls no damage die.
        return Fight.of(TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(str, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(5).control("player"))
                .initiative("hero", "gob").dice(15)).start().run("attack gob weapon=unarmed");
    }

    @Test
    @DisplayName("ATK-UNARMED, DMG-ROLL: Str 16, a blow's 1 is the modifier 'unarmed' beside +3 Str: they add up to 4")
    void ATK_UNARMED_theBlowsOneIsAModifierBesideStr() {
        DamageEvent d = blow(16).first(DamageEvent.class);
        assertEquals(List.of(), d.rolls());
        assertEquals(List.of(new Modifier("unarmed", 1), new Modifier("Str", 3)), d.modifiers());
        assertEquals(4, d.rolled());
        assertEquals(4, d.final_());
        LoggedEvent e = new LoggedEvent(3, 1, d);
        assertEquals("gob takes 4: +1 unarmed +3 Str: 4 bludgeoning; HP 26",
                new LogLines(id -> id).line(e));
        assertEquals("Gobelin subit 4" + NB + ": +1 mains nues +3 For" + NB + ": 4 contondants" + NB + "; PV 26",
                new LogLines(PlayerWords.named(Map.of("gob", "Gobelin")), ScreenMessages.of(Language.FR)).line(e));
    }

    @Test
    @DisplayName("ATK-UNARMED, DMG-ROLL: Str 10, nothing added to the blow's 1: it is still the modifier 'unarmed', so the"
            + " event's terms add up to the 1 rolled")
    void ATK_UNARMED_aBareOneIsStillNamed() {
        DamageEvent d = blow(10).first(DamageEvent.class);
        assertEquals(List.of(), d.rolls());
        assertEquals(List.of(new Modifier("unarmed", 1)), d.modifiers());
        assertEquals(1, d.rolled());
        LoggedEvent e = new LoggedEvent(3, 1, d);
        assertEquals("gob takes 1: +1 unarmed: 1 bludgeoning; HP 29", new LogLines(id -> id).line(e));
        assertEquals("Gobelin subit 1" + NB + ": +1 mains nues" + NB + ": 1 contondant" + NB + "; PV 29",
                new LogLines(PlayerWords.named(Map.of("gob", "Gobelin")), ScreenMessages.of(Language.FR)).line(e));
    }
}
