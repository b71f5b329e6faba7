package escarmouche.ui.log;

/**
 * How much the log says, cycled by a key like a roguelike's message verbosity: brief tells what happened
 * without dice; normal adds each roll's breakdown and the IDs of the rules that fired; full adds what the
 * monsters mean to do (their behaviour's reasons), for whoever wants to read the AI.
 */
public enum LogDetail {
    BRIEF("brief"), NORMAL("normal"), FULL("full");

    private final String word;

    LogDetail(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    public LogDetail next() {
        return values()[(ordinal() + 1) % values().length];
    }

    /** Whether an entry shows at this level: the monsters' intents only at full. */
    public boolean shows(MessageLog.Entry e) {
        return this == FULL || !e.detail();
    }

    /** The entry's text at this level. */
    public String text(MessageLog.Entry e) {
        return this == BRIEF && e.brief() != null ? e.brief() : e.text();
    }

    /** Whether rule IDs are shown beside the lines. */
    public boolean rules() {
        return this != BRIEF;
    }
}
