package escarmouche.engine.control;

import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.lang.Quoted;
import java.util.Locale;

/**
 * OA-REACTION: the answer to an opportunity-attack question as a line of text, the same in a recording and in a
 * command script: {@code !strike} (the blow the game picks, CAST-OA's policy for a caster), {@code !let-go}, and a
 * caster's own choice between its weapon and its one-segment spell (OA-REACTION [HOUSE]), {@code !strike with=weapon}
 * or {@code !strike with=spell}. No command starts with {@code !}.
 */
public final class AnswerText {
    public static final String STRIKE = "!strike";
    public static final String STRIKE_WEAPON = "!strike with=weapon";
    public static final String STRIKE_SPELL = "!strike with=spell";
    public static final String LET_GO = "!let-go";

    /** The longest line an error quotes whole. */

    private AnswerText() {}

    /** The line of an answer; a question left open ({@link ReactionChoice#ASK}) has none. */
    public static String of(ReactionChoice choice) {
        return switch (choice) {
            case STRIKE -> STRIKE;
            case WEAPON -> STRIKE_WEAPON;
            case SPELL -> STRIKE_SPELL;
            case LET_GO -> LET_GO;
            case ASK -> throw new IllegalArgumentException("a question left open has no answer to write");
        };
    }

    /**
     * Whether {@code words} (a line as typed: no comment, no spaces around it) is meant as an answer: no command starts
     * with {@code !}, so a line that does is an answer, right or wrong.
     */
    public static boolean isAnswer(String words) {
        return words.startsWith("!");
    }

    /**
     * The answer a recording's input holds, written as the game writes it (lower case, one space), or null when the
     * input is none of the four. A recording is written by the game: an answer in another form is damage there,
     * where a script's line takes the case a command may ({@link #typed}).
     */
    public static ReactionChoice parse(String line) {
        return switch (line) {
            case STRIKE -> ReactionChoice.STRIKE;
            case STRIKE_WEAPON -> ReactionChoice.WEAPON;
            case STRIKE_SPELL -> ReactionChoice.SPELL;
            case LET_GO -> ReactionChoice.LET_GO;
            default -> null;
        };
    }

    /**
     * The answer a script's line holds, its words (spaces between them made one) in any case, as a command's are
     * ({@code !STRIKE With=Weapon}); null when the line is no answer ({@link #isAnswer}). Throws
     * {@link IllegalArgumentException} for a line meant as an answer that is none of the four, saying which they
     * are: a wrong answer is refused, never taken for another blow.
     */
    public static ReactionChoice typed(String words) {
        if (!isAnswer(words)) return null;
        ReactionChoice choice = parse(words.toLowerCase(Locale.ROOT));
        if (choice == null) throw new IllegalArgumentException(unknown(words));
        return choice;
    }

    /**
     * Why {@code words}, a line meant as an answer, is none: the line quoted as {@link Quoted#shown} cuts it, and the
     * four answers.
     */
    public static String unknown(String words) {
        return "unknown answer '" + Quoted.shown(words) + "' (expected " + STRIKE + ", " + STRIKE_WEAPON + ", " + STRIKE_SPELL
                + " or " + LET_GO + ")";
    }

    /**
     * Why {@code question} does not take {@code choice}, a blow it does not offer, in the engine's words; null when
     * it takes it.
     */
    public static String refusal(OpportunityQuestion question, ReactionChoice choice) {
        if (question.takes(choice)) return null;
        return choice == ReactionChoice.SPELL
                ? question.reactor() + " has no one-segment spell to cast at " + question.mover()
                : "no melee weapon of " + question.reactor() + " reaches " + question.mover();
    }
}
