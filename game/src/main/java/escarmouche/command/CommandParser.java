package escarmouche.command;

import escarmouche.lang.Quoted;
import escarmouche.lang.Spelling;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads one script line into a {@link Command}. {@code #} starts a comment; blank lines give
 * {@code null}. Unknown words and options are errors: a typo must never silently do something else.
 */
public final class CommandParser {
    /**
     * Every command word, with the options ({@code key=value}) it accepts, in the order of the usage message.
     * The parser takes the allowed options from here, so this is the whole vocabulary of the scripts (the
     * documentation test reads it).
     */
    public static final Map<String, List<String>> OPTIONS = vocabulary();

    /** Bare words some commands take besides ids and squares: {@code attack ... ko}, {@code shove ... prone|push}. */
    public static final Map<String, List<String>> WORDS = Map.of("attack", List.of("ko"),
            "shove", List.of("prone", "push"));

    private static Map<String, List<String>> vocabulary() {
        Map<String, List<String>> v = new LinkedHashMap<>();
        v.put("move", List.of("risky"));
        v.put("moveto", List.of());
        v.put("crawl", List.of());
        v.put("stand", List.of("with"));
        v.put("prone", List.of());
        v.put("dash", List.of());
        v.put("dodge", List.of());
        v.put("disengage", List.of());
        v.put("hide", List.of("dc"));
        v.put("search", List.of());
        v.put("undo", List.of());
        v.put("pickup", List.of("with"));
        v.put("attack", List.of("weapon", "offhand", "offtarget", "ability", "dex"));
        v.put("grapple", List.of("ability"));
        v.put("escape", List.of("ability"));
        v.put("cut", List.of());
        v.put("release", List.of());
        v.put("shove", List.of("ability"));
        v.put("help", List.of());
        v.put("aid", List.of());
        v.put("cast", List.of("ability"));
        v.put("drink", List.of("ability"));
        v.put("read", List.of("ability"));
        v.put("open", List.of());
        v.put("close", List.of());
        v.put("pick", List.of());
        v.put("ready", List.of("weapon"));
        v.put("end", List.of());
        v.put("yield", List.of());
        return java.util.Collections.unmodifiableMap(v);
    }

    /**
     * The line as the user typed it, without its comment: what an {@code error} event shows of a script
     * command, which may differ from the canonical {@link Command#text()} in spacing, case or option order.
     */
    public static String typed(String line) {
        return stripComment(line).trim();
    }

    /**
     * Parses a line; returns null for blank or comment-only lines. A line that does not follow the grammar
     * throws a {@link CommandSyntaxException} whose column is that of the word at fault (the command word
     * when the fault is the line's shape).
     */
    public Command parse(String line) {
        try {
            return read(line);
        } catch (CommandSyntaxException e) {
            throw e.on(line);
        }
    }

    /** The column, in characters from 1, where the {@code word}-th word of {@code line} begins (0: the command word). */
    static int column(String line, int word) {
        java.util.regex.Matcher w = WORD.matcher(stripComment(line));
        int start = 0;
        for (int i = 0; i <= word && w.find(); i++) start = w.start();
        return line.codePointCount(0, start) + 1;
    }

    /** The column, in characters from 1, of the option {@code key=...} on {@code line}; of the command word if it has none. */
    public static int optionColumn(String line, String key) {
        java.util.regex.Matcher w = WORD.matcher(stripComment(line));
        for (int i = 0; w.find(); i++) {
            if (i > 0 && w.group().toLowerCase(Locale.ROOT).startsWith(key + "=")) return column(line, i);
        }
        return column(line, 0);
    }

    private static final java.util.regex.Pattern WORD = java.util.regex.Pattern.compile("\\S+");

    private Command read(String line) {
        String text = typed(line);
        if (text.isEmpty()) return null;
        String[] words = text.split("\\s+");
        String verb = words[0].toLowerCase(Locale.ROOT);
        List<String> args = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        // Where each argument and option is on the line, as a word's index, for the column of a problem.
        List<Integer> argAt = new ArrayList<>();
        Map<String, Integer> at = new java.util.HashMap<>();
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            int eq = w.indexOf('=');
            if (eq > 0) {
                String key = w.substring(0, eq).toLowerCase(Locale.ROOT);
                if (options.put(key, w.substring(eq + 1)) != null) {
                    throw new CommandSyntaxException("option '" + key + "' given twice", i);
                }
                at.put(key, i);
            } else {
                args.add(w);
                argAt.add(i);
            }
        }
        return switch (verb) {
            case "move" -> {
                allow(verb, options, at);
                String risky = choice(options, at, "risky", "str", "dex");
                yield new Command.Move(squares(verb, args, argAt, 1), risky);
            }
            case "moveto" -> {
                allow(verb, options, at);
                yield new Command.MoveTo(single(squares(verb, args, argAt, 1), verb));
            }
            case "crawl" -> {
                allow(verb, options, at);
                yield new Command.Crawl(squares(verb, args, argAt, 1));
            }
            case "stand" -> {
                allow(verb, options, at);
                noArgs(verb, args, argAt);
                yield new Command.Stand(choice(options, at, "with", "move", "action"));
            }
            case "prone" -> bare(verb, args, argAt, options, at, new Command.Prone());
            case "dash" -> bare(verb, args, argAt, options, at, new Command.Dash());
            case "dodge" -> bare(verb, args, argAt, options, at, new Command.Dodge());
            case "disengage" -> bare(verb, args, argAt, options, at, new Command.Disengage());
            case "search" -> bare(verb, args, argAt, options, at, new Command.Search());
            case "undo" -> bare(verb, args, argAt, options, at, new Command.Undo());
            case "release" -> bare(verb, args, argAt, options, at, new Command.Release());
            case "end" -> bare(verb, args, argAt, options, at, new Command.End());
            case "yield" -> bare(verb, args, argAt, options, at, new Command.Yield());
            case "hide" -> {
                allow(verb, options, at);
                noArgs(verb, args, argAt);
                yield new Command.Hide(options.containsKey("dc") ? number(options.get("dc"), "dc", at) : null);
            }
            case "pickup" -> {
                allow(verb, options, at);
                if (args.size() > 1) throw new CommandSyntaxException("pickup takes at most one item", argAt.get(1));
                yield new Command.Pickup(args.isEmpty() ? null : args.get(0), choice(options, at, "with", "move", "action"));
            }
            case "attack" -> {
                List<String> flags = new ArrayList<>(args);
                // "ko" is the flag only beside a target, so a creature called ko can still be attacked.
                boolean ko = flags.size() > 1 && flags.remove("ko");
                // A second "ko" beside a target is the flag repeated, said as a repeated option is, rather than
                // as a second target ("attack g1 ko ko").
                if (ko && flags.size() > 1 && flags.contains("ko")) {
                    throw new CommandSyntaxException("flag 'ko' given twice", argAt.get(args.lastIndexOf("ko")));
                }
                allow(verb, options, at);
                if (options.containsKey("offtarget") && !options.containsKey("offhand")) {
                    throw new CommandSyntaxException("offtarget=" + options.get("offtarget") + " needs offhand=ID",
                            at.get("offtarget"));
                }
                yield new Command.Attack(oneTarget(verb, flags), options.get("weapon"), options.get("offhand"),
                        options.get("offtarget"), choice(options, at, "ability", "str", "dex"),
                        choice(options, at, "dex", "hit", "damage"), ko);
            }
            case "aid" -> {
                allow(verb, options, at);
                yield new Command.Aid(oneTarget(verb, args));
            }
            case "grapple" -> {
                allow(verb, options, at);
                yield new Command.Grapple(oneTarget(verb, args), ruled("GRAP-START", options, at, "ability", "str", "dex"));
            }
            case "escape" -> {
                allow(verb, options, at);
                if (args.size() > 1) {
                    throw new CommandSyntaxException("expected: escape [ALLY] [ability=str|dex]", argAt.get(1));
                }
                yield new Command.Escape(choice(options, at, "ability", "str", "dex"),
                        args.isEmpty() ? null : args.get(0));
            }
            case "cut" -> {
                allow(verb, options, at);
                if (args.size() > 1) throw new CommandSyntaxException("expected: cut [TARGET]", argAt.get(1));
                yield new Command.Cut(args.isEmpty() ? null : args.get(0));
            }
            case "shove" -> {
                allow(verb, options, at);
                if (args.size() != 2 || !(args.get(1).equals("prone") || args.get(1).equals("push"))) {
                    throw new CommandSyntaxException("expected: shove TARGET prone|push");
                }
                yield new Command.Shove(args.get(0), args.get(1).equals("push"),
                        ruled("SHOVE", options, at, "ability", "str"));
            }
            case "help" -> {
                allow(verb, options, at);
                if (args.isEmpty() || args.size() > 2) throw new CommandSyntaxException("expected: help ALLY [TARGET]");
                yield new Command.Help(args.get(0), args.size() == 2 ? args.get(1) : null);
            }
            case "cast" -> {
                allow(verb, options, at);
                if (args.isEmpty() || args.size() > 2) {
                    throw new CommandSyntaxException("expected: cast SPELL [TARGET | X,Y] [ability=int|wis|dex]");
                }
                yield new Command.Cast(args.get(0), aimTarget(args), aimSquare(verb, args, argAt),
                        choice(options, at, "ability", "int", "wis", "dex"));
            }
            case "drink" -> {
                allow(verb, options, at);
                if (args.size() != 1) throw new CommandSyntaxException("drink needs exactly one ITEM id");
                yield new Command.Drink(args.get(0), choice(options, at, "ability", "int", "wis", "dex"));
            }
            case "read" -> {
                allow(verb, options, at);
                if (args.isEmpty() || args.size() > 2) {
                    throw new CommandSyntaxException("expected: read ITEM [TARGET | X,Y] [ability=int|wis|dex]");
                }
                yield new Command.Read(args.get(0), aimTarget(args), aimSquare(verb, args, argAt),
                        choice(options, at, "ability", "int", "wis", "dex"));
            }
            case "pick" -> {
                allow(verb, options, at);
                yield new Command.Pick(single(squares(verb, args, argAt, 1), verb));
            }
            case "ready" -> {
                allow(verb, options, at);
                // No target: the first enemy that comes within reach.
                if (args.size() > 1) throw new CommandSyntaxException("expected: ready [TARGET] [weapon=ID]");
                yield new Command.Ready(args.isEmpty() ? null : args.get(0), options.get("weapon"));
            }
            case "open", "close" -> {
                allow(verb, options, at);
                yield new Command.Door(single(squares(verb, args, argAt, 1), verb), verb.equals("open"));
            }
            default -> throw new CommandSyntaxException("unknown command '" + Quoted.shown(verb) + "'"
                    + Spelling.closest(verb, OPTIONS.keySet()).map(near -> " (did you mean " + near + "?)").orElse("")
                    + ": expected one of " + String.join(", ", OPTIONS.keySet()));
        };
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash >= 0 ? line.substring(0, hash) : line;
    }

    private static Command bare(String verb, List<String> args, List<Integer> argAt, Map<String, String> options,
                                Map<String, Integer> at, Command c) {
        allow(verb, options, at);
        noArgs(verb, args, argAt);
        return c;
    }

    private static void noArgs(String verb, List<String> args, List<Integer> argAt) {
        if (!args.isEmpty()) {
            throw new CommandSyntaxException(verb + " takes no argument, found '" + args.get(0) + "'", argAt.get(0));
        }
    }

    private static void allow(String verb, Map<String, String> options, Map<String, Integer> at) {
        List<String> allowed = OPTIONS.get(verb);
        if (allowed == null) throw new IllegalStateException("the command '" + verb + "' is missing from OPTIONS");
        for (String key : options.keySet()) {
            if (!allowed.contains(key)) {
                throw new CommandSyntaxException(verb + " has no option '" + key + "'"
                        + (allowed.isEmpty() ? "" : ": expected " + String.join(", ", allowed)), at.get(key));
            }
        }
    }

    /**
     * {@link #choice}, for an option a rule limits (the abilities of a grapple, GRAP-START, or a shove's Str alone,
     * SHOVE): a value outside it is refused in that rule's name, as the engine's refusals are.
     */
    private static String ruled(String rule, Map<String, String> options, Map<String, Integer> at, String key,
                                String... values) {
        try {
            return choice(options, at, key, values);
        } catch (CommandSyntaxException e) {
            throw new CommandSyntaxException(e.getMessage(), at.get(key), rule);
        }
    }

    private static String choice(Map<String, String> options, Map<String, Integer> at, String key, String... values) {
        String v = options.get(key);
        if (v == null) return null;
        String lower = v.toLowerCase(Locale.ROOT);
        for (String ok : values) if (ok.equals(lower)) return ok;
        String last = values[values.length - 1];
        String others = String.join(", ", Arrays.asList(values).subList(0, values.length - 1));
        throw new CommandSyntaxException(key + "=" + v + ": expected " + (others.isEmpty() ? last : others + " or " + last),
                at.get(key));
    }

    private static int number(String v, String key, Map<String, Integer> at) {
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new CommandSyntaxException(key + "=" + Quoted.shown(v) + ": expected a whole number", at.get(key));
        }
    }

    private static List<Pos> squares(String verb, List<String> args, List<Integer> argAt, int min) {
        if (args.size() < min) throw new CommandSyntaxException(verb + " needs at least " + min + " square X,Y");
        List<Pos> out = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            try {
                out.add(Pos.parse(args.get(i)));
            } catch (IllegalArgumentException e) {
                throw new CommandSyntaxException(notSquare(verb, args.get(i)), argAt.get(i));
            }
        }
        return out;
    }

    private static Pos single(List<Pos> squares, String verb) {
        if (squares.size() != 1) throw new CommandSyntaxException(verb + " takes exactly one square X,Y");
        return squares.get(0);
    }

    private static String oneTarget(String verb, List<String> args) {
        if (args.size() != 1) throw new CommandSyntaxException(verb + " needs exactly one TARGET id");
        return args.get(0);
    }

    /** The second word of {@code cast}/{@code read} when it names a creature. */
    private static String aimTarget(List<String> args) {
        return args.size() == 2 && !isSquare(args.get(1)) ? args.get(1) : null;
    }

    /** The second word of {@code cast}/{@code read} when it is a square X,Y. */
    private static Pos aimSquare(String verb, List<String> args, List<Integer> argAt) {
        if (args.size() != 2 || !isSquare(args.get(1))) return null;
        try {
            return Pos.parse(args.get(1));
        } catch (IllegalArgumentException e) {
            // Digits too many for a square (99999999999,1): said as moveto says it, not a crash.
            throw new CommandSyntaxException(notSquare(verb, args.get(1)), argAt.get(1));
        }
    }

    /** Why {@code word} is no square, quoted as any long text a message quotes back (300 digits give a line). */
    private static String notSquare(String verb, String word) {
        return verb + ": '" + Quoted.shown(word) + "' is not a square: expected X,Y such as 3,4";
    }

    private static boolean isSquare(String word) {
        return word.matches("-?\\d+,-?\\d+");
    }
}
