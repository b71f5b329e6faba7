package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.preview.CheckPreview;
import escarmouche.ui.page.Line;
import java.util.List;

/**
 * The i and F keys: hiding (ACT-HIDE) and searching (ACT-SEARCH), each the action, asked first with the
 * check it rolls: the hide's Dex check and its odds against the usual DC, the search's Wis check (its DCs
 * are the hidden enemies' stealth totals, which the hero does not know). Sent as the {@code hide} and
 * {@code search} commands a script would type.
 */
final class StealthAsk {
    private StealthAsk() {}

    static void hide(BattlePage page) {
        FightTerms w = page.terms();
        CheckPreview odds = page.fight().game().previews().hide(page.me());
        page.confirm(w.t("hide.title"), List.of(
                        Line.of(w.t("hide.odds", w.ability(odds.ability()), w.d20(odds.roll()), odds.dc(), odds.percent())),
                        Line.of(w.t("hide.text"))),
                w.t("hide.go"), () -> page.submit(new Command.Hide(null)));
    }

    static void search(BattlePage page) {
        FightTerms w = page.terms();
        CheckPreview check = page.fight().game().previews().search(page.me());
        String line = check.percent() == 0 ? w.t("search.blind", w.ability(check.ability()))
                : w.t("search.text", w.ability(check.ability()), w.d20(check.roll()));
        page.confirm(w.t("search.title"), List.of(Line.of(line)), w.t("search.go"),
                () -> page.submit(new Command.Search()));
    }
}
