package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.health.Exhaustion;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import java.util.List;

/**
 * DMG-HEAL said before healing: hit points stop at the maximum (halved by HP-EXHAUSTION 4+). A potion or a
 * spell aimed at a creature at full health is told it would restore nothing; at one that lacks fewer points
 * than it heals on average, how many can count. Nothing otherwise: then every point counts.
 */
final class HealRoom {
    private HealRoom() {}

    /** @param expectedTimesTen what the healing restores on average, in tenths */
    static List<Line> lines(ScreenFight fight, Creature healed, int expectedTimesTen, FightTerms w) {
        int room = lacking(healed);
        String name = fight.name(healed.id());
        if (room <= 0) return List.of(new Line("  " + w.t("heal.full", name), Style.WARN));
        if (room * 10 >= expectedTimesTen) return List.of();
        return List.of(Line.dim("  " + w.counted("heal.room", room, name, room)));
    }

    /** The hit points {@code c} lacks: what healing can restore, up to its maximum. */
    static int lacking(Creature c) {
        return Exhaustion.maxHp(c.health.exhaustion, c.health.maxHp) - c.health.hp;
    }
}
