package escarmouche.rules.movement;

import java.util.List;

/**
 * For every top-left position of the mover's footprint, the set of threats whose reach it stands in, as
 * bit sets. Painted once per search from each threat's reach rectangle; agrees with
 * {@link Threat#reaches(Body)} by construction (Chebyshev distance between rectangles).
 */
final class ThreatZones {
    private final int gw;
    private final int words;
    private final long[] bits;

    ThreatZones(List<Threat> threats, int gw, int gh, int w, int h) {
        this.gw = gw;
        this.words = Math.max(1, (threats.size() + 63) / 64);
        this.bits = new long[gw * gh * words];
        for (int i = 0; i < threats.size(); i++) {
            Threat t = threats.get(i);
            Body b = t.body();
            int r = t.reach();
            int x0 = Math.max(0, b.left() - r - (w - 1));
            int x1 = Math.min(gw - 1, b.right() + r);
            int y0 = Math.max(0, b.top() - r - (h - 1));
            int y1 = Math.min(gh - 1, b.bottom() + r);
            int word = i >>> 6;
            long bit = 1L << (i & 63);
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) bits[(y * gw + x) * words + word] |= bit;
            }
        }
    }

    boolean any(int cell) {
        int base = cell * words;
        for (int k = 0; k < words; k++) if (bits[base + k] != 0) return true;
        return false;
    }

    /** Whether every threat reaching {@code a} also reaches {@code b} (no reach is left). */
    boolean keeps(int a, int b) {
        int ba = a * words;
        int bb = b * words;
        for (int k = 0; k < words; k++) if ((bits[ba + k] & ~bits[bb + k]) != 0) return false;
        return true;
    }

    int cell(int x, int y) {
        return y * gw + x;
    }
}
