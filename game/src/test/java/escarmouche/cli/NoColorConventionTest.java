package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.ssh.ClientEnvironment;
import escarmouche.ui.page.Settings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * NO_COLOR read one way wherever the game draws (no-color.org: present and not empty turns colour off): the local
 * game, {@code replay}, and a server's session from what its client sent. An empty value once left the game in
 * colour while {@code replay} dropped it.
 */
class NoColorConventionTest {
    /** Each environment, and whether it means colour. */
    private static Map<Map<String, String>, Boolean> cases() {
        Map<Map<String, String>, Boolean> cases = new LinkedHashMap<>();
        cases.put(Map.of(), true);
        cases.put(Map.of("NO_COLOR", ""), true);
        cases.put(Map.of("NO_COLOR", "1"), false);
        cases.put(Map.of("NO_COLOR", "0"), false);
        cases.put(Map.of("NO_COLOR", " "), false);
        return cases;
    }

    @Test
    @DisplayName("NO_COLOR empty keeps colour, any other value drops it: the game, replay and a server's session agree")
    void oneRuleEverywhere() {
        List<String> seen = new java.util.ArrayList<>();
        List<String> meant = new java.util.ArrayList<>();
        cases().forEach((env, colour) -> {
            meant.add(env + " game=" + colour + " replay=" + colour + " ssh=" + colour);
            seen.add(env + " game=" + Settings.forEnvironment(env, () -> 1).colour()
                    + " replay=" + ReplayCommand.colour(false, env)
                    + " ssh=" + Settings.forEnvironment(ClientEnvironment.kept(env), () -> 1).colour());
        });
        assertEquals(String.join("\n", meant), String.join("\n", seen));
    }

    @Test
    @DisplayName("replay --no-colour draws without colours whatever NO_COLOR says")
    void theOptionWins() {
        assertEquals(false, ReplayCommand.colour(true, Map.of()));
        assertEquals(false, ReplayCommand.colour(true, Map.of("NO_COLOR", "")));
    }
}
