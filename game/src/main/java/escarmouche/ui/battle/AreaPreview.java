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
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * Aiming a burst (fireball): a centre moved with the arrows or Tab (from foe to foe), the area drawn on
 * the map, every creature it would catch named with its chance to save, and the expected damage. When
 * the caster or an ally is inside, Enter asks first and {@code y} casts all the same.
 */
final class AreaPreview implements Mode {
    private final BattlePage page;
    private final Creature caster;
    private final SpellPreviews.SpellOption option;
    private final List<Creature> foes;
    private int foe = -1;
    private Pos centre;
    private boolean confirming;

    AreaPreview(BattlePage page, Creature caster, SpellPreviews.SpellOption option) {
        this.page = page;
        this.caster = caster;
        this.option = option;
        this.foes = new ArrayList<>();
        for (Creature e : Unseen.shown(page.fight(), page.fight().battle().enemiesOf(caster))) if (e.alive()) foes.add(e);
        foes.sort(Comparator.comparingInt(caster::distanceTo));
        this.centre = caster.at();
        nextFoe();
    }

    /** Centres the burst on the next foe it can be centred on, if any. */
    private void nextFoe() {
        for (int k = 1; k <= foes.size(); k++) {
            int i = Math.floorMod(foe + k, foes.size());
            if (preview(foes.get(i).at()).reason() == null) {
                foe = i;
                centre = foes.get(i).at();
                return;
            }
        }
    }

    private SpellPreviews.AreaOdds preview(Pos at) {
        return Unseen.seen(page.fight(), page.fight().game().previews().spells().area(caster, option.spell(), at));
    }

    @Override
    public void key(KeyStroke key) {
        char c = Keys.ch(key);
        if (Keys.escape(key)) {
            if (confirming) confirming = false;
            else page.leaveMode();
            return;
        }
        if (confirming && c == 'y') {
            page.submit(SpellPick.command(option, null, centre));
            return;
        }
        Direction d = Keys.direction(key);
        if (d != null) {
            Pos next = d.from(centre);
            if (page.fight().battle().grid().inBounds(next)) centre = next;
            confirming = false;
        } else if (key.getKeyType() == KeyType.Tab) {
            nextFoe();
            confirming = false;
        } else if (Keys.enter(key) && !confirming) {
            SpellPreviews.AreaOdds a = preview(centre);
            if (a.reason() != null) page.notice(page.terms().t("area.not.there", WhyNot.reason(page.fight(), a.reason())));
            else if (a.hitsFriends()) confirming = true;
            else page.submit(SpellPick.command(option, null, centre));
        }
    }

    @Override
    public String header() {
        FightTerms w = page.terms();
        var names = page.fight().names();
        if (option.scroll() != null) return w.t("area.aim.scroll", names.item(option.scroll().id(), option.scroll().name()));
        String spellName = names.spell(option.spell().id(), option.spell().name());
        return option.slotsLeft() >= 0 ? w.t("area.aim.slots", spellName, option.spell().level(), option.slotsLeft())
                : w.t("area.aim", spellName);
    }

