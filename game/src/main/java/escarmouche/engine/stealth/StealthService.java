package escarmouche.engine.stealth;

import escarmouche.rules.checks.D20Test;
import escarmouche.content.model.ArmorDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.CheckService;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.Sight;
import escarmouche.events.NoteEvent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.stealth.ArmorNoise;
import escarmouche.rules.stealth.Stealth;
import java.util.ArrayList;
import java.util.List;

/**
 * Hiding in the engine: the stealth checks of SURP-CHECK and ACT-HIDE with their armour (SURP-ARMOR),
 * and what being hidden means for the log. A hidden creature keeps its stealth total, which is what
 * others must beat to notice it (ACT-SEARCH) or to see its ambush coming (SURP-RESIST).
 */
public final class StealthService {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final CheckService checks;

    public StealthService(Battle battle, ConditionSystem conditions, CheckService checks) {
        this.battle = battle;
        this.conditions = conditions;
        this.checks = checks;
    }

    /** Rolls a stealth check; on a success the creature is hidden with that total. Returns the success. */
    public boolean sneak(Creature c, Stealth.Purpose purpose, int dc, String why) {
        AbilityCheck.Input in = input(c, purpose, dc);
        D20Test.Result r = checks.check(c, in, why, Stealth.rules(purpose, battle.rules()));
        String rule = purpose == Stealth.Purpose.SNEAK ? "SURP-CHECK" : "ACT-HIDE";
        if (r.success()) {
            hide(c, r.total(), "stealth " + r.total(), rule);
        } else {
            battle.emit(new NoteEvent(c.id(), c.id() + " is noticed: " + r.total() + " does not reach DC " + dc,
                    List.of(rule)));
        }
        return r.success();
    }

    /**
     * The stealth check as {@link #sneak} would roll it now: Dex, the armour's noise (SURP-ARMOR), the
     * class's advantage and the creature's own state. The previews show it before the player hides.
     */
    public AbilityCheck.Input input(Creature c, Stealth.Purpose purpose, int dc) {
        return checks.situate(c, Stealth.check(purpose, c.mod(Ability.DEX), dc, armour(c), c.stats.className,
                battle.rules()));
    }

    /**
     * ACT-SEARCH's check as {@link #search} rolls it against each hidden enemy, {@code dc} standing for
     * that enemy's stealth total: Wis, and it needs sight (COND-BLINDED fails it).
     */
    public AbilityCheck.Input searchInput(Creature searcher, int dc) {
        return checks.input(searcher, Ability.WIS, Math.max(1, dc)).withSense(AbilityCheck.Sense.SIGHT);
    }

    /** Hidden from its enemies with this stealth total. */
    public void hide(Creature c, int total, String reason, String rule) {
        conditions.add(c, Condition.HIDDEN, reason, rule);
        conditions.rememberStealth(c, total);
    }

    /** Seen again: the condition ends and the stealth total is forgotten. */
    public void reveal(Creature c, String reason, String rule) {
        conditions.remove(c, Condition.HIDDEN, reason, rule);
        conditions.forgetStealth(c);
    }

    /** The stealth total others must beat to notice a hidden creature (0 when none was ever rolled). */
    public static int stealthOf(Creature c) {
        return c.conditions.stealth == null ? 0 : c.conditions.stealth;
    }

    /** SURP-ARMOR: every piece worn, as the stealth rules see it. */
    static List<ArmorNoise.Piece> armour(Creature c) {
        List<ArmorNoise.Piece> out = new ArrayList<>();
        for (ArmorDef a : c.stats.armor) out.add(new ArmorNoise.Piece(a.name(), a.stealth()));
        return out;
    }

    /**
     * ACT-SEARCH: a Wis check against the stealth total of each hidden enemy the searcher could see but
     * for its hiding (sight, not walls in the way), in combatant order; each success reveals one.
     * Returns how many were found.
     */
    public int search(Creature searcher) {
        int found = 0;
        for (Creature e : battle.enemiesOf(searcher)) {
            if (!e.has(Condition.HIDDEN) || !Sight.couldSee(battle, searcher, e)) continue;
            AbilityCheck.Input in = searchInput(searcher, stealthOf(e));
            if (checks.check(searcher, in, "search for " + e.id(), List.of("ACT-SEARCH")).success()) {
                reveal(e, "found by " + searcher.id(), "ACT-SEARCH");
                found++;
            }
        }
        return found;
    }
}
