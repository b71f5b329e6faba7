package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.rules.attack.Hands;
import escarmouche.events.NoteEvent;
import escarmouche.rules.conditions.Snare;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Optional;

/**
 * {@code pickup [ITEM] [with=move|action]}: takes a weapon lying in the creature's space back in hand. A weapon
 * a fumble dropped (ATK-FUMBLE) costs the whole movement or the action, as {@code with} says; any other (thrown,
 * dropped by a creature falling unconscious or letting go to grapple) an object interaction (TURN-OBJECT): see
 * {@link PickupCost}.
 */
final class PickupAction {
    private final Services s;

    PickupAction(Services services) {
        this.s = services;
    }

    /** Why picking up would be refused now, or empty: the same checks as {@link #pickup}, nothing changed. */
    Optional<Outcome.Refused> cannotPickUp(Creature actor, Command.Pickup p) {
        Optional<Outcome.Refused> unable = Outcome.Refused.unable(actor);
        if (unable.isPresent()) return unable;
        GroundItems.Item item = find(actor, p.item());
        Creature held = item == null ? heldInNet(actor, p.item()) : null;
        if (held != null) {
            return Optional.of(Outcome.Refused.by(Snare.RULE, "the " + held.conditions.caught.weapon() + " holds "
                    + held.id() + ": it cannot be picked up until " + held.id() + " is out of it"));
        }
        if (item == null) {
            return Optional.of(Outcome.Refused.malformed(p.item() == null ? "nothing to pick up in " + actor.id()
                    + "'s space" : "no " + p.item() + " lying in " + actor.id() + "'s space"));
        }
        if (!Hands.handForAWeapon(actor.stats.bearsShield(), s.battle.holding(actor))) {
            return Optional.of(Outcome.Refused.by("GRAP-START", actor.id() + " has no hand free to pick up the "
                    + item.weapon().id() + ": the creature it holds takes one (GRAP-START)"));
        }
        // The way asked for says why it cannot pay, even when the other could not either.
        if (p.with() != null) {
            return PickupCost.of(actor, item, p.with()) == null ? Optional.of(refusal(actor, item, p.with()))
                    : Optional.empty();
        }
        return PickupCost.of(actor, item) == null ? Optional.of(refusal(actor, item)) : Optional.empty();
    }

