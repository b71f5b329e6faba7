package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.battle.Whereabouts;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.casting.SpellArea;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-COVER as an attack roll or a burst's Dex save meets it: what the map gives (the battle remembers it
 * per map), raised to half cover by the living creatures in the way, friend or foe ({@link
 * Cover#withCreatures}). Sight and the question whether a target can be aimed at at all ask the map alone
 * ({@link AttackService#canAim}): a creature never blocks a line.
 */
public final class AttackCover {
    private AttackCover() {}

    /** The cover {@code target} has against an attack from {@code attacker}: the AC it adds. */
    public static Cover.Level between(Battle battle, Creature attacker, Creature target) {
        Footprint from = Sight.footprint(attacker);
        Footprint to = Sight.footprint(target);
        Cover.Level walls = battle.cover(from, to);
        // Two neighbours of one square each: the only squares beside both touch the line at a corner at most.
        if (walls != Cover.Level.NONE || single(from) && single(to) && from.distanceTo(to) <= 1) return walls;
        List<Footprint> others = standingBetween(battle, attacker, target, from, to);
        if (others.isEmpty()) return walls;
        // The pick that cleared the map, remembered with its answer, first: most often the creatures leave
        // it clear too, and no line of the map is drawn again.
        return Cover.withCreatures(battle.coverSurvey(), from, to, walls, battle.clearPick(from, to), others);
    }

    /** The cover {@code target} has against a burst centred on {@code centre}: what it adds to its Dex save. */
    public static Cover.Level fromBurst(Battle battle, Pos centre, Creature target) {
        Footprint to = Sight.footprint(target);
        Cover.Level walls = SpellArea.cover(battle.grid(), centre, to);
        if (walls != Cover.Level.NONE || to.covers(centre)) return walls;
        Footprint from = Footprint.single(centre);
        return Cover.withCreatures(battle.coverSurvey(), from, to, walls,
                standingBetween(battle, null, target, from, to));
    }

    /**
     * The ids of the creatures that give {@code target} its half cover against {@code attacker}, to name
     * them: none when the map gives the cover or nobody does; else those on the line from the attacker's
     * centre, or, when that line runs clear of them (a wall on it), those on any of its lines. In scenario
     * order.
     */
    public static List<String> inTheWay(Battle battle, Creature attacker, Creature target) {
        return inTheWay(battle, attacker, target, between(battle, attacker, target));
    }

    /** {@link #inTheWay(Battle, Creature, Creature)} when the cover between them, {@code cover}, is known. */
    public static List<String> inTheWay(Battle battle, Creature attacker, Creature target, Cover.Level cover) {
        if (cover != Cover.Level.HALF) return List.of();
        Footprint from = Sight.footprint(attacker);
        Footprint to = Sight.footprint(target);
        if (battle.cover(from, to) != Cover.Level.NONE) return List.of();
        return onTheLines(battle, from, target);
    }

    /**
     * The ids of the living on the line from {@code from} (its centre first, then any of its lines) to the
     * target, in scenario order; those standing on {@code from} (the attacker, a burst's centre) are not in
     * the way. Empty when none are.
     */
    private static List<String> onTheLines(Battle battle, Footprint from, Creature target) {
        Footprint to = Sight.footprint(target);
        for (boolean centreOnly : new boolean[] {true, false}) {
            List<String> out = new ArrayList<>();
            for (Creature c : battle.living()) {
                Footprint f = Sight.footprint(c);
                if (c != target && !f.overlaps(from) && Cover.onLine(from, to, f, centreOnly)) out.add(c.id());
            }
            if (!out.isEmpty()) return out;
        }
        return List.of();
    }

    /**
     * {@link #inTheWay} for an attack's event, which names them so that its log line can say where the +2
     * came from ("half cover: Goblin 2 in the way"): null when none stand in the way, or when no one reads
     * the fight's story (a simulation's tallies never do).
     */
    public static List<String> inTheWayForTheLog(Battle battle, Creature attacker, Creature target, Cover.Level cover) {
        if (cover != Cover.Level.HALF || !battle.log().tellsTheStory()) return null;
        List<String> ids = inTheWay(battle, attacker, target, cover);
        return ids.isEmpty() ? null : ids;
    }

    /**
     * The ids of the creatures that give {@code target} its half cover against a burst centred on
     * {@code centre}, for its Dex save's log line, in scenario order: null when the map gives the cover,
     * nobody does, or no one reads the fight's story. A creature standing on the centre is in the blast,
     * not in its way.
     */
    public static List<String> inTheWayOfBurstForTheLog(Battle battle, Pos centre, Creature target, Cover.Level cover) {
        if (cover != Cover.Level.HALF || !battle.log().tellsTheStory()) return null;
        if (SpellArea.cover(battle.grid(), centre, Sight.footprint(target)) != Cover.Level.NONE) return null;
        List<String> ids = onTheLines(battle, Footprint.single(centre), target);
        return ids.isEmpty() ? null : ids;
    }

    private static boolean single(Footprint f) {
        return f.width() == 1 && f.height() == 1;
    }

    /**
     * The spaces of the living creatures other than these two that stand in the box holding both spaces,
     * the only place a line between them passes ({@link Footprint#spanning}); the shared empty list when
     * nobody does. A small box is read square by square from the battle's whereabouts; a large one (a long
     * shot) by walking the living, whichever reads fewer.
     */
    private static List<Footprint> standingBetween(Battle battle, Creature attacker, Creature target,
                                                   Footprint from, Footprint to) {
        Footprint box = Footprint.spanning(from, to);
        int left = box.at().x();
        int top = box.at().y();
        int right = left + box.width();
        int bottom = top + box.height();
        Roster living = battle.living();
        Whereabouts where = battle.whereabouts();
        List<Footprint> out = List.of();
        if (box.width() * box.height() <= living.size() && where.exact() && left >= 0 && top >= 0
                && right <= where.width() && bottom <= where.height()) {
            for (int y = top; y < bottom; y++) {
                for (int x = left; x < right; x++) {
                    if (from.covers(x, y) || to.covers(x, y)) continue;
                    int cell = where.cell(x, y);
                    if (cell == Whereabouts.EMPTY) continue;
                    if (cell < 0) return walked(living, attacker, target, box);
                    Creature c = where.only(cell);
                    if (c == attacker || c == target) continue;
                    Footprint f = Sight.footprint(c);
                    if (out.isEmpty()) out = new ArrayList<>(2);
                    if (!out.contains(f)) out.add(f);
                }
            }
            return out;
        }
        return walked(living, attacker, target, box);
    }

    /** The spaces of the living other than these two that overlap {@code box}, walking the roster. */
    private static List<Footprint> walked(Roster living, Creature attacker, Creature target, Footprint box) {
        List<Footprint> out = List.of();
        for (int i = 0, n = living.size(); i < n; i++) {
            Creature c = living.get(i);
            if (c == attacker || c == target || !box.overlaps(Sight.footprint(c))) continue;
            if (out.isEmpty()) out = new ArrayList<>(2);
            out.add(Sight.footprint(c));
        }
        return out;
    }
}
