package escarmouche.ui.battle;

import escarmouche.engine.preview.AttackPreview;
import escarmouche.engine.preview.D20Preview;
import escarmouche.events.explain.Explain;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.ui.lang.Agreement;
import escarmouche.ui.lang.EngineSentences;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.log.ModifierSources;
import escarmouche.ui.log.PlayerWords;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Direction;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The battle screen's details in the session's language: its {@code battle.} texts, and the few words the
 * engine gives as ids (conditions, abilities, damage types, directions, advantage sources) in the bundle's
 * words. English keeps the engine's own words, so English screens read exactly as they always did.
 */
final class FightTerms {
    private final ScreenMessages m;
    /** Whether the creature of an id has a feminine name in this language (the words about it agree). */
    private final Predicate<String> feminine;
    /** The fight's creatures by their names, for the reasons that name them; null: ids as written. */
    private final PlayerWords names;
    /** The log's words for modifiers, knowing the same names; null with them. */
    private final ModifierSources modifiers;
    private final Predicate<String> unseen;

    FightTerms(ScreenMessages m) {
        this(m, id -> false);
    }

    /** The words of a fight's screen, knowing which of its creatures have feminine names. */
    FightTerms(ScreenMessages m, Predicate<String> feminine) {
        this.m = m;
        this.feminine = feminine;
        this.names = null;
        this.modifiers = null;
        this.unseen = id -> false;
    }

    /**
     * The words of a fight's screen that also name its creatures as the log does, in the reasons of an
     * advantage or a modifier ("flanking with Lin", "melee: Goblin 1 level 2"), not by their ids.
     */
    FightTerms(ScreenMessages m, PlayerWords names) {
        this(m, names, id -> false);
    }

    /**
     * The same, leaving unnamed the creatures {@code unseen} holds (ACT-HIDE): a foe the player cannot see
     * is not said to stand in the way of a shot, though the cover it gives still counts.
     */
    FightTerms(ScreenMessages m, PlayerWords names, Predicate<String> unseen) {
        this.m = m;
        this.feminine = names::feminine;
        this.names = names;
        this.modifiers = new ModifierSources(m, names);
        this.unseen = unseen;
    }

    /** Whether the creature of this id has a feminine name in this language. */
    boolean feminine(String id) {
        return feminine.test(id);
    }

    ScreenMessages messages() {
        return m;
    }

    boolean english() {
        return m.language() == Language.EN;
    }

    /**
     * The text of a {@code battle.} key; every argument is passed as text, so no language groups the
     * digits of a number or rounds it.
     */
    String t(String key, Object... args) {
        Object[] said = new Object[args.length];
        for (int i = 0; i < args.length; i++) said[i] = String.valueOf(args[i]);
        return m.text("battle." + key, said);
    }

    /**
     * {@link #t} with one more argument after {@code args}: {@code count}, the number the key chooses its words by
     * ({@code {N,choice,...}}: "1 hit point", "1.5 hit points"; French "1,5 point", singular below 2), passed as
     * a number where the others are text.
     */
    String counted(String key, double count, Object... args) {
        Object[] said = new Object[args.length + 1];
        for (int i = 0; i < args.length; i++) said[i] = String.valueOf(args[i]);
        said[args.length] = count;
        return m.text("battle." + key, said);
    }

    /**
     * {@link #t}, agreeing with a creature: the key's feminine form ({@code battle.KEY.f}) when its name is
     * feminine in this language and the bundle has one.
     */
    String tf(String key, boolean feminine, Object... args) {
        return t(key + Agreement.suffix(m, "battle." + key, feminine), args);
    }

    /**
     * {@link #tf}, the creature also a hero or not: English says a hero's "their" for "its", in the key's
     * person's form ({@code battle.KEY.they}) where the bundle has one.
     */
    String tp(String key, boolean feminine, boolean person, Object... args) {
        return t(key + Agreement.suffix(m, "battle." + key, feminine, person), args);
    }

    /**
     * {@link #tf} with a count after the arguments, passed as a number for the bundle's choice of words: "1 hit
     * point", "3 hit points", French "-1 point", "0 point" (the singular below 2). The text says its digits
     * with an argument of its own, so that none is grouped.
     */
    String counted(String key, boolean feminine, int count, Object... args) {
        return counted(key, feminine, false, count, args);
    }

    /** {@link #counted(String, boolean, int, Object...)}, the creature also a hero or not, as {@link #tp} says it. */
    String counted(String key, boolean feminine, boolean person, int count, Object... args) {
        Object[] said = new Object[args.length + 1];
        for (int i = 0; i < args.length; i++) said[i] = String.valueOf(args[i]);
        said[args.length] = count;
        return m.text("battle." + key + Agreement.suffix(m, "battle." + key, feminine, person), said);
    }

    /**
     * " +4 temporary" after the hit points (DMG-TEMP): a number, not its text, for the bundle's choice of words
     * (French "+1 temporaire", "+4 temporaires").
     */
    String temporary(int n) {
        return m.text("battle.health.temporary", n);
    }

