package escarmouche.engine.ai;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.ActionKind;
import escarmouche.behaviour.Behaviour;
import escarmouche.behaviour.BehaviourWords;
import escarmouche.behaviour.Intent;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.Target;
import escarmouche.command.Command;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.action.Services;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IntentWords;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.NetEscapes;
import escarmouche.engine.control.Controller;
import escarmouche.engine.magic.CastingFacts;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.engine.preview.Previews;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;

/**
 * The default controller: each creature follows its behaviour script. For every command it goes down
 * the rules in order; the first rule that has a target passing its conditions and whose action can be
 * carried out now gives the command. A command the game refuses sends it to the next rule; an action
 * the game does not implement yet ("not implemented yet") is not tried again in this game. When no rule
 * gives anything, the turn ends, unless a net holds the creature: it then tries to get out ({@link Fallback#NETTED});
 * and unless it is frightened under the house rules: it then dodges ({@link Fallback#FRIGHTENED}), as it does in
 * place of a {@code hold} that would end its turn with its action unused.
 *
 * <p>Each new choice is written to the log as a {@code note} with an {@code intent} and kept on the
 * creature for the interface ({@link Intents}). Answers the opportunity attacks its creatures are
 * offered as their behaviour's {@code opportunity} setting says.
 */
public final class ScriptedAi implements Controller {
    private final Services services;
    private final Previews previews;
    private final LastAttackers attackers;
    private final TurnMemory memory = new TurnMemory();
    /** Lent to each decision in turn ({@link SquareMemo}). */
    private final SquareMemo nearest = new SquareMemo();
    /** The maps with the doors open that {@link DoorWay} searches, kept from decision to decision ({@link DoorMaps}). */
    private final DoorMaps doorMaps = DoorMaps.kept();
    /** How many more foes a "nearest" rule tries when no way leads to the nearest (each one a path search). */
    private static final int MORE_FOES = 2;
    /** The action of a turn no rule gave anything to: rule 0 of its behaviour. */
    private static final String WAIT = "wait";
    /** Command types the engine answered "not implemented yet": only looked up, never iterated. */
    private final List<Class<?>> unsupported = new ArrayList<>();

    public ScriptedAi(Battle battle, Services services) {
        this.services = services;
        this.previews = new Previews(battle, services);
        this.attackers = new LastAttackers(battle);
    }

    /** The script that drives a creature: its own, or the engine's fallback. */
    public static Behaviour behaviourOf(Creature c) {
        return c.side.script != null ? c.side.script : Fallback.BEHAVIOUR;
    }

    @Override
    public Command next(Battle battle, Creature self) {
        if (!self.canMove()) return new Command.End();
        memory.begin(self.id(), battle.round());
        Behaviour behaviour = behaviourOf(self);
        Situation s = new Situation(battle, services, previews, self, attackers, nearest, doorMaps);
        List<Rule> rules = behaviour.rules();
        // The engine's last resorts, once no rule of its own gives anything: caught in a net, it tries to get out
        // (Fallback.NETTED); frightened, it dodges (Fallback.FRIGHTENED).
        int fear = NetEscapes.caught(self) ? rules.size() + 1 : rules.size();
        boolean afraid = Fallback.afraid(s);
        int last = afraid ? fear + 1 : fear;
        for (int i = 0; i < last; i++) {
            if (memory.failed(i)) continue;
            Rule rule = i < rules.size() ? rules.get(i) : i < fear ? Fallback.NETTED : Fallback.FRIGHTENED;
            if (afraid && rule.action() instanceof Action.Hold && s.mayDodge()) {
                // A hold would end the turn with the action unused, the one thing fear leaves it: the last resorts.
                i = rules.size() - 1;
                continue;
            }
            // Nearly always empty: then the rule's kind need not be asked.
            if (!unsupported.isEmpty() && unsupported.contains(finalCommand(rule.action().kind()))) continue;
            if (!Plans.possible(rule, s)) continue;
            // A search looks for the foes it does not know where to find: it needs none to aim at.
            Creature target = rule.action() instanceof Action.Search || i >= rules.size() ? Targets.self(rule, s)
                    : Targets.pick(rule, s);
            if (target == null) continue;
            s.noWay = false;
            Command c = Plans.next(rule, target, s);
            Creature first = target;
            if (c == null && s.noWay && walksToNearest(rule)) {
                // The nearest foe as the crow flies may be out of its way (behind a wall, past a door its
                // friend fills): "nearest" then means the next nearest it can get at, two more at most.
                List<Creature> tried = new ArrayList<>(MORE_FOES);
                for (int more = 0; c == null && s.noWay && more < MORE_FOES; more++) {
                    tried.add(target);
                    target = Targets.pickAfter(rule, s, tried);
                    if (target == null) break;
                    s.noWay = false;
                    c = Plans.next(rule, target, s);
                }
            }
            if (c == null && Plans.strikes(rule)) {
                // No way into reach and no shot from where it stands: a step to a square it can shoot the
                // target from, rather than a turn spent waiting while the target shoots it.
                target = first;
                c = StrikePlans.stepToShoot(s, rule, target);
            }
            if (c == null || (!unsupported.isEmpty() && unsupported.contains(c.getClass()))) continue;
            boolean quiet = endsActedTurn(rule, c, s);
            memory.chose(i);
            if (quiet) return c;
            Burst burst = burst(s, rule, c, target);
            announce(battle, self, behaviour, rule, i, burst == null ? target : burst.target(),
                    burst == null ? null : burst.words());
            return c;
        }
        if (memory.idle()) waits(battle, self, behaviour, s);
        return new Command.End();
    }

