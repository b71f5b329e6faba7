package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveFolder;
import escarmouche.save.SaveLock;
import escarmouche.save.SaveQuota;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games starting a fight in the same second on one saves folder each get a file of their own, recorded and locked. */
class SaveShelfRaceTest {
    private static final Path ENCOUNTER = Path.of("..", "content", "encounters", "goblins-at-the-ford.json");

    @TempDir
    Path dir;

    @Test
    @DisplayName("Two games recording a fight in the same second (one clock) both record it, each in its own file under its own lock")
    void twoGamesSameSecond() throws Exception {
        String text = Files.readString(ENCOUNTER);
        EncounterCatalog.Opened opened = new EncounterCatalog.Opened(RealContent.encounter("goblins-at-the-ford"), List.of(),
                text, ENCOUNTER.toString());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 40; round++) {
                Path saves = dir.resolve("saves" + round);
                CyclicBarrier start = new CyclicBarrier(2);
                List<Future<FightSaves.Answer<FightSaves.Kept>>> games = new ArrayList<>();
                for (String who : List.of("game A", "game B")) {
                    SaveShelf shelf = new SaveShelf(saves, KeptSaves.SNAPSHOT, KeptSaves.CLOCK, who, SaveQuota.NONE, null);
                    games.add(pool.submit(() -> {
                        Game game = Game.of(opened.scenario(), 7);
                        start.await();
                        return shelf.record(opened, 7, game, null);
                    }));
                }
                Set<String> names = new HashSet<>();
                for (Future<FightSaves.Answer<FightSaves.Kept>> g : games) {
                    FightSaves.Answer<FightSaves.Kept> kept = g.get();
                    assertTrue(kept.ok(), "round " + round + ": " + kept.problem());
                    names.add(kept.value().name());
                }
                assertEquals(Set.of("2026-11-23_20-15-00_goblins-at-the-ford.jsonl", "2026-11-23_20-15-00_goblins-at-the-ford-2.jsonl"),
                        names, "round " + round);
                for (String name : names) {
                    Path file = saves.resolve(name);
                    assertEquals(0, new RecordingFile().read(file).inputs().size(), name + " holds its fight");
                    assertTrue(Files.isRegularFile(SaveLock.of(file)), name + " is locked");
                    assertTrue(!Files.exists(RecordingFile.backupOf(file)), "a new fight has no previous version");
                }
                List<String> locks;
                try (Stream<Path> all = Files.list(saves)) {
                    locks = all.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".lock")).toList();
                }
                assertEquals(2, locks.size(), "one lock each: " + locks);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    @DisplayName("Many claims of one second on one folder: every claim its own new file, each locked by its claimer")
    void claimsRace() throws Exception {
        int games = 6;
        ExecutorService pool = Executors.newFixedThreadPool(games);
        try {
            for (int round = 0; round < 30; round++) {
                SaveFolder folder = new SaveFolder(dir.resolve("claims" + round));
                CyclicBarrier start = new CyclicBarrier(games);
                List<Future<SaveFolder.Claimed>> claims = new ArrayList<>();
                for (int i = 0; i < games; i++) {
                    String who = "game " + i;
                    claims.add(pool.submit(() -> {
                        start.await();
                        return folder.claim(LocalDateTime.of(2026, 12, 6, 11, 58, 34), "Goblins at the ford", who);
                    }));
                }
                Set<Path> files = new HashSet<>();
                for (int i = 0; i < games; i++) {
                    SaveFolder.Claimed c = claims.get(i).get();
                    assertTrue(files.add(c.file()), "round " + round + ": " + c.file() + " claimed twice");
                    assertTrue(Files.isRegularFile(c.file()));
                    assertTrue(Files.readString(SaveLock.of(c.file())).endsWith("game " + i), "round " + round
                            + ": the lock of " + c.file().getFileName() + " is its claimer's");
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
