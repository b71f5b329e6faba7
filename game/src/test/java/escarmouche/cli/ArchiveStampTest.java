package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A class-data archive another Java made is deleted, to be made again; any other archive is left alone. */
class ArchiveStampTest {
    @TempDir
    Path dir;

    private Path archive() throws IOException {
        Path a = dir.resolve("escarmouche.jsa");
        Files.writeString(a, "not really an archive");
        return a;
    }

    @Test
    @DisplayName("an archive stamped by this Java is kept")
    void keptForThisJava() throws IOException {
        Path a = archive();
        assertTrue(ArchiveStamp.write(ArchiveStamp.stampOf(a)));
        assertEquals(dir.resolve("escarmouche.jsa.vm"), ArchiveStamp.stampOf(a));
        assertEquals(dir.resolve("escarmouche.jsa.vm").toFile(), ArchiveStamp.stampOf(a.toFile()));
        assertFalse(ArchiveStamp.forgetIfStale(a));
        assertTrue(Files.exists(a));
        assertTrue(Files.exists(ArchiveStamp.stampOf(a)));
    }

    @Test
    @DisplayName("an archive stamped by another Java (an update, another JDK) is deleted with its stamp")
    void deletedForAnotherJava() throws IOException {
        Path a = archive();
        Files.writeString(ArchiveStamp.stampOf(a), "Eclipse Adoptium 25.0.3+9-LTS /usr/lib/jvm/temurin-25-jdk-amd64\n");
        assertTrue(ArchiveStamp.forgetIfStale(a));
        assertFalse(Files.exists(a));
        assertFalse(Files.exists(ArchiveStamp.stampOf(a)));
    }

    @Test
    @DisplayName("the same version in another Java home is another Java")
    void anotherHomeIsAnotherJava() throws IOException {
        Path a = archive();
        Files.writeString(ArchiveStamp.stampOf(a), ArchiveStamp.thisJava() + "-elsewhere\n");
        assertTrue(ArchiveStamp.forgetIfStale(a));
        assertFalse(Files.exists(a));
    }

    @Test
    @DisplayName("an archive without a stamp, or no archive at all, is left as it is and stops nothing")
    void unstampedLeftAlone() throws IOException {
        Path a = archive();
        assertFalse(ArchiveStamp.forgetIfStale(a));
        assertTrue(Files.exists(a));
        assertFalse(ArchiveStamp.forgetIfStale(dir.resolve("missing.jsa")));
        // A stamp that is a folder cannot be read: nothing is deleted, nothing thrown.
        Path b = dir.resolve("b.jsa");
        Files.writeString(b, "x");
        Files.createDirectory(ArchiveStamp.stampOf(b));
        assertFalse(ArchiveStamp.forgetIfStale(b));
        assertTrue(Files.exists(b));
    }

    @Test
    @DisplayName("the stamp names this JVM's vendor, version and home, on one line")
    void stampNamesThisJava() throws IOException {
        Path s = dir.resolve("x.vm");
        assertTrue(ArchiveStamp.write(s));
        String text = Files.readString(s);
        assertEquals(ArchiveStamp.thisJava() + "\n", text);
        assertTrue(text.contains(System.getProperty("java.vm.version")), text);
        assertTrue(text.contains(System.getProperty("java.home")), text);
        assertFalse(ArchiveStamp.write(dir.resolve("no-such-folder").resolve("x.vm")));
    }
}
