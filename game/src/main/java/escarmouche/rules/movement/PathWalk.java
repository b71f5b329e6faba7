package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Walks a requested path step by step at given prices; shared by every kind of move. */
final class PathWalk {
    private PathWalk() {}

    /**
     * Prices every step of {@code path} and checks the budget (MOVE-ENTER) and the end square
     * (MOVE-OCCUPIED). With {@code minimumStep}, a first step dearer than the movement left is still
     * allowed when at least 1 is left, and uses it all (house rule: one square at least per turn).
     */
    static MoveOutcome walk(StepCosts costs, List<Pos> path, TerrainMode mode, boolean minimumStep, String modeName) {
        MoveContext ctx = costs.context();
        Pos start = ctx.mover().movingBody().at();
        int left = ctx.movementLeft();
        List<Step> steps = new ArrayList<>(path.size());
        Pos from = start;
        for (int i = 0; i < path.size(); i++) {
            Pos to = path.get(i);
            int c = costs.cost(from.x(), from.y(), to.x(), to.y(), mode);
            if (c < 0) return new MoveRefused(i, costs.refusal(c, from.x(), from.y(), to.x(), to.y()));
            List<String> rules = costs.rulesOf(from.x(), from.y(), to.x(), to.y());
            if (c > left) {
                if (i == 0 && minimumStep && left >= 1) {
                    String why = ctx.mover().crawling() ? "MOVE-PRONE" : "MOVE-DIFFICULT";
                    if (!rules.contains(why)) {
                        rules = new ArrayList<>(rules);
                        rules.add(why);
                    }
                    c = left;
                } else {
                    return new MoveRefused(i, new Refusal("MOVE-ENTER",
                            "entering " + to + " costs " + c + " movement; " + left + " left"));
                }
            }
            left -= c;
            steps.add(new Step(from, to, c, left, rules));
            from = to;
        }
        if (!path.isEmpty() && !costs.canStop(from.x(), from.y())) {
            return new MoveRefused(path.size() - 1,
                    new Refusal("MOVE-OCCUPIED", "cannot end a move in an occupied square (" + from + ")"));
        }
        String shownMode = modeName != null ? modeName : (anyRough(steps) ? "careful" : "walk");
        return new MovePlan(shownMode, start, steps, ctx.movementLeft() - left, left, Optional.empty(), false,
                Optional.empty(), rulesOf(steps, List.of()));
    }

    private static boolean anyRough(List<Step> steps) {
        for (Step s : steps) {
            if (s.rules().contains("MOVE-DIFFICULT") || s.rules().contains("MOVE-STAIRS")) return true;
        }
        return false;
    }

    /** Every rule of the steps, then the extra ones, without duplicates, in first-seen order. */
    static List<String> rulesOf(List<Step> steps, List<String> extra) {
        // A handful of rules at most: a list looked through beats a hash set built for each move.
        List<String> all = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) addNew(all, steps.get(i).rules());
        addNew(all, extra);
        return List.copyOf(all);
    }

    private static void addNew(List<String> all, List<String> rules) {
        for (int i = 0; i < rules.size(); i++) {
            String r = rules.get(i);
            if (!all.contains(r)) all.add(r);
        }
    }

    /** Shortens {@code count} to the nearest step count whose end the mover may stop on (0 = the start). */
    static int stoppable(StepCosts costs, List<Step> steps, int count) {
        int n = Math.min(count, steps.size());
        while (n > 0) {
            Pos p = steps.get(n - 1).to();
            if (costs.canStop(p.x(), p.y())) break;
            n--;
        }
        return n;
    }

    /** The highest terrain DC the steps enter; stairs only when asked (MOVE-STAIRS). */
    static int highestDc(StepCosts costs, List<Step> steps, boolean withStairs) {
        int dc = 0;
        for (Step s : steps) {
            dc = Math.max(dc, costs.dcEntered(s.from().x(), s.from().y(), s.to().x(), s.to().y(), withStairs));
        }
        return dc;
    }

    static boolean entersStairs(StepCosts costs, List<Step> steps) {
        for (Step s : steps) {
            if (costs.entersStairs(s.from().x(), s.from().y(), s.to().x(), s.to().y())) return true;
        }
        return false;
    }
}
