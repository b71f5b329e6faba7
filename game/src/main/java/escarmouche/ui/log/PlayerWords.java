package escarmouche.ui.log;

import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.Grimoire;
import escarmouche.content.model.ItemDef;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.core.Weapon;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.lang.EngineSentences;
import escarmouche.ui.lang.LabelledNames;
import escarmouche.ui.lang.NumberedNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The player's words for what the engine says with ids: creatures by name ("Goblin 2", never "g2"),
 * weapons, spells and items by name ("light crossbow", never "light-crossbow"), abilities as "Str" and
 * "Dex", and a refused command as a sentence. The event log keeps its ids; only the screen is rewritten.
 */
public final class PlayerWords {
    /** A word as the engine writes one: an id, a content id, an ability. */
    private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
    /** English words hyphenated in their own right, not content ids: "three-quarters cover" keeps its hyphen. */
    private static final Set<String> HYPHENATED = Set.of("three-quarters");
    /** The verbs whose phrase ends on the creature the command names ("attack", "give first aid to"). */
    private static final Set<String> OF_A_CREATURE = Set.of("attack", "grapple", "shove", "help", "aid");
    private static final Map<String, String> ABILITIES = Map.of("STR", "Str", "DEX", "Dex", "CON", "Con",
            "INT", "Int", "WIS", "Wis", "CHA", "Cha");

    private final Map<String, String> names;
    private final Map<String, String> things;
    /** The session's content names, for the reasons of monsters' intents. */
    private final ContentNames content;
    /** The ids of the creatures whose names are feminine in the session's language (sentences agree). */
    private final Set<String> feminine;
    /** The ids of the heroes, creatures built from a class: English calls them "they", not "it" (Agreement). */
    private Set<String> persons = Set.of();
    /** The fight's spells by their English name, which some engine sentences use instead of the id. */
    private Map<String, String> spellIds = Map.of();
    /**
     * Each creature's weapons by holder and id ({@code "spectre/life-drain"}): two creatures may carry one
     * weapon id under different names (the wight's life drain is its "withering touch", the spectre's is
     * not), and an attack line names the attacker's own.
     */
    private Map<String, String> held = Map.of();
    /** The armour worn in the fight, English name to the session's, where the content translates it. */
    private Map<String, String> armourNames = Map.of();
    /**
     * The poisons the fight's weapons carry (COND-POISONED), English name to the session's: the engine names
     * a poison by its name, whose words must not be read as ids ("Giant spider venom" beside a creature "spider").
     */
    private Map<String, String> poisons = Map.of();
    /**
     * The only hyphenated words {@link #say} takes for content ids, in a language other than English: the
     * fight's weapons, spells and items. French has hyphenated words of its own ("au-delà", "tour-ci",
     * "lui-même") that a sentence already said in French must keep. Null: any hyphenated lowercase word.
     */
    private Set<String> contentIds;
    /**
     * The fight's weapons, spells and items by id, in every language: {@link #fightThing} names only these, so
     * that a refusal's own hyphenated words ("level-2") stay whole beside a spell's id said in words.
     */
    /** The unarmed strike's English name, as content/weapons.json gives it. */
    private static final String UNARMED_NAME = "Unarmed strike";
    private Set<String> thingIds = Set.of();
    /**
     * The creatures whose behaviour was written in place and is named after them (its id or its monster's id,
     * "k1", "bandit-captain"): creature id to that name, which says nothing to a player ({@link #ownBehaviour}).
     */
    private Map<String, String> ownScripts = Map.of();
    /**
     * The intangible creatures (DMG-MAGIC-WEAPON): a mundane blow passes through them, which their damage line
     * says instead of a resistance, the event naming the same rule for both
     * ({@link escarmouche.events.explain.Explain#passesThrough}).
     */
    private Set<String> intangible = Set.of();

    private PlayerWords(Map<String, String> names, Map<String, String> things) {
        this(names, things, ContentNames.english(), Set.of());
    }

    private PlayerWords(Map<String, String> names, Map<String, String> things, ContentNames content,
                        Set<String> feminine) {
        this.names = names;
        this.things = things;
        this.content = content;
        this.feminine = feminine;
    }

