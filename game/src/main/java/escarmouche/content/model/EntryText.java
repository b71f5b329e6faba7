package escarmouche.content.model;

/**
 * A content entry's name and description in one language; either may be null when that language does
 * not give it (the screen then shows the English).
 *
 * @param gender    for a creature (a combatant, a monster, a class), the grammatical gender its name takes in
 *                  that language, {@code "m"} or {@code "f"}; null when not given (the language's default)
 * @param feminine  for a class, the feminine form of its name ("Guerrière" beside "Guerrier"), which a hero
 *                  whose own name is feminine is called by; null when not given (the name serves both)
 */
public record EntryText(String name, String description, String gender, String feminine) {
    public static final EntryText NONE = new EntryText(null, null);

    public EntryText(String name, String description) {
        this(name, description, null);
    }

    public EntryText(String name, String description, String gender) {
        this(name, description, gender, null);
    }
}
