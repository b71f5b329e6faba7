package escarmouche.rules.conditions;

/**
 * When a timed condition ends. Conditions without one last until something removes them (standing up,
 * healing, escaping). Turns are named by the creature whose turn it is ({@code anchor}), usually the one
 * that imposed the condition or the one that has it.
 *
 * <ul>
 *   <li>{@link Kind#START_OF_TURN}: until the start of the anchor's next turn (Dodge, Help);</li>
 *   <li>{@link Kind#END_OF_TURN}: until the end of the anchor's next turn; a turn already under way when
 *       the condition began does not count, hence {@code armed}, set when the anchor's next turn starts;
 *       with {@code rounds} above 1 ({@link #endOfTurns}), until the end of the anchor's {@code rounds}-th
 *       next turn, counted down as each of them starts (a weapon's poison, COND-POISONED);</li>
 *   <li>{@link Kind#ROUNDS}: for {@code rounds} rounds, counted at the start of each of the anchor's
 *       turns: imposed on the anchor's turn, it ends when the anchor's {@code rounds}-th next turn starts.</li>
 * </ul>
 */
public record ConditionEnd(Kind kind, String anchor, int rounds, boolean armed) {
    public enum Kind { START_OF_TURN, END_OF_TURN, ROUNDS }

    public ConditionEnd {
        if (anchor == null) throw new IllegalArgumentException("a timed condition needs the creature whose turn counts");
        if (kind == Kind.ROUNDS && rounds < 1) throw new IllegalArgumentException("a duration needs at least 1 round");
    }

    public static ConditionEnd startOfNextTurn(String anchor) {
        return new ConditionEnd(Kind.START_OF_TURN, anchor, 0, false);
    }

    public static ConditionEnd endOfNextTurn(String anchor) {
        return new ConditionEnd(Kind.END_OF_TURN, anchor, 0, false);
    }

    /**
     * Until the end of {@code anchor}'s {@code turns}-th next turn (a turn under way does not count): the
     * start of each of those turns finds it still there. {@code turns} 1 is {@link #endOfNextTurn}.
     */
    public static ConditionEnd endOfTurns(int turns, String anchor) {
        if (turns < 1) throw new IllegalArgumentException("a duration needs at least 1 turn");
        return new ConditionEnd(Kind.END_OF_TURN, anchor, turns <= 1 ? 0 : turns, false);
    }

    public static ConditionEnd rounds(int rounds, String anchor) {
        return new ConditionEnd(Kind.ROUNDS, anchor, rounds, false);
    }

    /** Whether the condition ends as {@code who}'s turn starts. */
    public boolean endsAtStartOf(String who) {
        if (!anchor.equals(who)) return false;
        return kind == Kind.START_OF_TURN || (kind == Kind.ROUNDS && rounds <= 1);
    }

    /** The end as it stands once {@code who}'s turn has started (and the condition did not end). */
    public ConditionEnd afterStartOf(String who) {
        if (!anchor.equals(who)) return this;
        return switch (kind) {
            case ROUNDS -> new ConditionEnd(kind, anchor, rounds - 1, armed);
            // Turns left counted down; one left is the plain "next turn" (0), which its start arms.
            case END_OF_TURN -> rounds >= 2 ? new ConditionEnd(kind, anchor, rounds == 2 ? 0 : rounds - 1, false)
                    : new ConditionEnd(kind, anchor, 0, true);
            default -> this;
        };
    }

    /** Whether the condition ends as {@code who}'s turn ends. */
    public boolean endsAtEndOf(String who) {
        return kind == Kind.END_OF_TURN && armed && anchor.equals(who);
    }

    /** For the log: "until the start of gob's next turn", "for 3 rounds (hero's turns)". */
    public String describe() {
        return switch (kind) {
            case START_OF_TURN -> "until the start of " + anchor + "'s next turn";
            case END_OF_TURN -> rounds > 1 ? "until the end of " + anchor + "'s next " + rounds + " turns"
                    : "until the end of " + anchor + "'s " + (armed ? "turn" : "next turn");
            case ROUNDS -> "for " + rounds + (rounds == 1 ? " round" : " rounds") + " (counted on " + anchor + "'s turns)";
        };
    }
}
