package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.preview.AttackPreview;
import escarmouche.engine.preview.HelpOdds;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.rules.attack.Fumble;
import escarmouche.rules.attack.TwoWeapons;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.page.Frame;
import escarmouche.ui.lang.EngineSentences;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Choosing who an action is aimed at, with what the action would do to each candidate: for an attack,
 * the chance to hit (advantage and its reasons included), the chance of a critical and the expected
 * damage, from the same numbers the roll will use.
 */
final class TargetPick implements Mode {
    enum Purpose { ATTACK, GRAPPLE, SHOVE, HELP_ALLY, HELP_TARGET, CAST, READY }

    private final BattlePage page;
    final Purpose purpose;
    final Creature actor;
    final List<Creature> candidates;
    int index;
    int weapon;
    /** ATK-TWF: the place in the actor's weapon list of the off-hand weapon, -1 for none. */
    int offhand = -1;
    boolean push;
    /** The attacker's own choices for an attack (ATK-ABILITY, ATK-DEXDMG, HP-KO). */
    private final AttackChoices choices;
    /** GRAP-START: "str" or "dex" as the grappler chose with {@code s}, or null for the better one. */
    String grappleAbility;
    String ally;
    String spell;

    /** Candidates nearest first; a spell keeps the order given (foes, then allies, then the caster). */
    TargetPick(BattlePage page, Purpose purpose, Creature actor, List<Creature> candidates) {
        this.page = page;
        this.purpose = purpose;
        this.actor = actor;
        this.candidates = new ArrayList<>(candidates);
        this.choices = new AttackChoices(page.fight(), actor);
        if (purpose != Purpose.CAST) this.candidates.sort(Comparator.comparingInt(actor::distanceTo));
        // ACT-ATTACK: the targets some weapon can strike now come first, so Enter never starts on a refusal.
        if (purpose == Purpose.ATTACK) this.candidates.sort(Comparator.comparing(t -> !attackable(t)));
        if (purpose == Purpose.ATTACK) bestWeapon();
        if (purpose == Purpose.READY) nextReadyWeapon(-1);
    }

    Creature target() {
        return candidates.isEmpty() ? null : candidates.get(index);
    }

    void next(int delta) {
        if (candidates.isEmpty()) return;
        index = Math.floorMod(index + delta, candidates.size());
        resetChoices();
        if (purpose == Purpose.ATTACK) bestWeapon();
    }

    /** A new target or weapon starts from the engine's own choices again: what was allowed may no longer be. */
    private void resetChoices() {
        choices.reset();
        grappleAbility = null;
    }

    /** The attack as it would be sent, with the attacker's choices. */
    private Command.Attack attackCommand(String target) {
        Weapon w = weaponChoice();
        return choices.command(target, w, w == null ? null : offhandChoice());
    }

    /** One of the attack's own choices (s, d, K), said when it cannot be taken. */
    private void choose(char key) {
        Creature t = target();
        Weapon w = weaponChoice();
        if (t == null || w == null) return;
        String no = switch (key) {
            case 's' -> choices.otherAbility(t, w, page.terms());
            case 'd' -> choices.dexPlace(t, w, page.terms());
            default -> choices.knockOut(t, w, page.terms());
        };
        if (no != null) page.notice(no);
    }

    Weapon weaponChoice() {
        List<Weapon> ws = actor.arsenal.weapons;
        return ws.isEmpty() ? null : ws.get(Math.floorMod(weapon, ws.size()));
    }

    /** The off-hand weapon chosen with {@code f} (ATK-TWF), or null. */
    Weapon offhandChoice() {
        List<Weapon> ws = actor.arsenal.weapons;
        return offhand < 0 || offhand >= ws.size() || offhand == Math.floorMod(weapon, ws.size()) ? null : ws.get(offhand);
    }

