package escarmouche.rules.movement;

import java.util.List;

/**
 * For every top-left position of the mover's footprint, the set of threats whose reach it stands in, as
 * bit sets. Painted once per search from each threat's reach rectangle; agrees with
 * {@link Threat#reaches(Body)} by construction (Chebyshev distance between rectangles).
 *
 * <p>The mover's earlier steps this turn ({@link Threats#before}) sort the threats: a creature it already
 * met is left out (it is not provoked again this turn); one whose reach it already stepped inside once is
 * <em>armed</em> (OA-WITHIN: the next step inside its reach provokes); one it has not is <em>fresh</em>.
 */
final class ThreatZones {
    private final int gw;
    private final int words;
    private final long[] bits;
    private final long[] armed;
    private final long[] fresh;

    /** Painted in the game's {@code scratch}: searches follow each other, they never overlap. */
    ThreatZones(Threats threats, int gw, int gh, int w, int h, PathScratch scratch) {
        List<Threat> list = threats.threats();
        this.gw = gw;
        this.words = Math.max(1, (list.size() + 63) / 64);
        this.bits = scratch.zoneBits(gw * gh * words);
        this.armed = new long[words];
        this.fresh = new long[words];
        ReachSteps steps = threats.before();
        // A mover that has not stepped inside any reach this turn met no one: no names to look up.
        boolean noSteps = steps.inside().isEmpty() && steps.met().isEmpty();
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (int i = 0; i < list.size(); i++) {
            Threat t = list.get(i);
            if (!noSteps && steps.met(t.id())) continue;
            int word = i >>> 6;
            long bit = 1L << (i & 63);
            int before = noSteps ? 0 : steps.inside(t.id());
            if (threats.secondStepProvokes() && before == 1) armed[word] |= bit;
            else if (before == 0) fresh[word] |= bit;
            Body b = t.body();
            int r = t.reach();
            int x0 = Math.max(0, b.left() - r - (w - 1));
            int x1 = Math.min(gw - 1, b.right() + r);
            int y0 = Math.max(0, b.top() - r - (h - 1));
            int y1 = Math.min(gh - 1, b.bottom() + r);
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) bits[(y * gw + x) * words + word] |= bit;
            }
            if (y0 <= y1 && x0 <= x1) {
                low = Math.min(low, (y0 * gw + x0) * words);
                high = Math.max(high, (y1 * gw + x1 + 1) * words);
            }
        }
        scratch.zoneBitsWritten(low, high);
    }

    boolean any(int cell) {
        int base = cell * words;
        for (int k = 0; k < words; k++) if (bits[base + k] != 0) return true;
        return false;
    }

    /** Whether a threat the mover already stepped inside once this turn reaches {@code cell}. */
    boolean armed(int cell) {
        return masked(cell, armed);
    }

    /** Whether a threat the mover has not stepped inside yet this turn reaches {@code cell}. */
    boolean fresh(int cell) {
        return masked(cell, fresh);
    }

    private boolean masked(int cell, long[] mask) {
        int base = cell * words;
        for (int k = 0; k < words; k++) if ((bits[base + k] & mask[k]) != 0) return true;
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
