package escarmouche.ui.lang;

import escarmouche.lang.ScreenMessages;
import escarmouche.lang.Language;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The engine's own sentences (why a command is refused, a note of the log, why a condition came or went, why
 * a roll had advantage, a monster's intent) said in a session's language.
 *
 * <p>The engine and the rules know no language: they write one English sentence, which the event log keeps
 * byte for byte. Each kind of sentence is a keyed phrase of the bundles ({@code engine.} keys): its English
 * pattern is the sentence the engine writes, with {@code {0}}, {@code {1}}... where it puts a creature, a
 * weapon, a number or another phrase. Reading an English sentence against those patterns gives back the key
 * and its arguments, and the session's own pattern says them again in its language; the arguments are put in
 * words by the caller (creatures by name), or said in the language themselves when they are a phrase or a word
 * the bundles know ({@code engine.word.}, a condition, a side). A sentence no pattern fits is shown as written.
 * English sessions show the engine's sentence itself, only its arguments put in words (an engine word written as
 * an id, "low-wall", as the bundle says it): a creature whose id is also an English word ("a", "the") leaves the
 * phrase's own words alone.
 */
public final class EngineSentences {
    /** The keys of the engine's phrases. */
    static final String PREFIX = "engine.";
    /** Single words of the engine ("range", "reach", a side) that a phrase takes as an argument. */
    static final String WORD = "engine.word.";
    /** For callers that know no creature: every subject takes the phrase's own form. */
    private static final Predicate<String> NOBODY_FEMININE = id -> false;
    /** The JSON parser's findings, said by {@code JsonMessages}: a save's damaged line quotes one. */
    private static final String JSON = "problem.json.";
    /** The least fixed text a finding's phrase must have to be matched as one. */
    private static final int JSON_LITERAL = 20;
    /** How deep a phrase may sit inside another's argument. */
    private static final int DEPTH = 3;

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");
    /**
     * The step a path's refusal names at its end ("... 0 left (step 7 of 7)": the engine's movement planner
     * writes it). The reason is said alone and the step after it, in the session's words: a phrase with the step
     * at its end would lose to a longer one taking it into its last argument.
     */
    private static final Pattern AT_STEP = Pattern.compile("(.+) \\(step (\\d+) of (\\d+)\\)", Pattern.DOTALL);
    /** The session's words for that step ({0} the reason, {1} the step, {2} the steps of the path). */
    private static final String AT_STEP_KEY = "battle.refused.at.step";
    /**
     * A placeholder that chooses the phrase's words by its number, {@code {1,choice,...}}, or writes it as the language
     * groups its digits, {@code {1,number,integer}} ("20 000" in French for the engine's "20,000").
     */
    private static final Pattern CHOICE = Pattern.compile("\\{(\\d+),(?:choice|number)[,}]");
    /** A whole number as the engine writes it: its digits, grouped by threes with commas past 9,999 (English's way). */
    private static final Pattern WHOLE = Pattern.compile("-?(\\d{1,9}|\\d{1,3}(,\\d{3}){1,2})");

