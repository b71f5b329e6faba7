package escarmouche.engine.stealth;

import escarmouche.content.model.CombatantSpec;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.combat.CheckService;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.events.NoteEvent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.stealth.Stealth;
import escarmouche.rules.stealth.Surprise;
import java.util.ArrayList;
import java.util.List;

/**
 * TURN-ORDER's first step, before initiative: who is surprised. The scenario's sneakers roll their
 * stealth check first (SURP-CHECK, in combatant order) unless the scenario gave their total. Then every
 * creature able to act that has hidden enemies tries to see them coming (SURP-RESIST, in combatant order)
 * against the best of their stealth totals, at least DC 15; a failure leaves it surprised
 * (TURN-SURPRISED). Hidden creatures stay hidden until they attack or are found.
 *
 * <p>Plain 5e (dd5): no resisting check; a creature whose passive Perception is below the best stealth
 * total is surprised.
 */
public final class SurpriseService {
    private final Battle battle;
    private final StealthService stealth;
    private final ConditionSystem conditions;
    private final CheckService checks;

    public SurpriseService(Battle battle, StealthService stealth, ConditionSystem conditions, CheckService checks) {
        this.battle = battle;
        this.stealth = stealth;
        this.conditions = conditions;
        this.checks = checks;
    }

    /** @param combatants the scenario's combatants, in the same order as the battle's creatures */
    public void resolve(List<CombatantSpec> combatants) {
        for (CombatantSpec spec : combatants) {
            Creature c = battle.find(spec.id());
            if (spec.sneakDc() != null && c.canAct()) {
                stealth.sneak(c, Stealth.Purpose.SNEAK, spec.sneakDc(), "sneak up on its foes");
            }
        }
        for (Creature c : battle.creatures()) {
            if (!c.canAct()) continue;
            List<Integer> totals = new ArrayList<>();
            // The battle's own list of the living hostile to it, in the same order as enemiesOf's copy.
            Roster hostile = battle.hostilesOf(c);
            for (int i = 0, n = hostile.size(); i < n; i++) {
                Creature e = hostile.get(i);
                if (e.has(Condition.HIDDEN)) totals.add(StealthService.stealthOf(e));
            }
            if (!totals.isEmpty()) face(c, totals);
        }
    }

    private void face(Creature c, List<Integer> totals) {
        int dc = Surprise.resistDc(totals);
        if (!battle.house(RulePart.SURPRISE)) {
            int best = totals.stream().mapToInt(Integer::intValue).max().orElse(0);
            if (Surprise.surprisedPassively(c.stats.abilities, best)) {
                battle.emit(new NoteEvent(c.id(), c.id() + "'s passive Perception "
                        + Surprise.passivePerception(c.stats.abilities) + " misses a stealth of " + best,
                        List.of("SURP-RESIST")));
                conditions.add(c, Condition.SURPRISED, "caught unaware", "TURN-SURPRISED");
            }
            return;
        }
        AbilityCheck.Input in = checks.situate(c, Surprise.resist(c.stats.abilities, dc, c.stats.className));
        if (!checks.check(c, in, "see the ambush coming", List.of("SURP-RESIST")).success()) {
            conditions.add(c, Condition.SURPRISED, "caught unaware", "TURN-SURPRISED");
        }
    }
}
