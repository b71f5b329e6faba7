package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Work started aside while the game starts: its result when asked, or what it threw. */
class AsideTest {
    @Test
    @DisplayName("Work done aside gives its result, the same each time it is asked")
    void givesItsResult() {
        Supplier<StringBuilder> made = Launch.aside("test", () -> new StringBuilder("done"));
        StringBuilder first = made.get();
        assertEquals("done", first.toString());
        assertSame(first, made.get());
    }

    @Test
    @DisplayName("Work done aside that failed throws its own exception when asked; a checked one comes wrapped with its words")
    void throwsWhatItThrew() {
        IllegalStateException missing = new IllegalStateException("the rules reference is missing");
        Supplier<Object> broken = Launch.aside("test", () -> {
            throw missing;
        });
        assertSame(missing, assertThrows(IllegalStateException.class, broken::get));
        Supplier<Object> unreadable = Launch.aside("rules reference", () -> {
            throw new IOException("disk gone");
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, unreadable::get);
        assertTrue(e.getMessage().contains("rules reference") && e.getMessage().contains("disk gone"), e.getMessage());
    }
}
