package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import java.util.function.Predicate;

/**
 * The side a screen tells the end of a fight from: the party's; the monsters' when it plays monsters only (a
 * game master rehearsing them alone, a table's seat given them), their win being its victory; or nobody's for a
 * table's game master, the referee, who reads the winner named plainly whatever creatures they held (a party's
 * win is no defeat of theirs for having played the goblins).
 */
enum Standpoint {
    PARTY, MONSTERS, REFEREE;

    /**
     * @param mine       the creatures the screen played (a table's seat: any it gave orders to in the fight, so that a
     *                   hero handed to the AI before the end still makes the party's win its victory, as the report
     *                   says), or null for a screen alone (those by hand)
     * @param gameMaster whether the screen is a table's game master's
     */
    static Standpoint of(ScreenFight fight, Predicate<Creature> mine, boolean gameMaster) {
        if (gameMaster) return REFEREE;
        return fight.playsMonstersOnly(mine) ? MONSTERS : PARTY;
    }
}
