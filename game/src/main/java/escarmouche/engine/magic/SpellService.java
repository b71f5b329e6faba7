package escarmouche.engine.magic;

import escarmouche.rules.dice.Roll;
import escarmouche.rules.dice.Rolls;
import escarmouche.content.model.Grimoire;
import escarmouche.content.model.ItemDef;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.CheckService;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.engine.combat.RangedDodge;
import escarmouche.events.CastEvent;
import escarmouche.rules.attack.CriticalChain;
import escarmouche.rules.casting.CastingRoll;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/**
 * Spells, scrolls and potions in a fight. Each use is checked first ({@code plan...}: known spell, slot
 * or item, target, range, sight), then carried out: the casting roll (CAST-ROLL, CAST-SCROLL,
 * CAST-POTION), what is spent, the {@code cast} event, and the effect. The caller spends the action.
 *
 * <p>What a failed roll costs: a natural 1 loses the slot, scroll or potion; any other failure keeps it.
 */
public final class SpellService {
    /** A use that passed every check: the spell, the item it comes from (or null), and its aim. */
    public record Plan(SpellDef spell, ItemDef item, SpellTargeting.Aim aim) {
        /** The creature it is aimed at, or null for a burst aimed at a square. */
        public Creature target() {
            return aim.target();
        }
    }

    private final Battle battle;
    private final Grimoire grimoire;
    private final ConditionSystem conditions;
    private final CastingCheck check;
    private final SpellTargeting targeting;
    private final SpellEffects effects;
    private final SpellDamage damage;
    private final CastingFacts facts;

    public SpellService(Battle battle, Grimoire grimoire, ConditionSystem conditions, DamageSystem damageService,
                        CheckService checks) {
        this.battle = battle;
        this.grimoire = grimoire;
        this.conditions = conditions;
        this.check = new CastingCheck(battle, checks);
        this.targeting = new SpellTargeting(battle);
        this.damage = new SpellDamage(battle, damageService);
        SpellAttack attack = new SpellAttack(battle, conditions, damage, new RangedDodge(battle, checks));
        this.effects = new SpellEffects(battle, conditions, checks, damage, attack);
        this.facts = new CastingFacts(battle, grimoire, checks, check, targeting, attack);
    }

    /** What a spell or potion would meet if used now, for the previews. */
    public CastingFacts facts() {
        return facts;
    }

    public Grimoire grimoire() {
        return grimoire;
    }

    /**
     * {@code cast}: a spell the caster knows, of a level its own level reaches, with a slot of that level
     * left (cantrips need none). A caster asked for a spell above its level is told so, with its class's
     * rule, whether or not the spell is on its list.
     */
    public Checked<Plan> planSpell(Creature caster, String spellId, String target, Pos square) {
        SpellDef spell = grimoire.spell(spellId);
        if (spell == null) {
            String refusal = "unknown spell '" + spellId + "'";
            return Checked.denied(Outcome.Refused.malformed(caster.resources.spells.isEmpty() ? refusal
                    : refusal + " (spells " + caster.id() + " knows: " + known(caster) + ")"));
        }
        boolean casts = caster.resources.castingAbility != null || !caster.resources.spells.isEmpty();
        if (casts && !Casters.levelReaches(caster, spell)) {
            return Checked.denied(Outcome.Refused.by(Casters.levelRule(caster), caster.id() + " cannot cast " + spellId
                    + ", a level-" + spell.level() + " spell: " + Casters.reach(caster)));
        }
        if (!caster.resources.spells.contains(spellId)) {
            String refusal = caster.id() + " does not know " + spellId;
            return Checked.denied(Outcome.Refused.malformed(caster.resources.spells.isEmpty() ? refusal
                    : refusal + " (spells known: " + known(caster) + ")"));
        }
        if (Casters.slotsLeft(caster, spell) == 0) {
            return Checked.denied(Outcome.Refused.by("CAST-ROLL",
                    caster.id() + " has no level-" + spell.level() + " spell slot left for " + spellId));
        }
        return targeting.resolve(caster, spell, target, square).then(aim -> Checked.allowed(new Plan(spell, null, aim)));
    }

    /** The spells a caster knows, as a script names them: what a refused {@code cast} offers instead. */
    private static String known(Creature caster) {
        return String.join(", ", caster.resources.spells);
    }