    /**
     * The same words with the creatures of {@code ids} called {@code word} ("someone unseen"): what the battle
     * screen's odds say of a foe the player cannot see (ACT-HIDE), the melee that costs a caster segments or
     * the enemy beside an archer, without giving its name away. This object itself when {@code ids} is empty.
     */
    public PlayerWords calling(Set<String> ids, String word) {
        if (ids.isEmpty()) return this;
        Map<String, String> renamed = new HashMap<>(names);
        for (String id : ids) renamed.put(id, word);
        return copy(Map.copyOf(renamed));
    }

    /** The same words, the creatures of {@code ids} being intangible (as a fight's own creatures say it). */
    public PlayerWords withIntangible(Set<String> ids) {
        PlayerWords out = copy(names);
        out.intangible = Set.copyOf(ids);
        return out;
    }

    /** These words with these creature names. */
    private PlayerWords copy(Map<String, String> names) {
        PlayerWords out = new PlayerWords(names, things, content, feminine);
        out.spellIds = spellIds;
        out.held = held;
        out.armourNames = armourNames;
        out.contentIds = contentIds;
        out.thingIds = thingIds;
        out.poisons = poisons;
        out.ownScripts = ownScripts;
        out.intangible = intangible;
        out.persons = persons;
        return out;
    }

    /** Words that know nobody: ids stay as they are, content ids lose their hyphens. */
    public static PlayerWords none() {
        return new PlayerWords(Map.of(), Map.of());
    }

    /** Words that know these creature names by id (and no other content names). */
    public static PlayerWords named(Map<String, String> names) {
        return new PlayerWords(Map.copyOf(names), Map.of());
    }

    /** The same, the creatures of the ids in {@code feminine} having feminine names (the sentences agree). */
    public static PlayerWords named(Map<String, String> names, Set<String> feminine) {
        return new PlayerWords(Map.copyOf(names), Map.of(), ContentNames.english(), Set.copyOf(feminine));
    }

    /**
     * Each creature's name; where several share one, each is numbered after its id's digits ("g2" is
     * "Goblin 2"), or in the order they are listed when the id has none.
     */
    public static PlayerWords of(List<Creature> creatures) {
        return of(creatures, ContentNames.english(), Grimoire.EMPTY);
    }

    /**
     * The same in a session's language: creatures, weapons, spells and items by the names the content gives
     * in it ({@link ContentNames}), the English where it gives none.
     *
     * @param grimoire the fight's spells and items, named in the log by id
     */
    public static PlayerWords of(List<Creature> creatures, ContentNames say, Grimoire grimoire) {
        return of(creatures, say, grimoire, Map.of());
    }

