package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.Command;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Played;
import escarmouche.testing.Property;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random maps, creatures and command sequences played through the engine, every creature under
 * scripted control, checked by {@link MovementInvariants} at every event and, after every refused
 * command, against the state before it.
 */
class MovementPropertyEngineTest {
    private static final int COMMANDS = 70;

    /** One creature of a random case. */
    record Spec(String id, String side, int x, int y, Size size, int hp, int speed, int str, int dex, boolean glaive,
                Condition condition) {}

    /** A random case: a walled map, creatures on free squares, the rules, and the seed of its commands. */
    record Case(List<String> rows, List<Spec> creatures, RuleSet rules, long commandSeed) {
        @Override
        public String toString() {
            return String.join("\n", rows) + "\n" + creatures + "\nrules " + rules + ", command seed " + commandSeed;
        }
    }

    static Case generate(Random r) {
        int w = 7 + r.nextInt(6);
        int h = 6 + r.nextInt(4);
        char[][] map = new char[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
                int t = r.nextInt(100);
                map[y][x] = edge ? '#' : t < 68 ? '.' : t < 78 ? ',' : t < 83 ? ';' : t < 88 ? '=' : '#';
            }
        }
        List<Spec> specs = new ArrayList<>();
        boolean[][] taken = new boolean[h][w];
        int count = 2 + r.nextInt(4);
        for (int i = 0; i < count; i++) {
            int s = r.nextInt(10);
            Size size = s == 0 ? Size.LARGE : s == 1 ? Size.TINY : Size.MEDIUM;
            int side = size == Size.LARGE ? 2 : 1;
            for (int tries = 0; tries < 50; tries++) {
                int x = 1 + r.nextInt(w - 1 - side);
                int y = 1 + r.nextInt(h - 1 - side);
                if (!free(map, taken, x, y, side)) continue;
                for (int dy = 0; dy < side; dy++) for (int dx = 0; dx < side; dx++) taken[y + dy][x + dx] = true;
                int c = r.nextInt(12);
                Condition cond = c == 0 ? Condition.PRONE : c == 1 ? Condition.FRIGHTENED : c == 2 ? Condition.SURPRISED
                        : c == 3 ? Condition.POISONED : null;
                specs.add(new Spec("c" + i, i == 0 ? "party" : i == 1 ? "monsters" : r.nextBoolean() ? "party" : "monsters",
                        x, y, size, 1 + r.nextInt(20), 2 + r.nextInt(7), 6 + r.nextInt(12), 6 + r.nextInt(12),
                        r.nextInt(5) == 0, cond));
                break;
            }
        }
        List<String> rows = new ArrayList<>();
        for (char[] row : map) rows.add(new String(row));
        return new Case(rows, specs, r.nextInt(5) == 0 ? RuleSet.DD5 : RuleSet.HOUSE, r.nextLong());
    }

    private static boolean free(char[][] map, boolean[][] taken, int x, int y, int side) {
        for (int dy = 0; dy < side; dy++) {
            for (int dx = 0; dx < side; dx++) if (map[y + dy][x + dx] == '#' || taken[y + dy][x + dx]) return false;
        }
        return true;
    }

    static TestScenario scenario(Case k) {
        TestScenario s = TestScenario.map(k.rows().toArray(String[]::new)).rules(k.rules());
        for (Spec c : k.creatures()) {
            s.with(c.id(), c.side(), c.x(), c.y(), t -> {
                t.pc("fighter").hp(c.hp()).speed(c.speed()).abilities(c.str(), c.dex()).control("player");
                if (c.size() != Size.MEDIUM) t.size(c.size(), c.size().defaultWidth(), c.size().defaultHeight());
                if (c.glaive()) t.weapons(TestScenario.LONGSWORD, OpportunityAttackTest.GLAIVE);
                if (c.condition() != null) t.conditions(c.condition());
                return t;
            });
        }
        return s;
    }

    /** A random command for the active creature, legal or not. */
    static Command command(Random r, Game game) {
        Creature a = game.active();
        List<Creature> others = new ArrayList<>();
        for (Creature c : game.battle().creatures()) if (c != a && c.alive()) others.add(c);
        String other = others.isEmpty() ? "nobody" : others.get(r.nextInt(others.size())).id();
        int roll = r.nextInt(100);
        if (roll < 32) {
            return new Command.Move(walk(r, a.at(), 1 + r.nextInt(5)),
                    r.nextInt(5) == 0 ? (r.nextBoolean() ? "str" : "dex") : null);
        }
        if (roll < 40) {
            return new Command.MoveTo(new Pos(r.nextInt(game.battle().grid().width()),
                    r.nextInt(game.battle().grid().height())));
        }
        if (roll < 45) return new Command.Crawl(walk(r, a.at(), 1 + r.nextInt(2)));
        if (roll < 49) return new Command.Stand();
        if (roll < 51) return new Command.Prone();
        if (roll < 55) return new Command.Dash();
        if (roll < 60) return new Command.Disengage();
        if (roll < 68) return new Command.Grapple(other, r.nextBoolean() ? null : "dex");
        if (roll < 74) return Command.Shove.of(other, !r.nextBoolean());
        if (roll < 78) return Command.Escape.best();
        if (roll < 81) return new Command.Release();
        if (roll < 89) return Command.Attack.with(other, null, null);
        return new Command.End();
    }

    private static List<Pos> walk(Random r, Pos from, int steps) {
        List<Pos> out = new ArrayList<>();
        Pos at = from;
        for (int i = 0; i < steps; i++) {
            int[] d = Pos.DIRECTIONS[r.nextInt(8)];
            at = at.plus(d[0], d[1]);
            out.add(at);
        }
        return out;
    }

    /** Everything a refused command must leave as it was. */
    static String snapshot(Game game) {
        StringBuilder b = new StringBuilder();
        for (Creature c : game.battle().creatures()) {
            b.append(c.id()).append(' ').append(c.at()).append(" hp ").append(c.health.hp).append('/')
                    .append(c.health.tempHp).append(c.health.dead).append(c.health.out).append(' ')
                    .append(c.conditions.set).append(c.conditions.sources).append(" turn ")
                    .append(c.turn.movementLeft).append('/').append(c.turn.movementBudget).append(c.turn.moved)
                    .append(c.turn.actionUsed).append(c.turn.reactionUsed).append(c.turn.dashed)
                    .append(c.turn.disengagedFrom).append(c.turn.reachSteps).append(c.turn.actionUsedAtLastStep)
                    .append('\n');
        }
        ForcedDice dice = (ForcedDice) game.dice();
        b.append("dice ").append(dice.used()).append(' ').append(game.seededDice().state());
        b.append(" round ").append(game.battle().round()).append(" turn ").append(game.battle().turnIndex());
        return b.toString();
    }

    static int play(Case k) {
        Played p = Played.of(scenario(k).build());
        Game game = p.game();
        MovementInvariants invariants = new MovementInvariants(game.battle());
        game.battle().log().listen(invariants);
        p.start();
        Random r = new Random(k.commandSeed());
        List<String> history = new ArrayList<>();
        for (int i = 0; i < COMMANDS && !game.over(); i++) {
            Command command = command(r, game);
            history.add(game.active().id() + ": " + command.text());
            invariants.newCommand();
            String before = snapshot(game);
            int size = game.battle().log().size();
            try {
                game.submit(command);
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("after " + history + ": " + e, e);
            }
            List<LoggedEvent> fresh = game.battle().log().events().subList(size, game.battle().log().size());
            if (fresh.size() == 1 && fresh.get(0).event() instanceof ErrorEvent) {
                assertEquals(before, snapshot(game), "a refused command changed the state: " + history);
            } else {
                assertTrue(fresh.stream().noneMatch(e -> e.event() instanceof ErrorEvent), "an error mixed with effects: " + history + " " + fresh);
            }
            game.advance();
        }
        invariants.noSharedSquares();
        return invariants.opportunities();
    }

    @Test
    void randomCommandsKeepTheMovementInvariants() {
        int[] opportunities = {0};
        Property.forAll(20240611L, 150, MovementPropertyEngineTest::generate, k -> opportunities[0] += play(k));
        assertTrue(opportunities[0] > 20, "the cases should provoke opportunity attacks, got " + opportunities[0]);
    }
}