    /**
     * A turn that ends with nothing done while a foe is still in the fight is not left silent: the creature's
     * intent becomes a {@code wait}, and a note says why ({@link WaitReasons}), which the battle log shows
     * at every level. Neither is made when no one reads notes: nothing else depends on them.
     */
    private void waits(Battle battle, Creature self, Behaviour behaviour, Situation s) {
        if (!battle.log().wants(NoteEvent.class) || !WaitReasons.foeInTheFight(s)) return;
        String text = behaviour.name() + ": " + WaitReasons.why(s) + " -> " + WAIT;
        self.side.intent = new Intent(behaviour.name(), behaviour.name(), 0, WAIT, null, text, battle.round());
        battle.emit(new NoteEvent(self.id(), text, List.of(), new NoteEvent.Intent(behaviour.name(), behaviour.name(),
                0, WAIT, null)));
    }

    /**
     * A {@code hold} that only ends the turn once the creature has acted this turn (its action spent,
     * TURN-ECONOMY): the turn is over as any turn ends, with nothing held back to explain. It writes no intent,
     * which would read as a new plan after the blow ("means to hold its ground against Kenji" right after
     * striking him); the intent kept on the creature stays the one it acted on. A hold that strikes, or ends a
     * turn that did nothing else or kept its action, still says so.
     */
    private boolean endsActedTurn(Rule rule, Command c, Situation s) {
        return c instanceof Command.End && rule.action() instanceof Action.Hold && !s.hasAction() && !memory.idle();
    }

    /**
     * Whether the rule walks into reach of the nearest foe (attack, approach, grapple, shove): when its walk
     * found no way there ({@link Situation#noWay}: walls or doors in the way, or every side of the foe taken
     * by a crowd of its friends), the next nearest is tried: in a big fight a creature behind the friends who
     * fill one foe's sides waited whole turns while another foe stood free a few squares off.
     */
    private static boolean walksToNearest(Rule rule) {
        Action a = rule.action();
        return rule.target() == Target.NEAREST && (a instanceof Action.Attack || a instanceof Action.Approach
                || a instanceof Action.Grapple || a instanceof Action.Shove);
    }

    /**
     * OA-REACTION for scripted creatures: the behaviour's {@code opportunity} setting says whether they
     * strike a creature that provokes them (a guard always, a coward never, some only while healthy).
     * A hero disabled at exactly 0 hit points lets the mover go whatever its behaviour: the blow would drop it
     * to -1, unconscious and dying (HP-DISABLED), a price no chance blow on a passing foe is worth. It says so
     * first, with the rule: the engine's own note that follows ("lets g1 go without striking") knows no reason.
     */
    @Override
    public ReactionChoice react(Battle battle, Creature self, OpportunityQuestion question) {
        if (self.has(Condition.DISABLED) && self.health.hp == 0) {
            if (battle.log().wants(NoteEvent.class)) {
                battle.emit(new NoteEvent(self.id(), self.id() + " keeps its reaction at 0 hit points: striking would"
                        + " drop it to -1, unconscious and dying", List.of("HP-DISABLED")));
            }
            return ReactionChoice.LET_GO;
        }
        boolean strikes = switch (behaviourOf(self).opportunity()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case HEALTHY -> self.hp() * 2 >= self.health.maxHp;
        };
        if (strikes && !question.castsByDefault() && blowCannotHurt(battle, self, question)) return ReactionChoice.LET_GO;
        return strikes ? ReactionChoice.STRIKE : ReactionChoice.LET_GO;
    }

    /**
     * Whether the blow the question offers could do the mover no harm at all (mundane steel through an intangible
     * spectre, a type it is immune to): the reaction is kept, as a turn's blow is not aimed at such a foe
     * ({@link HarmlessBlows}). Said first, with the rule that stops the blow (DMG-MAGIC-WEAPON, DMG-RESIST-FLAT):
     * the engine's note that follows knows no reason.
     */
    private static boolean blowCannotHurt(Battle battle, Creature self, OpportunityQuestion question) {
        Weapon w = HarmlessBlows.offered(self, question.weapon());
        Creature mover = battle.find(question.mover());
        if (w == null || mover == null) return false;
        String stoppedBy = HarmlessBlows.whyHarmless(battle, w, mover);
        if (stoppedBy == null) return false;
        if (battle.log().wants(NoteEvent.class)) {
            battle.emit(new NoteEvent(self.id(), self.id() + " keeps its reaction: its " + w.id() + " cannot hurt "
                    + mover.id(), List.of("OA-REACTION", stoppedBy)));
        }
        return true;
    }

