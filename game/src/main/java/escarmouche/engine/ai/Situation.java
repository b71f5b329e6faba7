package escarmouche.engine.ai;

import escarmouche.behaviour.Target;
import escarmouche.engine.action.Services;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.battle.Whereabouts;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.Sight;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.engine.movement.Reactors;
import escarmouche.engine.preview.Previews;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.attack.Fumble;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.attack.TwoWeapons;
import escarmouche.rules.conditions.Snare;
import escarmouche.rules.objects.ObjectUse;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.Reach;
import escarmouche.rules.movement.Standing;
import escarmouche.rules.movement.Threats;
import escarmouche.rules.opportunity.DisengageState;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.opportunity.OpportunityRules;
import escarmouche.rules.opportunity.Reactor;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The battle as one creature sees it while it decides one command: who is still fighting on each side,
 * what it can still do this turn, and, built on first use, its path finder and the threats around it.
 * A new one is made for every command, so nothing in it is ever stale.
 */
final class Situation {
    /** How many candidates {@link #allyNextTo} walks the allies for before it reads the map instead. */
    private static final int PARTNER_WALKS = 4;
    /** More others on its side than this, and {@link #allyNextTo} reads the map from its first question. */
    private static final int MANY_PARTNERS = Whereabouts.WALK_AT_MOST;
    /** "No weapon reaches that far" in {@link #byDistance}, told apart from "not worked out yet" (null): fists never shoot. */
    private static final Weapon NO_WEAPON = escarmouche.rules.attack.Unarmed.STRIKE;
    /** How many selectors there are, for {@link #rankings}. */
    private static final int SELECTORS = Target.values().length;
    final Battle battle;
    final Services services;
    /**
     * Set by a walk that found no way to a goal (walled off, or every goal taken: crowded out); the
     * controller clears it before each plan and reads it after.
     */
    boolean noWay;
    final Previews previews;
    final Creature self;
    final LastAttackers attackers;
    private List<Creature> enemies;
    private List<Creature> allies;
    /** Every living creature hostile to it, whatever its state, in scenario order: what may still react. */
    private Roster hostiles;
    private List<Creature> partners;
    /** {@link Targets}' rankings of a pool by each selector, kept for the rules after the first that ranks it. */
    private Targets.Ranking[] rankings;
    private PathFinder finder;
    /** {@link #squeezeFinder()}, and whether it was asked for (it may be null). */
    private PathFinder squeezeFinder;
    private boolean squeezeAsked;
    private Threats threats;
    /** {@link #range()}, -1 until asked: its weapons do not change while it decides. */
    private int range = -1;
    /** {@link #reach()}, -1 until asked, for the same reason. */
    private int reach = -1;
    private Boolean engaged;
    /** Line of sight is the dearest question here; asked once per creature and decision. Looked up only. */
    private Map<Creature, Boolean> seen;
    /** Where it could end a careful move now, for the plans that weigh every such square; built on first use. */
    private Reach reachable;
    private List<Creature> downed;
    /**
     * {@link #nearestEnemy} of each square of the map, as worked out in this decision: the shot and the
     * retreat plans ask it of every square in reach, often more than once in one decision. The game's AI
     * lends it to each decision in turn.
     */
    private final SquareMemo nearest;
    /** The game AI's maps with the doors open, for {@link DoorWay}. */
    final DoorMaps doorMaps;
    /** Its ranged weapons it may use, in its list's order ({@link #spare} asked once per weapon). */
    private List<Weapon> shooters;
    /** {@link #rangedWeapon} by distance, up to its longest range; {@link #NO_WEAPON} marks "none". */
    private Weapon[] byDistance;
    /** How often {@link #allyNextTo} was asked so far. */
    private int partnerAsks;
    /** The enemies {@link #nearestEnemyUpTo} looks at, for the cap they were picked for. */
    private List<Creature> closeFoes;
    private int closeFoesCap;

    Situation(Battle battle, Services services, Previews previews, Creature self, LastAttackers attackers) {
        this(battle, services, previews, self, attackers, new SquareMemo(), DoorMaps.kept());
    }

