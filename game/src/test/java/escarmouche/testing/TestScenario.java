package escarmouche.testing;

import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.Focus;
import escarmouche.content.model.LockedDoor;
import escarmouche.content.model.Scenario;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Builds small scenarios in code for engine tests: an ASCII map, a few creatures, forced dice.
 * {@code #} wall, {@code .} floor, {@code ,} difficult, {@code ;} very difficult, {@code =} stairs.
 */
public final class TestScenario {
    private final List<String> rows;
    private final List<CombatantSpec> combatants = new ArrayList<>();
    private List<String> initiative;
    private List<Integer> dice = List.of();
    private RuleSet rules = RuleSet.HOUSE;
    private final List<LockedDoor> doors = new ArrayList<>();

    private TestScenario(List<String> rows) {
        this.rows = rows;
    }

    public static TestScenario map(String... rows) {
        return new TestScenario(List.of(rows));
    }

    public static Grid grid(String... rows) {
        List<Terrain[]> out = new ArrayList<>();
        for (String row : rows) {
            Terrain[] line = new Terrain[row.length()];
            for (int i = 0; i < row.length(); i++) {
                line[i] = switch (row.charAt(i)) {
                    case '#' -> Terrain.WALL;
                    case ',' -> Terrain.DIFFICULT;
                    case ';' -> Terrain.VERY_DIFFICULT;
                    case '=' -> Terrain.STAIRS;
                    case 'o' -> Terrain.LOW_WALL;
                    case '+' -> Terrain.DOOR;
                    case '\'' -> Terrain.OPEN_DOOR;
                    default -> Terrain.FLOOR;
                };
            }
            out.add(line);
        }
        return Grid.of(out);
    }

    public TestScenario with(String id, String side, int x, int y, UnaryOperator<Creature> tweak) {
        Creature c = tweak.apply(new Creature());
        boolean player = c.control != null ? c.control.equals("player") : side.equals("party");
        combatants.add(new CombatantSpec(id, side, player ? "player" : "ai", new Pos(x, y), c.build(id), c.group,
                c.hidden, c.sneakDc, c.master));
        return this;
    }

    /** A closed door of the map ({@code +}) that starts locked. */
    public TestScenario locked(int x, int y, int dc) {
        doors.add(new LockedDoor(new Pos(x, y), dc));
        return this;
    }

    public TestScenario initiative(String... ids) {
        this.initiative = List.of(ids);
        return this;
    }

    public TestScenario dice(Integer... values) {
        this.dice = List.of(values);
        return this;
    }

    public TestScenario rules(RuleSet r) {
        this.rules = r;
        return this;
    }

    public Scenario build() {
        return new Scenario("test", "test", "", "easy", rules, grid(rows.toArray(String[]::new)), combatants,
                initiative, dice, null, RealContent.grimoire(), doors);
    }

    public static Weapon weapon(String id, String dice, DamageType type, WeaponKind kind, int normal, int longRange) {
        return new Weapon(id, id, DiceExpression.parse(dice), type, kind, normal, longRange, WeaponLength.MEDIUM, 1,
                false, false, false, false, false, 0, 0);
    }

    public static final Weapon LONGSWORD = weapon("longsword", "1d8", DamageType.SLASHING, WeaponKind.MELEE, 0, 0);
    public static final Weapon SCIMITAR = weapon("scimitar", "1d6", DamageType.SLASHING, WeaponKind.MELEE, 0, 0);
    public static final Weapon SHORTBOW = weapon("shortbow", "1d6", DamageType.PIERCING, WeaponKind.BOW, 16, 64);

    /** A mutable creature description with test defaults (a plain medium fighter-like monster). */
    public static final class Creature {
        public String kind = "monster";
        public String className;
        public int hp = 10;
        public int maxHp = -1;
        /** HP-EXHAUSTION level it starts with. */
        public int exhaustion;
        public int ac = 12;
        public int speed = 6;
        public Size size = Size.MEDIUM;
        public int width = 1;
        public int height = 1;
        public AbilityScores abilities = AbilityScores.AVERAGE;
        public int proficiency = 2;
        public int reach = 1;
        public int systemShock = 90;
        public int level = 1;
        public List<Weapon> weapons = List.of(LONGSWORD);
        public List<Resistance> resistances = List.of();
        public List<Condition> conditions = List.of();
        public String control;
        public List<String> spells = List.of();
        public List<Integer> slots = List.of();
        public Map<String, Integer> items = Map.of();
        public String castingAbility;
        public int segmentsPerLevel;
        public Focus focus;
        public String type;
        public List<ArmorDef> armor = List.of();
        public String group;
        public Integer hidden;
        public Integer sneakDc;
        public String master;

        /** A caster of this class: its casting ability and segments as content gives them. */
        public Creature caster(String cls, String... knownSpells) {
            pc(cls);
            var def = RealContent.content().classes().get(cls);
            castingAbility = def.castingAbility();
            segmentsPerLevel = def.segmentsPerLevel();
            spells = List.of(knownSpells);
            return this;
        }

        public Creature slots(Integer... perLevel) {
            slots = List.of(perLevel);
            return this;
        }

        public Creature item(String id, int count) {
            Map<String, Integer> m = new java.util.LinkedHashMap<>(items);
            m.put(id, count);
            items = m;
            return this;
        }

        public Creature focus(String kind, int lvl) {
            focus = new Focus(kind, lvl);
            return this;
        }

        public Creature type(String t) {
            type = t;
            return this;
        }

        public Creature level(int l) {
            level = l;
            return this;
        }

        public Creature scores(int str, int dex, int con, int intel, int wis, int cha) {
            abilities = new AbilityScores(str, dex, con, intel, wis, cha);
            return this;
        }

        public Creature armor(String... ids) {
            List<ArmorDef> out = new ArrayList<>();
            for (String id : ids) out.add(RealContent.armor(id));
            armor = out;
            return this;
        }

        public Creature group(String g) {
            group = g;
            return this;
        }

        /** Starts hidden with this stealth total. */
        public Creature hidden(int total) {
            hidden = total;
            return this;
        }

        /** Starts sneaking: the game rolls its stealth check against this DC. */
        public Creature sneaking(int dc) {
            sneakDc = dc;
            return this;
        }

        public Creature master(String m) {
            master = m;
            return this;
        }

        public Creature pc(String cls) {
            kind = "pc";
            className = cls;
            return this;
        }

        public Creature hp(int v) {
            hp = v;
            return this;
        }

        public Creature maxHp(int v) {
            maxHp = v;
            return this;
        }

        public Creature ac(int v) {
            ac = v;
            return this;
        }

        public Creature speed(int v) {
            speed = v;
            return this;
        }

        public Creature abilities(int str, int dex) {
            abilities = new AbilityScores(str, dex, 10, 10, 10, 10);
            return this;
        }

        public Creature resists(Resistance... r) {
            resistances = List.of(r);
            return this;
        }

        public Creature weapons(Weapon... w) {
            weapons = List.of(w);
            return this;
        }

        public Creature size(Size s, int w, int h) {
            size = s;
            width = w;
            height = h;
            return this;
        }

        public Creature conditions(Condition... c) {
            conditions = List.of(c);
            return this;
        }

        public Creature shock(int v) {
            systemShock = v;
            return this;
        }

        public Creature control(String c) {
            control = c;
            return this;
        }

        CreatureSpec build(String id) {
            return new CreatureSpec(id, id, kind, className, level, hp, maxHp < 0 ? hp : maxHp, 0, exhaustion, ac, speed, size,
                    width, height, abilities, proficiency, reach, systemShock, weapons, armor, resistances,
                    List.of(), 0, 0, false, false, conditions, null, spells, slots, items, 8, castingAbility,
                    segmentsPerLevel, focus, type, null, null);
        }
    }
}
