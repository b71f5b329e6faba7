package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.events.NoteEvent;
import escarmouche.rules.attack.AbilityChoice;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.attack.TwoWeapons;
import escarmouche.rules.objects.ObjectUse;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code attack}: the Attack action (ACT-ATTACK) with one weapon, or with two (ATK-TWF). Everything that
 * can refuse the command is checked before the first die is rolled.
 */
final class AttackAction {
    private final Services s;
    private static final List<String> ACT_ATTACK = List.of("ACT-ATTACK");
    /** The options of nearly every attack (no ability named, no Dex mode, no knock-out), made once. */
    private static final AttackService.Options PLAIN = new AttackService.Options(null, null, false, ACT_ATTACK);

    AttackAction(Services services) {
        this.s = services;
    }

    /**
     * A checked attack: its target, weapon and options, the off-hand attack when two weapons strike, and
     * whether it first draws its weapon (TURN-OBJECT).
     */
    private record Strike(Creature target, Weapon weapon, AttackService.Options options, Offhand offhand,
                          boolean draws) {}

    /** A checked off-hand attack (ATK-TWF): the weapon, its target, and whether it is thrown at that target. */
    private record Offhand(Weapon weapon, Creature target, boolean thrown) {}

    Outcome attack(Creature actor, Command.Attack a) {
        // Checked.apply written out: a lambda carrying the actor would be made for every attack.
        Checked<Strike> checked = check(actor, a);
        if (checked instanceof Checked.Denied<Strike> no) return no.refusal();
        carryOut(actor, ((Checked.Allowed<Strike>) checked).plan());
        return Outcome.DONE;
    }

    /** Why the attack would be refused now, or empty: the same checks as {@link #attack}, nothing rolled. */
    Optional<Outcome.Refused> refusal(Creature actor, Command.Attack a) {
        return check(actor, a).refused();
    }

    /**
     * Everything that could refuse the attack, before anything is rolled or spent, in this order: the
     * action, the target, fear, the weapon, cover and options, Dex to a damage the weapon lacks, then the off-hand
     * attack. Written as plain steps: every attack of a simulation passes here, and each lambda of a chain would be
     * made anew.
     */
    private Checked<Strike> check(Creature actor, Command.Attack a) {
        Optional<Outcome.Refused> no = SimpleActions.noAction(actor);
        if (no.isPresent()) return Checked.denied(no.get());
        Checked<Creature> found = targetOf(actor, a.target());
        if (found instanceof Checked.Denied<Creature> d) return Checked.denied(d.refusal());
        Creature target = ((Checked.Allowed<Creature>) found).plan();
        Optional<Outcome.Refused> afraid = OnlyDefends.refusal(s.battle, actor);
        if (afraid.isPresent()) return Checked.denied(afraid.get());
        Checked<Weapon> chosen = chooseWeapon(actor, target, a.weapon());
        if (chosen instanceof Checked.Denied<Weapon> d) return Checked.denied(d.refusal());
        Weapon weapon = ((Checked.Allowed<Weapon>) chosen).plan();
        AttackService.Options options = a.ability() == null && a.dex() == null && !a.ko() ? PLAIN
                : new AttackService.Options(a.ability(), a.dex(), a.ko(), ACT_ATTACK);
        Optional<Outcome.Refused> problem = check(actor, target, weapon, options);
        if (problem.isPresent()) return Checked.denied(problem.get());
        Optional<Outcome.Refused> noDamage = noDamageForDex(weapon, a.dex());
        if (noDamage.isPresent()) return Checked.denied(noDamage.get());
        Optional<Outcome.Refused> hands = handsFull(actor, weapon, a.offhand() != null);
        if (hands.isPresent()) return Checked.denied(hands.get());
        if (a.offhand() == null) {
            return drawing(actor, new Strike(target, weapon, options, null, false), draws(actor, target, weapon) ? 1 : 0);
        }
        return offhand(actor, target, weapon, a, options)
                .then(off -> drawing(actor, new Strike(target, weapon, options, off, false), pairDraws(actor, weapon, off)));
    }

