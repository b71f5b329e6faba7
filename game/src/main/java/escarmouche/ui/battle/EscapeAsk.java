package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.engine.preview.Previews;
import escarmouche.ui.page.MenuPage;
import java.util.ArrayList;
import java.util.List;

/**
 * The x key: escaping a grapple (GRAP-ESCAPE), the action. The escaper's Str or Dex check against its
 * grappler's better one, its choice: both are offered with their d20s and odds, the better first, and the
 * one picked is sent as the {@code escape ability=...} command a script would type. Held by no living
 * grappler, it slips free without a roll: the plain command goes at once.
 */
final class EscapeAsk {
    private EscapeAsk() {}

    static void press(BattlePage page) {
        Previews previews = page.fight().game().previews();
        Creature me = page.me();
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
}
