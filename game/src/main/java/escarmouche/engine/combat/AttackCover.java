package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.casting.SpellArea;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-COVER as an attack roll or a burst's Dex save meets it: what the map gives (the battle remembers it
 * per map), raised to half cover by the living creatures in the way, friend or foe ({@link
 * Cover#withCreatures}). Sight and the question whether a target can be aimed at at all ask the map alone:
 * a creature never blocks a line.
 */
public final class AttackCover {
    private AttackCover() {}

    /** The cover {@code target} has against an attack from {@code attacker}: the AC it adds. */
    public static Cover.Level between(Battle battle, Creature attacker, Creature target) {
        Footprint from = Sight.footprint(attacker);
        Footprint to = Sight.footprint(target);
        Cover.Level walls = battle.cover(from, to);
        if (walls != Cover.Level.NONE) return walls;
        return Cover.withCreatures(battle.grid(), from, to, walls, others(battle, attacker, target, from, to));
    }

    /** The cover {@code target} has against a burst centred on {@code centre}: what it adds to its Dex save. */
    public static Cover.Level fromBurst(Battle battle, Pos centre, Creature target) {
        Footprint to = Sight.footprint(target);
        Cover.Level walls = SpellArea.cover(battle.grid(), centre, to);
        if (walls != Cover.Level.NONE || to.covers(centre)) return walls;
        return Cover.withCreatures(battle.grid(), Footprint.single(centre), to, walls, others(battle, null, target,
                Footprint.single(centre), to));
    }

    /**
     * The spaces of the living creatures other than these two that stand where they could be in the way, in
     * scenario order; the shared empty list when none does (most attacks: every melee blow between neighbours).
     */
    private static List<Footprint> others(Battle battle, Creature attacker, Creature target, Footprint from,
                                          Footprint to) {
        Roster living = battle.living();
        List<Footprint> out = List.of();
        for (int i = 0, n = living.size(); i < n; i++) {
            Creature c = living.get(i);
            if (c == attacker || c == target || !Cover.mayStandBetween(from, to, Sight.footprint(c))) continue;
            if (out.isEmpty()) out = new ArrayList<>(2);
            out.add(Sight.footprint(c));
        }
        return out;
    }
}
