package escarmouche.engine.preview;

import escarmouche.engine.action.Services;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.movement.PathSearch;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/**
 * Answers "what would happen if..." for the interface and the AI without changing anything: the cost of
 * a path and the opportunity attacks it provokes, the odds of an attack.
 */
public final class Previews {
    private final Battle battle;
    private final Services services;
    private final PathSearch paths;

    public Previews(Battle battle, Services services) {
        this.battle = battle;
        this.services = services;
        this.paths = new PathSearch(battle, services.movement);
    }

    /** The cheapest careful path to a square, or null when there is none. */
    public List<Pos> cheapestPath(Creature mover, Pos goal) {
        PathSearch.Path p = paths.find(mover, goal);
        return p == null ? null : p.steps();
    }

    /** What moving along {@code path} (step by step, careful) would cost and provoke. */
    public MovePreview move(Creature mover, List<Pos> path) {
        try {
            List<Integer> costs = services.movement.plan(mover, path);
            int cost = 0;
            int dc = 0;
            for (int i = 0; i < path.size(); i++) {
                cost += costs.get(i);
                dc = Math.max(dc, battle.grid().at(path.get(i)).dc());
            }
            return new MovePreview(path, true, null, cost, mover.turn.movementLeft - cost, dc, null, 0, List.of());
        } catch (IllegalCommand e) {
            return new MovePreview(path, false, e.getMessage(), 0, mover.turn.movementLeft, 0, null, 0, List.of());
        }
    }

    /** The odds of attacking {@code target} with {@code weapon} now. */
    public AttackPreview attack(Creature attacker, Creature target, Weapon weapon) {
        AttackService.Declared d = services.attacks.declare(attacker, target, weapon, AttackService.Options.DEFAULT);
        int distance = attacker.distanceTo(target);
        boolean inReach = (weapon.canMelee() && distance <= AttackService.reachOf(attacker, weapon))
                || (weapon.canShoot() && distance <= weapon.longRange());
        List<String> sources = new ArrayList<>();
        for (Advantage.Source s : d.sources()) sources.add((s.advantage() ? "+" : "-") + s.reason());
        int hit = AttackRoll.hitChancePercent(d.setup());
        int crit = d.setup().autoCritical() ? hit : critPercent(d.setup().advantage());
        int dmgMods = Modifier.sum(d.ability().toDamage()) + weapon.magic();
        int expected = Math.max(0, weapon.damage().doubledAverage() + 2 * dmgMods) * 5;
        return new AttackPreview(weapon.id(), inReach, inReach ? null : "out of reach", Modifier.sum(d.setup().modifiers()),
                d.setup().ac(), d.setup().advantage().id(), hit, crit, expected, sources);
    }

    private static int critPercent(Advantage a) {
        return switch (a) {
            case ADVANTAGE -> 10;
            case DISADVANTAGE -> 0;
            case NONE -> 5;
        };
    }
}