    /**
     * The same for a fight on a map: a numbered creature whose number its label cannot show is named with the
     * label too ("Goblin 47 (ab)", {@link LabelledNames}).
     *
     * @param labels each creature's map label by id
     */
    public static PlayerWords of(List<Creature> creatures, ContentNames say, Grimoire grimoire, Map<String, String> labels) {
        Map<String, String> shown = new LinkedHashMap<>();
        for (Creature c : creatures) shown.put(c.id(), say.creature(c.id(), c.identity.template, c.name()));
        Map<String, String> names = LabelledNames.of(shown, NumberedNames.of(shown), labels);
        Map<String, String> things = new HashMap<>();
        Map<String, String> held = new HashMap<>();
        for (Creature c : creatures) {
            for (Weapon w : c.arsenal.weapons) {
                if (w.name() != null && !w.name().isBlank() && !w.name().equals(w.id())) {
                    String named = say.weapon(w.id(), w.name()).toLowerCase(say.locale());
                    things.put(w.id(), named);
                    held.put(c.id() + "/" + w.id(), named);
                }
            }
        }
        // Every creature can strike unarmed (ATK-UNARMED), whether its weapons list the strike or not: the log
        // names it as the content does ("mains nues"), not by its id.
        things.putIfAbsent(Unarmed.ID, say.weapon(Unarmed.ID, UNARMED_NAME).toLowerCase(say.locale()));
        // Spells and items keep the English "fire bolt" made from their ids unless a language names them.
        for (SpellDef s : grimoire.spells().values()) {
            String n = say.spell(s.id(), s.name());
            if (!n.equals(s.name())) things.put(s.id(), n.toLowerCase(say.locale()));
        }
        for (ItemDef i : grimoire.items().values()) {
            String n = say.item(i.id(), i.name());
            if (!n.equals(i.name())) things.put(i.id(), n.toLowerCase(say.locale()));
        }
        Map<String, String> poisons = new HashMap<>();
        for (Creature c : creatures) {
            for (Weapon w : c.arsenal.weapons) {
                if (w.poison() == null) continue;
                String english = w.poison().name();
                poisons.putIfAbsent(english, say.weapon(english, english).toLowerCase(say.locale()));
            }
        }
        Set<String> feminine = new HashSet<>();
        for (Creature c : creatures) if (say.feminine(c.id(), c.identity.template, c.name())) feminine.add(c.id());
        PlayerWords words = new PlayerWords(names, things, say, Set.copyOf(feminine));
        Set<String> persons = new HashSet<>();
        for (Creature c : creatures) if (c.isPc()) persons.add(c.id());
        words.persons = Set.copyOf(persons);
        words.held = Map.copyOf(held);
        words.poisons = Map.copyOf(poisons);
        Set<String> ids = new HashSet<>(grimoire.spells().keySet());
        ids.addAll(grimoire.items().keySet());
        for (Creature c : creatures) for (Weapon w : c.arsenal.weapons) ids.add(w.id());
        ids.add(Unarmed.ID);
        words.thingIds = Set.copyOf(ids);
        if (!say.locale().getLanguage().equals(java.util.Locale.ENGLISH.getLanguage())) words.contentIds = words.thingIds;
        Map<String, String> spells = new HashMap<>();
        for (SpellDef s : grimoire.spells().values()) if (s.name() != null) spells.putIfAbsent(s.name(), s.id());
        words.spellIds = Map.copyOf(spells);
        // Armour the engine names by its English name (what makes a creature noisy when it sneaks), said in
        // lower case among the other sources ("-2 leather armour"), in English too.
        Map<String, String> armour = new HashMap<>();
        for (Creature c : creatures) {
            for (ArmorDef a : c.stats.armor) {
                String said = say.armor(a.id(), a.name()).toLowerCase(say.locale());
                if (a.name() != null && !said.equals(a.name())) armour.putIfAbsent(a.name(), said);
            }
        }
        words.armourNames = Map.copyOf(armour);
        Map<String, String> own = new HashMap<>();
        for (Creature c : creatures) {
            String script = c.side.script == null || !c.side.script.inPlace() ? null : c.side.script.name();
            // A shared behaviour may bear a combatant's name (an "archer" fights as archer): that one keeps it.
            if (script != null && (script.equals(c.id()) || script.equals(c.identity.template))) own.put(c.id(), script);
        }
        words.ownScripts = Map.copyOf(own);
        Set<String> intangible = new HashSet<>();
        for (Creature c : creatures) {
            if (c.defence != null && c.defence.defence != null && c.defence.defence.intangible()) intangible.add(c.id());
        }
        words.intangible = Set.copyOf(intangible);
        return words;
    }

    /** A piece of armour the engine named by its English name ("Leather armour"), in the player's words, or null. */
    public String armour(String englishName) {
        return armourNames.get(englishName);
    }

    /** A spell the engine named by its English name ("Sacred flame"), in the player's words. */
    public String spell(String englishName) {
        String id = englishName == null ? null : spellIds.get(englishName);
        if (id == null && englishName != null && poisons.containsKey(englishName)) return poisons.get(englishName);
        return id == null ? englishName : thing(id);
    }

    /** Whether the engine's English name is a poison's, of a weapon in the fight (COND-POISONED). */
    public boolean knownPoison(String englishName) {
        return englishName != null && !spellIds.containsKey(englishName) && poisons.containsKey(englishName);
    }

    /** Whether the engine's English name is a spell's of the fight's grimoire ("Hold person"). */
    public boolean knownSpell(String englishName) {
        return englishName != null && spellIds.containsKey(englishName);
    }

    /** Whether the creature of this id is intangible: a mundane weapon passes through it (DMG-MAGIC-WEAPON). */
    public boolean intangible(String id) {
        return id != null && intangible.contains(id);
    }

