package escarmouche.ui.page;

import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/** Every key of the game, as the help screen lists it (docs/playing.md says the same). */
public final class KeyHelp {
    private KeyHelp() {}

    private static final List<List<String>> SECTIONS = List.of(
        List.of("Moving"),
        List.of("arrows, h j k l, y u b n, keypad 1-9", "step one square. A step into difficult ground, one that would"
                + " provoke an opportunity attack, or one that is not allowed opens the planner first, which says why"),
        List.of("m", "plan a move: steer the path square by square; its cost, the movement left, difficult ground and"
                + " the opportunity attacks it would provoke are shown before you go"),
        List.of("Backspace", "in the planner: take back the last step (stepping back onto it does the same)"),
        List.of("r", "in the planner, through difficult ground: careful, risky with Str, risky with Dex"),
        List.of("Enter / Esc", "go / cancel the planned move"),
        List.of("C", "crawl (arrows crawl on their own while prone)"),
        List.of("U", "take back your last move of the turn, while no die was rolled and nothing new was seen since"),
        List.of("Actions"),
        List.of("a", "attack: Tab or arrows choose the target, w the weapon, f a second one for the off hand;"
                + " odds and expected damage are shown"),
        List.of("g / s", "grapple / shove (p: knock prone or push)"),
        List.of("x / r", "escape a grapple / release the creature you hold"),
        List.of("D / d / o", "disengage / dash / dodge"),
        List.of("p", "help an ally (then choose the foe)"),
        List.of("t / z", "stand up / drop prone"),
        List.of("c / q / ,", "cast a spell or read a scroll / drink a potion / pick up"),
        List.of("O", "open or close a door beside you (then its direction when there are several); on a locked door,"
                + " pick the lock: a Dex check that takes the whole turn. Walking into a closed door opens it"),
        List.of("e", "end the turn"),
        List.of("Space or Enter", "the list of every action"),
        List.of("Understanding"),
        List.of("w", "why? for the latest log line: its rules, what they say, how plain 5e differs"),
        List.of("L, PgUp, PgDn", "browse the log; Enter or w on any line shows why. While browsing: / searches"
                + " (a name, a word or a rule ID such as OA-LEAVE: only the lines with it stay; Esc clears),"
                + " c keeps the lines naming one creature (again for the next)"),
        List.of("V", "the log's detail, in turn: brief (what happened, no dice), normal (every roll and the IDs of"
                + " the rules that fired), full (also what each monster means to do, and why)"),
        List.of("v", "look: move a cursor over the map (Tab jumps to the next creature); Enter walks there"),
        List.of("S", "describe the surroundings in words: the eight squares around you and who threatens you"),
        List.of("R", "the rules reference, by topic or by ID"),
        List.of("?", "this list"),
        List.of("H", "hand the creature whose turn it is to the AI, which plays on; pressed while the AI plays a"
                + " turn, take that creature by hand (monsters too). Kept in the recording like a command"),
        List.of("During monster turns"),
        List.of("any key", "skip ahead to your next turn (watching a fight on AI: to the next turn; Q leaves)"),
        List.of("y or Enter / n or Esc", "when a monster provokes an opportunity attack from a hero: strike / let it"
                + " go (the hero keeps the reaction). On the title screen, o: always strike without asking"),
        List.of("Leaving"),
        List.of("Q", "leave the fight, or give up (asks first)"),
        List.of("Ctrl-C", "quit the game at once; the terminal is restored"),
        List.of("Before a fight: the list of encounters"),
        List.of("o", "house rules or plain 5e: the chosen encounter's odds under both, side by side"),
        List.of("Before a fight: the party screen"),
        List.of("↑↓ / Enter / Esc", "choose a member / start the fight / back to the encounters"),
        List.of("a / x", "add a class's pre-made character (at most 6 members) / remove the chosen member"),
        List.of("h", "the chosen member is played by hand or by its own behaviour (AI), companions too"),
        List.of("c", "give the chosen hero the next class"),
        List.of("e", "edit the member: ↑↓ a field, ←→ change it (class, level 1-20, weapon, armour, shield,"
                + " potions, hand or AI), Enter on the name to type it (letters, digits, spaces, ' - ., 16 at most)"),
        List.of("Building encounters"),
        List.of("b / e", "on the title screen: build a new encounter / in the list of encounters: edit the chosen"
                + " one (the game's own as a copy). ? in the builder lists its keys"),
        List.of("After a fight"),
        List.of("s / n / l", "fight again with the same seed / a new seed / back to the list of encounters")
    );

    public static List<Line> lines() {
        List<Line> out = new ArrayList<>();
        for (List<String> s : SECTIONS) {
            if (s.size() == 1) {
                if (!out.isEmpty()) out.add(Line.of(""));
                out.add(Line.heading(s.get(0)));
            } else {
                out.add(new Line("  " + s.get(0), Style.KEY));
                out.add(Line.of("        " + s.get(1)));
            }
        }
        out.add(Line.of(""));
        out.add(Line.dim("On the map: each creature is two letters, upper case for the party and its allies, lower"
                + " case for the others; the one whose turn it is shows in reverse video, its row marked ▶ on the"
                + " left ruler. Ground: . open, , difficult, ; very difficult, ~ water, = stairs, ▄▄ low wall,"
                + " [] pillar, ## wall, + closed door, ' open door. A planned path numbers its squares 1 to 9 (then"
                + " 0, 1...); F is where a failed risky step would stop you, ! where you would be struck on the way."
                + " Side panel: R after a hero, its reaction is ready; -, spent."));
        return out;
    }
}