    /** The patterns, read once from the English bundle, shared by every session. */
    private static final List<Shape> SHAPES = shapes(ScreenMessages.bundle(Language.EN));
    private static final Map<Language, EngineSentences> ALL = load();
    /** The phrases' English forms about a hero ({@link Agreement#PERSON}), by the phrase's key, as written. */
    private static final Map<String, String> PERSONS =
            forms(ScreenMessages.bundle(Language.EN), PREFIX, Agreement.PERSON);
    /**
     * The engine's words of a hero's form ("their action" for "its action"), by the English word the engine
     * writes: a phrase said of a hero says its word arguments so too ("picks up the mace, using their action").
     */
    private static final Map<String, String> PERSON_WORDS = personWords(ScreenMessages.bundle(Language.EN));
    /**
     * The suffix of a phrase's English form as the screens say it, where that differs from the sentence the
     * engine writes and the event log keeps ("shove {0} prone" for the engine's "shove prone {0}"): said for
     * the phrase, never read. English only: another language says the phrase its own way.
     */
    public static final String SAID = ".said";
    /** Those forms, by the phrase's key. */
    private static final Map<String, String> SAID_FORMS = forms(ScreenMessages.bundle(Language.EN), PREFIX, SAID);
    /**
     * The suffix of a phrase's form that quotes, as a file wrote it, a value the phrase itself says as a side: a
     * save's result line edited to "Party" is no side's name, and said as the party's victory it would contradict
     * the sentence that names the party as the winner. Never read as a phrase of its own.
     */
    static final String WRITTEN = ".written";
    /**
     * The phrases whose argument at this place is a side as a file wrote it: said as that side only when written as
     * the engine writes one ("party"), else quoted in the phrase's {@link #WRITTEN} form.
     */
    private static final Map<String, Integer> WRITTEN_SIDE = Map.of("engine.save.file.result.open", 1,
            "engine.save.file.result.other", 1);
    /**
     * The phrases whose hero, the creature a person's form is about, is not the first argument: "{0} helps {1}:
     * advantage on its next attack" is about {1}. Any other phrase's hero is its subject, {0} at its start.
     */
    private static final Map<String, Integer> PERSON_ARGUMENT = Map.ofEntries(
            Map.entry("engine.note.helps", 1), Map.entry("engine.note.helps.check", 1),
            Map.entry("engine.refuse.pickup.used", 1), Map.entry("engine.refuse.pickup.action.used", 1),
            Map.entry("engine.refuse.charmed.attack", 1), Map.entry("engine.refuse.charmed.grapple", 1),
            Map.entry("engine.refuse.charmed.shove", 1), Map.entry("engine.refuse.charmed.cast", 1),
            Map.entry("engine.refuse.help.near", 1), Map.entry("engine.refuse.help.check.near", 1),
            Map.entry("engine.cond.concentration.recast", 1));
    /**
     * The engine's words written as ids that English says otherwise ("low-wall": "low wall"), by id, from the
     * English bundle's {@code engine.word.} keys: said so whoever the caller, as the French are.
     */
    private static final Map<String, String> ENGLISH_WORDS = englishWords(ScreenMessages.bundle(Language.EN));

    private final ScreenMessages m;
    /** The placeholders that choose their phrase's words by a number, by key, in this session's language. */
    private final Map<String, Set<Integer>> counted;

    /**
     * The caller's words that also know which arguments are creatures: a creature's id is said as its name,
     * never as a word of the bundles it also is (a creature "prone" is not "à terre").
     */
    public interface Creatures extends UnaryOperator<String> {
        boolean creature(String id);

        /** Whether the creature of this id is a hero, whom English calls "they" (Agreement#PERSON). */
        default boolean person(String id) {
            return false;
        }
    }

    /**
     * One phrase: its key, its English pattern as a regular expression, which placeholder each group fills,
     * and its longest piece of fixed text ({@code anchor}), which a sentence must contain to be worth matching.
     * {@code typed}: the placeholders the English pattern quotes ({@code '{0}'}), where the engine repeats what
     * the player typed ("unknown command 'foo-bar'"): said as typed, never read as an id to put in words.
     */
    record Shape(String key, Pattern pattern, int[] placeholders, int arguments, int literal, String anchor,
                 String english, Set<Integer> typed) {}

    private EngineSentences(ScreenMessages m) {
        this.m = m;
        this.counted = counted(ScreenMessages.bundle(m.language()));
    }

    /**
     * The phrases of this language that choose their words by a number the engine wrote ("0 point de vie
     * temporaire", "6 points de vie temporaires": French takes the singular at 0 and 1, English the plural at 0),
     * or write it as the language groups digits ("plus de 20 000 entrées" for "more than 20,000 inputs"), and at
     * which placeholders: the English sentence has one form for both, its number says which.
     */
    private static Map<String, Set<Integer>> counted(ResourceBundle bundle) {
        Map<String, Set<Integer>> out = new java.util.HashMap<>();
        for (String key : Collections.list(bundle.getKeys())) {
            if (!key.startsWith(PREFIX)) continue;
            Matcher c = CHOICE.matcher(bundle.getString(key));
            Set<Integer> at = new java.util.TreeSet<>();
            while (c.find()) at.add(Integer.parseInt(c.group(1)));
            if (!at.isEmpty()) out.put(key, Set.copyOf(at));
        }
        return Map.copyOf(out);
    }

