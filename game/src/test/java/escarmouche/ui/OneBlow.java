package escarmouche.ui;

import escarmouche.testing.TestScenario;

/** The shortest whole fight the screen tests play: the hero hits (d20 18) for 1d8 8 + 3 = 11 and the goblin (7 hp) dies. */
final class OneBlow {
    private OneBlow() {}

    static TestScenario scenario() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(18, 8, 99);
    }
}
