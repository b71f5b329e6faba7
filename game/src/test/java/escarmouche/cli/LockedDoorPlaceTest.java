package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** TURN-OBJECT: a locked door of {@code doors} must be a closed door of the map; check says what stands there instead. */
class LockedDoorPlaceTest {
    @TempDir
    Path tmp;

    private Path scenario(String doors) throws IOException {
        return Files.writeString(tmp.resolve("doors.json"), "{\"format\": 1,\n"
                + " \"map\": {\"rows\": [\"##########\", \"#....+..~#\", \"#........#\", \"##########\"]},\n"
                + " \"doors\": " + doors + ",\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},"
                + " {\"id\": \"g\", \"template\": \"goblin\", \"at\": [7, 2]}]}\n");
    }

    @Test
    @DisplayName("TURN-OBJECT: a locked door off the map is said to be outside it, as a combatant's square is, not a wall")
    void TURN_OBJECT_aDoorOffTheMapIsOutsideIt() throws IOException {
        Path s = scenario("[{\"at\": [50, 1], \"dc\": 10}]");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":3:19: $.doors[0].at: square 50,1 is outside the map (x from 0 to 9, y from 0 to 3)\n"
                + "1 problem found.\n", en.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals(s + ":3:19: $.doors[0].at\u00a0: la case 50,1 est hors de la carte (x de 0 à 9, y de 0 à 3)\n"
                + "1 problème trouvé.\n", fr.err());
    }

    @Test
    @DisplayName("TURN-OBJECT: a locked door on a wall or water: French names the terrain in French, English as before")
    void TURN_OBJECT_theTerrainInTheUsersLanguage() throws IOException {
        Path s = scenario("[{\"at\": [0, 1], \"dc\": 10}, {\"at\": [8, 1], \"dc\": 12}, {\"at\": [5, 1], \"dc\": 15}]");
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals(s + ":3:19: $.doors[0].at\u00a0: la case 0,1 est un mur\u00a0: seule une porte fermée (\"+\" sur la carte)"
                + " peut être verrouillée\n"
                + s + ":3:45: $.doors[1].at\u00a0: la case 8,1 est de l'eau\u00a0: seule une porte fermée (\"+\" sur la carte)"
                + " peut être verrouillée\n2 problèmes trouvés.\n", fr.err());
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(s + ":3:19: $.doors[0].at: square 0,1 is a wall: only a closed door (\"+\" on the map) can be locked\n"
                + s + ":3:45: $.doors[1].at: square 8,1 is water: only a closed door (\"+\" on the map) can be locked\n"
                + "2 problems found.\n", en.err());
    }
}
