package escarmouche.ui.battle;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.SaveWords;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Tells the player when the fight's recording stops reaching the disk (a full disk, a folder taken away)
 * and when it reaches it again: the fight goes on either way, its inputs kept in memory and written whole
 * by the next one that can be. The change is told at once, as a notice; while the file lags behind, the screen
 * keeps saying so ({@link #standing}), under any other notice: a notice lasts until the next key, and another
 * takes its place (a creature handed to the AI with H), so one told once was soon gone while every action after
 * it went unsaved too. Once the fight is over nothing goes on and no action comes to try again: the screen then says
 * that the end itself is not saved, and what that leaves (the save stops before it, no report).
 */
final class SavingWatch {
    private final ScreenMessages m;
    private final Supplier<Optional<String>> trouble;
    /** Whether the fight is over. */
    private final BooleanSupplier over;
    /** Why the recording could never be started (a table's), told once; null when it was. */
    private String never;
    /** The trouble last told, or null when the file was keeping up. */
    private String said;
    /** Whether the fight was over when it was told. */
    private boolean saidOver;

    SavingWatch(ScreenMessages m, Supplier<Optional<String>> trouble, BooleanSupplier over, String never) {
        this.m = m;
        this.trouble = trouble;
        this.over = over;
        this.never = never;
    }

    /**
     * While the recording lags behind (its last write failed), what the screen keeps saying in place of a notice;
     * null while it holds the whole fight.
     */
    String standing() {
        return said == null ? null : failing(said, saidOver);
    }

    /** Why the file lags behind, and what that means: while the fight goes on, or once it is over. */
    private String failing(String why, boolean ended) {
        return m.text(ended ? "battle.save.end" : "battle.save.failing", SaveWords.of(m, why));
    }

    /** A notice when the recording's state changed since the last call, else null. */
    String change() {
        if (never != null) {
            String text = m.text("battle.start.unsaved", SaveWords.of(m, never));
            never = null;
            return text;
        }
        String now = trouble.get().orElse(null);
        boolean ended = over.getAsBoolean();
        // The same trouble is told again as the fight ends: "the fight goes on" no longer holds.
        if (Objects.equals(now, said) && (now == null || ended == saidOver)) return null;
        said = now;
        saidOver = ended;
        return now != null ? failing(now, ended) : m.text("battle.save.back");
    }
}