    /**
     * The arguments, a whole number the phrase {@code key} chooses its words by given as that number; null when
     * one there is no whole number (the phrase could not choose, and the sentence is shown as written).
     */
    private Object[] counts(String key, Object[] args) {
        for (int i : counted.getOrDefault(key, Set.of())) {
            if (i >= args.length) continue;
            if (!(args[i] instanceof String s && WHOLE.matcher(s).matches())) return null;
            args[i] = Integer.valueOf(s.replace(",", ""));
        }
        return args;
    }

    private static Map<Language, EngineSentences> load() {
        Map<Language, EngineSentences> all = new EnumMap<>(Language.class);
        for (Language l : Language.values()) all.put(l, new EngineSentences(ScreenMessages.of(l)));
        return Collections.unmodifiableMap(all);
    }

    public static EngineSentences of(ScreenMessages messages) {
        return ALL.get(messages.language());
    }

    /**
     * An engine sentence in this session's language, every argument put into words by {@code words} (which
     * also gets the whole sentence when nothing else applies, English included).
     */
    public String say(String english, UnaryOperator<String> words) {
        return say(english, words, NOBODY_FEMININE);
    }

    /**
     * The same, the sentence agreeing with its subject: when its first argument names a creature that
     * {@code feminine} says is feminine, the phrase's {@code .f} form is said where the language has one
     * ("Brunhild est surprise"), and so are the words about it (the conditions).
     */
    public String say(String english, UnaryOperator<String> words, Predicate<String> feminine) {
        return say(english, words, feminine, false);
    }

    /**
     * The same, {@code aboutPerson} saying whether the creature the sentence is about, when it does not name it
     * where its hero's form looks ("it has already moved", said to the one who tried), is a hero: English says
     * such a phrase in its person's form.
     */
    public String say(String english, UnaryOperator<String> words, Predicate<String> feminine, boolean aboutPerson) {
        if (english == null) return words.apply(null);
        // Here, not in each caller: the log's refusals and the battle screen's both come through.
        Matcher step = AT_STEP.matcher(english);
        if (step.matches()) {
            return m.text(AT_STEP_KEY, say(step.group(1), words, feminine, aboutPerson),
                    Integer.parseInt(step.group(2)), Integer.parseInt(step.group(3)));
        }
        if (m.language() == Language.EN) return inEnglish(english, words, aboutPerson);
        String said = translate(english, words, 0, feminine);
        return said != null ? said : words.apply(english);
    }

    /**
     * A phrase about a creature it does not name (why a condition came: "knocked out", "grappled by g1"),
     * agreeing with that creature: {@code about} says whether its name is feminine, whatever the phrase's own
     * arguments are (here g1 is the grappler, not the one grappled).
     */
    public String sayAbout(String english, UnaryOperator<String> words, Predicate<String> feminine, boolean about) {
        return sayAbout(english, words, feminine, about, false);
    }

    /** The same, {@code person} saying whether that creature is a hero, whom English calls "they" (its first turn). */
    public String sayAbout(String english, UnaryOperator<String> words, Predicate<String> feminine, boolean about,
                           boolean person) {
        if (english == null) return words.apply(null);
        if (m.language() == Language.EN) return inEnglish(english, words, person);
        String said = translate(english, words, 0, feminine, about);
        return said != null ? said : words.apply(english);
    }

    /**
     * A list of the engine's phrases joined by commas ("hp below 50%, an enemy within reach"): each part
     * when every part is a phrase or a word the bundles know (a part that is not joins the one before it,
     * as in "after ATK-CRIT, GRAP-START"), else the whole when one phrase fits it; a sentence with any other
     * part (a reason written by a behaviour's author) is given as written.
     */
    public String sayEach(String english, UnaryOperator<String> words) {
        return sayEach(english, words, NOBODY_FEMININE);
    }

