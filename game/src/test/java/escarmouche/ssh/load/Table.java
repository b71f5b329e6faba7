package escarmouche.ssh.load;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A table printed as Markdown, so that a run's figures can be pasted into the docs as they are. */
final class Table {
    private final String title;
    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    Table(String title, String... headers) {
        this.title = title;
        this.headers = List.of(headers);
    }

    void row(Object... cells) {
        List<String> row = new ArrayList<>();
        for (Object c : cells) row.add(String.valueOf(c));
        while (row.size() < headers.size()) row.add("");
        rows.add(row);
    }

    void note(String note) {
        notes.add(note);
    }

    void print(PrintStream out) {
        int[] width = new int[headers.size()];
        for (int i = 0; i < width.length; i++) {
            width[i] = headers.get(i).length();
            for (List<String> r : rows) width[i] = Math.max(width[i], r.get(i).length());
        }
        out.println();
        out.println("### " + title);
        out.println();
        out.println(line(headers, width));
        List<String> rule = new ArrayList<>();
        for (int w : width) rule.add(String.join("", Collections.nCopies(w, "-")));
        out.println(line(rule, width));
        for (List<String> r : rows) out.println(line(r, width));
        if (!notes.isEmpty()) out.println();
        for (String n : notes) out.println(n);
        out.flush();
    }

    private static String line(List<String> cells, int[] width) {
        StringBuilder b = new StringBuilder("|");
        for (int i = 0; i < width.length; i++) {
            b.append(' ').append(cells.get(i)).append(" ".repeat(width[i] - cells.get(i).length())).append(" |");
        }
        return b.toString();
    }
}