    /**
     * A decision that borrows the game AI's {@code nearest} memo (see {@link SquareMemo}) and its maps with
     * the doors open ({@link DoorMaps}).
     */
    Situation(Battle battle, Services services, Previews previews, Creature self, LastAttackers attackers,
              SquareMemo nearest, DoorMaps doorMaps) {
        this.nearest = nearest;
        this.doorMaps = doorMaps;
        this.battle = battle;
        this.services = services;
        this.previews = previews;
        this.self = self;
        this.attackers = attackers;
    }

    /**
     * Enemies still in the fight that it knows where to find (a hidden enemy it cannot see is not), in
     * scenario order.
     */
    List<Creature> enemies() {
        if (enemies == null) enemies = foesInTheFight();
        return enemies;
    }

    /**
     * Living enemies out of the fight (dying, stable, knocked out), for rules that finish them off. One
     * asleep or paralysed above 0 hit points is still an enemy to fight: a fight only ends without it.
     */
    List<Creature> downedEnemies() {
        if (downed == null) downed = downedFoes();
        return downed;
    }

    private List<Creature> downedFoes() {
        List<Creature> out = new ArrayList<>();
        Roster all = hostiles();
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature c = all.get(i);
            if (c.alive() && !c.inTheFight() && known(c)) out.add(c);
        }
        return out;
    }

    /**
     * Whether an enemy still in the fight hides where it could see it but for its hiding (ACT-SEARCH): what
     * a search would roll against.
     */
    boolean someoneHidesInSight() {
        Roster all = hostiles();
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature c = all.get(i);
            if (c.alive() && c.inTheFight() && c.has(Condition.HIDDEN) && Sight.couldSee(battle, self, c)) return true;
        }
        return false;
    }

    /** Whether it knows where the enemy is: a hidden one only when it sees it. */
    boolean known(Creature enemy) {
        return !enemy.has(Condition.HIDDEN) || Sight.canSee(battle, self, enemy);
    }

    /**
     * The enemies still in the fight it knows where to find, from the battle's roster of those hostile to
     * it, in scenario order.
     */
    private List<Creature> foesInTheFight() {
        Roster all = hostiles();
        // Sized for all: growing the list in a big fight cost more than the walk itself.
        List<Creature> foes = new ArrayList<>(all.size());
        // Its charmer is no foe to a charmed creature (COND-CHARMED): it may not attack it. Asked once, not
        // of every enemy: nearly no creature is charmed.
        String charmer = self.has(Condition.CHARMED) ? self.conditions.sources.get(Condition.CHARMED) : null;
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature c = all.get(i);
            if (c.alive() && c.inTheFight() && known(c) && (charmer == null || !charmer.equals(c.id()))) foes.add(c);
        }
        return foes;
    }

    /** Allies still in the fight, itself left out, in scenario order. */
    List<Creature> allies() {
        if (allies == null) {
            Roster all = battle.sideOf(self);
            List<Creature> friends = new ArrayList<>(all.size());
            for (int i = 0, n = all.size(); i < n; i++) {
                Creature c = all.get(i);
                if (c != self && c.standing()) friends.add(c);
            }
            allies = friends;
        }
        return allies;
    }

    /** The allies that can act (ATK-FLANK's partners), in scenario order. */
    private List<Creature> partners() {
        if (partners == null) {
            partners = new ArrayList<>();
            // Read from the side's roster: canAct() implies standing(), the test that makes an ally, so the
            // list of allies (a list of its own, read from the same roster) need not be made first.
            Roster side = battle.sideOf(self);
            for (int i = 0, n = side.size(); i < n; i++) {
                Creature a = side.get(i);
                if (a != self && a.canAct()) partners.add(a);
            }
        }
        return partners;
    }

    /**
     * An ally that can act stands next to {@code c} (ATK-FLANK's partner): its footprint and the candidate's
     * are at most one square apart. Usually asked of a rule's best one or two candidates, for which a walk
     * through the allies costs little; in a big fight a rule may ask it of every enemy in turn, and after a
     * few walks it reads who stands on the squares round the candidate instead ({@link Battle#whereabouts}).
     * With many partners one walk costs more than that, so it reads them from the first question.
     */
    boolean allyNextTo(Creature c) {
        if (++partnerAsks > walks()) {
            Whereabouts where = battle.whereabouts();
            if (where.exact()) return partnerAround(where, c);
        }
        List<Creature> able = partners();
        for (int i = 0; i < able.size(); i++) if (able.get(i).distanceTo(c) <= 1) return true;
        return false;
    }

    /**
     * How many times {@link #allyNextTo} walks the partners before it reads the map: {@link #PARTNER_WALKS},
     * or none when its side has more than {@link #MANY_PARTNERS} others. Told from the side's size alone,
     * without reading the state of each ally: either way gives the same answers, only their cost differs.
     */
    private int walks() {
        return battle.sideOf(self).size() > MANY_PARTNERS + 1 ? 0 : PARTNER_WALKS;
    }

    /**
     * Whether a partner stands on a square within one of the creature's footprint: two footprints one
     * square apart or less have such a square (both lie on the map). A square several stand on is asked of
     * each of the living.
     */
    private boolean partnerAround(Whereabouts where, Creature c) {
        int top = Math.max(0, c.body.y() - 1);
        int bottom = Math.min(where.height() - 1, c.body.y() + c.body.height());
        int left = Math.max(0, c.body.x() - 1);
        int right = Math.min(where.width() - 1, c.body.x() + c.body.width());
        for (int y = top; y <= bottom; y++) {
            for (int x = left; x <= right; x++) {
                int cell = where.cell(x, y);
                if (cell == Whereabouts.EMPTY) continue;
                if (cell > 0 ? partner(where.only(cell)) : partnerOn(x, y)) return true;
            }
        }
        return false;
    }

    /** An ally that can act ({@link #partners}' test). */
    private boolean partner(Creature a) {
        return a != self && a.side.side == self.side.side && a.canAct();
    }

    /** Whether one of the living standing on a square several share is a {@link #partner}. */
    private boolean partnerOn(int x, int y) {
        Pos square = new Pos(x, y);
        Roster side = battle.sideOf(self);
        for (int i = 0, n = side.size(); i < n; i++) {
            Creature a = side.get(i);
            if (a.occupies(square) && partner(a)) return true;
        }
        return false;
    }

    /**
     * Its one action of the turn is still there and it may use it (TURN-ECONOMY, HP-DISABLED): none while it is
     * incapacitated (COND-INCAPACITATED alone leaves it its move, {@link #onlyMoves}).
     */
    boolean hasAction() {
        return !self.actionSpent() && self.canAct();
    }

    /** It can move but not act (COND-INCAPACITATED alone): a rule that would strike walks to its target instead. */
    boolean onlyMoves() {
        return !self.canAct() && self.canMove();
    }

    /**
     * It would walk up to strike were its action there ({@link #mayStrike} but for the action): neither afraid
     * (house COND-FRIGHTENED) nor disabled at 0 hit points ({@link #strains}).
     */
    boolean wouldStrike() {
        return !(battle.house(RulePart.CONDITIONS) && self.has(Condition.FRIGHTENED)) && !strains();
    }

    /**
     * It may take the Dodge (ACT-DODGE): its action is there, and the dodge would hold. At speed 0 (grappled,
     * restrained, exhausted) the engine refuses it, and the rule gives way to the next.
     */
    boolean mayDodge() {
        return hasAction() && previews.checks().dodge(self).isEmpty();
    }

    /**
     * It may take the Dash (ACT-DASH) and gain by it: its action is there, it has not dashed yet, and the engine would
     * take it: not disabled (HP-DISABLED), and its own failed terrain check has not ended its movement this turn
     * (MOVE-DIFFICULT, MOVE-PRONE: a Dash then gives none back).
     */
    boolean mayDash() {
        return hasAction() && !self.turn.dashed && previews.checks().dash(self).isEmpty();
    }

    /**
     * It may strike, grapple or shove: frightened creatures may only defend (house COND-FRIGHTENED), and a hero
     * disabled at 0 hit points takes no strenuous action ({@link #strains}).
     */
    boolean mayStrike() {
        return mayHelp() && !strains();
    }

    /** It may help an ally (ACT-HELP), no strenuous action (HP-DISABLED names attacks and spells): not frightened. */
    boolean mayHelp() {
        return hasAction() && !(battle.house(RulePart.CONDITIONS) && self.has(Condition.FRIGHTENED));
    }

    /**
     * HP-DISABLED: a hero at exactly 0 hit points drops to -1, unconscious and dying, after a strenuous action
     * (an attack, a grapple or shove, a spell, a readied blow when it falls). The AI takes none for it,
     * whatever its rules say, as it lets an opportunity attack go ({@link ScriptedAi#react}): it walks away,
     * dodges or holds.
     */
    boolean strains() {
        return self.has(Condition.DISABLED) && self.health.hp == 0;
    }

    /** It could walk a square now: movement left, not held, not at speed 0, not disabled after acting. */
    boolean canWalk() {
        return self.turn.movementLeft > 0 && services.movement.effectiveSpeed(self) > 0
                && !(self.has(Condition.DISABLED) && self.turn.actionUsed);
    }

    /** It is prone and has the movement to stand up (MOVE-PRONE). */
    boolean canStand() {
        return self.has(Condition.PRONE)
                && Standing.cannotStand(services.movement.effectiveSpeed(self), self.turn.movementLeft).isEmpty()
                && !(self.has(Condition.DISABLED) && self.turn.actionUsed);
    }

    /**
     * It may stand up with its action (the seed's clause of MOVE-DIFFICULT, MOVE-STAIRS: its own failed terrain
     * check threw it down this turn and left too little movement to stand with).
     */
    boolean mayStandWithAction() {
        return previews.checks().standWithAction(self).isEmpty();
    }

    /** An enemy that could strike it has it in reach (OA-DISENGAGE). */
    boolean engaged() {
        if (engaged == null) engaged = anyEnemyInItsReach() && services.movement.isEngaged(self);
        return engaged;
    }

    /** A cheap first test for {@link #engaged}: no enemy stands within its own reach of it. */
    private boolean anyEnemyInItsReach() {
        Roster all = hostiles();
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature e = all.get(i);
            if (self.distanceTo(e) <= Reactors.reach(e)) return true;
        }
        return false;
    }

    /** Every living creature hostile to it, in scenario order: the battle's roster, kept for the decision. */
    private Roster hostiles() {
        if (hostiles == null) hostiles = battle.hostilesOf(self);
        return hostiles;
    }

    /** It sees the creature (Sight: not hidden, not invisible, not behind walls). */
    boolean sees(Creature c) {
        // Sized for the few creatures one decision asks about: the default table is 64 slots, made per decision.
        if (seen == null) seen = new IdentityHashMap<>(8);
        Boolean known = seen.get(c);
        if (known == null) {
            known = Sight.canSee(battle, self, c);
            seen.put(c, known);
        }
        return known;
    }

    /**
     * {@link PathFinder#reach()} of its finder, asked once per decision: a Disengage, a retreat and a
     * shot each weigh the same squares, and nothing moves while it decides.
     */
    Reach reachable() {
        if (reachable == null) reachable = finder().reach();
        return reachable;
    }

    /**
     * Whether a square of {@link #reachable()} passes the test: read from it when it is known already,
     * else a search that stops at the first such square (a Disengage only needs to know there is one).
     */
    boolean reachesAny(PathFinder.SquareTest wanted) {
        if (reachable == null) return finder().reachesAny(wanted);
        for (int i = 0; i < reachable.size(); i++) if (wanted.test(reachable.x(i), reachable.y(i))) return true;
        return false;
    }

    /**
     * Every square of {@link #reachable()} with its cost, to {@code visit}: read from it when it is known
     * already (in reading order, to the end), else cheapest first from a search that stops when the visit
     * answers true (a shot weighs the squares by safety before cost, and once the best few are safe
     * enough no dearer square can beat them).
     */
    void visitReachable(PathFinder.CostedVisit visit) {
        if (reachable == null) {
            finder().visitByCost(visit);
            return;
        }
        for (int i = 0; i < reachable.size(); i++) visit.stopAt(reachable.x(i), reachable.y(i), reachable.cost(i));
    }

    /** The ranking {@link Targets} made of a pool by this selector in this decision, or null. */
    Targets.Ranking ranking(Target t) {
        return rankings == null ? null : rankings[t.ordinal()];
    }

    void keep(Target t, Targets.Ranking r) {
        // By the selector's ordinal: an EnumMap copies the enum's values for every decision that ranks.
        if (rankings == null) rankings = new Targets.Ranking[SELECTORS];
        rankings[t.ordinal()] = r;
    }

    /** Its longest melee reach in squares; "in reach" asks it of every candidate of a rule. */
    int reach() {
        if (reach < 0) reach = Reactors.reach(self);
        return reach;
    }

    /**
     * TURN-OBJECT: whether it may attack with {@code w} now: in hand, drawn as part of a throw, or drawn with
     * the turn's free object interaction while it is unspent (a door opened on the way spends it).
     */
    private boolean drawable(Weapon w, boolean throwing) {
        return !self.turn.objectUsed
                || !ObjectUse.draws(w, self.arsenal.weaponInHand(), self.arsenal.weaponInOffHand(), throwing);
    }

    /**
     * TURN-OBJECT for a pair (ATK-TWF): the engine refuses one that draws two weapons, or one once the free
     * object interaction is spent: the same count ({@link ObjectUse#pairDraws}).
     */
    private boolean drawable(Weapon main, Weapon off) {
        int draws = ObjectUse.pairDraws(main, off, self.arsenal.weaponInHand(), self.arsenal.weaponInOffHand(), false);
        return draws == 0 || (draws == 1 && !self.turn.objectUsed);
    }

    /** The first melee weapon that reaches {@code target} from where it stands (unarmed at a pinch), or null. */
    Weapon meleeWeapon(Creature target) {
        int d = self.distanceTo(target);
        int holding = battle.holding(self);
        for (Weapon w : self.arsenal.weapons) {
            // GRAP-START: the creatures it holds may leave a weapon's hands too few. A weapon the target's
            // defences would take whole (mundane steel on a spectre) is passed over for one that can hurt it.
            if (w.canMelee() && d <= AttackService.reachOf(self, w)
                    && (holding == 0 || Hands.toAttackWhileHolding(w, self.stats.bearsShield(), holding))
                    && drawable(w, false) && HarmlessBlows.hurts(this, w, target)) {
                return w;
            }
        }
        Weapon fists = escarmouche.rules.attack.Unarmed.STRIKE;
        return d <= self.stats.reach && HarmlessBlows.hurts(this, fists, target) ? fists : null;
    }

    /**
     * ATK-TWF: a second carried weapon to strike {@code target} with alongside {@code main}, when the pair
     * costs nothing: two very short weapons under the house rules (two daggers: no penalty), any legal pair
     * in plain 5e (an extra attack without penalty). Fists and claws are no pair; null when there is none.
     */
    Weapon offhand(Weapon main, Creature target) {
        // A shield, or a creature held, takes the second hand (ATK-TWF, GRAP-START): no pair to look for.
        if (Fumble.weaponless(main) || self.stats.bearsShield() || battle.holding(self) > 0) return null;
        List<Weapon> carried = self.arsenal.weapons;
        int mainAt = carried.indexOf(main);
        int d = self.distanceTo(target);
        boolean dwarf = "dwarf".equals(self.stats.race);
        for (int i = 0; i < carried.size(); i++) {
            Weapon w = carried.get(i);
            if (i == mainAt || !w.canMelee() || Fumble.weaponless(w) || d > AttackService.reachOf(self, w)) continue;
            if (!HarmlessBlows.hurts(this, w, target)) continue; // a free blow for 0 is still no blow
            if (TwoWeapons.problem(main, w, dwarf, false, battle.rules()) != null || !drawable(main, w)) continue;
            if (!battle.house(RulePart.ATTACKS) || TwoWeapons.penalty(main.length(), w.length()) == 0) return w;
        }
        return null;
    }

    /**
     * The ranged weapon it uses at {@code distance}: the first of its list whose normal range covers it,
     * else the first whose long range does (ATK-RANGE: disadvantage), or null. It never throws away its
     * last melee weapon ({@link #spare}).
     */
    Weapon rangedWeapon(int distance) {
        if (distance < 0 || distance > range()) return null;
        if (byDistance == null) byDistance = new Weapon[range() + 1];
        Weapon known = byDistance[distance];
        if (known == null) byDistance[distance] = known = firstRanged(distance);
        return known == NO_WEAPON ? null : known;
    }

    /**
     * The ranged weapon it would use at {@code distance} against {@code target}: {@link #rangedWeapon(int)}'s,
     * unless that one would {@link #addsNothing} to it (a net at a creature already restrained) or cannot hurt it
     * ({@link HarmlessBlows#hurts}: mundane arrows at a spectre), then the next that would, null when none. Not
     * kept: it is asked only when the first weapon is such a one.
     */
    Weapon rangedWeapon(int distance, Creature target) {
        Weapon first = rangedWeapon(distance);
        if (first == null || !wasted(first, target)) return first;
        Weapon far = null;
        for (Weapon w : shooters()) {
            if (distance > w.longRange() || wasted(w, target)) continue;
            if (distance <= w.normalRange()) return w;
            if (far == null) far = w;
        }
        return far;
    }

    /** Whether a blow of {@code w} at {@code target} would be wasted: it adds nothing, or hurts nothing. */
    private boolean wasted(Weapon w, Creature target) {
        return addsNothing(w, target) || !HarmlessBlows.hurts(this, w, target);
    }

    /**
     * Whether a hit of {@code w} would do nothing to {@code target}: a weapon that deals no damage and only
     * lays a condition (the net, COND-RESTRAINED) at a creature that already has it (caught in a net, or
     * restrained otherwise) or that it cannot catch (Huge or larger): the attack would be wasted.
     */
    static boolean addsNothing(Weapon w, Creature target) {
        Condition c = w.condition();
        return c != null && w.damage().maximum() <= 0 && (target.has(c) || !Snare.catches(target.body.size));
    }

    private Weapon firstRanged(int distance) {
        Weapon far = null;
        for (Weapon w : shooters()) {
            if (distance > w.longRange()) continue;
            if (distance <= w.normalRange()) return w;
            if (far == null) far = w;
        }
        return far == null ? NO_WEAPON : far;
    }

    /** The longest long range of the ranged weapons it would use (0 without one). */
    int range() {
        if (range < 0) {
            List<Weapon> all = shooters();
            int r = 0;
            for (int i = 0, n = all.size(); i < n; i++) r = Math.max(r, all.get(i).longRange());
            range = r;
        }
        return range;
    }

    private List<Weapon> shooters() {
        if (shooters == null) {
            shooters = new ArrayList<>(2);
            int holding = battle.holding(self);
            for (Weapon w : self.arsenal.weapons) {
                if (w.canShoot() && spare(w)
                        && (holding == 0 || Hands.toAttackWhileHolding(w, self.stats.bearsShield(), holding))
                        && drawable(w, w.kind() == WeaponKind.THROWN)) {
                    shooters.add(w);
                }
            }
        }
        return shooters;
    }

    /**
     * Whether it may shoot or throw this weapon: a thrown weapon is used up, so the last one is kept when it
     * is also the only weapon (fists and claws aside) it could strike with in melee.
     */
    private boolean spare(Weapon w) {
        if (w.kind() != WeaponKind.THROWN || self.arsenal.count(w) > 1) return true;
        for (Weapon other : self.arsenal.weapons) {
            if (!other.equals(w) && other.canMelee() && !Fumble.weaponless(other)) return true;
        }
        return false;
    }

    /** Whether something stands between them (total cover, ATK-COVER) when it is at {@code from}. */
    boolean clearShot(Pos from, Creature target) {
        Footprint mine = new Footprint(from, self.body.width(), self.body.height());
        return battle.cover(mine, Sight.footprint(target)).targetable();
    }

    PathFinder finder() {
        if (finder == null) finder = services.movement.contexts().finder(services.movement.contexts().pathContext(self));
        return finder;
    }

    /**
     * Its path finder as a squeezing mover (MOVE-SQUEEZE), built on first use: its whole footprint where it
     * fits, the next size down where not, each step that ends squeezed 1 dearer, as its own {@code moveto}
     * tries when its whole footprint finds no way. Null when squeezing opens no other way: a footprint with
     * nothing smaller, a creature that drags another (a move does not squeeze then), or one that stands
     * squeezed already (its own finder squeezes: {@link SqueezeWay#outOf} keeps it to where it fits whole).
     */
    PathFinder squeezeFinder() {
        if (!squeezeAsked) {
            squeezeAsked = true;
            MoveContexts contexts = services.movement.contexts();
            if (!self.squeezed() && contexts.maySqueeze(self)) {
                MoveContext ctx = contexts.pathContext(self);
                squeezeFinder = contexts.finder(ctx.withMover(ctx.mover().squeezing(true)));
            }
        }
        return squeezeFinder;
    }

    /**
     * Who could make an opportunity attack on it if it moved now (a Disengage and its steps earlier this turn
     * already counted: OA-WITHIN counts the whole turn). Enemies
     * farther than this turn's movement plus their reach cannot be met on this move and are left out:
     * their line of sight would cost more than the whole decision.
     */
    Threats threats() {
        if (threats == null) {
            Reactors reactors = new Reactors(battle);
            DisengageState disengage = Reactors.disengage(self);
            List<Creature> dragged = services.movement.contexts().dragged(self);
            List<Reactor> near = new ArrayList<>();
            Roster all = hostiles();
            for (int i = 0, n = all.size(); i < n; i++) {
                Creature e = all.get(i);
                if (dragged.contains(e)) continue;
                if (self.distanceTo(e) > self.turn.movementLeft + Reactors.reach(e) + 1) continue;
                // Only those that could strike are threats: the other bars are cheap, so sight is asked last.
                Reactor r = reactors.unsighted(e, self);
                if (!OpportunityRules.canStrike(r, disengage, battle.rules())) continue;
                if (Sight.canSeeAndAim(battle, e, self)) near.add(r);
            }
            threats = OpportunityRules.threats(near, MoveKind.VOLUNTARY, disengage, battle.rules(), self.turn.reachSteps);
        }
        return threats;
    }

    /** The closest distance from its footprint at {@code at} to an enemy still fighting (MAX_VALUE: none). */
    int nearestEnemy(Pos at) {
        return nearestEnemy(at.x(), at.y());
    }

    /** {@link #nearestEnemy(Pos)} with its footprint's top-left square at column x, row y. */
    int nearestEnemy(int x, int y) {
        int w = battle.grid().width();
        if (x < 0 || y < 0 || x >= w || y >= battle.grid().height()) return nearestEnemyFrom(x, y);
        nearest.claim(this, w * battle.grid().height());
        int i = y * w + x;
        if (!nearest.known(i)) nearest.put(i, nearestEnemyFrom(x, y));
        return nearest.get(i);
    }

    /**
     * {@code min(cap, nearestEnemy(x, y))}, for the squares a careful move can reach this turn (no farther
     * from where it stands than its movement left): an enemy farther than that plus {@code cap} from it
     * is more than {@code cap} from every such square, so only the nearer ones are looked at. A shot weighs
     * every reachable square this way, and in a big fight most enemies are far. Other squares are asked
     * the plain way.
     */
    int nearestEnemyUpTo(int x, int y, int cap) {
        int walk = self.turn.movementLeft;
        if (Math.max(Math.abs(x - self.at().x()), Math.abs(y - self.at().y())) > walk) {
            return Math.min(cap, nearestEnemy(x, y));
        }
        if (closeFoes == null || closeFoesCap != cap) {
            closeFoes = new ArrayList<>();
            closeFoesCap = cap;
            for (Creature e : enemies()) if (self.distanceTo(e) <= walk + cap) closeFoes.add(e);
        }
        int best = cap;
        for (int i = 0; i < closeFoes.size() && best > 0; i++) {
            Creature e = closeFoes.get(i);
            best = Math.min(best, Footprint.distance(x, y, self.body.width(), self.body.height(), e.at().x(), e.at().y(),
                    e.body.width(), e.body.height()));
        }
        return best;
    }

    private int nearestEnemyFrom(int x, int y) {
        int best = Integer.MAX_VALUE;
        int w = self.body.width();
        int h = self.body.height();
        for (Creature e : enemies()) {
            best = Math.min(best, Footprint.distance(x, y, w, h, e.at().x(), e.at().y(), e.body.width(), e.body.height()));
        }
        return best;
    }
}
