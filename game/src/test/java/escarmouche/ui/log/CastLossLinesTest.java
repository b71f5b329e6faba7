package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.CastEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * CAST-ROLL: a natural 1 fails and loses what the cast spends. The line names it: the spell (its slot), the
 * scroll read; a cantrip spends nothing, its event says lost false, and its line says nothing is lost.
 */
class CastLossLinesTest {
    private static final char NB = '\u00a0';
    private final Map<String, String> names = Map.of("cle", "Cle");
    private final LogLines english = new LogLines(PlayerWords.named(names));
    private final LogLines french = new LogLines(PlayerWords.named(names), ScreenMessages.of(Language.FR));

    private static String line(LogLines lines, CastEvent c) {
        return lines.line(new LoggedEvent(1, 2, c));
    }

    private static CastEvent natural1(String spell, List<Modifier> mods, int total, boolean lost, String item) {
        return new CastEvent("cle", spell, List.of(new Roll(20, 1)), mods, total, false, lost, List.of("CAST-ROLL"),
                item, "gob", null, item == null ? List.of(4, 2) : null, null, null);
    }

    @Test
    @DisplayName("CAST-ROLL: a cantrip's natural 1 fails and loses nothing, in English and French")
    void CAST_ROLL_cantripNaturalOneLosesNothing() {
        CastEvent flame = natural1("sacred-flame", List.of(new Modifier("Wis", 3)), 4, false, null);
        assertEquals("Cle casts sacred flame: d20 1 +3 Wis = 4 vs 7: it fails; a cantrip loses nothing on a natural 1",
                line(english, flame));
        assertEquals("Cle lance le sort sacred flame" + NB + ": d20 1 +3 Sag = 4 contre 7" + NB + ": le sort échoue" + NB
                + "; un tour de magie ne perd rien sur un 1 naturel", line(french, flame));
    }

    @Test
    @DisplayName("CAST-ROLL, CAST-SCROLL: a scroll read on a natural 1 is lost, and the line says the scroll")
    void CAST_SCROLL_naturalOneLosesTheScroll() {
        CastEvent scroll = natural1("magic-missile", List.of(new Modifier("Int", 1), new Modifier("segments", -1)), 1,
                true, "scroll-of-magic-missile");
        assertEquals("Cle reads a scroll of magic missile: d20 1 +1 Int -1 segment = 1 vs 7: it fails, and the scroll is lost",
                line(english, scroll));
        assertEquals("Cle lit un scroll of magic missile" + NB + ": d20 1 +1 Int -1 segment = 1 contre 7" + NB
                + ": le sort échoue, et le parchemin est perdu", line(french, scroll));
    }

    @Test
    @DisplayName("CAST-ROLL: a levelled spell's natural 1 is lost, as before")
    void CAST_ROLL_naturalOneLosesTheSpell() {
        CastEvent hold = natural1("hold-person", List.of(new Modifier("Wis", 3), new Modifier("segments", -4)), 0, true,
                null);
        assertEquals("Cle casts hold person: d20 1 +3 Wis -4 segments = 0 vs 7: it fails, and it is lost",
                line(english, hold));
    }

    @Test
    @DisplayName("CAST-SCROLL: a scroll whose name does not hold its spell's has the spell after it, so the line still"
            + " says which spell was read")
    void CAST_SCROLL_aScrollNamedOtherwiseSaysItsSpell() {
        CastEvent old = new CastEvent("cle", "fireball", List.of(new Roll(20, 15)), List.of(new Modifier("Int", 1)), 16,
                true, false, List.of("CAST-SCROLL", "CAST-ROLL"), "elders-scroll", "gob", null, null, null, null);
        assertEquals("Cle reads an elders scroll (fireball): d20 15 +1 Int = 16 vs 7: it works", line(english, old));
    }
}
