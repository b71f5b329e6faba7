package escarmouche.ui.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import escarmouche.ui.draft.EncounterDraft;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DraftHistoryTest {
    /** Drafts told apart by name: the history keeps them as they are, never copies. */
    private static List<EncounterDraft> drafts(int n) {
        List<EncounterDraft> out = new ArrayList<>();
        EncounterDraft d = EncounterDraft.blank(12, 8);
        for (int i = 0; i < n; i++) out.add(d.withName("d" + i));
        return out;
    }

    @Test
    @DisplayName("Undo gives back the drafts before each change, newest first; redo walks forward again; a new change forgets the redo")
    void undoRedo() {
        List<EncounterDraft> d = drafts(4);
        DraftHistory h = new DraftHistory();
        assertNull(h.undo(d.get(0)), "nothing yet");
        h.changed(d.get(0));
        h.changed(d.get(1));
        h.changed(d.get(2));
        assertSame(d.get(2), h.undo(d.get(3)));
        assertSame(d.get(1), h.undo(d.get(2)));
        assertEquals(1, h.undoable());
        assertEquals(2, h.redoable());
        assertSame(d.get(2), h.redo(d.get(1)));
        h.changed(d.get(2));
        assertEquals(0, h.redoable(), "a new change forgets what could be redone");
        assertNull(h.redo(d.get(0)));
    }

    @Test
    @DisplayName("At most LIMIT changes are kept: the oldest are forgotten first")
    void bounded() {
        List<EncounterDraft> d = drafts(DraftHistory.LIMIT + 10);
        DraftHistory h = new DraftHistory();
        for (EncounterDraft x : d) h.changed(x);
        assertEquals(DraftHistory.LIMIT, h.undoable());
        EncounterDraft last = null;
        for (EncounterDraft now = d.get(d.size() - 1), back; (back = h.undo(now)) != null; now = back) last = back;
        assertSame(d.get(10), last, "the ten oldest are gone");
    }
}
