package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.log.PlayerWords;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-ADV: reasons for and against advantage cancel out, and a single d20 is rolled. The rule decided that
 * roll as much as it decides one with two dice: the attack event names it, and the log says why one die.
 */
class AdvantageCancelsTest {
    private static final String NB = "\u00a0";
    private static final PlayerWords NAMES = PlayerWords.named(Map.of("hero", "Hero", "gob", "Goblin", "mage", "Mage"));

    /** The hero (Str 16, prof 2), poisoned and invisible, beside a goblin (AC 12). */
    private static Fight duel(Integer... dice) {
        return Fight.of(TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20)
                        .conditions(Condition.POISONED, Condition.INVISIBLE))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob").dice(dice));
    }

    private static String line(ScreenMessages m, AttackEvent a) {
        return new LogLines(NAMES, m).line(new LoggedEvent(1, 1, a));
    }

    @Test
    @DisplayName("ATK-ADV: a weapon attack whose advantage and disadvantage cancel out rolls one d20, names ATK-ADV and"
            + " says so, in English and in French")
    void ATK_ADV_cancelledWeaponAttack() {
        AttackEvent a = duel(9, 4).start().run("attack gob").first(AttackEvent.class);
        assertEquals("none", a.advantage());
        assertEquals(List.of(new Roll(20, 9)), a.rolls());
        assertEquals(List.of("-attacker poisoned", "+attacker invisible"), a.advantageSources());
        assertEquals(List.of("ATK-ROLL", "ACT-ATTACK", "ATK-ABILITY", "ATK-PROF", "ATK-ADV", "COND-POISONED",
                "COND-INVISIBLE"), a.rule());
        assertEquals("Hero attacks Goblin with longsword: d20 9 (advantage and disadvantage cancel out: -attacker"
                + " poisoned, +attacker invisible) +3 Str +2 prof = 14 vs AC 12: hit", line(ScreenMessages.of(Language.EN), a));
        assertEquals("Hero attaque Goblin (longsword)" + NB + ": d20 9 (avantage et désavantage s'annulent" + NB
                + ": -attaquant empoisonné, +attaquant invisible) +3 For +2 maîtrise = 14 contre CA 12" + NB + ": touché",
                line(ScreenMessages.of(Language.FR), a));
    }

    @Test
    @DisplayName("ATK-ADV: a spell attack whose advantage and disadvantage cancel out names ATK-ADV, one d20 rolled")
    void ATK_ADV_cancelledSpellAttack() {
        Fight f = Fight.of(TestScenario.map("############", "#..........#", "############")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).level(5).hp(20).conditions(Condition.POISONED, Condition.INVISIBLE))
                .with("gob", "monsters", 5, 1, c -> c.hp(40).ac(12).control("player"))
                .initiative("mage", "gob").dice(10, 15, 6, 4)).start().run("cast fire-bolt gob");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("none", a.advantage(), f.lines());
        assertEquals(List.of(new Roll(20, 15)), a.rolls());
        assertEquals(List.of("-attacker poisoned", "+attacker invisible"), a.advantageSources());
        assertEquals(List.of("ATK-ROLL", "ATK-PROF", "ATK-ADV", "COND-POISONED", "COND-INVISIBLE"), a.rule());
    }
}
