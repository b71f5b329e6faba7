package escarmouche.headless;

import escarmouche.command.Command;
import escarmouche.lang.Quoted;
import escarmouche.rules.stealth.Stealth;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.content.load.Content;
import escarmouche.content.load.Problem;
import escarmouche.content.load.Suggest;
import escarmouche.content.load.Wording;
import escarmouche.content.model.WeaponDef;
import escarmouche.engine.control.AnswerText;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.grid.Grid;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * What {@code ./play check} says about a command script: every line that is not a command of the
 * grammar, and the first one that is not text; beside its scenario, the creatures it names that the scenario
 * lacks and the squares its map rules out. Whether a command is legal depends on the fight, so only
 * {@code ./play run} can tell that.
 */
public final class ScriptCheck {
    /** The problems, and the warnings, kept of one script: past them, they are counted. */
    static final int KEPT = 1_000;
    /** The combatants a warning lists by id, of a scenario that has more. */
    static final int LISTED = 20;

    private final CommandParser parser = new CommandParser();

    /**
     * What check says of a script: the lines that are not commands (problems), and what its commands name that
     * the fight will not have (warnings, as run would refuse those commands and play on).
     */
    public record Findings(List<Problem> problems, List<Problem> warnings) {}

    /**
     * The scenario beside a script, as far as check reads it: its file name, its combatants' ids and its map
     * (null when the scenario cannot be played, which its own check says).
     */
    public record Beside(String name, Collection<String> combatants, Grid map) {}

    /**
     * The script's grammar, in one reading, and: when {@code beside} is given, the creatures its commands name
     * that the scenario lacks and the squares its map rules out; when {@code content} (what the commands will be
     * played with) is given, the weapons, spells and items the commands name that it does not have, and an attack
     * sending Dex to the damage of a weapon that deals none ({@code weapon=net dex=damage}). Either may be null.
     */
    public Findings check(Path file, Beside beside, Content content) {
        Kept problems = new Kept();
        Kept warnings = new Kept();
        String scenario = beside == null ? null : beside.name();
        List<String> known = beside == null ? List.of() : beside.combatants().stream().sorted().toList();
        Set<String> knownSet = new HashSet<>(known);
        Object listed = listed(known);
        // Each kind's names read from the content once, when a command first names one of that kind.
        Map<Kind, Collection<String>> inContent = new EnumMap<>(Kind.class);
        try (InputStream in = Files.newInputStream(file)) {
            CommandScript script = CommandScript.of(in, file.toString());
            String line;
            while ((line = script.nextLine()) != null) {
                // OA-REACTION: an answer to an opportunity attack (an addition), which only run can place.
                String words = ScriptControl.words(line);
                if (AnswerText.isAnswer(words)) {
                    try {
                        AnswerText.typed(words);
                    } catch (IllegalArgumentException e) {
                        problems.add(new Problem(file.toString(), "", script.lineNumber(),
                                CommandParser.optionColumn(line, "with"), e.getMessage()));
                    }
                    continue;
                }
                Command c;
                try {
                    c = parser.parse(line);
                } catch (CommandSyntaxException e) {
                    problems.add(new Problem(file.toString(), "", script.lineNumber(), Math.max(1, e.column()), e.getMessage()));
                    continue;
                }
                if (content != null) {
                    for (Name n : things(c)) {
                        Collection<String> names = inContent.computeIfAbsent(n.kind(), k -> k.known(content));
                        // A name the content writes but could not read (a spell with a broken damage, a weapons.json
                        // that is not JSON) is its own file's problem: the line is not told the content lacks it.
                        if (names.contains(n.id()) || n.kind().broken(content, n.id())) continue;
                        String typed = line.strip();
                        warnings.add(file, script.lineNumber(), () -> Wording.of("problem.script.unknown", typed,
                                Wording.of("problem.script.kind." + n.kind().word), "\"" + n.id() + "\"",
                                Suggest.wording(n.id(), names)));
                    }
                }
                if (content != null && noDamageForDex(c, content)) {
                    String typed = line.strip();
                    String weapon = ((Command.Attack) c).weapon();
                    warnings.add(file, script.lineNumber(), () -> Wording.of("problem.script.dex.damage", typed, weapon));
                }
                // A DC out of range is refused by run whatever the fight, as dc=abc is: a problem, not a warning.
                if (c instanceof Command.Hide h && h.dc() != null
                        && (h.dc() < Stealth.LOWEST_HIDE_DC || h.dc() > Stealth.HIGHEST_HIDE_DC)) {
                    problems.add(new Problem(file.toString(), "", script.lineNumber(),
                            CommandParser.optionColumn(line, "dc"), Wording.of("problem.script.dc", CommandParser.typed(line),
                            String.valueOf(h.dc()), String.valueOf(Stealth.LOWEST_HIDE_DC),
                            String.valueOf(Stealth.HIGHEST_HIDE_DC))));
                }
                if (scenario == null) continue;
                if (beside.map() != null) {
                    ScriptSquares.of(c, line.strip(), beside.map(), scenario).ifPresent(w ->
                            warnings.add(file, script.lineNumber(), () -> w));
                }
                for (String id : named(c)) {
                    if (knownSet.contains(id)) continue;
                    // The line and the id quoted cut as long texts are: a 300-character id gave a 700-character warning.
                    String typed = Quoted.shown(line.strip());
                    warnings.add(file, script.lineNumber(), () -> Wording.of("problem.script.stranger", typed,
                            "\"" + Quoted.shown(id) + "\"", scenario, Suggest.wording(id, known), listed));
                }
            }
        } catch (CommandScript.Unreadable e) {
            problems.add(new Problem(file.toString(), "", e.line(), Math.max(1, e.column()), e.reason()));
        } catch (IOException e) {
            problems.add(new Problem(file.toString(), "", 0, 0, "cannot read the script: " + e.getMessage()));
        }
        return new Findings(problems.all(file, "problem.script.more.problems"),
                warnings.all(file, "problem.script.more.warnings"));
    }

