package escarmouche.command;

import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Objects;

/**
 * Everything a creature can be told to do on its turn. The keyboard, command scripts, monster
 * behaviours and SSH sessions all produce these and hand them to the same engine entry point.
 *
 * <p>A command is pure data: its script line is derived from it ({@link #text()}), and
 * {@link CommandParser} reads that line back into an equal command, so saves and replays can store the
 * text. Null options mean "the creature's best choice", as an absent option does in a script.
 */
public sealed interface Command {
    /** The canonical script line of this command ({@link CommandText}); the parser reads it back as is. */
    default String text() {
        return CommandText.of(this);
    }

    /** {@code move X,Y ...}: steps to adjacent squares; {@code risky} is "str", "dex" or null (careful). */
    record Move(List<Pos> path, String risky) implements Command {
        public Move {
            path = steps(path, "move");
        }

        /** A careful move along the steps. */
        public static Move careful(List<Pos> path) {
            return new Move(path, null);
        }
    }

    /** {@code moveto X,Y}: the cheapest legal careful path. */
    record MoveTo(Pos target) implements Command {
        public MoveTo {
            Objects.requireNonNull(target, "moveto needs a square");
        }
    }

    record Crawl(List<Pos> path) implements Command {
        public Crawl {
            path = steps(path, "crawl");
        }
    }

    /**
     * {@code stand [with=move|action]}: stands up (MOVE-PRONE). {@code with} null or {@code move} pays half the
     * speed in movement; {@code action} pays with the action instead, for a creature that fell from its own failed
     * terrain check this turn and has too little movement left (the seed's clause of MOVE-DIFFICULT, MOVE-STAIRS).
     */
    record Stand(String with) implements Command {
        public Stand {
            if (with != null && !with.equals("move") && !with.equals("action")) {
                throw new IllegalArgumentException("stand with=" + with + ": expected move or action");
            }
        }

        /** Standing up with movement, as a plain {@code stand}. */
        public Stand() {
            this(null);
        }

        /** Whether it stands up with the action rather than movement. */
        public boolean withAction() {
            return "action".equals(with);
        }
    }

    record Prone() implements Command {}

    record Dash() implements Command {}

    record Dodge() implements Command {}

    record Disengage() implements Command {}

    /** {@code hide [dc=N]}; dc null means the situation's default. */
    record Hide(Integer dc) implements Command {}

    /**
     * {@code undo}: takes back the creature's last move of this turn, while nothing happened since it
     * began but its steps (no die rolled, nothing revealed). Recorded like any command, so a replay
     * takes the move back again.
     */
    record Undo() implements Command {}

    /** {@code search}: look for hidden creatures (ACT-SEARCH). */
    record Search() implements Command {}

    /**
     * {@code pickup [ITEM] [with=move|action]}; item null means the first weapon lying in the creature's space.
     * {@code with} says how a weapon a fumble dropped is paid for, its whole movement or its action (ATK-FUMBLE);
     * null, the whole movement while none of it is spent, else the action, as before the option existed. Any
     * other weapon on the ground is an object interaction (TURN-OBJECT): {@code with=action} spends the action.
     */
    record Pickup(String item, String with) implements Command {
        public Pickup {
            if (with != null && !with.equals("move") && !with.equals("action")) {
                throw new IllegalArgumentException("pickup with=" + with + ": expected move or action");
            }
        }

        /** Picking up, paid the way the creature would choose by default. */
        public Pickup(String item) {
            this(item, null);
        }
    }

    /**
     * {@code attack TARGET [weapon=ID] [offhand=ID [offtarget=ID]] [ability=str|dex] [dex=hit|damage] [ko]}.
     * Null fields mean "the attacker's best choice". {@code offtarget} throws the off-hand weapon at a second
     * target (ATK-TWF).
     */
    record Attack(String target, String weapon, String offhand, String offtarget, String ability, String dex,
                  boolean ko) implements Command {
        public Attack {
            Objects.requireNonNull(target, "attack needs a target");
            if (offtarget != null && offhand == null) {
                throw new IllegalArgumentException("offtarget=" + offtarget + " needs offhand=ID");
            }
        }

        /** An attack with the given weapons (either may be null: the attacker's best choice). */
        public static Attack with(String target, String weapon, String offhand) {
            return new Attack(target, weapon, offhand, null, null, null, false);
        }
    }

    /** {@code aid ALLY}: first aid to a dying ally, a Wis check DC 10 (HP-DYING). */
    record Aid(String ally) implements Command {
        public Aid {
            Objects.requireNonNull(ally, "aid needs an ally");
        }
    }

    record Grapple(String target, String ability) implements Command {
        public Grapple {
            Objects.requireNonNull(target, "grapple needs a target");
        }

