package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.action.CommandChecks;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.NetEscapes;
import escarmouche.engine.preview.CheckPreview;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.engine.preview.NetCutPreview;
import escarmouche.engine.preview.Previews;
import escarmouche.rules.core.Condition;
import escarmouche.ui.page.MenuPage;
import java.util.ArrayList;
import java.util.List;

/**
 * The x key: escaping a grapple (GRAP-ESCAPE), the action. The escaper's Str or Dex check against its
 * grappler's better one, its choice: both are offered with their d20s and odds, the better first, and the
 * one picked is sent as the {@code escape ability=...} command a script would type. Held by no living
 * grappler, it slips free without a roll: the plain command goes at once. Not grappled, it gets out of a
 * net (COND-RESTRAINED), its own or that of an ally within 1.5 m: the Str check against DC 10 is offered
 * for each with its d20 and odds, and sent as {@code escape} or {@code escape ALLY}; beside it, cutting that
 * net with the slashing weapon in hand (an attack on its AC 10), with its odds, sent as {@code cut} or
 * {@code cut ALLY}.
 */
final class EscapeAsk {
    private EscapeAsk() {}

    /**
     * The creatures the hero could get out of a net now, itself first, then its allies in combatant order;
     * empty when it is grappled, which it escapes first. The engine's own checks say who may be freed.
     */
    static List<Creature> netted(ScreenFight fight, Creature me) {
        List<Creature> out = new ArrayList<>();
        if (me.has(Condition.GRAPPLED)) return out;
        CommandChecks checks = fight.game().previews().checks();
        if (NetEscapes.caught(me) && checks.escape(me).isEmpty()) out.add(me);
        for (Creature ally : fight.battle().alliesOf(me)) {
            if (NetEscapes.caught(ally) && checks.free(me, ally.id()).isEmpty()) out.add(ally);
        }
        return out;
    }

    /** Why x cannot be used now, in English (the engine's refusal), or null when it can. */
    static String whyNot(ScreenFight fight, Creature me) {
        if (!netted(fight, me).isEmpty()) return null;
        return fight.game().previews().checks().escape(me).map(Outcome.Refused::reason).orElse(null);
    }

    static void press(BattlePage page) {
        Previews previews = page.fight().game().previews();
        Creature me = page.me();
        List<Creature> caught = netted(page.fight(), me);
        if (!caught.isEmpty()) {
            askNet(page, caught);
            return;
        }
        ContestPreview str = previews.escape(me, "str");
        ContestPreview dex = previews.escape(me, "dex");
        if (str == null || dex == null) {
            page.submit(Command.Escape.best());
            return;
        }
        FightTerms w = page.terms();
        List<MenuPage.Item> items = new ArrayList<>();
        boolean dexFirst = dex.percent() > str.percent();
        for (ContestPreview p : dexFirst ? List.of(dex, str) : List.of(str, dex)) {
            items.add(new MenuPage.Item(p.ability().charAt(0), w.t("escape.item", w.ability(p.ability()), w.d20(p.mine()),
                    w.ability(p.otherAbility()), w.d20(p.theirs()), p.percent()),
                    () -> page.submit(new Command.Escape(p.ability()))));
        }
        page.menu(w.t("escape.title", page.fight().name(str.against())), items);
    }

    /**
     * Two lines per creature it could free: the Str check's d20 and odds against DC 10, then cutting the net
     * (an attack on its AC 10 with the slashing weapon in hand: the chance to hit, and the chance a hit deals what
     * the net still needs), greyed with the engine's reason when it has no slashing weapon in hand.
     */
    private static void askNet(BattlePage page, List<Creature> caught) {
        FightTerms w = page.terms();
        Previews previews = page.fight().game().previews();
        Creature me = page.me();
        CheckPreview odds = previews.netEscape(me);
        List<MenuPage.Item> items = new ArrayList<>();
        for (int i = 0; i < caught.size() && items.size() < 9; i++) {
            Creature c = caught.get(i);
            String name = page.fight().name(c.id());
            Command command = c == me ? Command.Escape.best() : Command.Escape.freeing(c.id());
            items.add(new MenuPage.Item((char) ('1' + items.size()), w.t("escape.net.item", name,
                    odds.percent(), w.ability(odds.ability()), w.d20(odds.roll()), odds.dc()),
                    () -> page.submit(command)));
            if (items.size() < 9) items.add(cut(page, c, (char) ('1' + items.size())));
        }
        page.menu(w.t("escape.net.title"), items);
    }

    /** Cutting {@code c}'s net: its odds, or greyed with why not (no slashing weapon in hand). */
    private static MenuPage.Item cut(BattlePage page, Creature c, char key) {
        FightTerms w = page.terms();
        Creature me = page.me();
        String name = page.fight().name(c.id());
        Command.Cut command = new Command.Cut(c == me ? null : c.id());
        NetCutPreview p = page.fight().game().previews().netCut(me, c);
        if (p == null) {
            String why = page.fight().game().previews().checks().cut(me, command.target())
                    .map(r -> WhyNot.reason(page.fight(), r)).orElse("");
            return new MenuPage.Item(key, w.t("escape.net.cut.none", name), () -> page.submit(command), why);
        }
        String weapon = page.fight().words().weapon(me.id(), p.weapon());
        return new MenuPage.Item(key, w.t("escape.net.cut.item", name, p.hitPercent(), p.ac(), w.d20(p.roll()), weapon,
                p.damagePercent(), p.left()), () -> page.submit(command));
    }
}