    /**
     * The next carried weapon after the current off-hand one that could strike beside the main one, then
     * none again. It goes by place in the list, so the second of two daggers is offered; each weapon once
     * ({@link WeaponCycle#firstBeside}), not each of five javelins.
     */
    private void nextOffhand() {
        List<Weapon> ws = actor.arsenal.weapons;
        if (ws.isEmpty()) return;
        int main = Math.floorMod(weapon, ws.size());
        for (int i = offhand + 1; i < ws.size(); i++) {
            if (WeaponCycle.firstBeside(ws, i, main) && ws.get(i).canMelee() && !Fumble.weaponless(ws.get(i))) {
                offhand = i;
                return;
            }
        }
        offhand = -1;
    }

    /**
     * Picks, of the weapons the engine would let strike the current target now, the one whose attack
     * deals the most on the odds the panel shows (chance to hit times what a hit deals once the target's
     * defences have taken their share), the first listed on a tie. The first that may strike would offer
     * a dagger thrown beyond its normal range, with disadvantage, to a creature holding a bow that hits
     * twice as often from there; and a sword to a cleric facing a skeleton, which halves it and takes a
     * mace's blows double.
     */
    private void bestWeapon() {
        Creature t = target();
        if (t == null) return;
        List<Weapon> ws = actor.arsenal.weapons;
        long best = -1;
        for (int i = 0; i < ws.size(); i++) {
            // A later copy of a weapon is the same choice (WeaponCycle): the panel keeps the first one's place.
            if (!WeaponCycle.first(ws, i) || attackRefusal(t, ws.get(i)).isPresent()) continue;
            AttackPreview p = page.fight().game().previews().attack(actor, t, ws.get(i));
            long value = p.worth();
            if (value > best) {
                best = value;
                weapon = i;
            }
        }
    }

    /**
     * ACT-READY: the carried weapon that strikes in melee after the one at {@code from} in the list, round
     * again to the first, each weapon once ({@link WeaponCycle}); only such a weapon can wait for a foe to come
     * within reach.
     */
    private void nextReadyWeapon(int from) {
        int i = WeaponCycle.next(actor.arsenal.weapons, from, Weapon::canMelee);
        if (i >= 0) weapon = i;
    }

    /** The weapon a readied attack would use: the chosen one that strikes in melee, or null for a fist. */
    Weapon readyWeapon() {
        Weapon w = weaponChoice();
        return w != null && w.canMelee() ? w : null;
    }

    /** The engine's own checks for readying an attack on {@code t}: why not, or empty. */
    private Optional<Outcome.Refused> readyRefusal(Creature t) {
        return page.fight().game().previews().checks().ready(actor, readyCommand(t));
    }

    private Command.Ready readyCommand(Creature t) {
        Weapon w = readyWeapon();
        return new Command.Ready(t.id(), w == null ? null : w.id());
    }

    /** Whether any carried weapon may strike {@code t} now. */
    private boolean attackable(Creature t) {
        for (Weapon w : actor.arsenal.weapons) if (attackRefusal(t, w).isEmpty()) return true;
        return false;
    }

    /** The engine's own checks for this attack (target, reach or range, cover, the action): why not, or empty. */
    private Optional<Outcome.Refused> attackRefusal(Creature t, Weapon w) {
        return page.fight().game().previews().checks().attack(actor, Command.Attack.with(t.id(), w.id(), null));
    }

    String verb() {
        FightTerms w = page.terms();
        return switch (purpose) {
            case ATTACK -> w.t("target.attack");
            case GRAPPLE -> w.t("target.grapple");
            case SHOVE -> w.t("target.shove");
            case HELP_ALLY -> w.t("target.help.ally");
            case HELP_TARGET -> w.t("target.help.against", page.fight().name(ally));
            case CAST -> w.t("target.cast", spell);
            case READY -> w.t("target.ready");
        };
    }

    Command command() {
        Creature t = target();
        String id = t.id();
        return switch (purpose) {
            case ATTACK -> attackCommand(id);
            case GRAPPLE -> new Command.Grapple(id, grappleAbility);
            case SHOVE -> Command.Shove.of(id, push);
            case HELP_TARGET -> new Command.Help(ally, id);
            case CAST -> Command.Cast.at(spell, id);
            case READY -> readyCommand(t);
            case HELP_ALLY -> throw new IllegalStateException("an ally is chosen first, then the target");
        };
    }