    /**
     * The problems or warnings of one script, the first {@link #KEPT} of them: a script of a million bad lines
     * (a file made to flood the check, or the wrong file) is read to its end and counted, and the memory the
     * check takes stays that of a thousand.
     */
    private static final class Kept {
        private final List<Problem> kept = new ArrayList<>();
        private int more;

        void add(Problem p) {
            if (kept.size() < KEPT) kept.add(p);
            else more++;
        }

        /** A warning at the start of a line, its words made only when it is kept (a suggestion costs a search). */
        void add(Path file, int line, Supplier<Wording> words) {
            if (kept.size() < KEPT) kept.add(new Problem(file.toString(), "", line, 1, words.get()));
            else more++;
        }

        /** The problems kept, and one more line that counts those that were not. */
        List<Problem> all(Path file, String moreKey) {
            if (more == 0) return kept;
            List<Problem> out = new ArrayList<>(kept);
            out.add(new Problem(file.toString(), "", 0, 0, Wording.of(moreKey, String.valueOf(more),
                    String.valueOf(KEPT))));
            return out;
        }
    }

    /**
     * Whether the command is an attack that sends Dex to the damage of a weapon the content gives none (the net):
     * run refuses it whoever makes it (ATK-DEXDMG). A weapon the content lacks is warned of on its own.
     */
    static boolean noDamageForDex(Command c, Content content) {
        if (!(c instanceof Command.Attack a) || !"damage".equals(a.dex()) || a.weapon() == null) return false;
        WeaponDef def = content.weapons().get(a.weapon());
        return def != null && def.weapon().dealsNoDamage();
    }

