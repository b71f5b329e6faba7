package escarmouche.ui.page;

import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import java.util.List;
import java.util.Map;

/** The fights the title screen offers, and how to open one (with a different class for some heroes). */
public interface EncounterCatalog {
    List<EncounterInfo> encounters();

    /** Class templates a hero may be swapped to before a fight (empty when swapping is not offered). */
    List<String> classes();

    /**
     * The encounter ready to play.
     *
     * @param classSwaps combatant id to the class template it should use instead of its own
     */
    Opened open(EncounterInfo encounter, Map<String, String> classSwaps);

    /** The guided first fight. */
    Opened tutorial();

    /** A scenario, or the problems that kept it from loading (one readable line each). */
    record Opened(Scenario scenario, List<String> problems) {
        public Opened {
            problems = List.copyOf(problems);
        }

        public static Opened failed(String problem) {
            return new Opened(null, List.of(problem));
        }
    }
}
