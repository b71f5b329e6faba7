package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import java.util.Map;

/** A page of text with a few keys of its own (named in its last lines); any other key is the text's. */
public final class KeyedPage implements Page {
    private final TextPage text;
    private final Map<Character, Runnable> keys;

    public KeyedPage(TextPage text, Map<Character, Runnable> keys) {
        this.text = text;
        this.keys = Map.copyOf(keys);
    }

    @Override
    public void draw(Canvas canvas) {
        text.draw(canvas);
    }

    @Override
    public void handle(KeyStroke key) {
        Runnable action = keys.get(Keys.ch(key));
        if (action != null) action.run();
        else text.handle(key);
    }

    public TextPage text() {
        return text;
    }
}