    /** The scenario's combatants as a warning lists them: all, or the first few of a crowd and how many in all. */
    private static Object listed(List<String> known) {
        if (known.size() <= LISTED) return String.join(", ", known);
        return Wording.of("problem.script.combatants.more", String.join(", ", known.subList(0, LISTED)),
                String.valueOf(known.size()));
    }

    /** What a command may name of the content: a weapon, a spell, or an item (a weapon, for a pickup). */
    enum Kind {
        WEAPON("weapon", "weapon"), SPELL("spell", "spell"), ITEM("item", "item"), PICKUP("thing", "weapon", "item");

        final String word;
        /** The kinds of entry the content keeps that a name of this kind may be (as the content's checks name them). */
        private final List<String> entries;

        Kind(String word, String... entries) {
            this.word = word;
            this.entries = List.of(entries);
        }

        /**
         * The ids of that kind the content has, sorted (the bare fist is every creature's weapon), those of broken
         * entries too: they are no strangers, and a misspelling of one is pointed to it.
         */
        Collection<String> known(Content content) {
            TreeSet<String> out = new TreeSet<>();
            for (String entry : entries) {
                switch (entry) {
                    case "weapon" -> out.addAll(content.suggestible(entry, content.weapons().keySet()));
                    case "spell" -> out.addAll(content.suggestible(entry, content.spells().keySet()));
                    default -> out.addAll(content.suggestible(entry, content.items().keySet()));
                }
            }
            // The bare fist is a weapon to attack with, not a thing on the floor.
            if (this == WEAPON) out.add(Unarmed.ID);
            return out;
        }

        /** Whether the content has this id as a broken entry of that kind, or could not read that kind's file. */
        boolean broken(Content content, String id) {
            for (String entry : entries) if (content.broken(entry, id)) return true;
            return false;
        }
    }

    /** One name a command gives of the content. */
    record Name(Kind kind, String id) {}

    /** The weapons, spells and items a command names, in the order it names them. */
    static List<Name> things(Command c) {
        List<Name> out = new ArrayList<>();
        if (c instanceof Command.Attack a) {
            if (a.weapon() != null) out.add(new Name(Kind.WEAPON, a.weapon()));
            if (a.offhand() != null) out.add(new Name(Kind.WEAPON, a.offhand()));
        } else if (c instanceof Command.Ready r && r.weapon() != null) {
            out.add(new Name(Kind.WEAPON, r.weapon()));
        } else if (c instanceof Command.Cast k) {
            out.add(new Name(Kind.SPELL, k.spell()));
        } else if (c instanceof Command.Drink d) {
            out.add(new Name(Kind.ITEM, d.item()));
        } else if (c instanceof Command.Read r) {
            out.add(new Name(Kind.ITEM, r.item()));
        } else if (c instanceof Command.Pickup p && p.item() != null) {
            out.add(new Name(Kind.PICKUP, p.item()));
        }
        return out;
    }

    /** The creatures a command names by id, in the order it names them. */
    static List<String> named(Command c) {
        List<String> out = new ArrayList<>();
        if (c instanceof Command.Attack a) {
            out.add(a.target());
            if (a.offtarget() != null) out.add(a.offtarget());
        } else if (c instanceof Command.Aid a) {
            out.add(a.ally());
        } else if (c instanceof Command.Grapple g) {
            out.add(g.target());
        } else if (c instanceof Command.Shove sh) {
            out.add(sh.target());
        } else if (c instanceof Command.Help h) {
            out.add(h.ally());
            if (h.target() != null) out.add(h.target());
        } else if (c instanceof Command.Cast k && k.target() != null) {
            out.add(k.target());
        } else if (c instanceof Command.Read r && r.target() != null) {
            out.add(r.target());
        } else if (c instanceof Command.Ready r && r.target() != null) {
            out.add(r.target());
        } else if (c instanceof Command.Cut k && k.target() != null) {
            out.add(k.target());
        } else if (c instanceof Command.Escape e && e.ally() != null) {
            out.add(e.ally());
        }
        return out;
    }
}