    /** Whether the creature of this id (as the engine writes it) is a hero, built from a class: a person. */
    public boolean person(String id) {
        return id != null && (persons.contains(id) || persons.contains(id.toLowerCase(Locale.ROOT)));
    }

    /** Whether the creature of this id (as the engine writes it) has a feminine name in the session's language. */
    public boolean feminine(String id) {
        return id != null && (feminine.contains(id) || feminine.contains(id.toLowerCase(Locale.ROOT)));
    }

    /**
     * A monster's reason for what it does, as its behaviour says it ({@code "skirmisher: hurt: slip out of
     * reach"}): the rule's translated {@code why} and behaviour name where the content gives them, else
     * {@link #say} as for any sentence.
     */
    public String reason(String text) {
        if (text == null) return "";
        String whole = content.reason(text);
        if (!whole.equals(text)) return whole;
        for (int at = text.indexOf(": "); at >= 0; at = text.indexOf(": ", at + 1)) {
            String why = text.substring(at + 2);
            String said = content.reason(why);
            if (!said.equals(why)) {
                String origin = text.substring(0, at);
                return say(content.behavior(origin, origin)) + content.colon() + said;
            }
        }
        // The origin is an id (a behaviour's, or a creature's own), so the first ": " ends it.
        int colon = text.indexOf(": ");
        return colon < 0 ? sayReason(text) : say(text.substring(0, colon)) + ": " + sayReason(text.substring(colon + 2));
    }

    /** A behaviour's name (its id as the engine writes it) in the session's language, as the content gives it. */
    public String behaviour(String id) {
        return say(content.behavior(id, id));
    }

    /**
     * The same for a behaviour that drives this creature: a script written in place for it and named by the
     * engine after it, which says nothing to a player, is that creature's own ("Bandit captain's own").
     */
    public String behaviour(String id, String creatureId, ScreenMessages m) {
        String own = ownBehaviour(id, creatureId, m);
        if (own != null) return own;
        String said = behaviour(id);
        // The engine's built-in one, which no content names: a creature with none, and the last resorts every
        // behaviour ends with (a net's escape, a frightened creature's Dodge), are said to follow it.
        return BUILT_IN.equals(id) && said.equals(id) ? m.text("behaviour.default") : said;
    }

    /** The name the engine gives its built-in behaviour (engine.ai.Fallback.NAME). */
    private static final String BUILT_IN = "default";

    /**
     * "Kobold 1's own" when {@code behaviour} is the script written in place for this creature and named after
     * its id or its monster's ("k1", "bandit-captain"), else null: the screens and the log name it alike.
     */
    public String ownBehaviour(String behaviour, String creatureId, ScreenMessages m) {
        if (behaviour == null || creatureId == null || !behaviour.equals(ownScripts.get(creatureId))) return null;
        return m.text("behaviour.own", name(creatureId));
    }

    /**
     * A behaviour rule's own reason ({@code why}, as its author wrote it in English) in the session's language,
     * or null when the content gives it no translation (then it may be one of the engine's phrases).
     */
    public String authoredReason(String english) {
        String said = content.reason(english);
        return said.equals(english) ? null : said;
    }

    /** An initiative group ({@code goblins}) in the session's language, as the scenario names it there. */
    public String group(String id) {
        return content.group(id);
    }

    /** The name of a creature id; an id nobody has is given back as it is. */
    public String name(String id) {
        if (id == null) return "nobody";
        String n = names.get(id);
        return n != null ? n : id;
    }

    /** An ability as the sheet abbreviates it: "str" or "STR" is "Str". */
    public static String ability(String a) {
        if (a == null || a.isEmpty()) return "";
        String said = ABILITIES.get(a.toUpperCase(Locale.ROOT));
        return said != null ? said : Character.toUpperCase(a.charAt(0)) + a.substring(1).toLowerCase(Locale.ROOT);
    }

    /** A weapon, spell or item id as a name: "light crossbow", "magic missile". */
    /** A weapon as its holder's own name for it says it ({@link #held}), else as {@link #thing} does. */
    public String weapon(String holder, String id) {
        String n = holder == null || id == null ? null : held.get(holder + "/" + id);
        return n != null ? n : thing(id);
    }

