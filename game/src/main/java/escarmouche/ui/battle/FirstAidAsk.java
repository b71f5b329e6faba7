package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.action.CommandChecks;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.CheckPreview;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.MenuPage;
import java.util.ArrayList;
import java.util.List;

/**
 * The f key: first aid to a dying ally (HP-DYING), a Wis check against DC 10 that makes it stable, sent as
 * the {@code aid} command a script would type. The ally within reach of the hero's hands is asked about with
 * the check's odds; with several, the player picks one. The engine's own checks say who may be aided.
 */
final class FirstAidAsk {
    private FirstAidAsk() {}

    /** The allies the hero could give first aid to now, in combatant order. */
    static List<Creature> candidates(ScreenFight fight, Creature me) {
        CommandChecks checks = fight.game().previews().checks();
        List<Creature> out = new ArrayList<>();
        for (Creature c : fight.battle().alliesOf(me)) {
            if (checks.dying(c) && checks.aid(me, c.id()).isEmpty()) out.add(c);
        }
        return out;
    }

    /**
     * Why first aid cannot be given now, in words, or null when some ally may have it: no ally is dying,
     * or the engine's refusal for the first dying one (out of reach, no action left).
     */
    static String whyNot(ScreenFight fight, Creature me, FightTerms w) {
        if (!candidates(fight, me).isEmpty()) return null;
        CommandChecks checks = fight.game().previews().checks();
        for (Creature c : fight.battle().alliesOf(me)) {
            if (!checks.dying(c)) continue;
            return checks.aid(me, c.id()).map(r -> WhyNot.reason(fight, r)).orElse(null);
        }
        return w.t("why.no.dying");
    }

    static void press(BattlePage page) {
        List<Creature> allies = candidates(page.fight(), page.me());
        if (allies.isEmpty()) {
            page.notice(whyNot(page.fight(), page.me(), page.terms()));
        } else if (allies.size() == 1) {
            ask(page, allies.get(0));
        } else {
            List<MenuPage.Item> items = new ArrayList<>();
            CheckPreview odds = page.fight().game().previews().firstAid(page.me());
            for (int i = 0; i < allies.size() && i < 9; i++) {
                Creature ally = allies.get(i);
                items.add(new MenuPage.Item((char) ('1' + i),
                        page.terms().counted("aid.item", false, ally.hp(), page.fight().name(ally.id()), ally.hp(),
                                odds.percent()),
                        () -> ask(page, ally)));
            }
            page.menu(page.terms().t("aid.which"), items);
        }
    }

    private static void ask(BattlePage page, Creature ally) {
        FightTerms w = page.terms();
        CheckPreview odds = page.fight().game().previews().firstAid(page.me());
        String name = page.fight().name(ally.id());
        page.confirm(w.t("aid.title"), List.of(
                        Line.of(w.counted("aid.text", page.fight().words().feminine(ally.id()),
                                page.fight().words().person(ally.id()), ally.hp(), name, ally.hp())),
                        Line.of(w.t("aid.odds", w.ability(odds.ability()), w.d20(odds.roll()), odds.dc(), odds.percent(),
                                name))),
                w.t("aid.go"), () -> page.submit(new Command.Aid(ally.id())));
    }
}
