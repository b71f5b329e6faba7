package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.action.PickupCost;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.ui.page.MenuPage;
import java.util.List;

/**
 * The , key: picking up a weapon lying in the hero's space. A weapon a fumble dropped (ATK-FUMBLE) costs the
 * whole movement or the action, the player's choice: a prone hero who spends the action can still stand up and
 * walk, one who spends the movement can still strike. When both can pay, both are offered with what each leaves of
 * the turn, and the one picked is sent as the {@code pickup with=move|action} command a script would type.
 * With one way only (any other weapon's free object interaction, TURN-OBJECT: thrown, or dropped by a hero
 * falling unconscious; or the movement or the action already spent), the weapon is picked up at once, the
 * action list having said how. {@link PickupCost} decides which, as for the command and the AI.
 */
final class PickupAsk {
    private PickupAsk() {}

    /** The action list's entry while a weapon can be picked up: what it is and what it costs. */
    static String label(ScreenFight fight, Creature me, FightTerms w) {
        PickupCost.Offer offer = fight.game().previews().checks().pickupOffer(me);
        if (offer == null) return null;
        String cost = choice(offer) ? w.t("pickup.either") : w.t(way(offer.ways().get(0)));
        return w.t("pickup.what", name(fight, offer), cost);
    }

    static void press(BattlePage page) {
        Creature me = page.me();
        PickupCost.Offer offer = page.fight().game().previews().checks().pickupOffer(me);
        if (offer == null || !choice(offer)) {
            page.submit(new Command.Pickup(null));
            return;
        }
        FightTerms w = page.terms();
        String name = name(page.fight(), offer);
        int left = me.turn.movementLeft;
        // HP-DISABLED: a hero at 0 has its move or its action, so either way spends the whole turn.
        boolean disabled = me.has(Condition.DISABLED);
        MenuPage.Item move = new MenuPage.Item('m', disabled
                ? w.t("pickup.item.disabled", name, w.t(way(PickupCost.Way.WHOLE_MOVEMENT)))
                : w.t("pickup.item.move", name, left), () -> page.submit(new Command.Pickup(null, "move")));
        MenuPage.Item action = new MenuPage.Item('a', disabled
                ? w.t("pickup.item.disabled", name, w.t(way(PickupCost.Way.ACTION)))
                : w.t("pickup.item.action", name, left), () -> page.submit(new Command.Pickup(null, "action")));
        // The way a bare pickup takes comes first, as it always did.
        page.menu(w.t("pickup.title", name), offer.ways().get(0) == PickupCost.Way.ACTION
                ? List.of(action, move) : List.of(move, action));
    }

    /** Whether the player has a choice: a fumbled weapon, and both its movement and its action left to pay. */
    private static boolean choice(PickupCost.Offer offer) {
        return offer.ways().contains(PickupCost.Way.WHOLE_MOVEMENT) && offer.ways().contains(PickupCost.Way.ACTION);
    }

    private static String way(PickupCost.Way way) {
        return switch (way) {
            case WHOLE_MOVEMENT -> "pickup.way.move";
            case ACTION -> "pickup.way.action";
            case FREE_INTERACTION -> "pickup.way.free";
        };
    }

    private static String name(ScreenFight fight, PickupCost.Offer offer) {
        return BattleWords.weaponName(offer.weapon(), fight.names());
    }
}