    Outcome pickup(Creature actor, Command.Pickup p) {
        Optional<Outcome.Refused> no = cannotPickUp(actor, p);
        if (no.isPresent()) return no.get();
        GroundItems.Item item = find(actor, p.item());
        PickupCost.Way way = PickupCost.of(actor, item, p.with());
        switch (way) {
            case FREE_INTERACTION -> actor.turn.objectUsed = true;
            case WHOLE_MOVEMENT -> {
                actor.turn.movementLeft = 0;
                actor.turn.moved = true;
            }
            case ACTION -> actor.turn.actionUsed = true;
        }
        // HP-DISABLED: the fumble's price is a move or an action, and such a creature has only one of them.
        if (!PickupCost.objectInteraction(item) && actor.has(Condition.DISABLED)) actor.turn.actionUsed = true;
        s.battle.ground().take(item);
        if (item.thrown()) {
            restock(actor, item.weapon());
        } else {
            actor.arsenal.weapons.add(0, item.weapon());
            actor.arsenal.inHand = item.weapon().id();
        }
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " picks up the " + item.weapon().id() + " at " + item.at()
                + ", using " + way.text(), PickupCost.rules(item, way)));
        return Outcome.DONE;
    }

    /**
     * A thrown weapon picked up goes back beside the copies still carried (or last, when none is left), so
     * that the order of the creature's weapons, which decides its default choices, stays as it was.
     */
    private static void restock(Creature actor, Weapon w) {
        List<Weapon> carried = actor.arsenal.weapons;
        int at = carried.size();
        for (int i = 0; i < carried.size(); i++) if (carried.get(i).id().equals(w.id())) at = i + 1;
        carried.add(at, w);
        if (actor.arsenal.inHand == null) actor.arsenal.inHand = w.id();
    }

    private static Outcome.Refused refusal(Creature actor, GroundItems.Item item) {
        String id = item.weapon().id();
        if (PickupCost.objectInteraction(item)) {
            return Outcome.Refused.by(List.of("TURN-OBJECT", "TURN-ECONOMY"), "picking up the " + id
                    + " is an object interaction: " + actor.id()
                    + " has already used its free one and its action this turn (TURN-OBJECT)");
        }
        if (actor.has(Condition.DISABLED)) {
            return Outcome.Refused.by("HP-DISABLED",
                    actor.id() + " is disabled (0 HP) and has already moved or acted this turn");
        }
        return Outcome.Refused.by(List.of(PickupCost.FUMBLE, "TURN-ECONOMY"), "picking up the " + id
                + " takes the whole movement or the action: " + actor.id() + " has neither left");
    }

    /**
     * Why the way {@code with} asks for cannot pay: the movement already partly spent, or
     * none this turn; the action already used; a disabled creature's move or action taken (HP-DISABLED); an
     * object on the ground (a thrown weapon, or one dropped other than by a fumble), which no movement picks up
     * (TURN-OBJECT).
     */
    private static Outcome.Refused refusal(Creature actor, GroundItems.Item item, String with) {
        String id = item.weapon().id();
        boolean move = PickupCost.way(with) == PickupCost.Way.WHOLE_MOVEMENT;
        if (move && item.thrown()) {
            return Outcome.Refused.by("TURN-OBJECT", "picking up the " + id
                    + ", a thrown weapon, is an object interaction, never movement (TURN-OBJECT)");
        }
        if (move && PickupCost.objectInteraction(item)) {
            return Outcome.Refused.by("TURN-OBJECT", "picking up the " + id
                    + " is an object interaction, never movement (TURN-OBJECT)");
        }
        if (actor.has(Condition.DISABLED) && move && actor.turn.actionUsed) {
            return Outcome.Refused.by("HP-DISABLED", actor.id() + " is disabled (0 HP) and has already acted:"
                    + " no movement this turn");
        }
        if (actor.has(Condition.DISABLED) && !move && actor.turn.moved) {
            return Outcome.Refused.by("HP-DISABLED", actor.id() + " is disabled (0 HP) and has already moved:"
                    + " no action this turn");
        }
        List<String> rules = List.of(PickupCost.objectInteraction(item) ? "TURN-OBJECT" : PickupCost.FUMBLE,
                "TURN-ECONOMY");
        if (!move) {
            return Outcome.Refused.by(rules, "picking up the " + id + " with the action: " + actor.id()
                    + " has already used its action this turn");
        }
        if (actor.turn.movementBudget <= 0) {
            return Outcome.Refused.by(rules, "picking up the " + id + " with movement takes the whole movement: "
                    + actor.id() + " has none this turn");
        }
        return Outcome.Refused.by(rules, "picking up the " + id + " with movement takes the whole movement: "
                + actor.id() + " has already used some of it this turn");
    }

    /**
     * A creature in {@code actor}'s space (itself, most often) held by a thrown net named {@code id} (any, when
     * null), or null: that net hangs on it rather than lying loose ({@code ConditionsComponent.Caught#thrown}),
     * so {@link #find} never offers it, and the refusal says why.
     */
    private Creature heldInNet(Creature actor, String id) {
        for (Creature c : s.battle.creatures()) {
            ConditionsComponent.Caught net = c.conditions.caught;
            if (net == null || net.thrown() == null || (id != null && !net.weapon().equals(id))) continue;
            for (Pos p : actor.squares()) if (c.occupies(p)) return c;
        }
        return null;
    }

    /** The item named {@code id} (any, when null) in the creature's space, or null when there is none. */
    GroundItems.Item find(Creature actor, String id) {
        for (Pos p : actor.squares()) {
            for (GroundItems.Item i : s.battle.ground().at(p)) {
                if (id == null || i.weapon().id().equals(id)) return i;
            }
        }
        return null;
    }
}
