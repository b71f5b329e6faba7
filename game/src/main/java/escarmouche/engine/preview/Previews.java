package escarmouche.engine.preview;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.action.CommandChecks;
import escarmouche.engine.action.Services;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Footprints;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.AttackCover;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.AttackSituation;
import escarmouche.engine.combat.HarmfulBlows;
import escarmouche.engine.combat.Sight;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.engine.combat.NetCuts;
import escarmouche.engine.combat.RangedDodge;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.engine.grapple.ContestSides;
import escarmouche.engine.grapple.GrappleSystem;
import escarmouche.engine.grapple.ShoveService;
import escarmouche.engine.grapple.WinWithoutRoll;
import escarmouche.engine.movement.AbilityChecks;
import escarmouche.engine.movement.FixedDice;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.engine.movement.PlannedMove;
import escarmouche.engine.movement.Reactors;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.TwoWeapons;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.classes.ClassFeatures;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.damage.ExpectedDamage;
import escarmouche.rules.grapple.ContestSide;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.CheckSpec;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.Standing;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.opportunity.OpportunityRules;
import escarmouche.rules.stealth.Stealth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * Answers "what would happen if..." for the interface and the AI without changing anything or rolling
 * the game's dice: the cost of a path and the opportunity attacks it provokes, a risky move's fallback
 * square and odds, the odds of an attack, a grapple, a shove or a Disengage. Every answer comes from
 * the same planning code as the command itself.
 */
public final class Previews {
    private final Battle battle;
    private final Services services;
    private final MoveContexts contexts;
    private final Reactors reactors;
    private final GrappleSystem grapples;
    private final ShoveService shoves;
    private final SpellPreviews spells;
    private final CommandChecks checks;
    private final RangedDodge rangedDodge;

    public Previews(Battle battle, Services services) {
        this.battle = battle;
        this.services = services;
        this.contexts = services.movement.contexts();
        this.reactors = new Reactors(battle);
        this.grapples = services.grapples;
        this.shoves = new ShoveService(battle, services.conditions, services.movement);
        this.rangedDodge = new RangedDodge(battle, services.checks);
        this.spells = new SpellPreviews(battle, services.spells.facts(), rangedDodge);
        this.checks = new CommandChecks(services);
    }

    /** The odds of the spells and potions a creature could use now. */
    public SpellPreviews spells() {
        return spells;
    }

    /** Whether a command would be refused now, and why, from the handlers' own checks. */
    public CommandChecks checks() {
        return checks;
    }

    /** The cheapest careful path to a square (budget ignored), or null when there is none. */
    public List<Pos> cheapestPath(Creature mover, Pos goal) {
        return new PathFinder(contexts.pathContext(mover)).find(goal).map(Path::squares).orElse(null);
    }

    /** Squares the creature could end a careful move on with its movement left, with their cost. */
    public Map<Pos, Integer> reachable(Creature mover) {
        if (!mover.canMove()) return Map.of();
        return new PathFinder(contexts.pathContext(mover)).reachable();
    }

    /** The movement standing up would cost the creature now (MOVE-PRONE: half its current speed). */
    public int standCost(Creature c) {
        return Standing.cost(services.movement.effectiveSpeed(c));
    }

    /**
     * What walking {@code path} carefully would cost the creature once it stood up (MOVE-PRONE's other way than a
     * crawl; MOVE-DIFFICULT prices), whatever movement it has left; empty when no walk takes that path.
     */
    public OptionalInt walkAfterStanding(Creature c, List<Pos> path) {
        return services.movement.walkOnFoot(c, path);
    }

    /** What a careful move along {@code path} would cost and provoke. */
    public MovePreview move(Creature mover, List<Pos> path) {
        return move(mover, path, null);
    }

    /**
     * What a move along {@code path} would do: careful when {@code risky} is null, else risky with that
     * ability ("str" or "dex"). For a risky move, cost and left are those of a successful check, and the
     * preview adds where a failure would stop the creature and the chance of success.
     */
    public MovePreview move(Creature mover, List<Pos> path, String risky) {
        int dc = terrainDc(mover, path);
        if (risky == null) {
            Checked<PlannedMove> p = services.movement.planCareful(mover, path);
            if (p instanceof Checked.Denied<PlannedMove> no) return refused(mover, path, no.refusal(), dc);
            return legal(mover, path, ((Checked.Allowed<PlannedMove>) p).plan(), dc, null, null);
        }
        Ability ability = Ability.byId(risky);
        Checked<PlannedMove> best = services.movement.planRisky(mover, path, ability, FixedDice.HIGHEST);
        Supplier<Checked<PlannedMove>> worst = () -> services.movement.planRisky(mover, path, ability, FixedDice.LOWEST);
        return checked(mover, path, best, worst, services.movement.checks().check(mover, ability), dc);
    }

