package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Past fights when a delete cannot be done as asked: the page says what stays and why, and the list says what is left. */
class PastFightsDeleteTroubleTest {
    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    private Harness session() {
        return new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
    }

    /** A fight left after a few turns, its session closed. */
    private Path left() {
        h = session();
        h.keys("n").enter().enter();
        h.keys("e").keys("e");
        h.keys("Q").keys("y");
        h.close();
        return KeptSaves.recordings(saves).get(0);
    }

    @Test
    @DisplayName("A report's name taken by a folder with files in it: nothing is deleted, the page names the folder, the"
            + " list keeps the fight as it was")
    void reportFolderKeepsTheFight() throws Exception {
        Path file = left();
        Path report = escarmouche.save.SaveFolder.reportOf(file);
        Files.createDirectory(report);
        Files.writeString(report.resolve("notes"), "mine");
        h = session();
        h.keys("p").keys("x").keys("y");
        assertTrue(h.shows("This fight cannot be deleted"), h.screen());
        assertTrue(h.shows("a folder, not a file of this fight"), h.screen());
        assertTrue(h.shows("Nothing was deleted."), h.screen());
        h.esc();
        assertTrue(h.shows("unfinished"), "the fight stays, as it was: " + h.screen());
        assertFalse(h.shows("damaged"), h.screen());
        assertTrue(Files.exists(file));
        assertTrue(Files.exists(file.resolveSibling(file.getFileName() + ".bak")));
    }

    @Test
    @DisplayName("In French, the folder that stops a delete is said in French")
    void reportFolderInFrench() throws Exception {
        Path file = left();
        Files.createDirectory(escarmouche.save.SaveFolder.reportOf(file));
        h = session();
        h.keys("l").keys("p").keys("x").keys("y");
        assertTrue(h.showsSqueezed("un dossier, pas un fichier de ce combat"), h.screen());
        assertTrue(h.shows("Rien n'a été supprimé."), h.screen());
        // The temporary folder's name sets where the long path breaks: the rows are read joined.
        String joined = h.screen().replaceAll(" *\n *", "");
        assertTrue(joined.contains(".txt\u00a0: un dossier") || joined.contains(".txt\u00a0:un dossier"), h.screen());
    }

    @Test
    @DisplayName("A fight deleted meanwhile by another hand: the page says it is gone, and the list no longer shows nor"
            + " counts it")
    void goneMeanwhileLeavesTheList() throws Exception {
        Path file = left();
        h = session();
        h.keys("p");
        assertTrue(h.shows("1 fight"), h.screen());
        Files.delete(file);
        h.keys("x").keys("y");
        assertTrue(h.shows("is gone already."), h.screen());
        h.esc();
        assertFalse(h.shows("unfinished"), h.screen());
        assertFalse(h.shows("1 fight"), h.screen());
    }
}