    @Override
    public void key(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = Keys.ch(key);
        if (Keys.escape(key)) {
            page.leaveMode();
        } else if (type == KeyType.Tab || type == KeyType.ArrowRight || type == KeyType.ArrowDown || c == 'l' || c == 'j') {
            next(1);
        } else if (type == KeyType.ReverseTab || type == KeyType.ArrowLeft || type == KeyType.ArrowUp || c == 'h'
                || c == 'k') {
            next(-1);
        } else if (c == 'w' && purpose == Purpose.ATTACK) {
            // Each weapon once, the copies of a javelin one choice: the engine throws the first of them anyway.
            int next = WeaponCycle.next(actor.arsenal.weapons, weapon, x -> true);
            if (next >= 0) weapon = next;
            resetChoices();
        } else if ((c == 's' || c == 'd' || c == 'K') && purpose == Purpose.ATTACK) {
            choose(c);
        } else if (c == 's' && purpose == Purpose.GRAPPLE && target() != null) {
            // GRAP-START: the grappler's Str or Dex check, its choice.
            grappleAbility = StrOrDex.other(page.fight().game().previews().grapple(actor, target(), grappleAbility).ability());
        } else if (c == 'w' && purpose == Purpose.READY) {
            nextReadyWeapon(weapon);
        } else if (c == 'f' && purpose == Purpose.READY) {
            // ACT-READY for whichever foe comes first: no target to choose, the same checks.
            Weapon w = readyWeapon();
            Command.Ready anyone = Command.Ready.anyone(w == null ? null : w.id());
            Optional<Outcome.Refused> no = page.fight().game().previews().checks().ready(actor, anyone);
            if (no.isPresent()) page.notice(WhyNot.line(page.fight(), no, page.terms()));
            else page.submit(anyone);
        } else if (c == 'f' && purpose == Purpose.ATTACK) {
            nextOffhand();
        } else if (c == 'p' && purpose == Purpose.SHOVE) {
            push = !push;
        } else if (c == 'c' && purpose == Purpose.HELP_ALLY && target() != null) {
            // ACT-HELP with its next ability check: no foe to choose.
            page.submit(Command.Help.withCheck(target().id()));
        } else if (Keys.enter(key) && purpose == Purpose.ATTACK && target() != null && weaponChoice() != null
                && attackRefusal(target(), weaponChoice()).isPresent()) {
            // Said before anything is tried: the same reason the engine would give.
            page.notice(WhyNot.line(page.fight(), attackRefusal(target(), weaponChoice()), page.terms()));
        } else if (Keys.enter(key) && purpose == Purpose.READY && target() != null && readyRefusal(target()).isPresent()) {
            page.notice(WhyNot.line(page.fight(), readyRefusal(target()), page.terms()));
        } else if (Keys.enter(key) && target() != null) {
            if (purpose == Purpose.HELP_ALLY) {
                TargetPick foe = new TargetPick(page, Purpose.HELP_TARGET, actor,
                        Unseen.shown(page.fight(), page.fight().battle().enemiesOf(actor)));
                foe.ally = target().id();
                page.enter(foe.candidates.isEmpty() ? null : foe, page.terms().t("target.nobody.against"));
                return;
            }
            page.submit(command());
        }
    }

    @Override
    public String header() {
        return page.terms().t("target.title");
    }

