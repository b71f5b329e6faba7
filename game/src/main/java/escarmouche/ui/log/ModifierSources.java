package escarmouche.ui.log;

import escarmouche.lang.ScreenMessages;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a modifier comes from ("Str", "prof", "magic +1", "melee: g1 level 2") in a language other than
 * English: the bundle's word for a plain source ({@code log.x.source.}), the words of a composed one (a
 * weapon's enchantment, the enemy in melee with a caster, a focus, a bonus a condition takes away, the
 * pair of weapons' lengths), else the source with its ids in the player's words. The log line and its
 * breakdown say sources alike through it.
 */
public final class ModifierSources {
    /** A weapon's enchantment: "magic +1". */
    private static final Pattern MAGIC = Pattern.compile("magic \\+\\d+");
    /** CAST-ROLL: the strongest enemy in melee with the caster, "melee: g1 level 2". */
    private static final Pattern MELEE = Pattern.compile("melee: (\\S+) level (\\d+)");
    /** CAST-ROLL: a spellcasting focus, "staff level 13". */
    private static final Pattern FOCUS = Pattern.compile("(staff|wand|holy-symbol) level (\\d+)");
    /** A save that loses its ability bonus to a condition: "paralyzed: no Dex bonus". */
    private static final Pattern NO_BONUS = Pattern.compile("(\\S+): no (\\w+) bonus");
    /** ATK-TWF: the pair's penalty by the weapons' lengths, "two weapons (medium + short)". */
    private static final Pattern TWO_WEAPONS = Pattern.compile("two weapons \\((\\S+) \\+ (\\S+)\\)");

    private final ScreenMessages m;
    private final PlayerWords words;

    public ModifierSources(ScreenMessages m, PlayerWords words) {
        this.m = m;
        this.words = words;
    }

    String say(String source) {
        if (source == null) return "";
        String said = known(source);
        return said != null ? said : words.say(source);
    }

    /**
     * CAST-ROLL's enemy in melee with the caster in the bundle's words, in every language ("melee (Goblin 1,
     * level 2)": the source's own colon read as the breakdown's); null for any other source.
     */
    public String melee(String source) {
        Matcher x = source == null ? null : MELEE.matcher(source);
        return x != null && x.matches() ? m.text("log.x.source.melee", words.name(x.group(1)), x.group(2)) : null;
    }

    /**
     * The source in the bundle's words when it has them: a plain source, a composed one, a piece of armour;
     * null for any other (an engine sentence, which the caller says its own way).
     */
    public String known(String source) {
        String key = "log.x.source." + source.toLowerCase(Locale.ROOT).replace(' ', '-');
        if (m.has(key)) return m.text(key);
        // A weapon's enchantment: its value stands beside it ("+1 magie"), so the word alone.
        if (MAGIC.matcher(source).matches()) return m.text("log.x.source.magic");
        String melee = melee(source);
        if (melee != null) return melee;
        Matcher x = FOCUS.matcher(source);
        if (x.matches()) return m.text("log.x.source.focus", m.text("log.x.focus." + x.group(1)), x.group(2));
        x = NO_BONUS.matcher(source);
        if (x.matches()) return m.text("log.x.source.no.bonus", word("log.condition.", x.group(1)), ability(x.group(2)));
        x = TWO_WEAPONS.matcher(source);
        if (x.matches()) {
            return m.text("log.x.source.two.weapons", word("engine.word.", x.group(1)), word("engine.word.", x.group(2)));
        }
        return words.armour(source);
    }

    private String word(String prefix, String id) {
        return m.has(prefix + id) ? m.text(prefix + id) : id;
    }

    private String ability(String a) {
        String key = "log.ability." + a.toLowerCase(Locale.ROOT);
        return m.has(key) ? m.text(key) : a;
    }
}
