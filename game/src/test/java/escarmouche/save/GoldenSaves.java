package escarmouche.save;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the golden save of the current format into {@code game/src/test/resources/saves/}: the ford,
 * seed 7, every creature on AI, played to its end. Run it once when a new format is released (the saves
 * of earlier formats stay as they are, for the migrations to be tested on):
 * {@code java -cp game/target/test-classes:game/target/escarmouche.jar escarmouche.save.GoldenSaves}
 * from the project folder.
 */
public final class GoldenSaves {
    private GoldenSaves() {}

    public static void main(String[] args) throws Exception {
        Path content = Path.of("content");
        Path out = Path.of("game/src/test/resources/saves/format-" + RecordingFile.FORMAT + "-ford-seed7.jsonl");
        Path temp = Files.createTempDirectory("golden-save-");
        Path file = temp.resolve("save.jsonl");
        Fights.play(Fights.Shipped.load(content), Fights.FORD, 7, file, 10_000, n -> { });
        Files.copy(file, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.deleteIfExists(RecordingFile.backupOf(file));
        Files.deleteIfExists(file);
        Files.deleteIfExists(temp);
        System.out.println("wrote " + out + " (" + Files.size(out) + " bytes)");
    }
}