    @Override
    public List<Line> info() {
        ScreenFight fight = page.fight();
        FightTerms w = page.terms();
        List<Line> out = new ArrayList<>();
        Creature t = target();
        if (t == null) {
            out.add(new Line(w.t("target.none", verb()), Style.BAD));
            return out;
        }
        out.add(Line.heading(w.t("target.heading", verb(), new BattleWords(fight, w).who(t), index + 1, candidates.size(),
                w.squares(actor.distanceTo(t)), BattleWords.health(t, w), t.stats.ac)));
        if (purpose == Purpose.ATTACK || purpose == Purpose.GRAPPLE || purpose == Purpose.SHOVE) {
            out.addAll(Strain.warning(fight, actor, w));
        }
        switch (purpose) {
            case ATTACK -> attack(fight, t, out, w);
            case GRAPPLE -> {
                out.add(Line.of(w.tf("target.grapple.text", w.feminine(t.id()))));
                ContestPreview grapple = fight.game().previews().grapple(actor, t, grappleAbility);
                out.add(odds(fight, grapple, w));
                Weapon letGo = grapple.legal() ? fight.game().previews().grappleLetsGo(actor) : null;
                if (letGo != null) {
                    out.add(new Line(w.t("target.grapple.letgo", BattleWords.weaponName(letGo, fight.names())), Style.WARN));
                }
                if (grapple.legal() && !grapple.automatic()) {
                    out.add(Line.dim(w.t("target.choice.contest", w.ability(StrOrDex.other(grapple.ability())))));
                }
            }
            case SHOVE -> {
                out.add(Line.of(w.tf(push ? "target.shove.push" : "target.shove.prone", w.feminine(t.id()))));
                // Said before the action is spent: a won shove to the ground of a creature already there does nothing.
                if (!push && t.has(Condition.PRONE)) {
                    out.add(new Line(w.tp("target.shove.already", w.feminine(t.id()), fight.words().person(t.id())),
                            Style.WARN));
                }
                out.add(odds(fight, fight.game().previews().shove(actor, t), w));
            }
            case HELP_ALLY -> {
                // The help is for the ally's own attack or check: "their next attack" for a hero.
                boolean hero = fight.words().person(t.id());
                out.add(Line.of(w.tp("target.help.ally.text", w.feminine(t.id()), hero)));
                out.add(Line.dim(w.tp("target.help.choice", w.feminine(t.id()), hero)));
                // Said before c is pressed: the reason the engine would give (the ally too far to lend a hand).
                Optional<Outcome.Refused> check = fight.game().previews().checks().help(actor,
                        Command.Help.withCheck(t.id()));
                if (check.isPresent()) out.add(new Line(WhyNot.line(fight, check, w), Style.WARN));
            }
            case HELP_TARGET -> helpOdds(fight, t, out, w);
            case CAST -> out.add(Line.of(w.t("target.cast.text")));
            case READY -> ready(fight, t, out, w);
        }
        return out;
    }

    /**
     * ATK-TWF: the off-hand weapon and the pair's penalty, or how to choose one, or why the pair may not
     * strike this target (the engine's own checks). Returns the off-hand weapon when the pair may strike.
     */
    private Weapon offhandLine(ScreenFight fight, Creature t, Weapon main, List<Line> out, FightTerms w) {
        Weapon off = offhandChoice();
        if (off == null) {
            // A bow or a crossbow is no half of a pair (ATK-TWF pairs weapons that strike in melee).
            if (!main.canMelee()) return null;
            // Offered only when some carried weapon could strike this target beside the main one (a quarterstaff
            // has no pair; a foe out of reach cannot be struck with two).
            if (pairable(t, main, fight)) out.add(Line.dim(w.t("target.offhand.how")));
            return null;
        }
        String problem = TwoWeapons.problem(main, off, "dwarf".equals(actor.stats.race), actor.stats.bearsShield(),
                fight.battle().rules());
        if (problem != null) {
            // The weapons in the sentence are content ids: said by their names, as the log says them.
            String why = EngineSentences.of(fight.messages()).say(problem, fight.words().sentences());
            out.add(new Line(w.t("target.offhand.problem", BattleWords.weaponName(off, fight.names()), why), Style.BAD));
            return null;
        }
        int penalty = Modifier.sum(TwoWeapons.penalties(main, off, false, fight.battle().rules()));
        // The off-hand weapon by name and dice only (its range, its damage type are in the w list): one line.
        out.add(Line.of(w.t("target.offhand", BattleWords.weaponName(off, fight.names()) + " " + off.damage(),
                LogLines.signed(penalty))));
        Optional<Outcome.Refused> refused = fight.game().previews().checks().attack(actor, choices.command(t.id(), main, off));
        if (refused.isPresent()) {
            out.add(new Line(WhyNot.line(fight, refused, w), Style.BAD));
            return null;
        }
        return off;
    }

