package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.EncounterInfo;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import escarmouche.ui.draft.DraftSaved;
import escarmouche.ui.draft.EncounterDraft;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The builder saves the map of an encounter it opened as that file gave it, as far as its squares were not edited. */
class DraftMapKeptTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    /** The crypt's rows as the builder writes them: one a line, under the map's other fields. */
    private static final String CRYPT_ROWS = "    \"rows\": [\n" + String.join(",\n", List.of("##################",
            "#....#.......#...#", "#....'..O..O.#.=.#", "#....#.......'.=.#", "#....#..O..O.#...#", "#....#.......#####",
            "##'###.......#####", "#......,,....#####", "##################").stream().map(r -> "      \"" + r + "\"")
            .toList()) + "\n    ]";

    @TempDir
    Path own;

    private ContentWorkshop workshop() {
        return new ContentWorkshop(RealContent.content(), own, "encounters");
    }

    private static EncounterInfo wight() {
        return RealContent.content().encounters().stream()
                .filter(e -> e.path().getFileName().toString().equals("crypt-of-the-wight.json")).findFirst().orElseThrow();
    }

    private String saved(ContentWorkshop w, EncounterDraft draft) throws Exception {
        DraftSaved.Written written = assertInstanceOf(DraftSaved.Written.class, w.save(draft, false));
        return Files.readString(own.resolve(written.draft().file()));
    }

    @Test
    @DisplayName("A copy of an encounter whose map is the content's \"crypt\" keeps \"map\": \"crypt\" while its squares are not edited")
    void mapIdKept() throws Exception {
        ContentWorkshop w = workshop();
        EncounterDraft copy = w.open(wight()).draft();
        String text = saved(w, copy);
        assertTrue(text.contains("\n  \"map\": \"crypt\",\n"), text);
        assertFalse(text.contains("\"rows\""), text);
        assertEquals(List.of(), w.check(copy, EN));
    }

    @Test
    @DisplayName("Drawn over, the content's crypt is written inline under the crypt's name and description; drawn back, the id returns")
    void editedMapIdWrittenInlineWithItsName() throws Exception {
        ContentWorkshop w = workshop();
        EncounterDraft edited = w.open(wight()).draft().paint(1, 1, ',');
        String text = saved(w, edited);
        assertTrue(text.contains("""
                  "map": {
                    "name": "The crypt",
                    "description": "A pillared burial hall behind a door, with stairs down to the tomb of its master.",
                """ + CRYPT_ROWS.replace("\"#....#.......#...#\"", "\"#,...#.......#...#\"") + "\n  },\n"), text);
        assertEquals(List.of(), w.check(edited, EN));
        // Painted back as it was, the squares are the crypt's again: the id comes back.
        DraftSaved.Written again = assertInstanceOf(DraftSaved.Written.class, w.save(edited.paint(1, 1, '.'), true));
        String back = Files.readString(own.resolve(again.draft().file()));
        assertTrue(back.contains("\n  \"map\": \"crypt\",\n"), back);
    }

    @Test
    @DisplayName("An inline map's name and description stay in the file the builder saves, before its rows")
    void inlineNameAndDescriptionKept() throws Exception {
        Files.writeString(own.resolve("cellar.json"), """
                {"format": 1, "name": "Cellar",
                 "map": {"name": "The cellar", "description": "Damp, low and dark.",
                         "rows": ["#######", "#.....#", "#######"]},
                 "combatants": [{"id": "hero", "template": "fighter", "at": [1, 1]},
                                {"id": "g1", "template": "goblin", "at": [5, 1]}]}
                """);
        ContentWorkshop w = workshop();
        EncounterDraft opened = w.open(w.saved().get(0)).draft();
        String text = saved(w, opened);
        assertTrue(text.contains("""
                  "map": {
                    "name": "The cellar",
                    "description": "Damp, low and dark.",
                    "rows": [
                      "#######",
                      "#.....#",
                      "#######"
                    ]
                  },
                """), text);
        assertEquals(List.of(), w.check(opened, EN));
    }

    private static EncounterInfo shipped(String file) {
        return RealContent.content().encounters().stream()
                .filter(e -> e.path().getFileName().toString().equals(file)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("Start from an encounter's map (b, m): the wolf pack's \"forest-edge\" is saved as that id, none of the encounter kept")
    void mapOfAnEncounterKeepsItsId() throws Exception {
        ContentWorkshop w = workshop();
        EncounterDraft onMap = w.mapOnly(w.open(shipped("wolf-pack.json")).draft()).withName("Wolves again");
        String text = saved(w, onMap);
        assertTrue(text.contains("\n  \"map\": \"forest-edge\",\n"), text);
        assertFalse(text.contains("\"rows\""), text);
        // The map alone: the wolf pack's own description, seed and fields stay with the wolf pack.
        assertFalse(text.contains("Hungry wolves"), text);
        assertTrue(text.startsWith("{\n  \"format\": 1,\n  \"name\": \"Wolves again\",\n  \"difficulty\": \"medium\",\n"), text);
    }

    @Test
    @DisplayName("Start from an encounter's map: an inline map keeps its name and description; drawn over, the forest edge's go inline")
    void mapOfAnEncounterKeepsInlineNameOrContentMapsName() throws Exception {
        Files.writeString(own.resolve("cellar.json"), """
                {"format": 1, "name": "Cellar", "description": "Rats.",
                 "map": {"name": "The cellar", "description": "Damp, low and dark.",
                         "rows": ["#######", "#.....#", "#######"]},
                 "combatants": [{"id": "hero", "template": "fighter", "at": [1, 1]},
                                {"id": "g1", "template": "goblin", "at": [5, 1]}]}
                """);
        ContentWorkshop w = workshop();
        EncounterDraft cellar = w.mapOnly(w.open(w.saved().get(0)).draft()).withName("Cellar again");
        String text = saved(w, cellar);
        assertTrue(text.contains("""
                  "map": {
                    "name": "The cellar",
                    "description": "Damp, low and dark.",
                    "rows": [
                """), text);
        assertFalse(text.contains("Rats."), text);
        EncounterDraft drawn = w.mapOnly(w.open(shipped("wolf-pack.json")).draft()).withName("Wolves drawn").paint(0, 0, '#');
        String inline = saved(w, drawn);
        assertTrue(inline.contains("""
                  "map": {
                    "name": "The forest edge",
                    "description": "A clearing at the edge of a wood; undergrowth and brambles slow everyone but the wolves' nerve.",
                    "rows": [
                      "#.,,,..;;,,.........",
                """), inline);
    }
}
