package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MenuLabelsFitTest {
    /** A box at 80 columns is 76 wide, 72 inside: the mark and the key take 4, a greyed entry adds " · " and "not now". */
    private static final int ROOM = 72;

    @Test
    @DisplayName("Every fixed entry of the action menu fits an 80-column box whole, greyed too, in both languages")
    void actionsFitGreyed() {
        List<String> cut = new ArrayList<>();
        for (Language language : Language.values()) {
            ResourceBundle bundle = ScreenMessages.bundle(language);
            ScreenMessages m = ScreenMessages.of(language);
            String notNow = m.text("menu.notnow");
            for (String key : bundle.keySet()) {
                // The entries filled in at play (a dodge's odds, the menu's title) have their own room.
                String label = m.text(key);
                if (!key.startsWith("action.") || label.contains("{")) continue;
                int width = 4 + label.length() + 3 + notNow.length();
                if (width > ROOM) cut.add(language + " " + key + " (" + width + "): " + label);
            }
        }
        assertEquals(List.of(), cut);
    }
}
