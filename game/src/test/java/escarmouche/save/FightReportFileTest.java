package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A fight's report, NAME.txt beside its recording, is written whole into the saves folder and nowhere else. */
class FightReportFileTest {
    @TempDir
    Path temp;

    @Test
    @DisplayName("A link named as the report is replaced by the report: the file it points at, outside the saves, is untouched")
    void aLinkIsReplacedNotFollowed() throws Exception {
        Path saves = Files.createDirectories(temp.resolve("saves"));
        Path elsewhere = Files.writeString(temp.resolve("victim"), "precious\n");
        Path recording = saves.resolve("2026-12-06_17-00-00_ford.jsonl");
        Path report = SaveFolder.reportOf(recording);
        Files.createSymbolicLink(report, elsewhere);

        SaveFolder.writeReport(recording, "The fight at the ford\n");

        assertEquals("precious\n", Files.readString(elsewhere));
        assertFalse(Files.isSymbolicLink(report), "the link is gone");
        assertTrue(Files.isRegularFile(report, LinkOption.NOFOLLOW_LINKS));
        assertEquals("The fight at the ford\n", Files.readString(report));
        if (PrivateFiles.posix(report)) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));
        }
        try (Stream<Path> files = Files.list(saves)) {
            assertEquals(List.of(report.getFileName().toString()), files.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file nor previous version left beside it");
        }
    }

    @Test
    @DisplayName("A report written again replaces the first whole; deleting the fight takes a half-written one with it")
    void writtenAgainAndDeleted() throws Exception {
        Path recording = temp.resolve("2026-12-06_17-00-00_ford.jsonl");
        Files.writeString(recording, "{}\n");
        SaveFolder.writeReport(recording, "a long first report\n");
        SaveFolder.writeReport(recording, "short\n");
        assertEquals("short\n", Files.readString(SaveFolder.reportOf(recording)));
        Path leftover = Files.writeString(temp.resolve(".2026-12-06_17-00-00_ford.txt.tmp"), "half");

        new SaveFolder(temp).delete(recording);

        try (Stream<Path> files = Files.list(temp)) {
            assertEquals(List.of(), files.toList());
        }
        assertFalse(Files.exists(leftover));
    }
}