    /**
     * Picking the lock of the door at {@code at} (TURN-OBJECT): the Dex check against the lock's DC as it
     * would be rolled now, with what the picker's state does to it.
     */
    public CheckPreview lockpick(Creature picker, Pos at) {
        return CheckPreview.of(services.checks.input(picker, Ability.DEX, services.doors.dc(at)));
    }

    /**
     * First aid from {@code actor} (HP-DYING): the Wis check against DC 10 that stabilises a dying ally, as
     * it would be rolled now.
     */
    public CheckPreview firstAid(Creature actor) {
        return CheckPreview.of(checks.firstAidCheck(actor));
    }

    /**
     * Getting out of a net (COND-RESTRAINED), its own or an ally's: the Str check against DC 10 that frees
     * the caught creature, as {@code actor} would roll it now.
     */
    public CheckPreview netEscape(Creature actor) {
        return CheckPreview.of(services.nets.input(actor));
    }

    /**
     * Cutting the net that holds {@code target} (COND-RESTRAINED), its own or another's, as {@code actor} would
     * attack it now; null when it may not ({@link CommandChecks#cut} says why).
     */
    public NetCutPreview netCut(Creature actor, Creature target) {
        if (checks().cut(actor, target == actor ? null : target.id()).isPresent()) return null;
        return NetCutPreview.of(services.netCuts.declare(actor), NetCuts.left(target), battle.rules());
    }

    /** Hiding (ACT-HIDE) at the usual DC: the Dex check with the armour's noise and the class's advantage. */
    public CheckPreview hide(Creature actor) {
        return CheckPreview.of(services.stealth.input(actor, Stealth.Purpose.HIDE, Stealth.DEFAULT_HIDE_DC));
    }

    /**
     * Searching (ACT-SEARCH): the Wis check rolled against each hidden enemy's stealth total, which the
     * searcher does not know; so only the d20 is given, and whether a condition fails it (COND-BLINDED).
     */
    public CheckPreview search(Creature actor) {
        return CheckPreview.of(services.stealth.searchInput(actor, 1));
    }

    /**
     * The ability the planner offers first for a risky move: the one the mover's check adds more to (Str
     * on a tie), as a crawl chooses its own. "str" or "dex".
     */
    public String riskyFirst(Creature mover) {
        return AbilityChecks.better(mover).id();
    }

    /** What a crawl along {@code path} would do; a check through rough terrain is shown like a risky one. */
    public MovePreview crawl(Creature mover, List<Pos> path) {
        Checked<PlannedMove> best = services.movement.planCrawl(mover, path, FixedDice.HIGHEST);
        Supplier<Checked<PlannedMove>> worst = () -> services.movement.planCrawl(mover, path, FixedDice.LOWEST);
        CheckSpec spec = services.movement.checks().check(mover, AbilityChecks.better(mover))
                .with(new Advantage.Source("crawling", true, "MOVE-PRONE"));
        return checked(mover, path, best, worst, spec, terrainDc(mover, path));
    }

    /** A move planned with the best roll, then (if that is allowed) the worst; refused when either plan is. */
    private MovePreview checked(Creature mover, List<Pos> path, Checked<PlannedMove> best,
            Supplier<Checked<PlannedMove>> worst, CheckSpec spec, int terrainDc) {
        if (best instanceof Checked.Denied<PlannedMove> no) return refused(mover, path, no.refusal(), terrainDc);
        Checked<PlannedMove> low = worst.get();
        if (low instanceof Checked.Denied<PlannedMove> no) return refused(mover, path, no.refusal(), terrainDc);
        return checked(mover, path, ((Checked.Allowed<PlannedMove>) best).plan(),
                ((Checked.Allowed<PlannedMove>) low).plan(), spec);
    }

