package escarmouche.engine.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Modifier;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * CLASS-SAMURAI and CLASS-MONK in the odds: a ranged hit the target may still dodge this round counts only
 * when the dodge fails, in the attack panel, the spell panel and the help's odds alike.
 */
class RangedDodgePreviewTest {
    private static final String[] FIELD = {"##########", "#........#", "#........#", "##########"};

    /** Two archers (Dex 18, prof 2: +6) shooting at a hero of {@code cls} with Dex 16 (+3) and AC 16. */
    private static TestScenario archersAt(String cls, Integer... dice) {
        return TestScenario.map(FIELD)
                .with("hero", "party", 1, 1, c -> c.pc(cls).abilities(10, 16).hp(30).ac(16))
                .with("a1", "monsters", 7, 1, c -> c.weapons(TestScenario.SHORTBOW).abilities(10, 18).control("player"))
                .with("a2", "monsters", 7, 2, c -> c.weapons(TestScenario.SHORTBOW).abilities(10, 18).control("player"))
                .initiative("a1", "a2", "hero").dice(dice);
    }

    private static AttackPreview shot(Fight f, String archer) {
        Creature a = f.creature(archer);
        return f.game().previews().attack(a, f.creature("hero"), a.arsenal.weapons.get(0));
    }

    @Test
    @DisplayName("CLASS-SAMURAI: +6 against AC 16 and a Dex +3 dodge: 46% to hit, not the armour class's 55%")
    void CLASS_SAMURAI_shotOddsCountTheDodge() {
        Fight f = Fight.of(archersAt("samurai")).start();
        AttackPreview p = shot(f, "a1");
        assertEquals(6, p.toHit());
        assertEquals(46, p.hitChance());
        assertEquals(5, p.critChance());
        RangedDodgePreview d = p.dodge();
        assertEquals("hero", d.dodger());
        assertEquals("CLASS-SAMURAI", d.rule());
        assertEquals(List.of(new Modifier("Dex", 3)), d.check().modifiers());
        assertEquals("none", d.check().advantage());
        assertEquals(55, d.hitBefore());
        assertEquals(16, d.dodgedPercent());
        // ACT-HELP weighs the same shot: 46% alone, 69% helped (advantage on the shot, the dodge still there).
        assertEquals(new HelpOdds("shortbow", 46, 69), f.game().previews().help(f.creature("a2"), f.creature("hero")));
    }

    @Test
    @DisplayName("CLASS-SAMURAI: once its dodge of the round is spent, and for a fighter, the odds are the plain 55%")
    void CLASS_SAMURAI_noDodgeLeftNoCut() {
        // a1 hits (15 + 6 = 21); the samurai's 14 + 3 = 17 does not reach it: its dodge of the round is spent.
        Fight f = Fight.of(archersAt("samurai", 15, 14, 3, 3)).start().run("attack hero", "end");
        AttackPreview p = shot(f, "a2");
        assertEquals(55, p.hitChance());
        assertNull(p.dodge());

        AttackPreview fighter = shot(Fight.of(archersAt("fighter")).start(), "a1");
        assertEquals(55, fighter.hitChance());
        assertNull(fighter.dodge());
    }

    @Test
    @DisplayName("CLASS-MONK: a fire bolt (+5) at a monk (AC 14, Dex +3): 46% to hit and stand, not 60%")
    void CLASS_MONK_spellAttackOddsCountTheDodge() {
        TestScenario s = TestScenario.map(FIELD)
                .with("hero", "party", 1, 1, c -> c.pc("monk").abilities(10, 16).hp(30).ac(14))
                .with("mage", "monsters", 7, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 12, 16, 10, 10)
                        .control("player"))
                .initiative("mage", "hero");
        Fight f = Fight.of(s).start();
        SpellPreviews spells = f.game().previews().spells();
        Creature mage = f.creature("mage");
        SpellPreviews.TargetOdds t = spells.target(mage, spells.options(mage).get(0).spell(), f.creature("hero"));
        assertEquals(5, Modifier.sum(t.roll().modifiers()));
        assertEquals(46, t.hitPercent());
        assertEquals(5, t.critPercent());
        assertEquals("CLASS-MONK", t.dodge().rule());
        assertEquals(60, t.dodge().hitBefore());
        assertEquals(23, t.dodge().dodgedPercent());
    }
}