    /**
     * TURN-OBJECT: the strike once it is known how many weapons it draws first. One draw takes the turn's free
     * object interaction; with that spent, or for two (a pair neither of which is in hand), the next would
     * take the action, which the attack needs: refused.
     */
    private static Checked<Strike> drawing(Creature actor, Strike strike, int draws) {
        if (draws == 0) return Checked.allowed(strike);
        if (draws > 1) {
            return Checked.denied(Outcome.Refused.by("TURN-OBJECT", actor.id() + " would draw both the "
                    + strike.weapon().id() + " and the " + strike.offhand().weapon().id() + ": a second object"
                    + " interaction would take the action, which the attack needs (TURN-OBJECT)"));
        }
        if (actor.turn.objectUsed) {
            return Checked.denied(Outcome.Refused.by("TURN-OBJECT", actor.id() + " has used its free object interaction:"
                    + " drawing the " + drawn(actor, strike).id() + " would take the action, which the attack needs"
                    + " (TURN-OBJECT)"));
        }
        return Checked.allowed(new Strike(strike.target(), strike.weapon(), strike.options(), strike.offhand(), true));
    }

    /** The one weapon a strike that draws one draws: the main weapon unless it is held, then the off-hand one. */
    private static Weapon drawn(Creature actor, Strike strike) {
        Weapon main = strike.weapon();
        if (strike.offhand() == null) return main;
        boolean mainHeld = !ObjectUse.draws(main, actor.arsenal.weaponInHand(), actor.arsenal.weaponInOffHand(), false);
        return mainHeld ? strike.offhand().weapon() : main;
    }

    /**
     * GRAP-START: each creature it holds keeps a hand busy, so while it grapples a weapon needs its own
     * hands besides the shield's and the holds' (a two-handed one both), and two weapons a hand each.
     */
    private Optional<Outcome.Refused> handsFull(Creature actor, Weapon weapon, boolean twoWeapons) {
        int holding = s.grapples.holding(actor);
        if (holding == 0) return Optional.empty();
        if (twoWeapons) {
            return Optional.of(Outcome.Refused.by("GRAP-START", actor.id()
                    + " holds a creature in one hand: two weapons need a hand each (ATK-TWF)"));
        }
        if (Hands.toAttackWhileHolding(weapon, actor.stats.bearsShield(), holding)) return Optional.empty();
        return Optional.of(Outcome.Refused.by("GRAP-START", actor.id() + " has no hand free for the " + weapon.id()
                + (weapon.twoHanded() ? " (two-handed)" : "") + ": the creature it holds takes one (GRAP-START)"));
    }

    /**
     * TURN-OBJECT: whether this attack first draws its weapon, which spends the turn's free object
     * interaction (a thrown weapon thrown is drawn as part of the attack).
     */
    private static boolean draws(Creature actor, Creature target, Weapon weapon) {
        boolean throwing = weapon.missile() && AttackService.ranged(actor, target, weapon);
        return ObjectUse.draws(weapon, actor.arsenal.weaponInHand(), actor.arsenal.weaponInOffHand(), throwing);
    }

    /** TURN-OBJECT with two weapons (ATK-TWF): how many of the pair it draws first ({@link ObjectUse#pairDraws}). */
    private static int pairDraws(Creature actor, Weapon main, Offhand off) {
        return ObjectUse.pairDraws(main, off.weapon(), actor.arsenal.weaponInHand(), actor.arsenal.weaponInOffHand(),
                off.thrown());
    }

    private void carryOut(Creature actor, Strike strike) {
        if (strike.draws()) actor.turn.objectUsed = true;
        if (strike.offhand() == null) {
            actor.turn.actionUsed = true;
            s.attacks.attack(actor, strike.target(), strike.weapon(), strike.options());
        } else {
            twoWeapons(actor, strike);
        }
        strenuous(s, actor);
    }

