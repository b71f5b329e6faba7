package escarmouche.ui.draft;

/** The answer to saving a draft. */
public sealed interface DraftSaved {
    /** Written: the draft now saves to that file; {@code shown} is where, as the player may type it. */
    record Written(EncounterDraft draft, String shown) implements DraftSaved {}

    /** Another file already has that name: ask before replacing it. */
    record Clash(String fileName) implements DraftSaved {}

    /** Not written, and why (a whole sentence, said in the session's language). */
    record Refused(DraftWords why) implements DraftSaved {}
}
