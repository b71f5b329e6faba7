package escarmouche.headless;

import escarmouche.command.Command;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.AnswerText;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.events.ErrorEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The players' controller of a headless run: each command is the script's next line, whichever player
 * creature is active. Blank lines and comments are skipped; a line that does not parse becomes an
 * {@code error} event and the next one is read. A refused command leaves the turn open for the next
 * line. Every opportunity attack is taken, as the scenario contract says of scripts, with the blow the game
 * picks, unless the script's next line answers it ({@link AnswerText}: a caster's weapon or spell, OA-REACTION
 * [HOUSE], or letting the mover go; an addition): the line is read ahead when the question comes, and left
 * for the next command when it is no answer. A script typed by hand is not read ahead.
 */
final class ScriptControl implements Controller {
    private final CommandScript script;
    private final CommandParser parser = new CommandParser();
    private String typed;
    private boolean exhausted;
    /** The refused lines kept to be named: past them, they are only counted (each is in the log). */
    static final int KEPT = 1_000;
    private final List<RefusedLine> refused = new ArrayList<>();
    private int refusedCount;

    /** Run before each wait for a line: a person typing reads the log so far before typing the next command. */
    private final Runnable beforeReading;

    ScriptControl(CommandScript script, Runnable beforeReading) {
        this.script = script;
        this.beforeReading = beforeReading;
    }

    /** The script's lines that changed nothing, in the order they were read. */
    List<RefusedLine> refusedLines() {
        return List.copyOf(refused);
    }

    /** How many of the script's lines changed nothing, those not kept included. */
    int refusedCount() {
        return refusedCount;
    }

    private void refuse(RefusedLine line) {
        refusedCount++;
        if (refused.size() < KEPT) refused.add(line);
    }

    /** The lines skipped, left over from turns the game ended itself: past them, they are only counted. */
    private final List<SkippedLine> skipped = new ArrayList<>();
    private int skippedCount;

    /** The script's lines passed over unplayed, in order ({@link #turnCutShort}). */
    List<SkippedLine> skippedLines() {
        return List.copyOf(skipped);
    }

    /** How many lines were passed over in all, those not kept included. */
    int skippedCount() {
        return skippedCount;
    }

    /** Whether the script ran out of lines on a player creature's turn. */
    boolean exhausted() {
        return exhausted;
    }

    @Override
    public Command next(Battle battle, Creature self) {
        String line;
        while (true) {
            // Before each line: a refusal of the line before is read before the next is typed.
            beforeReading.run();
            try {
                line = script.nextLine();
            } catch (CommandScript.Unreadable e) {
                if (!e.lineOnly()) throw e;
                // A key pressed by mistake in a terminal: that line is refused, and the person types the next.
                refuse(new RefusedLine(e.line(), e.shown(), e.reason()));
                battle.emit(new ErrorEvent(e.shown(), e.reason()));
                continue;
            }
            if (line == null) break;
            String words = words(line);
            if (AnswerText.isAnswer(words)) {
                // Read where no question waits: the line before it let no foe provoke a creature of the party. A line
                // that is no answer at all says so first, as it would where a question waits.
                String reason;
                try {
                    AnswerText.typed(words);
                    reason = "no opportunity attack waits for an answer here";
                } catch (IllegalArgumentException e) {
                    reason = e.getMessage();
                }
                refuse(new RefusedLine(script.lineNumber(), words, reason));
                battle.emit(new ErrorEvent(words, reason, List.of("OA-REACTION")));
                continue;
            }
            try {
                Command c = parser.parse(line);
                if (c != null) {
                    typed = CommandParser.typed(line);
                    return c;
                }
            } catch (CommandSyntaxException e) {
                refuse(new RefusedLine(script.lineNumber(), line.trim(), e.getMessage()));
                battle.emit(new ErrorEvent(line.trim(), e.getMessage(), e.rules()));
            }
        }
        exhausted = true;
        return null;
    }

    /**
     * OA-REACTION: the answer the script's next line gives (blank lines and comments passed over), used up; a plain
     * strike when that line is no answer, which stays for the next command. An answer the question does not take
     * (the spell of a creature that has none), or a line meant as an answer that is none ({@code !let-go now}),
     * is refused as a bad command is, with an {@code error} event, and the line after it is read in its place.
     */
    @Override
    public ReactionChoice react(Battle battle, Creature self, OpportunityQuestion question) {
        while (true) {
            String words = answerAhead();
            if (words == null) return ReactionChoice.STRIKE;
            script.useAhead();
            String reason;
            try {
                ReactionChoice choice = AnswerText.typed(words);
                reason = AnswerText.refusal(question, choice);
                if (reason == null) return choice;
            } catch (IllegalArgumentException e) {
                reason = e.getMessage();
            }
            refuse(new RefusedLine(script.lineNumber(), words, reason));
            battle.emit(new ErrorEvent(words, reason, List.of("OA-REACTION")));
        }
    }

    /** The next line that is not blank nor a comment, as typed, when it is an answer; else null, nothing used up. */
    private String answerAhead() {
        String line;
        while ((line = script.readAhead()) != null) {
            String words = words(line);
            if (!words.isEmpty()) return AnswerText.isAnswer(words) ? words : null;
        }
        return null;
    }

    /** A line as typed, its comment and the spaces around it left out, and those between its words made one. */
    static String words(String line) {
        return CommandParser.typed(line).replaceAll("\\s+", " ");
    }

    /**
     * The game ended the turn of {@code self} itself (dropped by a blow as it moved, by the strain of acting at 0 HP...):
     * the lines the script wrote for the rest of that turn would be read by the next creature, its {@code end} ending
     * that one's turn unplayed. They are passed over up to and including the next {@code end} line (answers and lines
     * that do not parse with them: they were that turn's), and named. A script typed by hand is not: its person sees
     * the turn end before typing the next line.
     */
    @Override
    public void turnCutShort(Battle battle, Creature self, String why) {
        if (script.byHand()) return;
        for (String line = script.nextLine(); line != null; line = script.nextLine()) {
            String words = words(line);
            if (words.isEmpty()) continue;
            skippedCount++;
            if (skipped.size() < KEPT) skipped.add(new SkippedLine(script.lineNumber(), words, why));
            if (ends(line)) return;
        }
    }

    /** Whether the line is an {@code end} command. */
    private boolean ends(String line) {
        if (AnswerText.isAnswer(words(line))) return false;
        try {
            return parser.parse(line) instanceof Command.End;
        } catch (CommandSyntaxException e) {
            return false;
        }
    }

    /** The line as it was typed, so that an {@code error} event points the user at the script. */
    @Override
    public String typed(Command command) {
        return typed;
    }

    @Override
    public boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
        // The command refused is always the line last read: a script hands out one command at a time.
        refuse(new RefusedLine(script.lineNumber(), typed, refusal.reason()));
        return true;
    }
}
