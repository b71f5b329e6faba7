package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.rules.core.Ability;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
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
        for (Creature e : page.fight().battle().enemiesOf(caster)) if (e.alive()) foes.add(e);
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
        return page.fight().game().previews().spells().area(caster, option.spell(), at);
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
            if (a.reason() != null) page.notice("Not possible there: " + a.reason() + ".");
            else if (a.hitsFriends()) confirming = true;
            else page.submit(SpellPick.command(option, null, centre));
        }
    }

    @Override
    public String header() {
        if (option.scroll() != null) return "Aim " + page.fight().names().item(option.scroll().id(), option.scroll().name()) + " · read, it needs no slot";
        return "Aim " + page.fight().names().spell(option.spell().id(), option.spell().name()) + (option.slotsLeft() >= 0 ? " · level-" + option.spell().level()
                + " slots left: " + option.slotsLeft() : "");
    }

    /**
     * Most important first, for small terminals: where, the warning, who of the caster's side is caught,
     * the foes caught, what a save does, the casting roll.
     */
    @Override
    public List<Line> info() {
        SpellDef spell = option.spell();
        SpellPreviews.AreaOdds a = preview(centre);
        List<Line> out = new ArrayList<>();
        int distance = caster.distanceTo(centre);
        out.add(Line.heading(page.fight().names().spell(spell.id(), spell.name()).toUpperCase(page.fight().names().locale()) + " at " + centre + ", " + distance
                + (distance == 1 ? " square" : " squares") + " away (range " + spell.range() + "), radius "
                + spell.radius() + ": " + option.castPercent() + "% to cast"));
        if (a.reason() != null) out.add(new Line("Not possible there: " + a.reason() + ".", Style.BAD));
        if (confirming) {
            out.add(new Line("You or an ally would be caught: " + friends(a) + ". Press y to cast it all the same,"
                    + " or move the centre.", Style.WARN));
        }
        List<String> ours = new ArrayList<>();
        List<String> theirs = new ArrayList<>();
        BattleWords words = new BattleWords(page.fight());
        for (SpellPreviews.TargetOdds t : a.caught()) {
            Creature c = t.target();
            String who = c == caster ? "you" : words.who(c);
            String save = spell.save() == null ? "" : " saves " + t.savePercent() + "%";
            (t.ally() ? ours : theirs).add(who + save);
        }
        if (!ours.isEmpty()) out.add(new Line("Your side caught: " + String.join(", ", ours), Style.BAD));
        if (!theirs.isEmpty()) out.add(Line.of("Foes caught: " + String.join(", ", theirs)));
        if (a.caught().isEmpty()) out.add(Line.of("Nobody is inside the area."));
        else out.add(Line.of(effect(spell, a)));
        out.addAll(SpellWords.castRoll(option));
        return out;
    }

    /** "Dex save DC 15: 28 damage expected on a failed save, half on a success." */
    private static String effect(SpellDef spell, SpellPreviews.AreaOdds a) {
        SpellPreviews.TargetOdds first = a.caught().get(0);
        String amount = Text.tenths(first.expectedTimesTen());
        if (spell.save() == null) return amount + " damage expected for each.";
        return Ability.byId(spell.save()).label() + " save DC " + first.saveDc() + ": " + amount
                + " damage expected on a failed save" + (spell.halfOnSave() ? ", half on a success." : ".");
    }

    private String friends(SpellPreviews.AreaOdds a) {
        List<String> out = new ArrayList<>();
        for (SpellPreviews.TargetOdds t : a.caught()) {
            if (t.ally()) out.add(t.target() == caster ? "you" : page.fight().name(t.target().id()));
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
