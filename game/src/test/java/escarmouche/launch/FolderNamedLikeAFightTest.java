package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.SaveWords;
import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Past fights lists fights: a folder named like one is skipped, as `check` skips what is not a regular file, and no
 * failure is ever said by a Java class name.
 */
class FolderNamedLikeAFightTest {
    private static final Path WON = Path.of("src/test/resources/recordings/duel-won.jsonl");

    @Test
    @DisplayName("a folder named NAME.jsonl is neither listed nor counted, and the fight beside it is")
    void folderIsNoFight(@TempDir Path saves) throws Exception {
        Files.copy(WON, saves.resolve("2026-11-21_10-00-00_duel.jsonl"));
        Path folder = Files.createDirectory(saves.resolve("2026-11-22_10-00-00_folder.jsonl"));
        Files.writeString(folder.resolve("inside.txt"), "kept");
        Files.createDirectory(saves.resolve("2026-11-23_10-00-00_empty.jsonl"));
        SaveShelf shelf = KeptSaves.local(saves);
        List<FightSaves.Past> past = shelf.past();
        assertEquals(List.of(saves.resolve("2026-11-21_10-00-00_duel.jsonl").toString()),
                past.stream().map(FightSaves.Past::key).toList());
        assertEquals(1, shelf.overview().count());
    }

    @Test
    @DisplayName("a folder with files in it, or a failure the system gives no reason for, is said in words, in English and French")
    void noClassName(@TempDir Path saves) {
        SaveShelf shelf = KeptSaves.local(saves);
        Path x = saves.resolve("x.jsonl");
        String notEmpty = x + ": a folder with files in it, not a fight";
        assertEquals(notEmpty, shelf.reason(new DirectoryNotEmptyException(x.toString())));
        assertEquals("the system refused it without saying why", shelf.reason(new IOException()));
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals(x + " ne peut pas être supprimé\u00a0: " + x + "\u00a0: un dossier qui contient des fichiers, pas un combat",
                SaveWords.of(fr, x + " cannot be deleted: " + notEmpty));
    }
}
