package escarmouche.content.load;

import escarmouche.content.model.OneSide;
import escarmouche.content.model.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * What is valid in a scenario but rarely meant: every combatant on one side (the fight ends before its first
 * turn), a side named one slip away from another ("monster" beside "monsters": the two fight each other).
 * {@code ./play check} lists them as warnings; {@code run}, {@code simulate} and {@code replay} print them
 * before they play, as a scenario loaded without {@code check} would otherwise play them silently.
 */
public final class ScenarioWarnings {
    private ScenarioWarnings() {}

    /** The warnings for {@code scenario}, read from {@code file}, in the order of the file. */
    public static List<Problem> of(String file, Scenario scenario) {
        List<Problem> out = new ArrayList<>();
        String side = OneSide.of(scenario);
        if (side != null) out.add(new Problem(file, "$.combatants", 0, 0, Wording.of("problem.one.side", side)));
        out.addAll(SideNames.slips(file, scenario));
        return out;
    }
}
