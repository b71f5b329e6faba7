package escarmouche.ui.page;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/** Every key of the game, as the help screen lists it (docs/playing.md says the same). */
public final class KeyHelp {
    private KeyHelp() {}

    /**
     * The sections, as message keys: a heading alone, or the keys and what they do. A key column that is
     * not a message key ("m", "g / s") is the same in every language.
     */
    private static final List<List<String>> SECTIONS = List.of(
        List.of("keyhelp.moving"),
        List.of("keyhelp.step.keys", "keyhelp.step"),
        List.of("m", "keyhelp.plan"),
        List.of("keyhelp.undo.keys", "keyhelp.undo"),
        List.of("r", "keyhelp.risky"),
        List.of("keyhelp.go.keys", "keyhelp.go"),
        List.of("C", "keyhelp.crawl"),
        List.of("U", "keyhelp.takeback"),
        List.of("keyhelp.actions"),
        List.of("a", "keyhelp.attack"),
        List.of("g / s", "keyhelp.grapple"),
        List.of("x / r", "keyhelp.escape"),
        List.of("D / d / o", "keyhelp.disengage"),
        List.of("p", "keyhelp.help"),
        List.of("f", "keyhelp.firstaid"),
        List.of("i / F", "keyhelp.hide"),
        List.of("A", "keyhelp.ready"),
        List.of("t / z", "keyhelp.stand"),
        List.of("c / q / ,", "keyhelp.cast"),
        List.of("O", "keyhelp.door"),
        List.of("e", "keyhelp.end"),
        List.of("keyhelp.menu.keys", "keyhelp.menu"),
        List.of("keyhelp.understanding"),
        List.of("w", "keyhelp.why"),
        List.of("keyhelp.log.keys", "keyhelp.log"),
        List.of("V", "keyhelp.detail"),
        List.of("v", "keyhelp.look"),
        List.of("S", "keyhelp.describe"),
        List.of("R", "keyhelp.reference"),
        List.of("?", "keyhelp.this"),
        List.of("H", "keyhelp.hand"),
        List.of("keyhelp.monsters"),
        List.of("keyhelp.skip.keys", "keyhelp.skip"),
        List.of("keyhelp.react.keys", "keyhelp.react"),
        List.of("keyhelp.leaving"),
        List.of("Q", "keyhelp.leave"),
        List.of("Ctrl-C", "keyhelp.quit"),
        List.of("keyhelp.before.list"),
        List.of("o", "keyhelp.odds"),
        List.of("o, p", "keyhelp.parts"),
        List.of("keyhelp.before.party"),
        List.of("keyhelp.party.move.keys", "keyhelp.party.move"),
        List.of("a / x", "keyhelp.party.add"),
        List.of("h", "keyhelp.party.hand"),
        List.of("c", "keyhelp.party.class"),
        List.of("e", "keyhelp.party.edit"),
        List.of("v / d", "keyhelp.party.watch"),
        List.of("o, p", "keyhelp.party.odds"),
        List.of("keyhelp.building"),
        List.of("b / e", "keyhelp.build"),
        List.of("l", "keyhelp.language"),
        List.of("keyhelp.after"),
        List.of("s / n / l", "keyhelp.again"),
        List.of("p, v", "keyhelp.past")
    );

    /** The list in English. */
    public static List<Line> lines() {
        return lines(ScreenMessages.of(Language.EN));
    }

    /** The list in the session's language. */
    public static List<Line> lines(ScreenMessages m) {
        List<Line> out = new ArrayList<>();
        for (List<String> s : SECTIONS) {
            if (s.size() == 1) {
                if (!out.isEmpty()) out.add(Line.of(""));
                out.add(Line.heading(m.text(s.get(0))));
            } else {
                String keys = s.get(0).startsWith("keyhelp.") ? m.text(s.get(0)) : s.get(0);
                out.add(new Line("  " + keys, Style.KEY));
                out.add(Line.of("        " + m.text(s.get(1))));
            }
        }
        out.add(Line.of(""));
        out.add(Line.dim(m.text("keyhelp.map")));
        return out;
    }
}
