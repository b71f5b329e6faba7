package escarmouche.ui.build;

import escarmouche.lang.TerminalControl;
import escarmouche.ui.term.Text;
import java.util.function.IntPredicate;

/**
 * What one of the builder's prompts takes, and the message that says why it refuses the rest: a key typed and
 * dropped without a word left the player looking at a name that was not the one typed ("L’ogre" kept as "Logre").
 *
 * @param allowed a character that goes in as typed
 * @param refused the message key of a refused character, its {0} the character as {@link BuildPrompt} shows it
 */
record PromptChars(IntPredicate allowed, String refused) {
    /**
     * A name's characters: any the terminal shows in one column (the French ’ « » — …, quotes, slashes, ½). A name
     * is only ever shown and written as JSON text, and the file named after it keeps only its letters and digits
     * (FileSlug), so nothing in it reaches a path. Refused: what a terminal obeys instead of showing (a control, a
     * direction override, which the checker refuses in any text too), and what takes no column of its own (a
     * combining accent, a zero-width or other invisible format character, half of a pair of surrogates) and would
     * pull every column after it one to the left. A wide character has its own message, the same in every prompt.
     */
    static PromptChars names() {
        return new PromptChars(PromptChars::oneColumn, "build.prompt.refused.name");
    }

    /**
     * A combatant's id: what the checker takes in one, letters a to z of either case (no accents), digits, "-" and
     * "_" (docs/scenarios.md, combatants): anything else typed here was only refused later, by the checks.
     */
    static PromptChars id() {
        return new PromptChars(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_',
                "build.prompt.refused.id");
    }

    /** A side: one word of letters of any alphabet, digits, "-" or "_", as the format takes it. */
    static PromptChars side() {
        return new PromptChars(c -> Character.isLetterOrDigit(c) || c == '-' || c == '_', "build.prompt.refused.side");
    }

    /** Digits, and a minus where {@code signed} (the seed, a number of hit points). */
    static PromptChars digits(boolean signed) {
        return signed ? new PromptChars(c -> Character.isDigit(c) || c == '-', "build.prompt.refused.signed")
                : new PromptChars(Character::isDigit, "build.prompt.refused.digits");
    }

    /** Shown on one column of its own: neither obeyed by the terminal, nor wide, nor without a width. */
    static boolean oneColumn(int c) {
        if (TerminalControl.obeyed(c) || Text.wide((char) c)) return false;
        return switch (Character.getType(c)) {
            case Character.NON_SPACING_MARK, Character.ENCLOSING_MARK, Character.FORMAT, Character.SURROGATE,
                    Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR, Character.UNASSIGNED -> false;
            default -> true;
        };
    }
}
