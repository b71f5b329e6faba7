package escarmouche.engine.control;

import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;

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

    /** Whether {@code words} (a line as typed: no comment, no spaces around it) is meant as an answer. */
    public static boolean isAnswer(String words) {
        return words.equals(LET_GO) || words.equals(STRIKE) || words.startsWith(STRIKE + " ");
    }

    /**
     * The answer {@code words} hold, or null when they are not meant as one ({@link #isAnswer}); throws
     * {@link IllegalArgumentException} for a strike with an option it does not know, saying what is expected.
     */
    public static ReactionChoice parse(String words) {
        if (!isAnswer(words)) return null;
        return switch (words) {
            case STRIKE -> ReactionChoice.STRIKE;
            case STRIKE_WEAPON -> ReactionChoice.WEAPON;
            case STRIKE_SPELL -> ReactionChoice.SPELL;
            case LET_GO -> ReactionChoice.LET_GO;
            default -> throw new IllegalArgumentException("unknown answer '" + words + "' (expected " + STRIKE + ", "
                    + STRIKE_WEAPON + " or " + STRIKE_SPELL + ")");
        };
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
