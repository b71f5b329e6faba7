package escarmouche.engine.ai;

import escarmouche.command.Command;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Decision time of the scripted controller, not a unit test: 30 monsters with the shared behaviours
 * against 10 heroes on a 60x40 map with random walls and rough terrain (seeded), every creature on AI.
 * A monster turn's time is the sum of the controller's {@code next} calls during that turn (the
 * commands themselves are not timed). Prints the median and 99th percentile per monster turn. Run it as
 * docs/testing.md says (it needs the libraries on the class path), with an optional seed.
 */
public final class AiBench {
    private static final int WIDTH = 60;
    private static final int HEIGHT = 40;
    private static final int MONSTERS = 30;
    private static final int HEROES = 10;
    private static final int WARMUP_FIGHTS = 5;
    private static final int FIGHTS = 20;
    private static final String[] BEHAVIOURS = {"brute", "skirmisher", "archer", "guard", "pack-hunter", "grappler",
        "coward"};

    private AiBench() {}

    /** Times the wrapped controller's decisions, summed per monster turn. */
    private static final class Timed implements Controller {
        private final Controller inner;
        private final Map<String, Long> turns = new LinkedHashMap<>();

        Timed(Controller inner) {
            this.inner = inner;
        }

        @Override
        public Command next(Battle battle, Creature self) {
            long t0 = System.nanoTime();
            Command c = inner.next(battle, self);
            long t = System.nanoTime() - t0;
            if (!self.side.side.equals("party")) turns.merge(self.id() + "@" + battle.round(), t, Long::sum);
            return c;
        }

        @Override
        public boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
            return inner.refused(battle, self, command, refusal);
        }

        @Override
        public ReactionChoice react(Battle battle, Creature self, OpportunityQuestion question) {
            return inner.react(battle, self, question);
        }
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 4242L;
        Random r = new Random(seed);
        List<Long> samples = new ArrayList<>();
        int rounds = 0;
        for (int i = 0; i < WARMUP_FIGHTS + FIGHTS; i++) {
            Scenario s = scenario(new Random(r.nextLong()));
            Timed[] timed = new Timed[1];
            Game game = Game.of(s, seed + i, (b, services) -> timed[0] = new Timed(new ScriptedAi(b, services)));
            for (Creature c : game.battle().creatures()) {
                if (!c.side.side.equals("party")) {
                    c.side.script = Scripts.named(BEHAVIOURS[c.identity.order % BEHAVIOURS.length]);
                } else {
                    c.side.script = Scripts.named("hero");
                }
            }
            game.start();
            game.advance();
            if (i >= WARMUP_FIGHTS) {
                samples.addAll(timed[0].turns.values());
                rounds += game.battle().round();
            }
        }
        long[] t = samples.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(t);
        System.out.printf("map %dx%d, %d monsters vs %d heroes, %d fights (%d rounds), %d monster turns, seed %d%n",
                WIDTH, HEIGHT, MONSTERS, HEROES, FIGHTS, rounds, t.length, seed);
        System.out.printf("decision time per monster turn: median %.3f ms, p99 %.3f ms, max %.3f ms%n",
                t[t.length / 2] / 1e6, t[(int) Math.min(t.length - 1, Math.round(t.length * 0.99))] / 1e6,
                t[t.length - 1] / 1e6);
    }

    private static Scenario scenario(Random r) {
        String[] rows = new String[HEIGHT];
        char[][] grid = new char[HEIGHT][WIDTH];
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int roll = r.nextInt(100);
                boolean border = x == 0 || y == 0 || x == WIDTH - 1 || y == HEIGHT - 1;
                grid[y][x] = border || roll < 8 ? '#' : roll < 18 ? ',' : roll < 21 ? ';' : '.';
            }
        }
        List<int[]> spots = new ArrayList<>();
        for (int i = 0; i < MONSTERS + HEROES; i++) {
            boolean hero = i >= MONSTERS;
            int x;
            int y;
            do {
                x = hero ? 2 + r.nextInt(15) : WIDTH - 17 + r.nextInt(15);
                y = 1 + r.nextInt(HEIGHT - 2);
            } while (taken(spots, x, y));
            spots.add(new int[] {x, y});
            grid[y][x] = '.';
        }
        for (int y = 0; y < HEIGHT; y++) rows[y] = new String(grid[y]);
        TestScenario s = TestScenario.map(rows);
        for (int i = 0; i < spots.size(); i++) {
            int[] p = spots.get(i);
            boolean hero = i >= MONSTERS;
            boolean archer = i % 3 == 0;
            s = s.with((hero ? "h" : "m") + i, hero ? "party" : "monsters", p[0], p[1], c -> {
                c.control = "ai";
                if (hero) c.pc("fighter").hp(40).ac(16);
                else c.hp(12);
                if (archer) c.weapons(TestScenario.SCIMITAR, TestScenario.SHORTBOW);
                return c;
            });
        }
        return s.build();
    }

    private static boolean taken(List<int[]> spots, int x, int y) {
        for (int[] p : spots) if (p[0] == x && p[1] == y) return true;
        return false;
    }
}
