package escarmouche.behaviour;

/**
 * The names of the actions a rule may take, with what each one accepts: a target, and the movement
 * options {@code risky} and {@code provoke} (only for actions that may walk).
 */
public enum ActionKind {
    ATTACK("attack", true, true, "attack"),
    FLANK("flank", true, true, "flank and attack"),
    APPROACH("approach", true, true, "close in on"),
    SHOOT("shoot", true, true, "shoot"),
    GRAPPLE("grapple", true, true, "grapple"),
    SHOVE("shove", true, true, "shove prone"),
    ESCAPE("escape", false, false, "break free"),
    DISENGAGE("disengage", false, true, "disengage and retreat"),
    FLEE("flee", false, true, "flee"),
    DODGE("dodge", false, false, "dodge"),
    CAST("cast", true, true, "cast"),
    DRINK("drink", false, false, "drink"),
    HELP("help", true, true, "help an ally against"),
    HOLD("hold", true, false, "hold its ground"),
    PICKUP("pickup", false, true, "pick up its weapon"),
    STAND("stand", false, false, "stand up"),
    YIELD("yield", false, false, "yield"),
    SEARCH("search", false, false, "search for hidden foes"),
    HIDE("hide", false, false, "hide"),
    READY("ready", true, false, "ready an attack for");

    private final String id;
    private final boolean aimed;
    private final boolean moves;
    private final String words;

    ActionKind(String id, boolean aimed, boolean moves, String words) {
        this.id = id;
        this.aimed = aimed;
        this.moves = moves;
        this.words = words;
    }

    public String id() {
        return id;
    }

    /** Whether the action is done to a target the rule picks. */
    public boolean aimed() {
        return aimed;
    }

    /** Whether it may walk, so that {@code risky} and {@code provoke} mean something. */
    public boolean moves() {
        return moves;
    }

    /**
     * Whether it gives a command only while the creature's action is left this turn: a rule for it under
     * {@code {"self": "acted"}} never gives one. {@code disengage} and {@code flee} still walk without it,
     * {@code hold} still ends the turn.
     */
    public boolean needsAction() {
        return switch (this) {
            case ATTACK, FLANK, SHOOT, GRAPPLE, SHOVE, ESCAPE, DODGE, CAST, DRINK, HELP, SEARCH, HIDE, READY -> true;
            case APPROACH, DISENGAGE, FLEE, HOLD, PICKUP, STAND, YIELD -> false;
        };
    }

    /** How intents say it: "grapple kenji". */
    public String words() {
        return words;
    }

    public static ActionKind byId(String id) {
        for (ActionKind k : values()) if (k.id.equals(id)) return k;
        return null;
    }
}
