package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MenuLabelsFitTest {
    /**
     * A box at 80 columns is 76 wide, 72 inside: the mark and the key take 4; a greyed entry is its name without
     * the words in brackets, then " · " and its short reason ({@code battle.brief.}: its action used, or its own).
     */
    private static final int ROOM = 72;

    @Test
    @DisplayName("Every fixed entry of the action menu fits an 80-column box whole, greyed with a short reason too, in both languages")
    void actionsFitGreyed() {
        List<String> cut = new ArrayList<>();
        for (Language language : Language.values()) {
            ResourceBundle bundle = ScreenMessages.bundle(language);
            ScreenMessages m = ScreenMessages.of(language);
            // The short reason an entry may show: its action used for any entry, and each one's own.
            Map<String, List<String>> own = Map.of(
                    "action.takeback", List.of("battle.brief.undo.none", "battle.brief.undo.rolled"),
                    "action.door", List.of("battle.brief.no.door"),
                    "action.cast", List.of("battle.brief.no.spell"),
                    "action.grapple", List.of("battle.why.no.foe.reach"),
                    "action.shove", List.of("battle.why.no.foe.reach"),
                    "action.disengage", List.of("battle.why.no.foe.leave"));
            for (String key : bundle.keySet()) {
                // The entries filled in at play (a dodge's odds, the menu's title) have their own room.
                String label = m.text(key);
                if (!key.startsWith("action.") || label.contains("{")) continue;
                int open = label.lastIndexOf(" (");
                String bare = open > 0 && label.endsWith(")") ? label.substring(0, open) : label;
                int width = 4 + label.length();
                List<String> reasons = new ArrayList<>(own.getOrDefault(key, List.of()));
                reasons.add("battle.brief.action.used");
                for (String r : reasons) width = Math.max(width, 4 + bare.length() + 3 + m.text(r).length());
                if (width > ROOM) cut.add(language + " " + key + " (" + width + "): " + label);
            }
        }
        assertEquals(List.of(), cut);
    }
}
