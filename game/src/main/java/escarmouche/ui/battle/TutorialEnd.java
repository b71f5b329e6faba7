package escarmouche.ui.battle;

import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.DifficultyWords;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.KeyedPage;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.ReferencePage;
import escarmouche.ui.page.TextPage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The tutorial's closing screen, shown when the fight is over and every lesson happened: once they have, the
 * awake goblin's script makes it yield on its turn, which ends the fight; the screen says what the player met
 * and what to try next (a first real fight, the rules reference).
 */
final class TutorialEnd {
    private static final List<String> ORDER = List.of("easy", "medium", "hard", "deadly");

    private TutorialEnd() {}

    /** Shows the closing screen the first time every lesson is done; true when it did. */
    static boolean show(App app, ScreenFight fight, Page under) {
        Tutorial t = fight.tutorial();
        if (t == null || !t.done() || !t.close()) return false;
        List<Line> lines = new ArrayList<>();
        ScreenMessages m = app.messages();
        boolean yielded = fight.battle().yieldedBy("monsters") != null;
        lines.add(Line.of(m.text(yielded ? "tutorial.end.yielded" : "tutorial.end.won")));
        lines.add(Line.of(""));
        lines.add(Line.heading(m.text("tutorial.end.met")));
        lines.add(Line.of(m.text("tutorial.end.crit")));
        lines.add(Line.of(m.text("tutorial.end.grapple")));
        lines.add(Line.of(m.text("tutorial.end.within")));
        lines.add(Line.of(""));
        lines.add(Line.heading(m.text("tutorial.end.next")));
        EncounterInfo first = firstFight(app.catalog());
        Map<Character, Runnable> keys = new HashMap<>();
        // The bar under the box names its keys, f and r too: at 80x24 the lines that offer them may be below
        // the box's first screen, and a bar that said only Enter/Esc hid them.
        List<String> bar = new ArrayList<>();
        if (first != null) {
            bar.addAll(List.of("f", m.text("tutorial.end.hint.first")));
            lines.add(Line.of(m.text("tutorial.end.first", app.names().encounter(first), DifficultyWords.of(m, first.difficulty()),
                    app.names().encounterDescription(first))));
            keys.put('f', () -> {
                EncounterCatalog.Opened opened = app.catalog().open(first, Map.of());
                if (opened.scenario() == null) return;
                Long fixed = opened.scenario().seed();
                FightStarter.again(app, opened, fixed != null ? fixed : app.settings().seeds().getAsLong(), false);
            });
        }
        lines.add(Line.of(m.text("tutorial.end.reference")));
        keys.put('r', () -> app.push(new ReferencePage(app)));
        bar.addAll(List.of("r", m.text("tutorial.end.hint.reference")));
        // Where Enter and Esc lead is said once, in the footer where every box says how it closes.
        app.push(new KeyedPage(new TextPage(app, m.text("tutorial.end.title"), lines, TextPage.Close.HOME, under)
                .keys(bar.toArray(String[]::new)).closing(m.text("page.close.keys"), m.text("tutorial.end.close")), keys));
        return true;
    }

    /**
     * The gentlest encounter that is not a tutorial: the lowest difficulty, and among equals one that asks
     * nothing the tutorial did not teach (no creature hidden at the start, no locked door, no foe only magic
     * hurts), then by file name.
     */
    private static EncounterInfo firstFight(EncounterCatalog catalog) {
        EncounterInfo best = null;
        int bestRank = Integer.MAX_VALUE;
        for (EncounterInfo e : catalog.encounters()) {
            if (e.id().startsWith("tutorial")) continue;
            int rank = rank(e) * 2 + (untaught(catalog, e) ? 1 : 0);
            if (rank < bestRank) {
                best = e;
                bestRank = rank;
            }
        }
        return best;
    }

    private static int rank(EncounterInfo e) {
        int i = ORDER.indexOf(e.difficulty());
        return i < 0 ? ORDER.size() : i;
    }

    /**
     * Whether the encounter starts with a hidden creature, a locked door or a foe that only magic weapons hurt (the
     * crypt's wight and spectre): the tutorial teaches none of them, and a beginner's blows passing through a spectre
     * would read as a broken game.
     */
    private static boolean untaught(EncounterCatalog catalog, EncounterInfo e) {
        Scenario s = catalog.open(e, Map.of()).scenario();
        if (s == null) return true;
        return !s.doors().isEmpty() || s.combatants().stream().anyMatch(c -> c.hidden() != null
                || c.creature().hitOnlyByMagic() > 0 || c.creature().intangible());
    }
}