    /** {@link #sayEach(String, UnaryOperator)}, each phrase agreeing with its subject as {@link #say} does. */
    public String sayEach(String english, UnaryOperator<String> words, Predicate<String> feminine) {
        if (english == null || m.language() == Language.EN) return words.apply(english);
        // Each part on its own first: a phrase such as "round {0}" would take "round > 3, allies < 2" whole as
        // its argument. A list inside one phrase ("after ATK-CRIT, GRAP-START") has parts that say nothing
        // alone: such a part joins the one before it.
        List<String> sources = new ArrayList<>();
        List<String> said = new ArrayList<>();
        for (String part : english.split(", ")) {
            String one = phrase(part, words, feminine);
            if (one == null && !said.isEmpty()) {
                String joined = sources.get(said.size() - 1) + ", " + part;
                String both = phrase(joined, words, feminine);
                if (both != null) {
                    sources.set(said.size() - 1, joined);
                    said.set(said.size() - 1, both);
                    continue;
                }
            }
            if (one == null) {
                String whole = translate(english, words, 0, feminine);
                return whole != null ? whole : words.apply(english);
            }
            sources.add(part);
            said.add(one);
        }
        return String.join(", ", said);
    }

    /** One phrase of the engine or one word the bundles know, in this language; null when it is neither. */
    private String phrase(String english, UnaryOperator<String> words, Predicate<String> feminine) {
        String said = translate(english, words, 0, feminine);
        return said != null ? said : word(english, false);
    }

    /**
     * The engine's English sentence with its arguments alone put in words: the phrase's own text is the
     * pattern's, untouched ("9,9 is off the map" stays so beside a creature whose id is "the"), and an argument
     * that is a phrase itself ("... leaves its reach: g1 was outmanoeuvred by the Disengage") is said the same
     * way; a sentence no phrase fits is put in words whole. {@code aboutPerson}: the sentence is said of a
     * hero it does not name ("their first turn ends").
     */
    private static String inEnglish(String english, UnaryOperator<String> words, boolean aboutPerson) {
        String said = inEnglish(english, words, 0, aboutPerson);
        return said != null ? said : words.apply(english);
    }

    /**
     * {@link #inEnglish(String, UnaryOperator, boolean)} at this depth of phrases; null when no phrase fits.
     * A phrase whose subject (its first argument) is a hero is said in its person's form where the bundle has one: the
     * engine writes "its" for everyone in most phrases (a few it writes in the hero's form already), and the event log
     * keeps that sentence as written.
     */
    private static String inEnglish(String english, UnaryOperator<String> words, int depth, boolean aboutPerson) {
        for (Shape s : SHAPES) {
            if (!english.contains(s.anchor())) continue;
            Matcher x = s.pattern().matcher(english);
            if (!x.matches()) continue;
            String[] args = new String[s.arguments()];
            for (int g = 0; g < s.placeholders().length; g++) {
                String raw = x.group(g + 1);
                if (s.typed().contains(s.placeholders()[g])) {
                    args[s.placeholders()[g]] = raw;
                    continue;
                }
                String inner = depth < DEPTH && raw.indexOf(' ') > 0 ? inEnglish(raw, words, depth + 1, false) : null;
                args[s.placeholders()[g]] = inner != null ? inner : englishArgument(raw, words);
            }
            boolean hero = hero(s, x, words, aboutPerson && depth == 0);
            String pattern = SAID_FORMS.getOrDefault(s.key(), s.english());
            if (hero) {
                pattern = PERSONS.getOrDefault(s.key(), pattern);
                for (int g = 0; g < s.placeholders().length; g++) {
                    String word = PERSON_WORDS.get(x.group(g + 1).trim());
                    if (word != null) args[s.placeholders()[g]] = word;
                }
            }
            Matcher p = PLACEHOLDER.matcher(pattern);
            StringBuilder out = new StringBuilder();
            while (p.find()) {
                String arg = args[Integer.parseInt(p.group(1))];
                p.appendReplacement(out, Matcher.quoteReplacement(arg == null ? "" : arg));
            }
            p.appendTail(out);
            return out.toString();
        }
        return null;
    }