    /**
     * Whether another carried weapon may strike {@code t} in the off hand beside {@code main} (ATK-TWF), as
     * the engine's own checks of the attack say.
     */
    private boolean pairable(Creature t, Weapon main, ScreenFight fight) {
        List<Weapon> ws = actor.arsenal.weapons;
        int mainAt = Math.floorMod(weapon, ws.size());
        for (int i = 0; i < ws.size(); i++) {
            Weapon x = ws.get(i);
            if (i == mainAt || !x.canMelee() || Fumble.weaponless(x)) continue;
            if (fight.game().previews().checks().attack(actor, choices.command(t.id(), main, x)).isEmpty()) return true;
        }
        return false;
    }

    /**
     * ACT-HELP, the foe chosen: what the help gives, and the helped ally's chance to hit this foe without it
     * and with it, as things stand (its best weapon that reaches it from where it stands).
     */
    private void helpOdds(ScreenFight fight, Creature t, List<Line> out, FightTerms w) {
        String name = fight.name(ally);
        boolean hero = fight.words().person(ally);
        out.add(Line.of(w.tp("target.help.against.text", w.feminine(ally), hero, name)));
        // Said before Enter: the reason the engine would give (the foe too far from the helper).
        Optional<Outcome.Refused> refused = fight.game().previews().checks().help(actor, new Command.Help(ally, t.id()));
        if (refused.isPresent()) {
            out.add(new Line(WhyNot.line(fight, refused, w), Style.BAD));
            return;
        }
        Creature helped = fight.battle().find(ally);
        // The engine lets the help be given, but an ally that may not attack this foe at all (frightened under the
        // house rules, charmed by it) would not use it as things stand: said with the engine's own reason, rather
        // than odds of a blow it would refuse.
        Optional<Outcome.Refused> barred = helped == null ? Optional.empty()
                : fight.game().previews().checks().attackBarred(helped, t);
        if (barred.isPresent()) {
            out.add(new Line(w.t("target.help.odds.barred", WhyNot.reason(fight, barred.get())), Style.WARN));
            return;
        }
        HelpOdds odds = helped == null ? null : fight.game().previews().help(helped, t);
        if (odds == null) {
            out.add(Line.dim(w.tp("target.help.odds.later", w.feminine(ally), hero, name)));
            return;
        }
        out.add(new Line(w.t("target.help.odds", name, BattleWords.weaponName(helped.arsenal.find(odds.weapon()),
                fight.names()), odds.nowPercent(), odds.helpedPercent()), Style.GOOD));
    }

    /** The chance to win a contest, from the same checks the engine will roll (ties go to the defender). */
    private static Line odds(ScreenFight fight, ContestPreview p, FightTerms w) {
        if (!p.legal()) return new Line(WhyNot.line(fight, p.reason(), w), Style.BAD);
        if (p.automatic()) return Line.of(w.t("target.contest.automatic", fight.name(p.against())));
        return Line.of(w.t("target.contest", w.ability(p.ability()), w.ability(p.otherAbility()), p.percent(),
                w.d20(p.mine()), w.d20(p.theirs())));
    }

    /**
     * ACT-READY: what the readied attack would do, and its odds as things stand (the roll is made when the
     * foe comes, from the situation then).
     */
    private void ready(ScreenFight fight, Creature t, List<Line> out, FightTerms words) {
        Weapon w = readyWeapon();
        Weapon shown = w != null ? w : Unarmed.STRIKE;
        out.add(Line.of(words.t("target.with", BattleWords.weapon(shown, words, fight.names()), "")));
        out.add(Line.of(words.t("target.ready.text", fight.name(t.id()))));
        out.add(Line.dim(words.t("target.ready.anyone")));
        Optional<Outcome.Refused> refused = readyRefusal(t);
        if (refused.isPresent()) {
            out.add(new Line(WhyNot.line(fight, refused, words), Style.BAD));
            return;
        }
        // Out of reach, an attack's odds now would be a throw's, not the blow that falls once the foe is in
        // reach: they are given only when it already stands there.
        if (attackRefusal(t, shown).isPresent()) {
            out.add(Line.dim(words.t("target.ready.later", fight.name(t.id()))));
            return;
        }
        AttackPreview p = fight.game().previews().attack(actor, t, shown);
        out.add(new Line(words.t("target.tohit", words.bonus(p.hitModifiers()), words.armourClass(p),
                words.advantage(p.advantage(), p.sources()), p.hitChance(), FightTerms.critical(p.critChance(), p.hitChance())), Style.GOOD));
        out.add(Line.dim(words.t("target.ready.now")));
    }

