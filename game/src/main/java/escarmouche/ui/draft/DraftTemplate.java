package escarmouche.ui.draft;

/**
 * A creature of the content that may be placed: a class (a character, on the party's side unless told
 * otherwise) or a monster.
 *
 * @param width  squares across of its footprint
 * @param height squares down
 */
public record DraftTemplate(String id, String name, boolean character, int width, int height) {
    /** The side a creature of this template takes when none is given. */
    public String defaultSide() {
        return character ? "party" : "monsters";
    }
}