    /**
     * One argument of an English phrase: a creature as the caller names it; an engine word written as an id
     * ("low-wall at 6,2 blocks the way") in the bundle's words, as the French phrase says its own ("un muret"):
     * a run's notes on its script's lines leave ids as a script writes them, and a terrain is none a script
     * writes; anything else in the caller's words.
     */
    private static String englishArgument(String raw, UnaryOperator<String> words) {
        if (words instanceof Creatures c && c.creature(raw.trim())) return words.apply(raw);
        String word = ENGLISH_WORDS.get(raw);
        return word != null ? word : words.apply(raw);
    }

    /**
     * Whether the phrase is about a hero: the creature it names at its hero's place ({@link #PERSON_ARGUMENT},
     * else its subject {0} at its start) is one, or, when it names none there, {@code aboutPerson} says so (a
     * phrase said of a hero it does not name: "(their first turn ends)").
     */
    private static boolean hero(Shape s, Matcher x, UnaryOperator<String> words, boolean aboutPerson) {
        Integer at = PERSON_ARGUMENT.get(s.key());
        int who = at != null ? at : 0;
        boolean named = at != null ? s.english().contains("{" + who + "}") : s.english().startsWith("{0}");
        if (!named || !(words instanceof Creatures creatures)) return aboutPerson;
        for (int g = 0; g < s.placeholders().length; g++) {
            if (s.placeholders()[g] == who) return creatures.person(x.group(g + 1).trim());
        }
        return false;
    }

    /** A path's refusal without the step it stops at ({@link #AT_STEP}); any other sentence as it is. */
    public static String withoutStep(String english) {
        Matcher step = AT_STEP.matcher(english);
        return step.matches() ? step.group(1) : english;
    }

    /** The key of the phrase an English sentence is, or null when no phrase fits: for tests and tools. */
    public static String keyOf(String english) {
        for (Shape s : SHAPES) if (english.contains(s.anchor()) && s.pattern().matcher(english).matches()) return s.key();
        return null;
    }

    private String translate(String text, UnaryOperator<String> words, int depth, Predicate<String> feminine) {
        return translate(text, words, depth, feminine, null);
    }

    /** @param about the gender of the creature the phrase is about when it is not its first argument, else null */
    private String translate(String text, UnaryOperator<String> words, int depth, Predicate<String> feminine,
                             Boolean about) {
        for (Shape s : SHAPES) {
            if (!text.contains(s.anchor())) continue;
            Matcher x = s.pattern().matcher(text);
            if (!x.matches()) continue;
            // The subject is the first argument: a feminine creature there takes the phrase's feminine form.
            // A phrase about someone it does not name agrees with them instead, unless it opens on a creature
            // of its own: "g1 died", why g1's hold on Lin ends, is said of g1 ("Gobelin 1 est mort").
            boolean own = about == null || ownSubject(s, x, words);
            boolean agrees = !own && about;
            for (int g = 0; g < s.placeholders().length && own; g++) {
                if (s.placeholders()[g] == 0) agrees = feminine.test(x.group(g + 1).trim());
            }
            Object[] args = new Object[s.arguments()];
            Integer side = SIDE_ARGUMENT.get(s.key());
            Integer written = WRITTEN_SIDE.get(s.key());
            boolean asWritten = false;
            for (int g = 0; g < s.placeholders().length; g++) {
                if (written != null && s.placeholders()[g] == written) asWritten = !sideAsTheEngineWritesIt(x.group(g + 1));
            }
            for (int g = 0; g < s.placeholders().length; g++) {
                int at = s.placeholders()[g];
                String raw = x.group(g + 1);
                args[at] = s.typed().contains(at) || (asWritten && at == written) ? raw
                        : side != null && side == at && word(raw, false) == null
                        ? m.text("log.named.side", words.apply(raw.trim()))
                        : argument(raw, words, depth, feminine, agrees);
            }
            for (int i = 0; i < args.length; i++) if (args[i] == null) args[i] = "";
            String key = asWritten ? s.key() + WRITTEN : Agreement.key(m, s.key(), agrees);
            Object[] filled = counts(key, args);
            return filled == null ? null : m.text(key, filled);
        }
        return null;
    }