    public String thing(String id) {
        if (id == null) return "";
        String n = things.get(id);
        return n != null ? n : id.replace('-', ' ');
    }

    /**
     * A weapon, spell or item of the fight by its id, as the log says it ("hold person" for {@code hold-person},
     * "masse d'armes" for {@code mace} in French); null when the fight has no such thing.
     */
    public String fightThing(String id) {
        return id != null && thingIds.contains(id) ? thing(id) : null;
    }

    /**
     * A piece of the engine's text in words: a creature's id, or a list of them ("g2 and g3"), by name; any
     * other text with its content ids without hyphens and its abilities short, but no word of it taken for a
     * creature. A creature is named only where the engine put one (a phrase's argument, the breakdown's reasons
     * and cover): ids are words too ("target", "m", "with"), and a sentence's "target prone, within 1.5 m"
     * must not become "Target prone, within 1.5 Maud".
     */
    public String say(String text) {
        if (text == null) return "";
        String named = creatures(text, this::known);
        return named != null ? named : words(text);
    }

    /**
     * A behaviour's reason as its author wrote it ("stab the weakest foe in reach"), its content ids in words
     * but no creature named, even when the reason is one word that is also an id: a reason names none.
     */
    public String sayReason(String text) {
        return text == null ? "" : words(text);
    }

    /** {@link #say} for the engine's phrases, which then take an argument that is a creature's id for no other word. */
    public EngineSentences.Creatures sentences() {
        return new EngineSentences.Creatures() {
            @Override
            public String apply(String text) {
                return say(text);
            }

            @Override
            public boolean creature(String id) {
                return id != null && known(id) != null;
            }

            @Override
            public boolean person(String id) {
                return PlayerWords.this.person(id);
            }
        };
    }

    /** The name of a creature id as the engine writes it (in any case), or null when nobody has it. */
    private String known(String id) {
        String said = names.get(id);
        return said != null ? said : names.get(id.toLowerCase(Locale.ROOT));
    }

    /** What separates the ids of a list as the engine writes one: "g1, g2 and g3". */
    private static final Pattern LIST = Pattern.compile(", | and ");

    /**
     * The text with each creature named by {@code name} when it is nothing but creature ids: one, or a list
     * of them as the engine joins them; null when any part of it is something else ({@code name} gives null).
     */
    public static String creatures(String text, UnaryOperator<String> name) {
        if (text == null) return null;
        String trimmed = text.trim();
        if (trimmed.isEmpty()) return null;
        Matcher sep = LIST.matcher(trimmed);
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (true) {
            boolean more = sep.find();
            String part = trimmed.substring(from, more ? sep.start() : trimmed.length());
            String said = part.isEmpty() ? null : name.apply(part);
            if (said == null) return null;
            out.append(said);
            if (!more) return out.toString();
            out.append(sep.group());
            from = sep.end();
        }
    }

