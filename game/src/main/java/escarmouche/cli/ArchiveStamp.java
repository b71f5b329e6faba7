package escarmouche.cli;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which Java made a class-data archive, kept beside it ({@code escarmouche.jsa.vm}), so that an archive a
 * JVM cannot use is made again. The launcher makes an archive once per build of the game; the JVM of
 * another Java (an update of the system's Java, or another JDK on the path) ignores it without a word,
 * and since the game's jar is unchanged the launcher would never make a new one: every start would lose
 * what the archive saves (docs/testing.md, "AppCDS"). A JVM started with an archive that another Java made
 * deletes it, and the next start makes one for itself.
 */
final class ArchiveStamp {
    /**
     * The system property naming the archive the launcher gave this JVM, or, in the run that makes one
     * ({@link ArchiveTraining}), the archive it makes.
     */
    static final String ARCHIVE = "escarmouche.cds";

    private ArchiveStamp() {}

    /** This JVM as the archive's header names it: vendor, version and home (another JDK of the same version). */
    static String thisJava() {
        return System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.version") + " "
                + System.getProperty("java.home");
    }

    /** The stamp beside an archive: its name and ".vm". */
    static File stampOf(File archive) {
        return new File(archive.getPath() + ".vm");
    }

    /** {@link #stampOf(File)} of a path. */
    static Path stampOf(Path archive) {
        return stampOf(archive.toFile()).toPath();
    }

    /** Writes this JVM's stamp to {@code file}, as the run that makes an archive does; false if it could not. */
    static boolean write(Path file) {
        try {
            Files.writeString(file, thisJava() + "\n", StandardCharsets.UTF_8);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Deletes {@code archive} and its stamp when the stamp names another Java than this JVM: this JVM
     * ignored the archive, and the launcher makes a new one at the next start. An archive without a stamp,
     * or one that cannot be read or deleted (a read-only install), is left as it is: nothing here may
     * stop a command. Returns whether it was deleted.
     *
     * <p>Read with {@code java.io}, whose classes every JVM has loaded before {@code main}: through
     * {@code java.nio.file.Files} the check loaded forty classes of file channels and buffers, 1.4 ms of every
     * start.
     */
    static boolean forgetIfStale(File archive) {
        File stamp = stampOf(archive);
        String made;
        try (FileInputStream in = new FileInputStream(stamp)) {
            made = new String(in.readNBytes(4096), StandardCharsets.UTF_8).strip();
        } catch (IOException | RuntimeException e) {
            // No stamp, or one this user may not read.
            return false;
        }
        if (made.equals(thisJava())) return false;
        try {
            return archive.delete() | stamp.delete();
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** {@link #forgetIfStale(File)} of a path. */
    static boolean forgetIfStale(Path archive) {
        return forgetIfStale(archive.toFile());
    }

    /** {@link #forgetIfStale} for the archive the launcher named, if any. */
    static void checkLaunched() {
        String archive = System.getProperty(ARCHIVE);
        if (archive != null && !archive.isEmpty()) forgetIfStale(new File(archive));
    }
}