    private Checked<Creature> targetOf(Creature actor, String id) {
        Creature target = s.battle.find(id);
        if (target == null) return Checked.denied(Outcome.Refused.noCreature(id));
        if (target == actor) return Checked.denied(Outcome.Refused.malformed(actor.id() + " cannot attack itself"));
        if (!target.alive()) return Checked.denied(Outcome.Refused.by("HP-DEAD", target.id() + " is dead"));
        Optional<Outcome.Refused> charmed = charmed(actor, target, "attack");
        return charmed.isPresent() ? Checked.denied(charmed.get()) : Checked.allowed(target);
    }

    /**
     * COND-CHARMED: a charmed creature may not attack its charmer, nor aim anything harmful at it; the
     * refusal when {@code target} is the actor's charmer, else empty.
     */
    static Optional<Outcome.Refused> charmed(Creature actor, Creature target, String what) {
        if (!charmedBy(actor, target)) return Optional.empty();
        return Optional.of(charmedRefusal(actor, target, what));
    }

    /** {@link #charmed(Creature, Creature, String)} with the words made only for a refusal. */
    static Optional<Outcome.Refused> charmed(Creature actor, Creature target, java.util.function.Supplier<String> what) {
        if (!charmedBy(actor, target)) return Optional.empty();
        return Optional.of(charmedRefusal(actor, target, what.get()));
    }

    private static boolean charmedBy(Creature actor, Creature target) {
        return actor.charmedBy(target);
    }

    private static Outcome.Refused charmedRefusal(Creature actor, Creature target, String what) {
        return Outcome.Refused.by("COND-CHARMED",
                actor.id() + " is charmed by " + target.id() + " and cannot " + what + " it (COND-CHARMED)");
    }

    /** What the attack's options and the map must allow, checked before anything is rolled. */
    private Optional<Outcome.Refused> check(Creature actor, Creature target, Weapon weapon,
            AttackService.Options options) {
        // Only the cover and whether it is ranged can refuse it: the rest of the declaration (modifiers,
        // advantage sources) is worked out once, when the attack is made.
        boolean ranged = AttackService.ranged(actor, target, weapon);
        if (!s.attacks.canAim(actor, target)) {
            return Optional.of(Outcome.Refused.by("ATK-COVER", target.id() + " is behind total cover (ATK-COVER)"));
        }
        if (options.knockOut() && ranged) {
            return Optional.of(Outcome.Refused.by("HP-KO",
                    "knocking out needs a melee attack (HP-KO): " + target.id() + " is out of reach"));
        }
        // Nearly every attack names no ability: then none is looked up (byId of nothing is none).
        Ability asked = options.ability() == null ? null : Ability.byId(options.ability());
        if (asked != null && !AbilityChoice.allowed(weapon, ranged, asked, s.battle.rules())) {
            return Optional.of(Outcome.Refused.by("ATK-ABILITY", asked.label() + " cannot be used with the "
                    + weapon.id() + (ranged ? " at range" + whyNotAtRange(asked) : "") + " (ATK-ABILITY)"));
        }
        return Optional.empty();
    }

    /**
     * ATK-DEXDMG: Dex sent to the damage of a weapon that deals none (the net) would be taken off the attack roll
     * and added to a hit that was meant to lay a condition only: the attack panel never offers it, and a typed
     * command is refused as well rather than played so.
     */
    private static Optional<Outcome.Refused> noDamageForDex(Weapon weapon, String dexMode) {
        if (!"damage".equals(dexMode) || !weapon.dealsNoDamage()) return Optional.empty();
        return Optional.of(Outcome.Refused.by("ATK-DEXDMG", "the " + weapon.id()
                + " deals no damage for Dex to add to: leave out dex=damage (ATK-DEXDMG)"));
    }

    /** What would allow the ability at range, said in the refusal. */
    private String whyNotAtRange(Ability asked) {
        if (asked != Ability.STR) return "";
        return s.battle.house(RulePart.ATTACKS) ? ": only thrown weapons and bows made for it (magic or built for strength) take Str"
                : ": plain 5e ranged weapons use Dex, thrown weapons Str";
    }

