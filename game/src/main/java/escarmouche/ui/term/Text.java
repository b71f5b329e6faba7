package escarmouche.ui.term;

import com.googlecode.lanterna.TerminalTextUtils;
import java.util.ArrayList;
import java.util.List;

/** Plain-text helpers for fixed-width cells. */
public final class Text {
    private Text() {}

    /**
     * The widest a paragraph runs, whatever the terminal's width: on a 200-column terminal a line of 190
     * columns has to be read with the head, not the eyes.
     */
    public static final int READING_WIDTH = 110;

    /** The width a paragraph takes in a room this wide. */
    public static int readable(int width) {
        return Math.min(width, READING_WIDTH);
    }

    /** Word-wraps to a width; words longer than the width are cut; blank text gives one empty line. */
    public static List<String> wrap(String text, int width) {
        List<String> out = new ArrayList<>();
        if (width <= 0) return out;
        for (String para : text.split("\n", -1)) {
            if (para.length() <= width) {
                out.add(para);
                continue;
            }
            int indent = 0;
            while (indent < para.length() && para.charAt(indent) == ' ') indent++;
            String first = " ".repeat(Math.min(indent, Math.max(0, width / 2)));
            // A row's selection marker ("▸ ", "▶ ") stands where its siblings have two spaces: its next lines
            // go under its text, as theirs do.
            boolean marked = para.startsWith("▸ ", indent) || para.startsWith("▶ ", indent);
            String pad = " ".repeat(Math.min(indent + (marked ? 2 : 0), Math.max(0, width / 2)));
            StringBuilder line = new StringBuilder(first);
            boolean empty = true;
            for (String word : units(para.substring(indent).split(" +"))) {
                if (word.isEmpty()) continue;
                while (word.length() > width - line.length() && empty && width - line.length() > 0
                        || word.length() > width - pad.length() && width - pad.length() > 0) {
                    if (!empty) {
                        out.add(line.toString());
                        line = new StringBuilder(pad);
                        empty = true;
                    }
                    int cut = width - line.length();
                    out.add(line + word.substring(0, cut));
                    line = new StringBuilder(pad);
                    word = word.substring(cut);
                }
                if (word.isEmpty()) continue;
                int needed = (empty ? 0 : 1) + word.length();
                if (!empty && line.length() + needed > width) {
                    out.add(line.toString());
                    line = new StringBuilder(pad);
                    empty = true;
                }
                if (!empty) line.append(' ');
                line.append(word);
                empty = false;
            }
            out.add(line.toString());
        }
        return out;
    }

    /**
     * The words to wrap, a key's label kept with the word after it: "c: next class" never breaks after "c:"
     * (nor the French "c : classe"), which would leave the key at a line's end and its meaning on the next;
     * and a "·" between two items stays at the end of the first, not at the start of a line.
     */
    private static List<String> units(String[] words) {
        List<String> units = new ArrayList<>(words.length);
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            if (w.equals("·") && !units.isEmpty()) {
                units.set(units.size() - 1, units.get(units.size() - 1) + " ·");
                continue;
            }
            if (i + 1 < words.length && (isKeyLabel(w) || isSymbol(w) || isKey(w)) && !words[i + 1].isEmpty()) {
                w = w + " " + words[++i];
            }
            units.add(w);
        }
        return units;
    }

    /**
     * A map's symbol named before its meaning, as the key list names them (". open, , difficult, + closed
     * door", "« + » porte fermée"): one or two characters, none a letter or a digit, and not a separator or a dash.
     */
    private static boolean isSymbol(String word) {
        // French quotes its symbols: « = » escalier.
        if (word.length() > 2 && word.startsWith("«") && word.endsWith("»")) {
            word = word.substring(1, word.length() - 1).replace("\u00a0", "");
        }
        if (word.isEmpty() || word.length() > 2 || word.equals("·") || word.equals("-") || word.equals("–")
                || word.equals("—")) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) if (Character.isLetterOrDigit(word.charAt(i))) return false;
        return true;
    }

    /**
     * A key named by its letter before what it does ("a pour attaquer", "w asks why"): a word of one letter
     * or digit. An article or a one-letter word glued to the next is no loss either.
     */
    private static boolean isKey(String word) {
        return word.length() == 1 && Character.isLetterOrDigit(word.charAt(0));
    }

    /** "c:", "Esc:", "c\u00a0:": one to three characters and a colon. */
    private static boolean isKeyLabel(String word) {
        int end = word.endsWith("\u00a0:") ? word.length() - 2 : word.endsWith(":") ? word.length() - 1 : -1;
        return end >= 1 && end <= 3;
    }

    /**
     * Whether a terminal draws {@code c} over two columns (Chinese, Japanese, Korean, full-width forms): every
     * layout here counts one column a character, so such a character is refused where text is typed and
     * drawn as '?' wherever it still comes from ({@link Glyphs#shown}).
     */
    public static boolean wide(char c) {
        // Nothing below U+1100 (the first Hangul jamo) is wide: the common case asks no Unicode block.
        return c >= 0x1100 && TerminalTextUtils.isCharDoubleWidth(c);
    }

    /**
     * Cuts text to a width in its middle, keeping its start and its end ("aaaaaaa…aaaaaa-1"): names that differ
     * only at the end (a guest's number) stay told apart.
     */
    public static String fitMiddle(String text, int width) {
        if (text.length() <= width) return text;
        if (width <= 2) return fit(text, width);
        int tail = width / 2;
        int head = width - 1 - tail;
        return text.substring(0, head) + "…" + text.substring(text.length() - tail);
    }

    /** Cuts text to a width, ending with "…" when something was cut. */
    public static String fit(String text, int width) {
        if (width <= 0) return "";
        if (text.length() <= width) return text;
        return width == 1 ? "…" : text.substring(0, width - 1) + "…";
    }

    /**
     * Cuts text to a width at the end of a word, with "…", when at least one word fits ("L'ogre et ses…"
     * rather than "L'ogre et ses lutte…"); else as {@link #fit}.
     */
    public static String fitWords(String text, int width) {
        return fitAt(text, width, " ");
    }

    /**
     * Cuts a list written "a, b, c" to a width after a whole item, with "…" ("épée longue, javeline…", never
     * "mains…" of "mains nues"), when the first item fits; else as {@link #fit}.
     */
    public static String fitItems(String text, int width) {
        return fitAt(text, width, ", ");
    }

    private static String fitAt(String text, int width, String gap) {
        if (text.length() <= width) return text;
        int end = text.lastIndexOf(gap, width - 1);
        while (end > 0 && text.charAt(end - 1) == ' ') end--;
        return end > 0 ? text.substring(0, end) + "…" : fit(text, width);
    }

    /** Pads or cuts to exactly a width. */
    public static String cell(String text, int width) {
        String t = fit(text, width);
        return t + " ".repeat(width - t.length());
    }

    /** A percentage from a value times ten, as "7.5". */
    public static String tenths(int timesTen) {
        return (timesTen / 10) + (timesTen % 10 == 0 ? "" : "." + Math.abs(timesTen % 10));
    }
}
