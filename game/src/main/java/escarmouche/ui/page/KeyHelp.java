package escarmouche.ui.page;

import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/** Every key of the game, as the help screen lists it (docs/playing.md says the same). */
public final class KeyHelp {
    private KeyHelp() {}

    private static final String[][] SECTIONS = {
        {"Moving"},
        {"arrows, h j k l, y u b n, keypad 1-9", "step one square. A step into difficult ground, one that would"
                + " provoke an opportunity attack, or one that is not allowed opens the planner first, which says why"},
        {"m", "plan a move: steer the path square by square; its cost, the movement left, difficult ground and"
                + " the opportunity attacks it would provoke are shown before you go"},
        {"Backspace", "in the planner: take back the last step (stepping back onto it does the same)"},
        {"r", "in the planner, through difficult ground: careful, risky with Str, risky with Dex"},
        {"Enter / Esc", "go / cancel the planned move"},
        {"C", "crawl (arrows crawl on their own while prone)"},
        {"Actions"},
        {"a", "attack: Tab or arrows choose the target, w the weapon; odds and expected damage are shown"},
        {"g / s", "grapple / shove (p: knock prone or push)"},
        {"x / r", "escape a grapple / release the creature you hold"},
        {"D / d / o", "disengage / dash / dodge"},
        {"p", "help an ally (then choose the foe)"},
        {"t / z", "stand up / drop prone"},
        {"c / q / ,", "cast a spell / drink a potion / pick up"},
        {"e", "end the turn"},
        {"Space or Enter", "the list of every action"},
        {"Understanding"},
        {"w", "why? for the latest log line: its rules, what they say, how plain 5e differs"},
        {"L, PgUp, PgDn", "browse the log; Enter or w on any line shows why"},
        {"v", "look: move a cursor over the map (Tab jumps to the next creature); Enter walks there"},
        {"S", "describe the surroundings in words: the eight squares around you and who threatens you"},
        {"R", "the rules reference, by topic or by ID"},
        {"?", "this list"},
        {"During monster turns"},
        {"any key", "skip ahead to your next turn"},
        {"Leaving"},
        {"Q", "leave the fight (asks first)"},
        {"Ctrl-C", "quit the game at once; the terminal is restored"},
    };

    public static List<Line> lines() {
        List<Line> out = new ArrayList<>();
        for (String[] s : SECTIONS) {
            if (s.length == 1) {
                if (!out.isEmpty()) out.add(Line.of(""));
                out.add(Line.heading(s[0]));
            } else {
                out.add(new Line("  " + s[0], Style.KEY));
                out.add(Line.of("        " + s[1]));
            }
        }
        out.add(Line.of(""));
        out.add(Line.dim("On the map: upper-case labels are heroes, lower-case ones monsters; the creature whose"
                + " turn it is shows in reverse video, marked ▼ and ▶ on the rulers. Ground: . open, , difficult,"
                + " ; very difficult, ~ water, = stairs, ▄ low wall, [] pillar, ## wall, + door."));
        return out;
    }
}