    /** {@code read}: a scroll the reader carries; its spell is aimed as if cast. */
    public Checked<Plan> planScroll(Creature reader, String itemId, String target, Pos square) {
        return carried(reader, itemId, "scroll").then(item -> {
            SpellDef spell = grimoire.spell(item.spell());
            return targeting.resolve(reader, spell, target, square).then(aim -> Checked.allowed(new Plan(spell, item, aim)));
        });
    }

    /** {@code drink}: a potion the drinker carries. */
    public Checked<Plan> planPotion(Creature drinker, String itemId) {
        return carried(drinker, itemId, "potion")
                .then(item -> Checked.allowed(new Plan(null, item, new SpellTargeting.Aim(drinker, null))));
    }

    private Checked<ItemDef> carried(Creature c, String itemId, String kind) {
        ItemDef item = grimoire.item(itemId);
        if (item == null) return Checked.denied(Outcome.Refused.malformed("unknown item '" + itemId + "'"));
        if (c.resources.items.getOrDefault(itemId, 0) <= 0) {
            return Checked.denied(Outcome.Refused.malformed(c.id() + " carries no " + itemId));
        }
        if (!kind.equals(item.kind())) {
            return Checked.denied(Outcome.Refused.malformed(itemId + " is a " + item.kind() + ", not a " + kind));
        }
        return Checked.allowed(item);
    }

    /** Casts a planned spell from a slot. */
    public void cast(Creature caster, Plan plan, Ability requested) {
        use(caster, plan, CastingCheck.Kind.SPELL, requested, List.of("CAST-ROLL"));
    }

    /** Reads a planned scroll (CAST-SCROLL): the casting roll of its spell, without a focus. */
    public void read(Creature reader, Plan plan, Ability requested) {
        use(reader, plan, CastingCheck.Kind.SCROLL, requested, List.of("CAST-SCROLL", "CAST-ROLL", "ACT-USE"));
    }

    /** Drinks a planned potion (CAST-POTION): the casting roll with 2d4 instead of segments, then its healing. */
    public void drink(Creature drinker, Plan plan, Ability requested) {
        ItemDef potion = plan.item();
        CastingCheck.Attempt a = check.attempt(drinker, CastingCheck.Kind.POTION, 0, requested, potion.id());
        if (a.works() || a.lost()) consume(drinker, potion);
        emit(drinker, potion.id(), plan, a, List.of("CAST-POTION", "ACT-USE"), null);
        if (!a.works()) return;
        DiceExpression.Rolled r = potion.healing().roll(battle.dice());
        // Plain 5e drinks without CAST-POTION's roll: the healing is then DMG-HEAL's alone.
        damage.heal(drinker, drinker, new SpellDamage.Rolled(r.rolls(), List.of(), Math.max(0, r.total()), List.of()),
                battle.house(RulePart.CASTING) ? List.of("CAST-POTION") : List.of());
    }

    /**
     * CAST-OA / OA-REACTION [HOUSE]: the spell a creature would cast at a mover instead of its melee
     * opportunity attack, or null. Only spells of one segment at most that hurt a single creature
     * qualify, with a slot for them; cantrips come first, so that slots are kept.
     */
    public SpellDef reactionSpell(Creature caster, Creature target) {
        if (!battle.house(RulePart.CASTING)) return null;
        SpellDef best = null;
        for (String id : caster.resources.spells) {
            SpellDef s = grimoire.spell(id);
            if (s == null || s.damage() == null || s.area() || Casters.segments(caster, s) > 1) continue;
            if (Casters.slotsLeft(caster, s) == 0 || targeting.whyNot(caster, s, target).isPresent()) continue;
            if (best == null || (s.level() == 0 && best.level() > 0)) best = s;
        }
        return best;
    }

    /**
     * CAST-OA: the spell a reactor casts at a mover instead of striking it when it simply strikes, or null to
     * strike: {@link #reactionSpell} when {@link #castsAtMover} says so.
     */
    public SpellDef reactionChoice(Creature reactor, Creature mover, boolean weaponReaches) {
        SpellDef spell = reactionSpell(reactor, mover);
        return spell != null && castsAtMover(reactor, weaponReaches) ? spell : null;
    }

    /**
     * CAST-OA: whether a reactor with a quick spell for the mover ({@link #reactionSpell}) casts it rather than
     * strike, when nobody chooses for it (the AI, a command script, a plain strike of a player): it casts when no
     * melee weapon of its reaches the mover, or when its spell ability modifier beats both its Str and its Dex
     * modifiers (a wizard would rather cast than poke with a staff). A player asked on screen may choose the
     * other (OA-REACTION [HOUSE]: the caster "may" use the spell).
     */
    public boolean castsAtMover(Creature reactor, boolean weaponReaches) {
        int spellMod = reactor.mod(Casters.spellAbility(reactor));
        boolean better = spellMod > reactor.mod(Ability.STR) && spellMod > reactor.mod(Ability.DEX);
        return !weaponReaches || better;
    }

