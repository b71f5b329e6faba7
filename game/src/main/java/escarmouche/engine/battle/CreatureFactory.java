package escarmouche.engine.battle;

import com.badlogic.ashley.core.Entity;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.engine.component.ArsenalComponent;
import escarmouche.engine.component.BodyComponent;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.engine.component.DefenceComponent;
import escarmouche.engine.component.HealthComponent;
import escarmouche.engine.component.IdentityComponent;
import escarmouche.engine.component.Mappers;
import escarmouche.engine.component.Placements;
import escarmouche.engine.component.ResourcesComponent;
import escarmouche.engine.component.SideComponent;
import escarmouche.engine.component.StatsComponent;
import escarmouche.engine.component.TurnComponent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.damage.DamagePipeline;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;

/** Turns a scenario combatant into an Ashley entity with its data components. */
public final class CreatureFactory {
    private CreatureFactory() {}

    /** The creature, its moves counted in {@code placements}, its battle's ({@link Battle#placements}). */
    public static Creature create(CombatantSpec combatant, int order, Placements placements) {
        CreatureSpec s = combatant.creature();
        Entity e = new Entity();
        e.add(new IdentityComponent(combatant.id(), s.name(), s.template(), s.kind(), order, combatant.group(),
                combatant.master()));
        e.add(new SideComponent(combatant.side(), combatant.playerControlled(), s.behavior()));
        Mappers.SIDE.get(e).script = s.script();
        e.add(new BodyComponent(combatant.at(), s.size(), s.width(), s.height(), placements));
        StatsComponent stats = new StatsComponent(s.abilities(), s.ac(), s.speed(), s.level(), s.proficiency(),
                s.className(), s.reach(), s.systemShock(), s.armor());
        stats.type = s.type();
        stats.race = s.race();
        e.add(stats);
        e.add(new HealthComponent(s.hp(), s.maxHp(), s.tempHp(), s.exhaustion()));
        EnumSet<Condition> starting = EnumSet.noneOf(Condition.class);
        starting.addAll(s.conditions());
        // ACT-HIDE: hidden only with a stealth total to find it against; a "hidden" condition without one is a
        // stealth check the game rolls as the fight starts (the scenario's reader made it one), which hides it or not.
        if (combatant.hidden() != null) starting.add(Condition.HIDDEN);
        else starting.remove(Condition.HIDDEN);
        // COND-CHARMED, COND-FRIGHTENED: the scenario names who caused them, which the rules need (the charmer
        // cannot be attacked; the fear's source must be in sight, and cannot be approached).
        Map<Condition, String> sources = new LinkedHashMap<>();
        startsWith(starting, sources, Condition.CHARMED, combatant.charmedBy());
        startsWith(starting, sources, Condition.FRIGHTENED, combatant.frightenedBy());
        ConditionsComponent conditions = new ConditionsComponent(starting, sources, combatant.hidden());
        e.add(conditions);
        e.add(new DefenceComponent(new DamagePipeline.Defence(s.resistances(), s.vulnerabilities(),
                s.damageReduction(), s.hitOnlyByMagic(), s.intangible(), s.zoid())));
        e.add(new ArsenalComponent(s.weapons()));
        e.add(new TurnComponent());
        e.add(new ResourcesComponent(s.spells(), s.spellSlots(), s.items(), s.castingAbility(), s.segmentsPerLevel(),
                s.focus()));
        return new Creature(e);
    }

    private static void startsWith(EnumSet<Condition> starting, Map<Condition, String> sources, Condition c,
            String source) {
        if (source == null) return;
        starting.add(c);
        sources.put(c, source);
    }
}
