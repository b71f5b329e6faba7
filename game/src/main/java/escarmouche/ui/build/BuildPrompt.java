package escarmouche.ui.build;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntPredicate;

/** A box over the builder that asks for one value typed in: Enter keeps it, Esc leaves it as it was. */
final class BuildPrompt implements Page {
    static final int LONGEST = 40;

    private final App app;
    private final String title;
    private final String help;
    private final IntPredicate allowed;
    private final Consumer<String> done;
    private final Page under;
    private final StringBuilder typed;
    /** The last key was a wide character, refused: the help says why until the next key. */
    private boolean refusedWide;

    BuildPrompt(App app, String title, String help, String start, IntPredicate allowed, Page under, Consumer<String> done) {
        this.app = app;
        this.title = title;
        this.help = help;
        this.allowed = allowed;
        this.under = under;
        this.done = done;
        this.typed = new StringBuilder(start == null ? "" : start);
    }

    /** Digits (and a leading minus where {@code signed}). */
    static IntPredicate digits(boolean signed) {
        return c -> Character.isDigit(c) || signed && c == '-';
    }

    /** Letters, digits, spaces and the punctuation of a title. */
    static IntPredicate words() {
        return c -> Character.isLetterOrDigit(c) || " -_'!?.,:()&".indexOf(c) >= 0;
    }

    @Override
    public void draw(Canvas canvas) {
        under.draw(canvas);
        int w = Math.min(canvas.width() - 4, 56);
        Canvas inner = Frame.box(canvas, (canvas.width() - w) / 2, Math.max(1, canvas.height() / 2 - 3), w, 6, title);
        // The help takes the two rows over the input (the French is often longer than one).
        String said = refusedWide ? app.messages().text("build.prompt.wide") : help;
        List<String> wrapped = Text.wrap(said, inner.width());
        for (int i = 0; i < Math.min(2, wrapped.size()); i++) {
            String row = i == 1 && wrapped.size() > 2 ? Text.fit(String.join(" ", wrapped.subList(1, wrapped.size())), inner.width())
                    : wrapped.get(i);
            inner.line(i, row, refusedWide ? Style.WARN : Style.DIM);
        }
        inner.line(2, "", Style.NORMAL);
        inner.text(0, 2, "> ", Style.KEY);
        inner.text(2, 2, Text.fit(typed + "_", inner.width() - 2), Style.SELECTED);
        String[] keys = {app.messages().text("hint.enter.keys"), app.messages().text("build.prompt.keep"),
                "Ctrl-U", app.messages().text("build.prompt.clear"), app.messages().text("hint.esc.keys"),
                app.messages().text("build.prompt.cancel")};
        Frame.hints(inner, inner.height() - 1, keys);
        Frame.overBar(canvas, keys);
    }

    @Override
    public void handle(KeyStroke key) {
        char typedChar = Keys.ch(key);
        // A character the terminal draws over two columns would shift every column after it, on every screen
        // that shows the name (the watch lists of other players too): refused, and the prompt says why.
        refusedWide = typedChar != 0 && Text.wide(typedChar);
        if (refusedWide) return;
        if (Keys.escape(key)) {
            app.pop();
        } else if (Keys.enter(key)) {
            app.pop();
            done.accept(typed.toString().trim());
        } else if (Keys.clearLine(key)) {
            typed.setLength(0);
        } else if (Keys.is(key, KeyType.Backspace) || Keys.is(key, KeyType.Delete)) {
            if (!typed.isEmpty()) typed.setLength(typed.length() - 1);
        } else {
            char c = Keys.ch(key);
            if (c != 0 && allowed.test(c) && typed.length() < LONGEST) typed.append(c);
        }
    }
}
