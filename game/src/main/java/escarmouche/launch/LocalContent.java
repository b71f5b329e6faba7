package escarmouche.launch;

import escarmouche.content.load.ContentLocator;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The local game's content once read: the catalog its pages ask (with each encounter's odds, and the
 * builder keeping the player's own encounters) and today's snapshot for the saves; or, when the content
 * cannot be used, what is wrong with it, as the terminal is told.
 */
final class LocalContent {
    private final ContentCatalog catalog;
    private final SaveShelf.Snapshot snapshot;
    private final String problems;

    private LocalContent(ContentCatalog catalog, SaveShelf.Snapshot snapshot, String problems) {
        this.catalog = catalog;
        this.snapshot = snapshot;
        this.problems = problems;
    }

    /**
     * Finds, loads and copies the content {@code locator} finds.
     *
     * @param own      where the builder keeps the player's own encounters
     * @param language the language its problems are said in
     */
    static LocalContent read(ContentLocator locator, Path own, Language language) {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PrintStream said = new PrintStream(text, true, StandardCharsets.UTF_8);
        Optional<ContentCatalog> catalog = Launch.loadCatalog(said, locator, ScreenMessages.of(language));
        if (catalog.isPresent()) {
            try {
                SaveShelf.Snapshot snapshot = SaveShelf.Snapshot.read(catalog.get().content());
                ContentCatalog games = catalog.get().withOdds(OddsPool.forContent(snapshot.content(), snapshot.hash()))
                        .keeping(own, own.toString());
                return new LocalContent(games, snapshot, null);
            } catch (IOException e) {
                said.println("escarmouche: the content folder cannot be read to copy it into saves: " + e.getMessage());
            }
        }
        return new LocalContent(null, null, text.toString(StandardCharsets.UTF_8));
    }

    boolean usable() {
        return problems == null;
    }

    /** What is wrong with the content, one line each; empty when it is usable. */
    String problems() {
        return problems == null ? "" : problems;
    }

    ContentCatalog catalog() {
        requireUsable();
        return catalog;
    }

    SaveShelf.Snapshot snapshot() {
        requireUsable();
        return snapshot;
    }

    /** The game asks nothing of the content before it is known usable ({@code TerminalGame.run}): this is a bug. */
    private void requireUsable() {
        if (!usable()) throw new IllegalStateException("the content cannot be used: " + problems.strip());
    }
}
