package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.CreatureTraits;
import escarmouche.content.model.MonsterDef;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.stealth.Stealth;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Pattern;

/** One entry of a scenario's {@code combatants}: who, where, which side, and the template's overrides. */
final class CombatantReader {
    static final List<String> OWN_FIELDS = List.of("id", "template", "side", "control", "at", "group", "hidden",
            "master", "charmedBy", "frightenedBy");
    static final List<String> FIELDS = fields();
    static final String PARTY = "party";

    // Commands name combatants by id ("attack g1"), so an id must be one word without "," or "=".
    private static final Pattern COMBATANT_ID = Pattern.compile("[A-Za-z0-9_-]+");
    /** The longest combatant id (docs/scenarios.md): a word a command types, far beyond any name a scenario gives. */
    static final int MAX_ID = 64;

    // A side is said in sentences ("bandits win", "every combatant is on side party"): one word, in any alphabet.
    private static final Pattern SIDE = Pattern.compile("[\\p{L}\\p{N}_-]+");

    /**
     * What was read; {@code spec} is null when the combatant could not be built. {@code spot} is where it stands
     * whenever its {@code at} could be read, built or not, so that a square two combatants share is said in the
     * same check as the other problems of either (a template misspelt, a control unknown).
     */
    record Draft(String id, Node idNode, Node atNode, CombatantSpec spec, Node masterNode, Node.Obj entry, Spot spot) {
        Draft(String id, Node idNode, Node atNode, CombatantSpec spec) {
            this(id, idNode, atNode, spec, null, null, null);
        }
    }

    /**
     * A footprint's top-left square and size; a combatant that could not be built counts its one square
     * {@code at}, which every footprint holds.
     */
    record Spot(Pos at, int width, int height) {}

    /** {@code "hidden": 17} (a stealth total) or {@code {"dc": 15}} / {@code {"check": true}} (the game rolls). */
    private record Hiding(Integer total, Integer sneakDc) {
        static final Hiding NONE = new Hiding(null, null);
    }

    private final Content content;

    CombatantReader(Content content) {
        this.content = content;
    }

    Draft read(Node node, Issues issues) {
        Fields f = Fields.translatable(node, issues, FIELDS);
        if (f == null) return new Draft(null, null, null, null);
        int mark = issues.failures();
        Node idNode = f.required("id");
        String id = Read.text(idNode, issues);
        if (id != null && id.length() > MAX_ID) {
            // Said by its length, not quoted: every event names its combatant, and a run of a 15-million-letter
            // id wrote a log of a gigabyte.
            issues.at(idNode, Wording.of("problem.combatant.id.long", String.valueOf(id.length()), String.valueOf(MAX_ID)));
            id = null;
        } else if (id != null && !COMBATANT_ID.matcher(id).matches()) {
            issues.at(idNode, Wording.of("problem.combatant.id", Wording.describe(idNode)));
            id = null;
        }
        Node templateNode = f.required("template");
        String template = Read.text(templateNode, issues);
        String side = Read.text(f.optional("side"), issues);
        if (side != null && !SIDE.matcher(side).matches()) {
            issues.at(f.optional("side"), Wording.of("problem.side", Wording.describe(f.optional("side"))));
            side = null;
        }
        String control = Read.choice(f.optional("control"), Enums.CONTROLS, issues);
        int[] xy = Ranges.two(f.required("at"), issues, 0, MapReader.MAX_SIDE - 1, "[x, y]");
        String group = Read.text(f.optional("group"), issues);
        Hiding hiding = hiding(f.optional("hidden"), issues);
        String master = Read.text(f.optional("master"), issues);
        String charmedBy = Read.text(f.optional("charmedBy"), issues);
        String frightenedBy = Read.text(f.optional("frightenedBy"), issues);
        boolean classTemplate = template != null && content.classes().containsKey(template);
        CreatureTraits over = new TraitsReader(content, true, id == null ? "inline" : id, classTemplate).read(f, issues);
        if (over.hp() != null && over.maxHp() != null && over.hp() > over.maxHp()) {
            issues.at(f.optional("hp"), Wording.of("problem.hp.above", String.valueOf(over.hp()), String.valueOf(over.maxHp())));
        }
        CreatureSpec creature = template == null ? null : creature(template, templateNode, id, over, f, issues);
        if (creature != null && over.spells() != null) SpellsByLevel.check(f.optional("spells"), creature, content, issues);
        if (creature != null) HitPointConditions.check(creature, f, issues);
        if (creature != null) hiding = hidingOf(hiding, creature);
        Pos at = xy == null ? null : new Pos(xy[0], xy[1]);
        if (issues.failures() > mark || creature == null) {
            Spot spot = at == null ? null : creature == null ? new Spot(at, 1, 1)
                    : new Spot(at, creature.width(), creature.height());
            return new Draft(id, idNode, f.optional("at"), null, f.optional("master"), f.node(), spot);
        }
        String realSide = side != null ? side : creature.isPc() ? PARTY : "monsters";
        String realControl = control != null ? control : PARTY.equals(realSide) ? "player" : "ai";
        CombatantSpec spec = new CombatantSpec(id, realSide, realControl, at, creature, group,
                hiding.total(), hiding.sneakDc(), master, charmedBy, frightenedBy);
        return new Draft(id, idNode, f.optional("at"), spec, f.optional("master"), f.node(),
                new Spot(at, creature.width(), creature.height()));
    }