    /** "1 segment", "3 segments": what a spell costs on its casting roll (CAST-ROLL). */
    String segments(int n) {
        return m.text("log.x.source.segment.count", n);
    }

    /** "1 square", "3 squares". */
    String squares(int n) {
        return t(n == 1 ? "square" : "squares", n);
    }

    /** A condition's name ("prone"), in the log's words for it. */
    String condition(String id) {
        return condition(id, false);
    }

    /** The same for a creature whose name is feminine or not: the word's feminine form where the language has one. */
    String condition(String id, boolean feminine) {
        String key = "log.condition." + id;
        if (english() || !m.has(key)) return id;
        return m.text(Agreement.key(m, key, feminine));
    }

    /** "Str", or the language's abbreviation ("For"); takes an id in any case. */
    String ability(String id) {
        if (id == null || id.isEmpty()) return "";
        String plain = Character.toUpperCase(id.charAt(0)) + id.substring(1).toLowerCase(Locale.ROOT);
        String key = "log.ability." + id.toLowerCase(Locale.ROOT);
        return english() || !m.has(key) ? plain : m.text(key);
    }

    /** "slashing", or the log's word for the damage type. */
    String damageType(DamageType type) {
        String key = "log.x.type." + type.id();
        return english() || !m.has(key) ? type.id() : m.text(key);
    }

    /**
     * The same after an amount that is never more than {@code most}: French agrees "0 contondant" and
     * "1 tranchant" in the singular, as the log's breakdown does ("log.x.type.*.one").
     */
    String damageType(DamageType type, int most) {
        String one = "log.x.type." + type.id() + ".one";
        return most <= 1 && !english() && m.has(one) ? m.text(one) : damageType(type);
    }

    /** "humanoid", or the language's word for the creature type. */
    String creatureType(String id) {
        String key = "battle.creature.type." + id;
        return english() || !m.has(key) ? id : m.text(key);
    }