    /** Checks the off-hand attack of two-weapon fighting (ATK-TWF), after the main one was checked. */
    private Checked<Offhand> offhand(Creature actor, Creature target, Weapon main, Command.Attack a,
            AttackService.Options options) {
        return offhandWeapon(actor, main, a.offhand()).then(off -> {
            String problem = TwoWeapons.problem(main, off, "dwarf".equals(actor.stats.race),
                    actor.stats.bearsShield(), s.battle.rules());
            if (problem != null) return Checked.denied(Outcome.Refused.by("ATK-TWF", problem + " (ATK-TWF)"));
            boolean thrown = a.offtarget() != null;
            Checked<Creature> offTarget = thrown
                    ? targetOf(actor, a.offtarget()).unless(other -> Outcome.Refused.unless(other != target,
                                    "ATK-TWF", () -> "offtarget must be another creature than " + target.id())
                            .or(() -> Outcome.Refused.unless(off.kind() == WeaponKind.THROWN, "ATK-TWF",
                                    () -> "the " + off.id() + " cannot be thrown (ATK-TWF)"))
                            .or(() -> Outcome.Refused.unless(actor.distanceTo(other) <= off.longRange(), "ATK-RANGE",
                                    () -> other.id() + " is out of range of the thrown " + off.id())))
                    : Checked.unless(Outcome.Refused.unless(off.canMelee()
                                    && actor.distanceTo(target) <= AttackService.reachOf(actor, off), "ATK-TWF",
                            () -> target.id() + " is out of reach of the " + off.id()), () -> Checked.allowed(target));
            return offTarget
                    .unless(other -> Outcome.Refused.unless(main.canMelee()
                                    && actor.distanceTo(target) <= AttackService.reachOf(actor, main), "ATK-TWF",
                            () -> "two-weapon fighting strikes in melee: " + target.id() + " is out of reach of the "
                                    + main.id()))
                    .unless(other -> check(actor, other, off, options))
                    .then(other -> Checked.allowed(new Offhand(off, other, thrown)));
        });
    }

    /**
     * ATK-TWF: one attack with each weapon, both at the pair's penalty; the off-hand one may be thrown at a
     * second target ({@code offtarget}) for a further -2 to both. If the main target falls first, the
     * off-hand attack against it is lost.
     */
    private void twoWeapons(Creature actor, Strike strike) {
        Weapon main = strike.weapon();
        Weapon off = strike.offhand().weapon();
        Creature target = strike.target();
        Creature offTarget = strike.offhand().target();
        boolean thrown = strike.offhand().thrown();
        AttackService.Options options = strike.options();
        List<Modifier> penalties = TwoWeapons.penalties(main, off, thrown, s.battle.rules());
        actor.turn.actionUsed = true;
        List<String> rules = List.of("ATK-TWF");
        s.attacks.attack(actor, target, main, options, new AttackService.Extras(penalties, rules, false));
        if (!actor.canAct()) return;
        if (!offTarget.alive()) {
            s.battle.emit(new NoteEvent(actor.id(), offTarget.id() + " is dead: the off-hand attack is lost",
                    List.of("ATK-TWF")));
            return;
        }
        s.attacks.attack(actor, offTarget, off, options, new AttackService.Extras(penalties, rules, true, thrown));
    }

    /**
     * The off-hand weapon: another carried weapon with that id. Two daggers are two entries of the arsenal,
     * often one and the same object, so the main hand's entry is skipped by its place, not by identity.
     */
    private static Checked<Weapon> offhandWeapon(Creature actor, Weapon main, String id) {
        List<Weapon> carried = actor.arsenal.weapons;
        int mainAt = -1;
        for (int i = 0; i < carried.size() && mainAt < 0; i++) if (carried.get(i) == main) mainAt = i;
        for (int i = 0; i < carried.size(); i++) {
            if (i != mainAt && carried.get(i).id().equals(id)) return Checked.allowed(carried.get(i));
        }
        if (actor.arsenal.thrownAway.contains(id)) return Checked.denied(usedUp(actor, id));
        return Checked.denied(Outcome.Refused.malformed(actor.id() + " has no "
                + (id.equals(main.id()) ? "second " : "") + "weapon '" + id + "' for its off hand"));
    }

