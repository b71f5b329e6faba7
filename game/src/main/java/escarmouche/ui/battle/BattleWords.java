package escarmouche.ui.battle;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.engine.combat.AttackService;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.damage.DamagePipeline;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.grid.WayDown;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.term.Direction;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Creatures, squares and surroundings in words: the look mode and the screen-reader friendly summary. */
public final class BattleWords {
    private final ScreenFight fight;

    public BattleWords(ScreenFight fight) {
        this.fight = fight;
    }

    private Battle battle() {
        return fight.battle();
    }

    /** "Brunhild (Br)", or "g2 (Goblin)" when the id is what names it. */
    public String who(Creature c) {
        String name = fight.name(c.id());
        return name.equals(c.id()) && !c.name().equals(c.id()) ? name + " (" + c.name() + ")"
                : name + " (" + fight.label(c).trim() + ")";
    }

    public static String health(Creature c) {
        int hp = c.hp();
        int max = Math.max(1, c.health.maxHp);
        if (!c.alive()) return "dead";
        if (c.has(Condition.UNCONSCIOUS) || c.health.out) return "down, HP " + hp + "/" + max;
        String state = hp >= max ? "unhurt" : hp > max / 2 ? "lightly wounded" : hp > 0 ? "badly wounded"
                : hp == 0 ? "at 0 HP" : "below 0 HP";
        return state + ", HP " + hp + "/" + max + (c.health.tempHp > 0 ? " +" + c.health.tempHp + " temporary" : "");
    }

    /** Greatest melee reach over its weapons, in squares. */
    public static int reach(Creature c) {
        int r = c.stats.reach;
        for (Weapon w : c.arsenal.weapons) if (w.canMelee()) r = Math.max(r, AttackService.reachOf(c, w));
        return r;
    }

    /** Living enemies standing within a creature's melee reach. */
    public List<Creature> threatened(Creature c) {
        List<Creature> out = new ArrayList<>();
        if (!c.canAct()) return out;
        int reach = reach(c);
        for (Creature o : battle().enemiesOf(c)) if (c.distanceTo(o) <= reach) out.add(o);
        return out;
    }

    /** Living enemies that have a creature within their reach. */
    public List<Creature> threatsTo(Creature c) {
        List<Creature> out = new ArrayList<>();
        for (Creature o : battle().enemiesOf(c)) if (o.canAct() && o.distanceTo(c) <= reach(o)) out.add(o);
        return out;
    }

    public String conditions(Creature c) {
        List<String> out = new ArrayList<>();
        for (Condition k : c.conditions.set) {
            String source = c.conditions.sources.get(k);
            out.add(k.id() + (source != null ? " (by " + fight.name(source) + ")" : ""));
        }
        return out.isEmpty() ? "none" : String.join(", ", out);
    }

    public List<String> creature(Creature c) {
        List<String> out = new ArrayList<>();
        Creature active = battle().active();
        String side = ScreenFight.party(c) ? "hero" : "monster";
        String relation = active == null || active == c ? "" : active.hostileTo(c) ? ", an enemy of "
                + fight.name(active.id()) : ", an ally of " + fight.name(active.id());
        out.add(who(c) + ": " + side + (c.stats.className != null ? " " + c.stats.className : "") + relation
                + ", at " + c.at() + (c.body.width > 1 || c.body.height > 1 ? " (" + c.body.width + "x"
                + c.body.height + " squares)" : ""));
        out.add(health(c) + " · AC " + c.stats.ac + " · speed " + c.stats.speed + " · reach " + reach(c)
                + " · reaction " + (c.turn.reactionUsed ? "spent" : "ready"));
        out.add("Conditions: " + conditions(c));
        String defences = defences(c.defence.defence);
        if (!defences.isEmpty()) out.add("Defences: " + defences);
        List<String> weapons = counted(c.arsenal.weapons, w -> weapon(w, fight.names()));
        out.add("Weapons: " + (weapons.isEmpty() ? "none" : String.join(", ", weapons)));
        out.add("Threatens: " + names(threatened(c)) + " · Threatened by: " + names(threatsTo(c)));
        String behaviour = fight.game().intents().behaviourName(c);
        if (behaviour != null && !c.side.playerControlled) {
            String intent = fight.game().intents().lastIntent(c);
            out.add("Behaviour: " + fight.names().behavior(behaviour, behaviour) + (intent == null ? " (has not acted yet)"
                    : " · last: " + fight.words().say(intent).replace(" -> ", " → ")));
        }
        return out;
    }

