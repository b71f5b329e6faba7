package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.movement.RollEvents;
import escarmouche.events.ContestEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.classes.ClassFeatures;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.opportunity.Disengage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code disengage} (OA-DISENGAGE), an action. House rules: an initiative roll against each engaged
 * enemy in combatant order, the mover's d20 (two for infiltrators and monks) then the enemy's; the enemies
 * it beats cannot make opportunity attacks against it this turn. Plain 5e: no roll, and no enemy can.
 */
final class DisengageAction {
    private final Services s;
    private final ActionEconomy economy;

    DisengageAction(Services services, ActionEconomy economy) {
        this.s = services;
        this.economy = economy;
    }

    Outcome disengage(Creature actor) {
        Optional<Outcome.Refused> no = economy.unavailable(actor);
        if (no.isPresent()) return no.get();
        economy.spend(actor);
        if (!s.battle.house(RulePart.OPPORTUNITY)) {
            for (Creature e : s.battle.enemiesOf(actor)) actor.turn.disengagedFrom.add(e.id());
            s.battle.emit(new NoteEvent(actor.id(), actor.id() + " disengages: no opportunity attacks against it"
                    + " this turn (plain 5e, no roll)", List.of("OA-DISENGAGE")));
            return Outcome.DONE;
        }
        List<Creature> engaged = s.movement.engaged(actor);
        List<Disengage.Opponent> opponents = new ArrayList<>();
        for (Creature e : engaged) opponents.add(new Disengage.Opponent(e.id(), e.mod(Ability.DEX)));
        Optional<String> classRule = ClassFeatures.disengageAdvantageRule(actor.stats.className);
        Disengage.Result result = Disengage.roll(actor.mod(Ability.DEX), classRule.isPresent(), opponents,
                s.battle.rules(), s.battle.dice());
        // The contests and the note tell the story of the rolls: unmade when no one reads them (a simulation).
        if (s.battle.log().wants(ContestEvent.class)) contests(actor, classRule, result);
        actor.turn.disengagedFrom.addAll(result.state().beaten());
        if (s.battle.log().wants(NoteEvent.class)) told(actor, engaged, result);
        return Outcome.DONE;
    }

    private void contests(Creature actor, Optional<String> classRule, Disengage.Result result) {
        List<String> rules = new ArrayList<>(List.of("OA-DISENGAGE", "TURN-INIT"));
        classRule.ifPresent(rules::add);
        for (Disengage.Duel d : result.duels()) {
            ContestEvent.Side mine = RollEvents.side(actor.id(), Ability.DEX, d.mover().modifiers(), Optional.of(d.mover()));
            ContestEvent.Side theirs = RollEvents.side(d.enemyId(), Ability.DEX, d.enemy().modifiers(),
                    Optional.of(d.enemy()));
            s.battle.emit(new ContestEvent(List.copyOf(rules), mine, theirs, d.beaten() ? actor.id() : d.enemyId(),
                    "disengage"));
        }
    }

    private void told(Creature actor, List<Creature> engaged, Disengage.Result result) {
        // No one to roll against: either no enemy reaches it, or those that do could not strike it anyway (no
        // reaction left, incapacitated...): the note says which, as the enemy's own note will when it is left.
        String text = engaged.isEmpty() ? actor.id() + (s.movement.inEnemyReach(actor)
                ? " disengages, though no enemy in reach could strike it"
                : " disengages, though no enemy holds it in reach")
                : actor.id() + " disengages; " + (result.state().beaten().isEmpty()
                        ? "it beat no one, so every enemy in reach may still strike it this turn"
                        : String.join(", ", result.state().beaten()) + " cannot strike it this turn");
        s.battle.emit(new NoteEvent(actor.id(), text, List.of("OA-DISENGAGE")));
    }
}