    /** Content ids in words (weapons, spells, items, poisons) and abilities short; no creature named. */
    private String words(String text) {
        String poison = poisons.get(text);
        if (poison != null) return poison;
        Matcher m = WORD.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String w = m.group();
            String said = ABILITIES.get(w);
            if (said == null && things.containsKey(w)) said = things.get(w);
            // A word after "!" is an answer to type ("!let-go"): said otherwise, it would not be understood.
            boolean answer = m.start() > 0 && text.charAt(m.start() - 1) == '!';
            if (said == null && !answer && w.indexOf('-') > 0 && w.equals(w.toLowerCase(Locale.ROOT)) && !HYPHENATED.contains(w)
                    && (contentIds == null || contentIds.contains(w))) {
                said = w.replace('-', ' ');
            }
            m.appendReplacement(out, Matcher.quoteReplacement(said != null ? said : w));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * One of the engine's sentences (a refusal's reason, a note, why a condition came, why a roll had
     * advantage, a monster's intent) in the session's language, its ids in words; in English, {@link #say}.
     */
    public String said(String text, ScreenMessages m) {
        return EngineSentences.of(m).say(text, sentences(), this::feminine);
    }

    /**
     * An engine phrase about a creature it does not name (why a condition came), agreeing with it: its name
     * is feminine or not ({@link EngineSentences#sayAbout}).
     */
    public String saidAbout(String text, ScreenMessages m, boolean feminine) {
        return EngineSentences.of(m).sayAbout(text, sentences(), this::feminine, feminine);
    }

    /** The same, {@code person} saying whether it is said of a hero (English: "their first turn ends"). */
    public String saidAbout(String text, ScreenMessages m, boolean feminine, boolean person) {
        return EngineSentences.of(m).sayAbout(text, sentences(), this::feminine, feminine, person);
    }

    /**
     * A monster's intent as the engine writes it ("archer: hp below 50% -> shoot g1 from 4 squares or more")
     * in the session's language: its behaviour, why (the engine's conditions in words, or its author's own
     * reason as written) and what it does, with an arrow.
     */
    public String intent(String text, ScreenMessages m) {
        return intent(text, m, true);
    }

    /**
     * @param withOrigin whether to say the behaviour the rule is written in; false where the screen has just
     *                   named it ("Behaviour: skirmisher · last: they are still far: ...")
     */
    public String intent(String text, ScreenMessages m, boolean withOrigin) {
        if (text == null) return null;
        int arrow = text.indexOf(" -> ");
        String head = arrow < 0 ? text : text.substring(0, arrow);
        // The origin is an id, so the first ": " ends it; a reason may hold more of them.
        int colon = head.indexOf(": ");
        if (m.language() == Language.EN) {
            String action = arrow < 0 ? "" : " → " + EngineSentences.of(m).say(text.substring(arrow + 4), sentences());
            return (withOrigin || arrow < 0 || colon < 0 ? reason(head) : sayReason(head.substring(colon + 2))) + action;
        }
        if (arrow < 0) return said(text, m);
        String origin = colon < 0 ? "" : head.substring(0, colon);
        String reason = colon < 0 ? head : head.substring(colon + 2);
        EngineSentences engine = EngineSentences.of(m);
        // A rule's own reason, as its behaviour's author translated it; else the engine's conditions.
        String authored = authoredReason(reason);
        String why = authored != null ? authored : engine.sayEach(reason, this::sayReason, this::feminine);
        return (origin.isEmpty() || !withOrigin ? "" : m.text("intent.origin", behaviour(origin))) + why
                + " → " + engine.say(text.substring(arrow + 4), sentences(), this::feminine);
    }

    /**
     * A refused command as the player would say it: what could not be done and why, no command text.
     * "attack g1 weapon=longsword" refused for cover reads "Cannot attack Goblin 1: ...".
     */
    public String refusal(String command, String reason) {
        return refusal(command, reason, ScreenMessages.of(Language.EN));
    }

    /**
     * The same in the session's language: the reason is the engine's own sentence, said in that language
     * when the bundles know its phrase, with ids put into words.
     */
    public String refusal(String command, String reason, ScreenMessages m) {
        String[] parts = command == null ? new String[0] : command.trim().split("\\s+");
        String verb = parts.length == 0 ? "" : verb(parts[0]);
        // Only a verb said of a creature takes its name: "Cannot do that Goblin" read as an address.
        String whom = parts.length > 1 && OF_A_CREATURE.contains(verb) && names.containsKey(parts[1])
                ? " " + names.get(parts[1]) : "";
        String why = said(reason, m);
        if (verb.isEmpty()) return m.text("log.refusal.any", why);
        return m.text("log.refusal", m.text("log.verb." + verb), whom, why);
    }

    /** The key of the verb a command's first word stands for ({@code log.verb.<key>}). */
    private static String verb(String command) {
        return switch (command.toLowerCase(Locale.ROOT)) {
            case "move", "moveto", "step" -> "move";
            case "aid" -> "aid";
            case "crawl", "attack", "grapple", "shove", "escape", "cut", "release", "disengage", "dash", "dodge",
                 "help", "stand", "prone", "cast", "drink", "pickup", "ready", "end", "hide", "search" ->
                    command.toLowerCase(Locale.ROOT);
            case "open", "close", "unlock", "door" -> "door";
            default -> "other";
        };
    }
}
