package escarmouche.save;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.ai.ScriptedAi;
import escarmouche.engine.control.Controller;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Resume time and save size: finds a shipped encounter and seed whose fight (every creature on AI) lasts
 * at least 20 rounds, records its first 20 rounds, then times {@link Replays#load} (read, scenario,
 * replay, keyframe check) of that save many times in this warm JVM. The first load of the run is the
 * cold figure (run it in a fresh JVM). Not part of the default test run (see docs/testing.md):
 * {@code java -cp game/target/test-classes:game/target/escarmouche.jar escarmouche.save.ResumeBench} from the project folder.
 */
public final class ResumeBench {
    private ResumeBench() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--cold")) {
            cold(Path.of(args[1]));
            return;
        }
        long t0 = System.nanoTime();
        Fights.Shipped shipped = Fights.Shipped.load(Path.of("content"));
        String encounter = null;
        long seed = 0;
        search:
        for (String e : List.of("encounters/wolf-pack.json", "encounters/ogre-and-grapplers.json", "encounters/crypt-of-the-wight.json",
                "encounters/zoid-rampage.json", Fights.FORD, "encounters/bandit-parley.json", "encounters/ambush-in-the-crypt.json")) {
            for (long s = 1; s <= 40; s++) {
                if (rounds(shipped, e, s) >= 21) {
                    encounter = e;
                    seed = s;
                    break search;
                }
            }
        }
        if (encounter == null) throw new IllegalStateException("no shipped fight lasts 20 rounds");
        Path dir = Files.createTempDirectory("resume-bench-");
        Path file = dir.resolve("fight.jsonl");
        int inputs = inputsBeforeRound(shipped, encounter, seed, 21);
        Fights.play(shipped, encounter, seed, file, inputs, n -> { });
        SavedFight saved = new RecordingFile().load(file);
        long size = Files.size(file);
        long noKeys = new RecordingFile().text(saved.recording()).length();
        long head = new RecordingFile().text(new Recording(saved.recording().format(), saved.recording().game(),
                saved.recording().contentHash(), saved.recording().scenarioPath(), saved.recording().scenario(),
                saved.recording().content(), saved.recording().seed(), List.of(), null)).length();
        long first = System.nanoTime();
        Replays.load(file, shipped.content(), shipped.hash(), Controller.SUBMITTED);
        long cold = System.nanoTime() - first;
        long firstOwn = System.nanoTime();
        Replays.load(file, null, "", Controller.SUBMITTED);
        long coldOwn = System.nanoTime() - firstOwn;
        int n = 200;
        long[] times = new long[n];
        long[] own = new long[n / 4];
        for (int i = 0; i < n; i++) {
            long a = System.nanoTime();
            Replays.load(file, shipped.content(), shipped.hash(), Controller.SUBMITTED);
            times[i] = System.nanoTime() - a;
        }
        for (int i = 0; i < own.length; i++) {
            long a = System.nanoTime();
            Replays.load(file, null, "", Controller.SUBMITTED);
            own[i] = System.nanoTime() - a;
        }
        // What the keyframe check adds to a replay, as the screens and the command line run it on a game of their own.
        long[] bare = new long[n];
        long[] checked = new long[n];
        for (int i = 0; i < 2 * n; i++) {
            Game game = Replays.game(saved, shipped.content(), shipped.hash(), file.toString());
            boolean check = i % 2 == 1;
            long a = System.nanoTime();
            java.util.function.Supplier<String> said = check ? Replays.keyframes(saved, file.toString()).watch(game) : null;
            if (game.replay(Replays.inputs(saved.recording()), Controller.SUBMITTED) != null) throw new IllegalStateException("misfit");
            if (check && said.get() != null) throw new IllegalStateException(said.get());
            (check ? checked : bare)[i / 2] = System.nanoTime() - a;
        }
        Arrays.sort(times);
        Arrays.sort(own);
        Arrays.sort(bare);
        Arrays.sort(checked);
        System.out.printf("fight: %s seed %d, 20 rounds, %d inputs, %d keyframes%n", encounter, seed, saved.recording().inputs().size(),
                saved.keyframes().size());
        System.out.printf("save: %d bytes = header (scenario and content copy) %d + inputs %d (%.1f bytes an input) + keyframes %d (%.0f bytes a round)%n",
                size, head, noKeys - head, (double) (noKeys - head) / saved.recording().inputs().size(), size - noKeys,
                (double) (size - noKeys) / saved.keyframes().size());
        System.out.printf("resume (load + replay + keyframe check), today's content: first %.1f ms (%.0f ms after JVM start), warm median %.2f ms, p99 %.2f ms%n",
                cold / 1e6, (first + cold - t0) / 1e6, times[n / 2] / 1e6, times[n * 99 / 100] / 1e6);
        System.out.printf("resume from the save's own content copy (content changed since): first %.1f ms, warm median %.2f ms%n",
                coldOwn / 1e6, own[own.length / 2] / 1e6);
        System.out.printf("replay of its inputs alone: warm median %.2f ms; with its %d keyframes checked on the way: %.2f ms"
                + " (+%.1f%%)%n", bare[n / 2] / 1e6, saved.keyframes().size(), checked[n / 2] / 1e6,
                100.0 * (checked[n / 2] - bare[n / 2]) / bare[n / 2]);
        Files.deleteIfExists(RecordingFile.backupOf(file));
        if (args.length == 1) {
            Files.copy(file, Path.of(args[0]), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            System.out.println("kept the save as " + args[0] + " (time a cold resume with --cold " + args[0] + ")");
        }
        Files.deleteIfExists(file);
        Files.deleteIfExists(dir);
    }

    /** One resume in a fresh JVM: the content loaded as the game would at start-up, then the save. */
    private static void cold(Path file) throws Exception {
        Fights.Shipped shipped = Fights.Shipped.load(Path.of("content"));
        long startup = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime();
        long a = System.nanoTime();
        SavedFight saved = new RecordingFile().load(file);
        long read = System.nanoTime();
        Game game = Replays.game(saved, shipped.content(), shipped.hash(), file.toString());
        long built = System.nanoTime();
        Replays.replay(saved, game, Controller.SUBMITTED, file.toString());
        long replayed = System.nanoTime();
        System.out.printf("cold resume of %s (%d inputs): %.1f ms (read %.1f, scenario and game %.1f, replay and check %.1f),"
                + " after %d ms of JVM start-up and content loading%n", file, saved.recording().inputs().size(), (replayed - a) / 1e6,
                (read - a) / 1e6, (built - read) / 1e6, (replayed - built) / 1e6, startup);
        long b = System.nanoTime();
        Replays.load(file, shipped.content(), shipped.hash(), Controller.SUBMITTED);
        System.out.printf("second resume in the same JVM: %.1f ms%n", (System.nanoTime() - b) / 1e6);
    }

    private static Game game(Fights.Shipped shipped, String encounter, long seed) throws Exception {
        String text = Files.readString(shipped.dir().resolve(encounter));
        Scenario s = Replays.scenario(Replays.start(encounter, text, shipped.files(), seed), shipped.content(), shipped.hash()).value();
        Game g = Game.of(s, seed);
        g.controlPlayers(new ScriptedAi(g.battle(), g.services()));
        return g;
    }

    private static int rounds(Fights.Shipped shipped, String encounter, long seed) throws Exception {
        Game g = game(shipped, encounter, seed);
        g.start();
        while (!g.over() && g.battle().round() < 21 && g.step()) {
            // play on
        }
        return g.battle().round();
    }

    private static int inputsBeforeRound(Fights.Shipped shipped, String encounter, long seed, int round) throws Exception {
        Game g = game(shipped, encounter, seed);
        int[] inputs = {0};
        g.onInput(i -> inputs[0]++);
        g.start();
        while (!g.over() && g.battle().round() < round && g.step()) {
            // play on
        }
        return inputs[0];
    }
}
