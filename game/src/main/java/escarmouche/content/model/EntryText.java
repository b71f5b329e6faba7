package escarmouche.content.model;

/**
 * A content entry's name and description in one language; either may be null when that language does
 * not give it (the screen then shows the English).
 */
public record EntryText(String name, String description) {
    public static final EntryText NONE = new EntryText(null, null);
}
