package escarmouche.ui.battle;

import escarmouche.content.model.EncounterInfo;
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
        boolean yielded = fight.battle().yieldedBy("monsters") != null;
        lines.add(Line.of(yielded ? "Snarl throws down its scimitar and yields: the camp is yours."
                : "The camp is yours."));
        lines.add(Line.of(""));
        lines.add(Line.heading("What you met"));
        lines.add(Line.of("- A critical hit doubles the damage, and each new 20 on the next d20 doubles it again "
                + "(x2, then x4). A sleeping creature struck from next to it takes a critical every time."));
        lines.add(Line.of("- A grapple replaces an attack: your Str or Dex check against the target's. Won, its "
                + "speed is 0 until it breaks free."));
        lines.add(Line.of("- Inside an enemy's reach, the second step you take provokes an opportunity attack. "
                + "Leaving its reach provokes too, even after you acted: take the Disengage action (D) first."));
        lines.add(Line.of(""));
        lines.add(Line.heading("What to try next"));
        EncounterInfo first = firstFight(app.catalog());
        Map<Character, Runnable> keys = new HashMap<>();
        if (first != null) {
            lines.add(Line.of("f: a first real fight, " + first.name() + " (" + first.difficulty() + "): "
                    + first.description()));
            keys.put('f', () -> {
                EncounterCatalog.Opened opened = app.catalog().open(first, Map.of());
                if (opened.scenario() == null) return;
                Long fixed = opened.scenario().seed();
                FightStarter.again(app, opened, fixed != null ? fixed : app.settings().seeds().getAsLong(), false);
            });
        }
        lines.add(Line.of("r: the rules reference, every house rule with its ID (the IDs the log shows)."));
        keys.put('r', () -> app.push(new ReferencePage(app)));
        lines.add(Line.of("Enter or Esc: back to the title screen."));
        app.push(new KeyedPage(new TextPage(app, "Tutorial complete", lines, TextPage.Close.HOME, under), keys));
        return true;
    }

    /** The gentlest encounter that is not a tutorial. */
    private static EncounterInfo firstFight(EncounterCatalog catalog) {
        EncounterInfo best = null;
        for (EncounterInfo e : catalog.encounters()) {
            if (e.id().startsWith("tutorial")) continue;
            if (best == null || rank(e) < rank(best)) best = e;
        }
        return best;
    }

    private static int rank(EncounterInfo e) {
        int i = ORDER.indexOf(e.difficulty());
        return i < 0 ? ORDER.size() : i;
    }
}
