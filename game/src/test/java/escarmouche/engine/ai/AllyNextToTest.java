package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Size;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The AI's answer to "an ally next to it", read from who stands where on the map, is what asking every ally in turn gives. */
class AllyNextToTest {
    private static Scenario melee() {
        return TestScenario.map(
                        "############",
                        "#..........#",
                        "#..........#",
                        "#..........#",
                        "#..........#",
                        "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(30).ac(16))
                .with("ogre", "party", 1, 3, c -> c.size(Size.LARGE, 2, 2).hp(30).ac(11))
                .with("gob1", "monsters", 9, 1, c -> c.hp(9).ac(13).weapons(TestScenario.SCIMITAR))
                .with("gob2", "monsters", 9, 3, c -> c.hp(9).ac(13).weapons(TestScenario.SCIMITAR))
                .with("gob3", "monsters", 10, 4, c -> c.hp(9).ac(13).weapons(TestScenario.SCIMITAR))
                .build();
    }

    /** Enough goblins that a decision reads the map at its first question. */
    private static Scenario crowd() {
        return GoblinCrowd.of(40, 10).build();
    }

    @Test
    @DisplayName("ATK-FLANK: an ally next to the candidate, as the AI finds it, equals asking each ally after every event")
    void mapEqualsTheLoop() {
        check(melee(), 8);
    }

    @Test
    @DisplayName("ATK-FLANK: with many allies the map is read from the first question, and answers the same")
    void manyAlliesReadTheMapSooner() {
        check(crowd(), 3);
    }

    private static void check(Scenario fight, int seeds) {
        int[] yes = {0};
        int[] asked = {0};
        EverySituation.check(fight, seeds, s -> {
            // Twice over every creature: the first few answers walk the allies, the rest read the map (with
            // many allies, all of them).
            for (int pass = 0; pass < 2; pass++) for (Creature c : s.battle.creatures()) {
                boolean fresh = false;
                for (Creature a : s.allies()) if (a.canAct() && a.distanceTo(c) <= 1) fresh = true;
                assertEquals(fresh, Judge.allyNextTo(s, c), s.self.id() + " about " + c.id());
                if (fresh) yes[0]++;
                asked[0]++;
            }
        });
        assertTrue(yes[0] > 50 && yes[0] < asked[0], "both answers seen: " + yes[0] + " of " + asked[0]);
    }
}
