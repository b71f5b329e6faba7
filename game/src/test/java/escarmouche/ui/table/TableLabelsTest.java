package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.Creature;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A table's map letters come from the names in its game master's language, and every seat shares them. */
class TableLabelsTest {
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    private static EncounterCatalog.Opened ford() {
        return new EncounterCatalog.Opened(RealContent.encounter("goblins-at-the-ford"), List.of());
    }

    private static Map<String, String> labels(ScreenFight fight) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Creature c : fight.battle().creatures()) out.put(c.id(), fight.label(c));
        return out;
    }

    @Test
    @DisplayName("A table opened in French labels Frère Mathis \"Fr\" (not \"Bo\", from Brother), as a French fight alone does, on a French seat and an English one")
    void frenchTableFrenchLetters() {
        Table t = new TableHall().open("gm", ford(), 1, FightSaves.NONE, FR).table();
        Map<String, String> alone = labels(new ScreenFight(ford().scenario(), 1, null, () -> false, FR));
        assertEquals("Fr", alone.get("mathis"));
        assertEquals("Br", alone.get("brunhild"));
        synchronized (t.lock()) {
            assertEquals(alone, labels(t.fight(FR)));
            assertEquals(alone, labels(t.fight(EN)), "an English seat at a French table reads the same map");
        }
    }

    @Test
    @DisplayName("A table opened in English keeps the English letters: \"Bo\" for Brother Mathis, also on a French seat")
    void englishTableEnglishLetters() {
        Table t = new TableHall().open("gm", ford(), 1, FightSaves.NONE, EN).table();
        synchronized (t.lock()) {
            Map<String, String> shown = labels(t.fight(FR));
            assertEquals("Bo", shown.get("mathis"));
            assertEquals(labels(new ScreenFight(ford().scenario(), 1, null, () -> false, EN)), shown);
        }
    }
}
