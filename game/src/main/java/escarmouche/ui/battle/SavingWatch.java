package escarmouche.ui.battle;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.SaveWords;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Tells the player when the fight's recording stops reaching the disk (a full disk, a folder taken away)
 * and when it reaches it again: the fight goes on either way, its inputs kept in memory and written whole
 * by the next one that can be. The change is told at once, as a notice; while the file lags behind, the screen
 * keeps saying so ({@link #standing}), under any other notice: a notice lasts until the next key, and another
 * takes its place (a creature handed to the AI with H), so one told once was soon gone while every action after
 * it went unsaved too.
 */
final class SavingWatch {
    private final ScreenMessages m;
    private final Supplier<Optional<String>> trouble;
    /** Why the recording could never be started (a table's), told once; null when it was. */
    private String never;
    /** The trouble last told, or null when the file was keeping up. */
    private String said;

    SavingWatch(ScreenMessages m, Supplier<Optional<String>> trouble, String never) {
        this.m = m;
        this.trouble = trouble;
        this.never = never;
    }

    /**
     * While the recording lags behind (its last write failed), what the screen keeps saying in place of a notice;
     * null while it holds the whole fight.
     */
    String standing() {
        return said == null ? null : m.text("battle.save.failing", SaveWords.of(m, said));
    }

    /** A notice when the recording's state changed since the last call, else null. */
    String change() {
        if (never != null) {
            String text = m.text("battle.start.unsaved", SaveWords.of(m, never));
            never = null;
            return text;
        }
        String now = trouble.get().orElse(null);
        if (Objects.equals(now, said)) return null;
        said = now;
        return now != null ? m.text("battle.save.failing", SaveWords.of(m, now)) : m.text("battle.save.back");
    }
}