    /**
     * Most important first, for small terminals: where, the warning, who of the caster's side is caught,
     * the foes caught, what a save does, the casting roll.
     */
    @Override
    public List<Line> info() {
        SpellDef spell = option.spell();
        SpellPreviews.AreaOdds a = preview(centre);
        FightTerms w = page.terms();
        List<Line> out = new ArrayList<>();
        out.add(Line.heading(w.t("area.heading", page.fight().names().spell(spell.id(), spell.name())
                        .toUpperCase(page.fight().names().locale()), centre,
                w.squares(caster.distanceTo(centre)), spell.range(), spell.radius(), option.castPercent())));
        if (a.reason() != null) out.add(new Line(w.t("area.not.there", WhyNot.reason(page.fight(), a.reason())), Style.BAD));
        if (confirming) out.add(new Line(w.t("area.confirm", friends(a, w)), Style.WARN));
        List<String> ours = new ArrayList<>();
        List<String> theirs = new ArrayList<>();
        BattleWords words = new BattleWords(page.fight(), w);
        for (SpellPreviews.TargetOdds t : a.caught()) {
            Creature c = t.target();
            String who = c == caster ? w.t("area.you") : words.who(c);
            String save = spell.save() == null ? "" : w.t(c == caster ? "area.you.save" : "area.saves", t.savePercent());
            String defended = t.healing() || t.defences().isEmpty() ? ""
                    : w.t("area.defended", w.tenths(t.afterDefencesTimesTen()), String.join(", ", t.defences()));
            (t.ally() ? ours : theirs).add(who + save + defended);
        }
        if (!ours.isEmpty()) out.add(new Line(w.t("area.ours", String.join(", ", ours)), Style.BAD));
        if (!theirs.isEmpty()) out.add(Line.of(w.t("area.theirs", String.join(", ", theirs))));
        if (a.caught().isEmpty()) out.add(Line.of(w.t("area.empty")));
        else out.add(Line.of(effect(spell, a, w)));
        // No expected damage for a centre the burst cannot take (a wall): no cast there deals any.
        if (a.reason() == null && !a.caught().isEmpty() && (spell.damage() != null || spell.missiles() > 0)) {
            out.add(allTold(spell, a, w));
        }
        out.addAll(SpellWords.castRoll(option, w));
        return out;
    }

    /**
     * What one cast deals on average, all told ({@link SpellWords#allTold}), to the foes caught and to the
     * caster's side: the figure that weighs a burst that catches a friend.
     */
    private Line allTold(SpellDef spell, SpellPreviews.AreaOdds a, FightTerms w) {
        int foes = 0;
        int ours = 0;
        boolean chain = false;
        for (SpellPreviews.TargetOdds t : a.caught()) {
            if (t.healing()) continue;
            chain |= SpellWords.chainCounted(spell, t);
            int each = SpellWords.allTold(spell, t, option.castPercent());
            if (t.ally()) ours += each;
            else foes += each;
        }
        // The chain counted says so: the figure is more than the product of those above it.
        String said = chain ? ".chain" : "";
        return ours == 0 ? new Line(w.t("area.all.told" + said, w.tenths(foes)), Style.GOOD)
                : new Line(w.t("area.all.told.ours" + said, w.tenths(foes), w.tenths(ours)), Style.WARN);
    }

    /** "Dex save DC 15: 28 damage expected on a failed save, half on a success." */
    private static String effect(SpellDef spell, SpellPreviews.AreaOdds a, FightTerms w) {
        SpellPreviews.TargetOdds first = a.caught().get(0);
        String amount = w.tenths(first.expectedTimesTen());
        if (spell.save() == null) return w.t("area.each", amount);
        return SpellWords.capital(w.t(spell.halfOnSave() ? "area.save.half" : "area.save", w.save(spell.save()),
                first.saveDc(), amount));
    }

    private String friends(SpellPreviews.AreaOdds a, FightTerms w) {
        List<String> out = new ArrayList<>();
        for (SpellPreviews.TargetOdds t : a.caught()) {
            if (t.ally()) out.add(t.target() == caster ? w.t("area.you") : page.fight().name(t.target().id()));
        }
        return String.join(", ", out);
    }

    @Override
    public MapPane.Overlay overlay() {
        return new MapPane.Overlay(List.of(), 0, null, new LinkedHashSet<>(preview(centre).area()), centre, null);
    }

    @Override
    public Pos focus() {
        return centre;
    }

    @Override
    public void hints(Canvas bar) {
        if (confirming) Frame.hints(bar, 0, page.hints("y", "mode.cast.anyway", "hint.arrows.keys", "mode.move",
                "hint.esc.keys", "hint.back"));
        else Frame.hints(bar, 0, page.hints("hint.arrows.keys", "mode.area.centre", "Tab", "mode.next.foe",
                "hint.enter.keys", "mode.cast", "hint.esc.keys", "mode.cancel"));
    }
}
