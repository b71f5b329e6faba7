package escarmouche.ui;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchMeleeTest {
    @TempDir Path data;

    @Test
    void look() {
        TestScenario s = TestScenario.map(
                        "####################",
                        "#..................#",
                        "#..................#",
                        "####################")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt", "magic-missile").scores(8, 14, 12, 16, 10, 10).level(5).slots(4, 3, 2).hp(20))
                .with("lurker", "monsters", 2, 2, c -> c.hp(7).ac(12).hidden(2).weapons(TestScenario.SCIMITAR))
                .with("gob", "monsters", 12, 1, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("mage", "lurker", "gob");
        Harness h = Harness.inFight(s, data, 120, 40);
        System.out.println(h.screen());
        h.keys("c");
        System.out.println(h.screen());
        h.enter();
        System.out.println(h.screen());
    }
}
