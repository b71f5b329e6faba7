package escarmouche.events;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.ShippedFights;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * DMG-ROLL, the event log's promise (docs/scenarios.md): a {@code damage} event's {@code rolls} and
 * {@code modifiers} add up to its {@code rolled}, whatever dealt it (a weapon with dice, a blow's flat 1 with
 * a Str modifier, a spell, poison, a fall), but for a number alone that is the damage itself and for what was
 * rolled floored at 0. Checked over whole fights of every shipped encounter, every creature on the AI, so a
 * new source of damage cannot slip by.
 */
class DamageAddsUpTest {
    @Test
    @DisplayName("DMG-ROLL, ATK-UNARMED: in every shipped encounter's fights, each damage event's dice and modifiers add up to rolled")
    void DMG_ROLL_everyDamageEventAddsUp() {
        List<String> wrong = new ArrayList<>();
        int[] checked = {0};
        int[] flatBases = {0};
        // Seeds 1 to 36: an unarmed blow with a Str modifier (a weapon dropped, fists left) is rare, and since the
        // archer, the heroes and the skirmisher play their rules in a new order (these fights moved), the first
        // one of these fights comes in the bandit captain's, seed 36 (the captain's fists, Str +2).
        ShippedFights.each(36, f -> {
            for (LoggedEvent le : f.events()) {
                if (!(le.event() instanceof DamageEvent d)) continue;
                checked[0]++;
                int sum = Modifier.sum(d.modifiers());
                for (Roll r : d.rolls()) sum += r.value();
                if (d.rolls().isEmpty() && !d.modifiers().isEmpty() && d.rule().contains("ATK-UNARMED")) flatBases[0]++;
                // A number alone, with no dice and nothing added (a blow's 1 at Str +0), is the damage itself.
                boolean numberAlone = d.rolls().isEmpty() && d.modifiers().isEmpty();
                // Only what was rolled is floored at 0 (a blow of 1 with Str -2): its terms may add up below.
                boolean floored = d.rolled() == 0 && sum < 0;
                if (sum != d.rolled() && !numberAlone && !floored) {
                    wrong.add(f.encounter().id() + " seed " + f.seed() + " seq " + le.seq() + ": " + d);
                }
            }
        });
        assertTrue(checked[0] > 500, "damage events checked: " + checked[0]);
        assertTrue(flatBases[0] > 0, "some unarmed blow with a modifier was checked");
        assertTrue(wrong.isEmpty(), wrong.size() + " damage events do not add up:\n"
                + String.join("\n", wrong.stream().limit(15).toList()));
    }
}