        public static Grapple of(String target) {
            return new Grapple(target, null);
        }
    }

    /**
     * {@code escape [ALLY] [ability=str|dex]}: out of a grapple (GRAP-ESCAPE), or, not grappled, out of a net
     * (COND-RESTRAINED, a Str check); with an ally, freeing that ally from its net.
     */
    record Escape(String ability, String ally) implements Command {
        /** Escaping by itself, with the ability given (null: its better one). */
        public Escape(String ability) {
            this(ability, null);
        }

        /** Escape with the creature's better ability. */
        public static Escape best() {
            return new Escape(null, null);
        }

        /** Free {@code ally} from its net. */
        public static Escape freeing(String ally) {
            return new Escape(null, Objects.requireNonNull(ally, "escape needs an ally to free"));
        }
    }

    /**
     * {@code cut [TARGET]}: the action, an attack on the net holding TARGET (COND-RESTRAINED, AC 10) with the
     * slashing weapon in hand; 5 slashing damage in all cuts it. No target (null): the creature's own net.
     */
    record Cut(String target) implements Command {
        /** Cutting its own net. */
        public static Cut itself() {
            return new Cut(null);
        }
    }

    record Release() implements Command {}

    /** {@code shove TARGET prone|push}. */
    record Shove(String target, boolean push, String ability) implements Command {
        public Shove {
            Objects.requireNonNull(target, "shove needs a target");
        }

        public static Shove of(String target, boolean push) {
            return new Shove(target, push, null);
        }
    }

    /**
     * {@code help ALLY [TARGET]} (ACT-HELP): against a target, the ally's first attack on it; without one,
     * the ally's next ability check.
     */
    record Help(String ally, String target) implements Command {
        public Help {
            Objects.requireNonNull(ally, "help needs an ally");
        }

        /** Help with the ally's next ability check. */
        public static Help withCheck(String ally) {
            return new Help(ally, null);
        }
    }

    /** {@code cast SPELL [TARGET | X,Y] [ability=...]}: at most one of target and square is set. */
    record Cast(String spell, String target, Pos square, String ability) implements Command {
        public Cast {
            Objects.requireNonNull(spell, "cast needs a spell");
            aimedOnce(target, square, "cast");
        }

        /** A spell at a creature, or with no aim when {@code target} is null. */
        public static Cast at(String spell, String target) {
            return new Cast(spell, target, null, null);
        }

        /** A spell at a square. */
        public static Cast atSquare(String spell, Pos square) {
            return new Cast(spell, null, square, null);
        }
    }

    /** {@code drink ITEM [ability=int|wis|dex]} (CAST-POTION). */
    record Drink(String item, String ability) implements Command {
        public Drink {
            Objects.requireNonNull(item, "drink needs an item");
        }

        public static Drink of(String item) {
            return new Drink(item, null);
        }
    }

    /** {@code read ITEM [TARGET | X,Y] [ability=int|wis|dex]}: a scroll's spell, aimed like {@code cast}. */
    record Read(String item, String target, Pos square, String ability) implements Command {
        public Read {
            Objects.requireNonNull(item, "read needs an item");
            aimedOnce(target, square, "read");
        }
    }

    /** {@code pick X,Y}: pick the lock of an adjacent door, the whole turn (TURN-OBJECT). */
    record Pick(Pos at) implements Command {
        public Pick {
            Objects.requireNonNull(at, "pick needs a square");
        }
    }

    /**
     * {@code ready [TARGET] [weapon=ID]}: strike TARGET when it comes within reach (ACT-READY); without a
     * target ({@code target} null), the first enemy that does.
     */
    record Ready(String target, String weapon) implements Command {
        /** Ready for whichever enemy comes within reach first. */
        public static Ready anyone(String weapon) {
            return new Ready(null, weapon);
        }
    }

    /** {@code open X,Y} or {@code close X,Y}: a door at a square (TURN-OBJECT). */
    record Door(Pos at, boolean open) implements Command {
        public Door {
            Objects.requireNonNull(at, "a door command needs a square");
        }
    }

    record End() implements Command {}

    /**
     * {@code yield}: the creature gives up the fight for its whole side; the fight ends at once and the other
     * side wins. A player concedes with it; a behaviour script makes a beaten monster throw down its weapon.
     */
    record Yield() implements Command {}

    /** A path of at least one square, kept unmodifiable so a command cannot change after it is made. */
    private static List<Pos> steps(List<Pos> path, String verb) {
        if (path == null || path.isEmpty()) throw new IllegalArgumentException(verb + " needs at least one square");
        return List.copyOf(path);
    }

    private static void aimedOnce(String target, Pos square, String verb) {
        if (target != null && square != null) {
            throw new IllegalArgumentException(verb + " aims at a creature or a square, not both");
        }
    }
}
