package escarmouche.ui.page;

import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;

/**
 * What an odds page weighs: an encounter of the list as its file reads ({@code text} null), as the party
 * screen opened it with the player's own party, or the builder's draft; {@code text} is then the scenario's
 * JSON as the fight would play it. The comparison pages ask the same questions of each.
 *
 * @param name the name to show, or null for the listed encounter's own
 * @param from where the page was opened, to say where Esc goes back to
 */
public record OddsSubject(EncounterInfo encounter, String text, String name, From from) {
    /** Where an odds page was opened from. */
    public enum From { LIST, PARTY, BUILDER }

    /** The encounter of the list, with its own party. */
    public static OddsSubject listed(EncounterInfo encounter) {
        return new OddsSubject(encounter, null, null, From.LIST);
    }

    /** The encounter with the party chosen on the party screen, written in {@code text}. */
    public static OddsSubject withParty(EncounterInfo encounter, String text) {
        return new OddsSubject(encounter, text, null, From.PARTY);
    }

    /** The builder's draft, written in {@code text}, shown as {@code name}. */
    public static OddsSubject draft(EncounterInfo encounter, String text, String name) {
        return new OddsSubject(encounter, text, name, From.BUILDER);
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

    /** Its name alone, as a replay's title gives it. */
    public String plainName(App app) {
        return name != null ? name : app.names().encounter(encounter);
    }
}