    /** "north-east", or the language's. */
    String direction(Direction d) {
        return english() ? d.label : t("direction." + d.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }

    /** "north-east" after "the way": "vers le nord-est" in French. */
    String toward(Direction d) {
        return english() ? d.label : t("toward." + d.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }

    /** A number in tenths, "4.5" ("4,5" in French). */
    String tenths(int timesTen) {
        String s = escarmouche.ui.term.Text.tenths(timesTen);
        return english() ? s : s.replace('.', ',');
    }

    /**
     * A critical's chance for "{n}% critical": under disadvantage a natural 20 twice is 1 in 400, which
     * whole percents round to 0; said "<1" so that it does not read as impossible (a natural 20 always
     * hits, so a chance to hit above 0 means a critical can come).
     */
    static Object critical(int critPercent, int hitPercent) {
        return critPercent == 0 && hitPercent > 0 ? "<1" : critPercent;
    }

    /**
     * A hit's expected damage as the panels say it: "6.5", or where the target's defences change it, "6.5
     * rolled, 3 taken after its defences (DMG-RESIST-HALF)".
     */
    String hitDamage(AttackPreview p) {
        String rolled = tenths(p.expectedDamageTimesTen());
        if (p.defences().isEmpty()) return rolled;
        return t("damage.defended", rolled, tenths(p.afterDefencesTimesTen()), String.join(", ", p.defences()));
    }

    /**
     * What a roll adds to its d20, then its parts as the roll's log line will give them: "+5 (+3 Str +2
     * prof)", "+2 (+2 prof)" (which says the ability adds nothing); "+0" when nothing is added.
     */
    String bonus(List<Modifier> mods) {
        String sum = LogLines.signed(Modifier.sum(mods));
        String parts = modifiers(mods);
        return parts.isEmpty() ? sum : sum + " (" + parts.substring(1) + ")";
    }

    /**
     * A d20's advantage or disadvantage with its reasons, as the attack panel gives it: " with disadvantage
     * (against: enemy within 1.5 m (Spectre))"; the reasons that cancel out when there are both kinds; nothing
     * without any.
     *
     * @param advantage "advantage", "disadvantage" or "none"
     * @param sources   the reasons, "+" for and "-" against
     */
    String advantage(String advantage, List<String> sources) {
        // ATK-ADV: one reason of each kind cancels out; the roll is a plain one, and the panel says why.
        if ("none".equals(advantage)) return sources.isEmpty() ? "" : t("target.adv.cancelled", reasons(sources));
        return t("target.adv." + advantage, reasons(sources));
    }

    /**
     * The advantage's reasons in the screen's words ({@link #source}): those for under one "for:", those
     * against under one "against:", each apart by a semicolon, since a reason may hold a comma of its own
     * ("for: target prone, within 1.5 m; target unconscious").
     */
    String reasons(List<String> sources) {
        List<String> fors = new ArrayList<>();
        List<String> againsts = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String s : sources) {
            if (s.startsWith("+")) fors.add(source(s.substring(1)));
            else if (s.startsWith("-")) againsts.add(source(s.substring(1)));
            else others.add(source(s));
        }
        List<String> out = new ArrayList<>();
        // In the order the first of each kind comes, as the engine lists them.
        for (String s : sources) {
            if (s.startsWith("+") && !fors.isEmpty()) {
                out.add(t("target.for", list(fors)));
                fors.clear();
            } else if (s.startsWith("-") && !againsts.isEmpty()) {
                out.add(t("target.against", list(againsts)));
                againsts.clear();
            }
        }
        out.addAll(others);
        return list(out);
    }

    /** Reasons apart by semicolons, as the language writes one ("a; b", "a ; b" in French). */
    private String list(List<String> reasons) {
        String out = reasons.isEmpty() ? "" : reasons.get(0);
        for (int i = 1; i < reasons.size(); i++) out = t("target.reasons", out, reasons.get(i));
        return out;
    }

    /** A d20 before it is rolled: "+3 (+3 Dex) with advantage (for: CLASS-INFILTRATOR)", its bonus then its advantage. */
    String d20(D20Preview roll) {
        return bonus(roll.modifiers()) + advantage(roll.advantage(), roll.sources());
    }

    /** A hit's damage as it will be rolled: "1d8 +3 Str", the weapon's dice then what is added to them. */
    String damageRoll(AttackPreview p) {
        return p.damageDice() + modifiers(p.damageModifiers());
    }

    /**
     * " +4 Int -2 melee (Goblin 1, level 2)": every modifier with its reason in the log's words, zeros left
     * out, as the log line of the same roll gives them.
     */
    String modifiers(List<Modifier> mods) {
        StringBuilder sb = new StringBuilder();
        for (Modifier m : mods) {
            if (m.value() != 0) {
                sb.append(' ').append(LogLines.signed(m.value())).append(' ')
                        .append(source(Explain.sourceBesideValue(m.source(), m.value())));
            }
        }
        return sb.toString();
    }

    /** An action's or a reaction's state: "ready", else {@code otherwise} ("spent", "used"). */
    String state(boolean ready, String otherwise) {
        return t(ready ? "ready" : otherwise);
    }

    /**
     * The armour class an attack's odds are worked against, with what the target's cover adds to its own
     * as the attack's log line will give it: "15 (13 +2 half cover)", or "13" in the open.
     */
    String armourClass(AttackPreview p) {
        return armourClass(p.ac(), p.acModifiers(), p.coverBy());
    }

    /**
     * "18 (13 +5 three-quarters cover)": an armour class and what its cover adds, as the log line gives it,
     * and who stands in the way when creatures give that cover ("15 (13 +2 half cover: Goblin 2 in the way)").
     */
    String armourClass(int ac, List<Modifier> added, List<String> coverBy) {
        if (added.isEmpty()) return String.valueOf(ac);
        List<String> who = new ArrayList<>(coverBy.size());
        for (String id : coverBy) if (!unseen.test(id)) who.add(names == null ? id : names.name(id));
        return ac + " (" + (ac - Modifier.sum(added)) + modifiers(added)
                + (who.isEmpty() ? "" : t("cover.by", listed(who))) + ")";
    }

    /** "Brunhild", "Brunhild and Goblin 2", "Brunhild, Lin and Goblin 2". */
    String listed(List<String> items) {
        if (items.size() < 2) return String.join("", items);
        return t("list.and", String.join(", ", items.subList(0, items.size() - 1)), items.get(items.size() - 1));
    }

    /**
     * An advantage or modifier source as the engine names it ("flanking with g1"), in the log's words when it
     * has them, and the creatures it names by their names when this screen knows them, as the log line of
     * the same roll gives them ("flanking with Goblin 1").
     */
    String source(String s) {
        if (s == null) return s;
        if (english()) s = Explain.sourceBesideValue(s);
        if (names == null) {
            if (english()) return s;
            String key = "log.x.source." + s.toLowerCase(Locale.ROOT).replace(' ', '-');
            return m.has(key) ? m.text(key) : said(s);
        }
        // The log's own words for modifiers (ModifierSources), then the engine's sentence with its names.
        String melee = modifiers.melee(s);
        String known = melee != null ? melee : english() ? names.armour(s) : modifiers.known(s);
        return known != null ? known : names.said(s, m);
    }

    /**
     * One of the engine's sentences (why a command would be refused, why a roll has advantage) in the
     * session's language, its ids left as they are; English keeps the engine's sentence.
     */
    String said(String engineSentence) {
        if (engineSentence == null || english()) return engineSentence;
        return EngineSentences.of(m).say(engineSentence, id -> id);
    }

    /** An ability's save, "Dex save" or "sauvegarde de Dex". */
    String save(String abilityId) {
        return t("save", ability(Ability.byId(abilityId).label()));
    }
}
