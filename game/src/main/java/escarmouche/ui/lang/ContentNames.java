package escarmouche.ui.lang;

import escarmouche.lang.Language;
import escarmouche.content.model.ContentWords;
import escarmouche.content.model.ContentWords.Kind;
import escarmouche.content.model.EncounterInfo;

/**
 * Content names and descriptions in a session's language: the translation the content gives
 * ({@code "fr": {...}}), else the English the screen would have shown. One per session and fight; the
 * event log never goes through it.
 */
public final class ContentNames {
    private final ContentWords words;
    private final String language;

    private ContentNames(ContentWords words, String language) {
        this.words = words == null ? ContentWords.NONE : words;
        this.language = language;
    }

    public static ContentNames of(ContentWords words, Language language) {
        return new ContentNames(words, language.code());
    }

    /** Names that translate nothing: the English everywhere. */
    public static ContentNames english() {
        return new ContentNames(ContentWords.NONE, Language.EN.code());
    }

    /** A creature on the map: its combatant's translation, else its template's if it bears that name. */
    public String creature(String combatantId, String template, String shown) {
        return words.creature(language, combatantId, template, shown);
    }

    /** Whether a creature's name is feminine in this language ({@link ContentWords#feminine}): sentences agree. */
    public boolean feminine(String combatantId, String template, String shown) {
        return words.feminine(language, combatantId, template, shown);
    }

    public String weapon(String id, String shown) {
        return words.name(language, Kind.WEAPON, id, shown);
    }

    public String armor(String id, String shown) {
        return words.name(language, Kind.ARMOR, id, shown);
    }

    public String spell(String id, String shown) {
        return words.name(language, Kind.SPELL, id, shown);
    }

    public String spellDescription(String id, String shown) {
        return words.description(language, Kind.SPELL, id, shown);
    }

    public String item(String id, String shown) {
        return words.name(language, Kind.ITEM, id, shown);
    }

    public String itemDescription(String id, String shown) {
        return words.description(language, Kind.ITEM, id, shown);
    }

    /** A class by its id ({@code fighter}), as a party screen names it. */
    public String className(String id, String shown) {
        return words.name(language, Kind.CLASS, id, shown);
    }

    public String monster(String id, String shown) {
        return words.name(language, Kind.MONSTER, id, shown);
    }

    public String behavior(String id, String shown) {
        return words.name(language, Kind.BEHAVIOR, id, shown);
    }

    /** A behaviour's one line ({@code description}) in this language, else {@code shown}. */
    public String behaviorDescription(String id, String shown) {
        String said = words.description(language, Kind.BEHAVIOR, id, shown);
        // One written in place has no translation of its own; the description it inherits may have one.
        return shown != null && shown.equals(said) ? words.descriptionOf(language, Kind.BEHAVIOR, shown) : said;
    }

    /** A behaviour rule's reason ({@code why}) as the engine wrote it in English, in this language. */
    public String reason(String english) {
        return words.name(language, Kind.REASON, english, english);
    }

    /** A scenario's initiative group ({@code goblins}) as the log names it: its translation, else its own word. */
    public String group(String id) {
        return words.name(language, Kind.GROUP, id, id);
    }

    public String map(String id, String shown) {
        return words.name(language, Kind.MAP, id, shown);
    }

    /** A weapon id as a word in this language ("épée longue"), else as the English screens say ids ("light crossbow"). */
    public String weaponWord(String id) {
        return word(Kind.WEAPON, id);
    }

    /**
     * A weapon, item or spell id as this language names it, in lower case ("filet" for {@code net}), or null when
     * the content names none of them so: a word a command names by id, said as the log says it.
     */
    public String thingWord(String id) {
        for (Kind kind : new Kind[] {Kind.WEAPON, Kind.ITEM, Kind.SPELL}) {
            String n = words.name(language, kind, id, null);
            if (n != null) return n.toLowerCase(locale());
        }
        return null;
    }

    public String armorWord(String id) {
        return word(Kind.ARMOR, id);
    }

    public String spellWord(String id) {
        return word(Kind.SPELL, id);
    }

    public String itemWord(String id) {
        return word(Kind.ITEM, id);
    }

    /** A class id ({@code fighter}) as a word: "guerrier" in French, the id in English. */
    public String classWord(String id) {
        return word(Kind.CLASS, id);
    }

    /** The same for a hero whose name is feminine: the class's feminine form where it has one ("guerrière"). */
    public String classWord(String id, boolean feminine) {
        if (!feminine || id == null) return classWord(id);
        String n = words.feminineName(language, Kind.CLASS, id, null);
        return n != null ? n.toLowerCase(locale()) : classWord(id);
    }

    public String monsterWord(String id) {
        return word(Kind.MONSTER, id);
    }

    private String word(Kind kind, String id) {
        if (id == null) return "";
        String n = words.name(language, kind, id, null);
        return n != null ? n.toLowerCase(locale()) : id.replace('-', ' ');
    }

    /** The name of an encounter of the list. */
    public String encounter(EncounterInfo e) {
        return words.name(language, Kind.ENCOUNTER, e.id(), e.name());
    }

    public String encounterDescription(EncounterInfo e) {
        return words.description(language, Kind.ENCOUNTER, e.id(), e.description());
    }

    /** The name of the scenario being fought (its own {@code "fr"}). */
    public String scenario(String shown) {
        return words.name(language, Kind.SCENARIO, "", shown);
    }

    public String scenarioDescription(String shown) {
        return words.description(language, Kind.SCENARIO, "", shown);
    }

    /** The locale of the language, to change a name's case ("épée longue"). */
    public java.util.Locale locale() {
        return Language.parse(language).orElse(Language.EN).locale();
    }

    /** What joins a behaviour's name to its reason: ": ", or with the non-breaking space French puts before it. */
    public String colon() {
        return Language.FR.code().equals(language) ? "\u00a0: " : ": ";
    }

    /** Whether this speaks English, where nothing is ever translated. */
    public boolean speaksEnglish() {
        return Language.EN.code().equals(language);
    }
}