    private static MovePreview refused(Creature mover, List<Pos> path, Outcome.Refused no, int terrainDc) {
        return new MovePreview(path, false, no.reason(), 0, mover.turn.movementLeft, terrainDc, null, null, List.of());
    }

    private MovePreview checked(Creature mover, List<Pos> path, PlannedMove best, PlannedMove worst, CheckSpec spec) {
        Optional<Integer> dc = best.plan().check().map(c -> c.dc());
        if (dc.isEmpty()) return legal(mover, path, best, 0, null, null);
        return legal(mover, path, best, dc.get(), worst.plan().end(), CheckPreview.of(spec, dc.get()));
    }

    private MovePreview legal(Creature mover, List<Pos> path, PlannedMove p, int dc, Pos fallback, CheckPreview check) {
        MovePlan plan = p.plan();
        return new MovePreview(path, true, null, plan.spent(), plan.left(), dc, fallback, check, threats(mover, p),
                readied(mover, p));
    }

    /**
     * The readied attacks (ACT-READY) the move would set off: for each creature whose readied blade awaits
     * the mover and could fall now, the first step that brings the mover from outside into its reach, at the
     * square entered.
     */
    private List<MovePreview.Threat> readied(Creature mover, PlannedMove p) {
        if (!battle.everReadied()) return List.of();
        List<MovePreview.Threat> out = new ArrayList<>();
        List<Body> bodies = null;
        for (Creature r : battle.creatures()) {
            int reach = ReadiedAttacks.reachAgainst(r, mover);
            if (reach < 0) continue;
            if (bodies == null) bodies = p.bodies();
            for (int i = 1; i < bodies.size(); i++) {
                if (distance(bodies.get(i - 1), r) > reach && distance(bodies.get(i), r) <= reach) {
                    // Sight, the dear question, only of a path that does enter the reach (as the move asks it).
                    if (ReadiedAttacks.canStrike(battle, r, mover)) {
                        out.add(new MovePreview.Threat(r.id(), i, bodies.get(i).at(), "ACT-READY"));
                    }
                    break;
                }
            }
        }
        return out;
    }

    private static int distance(Body b, Creature r) {
        return Footprints.distance(b.at(), b.width(), b.height(), r.at(), r.body.width(), r.body.height());
    }

    /** The opportunity attacks the move would provoke, assuming the mover goes on after each one. */
    private List<MovePreview.Threat> threats(Creature mover, PlannedMove p) {
        List<MovePreview.Threat> out = new ArrayList<>();
        // OA-WITHIN counts the whole turn: the steps already walked this turn are part of the question.
        for (OpportunityTrigger t : OpportunityRules.triggers(p.bodies(), reactors.against(mover, p.drags().targets()),
                MoveKind.VOLUNTARY, Reactors.disengage(mover), battle.rules(), mover.turn.reachSteps)) {
            out.add(new MovePreview.Threat(t.reactorId(), t.stepIndex() + 1, t.at(), t.rule()));
        }
        return out;
    }

    /** The highest terrain DC among the squares the footprint would newly enter (stairs included). */
    private int terrainDc(Creature mover, List<Pos> path) {
        Body body = MoveContexts.body(mover);
        int dc = 0;
        for (Pos p : path) {
            Body next = body.moveTo(p);
            for (Pos sq : next.squares()) if (!body.occupies(sq)) dc = Math.max(dc, battle.grid().at(sq).dc());
            body = next;
        }
        return dc;
    }

    /** The odds of each Disengage roll-off against the enemies engaged with {@code mover} (OA-DISENGAGE). */
    public List<ContestPreview> disengage(Creature mover) {
        List<ContestPreview> out = new ArrayList<>();
        if (!battle.house(RulePart.OPPORTUNITY)) return out;
        Optional<String> classRule = ClassFeatures.disengageAdvantageRule(mover.stats.className);
        boolean advantage = classRule.isPresent();
        for (Creature e : services.movement.engaged(mover)) {
            int percent = Odds.contest(advantage ? Advantage.ADVANTAGE : Advantage.NONE, mover.mod(Ability.DEX),
                    Advantage.NONE, e.mod(Ability.DEX));
            out.add(new ContestPreview(e.id(), true, null, "dex", "dex", percent, dex(mover,
                    classRule.map(r -> List.of("+" + r)).orElse(List.of())), dex(e, List.of()), false));
        }
        return out;
    }

