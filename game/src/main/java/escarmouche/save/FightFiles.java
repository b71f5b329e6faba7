package escarmouche.save;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Deletes one fight's files: its recording, its previous version ({@code .bak}), its report ({@code .txt}) and the
 * hidden half-written copies a crash during a write may have left (unseen in the lists, they would count against a
 * server player's quota for good). Every part is looked at before any goes: a folder under one of their names, empty
 * or not, is not the game's to remove, and the fight stays whole rather than half deleted (its recording gone, its
 * report's folder left, the list still naming it).
 */
final class FightFiles {
    private FightFiles() {}

    /**
     * Deletes {@code recording} and its parts, the recording first, so that a listing never finds a report without
     * it; its lock is the caller's to hold.
     *
     * @throws NoSuchFileException        the recording is gone already: nothing else is touched
     * @throws SaveFolder.NotOurs         a part is a folder: nothing was deleted
     * @throws SaveFolder.PartlyDeleted   a part could not be deleted once others had gone (the system refused it)
     */
    static void delete(Path recording) throws IOException {
        if (!Files.exists(recording, LinkOption.NOFOLLOW_LINKS)) throw new NoSuchFileException(recording.toString());
        List<Path> parts = partsOf(recording);
        for (Path part : parts) {
            if (Files.isDirectory(part, LinkOption.NOFOLLOW_LINKS)) throw new SaveFolder.NotOurs(part);
        }
        List<Path> gone = new ArrayList<>();
        for (Path part : parts) {
            try {
                if (part.equals(recording)) Files.delete(part);
                else if (!Files.deleteIfExists(part)) continue;
            } catch (NoSuchFileException e) {
                if (part.equals(recording)) throw e;
                continue;
            } catch (IOException e) {
                if (gone.isEmpty()) throw e;
                throw new SaveFolder.PartlyDeleted(gone, part, e);
            }
            gone.add(part);
        }
    }

    /** The recording and every file that belongs to it, the recording first. */
    private static List<Path> partsOf(Path recording) {
        List<Path> parts = new ArrayList<>();
        parts.add(recording);
        parts.add(RecordingFile.backupOf(recording));
        parts.add(SaveFolder.reportOf(recording));
        parts.addAll(AtomicFile.temporariesOf(recording));
        parts.add(AtomicFile.temporaryOf(SaveFolder.reportOf(recording)));
        return parts;
    }
}
