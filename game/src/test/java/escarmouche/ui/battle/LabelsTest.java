package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.Creature;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Map labels come from the names players see, accented ones included, and stay two columns wide. */
class LabelsTest {
    private static Map<String, String> labels(Map<String, String> names) {
        ScreenFight fight = new ScreenFight(TestScenario.map("#######", "#.....#", "#######")
                .with("archer", "party", 1, 1, c -> c.pc("archer"))
                .with("mage", "party", 2, 1, c -> c.pc("wizard"))
                .with("orc", "monsters", 5, 1, c -> c.hp(7))
                .initiative("archer", "mage", "orc").build(), 1, null);
        List<Creature> creatures = fight.battle().creatures();
        return Labels.of(creatures, id -> names.getOrDefault(id, id));
    }

    @Test
    void aHeroRenamedWithAnAccentedNameIsLabelledAfterIt() {
        Map<String, String> labels = labels(Map.of("archer", "Élodie", "orc", "Ōrc"));
        assertEquals("Él", labels.get("archer"));
        assertEquals("Ma", labels.get("mage"));
        assertEquals("ōr", labels.get("orc"));
    }

    @Test
    void aNameInAnotherScriptFallsBackOnTheId() {
        // Such letters may take two columns each, and a square has two.
        assertEquals("Ar", labels(Map.of("archer", "弓手")).get("archer"));
    }
}