    /** The odds of grappling {@code target} now (GRAP-START), with the ability given or the better one. */
    public ContestPreview grapple(Creature actor, Creature target, String ability) {
        ContestSides sides = grapples.sides(actor, target, ability);
        Optional<Outcome.Refused> no = grapples.cannotStart(actor, target);
        return contest(target, no.map(Outcome.Refused::reason).orElse(null), sides,
                WinWithoutRoll.against(battle, target));
    }

    /** The weapon {@code actor} would let go of to grapple now, its hands being full (GRAP-START), or null. */
    public Weapon grappleLetsGo(Creature actor) {
        return grapples.wouldLetGo(actor);
    }

    /**
     * The odds of escaping the grapple that holds {@code actor} now (GRAP-ESCAPE), with the ability given or
     * its better one, against its grappler's better one; null when it is not held by a living grappler (then
     * it slips free without a roll, or may not try).
     */
    public ContestPreview escape(Creature actor, String ability) {
        Creature holder = grapples.holderOf(actor);
        if (holder == null || !holder.alive() || grapples.cannotEscape(actor).isPresent()) return null;
        return contest(holder, null, grapples.sides(actor, holder, ability), false);
    }

    /** The odds of shoving {@code target} now (SHOVE). */
    public ContestPreview shove(Creature actor, Creature target) {
        Optional<Outcome.Refused> no = shoves.cannotShove(actor, target);
        return contest(target, no.map(Outcome.Refused::reason).orElse(null), shoves.sides(actor, target),
                WinWithoutRoll.against(battle, target));
    }

    /**
     * The odds of a contest from its sides; refused (no odds, no other side) when {@code refusal} says why;
     * 100% when the actor wins without a roll ({@code automatic}, as the contest itself decides it).
     */
    private static ContestPreview contest(Creature target, String refusal, ContestSides sides, boolean automatic) {
        ContestSide mine = sides.actor();
        if (refusal != null) {
            return new ContestPreview(target.id(), false, refusal, mine.ability().id(), null, 0, side(mine),
                    D20Preview.NOTHING, false);
        }
        ContestSide theirs = sides.other();
        int percent = automatic ? 100 : Odds.contest(mine.advantage(), Modifier.sum(mine.modifiers()),
                theirs.advantage(), Modifier.sum(theirs.modifiers()));
        return new ContestPreview(target.id(), true, null, mine.ability().id(), theirs.ability().id(), percent,
                side(mine), side(theirs), automatic);
    }

    /** A contest's side as the preview gives it: its modifiers, its advantage and the reasons. */
    private static D20Preview side(ContestSide s) {
        return D20Preview.of(s.modifiers(), s.advantage(), s.sources());
    }

    /** A Disengage roll-off's side: initiative, d20 + Dex, with advantage when a reason is given (OA-DISENGAGE). */
    private static D20Preview dex(Creature c, List<String> advantage) {
        return new D20Preview(List.of(new Modifier(Ability.DEX.label(), c.mod(Ability.DEX))),
                advantage.isEmpty() ? Advantage.NONE.id() : Advantage.ADVANTAGE.id(), advantage);
    }

    /** The odds of attacking {@code target} with {@code weapon} now. */
    public AttackPreview attack(Creature attacker, Creature target, Weapon weapon) {
        return attack(attacker, target, weapon, AttackService.Options.DEFAULT);
    }

    /**
     * The odds of the attack with the attacker's own choices (ATK-ABILITY, ATK-DEXDMG): {@code ability}
     * "str", "dex" or null for the better one, {@code dexMode} "hit", "damage" or null (hit).
     */
    public AttackPreview attack(Creature attacker, Creature target, Weapon weapon, String ability, String dexMode) {
        return attack(attacker, target, weapon, options(ability, dexMode));
    }

    /** The attacker's own choices as the attack takes them: none asked, the defaults. */
    private static AttackService.Options options(String ability, String dexMode) {
        return ability == null && dexMode == null ? AttackService.Options.DEFAULT
                : new AttackService.Options(ability, dexMode, false, List.of());
    }

