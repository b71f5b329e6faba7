package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.Line;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The key list (?) says the keys that hold where it is opened: at a table there is no H of a fight alone for a
 * player, no skipping the others' turns and no giving up; the game master's adds the seats. A fight alone keeps its
 * list as it was.
 */
class KeyHelpAtTableTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    /** The texts of the lines from the one that reads {@code from} to the map's legend, which every list ends with. */
    private static List<String> from(List<Line> lines, String from) {
        List<String> texts = lines.stream().map(Line::text).toList();
        return texts.subList(texts.indexOf(from), texts.size() - 1);
    }

    private static List<String> keys(List<Line> lines) {
        return lines.stream().filter(l -> l.style() == escarmouche.ui.term.Style.KEY).map(Line::text).toList();
    }

    @Test
    @DisplayName("A seated player's list: the intro, no H, the others' turns not skipped, Q leaves the table without"
            + " giving up, Ctrl-C as a Q unasked")
    void aPlayersList() {
        List<Line> lines = KeyHelp.atTable(EN, false, 10);
        assertEquals("At a table you give your creatures' orders on their turns only. The AI plays the creatures nobody"
                + " at the table commands, one move at a time at the table's pace, and every screen follows it: no key"
                + " skips ahead.", lines.get(0).text());
        assertEquals(List.of(
                "On the others' turns",
                "  w, L, V, v, R, ?",
                "        look and read as on your turns; a key that would act says whose move it is and which creatures"
                        + " you play",
                "  y or Enter / n or Esc",
                "        when a creature of yours may make an opportunity attack: strike / let it go (it keeps its"
                        + " reaction). The fight waits for your answer: at a table every seat is asked, whatever the title"
                        + " screen says",
                "  a / s",
                "        a caster who may answer with a one-segment spell instead (CAST-OA) chooses: the weapon blow / the"
                        + " spell",
                "",
                "Leaving",
                "  Q",
                "        leave the table (asks first, and says what becomes of the fight): while others are at it, it goes"
                        + " on without you, your creatures played by the AI or the game master until you join again from"
                        + " the list of tables (T on the title screen). A table's fight cannot be given up",
                "  Ctrl-C",
                "        end your session at once (the terminal is restored): you leave the table as with Q, without the"
                        + " question",
                ""), from(lines, "On the others' turns"));
        assertEquals(List.of("  arrows, h j k l, y u b n, keypad 1-9", "  m", "  Backspace", "  r", "  Enter / Esc", "  C",
                "  U", "  a", "  g / s", "  x / r", "  D / d / o", "  p", "  f", "  i / F", "  A", "  t / z", "  c / q / ,",
                "  O", "  e", "  Space or Enter", "  w", "  L, PgUp, PgDn", "  V", "  v", "  S", "  R", "  ?",
                "  w, L, V, v, R, ?", "  y or Enter / n or Esc", "  a / s", "  Q", "  Ctrl-C"), keys(lines));
    }

    @Test
    @DisplayName("The game master's list, in French: the seats (H, Espace, d, + / -) before the others' turns, and how"
            + " long the table waits for them")
    void theGameMastersListInFrench() {
        List<Line> lines = KeyHelp.atTable(FR, true, 10);
        assertEquals(List.of(
                "Les places (MJ)",
                "  H",
                "        pendant le combat\u00a0: les places, pour donner une créature à quelqu'un d'autre sans arrêter le"
                        + " combat\u00a0; H ou Échap y ramène",
                "  ↑↓ / Espace",
                "        sur les places\u00a0: choisir une créature / la donner au joueur suivant, à vous ou à l'IA, dès son"
                        + " prochain coup",
                "  d",
                "        sur les places\u00a0: qui remplace un joueur qui décroche, l'IA ou vous",
                "  + / -",
                "        sur les places\u00a0: l'IA joue plus lentement / plus vite à cette table, jusqu'à sans attendre\u00a0;"
                        + " chaque place lit le nouveau rythme",
                "",
                "Pendant le tour des autres",
                "  w, L, V, v, R, ?",
                "        regarder et lire comme à votre tour\u00a0; une touche qui agirait dit à qui est le coup et quelles"
                        + " créatures vous jouez",
                "  y ou Entrée / n ou Échap",
                "        quand une de vos créatures peut faire une attaque d'opportunité\u00a0: frapper / la laisser passer"
                        + " (elle garde sa réaction). Le combat attend votre réponse\u00a0: à une table chaque place est"
                        + " interrogée, quoi que dise l'écran titre",
                "  a / s",
                "        un lanceur de sorts qui peut répondre par un sort d'un segment à la place (CAST-OA) choisit\u00a0:"
                        + " le coup d'arme / le sort",
                "",
                "Partir",
                "  Q",
                "        quitter la table (confirmation demandée)\u00a0: elle continue pour ses joueurs, vos créatures jouées"
                        + " par l'IA, et ferme si vous ne revenez pas sous 10\u00a0minutes. Un combat de table ne s'abandonne pas",
                "  Ctrl-C",
                "        terminer votre session tout de suite (le terminal est rétabli)\u00a0: vous quittez la table comme"
                        + " avec Q, sans la question",
                ""), from(lines, "Les places (MJ)"));
        assertEquals("        leave the table (asks first): it plays on for its players, your creatures played by the AI,"
                + " and closes unless you are back within 1 minute. A table's fight cannot be given up",
                from(KeyHelp.atTable(EN, true, 1), "Leaving").get(2));
    }

    @Test
    @DisplayName("Alone, the list is the fight alone's: H hands a creature to the AI, T shows the tutorial's welcome again,"
            + " any key skips the monsters' turns, Q leaves or gives up, then the menus' keys")
    void aloneTheListIsUnchanged() {
        List<String> texts = KeyHelp.lines(EN).stream().map(Line::text).toList();
        assertEquals(141, texts.size());
        assertEquals("Moving", texts.get(0));
        assertEquals(List.of(
                "  ?",
                "        this list",
                "  H",
                "        hand the creature whose turn it is to the AI, which plays on; pressed while the AI plays a turn,"
                        + " take that creature by hand (monsters too). Kept in the recording like a command",
                "  T",
                "        in the tutorial: its welcome again, with its keys and lessons",
                "",
                "During monster turns",
                "  any key",
                "        skip ahead to your next turn (watching a fight on AI: to the next turn; Q leaves)"),
                texts.subList(texts.indexOf("  ?"), texts.indexOf("  ?") + 10));
        assertEquals("        leave the fight, or give up (asks first)", texts.get(texts.indexOf("  Q") + 1));
        assertEquals(141, KeyHelp.lines(FR).size());
    }
}
