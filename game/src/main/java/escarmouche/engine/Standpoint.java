package escarmouche.engine;

import escarmouche.engine.battle.Creature;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The side a player tells the end of a fight from: the party's; the monsters' when they played monsters only (a
 * game master rehearsing them alone, a table's seat given them), their win being that player's victory; or nobody's
 * for a table's game master, the referee, who reads the winner named plainly whatever creatures they held (a party's
 * win is no defeat of theirs for having played the goblins). The end page tells it; a recording keeps it
 * ({@link #word}) so that Past fights and the fight report, read later and elsewhere, tell the same.
 */
public enum Standpoint {
    PARTY, MONSTERS, REFEREE;

    /**
     * @param creatures  the fight's creatures
     * @param plays      the creatures the player played (a table's seat: any it gave orders to in the fight, so that a
     *                   hero handed to the AI before the end still makes the party's win its victory; a player alone:
     *                   those played by hand)
     * @param gameMaster whether the player is a table's game master
     */
    public static Standpoint of(Iterable<Creature> creatures, Predicate<Creature> plays, boolean gameMaster) {
        if (gameMaster) return REFEREE;
        return monstersOnly(creatures, plays) ? MONSTERS : PARTY;
    }

    /** The side of a player alone at {@code game}: the creatures played by hand as it stands (at its end, those that finished it). */
    public static Standpoint alone(Game game) {
        return of(game.battle().creatures(), game::byHand, false);
    }

    /** Whether {@code plays} holds some of the creatures and none of the party's: the party's enemies only. */
    public static boolean monstersOnly(Iterable<Creature> creatures, Predicate<Creature> plays) {
        boolean any = false;
        for (Creature c : creatures) {
            if (!plays.test(c)) continue;
            if (party(c)) return false;
            any = true;
        }
        return any;
    }

    /** Whether a creature fights on the party's side. */
    public static boolean party(Creature c) {
        return "party".equals(c.side.side);
    }

    /** Whether the fight's {@code winner} ("party", "monsters") is this side's: never for the referee, who has none. */
    public boolean won(String winner) {
        return this != REFEREE && word().equals(winner);
    }

    /** As a recording writes it ({@code "playedAs": "monsters"}). */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The side a recording's word names, or null for a word that names none. */
    public static Standpoint ofWord(String word) {
        for (Standpoint s : values()) if (s.word().equals(word)) return s;
        return null;
    }
}