    /**
     * Casts {@link #reactionSpell} at {@code target} in place of an opportunity attack; returns false (and
     * does nothing) when the caster has no such spell. The caller spends the reaction.
     */
    public boolean castAsReaction(Creature caster, Creature target, List<String> rules) {
        SpellDef spell = reactionSpell(caster, target);
        if (spell == null) return false;
        castAsReaction(caster, target, spell, rules);
        return true;
    }

    /** Casts a spell {@link #reactionSpell} offered at a mover, in place of an opportunity attack. */
    public void castAsReaction(Creature caster, Creature target, SpellDef spell, List<String> rules) {
        List<String> all = new ArrayList<>(List.of("CAST-OA", "CAST-ROLL"));
        for (String r : rules) if (!all.contains(r)) all.add(r);
        use(caster, new Plan(spell, null, new SpellTargeting.Aim(target, null)), CastingCheck.Kind.SPELL, null, all);
    }

    /** At the end of a creature's turn: saves against the conditions its spells allow a save to end. */
    public void endOfTurn(Creature c) {
        effects.endOfTurnSaves(c);
    }

    private void use(Creature caster, Plan plan, CastingCheck.Kind kind, Ability requested, List<String> rules) {
        SpellDef spell = plan.spell();
        CastingCheck.Attempt a = check.attempt(caster, kind, Casters.segments(caster, spell), requested, spell.id());
        if (a.roll() == null && !a.works()) return;
        // CAST-ROLL: a natural 1 loses what the cast spends, the slot or the scroll. A cantrip from the
        // caster's own spells spends neither and can be cast again next turn: nothing is lost, and its cast
        // event says so (lost false), as the casting panel does ("a natural 1 fails").
        if (plan.item() == null && spell.level() == 0) a = a.nothingToLose();
        if (a.works() || a.lost()) {
            if (plan.item() != null) consume(caster, plan.item());
            else Casters.spendSlot(caster, spell);
        }
        CriticalChain chain = a.works() ? effects.chain(spell) : null;
        List<String> fired = new ArrayList<>(battle.house(RulePart.CASTING) ? Casters.rules(caster, rules) : List.of());
        if (chain != null) fired.add("CAST-CRIT");
        emit(caster, spell.id(), plan, a, fired, chain);
        if (!a.works()) return;
        // 5e: casting a concentration spell ends the one the caster kept, before the new one takes hold.
        if (spell.concentration()) {
            conditions.endConcentration(caster, caster.id() + " casts " + spell.id() + ", which needs its concentration");
        }
        effects.apply(caster, spell, plan.aim(), chain, List.of());
        if (spell.concentration()) {
            conditions.concentrate(caster, spell.id(), spell.name(), Condition.byId(spell.condition()), spell.rounds());
        }
        if (spell.harmful() && caster.has(Condition.HIDDEN)) {
            conditions.remove(caster, Condition.HIDDEN, "casts " + spell.id(), "ATK-UNSEEN");
            conditions.forgetStealth(caster);
        }
    }

    private void consume(Creature c, ItemDef item) {
        int left = c.resources.items.getOrDefault(item.id(), 0) - 1;
        if (left > 0) c.resources.items.put(item.id(), left);
        else c.resources.items.remove(item.id());
    }

    private void emit(Creature caster, String spell, Plan plan, CastingCheck.Attempt a, List<String> rules,
                      CriticalChain chain) {
        CastingRoll.Result r = a.roll();
        SpellTargeting.Aim aim = plan.aim();
        List<Roll> dice = r == null ? List.of() : r.rolls();
        battle.emit(new CastEvent(caster.id(), spell, chain == null ? dice : Rolls.joined(dice, chain.rolls()),
                r == null ? List.of() : r.modifiers(), r == null ? 0 : r.total(), a.works(), a.lost(),
                battle.house(RulePart.CASTING) ? List.copyOf(rules) : List.of(), plan.item() == null ? null : plan.item().id(),
                aim.target() == null ? null : aim.target().id(), aim.point(), Casters.slots(caster),
                chain == null ? null : chain.rolls(), chain == null ? null : chain.multiplier()));
    }
}
