package escarmouche.ui.battle;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.CheckEvent;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Line;
import java.util.List;
import java.util.regex.Pattern;

/**
 * "Why?" on a saving throw says what a save is before the rules its line names. The rules catalogue has no rule
 * of its own for a save (it is plain 5e): a spell's save names the rules it decides (DMG-ROLL for the damage it
 * avoids or halves, the condition's rule), which alone would explain the damage, not the roll.
 */
final class SaveWhy {
    /** A save's purpose as the engine writes it: "Dex save: sacred-flame from priest". */
    private static final Pattern SAVE = Pattern.compile("(Str|Dex|Con|Int|Wis|Cha) save: .+");

    private SaveWhy() {}

    /** Whether the line tells a saving throw. */
    static boolean isSave(MessageLog.Entry entry) {
        for (LoggedEvent e : entry.events()) {
            if (e.event() instanceof CheckEvent c && c.purpose() != null && SAVE.matcher(c.purpose()).matches()) return true;
        }
        return false;
    }

    /** What a save is, in the screen's language, after a blank line. */
    static List<Line> lines(ScreenMessages m) {
        return List.of(Line.of(""), Line.of(m.text("why.save")));
    }
}
