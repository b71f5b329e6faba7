package escarmouche.ui.log;

import escarmouche.events.AttackEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.Event;
import escarmouche.events.explain.DamageDice;
import escarmouche.events.explain.Explain;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.damage.DamageLimits;
import escarmouche.rules.dice.Roll;
import escarmouche.ui.lang.Agreement;
import escarmouche.ui.lang.EngineSentences;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import java.util.Locale;

/**
 * The maths of an attack or a damage roll in the session's language, step for step as {@link Explain}
 * writes it in English (which stays the contract's own explanation): the kept d20 and both dice with
 * advantage, each modifier, the AC, the critical chain, then the damage pipeline. Words come from the
 * {@code log.x.} keys; modifier sources and damage types are said in the bundle's words when it has them.
 */
final class LogBreakdown {
    private final ScreenMessages m;
    /** Where each modifier comes from, in the log line's words. */
    private final ModifierSources sources;
    /** The creatures a reason or the cover names, put by name where the event puts their ids, and nowhere else. */
    private final PlayerWords words;

    LogBreakdown(ScreenMessages messages, ModifierSources sources, PlayerWords words) {
        this.sources = sources;
        this.m = messages;
        this.words = words;
    }

    /** The breakdown of an attack or damage event; other events keep Explain's line. */
    String line(Event e) {
        if (e instanceof AttackEvent a) return attack(a);
        if (e instanceof DamageEvent d) return damage(d);
        return Explain.line(e);
    }

    private String t(String key, Object... args) {
        Object[] said = new Object[args.length];
        for (int i = 0; i < args.length; i++) said[i] = String.valueOf(args[i]);
        return m.text("log.x." + key, said);
    }

    /** A bundle word for an engine word ({@code log.x.<kind>.<id>}), or the word itself. */
    private String word(String kind, String id) {
        if (id == null) return "";
        String key = "log.x." + kind + "." + id.toLowerCase(Locale.ROOT).replace(' ', '-');
        return m.has(key) ? m.text(key) : id;
    }

    private String attack(AttackEvent a) {
        List<Roll> rolls = a.rolls();
        int count = Math.min("none".equals(a.advantage()) ? 1 : 2, rolls.size());
        int natural = natural(a, rolls, count);
        StringBuilder sb = new StringBuilder(d20(rolls, count, natural, a.advantage(), a.advantageSources()));
        sb.append(modifiers(a.modifiers())).append(" = ").append(a.total());
        String acFrom = "";
        List<Modifier> acMods = a.acModifiers() == null ? List.of() : a.acModifiers();
        if (!acMods.isEmpty()) {
            List<String> by = a.coverBy() == null ? List.of() : a.coverBy();
            acFrom = " (" + (a.ac() - Modifier.sum(acMods)) + modifiers(acMods)
                    + (by.isEmpty() ? "" : t("cover.by", listed(by))) + ")";
        }
        sb.append(t("vs.ac", a.ac(), acFrom, a.hit() ? t("hit") : Boolean.TRUE.equals(a.dodged()) ? t("dodged") : t("miss")));
        if (natural == 20 && !a.critical()) sb.append(t("nat20"));
        if (natural == 1) sb.append(a.fumble() ? t("nat1.fumble") : t("nat1"));
        if (a.critical()) sb.append(t("then")).append(critical(a, rolls.subList(count, rolls.size()), natural));
        return sb.toString();
    }

    /** Creatures by name joined in the bundle's words ("Gobelin 2 et Gobelin 3"). */
    private String listed(List<String> ids) {
        return listed(m, ids.stream().map(words::name).toList());
    }

    /** Words joined in the bundle's words: "Lin", "Lin and Goblin 2", "Lin, Shade and Goblin 2". */
    static String listed(ScreenMessages m, List<String> items) {
        int n = items.size();
        if (n == 1) return items.get(0);
        return m.text("log.x.list.and", String.join(", ", items.subList(0, n - 1)), items.get(n - 1));
    }

    private static int natural(AttackEvent a, List<Roll> rolls, int count) {
        if (count == 0) return 0;
        int first = rolls.get(0).value();
        if (count == 1) return first;
        int second = rolls.get(1).value();
        return "advantage".equals(a.advantage()) ? Math.max(first, second) : Math.min(first, second);
    }

    private String critical(AttackEvent a, List<Roll> chain, int natural) {
        if (a.multiplier() <= 1) return t("crit.once");
        StringBuilder sb = new StringBuilder(t("crit"));
        for (int x = 4; x <= a.multiplier(); x *= 2) sb.append(t("crit.more", x));
        if (natural == 20) return sb.append(" (20").append(chain.isEmpty() ? "" : ", ").append(values(chain)).append(')').toString();
        return sb.append(t("crit.auto", values(chain))).toString();
    }

