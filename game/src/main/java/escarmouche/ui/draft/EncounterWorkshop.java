package escarmouche.ui.draft;

import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EncounterInfo;
import escarmouche.lang.ScreenMessages;
import java.util.List;

/**
 * What the encounter builder asks of the game around it (a port: the launcher implements it over the
 * content and a folder of the player's own encounters). The screens do no file or JSON work: the workshop
 * reads a scenario into a draft, checks a draft with the scenario loader, and saves it.
 */
public interface EncounterWorkshop {
    /** Whether this game keeps encounters at all (false: the builder is not offered). */
    boolean available();

    /** The creatures the builder may place: classes first, then monsters. */
    List<DraftTemplate> templates();

    /** The names of the content's behaviours. */
    List<String> behaviours();

    /** A content behaviour's one line in English ("Holds its post: ..."), or null when it has none. */
    default String behaviourDescription(String name) {
        return null;
    }

    /** The player's own encounters, by file name. */
    List<EncounterInfo> saved();

    /**
     * The names and descriptions in other languages of the encounters {@link #saved} listed last: each file's
     * own {@code "fr"}, and the workshop's words for one that has no description. None by default. The catalog
     * adds them to its words, so that every screen names the player's own encounters in its language.
     */
    default ContentWords savedWords() {
        return ContentWords.NONE;
    }

    /** Whether an encounter is one of the player's own (saved where this workshop saves). */
    boolean own(EncounterInfo encounter);

    /**
     * An encounter as a draft: one of the player's own edits that file; any other is a copy that saves as a
     * new file (shipped content is never written).
     */
    DraftOpened open(EncounterInfo encounter);

    /**
     * Only the map of {@code opened} (a draft {@link #open} read), as a new encounter, that keeps the map as the
     * file gave it: a map of content/maps/ named by id saves as that id while its squares are the same, an
     * inline one keeps its name and description (docs/gm.md). Without a workshop that reads files, the squares.
     */
    default EncounterDraft mapOnly(EncounterDraft opened) {
        return opened.mapOnly(null);
    }

    /**
     * Every problem of the draft in the words of {@code ./play check} on the file it would save, in
     * {@code words}' language as {@code ./play check --lang} says them; empty: none.
     */
    List<String> check(EncounterDraft draft, ScreenMessages words);

    /** The scenario file the draft would save, as text (what its odds simulate); null when none would be. */
    default String text(EncounterDraft draft) {
        return null;
    }

    /**
     * Saves the draft as a scenario file. A new draft's file is named after the encounter; when a file of
     * that name already exists it is replaced only if {@code replace} says so, otherwise the answer is
     * {@link DraftSaved.Clash}.
     */
    DraftSaved save(EncounterDraft draft, boolean replace);

    /**
     * Saves the draft as a new encounter named {@code name}, and {@code fr} in French, in a new file, never over
     * another ({@link DraftSaved.Clash} when its file name is taken): the file named after the draft's own name
     * with the words {@code end} kept whole after it, the name cut to make room ({@code mill-fight-recovered-2.json}).
     * How the builder keeps the work of a session cut short.
     */
    default DraftSaved keep(EncounterDraft draft, String name, String fr, String end) {
        return new DraftSaved.Refused(DraftWords.of("build.refused.none"));
    }

    /**
     * The French name the draft's file gives the encounter (its {@code "fr": {"name": ...}}), while the draft
     * keeps the name it was read with; null when it has none, or was renamed.
     */
    default String frenchName(EncounterDraft draft) {
        return null;
    }

    /**
     * The files of the player's folder that {@link #saved} leaves out, by name, each with why (a name the game
     * does not take as an id, a link, a file past the server's bound): the lists say them rather than let a
     * file the GM put there go missing in silence. None by default.
     */
    default List<LeftOut> leftOut() {
        return List.of();
    }

    /** A file of the player's folder left out of the lists, and why. */
    record LeftOut(String file, DraftWords why) {}

    /**
     * A scenario's path as the player's messages name it: one of the player's own encounters from their folder as the
     * list names it ("encounters/mill.json" over SSH, never the server's data folder), any other as it is.
     */
    default String shownPath(String path) {
        return path;
    }

    /** The file one of the player's own encounters is kept in, as the player's list names it ("mill.json"); "" when none. */
    default String fileOf(EncounterInfo encounter) {
        return "";
    }

    /**
     * Deletes one of the player's own encounters (its file); shipped content is never deleted. Returns null when
     * it is gone, else why not.
     */
    default DraftWords delete(EncounterInfo encounter) {
        return DraftWords.of("build.refused.none");
    }

    /** A draft read from a scenario, or why it could not be read. */
    record DraftOpened(EncounterDraft draft, DraftWords problem) {}

    /** No encounters are kept: the builder is not offered. */
    EncounterWorkshop NONE = new EncounterWorkshop() {
        @Override
        public boolean available() {
            return false;
        }

        @Override
        public List<DraftTemplate> templates() {
            return List.of();
        }

        @Override
        public List<String> behaviours() {
            return List.of();
        }

        @Override
        public List<EncounterInfo> saved() {
            return List.of();
        }

        @Override
        public boolean own(EncounterInfo encounter) {
            return false;
        }

        @Override
        public DraftOpened open(EncounterInfo encounter) {
            return new DraftOpened(null, DraftWords.of("build.refused.none"));
        }

        @Override
        public List<String> check(EncounterDraft draft, ScreenMessages words) {
            return List.of();
        }

        @Override
        public DraftSaved save(EncounterDraft draft, boolean replace) {
            return new DraftSaved.Refused(DraftWords.of("build.refused.none"));
        }
    };
}
