package escarmouche.ssh;

import java.util.Arrays;

/**
 * What a client's terminal shows, rebuilt from the bytes the server sent: enough of ANSI for Lanterna's
 * output (cursor positioning, clearing; styles ignored). The game sends only the cells that changed, so
 * text can only be checked on the screen as a whole, never in the raw stream.
 */
public final class ScreenReplica {
    private final char[][] cells;
    private int row;
    private int col;

    ScreenReplica(int columns, int rows) {
        cells = new char[rows][columns];
        clear();
    }

    /** The screen after all of {@code output}, from a blank one. */
    public static ScreenReplica of(String output, int columns, int rows) {
        ScreenReplica s = new ScreenReplica(columns, rows);
        s.feed(output);
        return s;
    }

    private void clear() {
        for (char[] line : cells) Arrays.fill(line, ' ');
    }

    private void feed(String out) {
        int i = 0;
        while (i < out.length()) {
            char c = out.charAt(i);
            if (c == '\u001B' && i + 1 < out.length()) {
                i = escape(out, i + 1);
                continue;
            }
            if (c == '\r') col = 0;
            else if (c == '\n') row = Math.min(cells.length - 1, row + 1);
            else if (c == '\b') col = Math.max(0, col - 1);
            else if (c >= ' ') put(c);
            i++;
        }
    }

    private void put(char c) {
        if (row < cells.length && col < cells[row].length) cells[row][col] = c;
        col++;
    }

    /** Interprets one escape sequence; returns the index after it. */
    private int escape(String out, int i) {
        char kind = out.charAt(i);
        if (kind != '[') return kind == '(' || kind == ')' ? i + 2 : i + 1;
        int j = i + 1;
        while (j < out.length() && (out.charAt(j) < '@' || out.charAt(j) > '~')) j++;
        if (j >= out.length()) return j;
        String params = out.substring(i + 1, j);
        char fin = out.charAt(j);
        String[] p = params.startsWith("?") ? new String[0] : params.split(";", -1);
        switch (fin) {
            case 'H', 'f' -> {
                row = Math.max(0, number(p, 0, 1) - 1);
                col = Math.max(0, number(p, 1, 1) - 1);
            }
            case 'J' -> {
                if (number(p, 0, 0) == 2) clear();
            }
            case 'K' -> {
                if (row < cells.length) for (int c = col; c < cells[row].length; c++) cells[row][c] = ' ';
            }
            case 'A' -> row = Math.max(0, row - number(p, 0, 1));
            case 'B' -> row = Math.min(cells.length - 1, row + number(p, 0, 1));
            case 'C' -> col += number(p, 0, 1);
            case 'D' -> col = Math.max(0, col - number(p, 0, 1));
            default -> { }
        }
        return j + 1;
    }

    private static int number(String[] p, int index, int fallback) {
        if (index >= p.length || p[index].isEmpty()) return fallback;
        try {
            return Integer.parseInt(p[index]);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public String row(int r) {
        return new String(cells[r]);
    }

    public int rows() {
        return cells.length;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (char[] line : cells) sb.append(line).append('\n');
        return sb.toString();
    }
}
