package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.AttackPreview;
import escarmouche.engine.preview.CheckPreview;
import escarmouche.engine.preview.MovePreview;
import escarmouche.engine.preview.SpellReaction;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.log.PlayerWords;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * What a planned move would do, in words, before the player confirms it: cost and movement left, the
 * careful/risky choice on difficult ground with the fallback square and the odds, and every opportunity
 * attack it would provoke, with the reason.
 */
public final class MoveInfo {
    private MoveInfo() {}

    /**
     * @param risky "str", "dex" or null for careful
     */
    public static List<Line> lines(ScreenFight fight, Creature mover, MovePreview preview, String risky, boolean crawl) {
        return lines(fight, mover, preview, risky, crawl, Unseen.terms(fight.messages(), fight));
    }

    /** The same in the session's words. */
    static List<Line> lines(ScreenFight fight, Creature mover, MovePreview preview, String risky, boolean crawl,
                            FightTerms w) {
        List<Line> out = new ArrayList<>();
        String verb = w.t(crawl ? "plan.crawl" : "plan.move");
        if (preview == null || preview.path().isEmpty()) {
            out.add(Line.heading(w.t("plan.start", verb, fight.name(mover.id()), mover.turn.movementLeft)));
            return out;
        }
        List<Pos> path = preview.path();
        int dc = terrainDc(fight, preview);
        // A risky move rolls only for a path through difficult ground: off it (steps taken back, a path
        // steered round) the move is a plain one, and is shown as one; r's choice waits for the next such square.
        String rush = dc > 0 ? risky : null;
        // Careful or risky only where the choice matters (MOVE-DIFFICULT): on open ground the move is just a move.
        String mode = crawl ? w.t("plan.crawling") : dc == 0 ? null : rush == null ? w.t("plan.careful")
                : w.t("plan.risky", w.english() ? PlayerWords.ability(rush) : w.ability(rush));
        Pos end = path.get(path.size() - 1);
        out.add(Line.heading(mode == null ? w.t("plan.heading.plain", verb, w.squares(path.size()), end)
                : w.t("plan.heading", verb, w.squares(path.size()), end, mode)));
        int have = mover.turn.movementLeft;
        // A crawl through rough ground rolls too (MOVE-PRONE): its cost holds only if the check succeeds.
        boolean rolls = rush != null || (crawl && preview.check() != null);
        if (rolls && preview.legal()) {
            out.add(Line.of(w.t("plan.cost.if", preview.cost(), have, preview.left())));
        } else if (preview.legal()) {
            out.add(Line.of(w.t("plan.cost", preview.cost(), have, preview.left())));
        } else {
            boolean tooFar = path.size() <= have && WhyNot.costsTooMuch(preview.reason());
            out.add(new Line(w.t("plan.refused", WhyNot.reason(fight, preview.reason()), dc > 0 && tooFar ? w.t("plan.refused.risky") : ""),
                    Style.BAD));
        }
        if (crawl) {
            out.add(Line.dim(w.t("plan.crawl.cost")));
            // With nothing left, neither way goes anywhere: the refusal above says so. Standing up is a prone
            // creature's other way only: one on its feet would be refused it (MOVE-PRONE), and walks at 1 a square.
            if (mover.turn.movementLeft > 0 && mover.has(Condition.PRONE)) {
                out.add(Line.dim(standingInstead(fight, mover, path, w)));
            }
        }
        String through = passedThrough(fight, mover, path);
        // Only a move that may be made crosses a square at 2: a foe barring the way is said by the refusal above.
        if (!through.isEmpty() && rush == null && !crawl && preview.legal()) out.add(Line.dim(w.t("plan.through", through)));
        // GRAP-DRAG: why the cost above is double, said before the move rather than in the log after it.
        String dragged = dragged(fight, mover);
        if (!dragged.isEmpty()) out.add(Line.dim(w.t("plan.drag", fight.name(mover.id()), dragged)));
        if (dc > 0 && !crawl) {
            out.add(new Line(w.t(dc >= 15 ? "plan.very.difficult" : "plan.difficult", dc), Style.WARN));
            if (rush != null) {
                String ability = w.ability(rush);
                CheckPreview check = preview.check();
                if (preview.fallback() != null && check != null) {
                    out.add(Line.of(w.t("plan.risky.odds", ability, w.d20(check.roll()), check.dc(), check.percent(),
                            fight.name(mover.id()), preview.fallback())));
                } else {
                    out.add(Line.of(w.tf("plan.risky.halfway", fight.words().feminine(mover.id()), ability)));
                }
            }
        } else if (dc > 0 && preview.check() != null) {
            CheckPreview check = preview.check();
            out.add(new Line(w.t(dc >= 15 ? "plan.crawl.very.difficult" : "plan.crawl.difficult", dc), Style.WARN));
            out.add(Line.of(w.t("plan.crawl.odds", w.ability(check.ability()), w.d20(check.roll()), check.dc(),
                    check.percent(), preview.fallback())));
        }
        if (preview.threats().isEmpty()) {
            // A refused path is not walked, and its reactions were not weighed: saying it provokes nothing
            // beside the refusal read as if the path past a foe were safe.
            if (preview.legal()) out.add(Line.dim(w.t("plan.safe")));
        } else {
            out.add(new Line(w.t("plan.threats"), Style.BAD));
            for (MovePreview.Threat t : preview.threats()) {
                AttackPreview blow = blow(fight, mover, t);
                String kept = kept(fight, mover, t, blow);
                out.add(new Line("  ! " + threat(fight, mover, t, preview.fallback(), kept != null, w), Style.WARN));
                String odds = kept != null ? w.t("plan.threat.harmless", fight.words().weapon(t.reactor(), blow.weapon()),
                        fight.name(mover.id()), kept) : threatOdds(fight, mover, t, blow, w);
                if (odds != null) out.add(Line.dim("    " + odds));
            }
        }
        // ACT-READY: a blade held ready for the mover falls on the square where it steps within reach.
        for (MovePreview.Threat t : preview.readied()) {
            out.add(new Line("  ! " + w.t("plan.readied", fight.name(t.reactor()), t.step(), t.at()), Style.WARN));
        }
        return out;
    }