    /**
     * Whether a phrase's sentence has its own subject: its English opens on its first argument and that is a
     * creature ("{0} died"), not a phrase said of someone else ("grappled by {0}", "{0} (exhaustion level ...").
     */
    private static boolean ownSubject(Shape s, Matcher x, UnaryOperator<String> words) {
        if (!s.english().startsWith("{0}") || !(words instanceof Creatures c)) return false;
        for (int g = 0; g < s.placeholders().length; g++) {
            if (s.placeholders()[g] == 0) return c.creature(x.group(g + 1).trim());
        }
        return false;
    }

    /**
     * One argument: a phrase of its own, a word the bundles know, a list of such words, or the caller's words.
     *
     * @param agrees whether the words (a condition) agree with a feminine subject
     */
    private String argument(String raw, UnaryOperator<String> words, int depth, Predicate<String> feminine,
                            boolean agrees) {
        if (words instanceof Creatures c && c.creature(raw.trim())) return words.apply(raw);
        if (depth < DEPTH && raw.indexOf(' ') > 0) {
            String inner = translate(raw, words, depth + 1, feminine);
            if (inner != null) return inner;
        }
        String word = word(raw, agrees);
        if (word != null) return word;
        // A one-word phrase ("engaged", a creature's own state) inside another ("(... or engaged)").
        if (depth < DEPTH && raw.indexOf(' ') < 0) {
            String inner = translate(raw, words, depth + 1, feminine);
            if (inner != null) return inner;
        }
        if (raw.contains(", ")) {
            List<String> parts = new ArrayList<>();
            for (String p : raw.split(", ")) {
                String w = word(p, agrees);
                if (w == null) return words.apply(raw);
                parts.add(w);
            }
            return String.join(", ", parts);
        }
        return words.apply(raw);
    }

    /**
     * A single engine word in the bundles' words: {@code engine.word.}, a condition, a side, a creature type
     * ("ogre is giant": "de type géant", as the screens say it); null when unknown. With {@code agrees}, a
     * word's feminine form where the bundle has one.
     */
    private String word(String raw, boolean agrees) {
        String id = raw.trim().toLowerCase(Locale.ROOT).replace(' ', '-');
        for (String key : new String[] {WORD + id, "log.condition." + id, "log.side." + id, "battle.creature.type." + id}) {
            if (m.has(key)) return m.text(Agreement.key(m, key, agrees));
        }
        return null;
    }

    /** Whether {@code raw} is a side exactly as the engine writes one ("party", not "Party" nor "party "). */
    private boolean sideAsTheEngineWritesIt(String raw) {
        return raw.matches("[a-z]+") && m.has("log.side." + raw);
    }

    /**
     * The phrases whose argument at this place is a side: one the scenario names itself ("bandits") has no
     * word in the bundles, and takes the language's article ("au nom des bandits"), as the log's lines do.
     */
    private static final Map<String, Integer> SIDE_ARGUMENT = Map.of("engine.note.yields", 1,
            "engine.note.gives.up", 1, "engine.end.standing", 0);

    /** {@link #ENGLISH_WORDS}: only the words English writes otherwise than their id; the others stay the caller's. */
    private static Map<String, String> englishWords(ResourceBundle english) {
        Map<String, String> out = new java.util.HashMap<>();
        for (String key : Collections.list(english.getKeys())) {
            if (!key.startsWith(WORD)) continue;
            String id = key.substring(WORD.length());
            String said = english.getString(key);
            if (!said.equals(id)) out.put(id, said);
        }
        return Map.copyOf(out);
    }

    /** The bundle's forms of its phrases under this suffix, by the phrase's key (the key without it). */
    private static Map<String, String> forms(ResourceBundle english, String prefix, String suffix) {
        Map<String, String> out = new java.util.HashMap<>();
        for (String key : Collections.list(english.getKeys())) {
            if (key.startsWith(prefix) && key.endsWith(suffix)) {
                out.put(key.substring(0, key.length() - suffix.length()), english.getString(key));
            }
        }
        return Map.copyOf(out);
    }

