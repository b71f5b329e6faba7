package escarmouche.ui.page;

import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.draft.EncounterWorkshop;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

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

    /** What the party screen may offer: classes, gear, the bounds on levels and party size. */
    default PartyOptions partyOptions() {
        return PartyOptions.fixed(classes());
    }

    /**
     * The encounter with the party the player chose: members left out are removed, new ones placed beside
     * the party, each member's choices written into the scenario's text, which the loader then checks like
     * any file. The default (a catalog built in code) offers no party changes.
     *
     * @param party every member of the party side, in the order the fight takes them
     */
    default Opened open(EncounterInfo encounter, List<PartyMember> party) {
        return Opened.failed("This game offers no change to the party.");
    }

    /** The names and descriptions the content gives in other languages (none for a catalog built in code). */
    default ContentWords words() {
        return ContentWords.NONE;
    }

    /** The guided first fight. */
    Opened tutorial();

    /** Each encounter's odds, worked out in the background; none for a catalog built in code. */
    default EncounterOdds odds() {
        return EncounterOdds.NONE;
    }

    /**
     * The scenario the odds of {@code encounter} under {@code rules} ({@code house}, {@code dd5}) fight:
     * every creature on the AI, forced dice dropped, so that one of those fights can be watched again from
     * its seed ({@link OddsFigures#defeat}). Null when it cannot be read (and for a catalog built in code).
     */
    default Scenario simulated(EncounterInfo encounter, String rules) {
        return null;
    }

    /**
     * The scenario written in {@code text} (a party chosen on the party screen, the builder's draft) as its
     * odds fight it ({@link OddsWatch#oddsOf}): every creature on the AI, forced dice dropped, under its
     * own rules, so that one of those fights can be watched again from its seed. Null when it does not load
     * (and for a catalog built in code).
     */
    default Scenario simulated(String text) {
        return null;
    }

    /**
     * The scenario written in {@code text} as its odds fight it under {@code rules} (any the odds take, a mix
     * of the house rules and 5e included), or, for a null text, {@link #simulated(EncounterInfo, String)}.
     * Null when it does not load.
     */
    default Scenario simulated(EncounterInfo encounter, String text, String rules) {
        return text == null ? simulated(encounter, rules) : null;
    }

    /** Where the encounter builder reads, checks and keeps the player's own encounters (none by default). */
    default EncounterWorkshop workshop() {
        return EncounterWorkshop.NONE;
    }

    /**
     * A forced die of {@code opened} that came up for a die it does not fit, said as {@code check} and {@code run} say
     * it: {@code file:line:column: $.dice[N]: the forced die 8 came up for a d6: expected a value from 1 to 6}. This
     * default, for a catalog built in code, names no place in the file.
     */
    default String misfitDie(Opened opened, escarmouche.rules.dice.ForcedDice.ForcedDieOutOfRange die, ScreenMessages m) {
        String file = opened == null || opened.path() == null ? "scenario" : opened.path();
        return file + ": " + m.text("problem.path.at", "$.dice[" + die.index() + "]",
                m.text("problem.dice.misfit", die.value(), die.sides()));
    }

    /**
     * The same for one of the players of {@code gm}'s table, whose encounter it is: named by its file alone as that
     * game master's ("anne's encounter mill.json:4:25: ..."). The file is in the game master's folder, not the
     * player's: its place on the server is not theirs to see, and the line and column are those of the text the
     * fight was played from.
     */
    default String misfitDieAtTable(Opened opened, String gm, escarmouche.rules.dice.ForcedDice.ForcedDieOutOfRange die,
                                    ScreenMessages m) {
        String file = opened == null || opened.path() == null ? "scenario" : fileName(opened.path());
        return m.text("table.misfit.theirs", gm, file + ": " + m.text("problem.path.at", "$.dice[" + die.index() + "]",
                m.text("problem.dice.misfit", die.value(), die.sides())));
    }

    /** The last name of a path, whichever machine's separators it was written with. */
    static String fileName(String path) {
        String p = path.replace('\\', '/');
        return p.substring(p.lastIndexOf('/') + 1);
    }

    /**
     * The fights a player may choose, wherever they choose one (New fight, a table opened for them): the content's
     * encounters, then the player's own from the builder, whose difficulty {@code yours} shows them {@code [yours]}.
     * One list for both, so that a GM can open a table for the encounter they set up for the session.
     */
    default List<EncounterInfo> offered() {
        List<EncounterInfo> all = new java.util.ArrayList<>(encounters());
        all.addAll(workshop().saved());
        return all;
    }

    /**
     * A scenario, or the problems that kept it from loading (one readable line each).
     *
     * @param text the scenario's JSON as it was read (class swaps included), which a recording keeps; null
     *             for a scenario built in code, which cannot be recorded
     * @param path where the scenario came from, as shown to the player
     * @param said the problems in a session's language, as {@code ./play check --lang} says them; null when
     *             {@code problems} is all there is
     */
    record Opened(Scenario scenario, List<String> problems, String text, String path,
                  Function<ScreenMessages, List<String>> said) {
        public Opened {
            problems = List.copyOf(problems);
        }

        public Opened(Scenario scenario, List<String> problems, String text, String path) {
            this(scenario, problems, text, path, null);
        }

        /** The problems in {@code m}'s language where the loader gave their words, else as they were written. */
        public List<String> problems(ScreenMessages m) {
            return said == null ? problems : said.apply(m);
        }

        /** A scenario without its text (built in code): it plays, but is not recorded. */
        public Opened(Scenario scenario, List<String> problems) {
            this(scenario, problems, null, null);
        }

        public static Opened failed(String problem) {
            return new Opened(null, List.of(problem));
        }
    }
}