    /**
     * ATK-TWF: the odds of both attacks of a pair against one target, each with the pair's penalty (none in
     * plain 5e, where the off hand adds no positive ability modifier to its damage), with the attacker's own
     * choices as {@link #attack(Creature, Creature, Weapon, String, String)} takes them. The pair is one the
     * engine's checks allow. The off-hand attack is weighed as it will be rolled, after the first one: a
     * hidden attacker revealed (ATK-UNSEEN), the help spent (ACT-HELP).
     */
    public PairPreview twoWeapons(Creature attacker, Creature target, Weapon main, Weapon offhand, String ability,
                                  String dexMode) {
        AttackService.Options options = options(ability, dexMode);
        List<Modifier> penalties = TwoWeapons.penalties(main, offhand, false, battle.rules());
        List<String> rules = List.of("ATK-TWF");
        return new PairPreview(
                attack(attacker, target, main, options, new AttackService.Extras(penalties, rules, false)),
                second(attacker, target, offhand, options, new AttackService.Extras(penalties, rules, true)));
    }

    /** The odds of the second attack of an action, in the situation the first leaves. */
    private AttackPreview second(Creature attacker, Creature target, Weapon weapon, AttackService.Options options,
                                 AttackService.Extras extras) {
        return preview(services.attacks.declareAfterAFirst(attacker, target, weapon, options, extras), attacker, target,
                weapon);
    }

    /**
     * ACT-DODGE: each enemy that can strike {@code c} where both stand now (it can act, and a melee weapon of
     * its or its natural reach reaches), in the combatants' order, with its chance to hit now and while
     * {@code c} dodges. The dodge's disadvantage goes only to those {@code c} sees, and not at all when it would
     * not hold. An enemy that must move first is not counted: where it would stop is its own choice. One the
     * engine would not let attack {@code c} at all (frightened under the house rules, charmed by {@code c}) is
     * given with that rule and no chance ({@link DodgeOdds#strikes()} false): no blow of its to turn aside.
     */
    public List<DodgeOdds> dodge(Creature c) {
        List<DodgeOdds> out = new ArrayList<>();
        boolean holds = AttackSituation.wouldDodge(c);
        for (Creature enemy : battle.enemiesOf(c)) {
            if (!enemy.alive() || !enemy.canAct()) continue;
            // The weapon an opportunity attack would strike with: the first that reaches and can hurt c (else the
            // first that reaches), or a natural reach's fist.
            Weapon weapon = Reactors.weaponFor(battle, enemy, c, services.grapples.holding(enemy));
            if (weapon == null) continue;
            // The attack's own refusal, not a copy of it: weighed, its blow would make the dodge look worth
            // something (or less) when it cannot fall.
            Optional<Outcome.Refused> barred = checks.attackBarred(enemy, c);
            if (barred.isPresent()) {
                out.add(new DodgeOdds(enemy.id(), weapon.id(), 0, 0, barred.get().rules().get(0)));
                continue;
            }
            AttackRoll.Setup now = services.attacks.declare(enemy, c, weapon, AttackService.Options.DEFAULT).setup();
            int nowPercent = AttackRoll.hitChancePercent(now);
            int dodging = holds && Sight.canSee(battle, c, enemy)
                    ? hitChanceWith(now, new Advantage.Source("target dodging", false, "ACT-DODGE")) : nowPercent;
            out.add(new DodgeOdds(enemy.id(), weapon.id(), nowPercent, dodging, null));
        }
        return out;
    }

    /**
     * OA-REACTION, weighed before a move: the attack {@code reactor} would make on {@code mover} where both
     * stand now, with the weapon an opportunity attack takes (the first melee weapon that reaches and can hurt the
     * mover, else the first that reaches, as the engine picks it); null when none reaches, or when it would cast instead (CAST-OA: {@link #opportunitySpell}
     * gives that spell's odds).
     */
    public AttackPreview opportunity(Creature reactor, Creature mover) {
        Weapon weapon = Reactors.weaponFor(battle, reactor, mover, services.grapples.holding(reactor));
        if (weapon == null || services.spells.reactionChoice(reactor, mover, true) != null) return null;
        return attack(reactor, mover, weapon, new AttackService.Options(null, null, false, List.of("OA-REACTION")));
    }

    /**
     * CAST-OA, weighed before a move: the spell {@code reactor} would cast at {@code mover} in place of its
     * opportunity attack where both stand now (SpellService#reactionChoice, as the move itself asks it), with its
     * odds; null when it would strike with a weapon instead, or has no such spell.
     */
    public SpellReaction opportunitySpell(Creature reactor, Creature mover) {
        Weapon weapon = Reactors.weaponFor(battle, reactor, mover, services.grapples.holding(reactor));
        SpellDef spell = services.spells.reactionChoice(reactor, mover, weapon != null);
        if (spell == null) return null;
        return new SpellReaction(spell, spells.castPercent(reactor, spell.id()), spells.target(reactor, spell, mover));
    }

