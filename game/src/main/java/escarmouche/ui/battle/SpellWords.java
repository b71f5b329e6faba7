package escarmouche.ui.battle;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.rules.casting.CastingOdds;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Modifier;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Spells and potions in the screen's words: the casting roll and its odds, slots, what a spell does to a
 * target, from the previews' numbers (nothing is computed here but the wording).
 */
final class SpellWords {
    private SpellWords() {}

    /** "cantrip" or "level 3". */
    static String level(SpellDef spell) {
        return spell.level() == 0 ? "cantrip" : "level " + spell.level();
    }

    /** "Slots left: level 1: 4 · level 2: 3 · level 3: 2", or null for a caster without slots. */
    static String slots(Creature caster) {
        List<Integer> slots = caster.resources.slots;
        if (slots.isEmpty()) return null;
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) parts.add("level " + (i + 1) + ": " + slots.get(i));
        return "slots left " + String.join(", ", parts);
    }

    /** What the spell does, in a few words (a line of the picker fits 80 columns), with its expected number. */
    static String effect(SpellDef spell, SpellPreviews.TargetOdds odds) {
        String amount = odds == null || odds.expectedTimesTen() == 0 ? "" : " " + Text.tenths(odds.expectedTimesTen());
        if (spell.attack()) return "attack," + amount + " damage on a hit";
        if (spell.missiles() > 0) return spell.missiles() + " sure darts," + amount + " damage";
        if (spell.save() != null) {
            String save = Ability.byId(spell.save()).label() + " save";
            if (spell.damage() != null) return save + (spell.halfOnSave() ? " halves" : " avoids") + amount + " damage";
            return spell.condition() != null ? save + " or " + spell.condition() : save;
        }
        if (spell.healing() != null) return "heals" + amount + " on average";
        if (spell.tempHp() > 0) return amount.trim() + " temporary hit points";
        return spell.description();
    }

    /** The casting roll for a spell: its modifiers, the odds, what a natural 1 costs; and the prone check. */
    static List<Line> castRoll(SpellPreviews.SpellOption o) {
        List<Line> out = new ArrayList<>();
        if (o.castModifiers().isEmpty()) {
            out.add(Line.dim("  Plain 5e: no casting roll, the spell works."));
            return out;
        }
        String lost = o.spell().level() == 0 ? "fails" : "fails and loses the slot";
        String rule = o.scroll() != null ? "[CAST-SCROLL]" : "[CAST-ROLL]";
        if (o.scroll() != null) lost = "fails and the scroll is lost";
        out.add(Line.dim("  Casting roll " + rule + ": d20" + mods(o.castModifiers()) + ", 7 needed: " + castPercent(o)
                + "%; a natural 1 (" + CastingOdds.LOST_PERCENT + "%) " + lost + "."));
        if (o.pronePercent() >= 0) {
            out.add(new Line("  Prone [COND-PRONE]: first d20 + Dex - " + o.segments() + " segments, 10 needed: "
                    + o.pronePercent() + "%; both rolls: " + o.castPercent() + "%.", Style.WARN));
        }
        return out;
    }

    /** " +4 Int -3 segments +2 staff level 13": every modifier with its reason, zeros left out. */
    static String mods(List<Modifier> mods) {
        StringBuilder sb = new StringBuilder();
        for (Modifier m : mods) {
            if (m.value() != 0) sb.append(' ').append(LogLines.signed(m.value())).append(' ').append(m.source());
        }
        return sb.toString();
    }

    /** The casting roll's own chance (the prone check apart). */
    private static int castPercent(SpellPreviews.SpellOption o) {
        return CastingOdds.percent(Modifier.sum(o.castModifiers()), false);
    }

    /** One target's odds: the attack's hit and critical chances or its save, and the expected number. */
    static Line targetOdds(SpellDef spell, SpellPreviews.TargetOdds t, int castPercent) {
        Line line = targetOdds(spell, t);
        return new Line(castPercent + "% to cast. " + line.text(), line.style());
    }

    private static Line targetOdds(SpellDef spell, SpellPreviews.TargetOdds t) {
        String amount = Text.tenths(t.expectedTimesTen());
        if (spell.attack()) {
            return new Line("Spell attack: " + t.hitPercent() + "% to hit, " + t.critPercent()
                    + "% critical (x2, x4 on another 20...); " + amount + " damage expected on a hit.", Style.GOOD);
        }
        if (spell.save() != null) {
            String fails = spell.damage() != null ? amount + " damage expected on a failed save"
                    + (spell.halfOnSave() ? ", half on a success" : "") : spell.condition() + " on a failed save";
            return new Line(Ability.byId(spell.save()).label() + " save DC " + t.saveDc() + ": it saves " + t.savePercent()
                    + "% of the time; " + fails + ".", Style.GOOD);
        }
        if (spell.missiles() > 0) {
            return new Line(spell.missiles() + " darts that never miss: " + amount + " damage expected in all.", Style.GOOD);
        }
        if (spell.healing() != null) return new Line("Heals " + amount + " hit points on average.", Style.GOOD);
        if (spell.tempHp() > 0) return new Line("Gives " + amount + " temporary hit points.", Style.GOOD);
        return Line.of(spell.description());
    }
}
