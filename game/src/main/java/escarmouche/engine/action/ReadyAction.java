package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.engine.component.TurnComponent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Weapon;
import java.util.List;
import java.util.Optional;

/**
 * {@code ready [TARGET] [weapon=ID]} (ACT-READY): the action is spent now; the attack waits until TARGET
 * (without one, the first enemy) comes within the weapon's reach before the creature's next turn, and then
 * uses its reaction. Only melee attacks can be readied.
 */
final class ReadyAction {
    private final Services s;

    ReadyAction(Services services) {
        this.s = services;
    }

    Outcome ready(Creature actor, Command.Ready r) {
        Optional<Outcome.Refused> no = refusal(actor, r);
        if (no.isPresent()) return no.get();
        Weapon w = ReadiedAttacks.weapon(actor, r.weapon());
        SimpleActions.spendAction(actor);
        actor.turn.readied = new TurnComponent.Readied(r.target(), r.weapon());
        s.battle.noteReadied();
        String when = r.target() == null ? " for the first enemy that comes within reach"
                : " for when " + r.target() + " comes within reach";
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " readies its " + w.id() + when, List.of("ACT-READY")));
        return Outcome.DONE;
    }

    /** Why readying this attack would be refused now, or empty: the checks {@link #ready} makes first. */
    Optional<Outcome.Refused> refusal(Creature actor, Command.Ready r) {
        if (r.target() != null) {
            Creature target = s.battle.find(r.target());
            if (target == null) return Optional.of(Outcome.Refused.noCreature(r.target()));
            if (!(target.alive() && actor.hostileTo(target))) {
                return Optional.of(Outcome.Refused.malformed(target.id() + " is not a living enemy"));
            }
            Optional<Outcome.Refused> charmed = AttackAction.charmed(actor, target, "attack");
            if (charmed.isPresent()) return charmed;
        }
        Optional<Outcome.Refused> afraid = OnlyDefends.refusal(s.battle, actor);
        if (afraid.isPresent()) return afraid;
        Weapon w = ReadiedAttacks.weapon(actor, r.weapon());
        if (w == null) return Optional.of(Outcome.Refused.malformed(AttackAction.noWeapon(actor, r.weapon())));
        if (!w.canMelee()) {
            return Optional.of(Outcome.Refused.by("ACT-READY",
                    "only a melee attack can be readied: the " + w.id() + " cannot strike in melee"));
        }
        return SimpleActions.noAction(actor);
    }
}