    /** One entry per run of identical weapons, counted: "javelin 1d6 piercing, range 6/24 (x3)". */
    public static List<String> counted(List<Weapon> weapons, Function<Weapon, String> name) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < weapons.size(); ) {
            int n = 1;
            while (i + n < weapons.size() && weapons.get(i + n).equals(weapons.get(i))) n++;
            out.add(name.apply(weapons.get(i)) + (n > 1 ? " (x" + n + ")" : ""));
            i += n;
        }
        return out;
    }

    static String weapon(Weapon w) {
        return weapon(w, ContentNames.english());
    }

    /** The same with the weapon's name in the session's language. */
    static String weapon(Weapon w, ContentNames names) {
        String s = weaponName(w, names) + " " + w.damage() + " " + w.damageType().id();
        if (w.magic() != 0) s += " +" + w.magic();
        if (w.canShoot()) s += ", range " + w.normalRange() + "/" + w.longRange();
        if (w.canMelee() && w.reach() > 1) s += ", reach " + w.reach();
        return s;
    }

    /** A weapon as the player says it: "light crossbow", not its id "light-crossbow". */
    public static String weaponName(Weapon w) {
        return weaponName(w, ContentNames.english());
    }

    /** The same in the session's language ("épée longue"), the English where the content gives none. */
    public static String weaponName(Weapon w, ContentNames names) {
        boolean named = w.name() != null && !w.name().isBlank() && !w.name().equals(w.id());
        return named ? names.weapon(w.id(), w.name()).toLowerCase(names.locale()) : w.id().replace('-', ' ');
    }

    private static String defences(DamagePipeline.Defence d) {
        List<String> out = new ArrayList<>();
        for (Resistance r : d.resistances()) {
            String type = r.type() == null ? "all damage" : r.type().id();
            out.add(r.immune() ? "immune to " + type : r.half() ? "halves " + type : "resists " + type + " by " + r.amount());
        }
        for (DamageType t : d.vulnerabilities()) out.add("vulnerable to " + t.id());
        if (d.damageReduction() > 0) out.add("aura: all damage -" + d.damageReduction());
        if (d.hitOnlyByMagic() > 0) out.add("needs +" + d.hitOnlyByMagic() + " weapons");
        if (d.intangible()) out.add("intangible: mundane weapons pass through");
        if (d.zoid()) out.add("zoid: all damage divided by 6");
        return String.join(", ", out);
    }

    public static String terrain(Terrain t) {
        return switch (t) {
            case FLOOR -> "open ground";
            case WALL -> "wall: blocks movement";
            case DIFFICULT -> "difficult ground, DC 10: careful costs 2 a square, or risk a check";
            case VERY_DIFFICULT -> "very difficult ground, DC 15: careful costs 4 a square, or risk a check";
            case STAIRS -> "stairs, DC 10 when taken at more than half speed";
            case LOW_WALL -> "low wall: blocks movement, half cover (+2 AC) to whoever is behind it";
            case PILLAR -> "pillar: blocks movement, three-quarters cover (+5 AC) to whoever is behind it";
            case DOOR -> "closed door: blocks movement and sight; walk into it, or press " + DoorWords.KEY + ", to open it";
            case OPEN_DOOR -> "open door: passable; close it to block the way";
            case WATER -> "water, difficult ground, DC 10";
        };
    }

    public List<String> square(Pos p) {
        List<String> out = new ArrayList<>();
        Terrain t = battle().grid().at(p);
        WayDown down = battle().grid().wayDown(p);
        String ground = (t.isDoor() ? DoorWords.look(fight.game().services().doors, p) : terrain(t))
                + (down == null ? "" : "; going " + down.id() + " takes them down (a fall on a failed rush)");
        out.add("Square " + p + ": " + (battle().grid().inBounds(p) ? ground : "outside the map"));
        List<Weapon> lying = new ArrayList<>();
        for (GroundItems.Item i : battle().ground().at(p)) lying.add(i.weapon());
        if (!lying.isEmpty()) out.add("Lying here: " + String.join(", ", counted(lying, w -> weaponName(w, fight.names()))) + " (pickup)");
        Creature c = battle().occupant(p);
        if (c != null) out.addAll(creature(c));
        else {
            List<String> reach = new ArrayList<>();
            for (Creature o : battle().creatures()) {
                if (o.alive() && o.canAct() && distance(o, p) <= reach(o)) reach.add(fight.name(o.id()));
            }
            if (!reach.isEmpty()) out.add("Within the reach of: " + String.join(", ", reach));
        }
        return out;
    }

    private static int distance(Creature c, Pos p) {
        int best = Integer.MAX_VALUE;
        for (Pos s : c.squares()) best = Math.min(best, s.distance(p));
        return best;
    }

    /** The eight squares around a creature and who can strike it, one sentence a line. */
    public List<String> surroundings(Creature c) {
        List<String> out = new ArrayList<>();
        out.add(who(c) + " at " + c.at() + ", " + health(c) + ", " + c.turn.movementLeft + " movement left, action "
                + (c.turn.actionUsed ? "used" : "ready") + ", reaction " + (c.turn.reactionUsed ? "spent" : "ready") + ".");
        for (Direction d : Direction.values()) {
            Pos p = d.from(c.at());
            Creature o = battle().occupant(p);
            String what;
            if (o != null && o != c) {
                what = who(o) + ", " + (o.hostileTo(c) ? "enemy" : "ally") + ", " + health(o);
            } else {
                what = battle().grid().inBounds(p) ? terrain(battle().grid().at(p)) : "edge of the map";
            }
            out.add(capital(d.label) + " (" + p + "): " + what + ".");
        }
        List<Creature> threats = threatsTo(c);
        out.add(threats.isEmpty() ? "No enemy has you within its reach."
                : "Within the reach of: " + describeAll(threats) + ". Leaving that reach, or taking a second step "
                + "inside it this turn, provokes an opportunity attack.");
        List<Creature> mine = threatened(c);
        out.add(mine.isEmpty() ? "No enemy is within your reach." : "Within your reach: " + describeAll(mine) + ".");
        return out;
    }

    private String describeAll(List<Creature> cs) {
        List<String> out = new ArrayList<>();
        for (Creature o : cs) out.add(who(o) + " at " + o.at() + ", reach " + reach(o));
        return String.join("; ", out);
    }

    private String names(List<Creature> cs) {
        if (cs.isEmpty()) return "nobody";
        List<String> out = new ArrayList<>();
        for (Creature o : cs) out.add(fight.name(o.id()));
        return String.join(", ", out);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
