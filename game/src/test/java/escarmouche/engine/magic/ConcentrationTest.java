package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.Event;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import escarmouche.ui.lang.EngineSentences;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Hold person needs its caster's concentration, as 5e has it (the house rules keep it: no catalogue rule drops
 * it). No catalogue ID names concentration: its events name COND-PARALYZED, the condition it decides.
 */
class ConcentrationTest {
    private static final String[] ROOM = {
            "############",
            "#..........#",
            "#..........#",
            "############"};
    /** 1d4+23: a d4 of 2 makes 25 damage. */
    private static final Weapon MAUL = TestScenario.weapon("maul", "1d4+23", DamageType.BLUDGEONING, WeaponKind.MELEE, 0, 0);
    /** 1d4+2: a d4 of 2 makes 4 damage. */
    private static final Weapon CLUB = TestScenario.weapon("club", "1d4+2", DamageType.BLUDGEONING, WeaponKind.MELEE, 0, 0);

    /**
     * A cleric (Wis +3: DC 13; Con +2) beside a brute with {@code weapon}, and a humanoid it holds; the player
     * plays all three. Dice: the casting d20 15, the hob's Wis save 4 (held), then {@code more}.
     */
    private static TestScenario held(int priestHp, Weapon weapon, Integer... more) {
        Integer[] dice = new Integer[more.length + 2];
        dice[0] = 15;
        dice[1] = 4;
        System.arraycopy(more, 0, dice, 2, more.length);
        return TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person").scores(10, 10, 14, 8, 16, 12)
                        .slots(4, 2).hp(priestHp).maxHp(40))
                .with("brute", "monsters", 2, 1, c -> c.weapons(weapon).hp(30).control("player"))
                .with("hob", "monsters", 8, 1, c -> c.hp(20).type("humanoid").control("player"))
                .initiative("priest", "brute", "hob").dice(dice);
    }

    private static List<CheckEvent> concentrationSaves(Fight f) {
        return f.all(CheckEvent.class).stream().filter(c -> "con".equals(c.ability())).toList();
    }

    private static ConditionEvent freed(Fight f) {
        return f.all(ConditionEvent.class).stream().filter(c -> !c.added() && "paralyzed".equals(c.condition()))
                .findFirst().orElseThrow(() -> new AssertionError("hob is never freed: " + f.lines()));
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): 25 damage asks for a Con save against DC 12; 9 + 2 = 11 fails"
            + " and the held creature is freed at once")
    void twentyFiveDamageBreaksOnEleven() {
        Fight f = Fight.of(held(40, MAUL, 15, 2, 9)).start().run("cast hold-person hob", "end", "attack priest");
        assertEquals(25, f.first(DamageEvent.class).final_());
        CheckEvent save = concentrationSaves(f).get(0);
        assertEquals(12, save.dc());
        assertEquals(11, save.total());
        assertFalse(save.success());
        assertEquals(List.of("COND-PARALYZED"), save.rule());
        assertEquals("priest", save.actor());
        assertEquals("Con save: keep concentration on hold-person", save.purpose());
        ConditionEvent end = freed(f);
        assertEquals(new ConditionEvent("hob", "paralyzed", false, "hold-person ends: priest's concentration broke",
                List.of("COND-PARALYZED")), end);
        List<Event> events = f.events();
        assertEquals(events.indexOf(save) + 1, events.indexOf(end), "freed right after the save: " + f.lines());
        assertFalse(f.creature("hob").has(Condition.PARALYZED));
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): 25 damage, DC 12; 10 + 2 = 12 keeps the hold")
    void twentyFiveDamageKeptOnTwelve() {
        Fight f = Fight.of(held(40, MAUL, 15, 2, 10)).start().run("cast hold-person hob", "end", "attack priest");
        CheckEvent save = concentrationSaves(f).get(0);
        assertEquals(12, save.dc());
        assertEquals(12, save.total());
        assertTrue(save.success());
        assertTrue(f.creature("hob").has(Condition.PARALYZED), f.lines());
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): 4 damage asks for DC 10, the least DC; 8 + 2 = 10 keeps it")
    void smallDamageDcTen() {
        Fight f = Fight.of(held(40, CLUB, 15, 2, 8)).start().run("cast hold-person hob", "end", "attack priest");
        assertEquals(4, f.first(DamageEvent.class).final_());
        CheckEvent save = concentrationSaves(f).get(0);
        assertEquals(10, save.dc());
        assertEquals(10, save.total());
        assertTrue(save.success());
        assertTrue(f.creature("hob").has(Condition.PARALYZED));
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e), HP-DEAD: the caster dies and the held creature is freed at once,"
            + " no save rolled")
    void casterDies() {
        Fight f = Fight.of(held(1, MAUL, 15, 2)).start().run("cast hold-person hob", "end", "attack priest");
        assertFalse(f.creature("priest").alive());
        assertTrue(concentrationSaves(f).isEmpty(), f.lines());
        ConditionEvent end = freed(f);
        assertEquals(new ConditionEvent("hob", "paralyzed", false, "hold-person ends: priest died",
                List.of("COND-PARALYZED")), end);
        List<Event> events = f.events();
        assertEquals(events.indexOf(f.first(DeathEvent.class)) + 1, events.indexOf(end), f.lines());
        assertFalse(f.creature("hob").has(Condition.PARALYZED));
        // Said in French too, the spell by its French name.
        EngineSentences fr = EngineSentences.of(ScreenMessages.of(Language.FR));
        UnaryOperator<String> words = w -> w.replace("priest", "Ysolde").replace("hold-person", "immobilisation de personne");
        assertEquals("le sort immobilisation de personne prend fin\u00a0: mort d'Ysolde", fr.say("hold-person ends: priest died", words));
        assertEquals("le sort immobilisation de personne prend fin\u00a0: la concentration d'Ysolde est rompue",
                fr.say("hold-person ends: priest's concentration broke", words));
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e), HP-DYING: a caster knocked below 0 is unconscious, and its hold"
            + " ends with no save")
    void unconsciousCasterLosesIt() {
        // 25 damage on 20 hit points: -5, unconscious and dying (a PC above -10).
        Fight f = Fight.of(held(20, MAUL, 15, 2)).start().run("cast hold-person hob", "end", "attack priest");
        assertEquals(-5, f.creature("priest").hp());
        assertTrue(f.creature("priest").has(Condition.UNCONSCIOUS));
        assertTrue(concentrationSaves(f).isEmpty(), f.lines());
        assertEquals(new ConditionEvent("hob", "paralyzed", false,
                "hold-person ends: priest is unconscious and cannot concentrate", List.of("COND-PARALYZED")), freed(f));
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): a caster held by its own hold person is paralysed, so cannot"
            + " concentrate: the hold ends at once")
    void casterHeldByItsOwnSpellLetsGo() {
        // Cast 15; the priest's own Wis save 4 +3 = 7 against DC 13 fails.
        Fight f = Fight.of(held(40, CLUB)).start().run("cast hold-person priest");
        List<ConditionEvent> paralyzed = f.all(ConditionEvent.class).stream()
                .filter(c -> "paralyzed".equals(c.condition())).toList();
        assertEquals(List.of(new ConditionEvent("priest", "paralyzed", true, "Hold person from priest",
                        List.of("COND-PARALYZED")),
                new ConditionEvent("priest", "paralyzed", false,
                        "hold-person ends: priest is paralyzed and cannot concentrate", List.of("COND-PARALYZED"))),
                paralyzed, f.lines());
        assertFalse(f.creature("priest").has(Condition.PARALYZED));
        assertNull(f.creature("priest").conditions.concentrating);
        assertTrue(f.creature("priest").conditions.saveEnds.isEmpty(), "no end-of-turn save against a spell gone");
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e), HP-DISABLED: a caster brought to exactly 0 is conscious and"
            + " keeps its concentration if its Con save (DC 12) succeeds")
    void disabledCasterKeepsIt() {
        // 25 damage on 25 hit points: exactly 0, disabled; the save 10 + 2 = 12.
        Fight f = Fight.of(held(25, MAUL, 15, 2, 10)).start().run("cast hold-person hob", "end", "attack priest");
        assertEquals(0, f.creature("priest").hp());
        assertTrue(f.creature("priest").has(Condition.DISABLED));
        CheckEvent save = concentrationSaves(f).get(0);
        assertEquals(12, save.dc());
        assertTrue(save.success());
        assertTrue(f.creature("hob").has(Condition.PARALYZED), f.lines());
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): casting a second hold person ends the first")
    void secondHoldPersonEndsTheFirst() {
        TestScenario s = TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person").scores(10, 10, 14, 8, 16, 12)
                        .slots(4, 2).hp(40))
                .with("hob", "monsters", 8, 1, c -> c.hp(20).type("humanoid").control("player"))
                .with("hob2", "monsters", 8, 2, c -> c.hp(20).type("humanoid").control("player"))
                // Cast 15, hob's save 4; hob's end-of-turn save 3; cast 15, hob2's save 4.
                .initiative("priest", "hob", "hob2").dice(15, 4, 3, 15, 4);
        // The held hob's turn passes on its own (COND-PARALYZED): the second "end" is hob2's.
        Fight f = Fight.of(s).start().run("cast hold-person hob", "end", "end", "cast hold-person hob2");
        assertEquals(new ConditionEvent("hob", "paralyzed", false,
                "hold-person ends: priest casts hold-person, which needs its concentration", List.of("COND-PARALYZED")),
                freed(f));
        assertFalse(f.creature("hob").has(Condition.PARALYZED), f.lines());
        assertTrue(f.creature("hob2").has(Condition.PARALYZED));
        assertTrue(f.creature("hob").conditions.saveEnds.isEmpty(), "hob makes no more saves against it");
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): hold person lasts 10 rounds, and ends as its caster's turn of"
            + " round 11 starts")
    void tenRounds() {
        TestScenario s = TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person").scores(10, 10, 14, 8, 16, 12)
                        .slots(4, 2).hp(40))
                .with("hob", "monsters", 8, 1, c -> c.hp(20).type("humanoid").control("player"))
                // Cast 15, save 4, then hob fails each of its 10 end-of-turn saves.
                .initiative("priest", "hob").dice(15, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
        // The held hob's turns pass on their own (COND-PARALYZED): each "end" is the priest's, rounds 2 to 10.
        Fight f = Fight.of(s).start().run("cast hold-person hob", "end");
        for (int i = 0; i < 9; i++) {
            assertTrue(f.creature("hob").has(Condition.PARALYZED), "still held in round " + (i + 2) + ": " + f.lines());
            f.run("end");
        }
        assertEquals(10, f.all(CheckEvent.class).size() - 1, "ten end-of-turn saves, all failed: " + f.lines());
        assertFalse(f.creature("hob").has(Condition.PARALYZED), f.lines());
        LoggedEvent end = f.game().battle().log().events().stream()
                .filter(e -> e.event() instanceof ConditionEvent c && !c.added()).findFirst().orElseThrow();
        assertEquals(11, end.round());
        assertEquals(new ConditionEvent("hob", "paralyzed", false, "hold-person ends: its 10 rounds are up",
                List.of("COND-PARALYZED")), end.event());
    }
}
