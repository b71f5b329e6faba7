package escarmouche.testing;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.ui.term.Canvas;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** What a drawn canvas shows, row by row, as a terminal would: for tests of one pane or bar without a game. */
public final class CanvasRows {
    private CanvasRows() {}

    public static List<String> of(Canvas canvas) {
        DefaultVirtualTerminal vt = new DefaultVirtualTerminal(new TerminalSize(canvas.width(), canvas.height()));
        try {
            TerminalScreen screen = new TerminalScreen(vt);
            screen.startScreen();
            canvas.flushTo(screen);
            screen.refresh(Screen.RefreshType.DELTA);
            List<String> rows = new ArrayList<>();
            for (int r = 0; r < canvas.height(); r++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < canvas.width(); c++) row.append(vt.getCharacter(c, r).getCharacter());
                rows.add(row.toString());
            }
            screen.stopScreen();
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every row in one line, runs of spaces as one. */
    public static String flat(Canvas canvas) {
        return String.join(" ", of(canvas)).replaceAll(" +", " ");
    }
}
