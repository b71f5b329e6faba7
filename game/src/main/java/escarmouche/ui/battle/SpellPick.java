package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.command.Command;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Choosing a spell, each one shown with its name, level, range, the casting roll's odds and what it
 * does; a spell that cannot be cast now is greyed with the reason (no slot left, beyond the caster's
 * level, no foe in range). Enter aims it: at a creature ({@link SpellTarget}) or, for a burst, at a
 * square with its area on the map ({@link AreaPreview}).
 */
final class SpellPick implements Mode {
    private final BattlePage page;
    private final Creature caster;
    private final List<SpellPreviews.SpellOption> options;
    private int index;

    private SpellPick(BattlePage page, Creature caster, List<SpellPreviews.SpellOption> options) {
        this.page = page;
        this.caster = caster;
        this.options = options;
        for (int i = 0; i < options.size(); i++) {
            if (problem(options.get(i)) == null) {
                index = i;
                break;
            }
        }
    }

    /** The picker for the caster's spells, then the scrolls it carries; null when it has neither. */
    static SpellPick of(BattlePage page, Creature caster) {
        SpellPreviews previews = page.fight().game().previews().spells();
        List<SpellPreviews.SpellOption> options = new ArrayList<>(previews.options(caster));
        options.addAll(previews.scrolls(caster));
        return options.isEmpty() ? null : new SpellPick(page, caster, options);
    }

    /** The command that uses the option: {@code cast} for a spell known, {@code read} for a scroll (CAST-SCROLL). */
    static Command command(SpellPreviews.SpellOption o, String target, Pos square) {
        if (o.scroll() != null) return new Command.Read(o.scroll().id(), target, square, null);
        return target != null ? Command.Cast.at(o.spell().id(), target) : Command.Cast.atSquare(o.spell().id(), square);
    }

    /** Why this spell cannot be cast now, or null: the engine's reason, else no creature it could reach. */
    private String problem(SpellPreviews.SpellOption o) {
        if (!o.castable()) return WhyNot.reason(page.fight(), o.reason());
        if (o.spell().harmful() && o.reachable() == 0) {
            // A spell that works on one creature type only (hold person: humanoid) says so, since a foe of
            // another type in range and in plain sight would make "no foe in range" read as wrong.
            String type = o.spell().creatureType();
            FightTerms w = page.terms();
            return type == null ? w.t("spell.no.foe") : w.t("spell.no.foe.of.type", w.creatureType(type));
        }
        return null;
    }

    @Override
    public void key(KeyStroke key) {
        int next = Keys.cycle(key, index, options.size());
        if (Keys.escape(key)) {
            page.leaveMode();
        } else if (next >= 0) {
            index = next;
        } else if (Keys.enter(key)) {
            SpellPreviews.SpellOption o = options.get(index);
            String why = problem(o);
            if (why != null) {
                page.notice(page.terms().t(o.scroll() != null ? "spell.cannot.read" : "spell.cannot.cast", name(o), why));
            } else if (o.spell().area()) {
                page.enter(new AreaPreview(page, caster, o), null);
            } else {
                page.enter(new SpellTarget(page, caster, o), null);
            }
        }
    }

    /** The title line carries the caster and its slots, so that the list has every row below it. */
    @Override
    public String header() {
        FightTerms w = page.terms();
        boolean[] used = new boolean[10];
        for (SpellPreviews.SpellOption o : options) {
            int level = o.spell().level();
            if (o.scroll() == null && level > 0 && level < used.length) used[level] = true;
        }
        String slots = SpellWords.slots(caster, used, w);
        boolean scrolls = options.stream().anyMatch(o -> o.scroll() != null);
        return w.t(scrolls ? "spell.which.scroll" : "spell.which", page.fight().name(caster.id())) + (slots == null ? "" : " · " + slots);
    }

    /** One line per spell (greyed with the reason when it cannot be cast), then the chosen one's roll. */
    @Override
    public List<Line> info() {
        return lines(new ArrayList<>());
    }

    /**
     * The same in fewer rows: the other spells give way, from the last one up, each cut to a row ending on "…"
     * until the whole fits. The chosen spell and its casting roll stay whole, what a natural 1 costs included
     * (the crypt of the wight's tall map left the French list one row short at 80x24); any spell is read whole
     * by moving onto it.
     */
    @Override
    public List<Line> info(int rows, int width) {
        List<Integer> others = new ArrayList<>();
        List<Line> out = lines(others);
        for (int k = others.size() - 1; k >= 0 && MoveInfo.rows(out, width) > rows; k--) {
            Line other = out.get(others.get(k));
            out.set(others.get(k), new Line(Text.fitWords(other.text(), width), other.style()));
        }
        return out;
    }

    /** The lines of {@link #info()}; {@code others} gets the places of the spells not chosen. */
    private List<Line> lines(List<Integer> others) {
        FightTerms w = page.terms();
        List<Line> out = new ArrayList<>(Strain.warning(page.fight(), caster, w));
        for (int i = 0; i < options.size(); i++) {
            if (i != index) others.add(out.size());
            SpellPreviews.SpellOption o = options.get(i);
            SpellDef s = o.spell();
            String why = problem(o);
            String head = (i == index ? "▸ " : "  ") + name(o) + " · " + SpellWords.level(s, w) + " · "
                    + w.t("spell.range", s.range());
            if (why != null) {
                out.add(new Line(head + " · " + w.t("spell.not.now", why), i == index ? Style.WARN : Style.DIM));
            } else {
                String odds = w.t(o.scroll() != null ? "spell.to.read" : "spell.to.cast", o.castPercent());
                out.add(new Line(head + " · " + odds + " · " + SpellWords.effect(s, typical(o), w),
                        i == index ? Style.SELECTED : Style.NORMAL));
            }
        }
        out.addAll(SpellWords.castRoll(options.get(index), w));
        return out;
    }

    /** A spell by its name; a scroll by its own, with how many the caster carries when more than one. */
    private String name(SpellPreviews.SpellOption o) {
        if (o.scroll() == null) return page.fight().names().spell(o.spell().id(), o.spell().name());
        int n = caster.resources.items.getOrDefault(o.scroll().id(), 0);
        return page.fight().names().item(o.scroll().id(), o.scroll().name()) + (n > 1 ? " (" + n + ")" : "");
    }

    /** The spell's numbers against the nearest foe it can reach (or the caster, for a spell that helps). */
    private SpellPreviews.TargetOdds typical(SpellPreviews.SpellOption o) {
        SpellPreviews previews = page.fight().game().previews().spells();
        if (!o.spell().harmful()) return previews.target(caster, o.spell(), caster);
        Creature best = null;
        for (Creature e : Unseen.shown(page.fight(), page.fight().battle().enemiesOf(caster))) {
            if (!e.standing()) continue;
            if (best == null || caster.distanceTo(e) < caster.distanceTo(best)) best = e;
        }
        return best == null ? null : previews.target(caster, o.spell(), best);
    }

    @Override
    public void hints(Canvas bar) {
        Frame.hints(bar, 0, page.hints("↑↓", "hint.choose", "hint.enter.keys", "mode.aim", "hint.esc.keys", "mode.cancel"));
    }
}
