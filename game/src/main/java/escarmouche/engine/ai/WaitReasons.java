package escarmouche.engine.ai;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.PathOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Why a scripted creature ends a turn having done nothing while a foe is still in the fight: the reason of
 * the {@code wait} intent its controller writes, so that no turn passes in silence. Said in phrases the
 * interface knows ({@code engine.wait.*}), joined by commas: "no foe in reach or in sight, no path to a foe",
 * or "..., a locked door at 4,2 stands in the way" when a locked door is all that keeps it from a foe.
 * Asked only on such a turn and only when the log keeps notes; it reads the battle and changes nothing.
 */
final class WaitReasons {
    /** How many foes, nearest first, are looked for a way to: each is one or two path searches. */
    private static final int WAYS = 3;
    // A path into a foe's reach that provokes no opportunity attack on the way.
    private static final String A_WAY = "a safe path to a foe";

    private WaitReasons() {}

    /** Whether a foe of {@code self} is still in the fight, whether it knows where or not (a hidden one counts). */
    static boolean foeInTheFight(Situation s) {
        Roster all = s.battle.hostilesOf(s.self);
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature c = all.get(i);
            if (c.alive() && c.inTheFight()) return true;
        }
        return false;
    }

    static String why(Situation s) {
        List<String> parts = new ArrayList<>();
        if (s.self.has(Condition.FRIGHTENED) && s.battle.house(RulePart.CONDITIONS)) parts.add("fear keeps it from striking");
        else if (s.onlyMoves()) parts.add("it is incapacitated");
        else if (!s.hasAction()) parts.add("its action is spent");
        // HP-DISABLED: every blow, shot and spell is vetoed at exactly 0 hit points (Situation#strains).
        else if (s.strains()) parts.add("at 0 hit points a strenuous action would drop it to -1");
        List<Creature> foes = s.enemies();
        if (foes.isEmpty()) {
            parts.add("every foe is hidden from it");
            return String.join(", ", parts);
        }
        boolean inReach = false;
        boolean inSight = false;
        boolean shot = false;
        // DMG-MAGIC-WEAPON: whether its weapons can hurt a foe in reach, and any foe it knows of (HarmlessBlows).
        boolean hurtsInReach = false;
        boolean hurtsAny = false;
        for (Creature f : foes) {
            int d = s.self.distanceTo(f);
            boolean near = d <= s.reach();
            inReach |= near;
            boolean hurts = HarmlessBlows.anyHurts(s, f);
            hurtsAny |= hurts;
            hurtsInReach |= near && hurts;
            if (s.sees(f)) {
                inSight = true;
                shot |= s.rangedWeapon(d) != null;
            }
        }
        if (inReach) {
            parts.add("a foe in reach");
        } else if (!inSight) {
            parts.add("no foe in reach or in sight");
        } else {
            parts.add("no foe in reach");
            parts.add(s.range() == 0 ? "no ranged weapon" : shot ? "a foe in its sights" : "no foe in sight in range");
        }
        String way = inReach ? null : way(s, foes);
        if (way != null) parts.add(way);
        // It could have struck, shot or walked into reach: its behaviour chose none of it. Not said when it may
        // not strike at all (fear, a spent action, 0 hit points): the first reason said why, not its rules. Nor when
        // its weapons cannot hurt the foe it could strike (an intangible spectre and mundane steel): its rules leave
        // such a foe alone, and that is why it waits.
        if (s.mayStrike() && (inReach || shot || A_WAY.equals(way))) {
            if (inReach && !hurtsInReach) parts.add("its weapons cannot hurt the foe in reach");
            else if (!inReach && !hurtsAny) parts.add("its weapons cannot hurt any foe");
            else parts.add("none of its rules applies");
        }
        return String.join(", ", parts);
    }

    /**
     * Whether it could walk into reach of one of its nearest foes, and on what terms: the nearest with a free
     * square beside it that some path reaches decides, as a rule aimed at the nearest foe goes on to the next
     * only when no path leads to one.
     */
    private static String way(Situation s, List<Creature> foes) {
        if (!s.canWalk()) return "it cannot move";
        List<Creature> nearest = new ArrayList<>(foes);
        nearest.sort((a, b) -> Integer.compare(s.self.distanceTo(a), s.self.distanceTo(b)));
        PathFinder finder = s.finder();
        boolean open = false;
        Pos locked = null;
        for (int i = 0; i < nearest.size() && i < WAYS; i++) {
            List<Pos> goals = Walks.near(s, nearest.get(i), s.reach());
            if (!finder.anyGoalOpen(goals)) continue;
            open = true;
            PathOptions safeOnly = PathOptions.safeOnly(s.threats());
            PathOptions preferSafe = PathOptions.preferSafe(s.threats());
            Optional<Path> safe = finder.findAny(goals, safeOnly);
            Optional<Path> any = safe.isPresent() ? safe : finder.findAny(goals, preferSafe);
            SqueezeWay.Found way = null;
            if (any.isEmpty()) {
                // Squeezed through a place too narrow for its whole footprint (MOVE-SQUEEZE), as its walk goes.
                way = SqueezeWay.find(s, goals, safeOnly);
                if (way != null) safe = Optional.of(way.path());
                else way = SqueezeWay.find(s, goals, preferSafe);
                if (way != null) any = Optional.of(way.path());
            }
            if (any.isEmpty()) {
                // The nearest foe a locked door keeps it from names that door (one that will not pick it waits there).
                if (locked == null) locked = DoorWay.lockedInTheWay(s, goals);
                continue;
            }
            // A way whose first squares it cannot stop on (friends fill them), or cannot pay for, takes it nowhere.
            // A squeezed way it will not go into now, to stand squeezed at its turn's end, is one of those.
            List<Pos> steps = way == null ? Walks.affordable(s, any.get())
                    : SqueezeWay.endWhole(way.finder(), Walks.affordable(s, way.finder(), any.get()), s.self.turn.moved);
            if (steps.isEmpty()) return "no step on the way it can take this turn";
            return safe.isPresent() ? A_WAY : "every path to a foe provokes an attack";
        }
        if (locked != null) return "a locked door at " + locked + " stands in the way";
        return open ? "no path to a foe" : "every square beside one is taken";
    }
}
