package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Aiming a spell at one creature, with what it would do to each: the casting roll, then the spell
 * attack's chances or the save's DC and the target's chance to make it, the range and the expected
 * damage or healing. A spell that hurts offers the foes first (those it can reach before the others);
 * allies come after them, marked, and casting it at one asks to be confirmed. A spell that helps offers
 * the caster and its allies first.
 */
final class SpellTarget implements Mode {
    private final BattlePage page;
    private final Creature caster;
    private final SpellPreviews.SpellOption option;
    private final List<Creature> candidates;
    private int index;
    /** A harmful spell aimed at an ally waits for {@code y}. */
    private boolean confirming;

    SpellTarget(BattlePage page, Creature caster, SpellPreviews.SpellOption option) {
        this.page = page;
        this.caster = caster;
        this.option = option;
        this.candidates = order(page, caster, option.spell());
    }

    /**
     * Foes first for a spell that hurts, friends first for one that helps; reachable, then nearest, first. A
     * healing spell offers first, among those it reaches, whoever lacks the most hit points.
     */
    private static List<Creature> order(BattlePage page, Creature caster, SpellDef spell) {
        SpellPreviews previews = page.fight().game().previews().spells();
        Comparator<Creature> byReach = Comparator.comparing((Creature c) -> previews.target(caster, spell, c).reason() != null)
                .thenComparingInt(caster::distanceTo);
        List<Creature> foes = alive(Unseen.shown(page.fight(), page.fight().battle().enemiesOf(caster)));
        List<Creature> friends = alive(page.fight().battle().alliesOf(caster));
        foes.sort(byReach);
        friends.sort(byReach);
        List<Creature> out = new ArrayList<>();
        if (spell.range() == 0) {
            out.add(caster);
        } else if (spell.healing() != null) {
            // Healing is offered first to whoever it reaches that lacks the most hit points, the caster among them.
            List<Creature> side = new ArrayList<>(friends);
            side.add(caster);
            side.sort(Comparator.comparing((Creature c) -> previews.target(caster, spell, c).reason() != null)
                    .thenComparing(Comparator.comparingInt(HealRoom::lacking).reversed())
                    .thenComparingInt(caster::distanceTo));
            out.addAll(side);
            out.addAll(foes);
        } else if (spell.harmful()) {
            out.addAll(foes);
            out.addAll(friends);
            out.add(caster);
        } else {
            out.add(caster);
            out.addAll(friends);
            out.addAll(foes);
        }
        return out;
    }

    private static List<Creature> alive(List<Creature> cs) {
        List<Creature> out = new ArrayList<>();
        for (Creature c : cs) if (c.alive()) out.add(c);
        return out;
    }

    private Creature target() {
        return candidates.get(index);
    }

    private SpellPreviews.TargetOdds odds() {
        return page.fight().game().previews().spells().target(caster, option.spell(), target());
    }

    @Override
    public void key(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = Keys.ch(key);
        if (Keys.escape(key)) {
            if (confirming) confirming = false;
            else page.leaveMode();
        } else if (type == KeyType.Tab || type == KeyType.ArrowRight || type == KeyType.ArrowDown || c == 'l' || c == 'j') {
            index = Math.floorMod(index + 1, candidates.size());
            confirming = false;
        } else if (type == KeyType.ReverseTab || type == KeyType.ArrowLeft || type == KeyType.ArrowUp || c == 'h'
                || c == 'k') {
            index = Math.floorMod(index - 1, candidates.size());
            confirming = false;
        } else if (Keys.enter(key) || (confirming && c == 'y')) {
            SpellPreviews.TargetOdds t = odds();
            if (t.reason() != null) {
                page.notice(WhyNot.line(page.fight(), t.reason(), page.terms()) + ".");
            } else if (t.ally() && option.spell().harmful() && !confirming) {
                confirming = true;
            } else if (!Keys.enter(key) || !confirming) {
                page.submit(SpellPick.command(option, target().id(), null));
            }
        }
    }

    @Override
    public String header() {
        FightTerms w = page.terms();
        var names = page.fight().names();
        if (option.scroll() != null) return w.t("spell.read.header", names.item(option.scroll().id(), option.scroll().name()));
        String spellName = names.spell(option.spell().id(), option.spell().name());
        return option.slotsLeft() >= 0 ? w.t("spell.cast.slots", spellName, option.spell().level(), option.slotsLeft())
                : w.t("spell.cast.free", spellName);
    }

    @Override
    public List<Line> info() {
        FightTerms w = page.terms();
        List<Line> out = new ArrayList<>();
        Creature t = target();
        SpellPreviews.TargetOdds odds = odds();
        SpellDef spell = option.spell();
        String who = t == caster ? w.t("spell.yourself") : new BattleWords(page.fight(), w).who(t);
        String side = t == caster || !odds.ally() ? "" : w.t("spell.ally") + " ";
        out.add(Line.heading(w.t("spell.target.heading", page.fight().names().spell(spell.id(), spell.name()), side + who,
                index + 1, candidates.size(), w.squares(caster.distanceTo(t)), spell.range(), BattleWords.health(t, w),
                t.stats.ac)));
        out.addAll(t == caster && spell.healing() != null ? Strain.healingSelfWarning(page.fight(), caster, w)
                : Strain.warning(page.fight(), caster, w));
        out.addAll(HoldEnds.warning(page.fight(), caster, spell.id(), w));
        if (odds.ally() && spell.harmful()) {
            out.add(new Line(SpellWords.harmsOwnSide(spell, t == caster, who, page.fight().words().feminine(t.id()), w),
                    Style.BAD));
        }
        if (odds.reason() != null) {
            out.add(new Line(WhyNot.line(page.fight(), odds.reason(), w) + ".", Style.BAD));
            return out;
        }
        if (confirming) {
            out.add(new Line(w.t("spell.confirm", page.fight().names().spell(spell.id(), spell.name()),
                    w.t(t == caster ? "spell.yourself" : "spell.your.ally")), Style.WARN));
        }
        out.add(SpellWords.targetOdds(spell, odds, option.castPercent(), w, page.fight().words().feminine(t.id()),
                page.fight().words().person(t.id())));
        out.addAll(RangedDodgeLine.of(page.fight(), odds.dodge(), w));
        if (odds.healing()) out.addAll(HealRoom.lines(page.fight(), t, odds.expectedTimesTen(), w));
        out.addAll(SpellWords.castRoll(option, w));
        return out;
    }

    @Override
    public MapPane.Overlay overlay() {
        return new MapPane.Overlay(List.of(), 0, null, null, null, target());
    }

    @Override
    public Pos focus() {
        return target().at();
    }

    @Override
    public void hints(Canvas bar) {
        if (confirming) Frame.hints(bar, 0, page.hints("y", "mode.cast.anyway", "hint.esc.keys", "hint.back"));
        else Frame.hints(bar, 0, page.hints("Tab/←→", "mode.next.target", "hint.enter.keys", "mode.cast", "hint.esc.keys",
                "mode.cancel"));
    }
}
