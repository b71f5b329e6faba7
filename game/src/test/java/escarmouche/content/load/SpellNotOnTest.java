package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A spell's "notOn", the creature types it has no effect on (cure wounds: undead and constructs), read and checked. */
class SpellNotOnTest {
    @TempDir
    Path temp;

    @Test
    @DisplayName("DMG-HEAL: the shipped cure wounds has no effect on undead or constructs")
    void DMG_HEAL_cureWoundsNotOnUndeadOrConstructs() {
        assertEquals(List.of("undead", "construct"),
                TestContent.load().spells().get("cure-wounds").notOn());
    }

    @Test
    @DisplayName("DMG-HEAL: a type that is none, a type listed twice, or the only type of creatureType are problems"
            + " with their JSON path, in English and French")
    void DMG_HEAL_badNotOnIsAProblemWithItsPath() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("spells.json"), "\"notOn\": [\"undead\", \"construct\"]",
                "\"notOn\": [\"undaed\", \"construct\", \"construct\"]");
        ContentCopy.edit(content.resolve("spells.json"), "\"creatureType\": \"humanoid\"",
                "\"creatureType\": \"humanoid\", \"notOn\": [\"humanoid\"]");
        List<Problem> found = new ContentLoader().load(content).problems().stream()
                .filter(p -> p.jsonPath().contains("notOn")).toList();
        List<String> shown = ContentCopy.shown(found, temp).stream().map(s -> s.replaceFirst(":\\d+:\\d+:", ":")).toList();
        assertEquals(List.of(
                "content/spells.json: $.cure-wounds.notOn[0]: found string \"undaed\" (did you mean \"undead\"?),"
                        + " expected one of: aberration, beast, celestial, construct, dragon, elemental, fey, fiend,"
                        + " giant, humanoid, monstrosity, ooze, plant, undead",
                "content/spells.json: $.cure-wounds.notOn[2]: the creature type \"construct\" is listed twice",
                "content/spells.json: $.hold-person.notOn: \"notOn\" lists \"humanoid\", the only type of"
                        + " \"creatureType\": the spell would work on nothing"), shown);
        assertEquals("\"notOn\" cite «\u00a0humanoid\u00a0», le seul type de \"creatureType\"\u00a0: le sort"
                + " n'agirait sur rien", found.get(2).wording().in(ScreenMessages.of(Language.FR)));
    }
}
