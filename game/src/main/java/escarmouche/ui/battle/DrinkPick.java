package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.rules.casting.CastingRoll;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * Drinking a potion (CAST-POTION): each potion carried with what it heals and the odds of the drinking
 * roll, d20 + ability - 2d4 against 7, where a natural 1 spills it.
 */
final class DrinkPick implements Mode {
    private final BattlePage page;
    private final Creature drinker;
    private final List<SpellPreviews.PotionOdds> potions;
    private int index;

    private DrinkPick(BattlePage page, Creature drinker, List<SpellPreviews.PotionOdds> potions) {
        this.page = page;
        this.drinker = drinker;
        this.potions = potions;
    }

    /** The choice of the potions the creature carries, or null when it carries none. */
    static DrinkPick of(BattlePage page, Creature drinker) {
        List<SpellPreviews.PotionOdds> potions = page.fight().game().previews().spells().potions(drinker);
        return potions.isEmpty() ? null : new DrinkPick(page, drinker, potions);
    }

    @Override
    public void key(KeyStroke key) {
        int next = Keys.cycle(key, index, potions.size());
        if (Keys.escape(key)) {
            page.leaveMode();
        } else if (next >= 0) {
            index = next;
        } else if (Keys.enter(key)) {
            SpellPreviews.PotionOdds p = potions.get(index);
            if (p.reason() != null) page.notice(page.terms().t("drink.cannot",
                    page.fight().names().item(p.item().id(), p.item().name()), page.terms().said(p.reason())));
            else page.submit(Command.Drink.of(p.item().id()));
        }
    }

    @Override
    public String header() {
        return page.terms().t("drink.title");
    }

    @Override
    public List<Line> info() {
        FightTerms w = page.terms();
        List<Line> out = new ArrayList<>();
        out.add(Line.heading(w.t("drink.heading", page.fight().name(drinker.id()), BattleWords.health(drinker, w))));
        for (int i = 0; i < potions.size(); i++) {
            SpellPreviews.PotionOdds p = potions.get(i);
            String heals = p.item().healing() == null ? "" : w.t("drink.heals", p.item().healing(),
                    w.tenths(p.expectedTimesTen()));
            // Counted from two on, as the weapon cycle counts its copies: "(×1)" said nothing.
            String head = (i == index ? "▸ " : "  ")
                    + BattleWords.copies(page.fight().names().item(p.item().id(), p.item().name()), p.count()) + heals;
            if (p.reason() != null) {
                out.add(new Line(head + " · " + w.t("spell.not.now", w.said(p.reason())), i == index ? Style.WARN : Style.DIM));
            } else {
                out.add(new Line(head + " · " + w.t("drink.works", p.percent()), i == index ? Style.SELECTED : Style.NORMAL));
            }
            if (i != index) continue;
            if (p.modifiers().isEmpty()) {
                out.add(Line.dim("  " + w.t("drink.plain")));
            } else {
                out.add(Line.dim("  " + w.t("drink.roll", w.modifiers(p.modifiers()), CastingRoll.TARGET, p.percent(),
                        p.spillPercent())));
            }
            if (p.item().healing() != null) out.addAll(HealRoom.lines(page.fight(), drinker, p.expectedTimesTen(), w));
        }
        return out;
    }

    @Override
    public void hints(Canvas bar) {
        Frame.hints(bar, 0, page.hints("↑↓", "hint.choose", "hint.enter.keys", "mode.drink", "hint.esc.keys", "mode.cancel"));
    }
}
