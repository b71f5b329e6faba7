package escarmouche.command;

import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * Everything a creature can be told to do on its turn. The keyboard, command scripts, monster
 * behaviours and SSH sessions all produce these and hand them to the same engine entry point.
 */
public sealed interface Command {
    /** The command as a script line, for error events and replays. */
    String text();

    /** {@code move X,Y ...}: steps to adjacent squares; {@code risky} is "str", "dex" or null (careful). */
    record Move(List<Pos> path, String risky, String text) implements Command {}

    /** {@code moveto X,Y}: the cheapest legal careful path. */
    record MoveTo(Pos target, String text) implements Command {}

    record Crawl(List<Pos> path, String text) implements Command {}

    record Stand(String text) implements Command {}

    record Prone(String text) implements Command {}

    record Dash(String text) implements Command {}

    record Dodge(String text) implements Command {}

    record Disengage(String text) implements Command {}

    /** {@code hide [dc=N]}; dc null means the situation's default. */
    record Hide(Integer dc, String text) implements Command {}

    /** {@code search}: look for hidden creatures (ACT-SEARCH). */
    record Search(String text) implements Command {}

    record Pickup(String item, String text) implements Command {}

    /**
     * {@code attack TARGET [weapon=ID] [offhand=ID [offtarget=ID]] [ability=str|dex] [dex=hit|damage] [ko]}.
     * Null fields mean "the attacker's best choice". {@code offtarget} throws the off-hand weapon at a second
     * target (ATK-TWF).
     */
    record Attack(String target, String weapon, String offhand, String ability, String dex, boolean ko,
                  String text, String offtarget) implements Command {
        public Attack(String target, String weapon, String offhand, String ability, String dex, boolean ko,
                      String text) {
            this(target, weapon, offhand, ability, dex, ko, text, null);
        }
    }

    /** {@code aid ALLY}: first aid to a dying ally, a Wis check DC 10 (HP-DYING). */
    record Aid(String ally, String text) implements Command {}

    record Grapple(String target, String ability, String text) implements Command {}

    record Escape(String ability, String text) implements Command {}

    record Release(String text) implements Command {}

    /** {@code shove TARGET prone|push}. */
    record Shove(String target, boolean push, String ability, String text) implements Command {}

    record Help(String ally, String target, String text) implements Command {}

    /** {@code cast SPELL [TARGET | X,Y] [ability=...]}: exactly one of target and square may be set. */
    record Cast(String spell, String target, Pos square, String ability, String text) implements Command {}

    /** {@code drink ITEM [ability=int|wis|dex]} (CAST-POTION). */
    record Drink(String item, String text, String ability) implements Command {
        public Drink(String item, String text) {
            this(item, text, null);
        }
    }

    /** {@code read ITEM [TARGET | X,Y] [ability=int|wis|dex]}: a scroll's spell, aimed like {@code cast}. */
    record Read(String item, String text, String target, Pos square, String ability) implements Command {
        public Read(String item, String text) {
            this(item, text, null, null, null);
        }
    }

    /** {@code pick X,Y}: pick the lock of an adjacent door, the whole turn (TURN-OBJECT). */
    record Pick(Pos at, String text) implements Command {}

    /** {@code ready TARGET [weapon=ID]}: strike TARGET when it comes within reach (ACT-READY). */
    record Ready(String target, String weapon, String text) implements Command {}

    /** Open or close a door at a square (TURN-OBJECT). */
    record Door(Pos at, boolean open, String text) implements Command {}

    record End(String text) implements Command {}
}
