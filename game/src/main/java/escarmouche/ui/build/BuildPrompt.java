package escarmouche.ui.build;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/** A box over the builder that asks for one value typed in: Enter keeps it, Esc leaves it as it was. */
final class BuildPrompt implements Page {
    static final int LONGEST = 40;

    private final App app;
    private final String title;
    private final String help;
    private final PromptChars allowed;
    private final Consumer<String> done;
    private final Page under;
    private final StringBuilder typed;
    /** Why the last key was not taken (a character refused, the name full), in place of the help until the next key; or null. */
    private String refused;

    BuildPrompt(App app, String title, String help, String start, PromptChars allowed, Page under, Consumer<String> done) {
        this.app = app;
        this.title = title;
        this.help = help;
        this.allowed = allowed;
        this.under = under;
        this.done = done;
        this.typed = new StringBuilder(start == null ? "" : start);
    }

    @Override
    public void draw(Canvas canvas) {
        under.draw(canvas);
        int w = Math.min(canvas.width() - 4, 56);
        Canvas inner = Frame.box(canvas, (canvas.width() - w) / 2, Math.max(1, canvas.height() / 2 - 3), w, 6, title);
        // The help takes the two rows over the input (the French is often longer than one).
        String said = refused != null ? refused : help;
        List<String> wrapped = Text.wrap(said, inner.width());
        for (int i = 0; i < Math.min(2, wrapped.size()); i++) {
            String row = i == 1 && wrapped.size() > 2 ? Text.fit(String.join(" ", wrapped.subList(1, wrapped.size())), inner.width())
                    : wrapped.get(i);
            inner.line(i, row, refused != null ? Style.WARN : Style.DIM);
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
        char c = Keys.ch(key);
        refused = null;
        // A character the terminal draws over two columns would shift every column after it, on every screen
        // that shows the name (the watch lists of other players too): refused, and the prompt says why.
        if (c != 0 && Text.wide(c)) {
            refused = app.messages().text("build.prompt.wide");
        } else if (Keys.escape(key)) {
            app.pop();
        } else if (Keys.enter(key)) {
            app.pop();
            done.accept(typed.toString().trim());
        } else if (Keys.clearLine(key)) {
            typed.setLength(0);
        } else if (Keys.is(key, KeyType.Backspace) || Keys.is(key, KeyType.Delete)) {
            if (!typed.isEmpty()) typed.setLength(typed.length() - 1);
        } else if (c != 0) {
            // Every character typed is taken or said to be refused, never dropped in silence.
            if (!allowed.allowed().test(c)) refused = app.messages().text(allowed.refused(), shown(c, app.messages()));
            else if (typed.length() >= LONGEST) refused = app.messages().text("build.prompt.full", LONGEST);
            else typed.append(c);
        }
    }

    /**
     * A refused character as the message names it: itself between the language's quotes when the terminal shows
     * it (a space too: between quotes it is seen), its code (U+0301) when it would act on the screen, take no
     * column, or not be seen at all.
     */
    static String shown(char c, ScreenMessages m) {
        boolean seen = c == ' ' || PromptChars.oneColumn(c) && !Character.isSpaceChar(c);
        return seen ? m.text("build.prompt.char", String.valueOf(c)) : String.format(Locale.ROOT, "U+%04X", (int) c);
    }
}
