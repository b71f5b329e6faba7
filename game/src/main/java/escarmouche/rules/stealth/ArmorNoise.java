package escarmouche.rules.stealth;

import escarmouche.rules.core.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * SURP-ARMOR: every piece of armour worn adds its own modifier to stealth and surprise checks (content
 * gives each one: plate -8, great shield -2, great helm -2 ...), and they add up. A creature wearing
 * nothing at all, not even a helm or a shield, gets +1 instead.
 */
public final class ArmorNoise {
    private ArmorNoise() {}

    /** One worn piece: its name for the log and its stealth modifier. */
    public record Piece(String name, int stealth) {}

    public static List<Modifier> of(List<Piece> worn) {
        if (worn.isEmpty()) return List.of(new Modifier("no armour", 1));
        List<Modifier> out = new ArrayList<>();
        for (Piece p : worn) if (p.stealth() != 0) out.add(new Modifier(p.name(), p.stealth()));
        return out;
    }
}
