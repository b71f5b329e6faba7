package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ui.page.PartyMember;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The party a player last took into each encounter, kept in parties.json for the next session. */
class PartyFileTest {
    @TempDir
    Path dir;

    private PartyFile file(Path folder) {
        return new PartyFile(folder, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC()));
    }

    private static final List<PartyMember> PARTY = List.of(
            new PartyMember("ysolde", "Zoé d'Arles", "wizard", 7, "dagger", List.of("leather", "shield"),
                    Map.of("potion-of-healing", 2), true, "f"),
            PartyMember.premade("fighter-2", "Mei", "fighter"),
            new PartyMember("grey", "Grey", "wolf", null, null, null, null, false));

    @Test
    @DisplayName("A party is kept whole (name, class, level, weapon, armour, items, who plays it, gender) and read back"
            + " by the next session; the encounter's own party (null) forgets it")
    void keptAndReadBack() {
        assertEquals(Optional.empty(), file(dir).remembered("ambush-in-the-crypt"));
        file(dir).remember("ambush-in-the-crypt", PARTY);
        assertEquals(Optional.of(PARTY), file(dir).remembered("ambush-in-the-crypt"));
        assertEquals(Optional.empty(), file(dir).remembered("wolf-pack"));
        file(dir).remember("ambush-in-the-crypt", null);
        assertEquals(Optional.empty(), file(dir).remembered("ambush-in-the-crypt"));
    }

    @Test
    @DisplayName("The latest fought first, and no more than 40 encounters: the oldest is forgotten")
    void theOldestIsForgotten() throws Exception {
        for (int i = 0; i < PartyFile.ENCOUNTERS + 5; i++) file(dir).remember("e" + i, PARTY);
        file(dir).remember("e10", PARTY.subList(0, 1));
        Map<String, List<PartyMember>> kept = file(dir).read();
        assertEquals(PartyFile.ENCOUNTERS, kept.size());
        assertEquals(List.of("e10", "e44", "e43"), new ArrayList<>(kept.keySet()).subList(0, 3));
        assertEquals(Optional.empty(), file(dir).remembered("e4"), "the oldest gone");
        assertEquals(Optional.of(PARTY), file(dir).remembered("e5"));
        assertTrue(Files.size(dir.resolve(PartyFile.NAME)) < 64 * 1024, "small: " + Files.size(dir.resolve(PartyFile.NAME)));
    }

    @Test
    @DisplayName("A file not of this form remembers nothing, and an entry not of it is skipped: not JSON, too big,"
            + " a level that is text or 99, a name of 200 characters, 13 members, an item count below 0")
    void hostileFilesRememberNothing() throws Exception {
        Path f = dir.resolve(PartyFile.NAME);
        for (String text : new String[] {"", "not json", "[1,2]", "{\"encounters\": 5}", "{\"encounters\": [null, 3]}"}) {
            Files.writeString(f, text);
            assertEquals(Map.of(), file(dir).read(), text);
        }
        Files.writeString(f, "{\"encounters\": [{\"encounter\": \"x\", \"party\": [" + ",{}".repeat(300_000).substring(1) + "]}]}");
        assertTrue(Files.size(f) > 512 * 1024);
        assertEquals(Map.of(), file(dir).read(), "too big to be read");
        Files.writeString(f, "{\"encounters\": " + "[".repeat(200_000));
        assertEquals(Map.of(), file(dir).read(), "nested deeper than a reader goes, within the size: no stack overflow");
        String good = "{\"id\": \"a\", \"name\": \"A\", \"template\": \"fighter\", \"byHand\": true}";
        Files.writeString(f, "{\"encounters\": ["
                + "{\"encounter\": \"level-text\", \"party\": [{\"id\": \"a\", \"name\": \"A\", \"template\": \"fighter\", \"level\": \"5\", \"byHand\": true}]},"
                + "{\"encounter\": \"level-99\", \"party\": [{\"id\": \"a\", \"name\": \"A\", \"template\": \"fighter\", \"level\": 99, \"byHand\": true}]},"
                + "{\"encounter\": \"long-name\", \"party\": [{\"id\": \"a\", \"name\": \"" + "n".repeat(200) + "\", \"template\": \"fighter\", \"byHand\": true}]},"
                + "{\"encounter\": \"crowd\", \"party\": [" + (good + ",").repeat(12) + good + "]},"
                + "{\"encounter\": \"owes\", \"party\": [{\"id\": \"a\", \"name\": \"A\", \"template\": \"fighter\", \"items\": {\"potion\": -1}, \"byHand\": true}]},"
                + "{\"encounter\": \"no-hand\", \"party\": [{\"id\": \"a\", \"name\": \"A\", \"template\": \"fighter\"}]},"
                + "{\"encounter\": \"fine\", \"party\": [" + good + "]}]}");
        assertEquals(List.of("fine"), new ArrayList<>(file(dir).read().keySet()));
        assertEquals(Optional.of(List.of(new PartyMember("a", "A", "fighter", null, null, null, null, true))),
                file(dir).remembered("fine"));
    }

    @Test
    @DisplayName("A folder that cannot be written loses the party quietly, into the error log")
    void unwritable() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        file(notAFolder).remember("wolf-pack", PARTY);
        assertEquals(Optional.empty(), file(notAFolder).remembered("wolf-pack"));
        assertTrue(Files.exists(dir.resolve("data")), "the failure is in the error log");
    }
}