    /**
     * SURP-CHECK: a number is the stealth total the GM already rolled; an object asks the game to roll the
     * creature's stealth check at the start of the fight, against {@code dc} (default 10).
     */
    private static Hiding hiding(Node node, Issues issues) {
        if (node == null) return Hiding.NONE;
        if (node instanceof Node.Num) {
            Integer total = Read.whole(node, 0, 60, issues);
            return total == null ? Hiding.NONE : new Hiding(total, null);
        }
        if (!(node instanceof Node.Obj)) {
            issues.at(node, Wording.of("problem.stealth.shape", Wording.describe(node),
                    "{\"dc\": 15}"));
            return Hiding.NONE;
        }
        Fields f = Fields.of(node, issues, List.of("check", "dc"));
        if (f == null) return Hiding.NONE;
        Boolean check = Read.bool(f.optional("check"), issues);
        Integer dc = Read.whole(f.optional("dc"), 1, 40, issues);
        if (Boolean.FALSE.equals(check)) {
            issues.at(f.optional("check"), Wording.of("problem.stealth.false", "\"check\": false"));
            return Hiding.NONE;
        }
        // Both at once would say two DCs (check's 10 and dc's own); which one it rolls against is not guessed.
        if (Boolean.TRUE.equals(check) && dc != null) {
            issues.at(node, Wording.of("problem.stealth.both", "\"check\": true",
                    String.valueOf(Stealth.DEFAULT_SNEAK_DC)));
            return Hiding.NONE;
        }
        // Empty only when neither field is written: one written wrong has its own problem already.
        if (check == null && dc == null && f.optional("check") == null && f.optional("dc") == null) {
            issues.at(node, Wording.of("problem.stealth.empty", "\"check\": true"));
            return Hiding.NONE;
        }
        return new Hiding(null, dc != null ? dc : Stealth.DEFAULT_SNEAK_DC);
    }

    /**
     * SURP-CHECK, ACT-SEARCH: {@code "hidden"} among the starting conditions with no {@code "hidden"} field is the
     * field's default form, {@code {"check": true}}: the game rolls its stealth check against DC 10 as the fight
     * starts, and the total it reaches is what a search (ACT-SEARCH) and the enemies' check to see the ambush
     * (SURP-RESIST) are made against. Taken as a bare condition it had no total at all: a search found it against
     * DC 1 while the ambush was resisted against DC 15. With the field, the field says how it hides
     * ({@code CreatureFactory} starts it hidden only with a total).
     */
    private static Hiding hidingOf(Hiding written, CreatureSpec creature) {
        if (written != Hiding.NONE || !creature.conditions().contains(Condition.HIDDEN)) return written;
        return new Hiding(null, Stealth.DEFAULT_SNEAK_DC);
    }

    private CreatureSpec creature(String template, Node templateNode, String id, CreatureTraits over, Fields f,
                                  Issues issues) {
        ClassDef cls = content.classes().get(template);
        if (cls != null) return pc(cls, id, over, f, issues);
        MonsterDef monster = content.monsters().get(template);
        if (monster != null) return CreatureResolver.monster(template, monster.npc(), monster.traits(), over, content);
        if (content.broken("class", template) || content.broken("monster", template)) {
            issues.silent();
            return null;
        }
        List<String> known = new ArrayList<>(content.suggestible("class", content.classes().keySet()));
        known.addAll(content.suggestible("monster", content.monsters().keySet()));
        issues.at(templateNode, Wording.of("problem.unknown.template", Node.quote(template), Suggest.wording(template, known)));
        return null;
    }

    private CreatureSpec pc(ClassDef cls, String id, CreatureTraits over, Fields f, Issues issues) {
        if (over.className() != null && !over.className().equals(cls.id())) {
            issues.at(f.optional("class"), Wording.of("problem.template.class", Node.quote(cls.id())));
            return null;
        }
        int level = over.level() != null ? over.level() : cls.defaults().level();
        if (level < 1 || level > ClassReader.LEVELS) {
            issues.at(f.optional("level"), Wording.of("problem.level", String.valueOf(level), String.valueOf(ClassReader.LEVELS)));
            return null;
        }
        String name = id == null || premade(id, cls) ? cls.name() : Character.toUpperCase(id.charAt(0)) + id.substring(1);
        return CreatureResolver.pc(cls, content, over, name, level);
    }

    /**
     * Whether an id is its class's followed by a number ({@code fighter2}, as the builder names the heroes it
     * places): such a hero is a pre-made character of the class, called by the class's name as the monsters
     * of a kind are by theirs, numbered on screen when several share it ("Fighter 2", "Guerrier 2" in
     * French), rather than "Fighter2".
     */
    private static boolean premade(String id, ClassDef cls) {
        if (id.length() <= cls.id().length() || !id.startsWith(cls.id())) return false;
        for (int i = cls.id().length(); i < id.length(); i++) if (!Character.isDigit(id.charAt(i))) return false;
        return true;
    }

    private static List<String> fields() {
        List<String> all = new ArrayList<>(OWN_FIELDS);
        all.addAll(TraitsReader.FIELDS);
        return List.copyOf(all);
    }

    static TreeSet<String> ids(List<Draft> drafts) {
        TreeSet<String> ids = new TreeSet<>();
        for (Draft d : drafts) if (d.id() != null) ids.add(d.id());
        return ids;
    }
}
