package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.preview.SpellPreviews;
import escarmouche.events.CheckEvent;
import escarmouche.events.DamageEvent;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The spell panel's "All told" against what the engine deals, on one case: a level-5 wizard's fireball (8d6)
 * at a goblin with a fire resistance of 10. The engine's side is played: one fight for each face of the
 * save's d20 (how often the goblin saves), and one for each total of the 8d6 with a failed and a made save,
 * each total weighed by how many of the 6^8 rolls make it.
 */
class SavedSpellOddsTest {
    private static final int DICE = 8;
    private static final int SAVES = 19;
    private static final int FAILS = 1;

    private static TestScenario scene(RuleSet rules) {
        return TestScenario.map(
                        "##############",
                        "#............#",
                        "#............#",
                        "#............#",
                        "##############")
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("gob", "monsters", 10, 2, c -> c.hp(60).abilities(10, 14).control("player")
                        .resists(Resistance.flat(DamageType.FIRE, 10)))
                .initiative("mage", "gob").rules(rules);
    }

    /** How many of the 6^8 rolls of 8d6 total each sum, from 0 up. */
    private static long[] ways() {
        long[] ways = {1};
        for (int d = 0; d < DICE; d++) {
            long[] next = new long[ways.length + 6];
            for (int i = 0; i < ways.length; i++) for (int face = 1; face <= 6; face++) next[i + face] += ways[i];
            ways = next;
        }
        return ways;
    }

    /** The d6s of a fireball that total {@code sum}: ones, raised one die at a time up to 6. */
    private static List<Integer> d6s(int sum) {
        List<Integer> dice = new ArrayList<>();
        int left = sum - DICE;
        for (int d = 0; d < DICE; d++) {
            int up = Math.min(5, left);
            dice.add(1 + up);
            left -= up;
        }
        return dice;
    }

    /** What the goblin takes from one fireball whose dice total {@code sum}, with the save's d20 given. */
    private static int engine(RuleSet rules, List<Integer> before, int sum, int save) {
        List<Integer> dice = new ArrayList<>(before);
        dice.addAll(d6s(sum));
        dice.add(save);
        Fight f = Fight.of(scene(rules).dice(dice.toArray(Integer[]::new))).start().run("cast fireball 10,2");
        return f.first(DamageEvent.class).final_();
    }

    private static SpellPreviews.TargetOdds odds(Fight f) {
        var spells = f.game().previews().spells();
        var fireball = spells.options(f.creature("mage")).get(0).spell();
        return spells.area(f.creature("mage"), fireball, new Pos(10, 2)).caught().get(0);
    }

    @Test
    @DisplayName("DMG-VULN: the panel's all told is the engine's own average: a failure's damage, and a success's half taken after the resistance and rounded down, as played")
    void DMG_VULN_allToldIsWhatTheEngineDeals() {
        // The casting roll and its chain apart (CAST-ROLL, CAST-CRIT as in 5e), so that one fight is one outcome.
        RuleSet rules = RuleSet.HOUSE.asIn5e(RulePart.CASTING);
        Fight f = Fight.of(scene(rules)).start();
        SpellPreviews.TargetOdds t = odds(f);
        int castPercent = f.game().previews().spells().options(f.creature("mage")).get(0).castPercent();
        assertEquals(100, castPercent);
        int saves = 0;
        for (int face = 1; face <= 20; face++) {
            List<Integer> dice = new ArrayList<>(d6s(30));
            dice.add(face);
            Fight one = Fight.of(scene(rules).dice(dice.toArray(Integer[]::new))).start().run("cast fireball 10,2");
            if (one.first(CheckEvent.class).success()) saves++;
        }
        assertEquals(10, saves, "Dex +2 against DC 13: 11 or more");
        assertEquals(50, t.savePercent());
        long[] ways = ways();
        long all = 0;
        long failed = 0;
        long saved = 0;
        for (int sum = DICE; sum <= 6 * DICE; sum++) {
            all += ways[sum];
            failed += ways[sum] * engine(rules, List.of(), sum, FAILS);
            saved += ways[sum] * engine(rules, List.of(), sum, SAVES);
        }
        double engine = (0.5 * failed + 0.5 * saved) / all;
        assertEquals(Math.round(engine * 10), SpellWords.allTold(fireballOf(f), t, castPercent));
        // 18 on a failure (8d6 less 10, never below 0), 8.75 on a success (the odd totals rounded down, where
        // half of 18 would be 9): all told (18 + 8.75) / 2 = 13.375, 13.4, not the 13.5 half of the failure gives.
        assertEquals(180, t.afterDefencesTimesTen());
        assertEquals(88, t.afterSaveTimesTen());
        assertEquals(134, SpellWords.allTold(fireballOf(f), t, castPercent));
    }

    @Test
    @DisplayName("DMG-VULN: under the house rules the panel's figure for a success is the engine's, the save's half after the resistance")
    void DMG_VULN_savedFigureIsTheEngines() {
        Fight f = Fight.of(scene(RuleSet.HOUSE)).start();
        SpellPreviews.TargetOdds t = odds(f);
        long[] ways = ways();
        long all = 0;
        long saved = 0;
        // Cast 15 (it works), the chain's d20 5 (no doubling).
        for (int sum = DICE; sum <= 6 * DICE; sum++) {
            all += ways[sum];
            saved += ways[sum] * engine(RuleSet.HOUSE, List.of(15, 5), sum, SAVES);
        }
        assertEquals(Math.round(10.0 * saved / all), t.afterSaveTimesTen());
        assertEquals(88, t.afterSaveTimesTen());
    }

    private static escarmouche.content.model.SpellDef fireballOf(Fight f) {
        return f.game().previews().spells().options(f.creature("mage")).get(0).spell();
    }
}
