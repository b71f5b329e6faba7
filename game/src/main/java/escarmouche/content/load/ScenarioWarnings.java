package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.OneSide;
import escarmouche.content.model.Scenario;
import escarmouche.content.model.SideNames;
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
        for (SideNames.Slip s : SideNames.of(scenario.combatants().stream().map(CombatantSpec::side).toList())) {
            out.add(new Problem(file, "$.combatants[" + s.first() + "].side", 0, 0, Wording.of("problem.side.slip",
                    Node.quote(s.side()), Node.quote(s.meant()), "$.combatants[" + s.meantFirst() + "]",
                    Wording.of("problem.did.you.mean", Node.quote(s.meant())))));
        }
        return out;
    }
}
