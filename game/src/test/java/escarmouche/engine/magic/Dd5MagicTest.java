package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.HealEvent;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.log.PlayerWords;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Plain 5e (dd5): casting always works, potions just work, spells without attack rolls never crit. */
class Dd5MagicTest {
    private static TestScenario room(Integer... dice) {
        return TestScenario.map("##########", "#........#", "#........#", "##########")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt", "fireball")
                        .scores(8, 14, 14, 16, 12, 10).slots(4, 3, 2).level(5).hp(5).maxHp(20)
                        .item("potion-of-healing", 1))
                .with("gob", "monsters", 6, 1, c -> c.hp(60).control("player"))
                .initiative("mage", "gob").rules(RuleSet.DD5).dice(dice);
    }

    @Test
    @DisplayName("dd5: no CAST-ROLL; the first die is the spell attack's; a level-5 caster's fire bolt rolls 2d10")
    void noCastingRoll() {
        Fight f = Fight.of(room(15, 6, 4)).start().run("cast fire-bolt gob");
        CastEvent cast = f.first(CastEvent.class);
        assertTrue(cast.success());
        assertEquals(List.of(), cast.rolls());
        assertEquals(List.of(), cast.rule());
        assertEquals(20, f.first(AttackEvent.class).total());
        assertEquals(10, f.first(DamageEvent.class).final_());
    }

    @Test
    @DisplayName("dd5: a fireball rolls no critical chain: damage dice first, then the save")
    void noSpellCrit() {
        Fight f = Fight.of(room(6, 6, 6, 6, 6, 6, 6, 6, 2)).start().run("cast fireball 6,1");
        assertNull(f.first(CastEvent.class).chain());
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(48, d.final_());
        assertEquals(1, d.multiplier());
    }

    @Test
    @DisplayName("dd5: a potion simply heals")
    void potionsWork() {
        Fight f = Fight.of(room(4, 4)).start().run("drink potion-of-healing");
        assertEquals(List.of(), f.first(CastEvent.class).rolls());
        HealEvent h = f.first(HealEvent.class);
        assertEquals(10, h.amount());
    }

    /** The cast event's line in English and in French, the mage named "Mage". */
    private static List<String> lines(CastEvent cast) {
        LoggedEvent e = new LoggedEvent(1, 1, cast);
        Map<String, String> names = Map.of("mage", "Mage");
        return List.of(new LogLines(PlayerWords.named(names)).line(e),
                new LogLines(PlayerWords.named(names), ScreenMessages.of(Language.FR)).line(e));
    }

    @Test
    @DisplayName("CAST-ROLL: plain 5e rolls nothing to cast, so the log says the spell is cast, with no roll and no"
            + " DC 7, and the event names no casting rule")
    void CAST_ROLL_dd5LogSaysNoRoll() {
        Fight f = Fight.of(room(6, 6, 6, 6, 6, 6, 6, 6, 2)).start().run("cast fireball 6,1");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of(), cast.rule());
        assertEquals(List.of("Mage casts fireball", "Mage lance le sort fireball"), lines(cast));
    }

    @Test
    @DisplayName("CAST-POTION: under plain 5e a potion is simply drunk: no roll on its line, and its healing names"
            + " DMG-HEAL alone")
    void CAST_POTION_dd5DrinkNamesNoHouseRule() {
        Fight f = Fight.of(room(4, 4)).start().run("drink potion-of-healing");
        assertEquals(List.of("Mage drinks a potion of healing", "Mage boit une potion of healing"),
                lines(f.first(CastEvent.class)));
        assertEquals(List.of("DMG-HEAL"), f.first(HealEvent.class).rule());
    }
}
