package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.events.AttackEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.attack.Fumble;
import escarmouche.rules.conditions.Snare;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.damage.DamageLimits;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Cutting a net ({@link Snare}, COND-RESTRAINED), as 5e has it: the caught creature, or a creature within 1.5 m
 * of it, uses its action for an attack on the net (AC 10) with the slashing weapon in its hand; the damage of a
 * hit is dealt to the net, not to the creature, and adds up over the blows: at 5 the creature is free and the
 * net destroyed. The attack is any attack's (ATK-ROLL, ATK-ADV from the attacker's own state, ATK-CRIT,
 * ATK-FUMBLE); the check answers the refusal, if any, before anything rolls; the action is spent by the caller.
 */
public final class NetCuts {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final AttackService attacks;
    private final FumbleService fumbles;

    public NetCuts(Battle battle, ConditionSystem conditions, AttackService attacks) {
        this.battle = battle;
        this.conditions = conditions;
        this.attacks = attacks;
        this.fumbles = new FumbleService(battle, attacks);
    }

    /**
     * The weapon {@code actor} would cut with: the one in its hand when it deals slashing damage, else a natural
     * slashing weapon (claws are always at hand); null when it has neither.
     */
    public static Weapon blade(Creature actor) {
        Weapon inHand = actor.arsenal.weaponInHand();
        if (Snare.cuts(inHand)) return inHand;
        for (Weapon w : actor.arsenal.weapons) if (w.natural() && Snare.cuts(w)) return w;
        return null;
    }

    /** Why {@code actor} may not cut the net holding {@code target} (itself, or another) now, or empty. */
    public Optional<Outcome.Refused> cannotCut(Creature actor, Creature target) {
        return Outcome.Refused.unless(target.alive(), "HP-DEAD", () -> target.id() + " is dead")
                .or(() -> Outcome.Refused.unless(NetEscapes.caught(target), Snare.RULE,
                        () -> target.id() + " is not caught in a net"))
                .or(() -> Outcome.Refused.unless(actor == target || actor.distanceTo(target) <= 1, Snare.RULE,
                        () -> target.id() + " must be within 1.5 m of " + actor.id() + " to be cut free"))
                .or(() -> Outcome.Refused.unless(blade(actor) != null, Snare.RULE, () -> noBlade(actor)));
    }

    /** The refusal's sentence: what is in its hand, and that a net is cut with a slashing weapon only. */
    private static String noBlade(Creature actor) {
        Weapon inHand = actor.arsenal.weaponInHand();
        if (inHand == null || Fumble.weaponless(inHand)) {
            return actor.id() + " has no slashing weapon in hand: a net is cut with a slashing weapon";
        }
        return "the " + inHand.id() + " in " + actor.id() + "'s hand deals " + inHand.damageType().id()
                + " damage: a net is cut with a slashing weapon";
    }

    /** The attack on the net as {@code actor} would roll it now, once {@link #cannotCut} allowed it. */
    public AttackService.Declared declare(Creature actor) {
        return attacks.declareAgainstNet(actor, blade(actor));
    }

    /** How much the net holding {@code target} still needs to be cut. */
    public static int left(Creature target) {
        ConditionsComponent.Caught net = target.conditions.caught;
        return net == null ? 0 : Snare.leftToCut(net.cut());
    }

    /** The attack, once {@link #cannotCut} allowed it; a hit's damage goes to the net, which frees at 5. */
    public void cut(Creature actor, Creature target) {
        AttackService.Declared d = declare(actor);
        Weapon weapon = d.weapon();
        AttackRoll.Outcome out = AttackRoll.roll(d.setup(), battle.dice(), battle.rules());
        List<String> rules = new ArrayList<>();
        rules.add(Snare.RULE);
        rules.addAll(d.rules());
        // ATK-ADV also when one reason of each kind cancels out: the rule chose the single d20.
        if (Advantage.decides(out.advantage(), d.sources())) rules.add("ATK-ADV");
        List<String> why = new ArrayList<>();
        for (Advantage.Source s : d.sources()) {
            if (!rules.contains(s.rule())) rules.add(s.rule());
            why.add((s.advantage() ? "+" : "-") + s.reason());
        }
        if (out.critical() && out.hit()) rules.add("ATK-CRIT");
        if (out.fumble()) rules.add("ATK-FUMBLE");
        battle.emit(new AttackEvent(actor.id(), target.id(), weapon.id(), out.rolls(), d.setup().modifiers(),
                out.total(), d.setup().ac(), out.advantage().id(), why, out.hit(), out.critical() && out.hit(),
                out.hit() ? out.multiplier() : 1, out.fumble(), Collections.unmodifiableList(rules), List.of(), null,
                null, Snare.OBJECT));
        // ATK-UNSEEN: attacking reveals a hidden attacker, whatever it strikes.
        if (actor.has(Condition.HIDDEN)) conditions.remove(actor, Condition.HIDDEN, "attacked", "ATK-UNSEEN");
        if (out.fumble()) fumbles.resolve(actor, target, d);
        if (!out.hit()) return;
        damageTheNet(actor, target, d, out.multiplier(), out.critical());
    }

    /**
     * A hit's damage, rolled as against a creature but dealt to the net; enough of it in all cuts it. The creature
     * loses nothing, so no {@code damage} event says it did (the contract's {@code damage} is a creature's loss and
     * its {@code hp} a creature's hit points): a note gives the dice, what the net took and what it still needs.
     */
    private void damageTheNet(Creature actor, Creature target, AttackService.Declared d, int multiplier,
                              boolean critical) {
        Weapon weapon = d.weapon();
        AttackService.RolledDamage r = attacks.rollDamage(d, critical, false);
        int dealt = DamageLimits.multiplied(r.total(), multiplier); // held as a hit on a creature is
        conditions.cutNet(target, dealt);
        int left = left(target);
        String net = target.conditions.caught.weapon();
        List<String> rules = new ArrayList<>();
        rules.add(Snare.RULE);
        rules.add("DMG-ROLL");
        // Plain 5e's critical (its second roll of the dice) and the like, as the damage roll names them.
        for (String rule : r.rules()) if (!rules.contains(rule)) rules.add(rule);
        if (multiplier > 1 && !rules.contains("ATK-CRIT")) rules.add("ATK-CRIT");
        String type = weapon.damageType().id();
        String text = "the cut deals " + dealt + " " + type + " damage to the " + net + " holding " + target.id()
                + (left > 0 ? ": " + left + " more and it gives way" : ": it gives way");
        battle.emit(new NoteEvent(actor.id(), text, Collections.unmodifiableList(rules), r.rolls(), r.modifiers(),
                new NoteEvent.Cut(Snare.OBJECT, target.id(), type, r.total(), multiplier, dealt, left)));
        if (left > 0) return;
        // The cut net is destroyed (5e): it never lies on the ground again.
        conditions.cutFromNet(target, actor == target ? "cuts itself free of the " + net
                : "cut free of the " + net + " by " + actor.id());
    }
}
