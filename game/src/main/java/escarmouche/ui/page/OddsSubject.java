package escarmouche.ui.page;

import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;

/**
 * What an odds page weighs: an encounter of the list as its file reads ({@code text} null), or as the party
 * screen opened it with the player's own party ({@code text}, the scenario's JSON as the fight would play
 * it). The comparison pages ask the same questions of either.
 */
public record OddsSubject(EncounterInfo encounter, String text) {
    /** The encounter of the list, with its own party. */
    public static OddsSubject listed(EncounterInfo encounter) {
        return new OddsSubject(encounter, null);
    }

    /** Whether it is the party chosen on the party screen rather than the encounter's own. */
    public boolean chosenParty() {
        return text != null;
    }

    /** Its odds under {@code rules} (house, dd5 or a mix), asked of {@code watch}. */
    public OddsState odds(OddsWatch watch, String rules) {
        return watch.odds(encounter, text, rules);
    }

    /** Puts those odds first among the ones still waiting. */
    public void focus(OddsWatch watch, String rules) {
        watch.focus(encounter, text, rules);
    }

    /** The scenario as its odds fight it under {@code rules}, to replay one of those fights; null if it does not load. */
    public Scenario simulated(EncounterCatalog catalog, String rules) {
        return catalog.simulated(encounter, text, rules);
    }
}
