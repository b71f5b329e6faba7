package escarmouche.content.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which pairs of side names read as one name spelt twice, so that {@code check} warns that they fight each other. */
class SideNamesTest {
    @ParameterizedTest(name = "{0} beside {1}: {2}")
    @CsvSource({
            "monster, monsters, true",
            "Monsters, monsters, true",
            "monstres, monsters, true",
            "monsers, monsters, true",
            "Party, party, true",
            "parti, party, true",
            "bandit, bandits, true",
            "Bandits, bandits, true",
            "party, monsters, false",
            "team1, team2, false",
            "wolves, bandits, false",
            "bandits, monsters, false",
            "orcs, party, false",
            "monsters, monsters, false"})
    void nearNames(String a, String b, boolean near) {
        assertEquals(near, SideNames.near(a, b));
        assertEquals(near, SideNames.near(b, a));
    }
}
