package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import java.util.List;

/** A box over the page below that says what an action would do and asks: Enter or y goes, Esc or n does not. */
public final class ConfirmPage implements Page {
    private final App app;
    private final TextPage box;
    private final Runnable action;

    public ConfirmPage(App app, String title, List<Line> lines, String go, Page under, Runnable action) {
        this.app = app;
        // One footer: the box's own hints say what Enter and Esc do here.
        this.box = new TextPage(app, title, lines, TextPage.Close.POP, under).closing(app.messages().text("confirm.go.keys"), go,
                app.messages().text("confirm.cancel.keys"), app.messages().text("confirm.cancel"));
        this.action = action;
    }

    @Override
    public void draw(Canvas canvas) {
        box.draw(canvas);
    }

    @Override
    public void handle(KeyStroke key) {
        if (Keys.enter(key) || Keys.ch(key) == 'y') {
            app.pop();
            action.run();
        } else if (Keys.escape(key) || Keys.ch(key) == 'n' || Keys.ch(key) == 'q') {
            app.pop();
        }
    }
}