    /**
     * OA-REACTION [HOUSE], weighed as the question is asked: the odds of {@code spellId}, the one-segment spell the
     * question offers in place of the blow, cast at {@code mover} where both stand now, whether or not a plain strike
     * would cast it; null when it is no longer the spell {@code reactor} would cast (SpellService#reactionSpell).
     */
    public SpellReaction opportunitySpell(Creature reactor, Creature mover, String spellId) {
        SpellDef spell = services.spells.reactionSpell(reactor, mover);
        if (spell == null || !spell.id().equals(spellId)) return null;
        return new SpellReaction(spell, spells.castPercent(reactor, spell.id()), spells.target(reactor, spell, mover));
    }

    /** {@link #opportunitySpell} with {@code mover} standing on {@code at}, as {@link #opportunityAt} asks it. */
    public SpellReaction opportunitySpellAt(Creature reactor, Creature mover, Pos at) {
        return services.movement.asIfAt(mover, at, () -> opportunitySpell(reactor, mover));
    }

    /**
     * {@link #opportunity} for a blow that falls farther along a planned path, with {@code mover} standing on
     * {@code at} (its footprint's top-left square) and every other creature where it stands now: the reach,
     * the cover and the flanking friends of that square, as they will be if nothing else changes on the way
     * (an earlier blow that drops the mover, a reveal, are not foreseen); the movement system sets the mover
     * there for the question and puts it back.
     */
    public AttackPreview opportunityAt(Creature reactor, Creature mover, Pos at) {
        return services.movement.asIfAt(mover, at, () -> opportunity(reactor, mover));
    }

    /**
     * OA-REACTION: the rule that keeps {@code reactor}'s opportunity blow with {@code weaponId} (an {@link AttackPreview}'s
     * weapon, its fists included) from doing {@code mover} any harm at all (DMG-RESIST-FLAT for an immunity,
     * DMG-MAGIC-WEAPON for mundane steel through an intangible creature), as the AI weighs it before it keeps its
     * reaction; null when a hit can harm it.
     */
    public String harmlessBlow(Creature reactor, Creature mover, String weaponId) {
        Weapon w = reactor.arsenal.find(weaponId);
        if (w == null && Unarmed.ID.equals(weaponId)) w = Unarmed.STRIKE;
        return w == null ? null : HarmfulBlows.whyHarmless(battle, w, mover);
    }

    /**
     * ACT-HELP: the ally's attack on {@code foe} from where it stands, without the help and with it (the
     * advantage added to its own reasons), with the weapon whose attack is worth the most on those odds; null
     * when the ally may not attack the foe at all now ({@link CommandChecks#attackBarred} says why: the help
     * would be lost), or when no weapon of the ally's reaches the foe now (where it would strike from is its
     * own choice).
     */
    public HelpOdds help(Creature ally, Creature foe) {
        if (checks.attackBarred(ally, foe).isPresent()) return null;
        int distance = ally.distanceTo(foe);
        AttackService.Declared best = null;
        long worth = -1;
        for (Weapon w : ally.arsenal.weapons) {
            if (!AttackService.reaches(ally, w, distance)) continue;
            AttackService.Declared d = services.attacks.declare(ally, foe, w, AttackService.Options.DEFAULT);
            long dealt = preview(d, ally, foe, w).worth();
            if (dealt > worth) {
                worth = dealt;
                best = d;
            }
        }
        if (best == null) return null;
        AttackRoll.Setup helped = with(best.setup(), new Advantage.Source("helped", true, "ACT-HELP"));
        return new HelpOdds(best.weapon().id(), hitChance(best.setup(), ally, foe, best.ranged()),
                hitChance(helped, ally, foe, best.ranged()));
    }

