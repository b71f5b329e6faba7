package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
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

    /** The picker for the caster's spells, or null when it knows none. */
    static SpellPick of(BattlePage page, Creature caster) {
        List<SpellPreviews.SpellOption> options = page.fight().game().previews().spells().options(caster);
        return options.isEmpty() ? null : new SpellPick(page, caster, options);
    }

    /** Why this spell cannot be cast now, or null: the engine's reason, else no creature it could reach. */
    private static String problem(SpellPreviews.SpellOption o) {
        if (!o.castable()) return o.reason();
        if (o.spell().harmful() && o.reachable() == 0) return "no foe within its range and in sight";
        return null;
    }

    @Override
    public void key(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = Keys.ch(key);
        if (Keys.escape(key)) {
            page.leaveMode();
        } else if (type == KeyType.ArrowDown || type == KeyType.Tab || c == 'j') {
            index = Math.floorMod(index + 1, options.size());
        } else if (type == KeyType.ArrowUp || type == KeyType.ReverseTab || c == 'k') {
            index = Math.floorMod(index - 1, options.size());
        } else if (Keys.enter(key)) {
            SpellPreviews.SpellOption o = options.get(index);
            String why = problem(o);
            if (why != null) {
                page.notice(o.spell().name() + " cannot be cast now: " + why + ".");
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
        String slots = SpellWords.slots(caster);
        return "CAST which spell · " + page.fight().name(caster.id()) + (slots == null ? "" : " · " + slots);
    }

    /** One line per spell (greyed with the reason when it cannot be cast), then the chosen one's roll. */
    @Override
    public List<Line> info() {
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < options.size(); i++) {
            SpellPreviews.SpellOption o = options.get(i);
            SpellDef s = o.spell();
            String why = problem(o);
            String head = (i == index ? "▸ " : "  ") + s.name() + " · " + SpellWords.level(s) + " · range " + s.range();
            if (why != null) {
                out.add(new Line(head + " · not possible now: " + why, i == index ? Style.WARN : Style.DIM));
            } else {
                out.add(new Line(head + " · " + o.castPercent() + "% to cast · " + SpellWords.effect(s, typical(o)),
                        i == index ? Style.SELECTED : Style.NORMAL));
            }
        }
        out.addAll(SpellWords.castRoll(options.get(index)));
        return out;
    }

    /** The spell's numbers against the nearest foe it can reach (or the caster, for a spell that helps). */
    private SpellPreviews.TargetOdds typical(SpellPreviews.SpellOption o) {
        SpellPreviews previews = page.fight().game().previews().spells();
        if (!o.spell().harmful()) return previews.target(caster, o.spell(), caster);
        Creature best = null;
        for (Creature e : page.fight().battle().enemiesOf(caster)) {
            if (!e.standing()) continue;
            if (best == null || caster.distanceTo(e) < caster.distanceTo(best)) best = e;
        }
        return best == null ? null : previews.target(caster, o.spell(), best);
    }

    @Override
    public void hints(Canvas bar) {
        Frame.hints(bar, 0, "↑↓", "choose", "Enter", "aim it", "Esc", "cancel");
    }
}