    /** The engine's words that have a hero's form, by the word as the engine writes it ({@link #PERSON_WORDS}). */
    private static Map<String, String> personWords(ResourceBundle english) {
        Map<String, String> out = new java.util.HashMap<>();
        forms(english, WORD, Agreement.PERSON).forEach((key, person) -> out.put(english.getString(key), person));
        return Map.copyOf(out);
    }

    /** Every {@code engine.} pattern (not its words) as a regular expression, the most literal text first. */
    private static List<Shape> shapes(ResourceBundle english) {
        List<Shape> out = new ArrayList<>();
        for (String key : Collections.list(english.getKeys())) {
            // A phrase's form on screen is not one the engine writes: it is said for the phrase, never read.
            if (key.startsWith(PREFIX) && !key.startsWith(WORD) && !key.endsWith(Agreement.PERSON)
                    && !key.endsWith(SAID) && !key.endsWith(WRITTEN)) {
                out.add(shape(key, english.getString(key)));
            }
            // A hero's form is read as its phrase: the engine writes it of a hero where the event log would otherwise
            // word a thing otherwise than the text log (a frightened hero's refusal, the weapon a hero drops).
            if (key.startsWith(PREFIX) && !key.startsWith(WORD) && key.endsWith(Agreement.PERSON)) {
                out.add(shape(key.substring(0, key.length() - Agreement.PERSON.length()), english.getString(key)));
            }
            // What the JSON parser found in a save's damaged line, inside the save's own phrase ("a.jsonl:2:5: not
            // JSON: the line ends inside a text ..."); those of a few words ("the list", "{0} (a tab)") are left
            // to the phrases that take them, so that they never stand for a sentence of the engine.
            if (key.startsWith(JSON)) {
                Shape s = shape(key, english.getString(key));
                if (s.literal() >= JSON_LITERAL) out.add(s);
            }
        }
        // Most literal text first, so "X is dead" is tried before a phrase that would take "dead" as an argument;
        // ties by key, then a phrase's own form before or after its hero's, so the order never depends on the
        // bundle's hashing.
        out.sort(Comparator.comparingInt(Shape::literal).reversed().thenComparing(Shape::key)
                .thenComparing(Shape::english));
        return List.copyOf(out);
    }

    static Shape shape(String key, String pattern) {
        StringBuilder regex = new StringBuilder();
        List<Integer> order = new ArrayList<>();
        Map<Integer, Integer> groupOf = new java.util.HashMap<>();
        Set<Integer> typed = new java.util.TreeSet<>();
        Matcher p = PLACEHOLDER.matcher(pattern);
        int last = 0;
        int literal = 0;
        int most = 0;
        String anchor = "";
        while (p.find()) {
            String text = pattern.substring(last, p.start());
            if (text.length() > anchor.length()) anchor = text;
            regex.append(Pattern.quote(text));
            literal += text.length();
            int index = Integer.parseInt(p.group(1));
            most = Math.max(most, index + 1);
            if (p.start() > 0 && pattern.charAt(p.start() - 1) == '\''
                    && p.end() < pattern.length() && pattern.charAt(p.end()) == '\'') {
                typed.add(index);
            }
            Integer seen = groupOf.get(index);
            if (seen != null) {
                regex.append("\\").append(seen);
            } else {
                order.add(index);
                groupOf.put(index, order.size());
                regex.append("(.+?)");
            }
            last = p.end();
        }
        String tail = pattern.substring(last);
        if (!tail.isEmpty()) regex.append(Pattern.quote(tail));
        literal += tail.length();
        if (tail.length() > anchor.length()) anchor = tail;
        int[] placeholders = new int[order.size()];
        for (int i = 0; i < placeholders.length; i++) placeholders[i] = order.get(i);
        return new Shape(key, Pattern.compile(regex.toString(), Pattern.DOTALL), placeholders, most, literal, anchor,
                pattern, Set.copyOf(typed));
    }
}
