package escarmouche.engine.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SpellPreviewsTest {
    private static TestScenario scene() {
        return TestScenario.map(
                        "##############",
                        "#............#",
                        "#.....#......#",
                        "#............#",
                        "##############")
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 12, 16, 10, 10).level(5)
                        .slots(4, 3, 2))
                .with("tank", "party", 5, 1, c -> c.pc("fighter").hp(30))
                .with("gob", "monsters", 9, 2, c -> c.hp(40))
                .with("behind", "monsters", 5, 2, c -> c.hp(40))
                .with("far", "monsters", 12, 3, c -> c.hp(40))
                .initiative("mage", "tank", "gob", "behind", "far");
    }

    @Test
    @DisplayName("DMG-ROLL: the burst preview names exactly the creatures the cast then makes save, in the same order")
    void DMG_ROLL_previewCatchesWhoTheCastHits() {
        // Aimed a row below the wall at 6,2: from the mage's row, every line to 8,2 crosses that wall or runs along
        // its top or its foot (ATK-COVER), so the mage has no line of sight there.
        Fight f = Fight.of(scene().dice(15, 5)).start();
        SpellPreviews.AreaOdds a = f.game().previews().spells().area(f.creature("mage"), f.game().previews().spells()
                .options(f.creature("mage")).get(0).spell(), new Pos(8, 3));
        assertNull(a.reason());
        List<String> previewed = new ArrayList<>();
        for (SpellPreviews.TargetOdds t : a.caught()) previewed.add(t.target().id());
        assertTrue(a.hitsFriends());
        f.run("cast fireball 8,3");
        List<String> saved = new ArrayList<>();
        for (CheckEvent c : f.all(CheckEvent.class)) saved.add(c.actor());
        assertEquals(saved, previewed);
        assertTrue(previewed.contains("tank") && previewed.contains("gob"), previewed.toString());
    }

    @Test
    @DisplayName("CAST-ROLL: the preview's casting odds come from the roll's own modifiers (Int +3, 3 segments: 70%)")
    void CAST_ROLL_optionOdds() {
        Fight f = Fight.of(scene()).start();
        SpellPreviews.SpellOption o = f.game().previews().spells().options(f.creature("mage")).get(0);
        assertEquals(70, o.castPercent());
        assertEquals(3, o.segments());
        assertEquals(2, o.slotsLeft());
        assertNull(o.reason());
    }
}
