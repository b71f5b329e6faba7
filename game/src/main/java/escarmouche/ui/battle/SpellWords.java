package escarmouche.ui.battle;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.rules.casting.CastingOdds;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * Spells and potions in the screen's words: the casting roll and its odds, slots, what a spell does to a
 * target, from the previews' numbers (nothing is computed here but the wording).
 */
final class SpellWords {
    private SpellWords() {}

    /** "cantrip" or "level 3". */
    static String level(SpellDef spell, FightTerms w) {
        return spell.level() == 0 ? w.t("spell.cantrip") : w.t("spell.level", spell.level());
    }

    /**
     * "slots left level 1: 4, 2: 3" for the levels of the spells offered ({@code used[level]}), or null
     * when none of them takes a slot. A level-10 cleric has slots up to level 5: all five would run past
     * the edge of an 80-column title, and those its spells never use say nothing it can act on.
     */
    static String slots(Creature caster, boolean[] used, FightTerms w) {
        List<Integer> slots = caster.resources.slots;
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) {
            // "level 1: 4, 2: 3, 3: 3": the word once, so that a caster with a scroll and three levels fits 80 columns.
            if (i + 1 < used.length && used[i + 1]) {
                parts.add(w.t(parts.isEmpty() ? "spell.slot" : "spell.slot.more", i + 1, slots.get(i)));
            }
        }
        return parts.isEmpty() ? null : w.t("spell.slots", String.join(", ", parts));
    }

    /** What the spell does, in a few words (a line of the picker fits 80 columns), with its expected number. */
    static String effect(SpellDef spell, SpellPreviews.TargetOdds odds, FightTerms w) {
        String amount = odds == null || odds.expectedTimesTen() == 0 ? "" : " " + w.tenths(odds.expectedTimesTen());
        if (spell.attack()) return w.t("spell.effect.attack", amount);
        if (spell.missiles() > 0) return w.counted("spell.effect.darts", spell.missiles(), spell.missiles(), amount);
        if (spell.save() != null) {
            String save = w.save(spell.save());
            if (spell.damage() != null) return w.t(spell.halfOnSave() ? "spell.effect.halves" : "spell.effect.avoids", save, amount);
            return spell.condition() != null ? w.t("spell.effect.or", save, w.condition(spell.condition())) : save;
        }
        if (spell.healing() != null) return w.t("spell.effect.heals", amount);
        if (spell.tempHp() > 0) return w.counted("spell.effect.temporary", expected(odds), amount.trim());
        return spell.description();
    }

    /** The casting roll for a spell: its modifiers, the odds, what a natural 1 costs; and the prone check. */
    static List<Line> castRoll(SpellPreviews.SpellOption o, FightTerms w) {
        List<Line> out = new ArrayList<>();
        if (o.castModifiers().isEmpty()) {
            out.add(Line.dim("  " + w.t("spell.roll.plain")));
            return out;
        }
        String lost = w.t(o.scroll() != null ? "spell.lost.scroll" : o.spell().level() == 0 ? "spell.lost.cantrip"
                : "spell.lost.slot");
        String rule = o.scroll() != null ? "[CAST-SCROLL]" : "[CAST-ROLL]";
        out.add(Line.dim("  " + w.t("spell.roll", rule, w.modifiers(o.castModifiers()), castPercent(o),
                CastingOdds.LOST_PERCENT, lost)));
        if (o.pronePercent() >= 0) {
            out.add(new Line("  " + w.t("spell.roll.prone", w.segments(o.segments()), o.pronePercent(), o.castPercent()), Style.WARN));
        }
        return out;
    }

    /** The casting roll's own chance (the prone check apart). */
    private static int castPercent(SpellPreviews.SpellOption o) {
        return CastingOdds.percent(Modifier.sum(o.castModifiers()), false);
    }

    /** One target's odds: the attack's hit and critical chances or its save, and the expected number. */
    static Line targetOdds(SpellDef spell, SpellPreviews.TargetOdds t, int castPercent, FightTerms w,
                           boolean feminine) {
        return targetOdds(spell, t, castPercent, w, feminine, false);
    }

    /** @param person whether the target is a hero: English says "their d20", "they save", "leaves them". */
    static Line targetOdds(SpellDef spell, SpellPreviews.TargetOdds t, int castPercent, FightTerms w,
                           boolean feminine, boolean person) {
        Line line = targetOdds(spell, t, w, feminine, person);
        String text = w.t("spell.to.cast.line", castPercent, line.text());
        if (!t.healing() && !t.defences().isEmpty()) text += " " + defended(t, w);
        if (!t.healing() && (spell.damage() != null || spell.missiles() > 0)) {
            // The chain counted says so: the figure is more than the product of those before it.
            text += " " + w.t(chainCounted(spell, t) ? "spell.all.told.chain" : "spell.all.told",
                    w.tenths(allTold(spell, t, castPercent)));
        } else if (!t.healing() && spell.save() != null && spell.condition() != null) {
            text += " " + w.tp("spell.all.told.condition", feminine, person, conditionTold(t, castPercent),
                    w.condition(spell.condition(), feminine));
        }
        return new Line(text, line.style());
    }

    /**
     * The chance, in percent, that one cast leaves the target in the spell's condition: the casting works
     * and the target fails its save. Each is shown apart; a player weighing the cast wants them together.
     */
    static int conditionTold(SpellPreviews.TargetOdds t, int castPercent) {
        return (int) Math.round(castPercent * (100 - t.savePercent()) / 100.0);
    }

    /**
     * What the target takes from one cast on average, in tenths: the chance the casting works, times the
     * chance the spell lands (its attack hits; its save fails, or a success still takes half), times what its
     * defences leave of the damage (of a success's half, as the damage pipeline orders and rounds them),
     * criticals counted as the attack panel's figures count them: a spell attack's natural 20, and under the
     * house rules the chain d20 a damaging spell without one rolls (a 20 in 20, CAST-CRIT).
     */
    static int allTold(SpellDef spell, SpellPreviews.TargetOdds t, int castPercent) {
        double critical = t.afterCriticalTimesTen();
        double plain = t.afterDefencesTimesTen();
        if (spell.attack()) {
            double crit = Math.min(t.critPercent(), t.hitPercent()) / 100.0;
            double hit = Math.max(0, t.hitPercent()) / 100.0;
            return (int) Math.round(castPercent / 100.0 * ((hit - crit) * plain + crit * critical));
        }
        // The chain's d20 comes up 20 one cast in twenty; afterCritical equals plain where no chain is rolled.
        double weighed = 0.95 * plain + 0.05 * critical;
        if (spell.save() == null) return (int) Math.round(castPercent / 100.0 * weighed);
        double saves = t.savePercent() / 100.0;
        // A success takes what the engine leaves of it (the save's half after the flat defences, DMG-VULN),
        // weighed roll by roll by the preview: not half of the failure's figure, which rounds nothing down.
        double saved = spell.halfOnSave() ? 0.95 * t.afterSaveTimesTen() + 0.05 * t.afterSaveCriticalTimesTen() : 0;
        return (int) Math.round(castPercent / 100.0 * ((1 - saves) * weighed + saves * saved));
    }

    /**
     * Whether {@link #allTold} counts the chain d20 of a damaging spell without an attack roll (CAST-CRIT): the
     * figure then exceeds the product of the chances and damage shown before it, and says why. A spell attack's
     * criticals are shown on its own line.
     */
    static boolean chainCounted(SpellDef spell, SpellPreviews.TargetOdds t) {
        return !spell.attack() && t.afterCriticalTimesTen() > t.afterDefencesTimesTen();
    }

    /** "Its defences leave 0 of the 4.5 (DMG-IMMUNE).": what the target takes of the expected damage. */
    static String defended(SpellPreviews.TargetOdds t, FightTerms w) {
        return w.t("spell.defended", w.tenths(t.afterDefencesTimesTen()), w.tenths(t.expectedTimesTen()),
                String.join(", ", t.defences()));
    }

    /** @param feminine whether the target's name is feminine (the sentence about its save agrees) */
    private static Line targetOdds(SpellDef spell, SpellPreviews.TargetOdds t, FightTerms w, boolean feminine,
                                   boolean person) {
        String amount = w.tenths(t.expectedTimesTen());
        if (spell.attack()) {
            return new Line(w.t("spell.odds.attack", t.hitPercent(), FightTerms.critical(t.critPercent(), t.hitPercent()), amount,
                    w.t("spell.attack.roll", w.bonus(t.roll().modifiers()),
                            w.armourClass(t.rollAgainst(), t.againstModifiers(), t.coverBy()),
                            w.advantage(t.roll().advantage(), t.roll().sources()))),
                    Style.GOOD);
        }
        if (spell.save() != null) {
            String fails = spell.damage() != null ? w.t(spell.halfOnSave() ? "spell.odds.fails.half" : "spell.odds.fails",
                    amount) : w.t("spell.odds.fails.condition", w.condition(spell.condition(), feminine));
            // A condition that fails the save whatever the d20 (COND-PARALYZED: Str and Dex) is said with its rule,
            // rather than a bonus beside a 0.
            if (t.saveFailedBy() != null) {
                return new Line(capital(w.tp("spell.odds.save.fails", feminine, person, w.save(spell.save()), t.saveDc(),
                        w.condition(t.saveFailedBy(), feminine), Condition.byId(t.saveFailedBy()).ruleId(), fails)),
                        Style.GOOD);
            }
            return new Line(capital(w.tp("spell.odds.save", feminine, person, w.save(spell.save()), t.saveDc(), t.savePercent(),
                    fails, w.d20(t.roll()))),
                    Style.GOOD);
        }
        if (spell.missiles() > 0) {
            return new Line(w.counted("spell.odds.darts", spell.missiles(), spell.missiles(), amount), Style.GOOD);
        }
        if (spell.healing() != null) return new Line(w.counted("spell.odds.heals", expected(t), amount), Style.GOOD);
        if (spell.tempHp() > 0) return new Line(w.counted("spell.odds.temporary", expected(t), amount), Style.GOOD);
        return Line.of(spell.description());
    }

    /**
     * The warning when the spell's target is on the caster's side: "this spell would hurt an ally" for damage, but
     * one that only lays a condition (hold person) says what it would do ("would leave an ally paralyzed"), the
     * condition agreeing with the target ("une alliée paralysée").
     *
     * @param yourself whether the target is the caster; {@code who} names it otherwise
     */
    static String harmsOwnSide(SpellDef spell, boolean yourself, String who, boolean feminine, FightTerms w) {
        if (spell.damage() != null || spell.condition() == null) {
            return yourself ? w.t("spell.hurts.you") : w.t("spell.hurts.ally", who);
        }
        String condition = w.condition(spell.condition(), feminine);
        return yourself ? w.t("spell.hinders.you", condition) : w.tf("spell.hinders.ally", feminine, who, condition);
    }

    /** The number expected, for the words that go with it ("1 hit point", "6 hit points"); 0 with no odds. */
    private static double expected(SpellPreviews.TargetOdds odds) {
        return odds == null ? 0 : odds.expectedTimesTen() / 10.0;
    }

    static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
