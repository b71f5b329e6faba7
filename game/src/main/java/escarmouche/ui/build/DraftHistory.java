package escarmouche.ui.build;

import escarmouche.ui.draft.EncounterDraft;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The builder's undo and redo. Drafts are immutable, so the history keeps the drafts themselves: the one
 * before each change, at most {@link #LIMIT} of them (a long session of painting forgets its oldest steps,
 * never its memory). A new change after an undo forgets what could be redone, as editors do.
 */
final class DraftHistory {
    /** Changes kept to undo: a room painted square by square fits, and a draft is a few kilobytes at most. */
    static final int LIMIT = 500;

    private final Deque<EncounterDraft> undo = new ArrayDeque<>();
    private final Deque<EncounterDraft> redo = new ArrayDeque<>();

    /** Records the draft as it was before a change. */
    void changed(EncounterDraft before) {
        undo.push(before);
        if (undo.size() > LIMIT) undo.removeLast();
        redo.clear();
    }

    /** The draft before the last change, {@code now} kept to redo; null when there is nothing to undo. */
    EncounterDraft undo(EncounterDraft now) {
        if (undo.isEmpty()) return null;
        redo.push(now);
        return undo.pop();
    }

    /** The draft the last undo left, {@code now} kept to undo again; null when there is nothing to redo. */
    EncounterDraft redo(EncounterDraft now) {
        if (redo.isEmpty()) return null;
        undo.push(now);
        return redo.pop();
    }

    int undoable() {
        return undo.size();
    }

    int redoable() {
        return redo.size();
    }
}
