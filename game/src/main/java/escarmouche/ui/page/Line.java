package escarmouche.ui.page;

import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/** A paragraph of a text page with its style. */
public record Line(String text, Style style) {
    public static Line of(String text) {
        return new Line(text, Style.NORMAL);
    }

    public static Line heading(String text) {
        return new Line(text, Style.HEADING);
    }

    public static Line dim(String text) {
        return new Line(text, Style.DIM);
    }

    public static List<Line> all(List<String> texts) {
        List<Line> out = new ArrayList<>();
        for (String t : texts) out.add(of(t));
        return out;
    }
}
