package escarmouche.ui.replay;

import escarmouche.content.model.Scenario;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsWords;
import java.util.List;

/**
 * The fights some odds counted, to watch again in the replay viewer: the scenario's text prepared as the odds
 * prepare it (every creature on the AI, forced dice dropped, its own rules) and played from the very seed the
 * odds gave that fight. Pages that show the odds of a text (the party screen, the builder) offer them.
 */
public final class OddsReplays {
    private OddsReplays() {}

    /**
     * Fight {@code number} (from 1) of the odds of the scenario written in {@code text}, as a replay page; null
     * when the text does not load.
     *
     * @param name the encounter's name in the session's language, for the title bar
     */
    public static ReplayPage fight(App app, String text, int number, String name) {
        Scenario fights = text == null ? null : app.catalog().simulated(text);
        if (fights == null) return null;
        ScreenMessages m = app.messages();
        long seed = (fights.seed() == null ? 0 : fights.seed()) + number - 1;
        String title = m.text("odds.fight.title", name, String.valueOf(number), OddsWords.rules(m, fights.rules().id()));
        return new ReplayPage(app, fights, seed, List.of(), title);
    }

    /** The first fight the party lost in {@code figures}, the odds of {@code text}; null when it lost none. */
    public static ReplayPage defeat(App app, String text, OddsFigures figures, String name) {
        if (figures.defeat().isEmpty() || text == null) return null;
        Scenario fights = app.catalog().simulated(text);
        if (fights == null) return null;
        ScreenMessages m = app.messages();
        String title = m.text("encounters.compare.defeat.title", name, OddsWords.rules(m, figures.rules()));
        return new ReplayPage(app, fights, figures.defeat().get().seed(), List.of(), title);
    }
}