    /** The refusal of a weapon the creature has thrown and not picked up again: thrown weapons are used up. */
    private static Outcome.Refused usedUp(Creature actor, String id) {
        return Outcome.Refused.by("TURN-OBJECT", actor.id() + " has thrown every " + id + " it carried: pick one up"
                + " to use it again (pickup, an object interaction: TURN-OBJECT)");
    }

    /**
     * A command names a weapon the actor lacks: the refusal lists the ones it has (ids, as a script writes them),
     * so that the author of a script can mend the line without opening the content.
     */
    static String noWeapon(Creature actor, String id) {
        List<String> ids = actor.arsenal.weapons.stream().map(Weapon::id).distinct().toList();
        String refusal = actor.id() + " has no weapon '" + id + "'";
        return ids.isEmpty() ? refusal : refusal + " (weapons: " + String.join(", ", ids) + ")";
    }

    /**
     * The named weapon, or the first one that can reach the target (melee first, then ranged) and be used now
     * (a grappler's holds leave it the hands it needs, GRAP-START), or a bare fist (ATK-UNARMED) when no such
     * weapon reaches. Beyond long range a weapon cannot attack (ATK-RANGE).
     */
    private Checked<Weapon> chooseWeapon(Creature actor, Creature target, String id) {
        int distance = actor.distanceTo(target);
        if (id != null) {
            Weapon w = actor.arsenal.find(id);
            if (w == null && Unarmed.ID.equals(id)) w = Unarmed.STRIKE;
            if (w == null && actor.arsenal.thrownAway.contains(id)) return Checked.denied(usedUp(actor, id));
            if (w == null) return Checked.denied(Outcome.Refused.malformed(noWeapon(actor, id)));
            if (!AttackService.reaches(actor, w, distance)) {
                return Checked.denied(Outcome.Refused.by(w.canShoot() ? "ATK-RANGE" : "ACT-ATTACK",
                        target.id() + " is out of " + (w.canShoot() ? "range" : "reach") + " of the " + w.id()
                        + " (" + distance + " squares"
                        + (w.canShoot() ? ", long range " + w.longRange() + ", ATK-RANGE)" : ")")));
            }
            return Checked.allowed(w);
        }
        // GRAP-START: a grappler's holds take hands, and a weapon they leave too few for is passed over, as an
        // opportunity attack passes it over (Reactors#weaponFor): the first weapon that reaches and can be used now.
        int holding = s.grapples.holding(actor);
        Weapon handsFull = null;
        for (Weapon w : actor.arsenal.weapons) {
            if (!w.canMelee() || distance > AttackService.reachOf(actor, w)) continue;
            if (Hands.toAttackWhileHolding(w, actor.stats.bearsShield(), holding)) return Checked.allowed(w);
            if (handsFull == null) handsFull = w;
        }
        for (Weapon w : actor.arsenal.weapons) {
            if (!w.canShoot() || distance > w.longRange()) continue;
            if (Hands.toAttackWhileHolding(w, actor.stats.bearsShield(), holding)) return Checked.allowed(w);
            if (handsFull == null) handsFull = w;
        }
        if (distance <= AttackService.reachOf(actor, Unarmed.STRIKE)) return Checked.allowed(Unarmed.STRIKE);
        // Only weapons its hands cannot hold now reach: the first of them, whose refusal then says why (GRAP-START).
        if (handsFull != null) return Checked.allowed(handsFull);
        return Checked.denied(Outcome.Refused.by("ATK-RANGE", target.id() + " is out of reach and out of range ("
                + distance + " squares away, ATK-RANGE)"));
    }

    /** HP-DISABLED: a strenuous action (an attack, a spell) at 0 hit points drops the character to -1 and dying. */
    static void strenuous(Services s, Creature actor) {
        s.damage.strain(actor);
    }
}
