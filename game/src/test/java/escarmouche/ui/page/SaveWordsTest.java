package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.launch.SaveShelf;
import escarmouche.save.Migrations;
import escarmouche.save.SaveQuota;
import escarmouche.testing.KeptSaves;
import escarmouche.ui.lang.EngineSentences;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The saves' sentences in the session's language: French says them again, English shows them as written. */
class SaveWordsTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    @TempDir
    Path saves;

    @Test
    @DisplayName("A damaged save's page in French: a diagnosis no phrase knows stays as written inside the French sentence")
    void damaged() {
        List<String> english = List.of("saves/a.jsonl cannot be played: a.jsonl:3: not JSON", "",
                "Its previous version is kept in saves/a.jsonl.bak: press b to continue from it (into a new save;"
                        + " this file stays as it is).", "Nothing was overwritten.");
        assertEquals(List.of("saves/a.jsonl ne peut pas être joué\u00a0: a.jsonl:3: not JSON", "",
                "Sa version précédente est gardée dans saves/a.jsonl.bak\u00a0: b reprend à partir d'elle (dans une"
                        + " nouvelle sauvegarde\u00a0; ce fichier reste tel quel).", "Rien n'a été écrasé."),
                SaveWords.of(FR, english));
        assertEquals(english, SaveWords.of(EN, english));
    }

    @Test
    @DisplayName("A result line edited to a value that is no side as the game writes it (Party) is quoted as written in"
            + " French, as in English, on the page of a save that cannot be played; the side's own word is said as the side")
    void editedResultQuotedAsWritten() {
        assertEquals("a.jsonl:9\u00a0: sa ligne de résultat dit \u00ab\u00a0Party\u00a0\u00bb, mais ses entrées mènent à la"
                + " victoire du groupe", SaveWords.of(FR, "a.jsonl:9: its result line says \"Party\", but its inputs end the"
                + " fight with \"party\""));
        assertEquals("a.jsonl:9\u00a0: sa ligne de résultat dit \u00ab\u00a0monsters \u00a0\u00bb, mais ses entrées laissent"
                + " le combat en cours", SaveWords.of(FR, "a.jsonl:9: its result line says \"monsters \", but its inputs leave"
                + " the fight under way"));
        assertEquals("a.jsonl:9\u00a0: sa ligne de résultat annonce la victoire des monstres, mais ses entrées mènent à"
                + " celle du groupe", SaveWords.of(FR, "a.jsonl:9: its result line says \"monsters\", but its inputs end the"
                + " fight with \"party\""));
    }

    @Test
    @DisplayName("The system's usual reasons a save fails (a full disk, a quota, a read-only disk) are said in French"
            + " too; one no phrase knows stays as the system wrote it")
    void systemReasons() {
        assertEquals("Le combat ne peut pas être sauvegardé dans saves\u00a0: plus de place sur le disque",
                SaveWords.of(FR, "The fight cannot be saved in saves: No space left on device"));
        assertEquals("Le combat ne peut pas être sauvegardé dans saves\u00a0: système de fichiers en lecture seule",
                SaveWords.of(FR, "The fight cannot be saved in saves: Read-only file system"));
        assertEquals("Le combat ne peut pas être sauvegardé dans saves\u00a0: Stale file handle",
                SaveWords.of(FR, "The fight cannot be saved in saves: Stale file handle"));
        // After the file the system failed on, as Java words it: French puts its colon between them too.
        assertEquals("Le combat ne peut pas être sauvegardé dans saves\u00a0: saves/a.jsonl.lock\u00a0: pas un dossier",
                SaveWords.of(FR, "The fight cannot be saved in saves: saves/a.jsonl.lock: Not a directory"));
        assertEquals("The fight cannot be saved in saves: No space left on device",
                SaveWords.of(EN, "The fight cannot be saved in saves: No space left on device"));
    }

    @Test
    @DisplayName("A system's reason after the file it failed on: French joins them with its own colon (no-break space),"
            + " English as written; a reason no phrase knows stays as the system wrote it, colon and all")
    void fileAndReasonJoinedInFrench() {
        assertEquals("saves/x.jsonl ne peut pas être supprimé\u00a0: saves/x.jsonl\u00a0: permission refusée",
                SaveWords.of(FR, "saves/x.jsonl cannot be deleted: saves/x.jsonl: Permission denied"));
        assertEquals("le rapport n'a pas pu être écrit dans saves/x.txt\u00a0: saves/x.txt\u00a0: plus de place sur le"
                + " disque", SaveWords.of(FR, "the report could not be written to saves/x.txt: saves/x.txt: No space left"
                + " on device"));
        assertEquals("saves/x.jsonl ne peut pas être supprimé\u00a0: saves/x.jsonl: Stale file handle",
                SaveWords.of(FR, "saves/x.jsonl cannot be deleted: saves/x.jsonl: Stale file handle"));
        assertEquals("saves/x.jsonl cannot be deleted: saves/x.jsonl: Permission denied",
                SaveWords.of(EN, "saves/x.jsonl cannot be deleted: saves/x.jsonl: Permission denied"));
    }

    @Test
    @DisplayName("A file too large to be a save is said in MiB, in French in Mio with no-break spaces, not as 16777216 bytes")
    void tooLarge() throws Exception {
        Path huge = saves.resolve("junk.jsonl");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(16L * 1024 * 1024 + 1);
        }
        String english = org.junit.jupiter.api.Assertions.assertThrows(escarmouche.save.RecordingFile.Unreadable.class,
                () -> new escarmouche.save.RecordingFile().load(huge)).getMessage();
        assertEquals(huge + ": larger than 16 MiB: not a recording", english);
        assertEquals(huge + "\u00a0: plus de 16\u00a0Mio\u00a0: ce n'est pas un enregistrement", SaveWords.of(FR, english));
    }

    @Test
    @DisplayName("Continue refused because the save cannot be written again (EPERM: a sticky folder, an immutable file)"
            + " is said in French, the system's reason too")
    void continueRefused() {
        assertEquals(List.of("saves/a.jsonl ne peut pas être continué\u00a0: son dossier n'est pas accessible en écriture\u00a0:"
                        + " saves/.a.jsonl.tmp\u00a0: opération non permise", "", "La sauvegarde est telle qu'elle était."),
                SaveWords.of(FR, List.of("saves/a.jsonl cannot be continued: its folder cannot be written: saves/.a.jsonl.tmp:"
                        + " Operation not permitted", "", "The save is as it was.")));
    }

    @Test
    @DisplayName("A lock held elsewhere names its holder in French, a local game or another player's SSH session")
    void lock() {
        assertEquals("a.jsonl est ouvert dans une session SSH d'ana (depuis 2026-11-23T20:15:00Z)",
                SaveWords.of(FR, "a.jsonl is open in an SSH session of ana (since 2026-11-23T20:15:00Z)"));
        assertEquals("a.jsonl est ouvert dans une partie locale (processus 12 sur box, depuis 2026-11-23T20:15:00Z)",
                SaveWords.of(FR, "a.jsonl is open in a local game (process 12 on box, since 2026-11-23T20:15:00Z)"));
    }

    @Test
    @DisplayName("Full saves, as the quota says it, in French: one fight, several, or the size")
    void full() throws Exception {
        Files.writeString(saves.resolve("a.jsonl"), "x");
        String one = new SaveQuota(1, 1 << 30).full(saves).orElseThrow();
        assertEquals("Vos sauvegardes sont pleines\u00a0: 1 combat gardé, le serveur en garde au plus 1. Supprimez un"
                + " combat dans Combats passés (x), ou demandez à l'administrateur du serveur de faire de la place.", SaveWords.of(FR, one));
        Files.writeString(saves.resolve("b.jsonl"), "x");
        String two = new SaveQuota(2, 1 << 30).full(saves).orElseThrow();
        assertEquals("Vos sauvegardes sont pleines\u00a0: 2 combats gardés, le serveur en garde au plus 2. Supprimez un"
                + " combat dans Combats passés (x), ou demandez à l'administrateur du serveur de faire de la place.", SaveWords.of(FR, two));
        Files.write(saves.resolve("c.jsonl"), new byte[1 << 20]);
        String size = new SaveQuota(9, 1 << 20).full(saves).orElseThrow();
        assertEquals("Vos sauvegardes sont pleines\u00a0: 1\u00a0Mio gardés, le serveur en garde au plus 1\u00a0Mio. Supprimez un"
                + " combat dans Combats passés (x), ou demandez à l'administrateur du serveur de faire de la place.", SaveWords.of(FR, size));
        assertEquals("Cette session ne garde aucune sauvegarde.", SaveWords.of(FR, FightSaves.NONE.reopen("x", false)
                .problem().get(0)));
    }

    @Test
    @DisplayName("A damaged save's own diagnosis is French too: an empty file, a first line that is not JSON, a newer format")
    void diagnoses() throws Exception {
        SaveShelf shelf = KeptSaves.local(saves);
        Path file = saves.resolve("2026-01-01_10-00-00_a.jsonl");
        Files.writeString(file, "");
        assertEquals(file + " ne peut pas être joué\u00a0: " + file + "\u00a0: vide\u00a0: ce n'est pas un enregistrement",
                said(shelf, file));
        Files.writeString(file, "{oops\n");
        String notJson = said(shelf, file);
        assertEquals(file + " ne peut pas être joué\u00a0: " + file + ":1:2\u00a0: pas du JSON\u00a0: trouvé 'o' là où un nom de"
                + " champ entre guillemets était attendu", notJson);
        Files.writeString(file, "{\"type\": \"escarmouche-recording\", \"format\": 99}\n");
        assertEquals(file + " ne peut pas être joué\u00a0: " + file + ":1\u00a0: format d'enregistrement 99, écrit par une"
                + " version plus récente du jeu (celle-ci " + (Migrations.STANDARD.current() == 1 ? "ne lit que le format 1"
                : "lit les formats 1 à " + Migrations.STANDARD.current()) + ")", said(shelf, file));
    }

    /** The first line of the page a player reads on opening {@code file}, in French. */
    private static String said(SaveShelf shelf, Path file) {
        List<String> problem = shelf.reopen(file.toString(), false).problem();
        assertTrue(EngineSentences.keyOf(problem.get(0)) != null, "a phrase fits " + problem.get(0));
        return SaveWords.of(FR, problem).get(0);
    }
}