    private String damage(DamageEvent d) {
        StringBuilder sb = new StringBuilder();
        String dice = DamageDice.said(d);
        int flat = DamageDice.unshownFlat(d);
        String mods = (flat == 0 ? "" : (flat > 0 ? " +" : " ") + flat) + modifiers(d.modifiers());
        // French says "1 tranchant" but "5 tranchants": a type word has its own form for 0 and 1 where it agrees.
        String type = word("type", d.damageType());
        if (Math.abs(d.rolled()) <= 1 && d.damageType() != null) {
            String one = "log.x.type." + d.damageType().toLowerCase(Locale.ROOT) + ".one";
            if (m.has(one)) type = m.text(one);
        }
        String rolled = t("damage.rolled", d.rolled(), type);
        sb.append(!dice.isEmpty() || !mods.isEmpty() ? t("damage.from", (dice + mods).trim(), rolled) : rolled);
        boolean changed = false;
        // As the pipeline held it (DamageLimits): a long chain on a large roll is a billion, not a wrapped negative.
        if (d.multiplier() > 1) {
            sb.append(" ×").append(d.multiplier()).append(" = ").append(DamageLimits.multiplied(d.rolled(), d.multiplier()));
        }
        List<DamageEvent.Reduction> steps = d.reductions();
        // A save's half where the pipeline took it: after the flat reductions, before any halving.
        int save = d.saveHalf() == null ? -1 : Explain.reductionsBeforeSave(steps);
        boolean passesThrough = Explain.passesThrough(d, words.intangible(d.target()));
        for (int i = 0; i <= steps.size(); i++) {
            if (i == save) {
                sb.append(" - ").append(t("damage.save", d.saveHalf()));
                changed = true;
            }
            if (i == steps.size()) break;
            DamageEvent.Reduction r = steps.get(i);
            // A step that took nothing off (an older log's vulnerability on 0 damage) is no step to read.
            if (r.amount() == 0) continue;
            // An immunity (DMG-RESIST-FLAT beyond 45) is said as one, not as a resistance as large as the hit.
            String what = passesThrough ? t("step.dmg-magic-weapon.intangible")
                    : r.immunity() ? t("step.dmg-resist-flat.immune", word("type", d.damageType()))
                    : word("step", r.rule());
            sb.append(r.amount() >= 0 ? " - " + r.amount() : " + " + -r.amount()).append(' ').append(what);
            changed = true;
        }
        if (changed) sb.append(" = ").append(d.final_());
        // A number, not its text, for the bundle's choice of words: French says "1 absorbé", "2 absorbés".
        if (d.tempAbsorbed() > 0) sb.append(t("then")).append(m.text("log.x.damage.temp", d.tempAbsorbed()));
        sb.append(t("then")).append(t("damage.hp", d.hp()));
        // HP-KO: what knocking out did, agreeing with the creature felled ("assommée" for a feminine name).
        if (d.knockOut() != null) {
            String key = "damage.ko." + d.knockOut();
            sb.append(' ').append(t(key + Agreement.suffix(m, "log.x." + key, words.feminine(d.target()),
                    words.person(d.target()))));
        }
        return sb.toString();
    }

    /** " +3 For -2 deux armes": each modifier with its source in the bundle's words. */
    private String modifiers(List<Modifier> mods) {
        StringBuilder sb = new StringBuilder();
        for (Modifier x : mods) {
            sb.append(' ').append(x.value() < 0 ? "-" : "+").append(Math.abs(x.value())).append(' ')
                    .append(sources.say(Explain.sourceBesideValue(x.source(), x.value())));
        }
        return sb.toString();
    }

    private String d20(List<Roll> rolls, int count, int kept, String advantage, List<String> why) {
        // ATK-ADV: reasons of both kinds cancelled out; the line says why a single d20 was rolled.
        if (count < 2 && Explain.advantageCancelled(advantage, why)) return t("d20.cancelled", kept, reasons(why));
        if (count < 2) return "d20 " + kept;
        String reasons = why == null || why.isEmpty() ? "" : t("because", reasons(why));
        return t("d20.two", kept, values(rolls.subList(0, count)), word("adv", advantage), reasons);
    }

    /**
     * Advantage's reasons ("+flanking", "-prone") in the bundle's words; their signs kept only when both
     * kinds are there, as the English line does ({@link Explain#reasonsOfOneKind}).
     */
    private String reasons(List<String> why) {
        boolean signs = !Explain.reasonsOfOneKind(why);
        StringBuilder sb = new StringBuilder();
        for (String w : why) {
            if (!sb.isEmpty()) sb.append(", ");
            boolean signed = w.startsWith("+") || w.startsWith("-");
            sb.append(signed ? (signs ? w.substring(0, 1) : "") + reason(w.substring(1)) : reason(w));
        }
        return sb.toString();
    }

    /**
     * One reason: the bundle's word for it, else the engine's phrase ("flanking with g1") in the language, the
     * creature its argument is by name. Only there: the reason's own words ("target prone, within 1.5 m") stay
     * words when a creature's id is "target" or "m".
     */
    private String reason(String why) {
        String key = "log.x.source." + why.toLowerCase(Locale.ROOT).replace(' ', '-');
        return m.has(key) ? m.text(key) : EngineSentences.of(m).say(why, words.sentences());
    }

    private static String values(List<Roll> rolls) {
        StringBuilder sb = new StringBuilder();
        for (Roll r : rolls) {
            if (!sb.isEmpty()) sb.append(", ");
            sb.append(r.value());
        }
        return sb.toString();
    }
}
