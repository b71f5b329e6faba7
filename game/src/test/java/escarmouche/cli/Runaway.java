package escarmouche.cli;

/**
 * The scenario of the opportunity-attack answer tests (OA-REACTION): a hero beside a goblin that runs on its first
 * turn, past the hero's reach, so that the hero is asked for its opportunity attack; the hero acts first.
 */
final class Runaway {
    private static final String TEXT = """
            {"format": 1, "name": "The runaway", "map": {"rows": ["############", "#..........#", "############"]},
             "combatants": [
               {"id": "%s", "template": "%s", "at": [2, 1]},
               {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
             ],
             "initiative": ["%1$s", "g1"], "dice": [%s]}
            """;

    private Runaway() {}

    /** The scenario's text with {@code hero} of {@code template} and the forced {@code dice} (comma-separated). */
    static String scenario(String hero, String template, String dice) {
        return TEXT.formatted(hero, template, dice);
    }
}
