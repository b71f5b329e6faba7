package escarmouche.ui.battle;

import escarmouche.ui.page.App;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.TextPage;
import java.util.List;

/**
 * The tutorial's welcome box: its only full instructions (the keys, what each lesson asks, Disengage), shown before
 * the fight and again on T whenever the player wants them back, a continued tutorial included.
 */
final class TutorialWelcome {
    /** The key that shows the welcome again during the tutorial. */
    static final char KEY = 'T';

    private TutorialWelcome() {}

    /** Shows the welcome over {@code under}; Enter or Esc closes it. */
    static void show(App app, Page under) {
        app.push(new TextPage(app, app.messages().text("tutorial.title"),
                List.of(Line.of(Tutorial.intro(app.messages()))), TextPage.Close.POP, under));
    }
}