    /**
     * The creatures whose squares the path crosses before its end (MOVE-OCCUPIED: each such square costs 2,
     * as difficult ground), named once each in the order met; empty when it crosses none. The cost shown
     * above already counts them: this says why it is more than the squares.
     */
    static String passedThrough(ScreenFight fight, Creature mover, List<Pos> path) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < path.size() - 1; i++) {
            Creature c = fight.battle().occupant(path.get(i));
            if (c == null || c == mover) continue;
            String name = fight.name(c.id());
            if (!names.contains(name)) names.add(name);
        }
        return String.join(", ", names);
    }

    /** The creatures the mover would drag along at half speed (GRAP-DRAG), as the engine holds them; empty when none. */
    static String dragged(ScreenFight fight, Creature mover) {
        List<String> names = new ArrayList<>();
        for (Creature c : fight.game().services().movement.slowingDrags(mover)) names.add(fight.name(c.id()));
        return String.join(", ", names);
    }

    /** The highest terrain DC on the path, also when the preview refuses the path as a careful move. */
    static int terrainDc(ScreenFight fight, MovePreview preview) {
        int dc = preview.terrainDc();
        for (Pos p : preview.path()) dc = Math.max(dc, fight.battle().grid().at(p).dc());
        return dc;
    }

    /**
     * @param fallback where a failed risky check stops the mover, marked F on the map; null when not risky
     * @param kept     the reactor will keep its reaction rather than strike: said so in place of "strikes"
     */
    static String threat(ScreenFight fight, Creature mover, MovePreview.Threat t, Pos fallback, boolean kept,
                         FightTerms w) {
        String why = switch (t.rule()) {
            case "OA-WITHIN" -> w.t("plan.threat.within");
            case "OA-LEAVE" -> w.tf("plan.threat.leave", fight.words().feminine(mover.id()));
            default -> w.t("plan.threat.reach");
        };
        // Worded as the map numbers the path: step N enters the square marked N, so the blow falls on the
        // square marked N-1 (the mover's own square before step 1), or F where the map marks the fallback so.
        String where = t.step() <= 1 ? w.t("plan.threat.start", fight.name(mover.id()), t.at())
                : w.t("plan.threat.marked", t.at().equals(fallback) ? "F" : String.valueOf(t.step() - 1), t.at());
        return w.t(kept ? "plan.threat.kept" : "plan.threat", fight.name(t.reactor()), t.step(), where, why, t.rule());
    }

    /**
     * The blow an opportunity attack would strike where it falls (the mover on the square it then stands on); null
     * when the reactor has none, or would cast instead (CAST-OA).
     */
    static AttackPreview blow(ScreenFight fight, Creature mover, MovePreview.Threat t) {
        Creature reactor = fight.battle().find(t.reactor());
        return reactor == null ? null : fight.game().previews().opportunityAt(reactor, mover, t.at());
    }

    /**
     * The rule that stops the blow of a reactor the AI plays when that blow cannot hurt the mover at all (an immunity,
     * DMG-RESIST-FLAT; mundane steel through an intangible creature, DMG-MAGIC-WEAPON): the AI then keeps its
     * reaction, as its note will say. Null when the blow can hurt, or a player gives the reactor's orders: a player is
     * asked, and may strike for nothing.
     */
    static String kept(ScreenFight fight, Creature mover, MovePreview.Threat t, AttackPreview blow) {
        Creature reactor = fight.battle().find(t.reactor());
        if (blow == null || reactor == null || fight.game().byHand(reactor)) return null;
        return fight.game().previews().harmlessBlow(reactor, mover, blow.weapon());
    }

    /**
     * The odds of an opportunity attack as its own log line will roll it: the weapon, the chance to hit, a
     * hit's damage, with the mover on the square where the blow falls (farther along the path, as that square
     * stands now: who flanks it there, what covers it). For a reactor that would cast instead (CAST-OA), the
     * spell and its odds, as the spell panel gives them. Null when it has neither.
     */
    static String threatOdds(ScreenFight fight, Creature mover, MovePreview.Threat t, AttackPreview p, FightTerms w) {
        Creature reactor = fight.battle().find(t.reactor());
        if (reactor == null) return null;
        if (p == null) {
            SpellReaction spell = fight.game().previews().opportunitySpellAt(reactor, mover, t.at());
            return spell == null ? null : SpellReactionWords.named(fight, mover.id(), spell, w);
        }
        // Named as the blow's own log line will name it (a weapon carried under a name of its own too).
        return w.t("plan.threat.odds", fight.words().weapon(reactor.id(), p.weapon()), p.hitChance(), w.hitDamage(p));
    }

    /** The rows {@link #draw} takes for {@code lines} on a canvas {@code width} wide with room for all. */
    static int rows(List<Line> lines, int width) {
        int rows = 0;
        for (Line l : lines) rows += Text.wrap(l.text(), width).size();
        return rows;
    }

    public static int draw(Canvas canvas, List<Line> lines) {
        canvas.fill(Style.NORMAL);
        int row = 0;
        boolean cut = false;
        for (Line l : lines) {
            for (String t : Text.wrap(l.text(), canvas.width())) {
                if (row >= canvas.height()) {
                    cut = true;
                    break;
                }
                canvas.line(row++, t, l.style());
            }
            if (cut) break;
        }
        // Cut on a screen too short for them all (a tall map at 80x24): say so where the text stops.
        if (cut && row > 0 && canvas.width() > 0) canvas.put(canvas.width() - 1, row - 1, '…', Style.WARN);
        return row;
    }

    /**
     * A crawler's other way: what standing up first would cost and what walking the planned path would then cost, or
     * why it cannot stand this turn (MOVE-PRONE). A walk pays 1 a square on open ground only: through difficult ground
     * it pays 2 a square, 4 through very difficult (MOVE-DIFFICULT careful), or 2 through an ally's square
     * (MOVE-OCCUPIED), so a path with such squares is given its price, as the engine would charge it.
     */
    private static String standingInstead(ScreenFight fight, Creature mover, List<Pos> path, FightTerms w) {
        int cost = fight.game().previews().standCost(mover);
        int have = mover.turn.movementLeft;
        if (have < cost) return w.t("plan.crawl.nostand", cost, have);
        OptionalInt walk = fight.game().previews().walkAfterStanding(mover, path);
        if (walk.isEmpty()) return w.t("plan.crawl.stand.only", cost, have);
        if (walk.getAsInt() == path.size()) return w.t("plan.crawl.stand", cost, have);
        int after = have - cost;
        return w.t(walk.getAsInt() <= after ? "plan.crawl.stand.walk" : "plan.crawl.stand.short", cost, have,
                walk.getAsInt(), after);
    }
}