    @Override
    public boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
        if (refusal.reason().startsWith("not implemented") && !unsupported.contains(command.getClass())) {
            unsupported.add(command.getClass());
        }
        memory.failLast();
        return true;
    }

    /**
     * The command an action ends in when it is more than a walk: once the engine has answered "not
     * implemented yet" to it, the action is not even walked towards any more.
     */
    private static Class<?> finalCommand(ActionKind kind) {
        return switch (kind) {
            case CAST -> Command.Cast.class;
            case DRINK -> Command.Drink.class;
            default -> Void.class;
        };
    }

    /**
     * The rule's intent towards the target, in words: made the first time, then looked up. A creature says
     * the same thing every round it keeps to one rule and one target, and so does the same creature in
     * the next fight of a simulation: the words are kept with the battle's memory ({@link IntentWords}).
     */
    private static String words(Battle battle, Rule rule, String targetId) {
        // Looked up and stored by hand: a lambda capturing the rule would be made at every decision.
        IntentWords kept = battle.intentWords();
        String text = kept.get(rule, targetId);
        if (text == null) {
            text = BehaviourWords.intent(rule, targetId);
            kept.put(rule, targetId, text);
        }
        return text;
    }

    /**
     * A burst's intent: its words and the creature it names as its target.
     *
     * @param words  the square and every creature it catches ({@code cast fireball at 6,1, catching a, b, c})
     * @param target the rule's target when the burst catches it, else the first foe it catches: the intent's
     *               {@code target} is always someone the burst is meant for, never a foe it leaves out
     */
    private record Burst(String words, Creature target) {}

    /**
     * The intent of a command that centres a burst on a square: the square and the creatures it catches, which
     * the rule's target alone would not say (the centre may be three squares from it, the target out of it);
     * null otherwise, and for a burst that catches no foe (one that helps, centred on its target), which the
     * target's words say. It names everyone the player's aim would name there: a foe down but alive (a dying
     * one burns too), a charmer, a friend; not a hidden foe it does not see, of whom it knows nothing.
     */
    private static Burst burst(Situation s, Rule rule, Command c, Creature target) {
        if (!(c instanceof Command.Cast cast) || cast.square() == null) return null;
        SpellDef spell = s.services.spells.facts().spell(cast.spell());
        if (spell == null) return null;
        // Who it catches, in combatant order, without the cover each would add to its save (caught() weighs it).
        CastingFacts facts = s.services.spells.facts();
        List<String> caught = new ArrayList<>();
        List<Creature> foes = s.enemies();
        Creature named = null;
        for (Creature k : s.battle.creatures()) {
            if (!facts.catches(spell, cast.square(), k) || (k.hostileTo(s.self) && !s.known(k))) continue;
            caught.add(k.id());
            if (named == null && foes.contains(k)) named = k;
            if (k == target && foes.contains(k)) named = k;
        }
        if (named == null) return null;
        return new Burst(BehaviourWords.burst(rule, cast.square().toString(), caught), named);
    }

    /**
     * Keeps the intent on the creature, and logs it the first time this rule and target come up in a turn.
     * {@code burst}: the words of a burst's aim ({@link #burst}), or null to say the rule's target.
     */
    private void announce(Battle battle, Creature self, Behaviour behaviour, Rule rule, int index, Creature target,
                          String burst) {
        // A readied attack for whoever comes first is aimed at no one in particular.
        boolean aimed = rule.action().kind().aimed() && !(rule.action() instanceof Action.Ready r && r.anyone());
        String targetId = aimed ? target.id() : null;
        Intent kept = self.side.intent;
        // The same rule on the same target again this round (a walk, then the blow): its words are written already.
        // The action too: the engine's last resorts share number 0 (an escape from a net, then a fear dodge).
        boolean same = kept != null && kept.round() == battle.round() && kept.rule() == rule.number()
                && java.util.Objects.equals(kept.action(), rule.action().kind().id())
                && java.util.Objects.equals(kept.origin(), rule.origin())
                && java.util.Objects.equals(kept.behaviour(), behaviour.name())
                && java.util.Objects.equals(kept.target(), targetId);
        String text = same ? kept.text() : burst != null ? burst : words(battle, rule, targetId);
        if (!same) {
            self.side.intent = new Intent(behaviour.name(), rule.origin(), rule.number(), rule.action().kind().id(),
                    targetId, text, battle.round());
        }
        // The note only tells the story: unmade when no one reads notes (the turn's memory notes it all the same).
        if (memory.firstTime(index, targetId) && battle.log().wants(NoteEvent.class)) {
            battle.emit(new NoteEvent(self.id(), text, List.of(), new NoteEvent.Intent(behaviour.name(), rule.origin(),
                    rule.number(), rule.action().kind().id(), targetId)));
        }
    }
}