    private void attack(ScreenFight fight, Creature t, List<Line> out, FightTerms words) {
        Weapon w = weaponChoice();
        if (w == null) {
            out.add(new Line(words.t("target.noweapon"), Style.BAD));
            return;
        }
        AttackPreview p = choices.preview(t, w);
        Optional<Outcome.Refused> refused = attackRefusal(t, w);
        // Counted as the weapons are chosen: each once, its copies said beside it ("javelin ... (x5)"), as the
        // party screen and the look mode count them.
        List<Weapon> ws = actor.arsenal.weapons;
        int at = Math.floorMod(weapon, ws.size());
        int offered = WeaponCycle.choices(ws);
        String weapons = offered > 1 ? words.t("target.weapons", WeaponCycle.number(ws, at), offered) : "";
        String named = BattleWords.copies(BattleWords.weapon(w, words, fight.names()), WeaponCycle.copies(ws, at));
        out.add(Line.of(words.t("target.with", named, weapons)));
        if (refused.isPresent()) {
            out.add(new Line(WhyNot.line(fight, refused, words), Style.BAD));
            return;
        }
        Weapon off = offhandLine(fight, t, w, out, words);
        if (off != null) {
            PairOdds.lines(choices.pair(t, w, off), p, w, off, out, words, fight);
            choices.lines(t, w, p, out, words);
            return;
        }
        out.add(new Line(words.t("target.tohit", words.bonus(p.hitModifiers()), words.armourClass(p),
                words.advantage(p.advantage(), p.sources()), p.hitChance(), FightTerms.critical(p.critChance(), p.hitChance())), Style.GOOD));
        out.addAll(RangedDodgeLine.of(fight, p.dodge(), words));
        String key = (p.autoCritical() ? "target.autocrit" : "target.expected") + (p.defences().isEmpty() ? "" : ".defended");
        out.add(SnareWords.only(w) ? SnareWords.line(fight, t, w, words)
                : Line.of(words.t(key, words.hitDamage(p), words.damageRoll(p))));
        choices.lines(t, w, p, out, words);
    }

    @Override
    public MapPane.Overlay overlay() {
        return new MapPane.Overlay(List.of(), 0, null, null, null, target());
    }

    @Override
    public Pos focus() {
        return target() == null ? null : target().at();
    }

    @Override
    public void hints(Canvas bar) {
        if (purpose == Purpose.ATTACK) {
            Frame.hints(bar, 0, page.hints("Tab/←→", "mode.next.target", "w", "mode.weapon", "hint.enter.keys",
                    "battle.hint.attack", "hint.esc.keys", "mode.cancel"));
        } else if (purpose == Purpose.READY) {
            Frame.hints(bar, 0, page.hints("Tab/←→", "mode.next.target", "w", "mode.weapon", "hint.enter.keys",
                    "mode.ready", "f", "mode.ready.anyone", "hint.esc.keys", "mode.cancel"));
        } else if (purpose == Purpose.SHOVE) {
            Frame.hints(bar, 0, page.hints("Tab/←→", "mode.next.target", "p", "mode.prone.push", "hint.enter.keys",
                    "mode.shove", "hint.esc.keys", "mode.cancel"));
        } else if (purpose == Purpose.HELP_ALLY) {
            Frame.hints(bar, 0, page.hints("Tab/←→", "mode.next", "hint.enter.keys", "mode.help.attack", "c",
                    "mode.help.check", "hint.esc.keys", "mode.cancel"));
        } else {
            Frame.hints(bar, 0, page.hints("Tab/←→", "mode.next", "hint.enter.keys", "mode.confirm", "hint.esc.keys",
                    "mode.cancel"));
        }
    }

}
