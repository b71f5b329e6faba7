package escarmouche.engine.ai;

import escarmouche.rules.core.Size;
import escarmouche.testing.TestScenario;

/**
 * A fight on an open field of two fighters and an ogre against sixteen goblins in a block of four by four:
 * a side larger than the one from which the AI reads its questions about neighbours from the map.
 */
final class GoblinCrowd {
    private GoblinCrowd() {}

    /** The party at {@code partyHp} each, the goblins' block starting at column {@code firstColumn}. */
    static TestScenario of(int partyHp, int firstColumn) {
        TestScenario t = TestScenario.map(
                        "################",
                        "#..............#",
                        "#..............#",
                        "#..............#",
                        "#..............#",
                        "#..............#",
                        "################")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(partyHp).ac(16))
                .with("ally", "party", 1, 4, c -> c.pc("fighter").abilities(16, 12).hp(partyHp).ac(16))
                .with("ogre", "party", 2, 2, c -> c.size(Size.LARGE, 2, 2).hp(partyHp).ac(11));
        for (int i = 0; i < 16; i++) {
            t = t.with("gob" + i, "monsters", firstColumn + i % 4, 1 + i / 4,
                    c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR));
        }
        return t;
    }
}
