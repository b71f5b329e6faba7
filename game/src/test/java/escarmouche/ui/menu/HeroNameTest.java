package escarmouche.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Why a typed hero name is refused: the refused character is said back as the player can read it. */
class HeroNameTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    @Test
    @DisplayName("A character the terminal obeys (direction override U+202E, 8-bit CSI U+009B, escape) is named by its code,"
            + " never echoed; an ordinary refused character is shown as itself")
    void obeyedCharactersNamedByCode() {
        assertEquals("A name uses letters, digits, spaces and ' - . only, not \"U+202E\".",
                HeroName.problem(EN, "Sa\u202Eble", List.of()));
        assertEquals("A name uses letters, digits, spaces and ' - . only, not \"U+009B\".",
                HeroName.problem(EN, "Sa\u009Bble", List.of()));
        assertEquals("A name uses letters, digits, spaces and ' - . only, not \"U+001B\".",
                HeroName.problem(EN, "Sa\u001Bble", List.of()));
        assertEquals("A name uses letters, digits, spaces and ' - . only, not \"Ω\".",
                HeroName.problem(EN, "Ωmega", List.of()));
    }
}
