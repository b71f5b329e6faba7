package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Scripts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The house rules part by part ({@code simulate --parts}): every place that plays a house rule asks its part,
 * so that with every part as in 5e a fight is plain 5e's to the last event, and each part, played as in 5e
 * alone, changes the fights it should.
 */
class RulePartsTest {
    private static final Path ENCOUNTERS = Path.of(System.getProperty("escarmouche.content", "../content"))
            .resolve("encounters");

    private static List<String> shipped() throws IOException {
        try (Stream<Path> files = Files.list(ENCOUNTERS)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - ".json".length())).sorted().toList();
        }
    }

    private static long seed(Scenario s) {
        return s.seed() == null ? 0 : s.seed();
    }

    /**
     * {@code runs} fights of {@code s} from its own seed on one thread, under the house rules with {@code part}
     * played as in 5e (null: the scenario's own rules).
     */
    private static Report fights(Scenario s, RulePart part, int runs) {
        Scenario played = part == null ? s : s.withRules(RuleSet.HOUSE.asIn5e(part));
        return Simulation.run(played, runs, seed(s), 1, n -> { });
    }

    private static List<LoggedEvent> events(Scenario s, long seed) {
        Game game = Game.of(s, seed);
        game.start();
        game.advance();
        return game.battle().log().events();
    }

    @Test
    @DisplayName("Every part as in 5e plays each shipped encounter's fights exactly as dd5 does, event for event:"
            + " no house rule is asked of the rule set as a whole, and none compares it with dd5 by identity")
    void everyPartAsIn5eIsPlain5e() throws IOException {
        RuleSet all = RuleSet.HOUSE;
        for (RulePart p : RulePart.all()) all = all.asIn5e(p);
        int events = 0;
        for (String id : shipped()) {
            Scenario ai = Simulation.allAi(Scripts.encounter(id));
            for (long seed = 1; seed <= 4; seed++) {
                List<LoggedEvent> plain = events(ai.withRules(RuleSet.DD5), seed);
                List<LoggedEvent> parts = events(ai.withRules(all), seed);
                int at = 0;
                while (at < plain.size() && at < parts.size() && plain.get(at).equals(parts.get(at))) at++;
                // The first event that differs, not the whole fight, says where a house rule was missed.
                assertEquals(at < plain.size() ? plain.get(at) : null, at < parts.size() ? parts.get(at) : null,
                        id + ", seed " + seed + ", event " + (at + 1));
                events += plain.size();
            }
        }
        assertTrue(events > 1000, "fights were played: " + events + " events");
    }

    @Test
    @DisplayName("Each part played as in 5e alone changes some fights of a shipped encounter (ACT-DODGE's and"
            + " COND-FRIGHTENED's parts, which no shipped fight meets, are held by their own tests)")
    void eachPartChangesFights() {
        Scenario bandits = Scripts.encounter("bandit-parley");
        Report house = fights(bandits, null, 150);
        for (RulePart p : List.of(RulePart.TURN, RulePart.SURPRISE, RulePart.OPPORTUNITY,
                RulePart.ATTACKS, RulePart.HIT_POINTS, RulePart.CASTING, RulePart.CLASSES)) {
            Report part = fights(bandits, p, 150);
            assertNotEquals(house, part, p.id());
        }
        // MOVE-DIFFICULT: the ford's river is difficult ground and water that every fight there crosses. (The
        // bandits' fights met it only in a few flank walks over their rough patch: since a flank walks only
        // to a square it reaches this turn, 150 of them play the same with the movement part as in 5e.)
        Scenario ford = Scripts.encounter("goblins-at-the-ford");
        assertNotEquals(fights(ford, null, 30), fights(ford, RulePart.MOVEMENT, 30), RulePart.MOVEMENT.id());
        // DMG-RESIST-FLAT: the wight's resistances reduce by an amount under the house rules, halve in 5e.
        Scenario crypt = Scripts.encounter("crypt-of-the-wight");
        Report cryptHouse = fights(crypt, null, 30);
        Report cryptDamage = fights(crypt, RulePart.DAMAGE, 30);
        assertNotEquals(cryptHouse, cryptDamage);
    }

    @Test
    @DisplayName("HP-SHOCK: with the hit points' part as in 5e, the bandits' fights end sooner and the party wins"
            + " more: monsters no longer fight on below 0")
    void HP_SHOCK_partWeighs() {
        Scenario bandits = Scripts.encounter("bandit-parley");
        Report house = fights(bandits, null, 200);
        Report plainHp = fights(bandits, RulePart.HIT_POINTS, 200);
        assertTrue(plainHp.partyWins() > house.partyWins() + 0.1, house.partyWins() + " then " + plainHp.partyWins());
        assertTrue(plainHp.meanRounds() < house.meanRounds(), house.meanRounds() + " then " + plainHp.meanRounds());
    }
}
