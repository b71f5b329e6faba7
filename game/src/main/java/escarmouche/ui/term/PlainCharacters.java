package escarmouche.ui.term;

import escarmouche.lang.Folding;

/**
 * What a terminal whose charset lacks a character shows instead: the screens draw box lines, arrows, a
 * triangle for the creature whose turn it is, middle dots and French letters, which a terminal set to ASCII
 * (a locale of {@code C} or {@code POSIX}, or none, as in many containers) cannot take. Lanterna wrote the
 * box lines as DEC line-drawing codes without switching to that set ("x" for every "│") and the rest as
 * "?"; these keep each to one column and readable: "|", "-", "+", ">", ".", "~" and letters without accents.
 * PlainCharactersTest checks that every character beyond ASCII the screens' sources, bundles, rules reference
 * and content write has one: the replay's pause mark "❚❚" showed "??".
 */
public final class PlainCharacters {
    private PlainCharacters() {}

    /** {@code c} itself when the charset has it; else its plain stand-in, or {@code ?}. */
    public static char of(char c) {
        switch (c) {
            case '─', '━', '═', '–', '—', '╌' -> { return '-'; }
            // The replay's pause mark (❚❚) and the log search's cursor (▏) among them.
            case '│', '┃', '║', '╎', '❚', '▏' -> { return '|'; }
            case '┌', '┐', '└', '┘', '├', '┤', '┬', '┴', '┼', '╔', '╗', '╚', '╝', '╠', '╣', '╦', '╩', '╬' -> {
                return '+';
            }
            // The map's marks of a view that goes on beyond (MapRuler) among them.
            case '▶', '►', '▸', '→', '›' -> { return '>'; }
            case '◀', '◄', '◂', '←', '‹' -> { return '<'; }
            case '↑', '˄' -> { return '^'; }
            case '↓', '˅' -> { return 'v'; }
            case '·', '•', '░' -> { return '.'; }
            // A text cut short: a dot there ended the cut sentence as if it were whole ("... master clubs.").
            case '…' -> { return '~'; }
            case '▒' -> { return ':'; }
            case '█', '▓' -> { return '#'; }
            case '▄', '▀' -> { return 'o'; }
            case '\u00a0', '\u202f' -> { return ' '; }
            case '«', '»', '“', '”' -> { return '"'; }
            case '‘', '’' -> { return '\''; }
            case '×' -> { return 'x'; }
            case '✓', '✔' -> { return '*'; }
            // Letters that lose no accent but are two joined (cœur), and the micro sign: one column each still.
            case 'œ' -> { return 'o'; }
            case 'Œ' -> { return 'O'; }
            case 'æ' -> { return 'a'; }
            case 'Æ' -> { return 'A'; }
            case 'µ' -> { return 'u'; }
            default -> {
                // A letter with an accent: the letter alone (é, è, ê, à, ç, Ō).
                String bare = Folding.withoutAccents(String.valueOf(c));
                return bare.length() == 1 && bare.charAt(0) < 128 ? bare.charAt(0) : '?';
            }
        }
    }
}