    /**
     * The chance a declared attack hits and the hit stands: a ranged hit that the target may still dodge
     * (CLASS-SAMURAI, CLASS-MONK) counts only when the dodge fails, as the attack panel counts it.
     */
    private int hitChance(AttackRoll.Setup setup, Creature attacker, Creature target, boolean ranged) {
        int hit = AttackRoll.hitChancePercent(setup);
        RangedDodgePreview dodge = ranged ? RangedDodgePreview.of(rangedDodge, attacker, target, setup, hit) : null;
        return dodge == null ? hit : dodge.hitPercent();
    }

    /** The chance to hit of an attack declared as {@code setup}, with one more reason for advantage or disadvantage. */
    private static int hitChanceWith(AttackRoll.Setup setup, Advantage.Source added) {
        return AttackRoll.hitChancePercent(with(setup, added));
    }

    /** An attack declared as {@code setup} with one more reason for advantage or disadvantage. */
    private static AttackRoll.Setup with(AttackRoll.Setup setup, Advantage.Source added) {
        List<Advantage.Source> sources = new ArrayList<>(setup.advantageSources());
        sources.add(added);
        return new AttackRoll.Setup(setup.modifiers(), sources, setup.ac(), setup.autoCritical(), setup.canCritical(),
                setup.damages());
    }

    private AttackPreview attack(Creature attacker, Creature target, Weapon weapon, AttackService.Options options) {
        return attack(attacker, target, weapon, options, AttackService.Extras.NONE);
    }

    private AttackPreview attack(Creature attacker, Creature target, Weapon weapon, AttackService.Options options,
                                 AttackService.Extras extras) {
        return preview(services.attacks.declare(attacker, target, weapon, options, extras), attacker, target, weapon);
    }

    /** The preview of an attack already declared. */
    private AttackPreview preview(AttackService.Declared d, Creature attacker, Creature target, Weapon weapon) {
        int distance = attacker.distanceTo(target);
        boolean inReach = AttackService.reaches(attacker, weapon, distance);
        List<String> sources = D20Preview.reasons(d.sources());
        int hit = AttackRoll.hitChancePercent(d.setup());
        // A weapon that deals no damage (the net) makes no critical: its natural 20 only hits (AttackRoll).
        int crit = !d.setup().damages() ? 0 : d.setup().autoCritical() ? hit : critPercent(d.setup().advantage());
        // CLASS-SAMURAI, CLASS-MONK: a ranged hit the target may still dodge this round stands only when its Dex
        // check fails; the odds shown (and the worth weighed from them) are those left after it.
        RangedDodgePreview dodge = d.ranged() ? RangedDodgePreview.of(rangedDodge, attacker, target, d.setup(), hit)
                : null;
        if (dodge != null) {
            hit = dodge.hitPercent();
            crit = dodge.critPercent();
        }
        List<Modifier> damageMods = AttackService.damageModifiers(d, battle.house(RulePart.ATTACKS));
        int dmgMods = Modifier.sum(damageMods);
        // Worked out over every roll: a total never below 0, a critical on every hit with its chain (or, in
        // plain 5e, its dice rolled twice), and what the target's defences leave of each.
        ExpectedDamage.Estimate taken = ExpectedDamage.ofHit(weapon.damage(), dmgMods, d.setup().autoCritical(),
                weapon.damageType(), weapon.magic(), DamageSystem.defenceOf(target), battle.rules());
        int expected = (int) Math.round(taken.before() * 10);
        int after = taken.rules().isEmpty() ? expected : (int) Math.round(taken.after() * 10);
        int afterCritical = d.setup().autoCritical() ? after : (int) Math.round(ExpectedDamage.ofHit(weapon.damage(),
                dmgMods, true, weapon.damageType(), weapon.magic(), DamageSystem.defenceOf(target), battle.rules())
                .after() * 10);
        return new AttackPreview(weapon.id(), inReach, inReach ? null : "out of reach", d.setup().ac(), d.setup().advantage().id(), hit, crit, expected, sources, d.setup().autoCritical(),
                d.acModifiers() == null ? List.of() : d.acModifiers(), after, taken.rules(), d.setup().modifiers(),
                weapon.damage().toString(), damageMods, d.ability().ability().id(), d.ranged(),
                d.cover() == Cover.Level.HALF ? AttackCover.inTheWay(battle, attacker, target) : List.of(),
                afterCritical, dodge);
    }

    private static int critPercent(Advantage a) {
        return switch (a) {
            case ADVANTAGE -> 10;
            case DISADVANTAGE -> 0;
            case NONE -> 5;
        };
    }
}
