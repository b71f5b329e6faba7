package escarmouche.ui.page;

/**
 * What became of the builder's work when a session ended under it with work not saved, for the next
 * session's title screen to say once: kept as an encounter of the player's ({@code name}, and {@code fr} its
 * French name, for a next session in French), or not kept and why ({@code lost}, a sentence in the ending
 * session's language). Never both.
 */
public record KeptDraft(String name, String fr, String lost) {
    /** Nothing to say (said already, or nothing was left). */
    public static final KeptDraft NONE = new KeptDraft(null, null, null);

    /** The work kept as the encounter {@code name}, with no French name of its own. */
    public static KeptDraft kept(String name) {
        return new KeptDraft(name, null, null);
    }

    /** The work kept as the encounter {@code name}, called {@code fr} in French. */
    public static KeptDraft kept(String name, String fr) {
        return new KeptDraft(name, fr, null);
    }

    /** The work that could not be kept, and why. */
    public static KeptDraft lost(String why) {
        return new KeptDraft(null, null, why);
    }
}
