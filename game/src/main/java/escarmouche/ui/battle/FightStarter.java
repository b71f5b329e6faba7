package escarmouche.ui.battle;

import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.KeyedPage;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.SaveWords;
import escarmouche.ui.page.TextPage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Starts the fights of the screen, recorded: a new one (an encounter, the tutorial, "fight again"), or a
 * kept one continued by playing its recording again. A recording that cannot be played shows what is
 * wrong and starts nothing.
 */
public final class FightStarter {
    private FightStarter() {}

    /** A new fight: recorded before it starts (when the session keeps saves), then on screen. */
    public static BattlePage begin(App app, EncounterCatalog.Opened opened, long seed, boolean tutorial) {
        return begin(app, opened, seed, tutorial, Map.of());
    }

    /**
     * A new fight with some creatures handed over before it starts ({@code byHand}: combatant id to true for
     * the players, false for the AI); each change is a recorded input, made before the first turn.
     */
    public static BattlePage begin(App app, EncounterCatalog.Opened opened, long seed, boolean tutorial,
                                   Map<String, Boolean> byHand) {
        ScreenFight fight = new ScreenFight(opened.scenario(), seed, tutorial ? new Tutorial() : null, app::alwaysStrike,
                app.messages());
        fight.opened(opened);
        FightSaves.Answer<FightSaves.Kept> kept = app.saves().record(opened, seed, fight.game());
        fight.kept(kept.value());
        fight.handedOver(byHand);
        // In the scenario's order, so the recording lists the switches the same way each time.
        for (var c : opened.scenario().combatants()) {
            Boolean hand = byHand.get(c.id());
            if (hand != null) fight.game().control(c.id(), hand);
        }
        BattlePage page = BattlePage.begin(app, fight);
        if (!kept.ok() && app.saves().keeps()) page.notice(app.messages().text("battle.start.unsaved", String.join(" ", SaveWords.of(app.messages(), kept.problem()))));
        return page;
    }

    /**
     * A kept fight: an unfinished one is continued (its inputs played again, then recorded on into the same
     * file); a finished one offers to be fought again.
     */
    public static void reopen(App app, String key, boolean fromBackup) {
        // A fight a table of this player's plays holds its file: the way to it is the table (from Past fights,
        // or a fight marked interrupted before its table was opened again).
        if (app.tables().playing(key)) {
            app.tables().backToSeat(app);
            return;
        }
        FightSaves.Answer<FightSaves.Reopened> answer = app.saves().reopen(key, fromBackup);
        if (!answer.ok()) {
            trouble(app, key, fromBackup, answer.problem());
            return;
        }
        FightSaves.Reopened r = answer.value();
        if (r.finished()) {
            // Its result line is believed once its inputs reach it: one edited by hand (a fight lost made won, an
            // unfinished one given an end) is a damaged save, said as one, not a fight over to be fought again.
            loading(app, r.inputs().size());
            List<String> unsound = replayedAside(app, key, fromBackup, r);
            if (unsound != null) {
                trouble(app, key, fromBackup, unsound);
                return;
            }
            ScreenMessages m = app.messages();
            List<Line> lines = List.of(Line.of(m.text("battle.start.over")), Line.of(""),
                    Line.of(m.text("battle.start.same.seed")), Line.of(m.text("battle.start.new.seed")),
                    Line.dim(m.text("battle.start.back")));
            app.push(new KeyedPage(new TextPage(app, m.text("battle.start.again"), lines, TextPage.Close.POP, null), Map.of(
                    's', () -> again(app, r.opened(), r.seed(), r.tutorial()),
                    'n', () -> again(app, r.opened(), app.settings().seeds().getAsLong(), r.tutorial()))));
            return;
        }
        FightSaves.Answer<FightSaves.Kept> lock = app.saves().lock(key, fromBackup);
        if (!lock.ok()) {
            // Held by another game, or this one cannot write beside it (a read-only folder): not the same trouble.
            app.push(new TextPage(app, app.messages().text(lock.held() ? "battle.start.open" : "battle.start.unopened"),
                    SaveWords.of(app.messages(), lock.problem()),
                    TextPage.Close.POP));
            return;
        }
        loading(app, r.inputs().size());
        // A continued tutorial keeps its checklist, ticked from the events played again, and its ending.
        Tutorial tutorial = r.tutorial() ? new Tutorial() : null;
        ScreenFight fight = new ScreenFight(r.opened().scenario(), r.seed(), tutorial, app::alwaysStrike, app.messages());
        fight.opened(r.opened());
        Supplier<String> keyframes = r.keyframes().watch(fight.game());
        String problem = fight.resume(r.inputs());
        // Its notes for what already happened are not shown again: its log already holds them.
        if (tutorial != null) tutorial.caughtUp();
        if (problem != null && fight.game().stoppedBy() != null) {
            // Its forced dice stopped it where it ends (an earlier version left it unmarked): nothing was edited. The
            // check is still asked: the saves learn it stopped, and list it so rather than offer it again.
            keyframes.get();
            lock.value().close();
            stopped(app, r, lock.value().name(), fight.game().stoppedBy());
            return;
        }
        if (problem != null) {
            // Asked all the same, though the misfit says more: the saves learn it is damaged, and list it so.
            keyframes.get();
            lock.value().close();
            trouble(app, key, fromBackup, misfit(app, key, fromBackup, r, lock.value().name(), problem));
            return;
        }
        // A keyframe that disagrees with the replay: the file was edited or damaged, and is not written over.
        String disagreement = keyframes.get();
        if (disagreement != null) {
            lock.value().close();
            trouble(app, key, fromBackup, disagreeing(app, key, fromBackup, r, disagreement));
            return;
        }
        // Its file is written again at once: a folder or file that cannot be written refuses the fight (its lock let
        // go, so that a later try is not told another game holds it); a full disk lets it be played, not saved.
        FightSaves.Answer<FightSaves.Kept> recording = app.saves().attach(lock.value(), fight.game());
        if (!recording.ok()) {
            lock.value().close();
            app.push(new TextPage(app, app.messages().text("battle.start.unopened"),
                    SaveWords.of(app.messages(), recording.problem()), TextPage.Close.POP));
            return;
        }
        fight.kept(lock.value());
        BattlePage.resume(app, fight);
    }

    /**
     * Plays a finished save's inputs again aside, nothing recorded: why its file does not bear them out (inputs that do
     * not fit, a keyframe or the result line that disagrees), as the page of a damaged save says it; null when it does.
     */
    private static List<String> replayedAside(App app, String key, boolean fromBackup, FightSaves.Reopened r) {
        Game game = Game.of(r.opened().scenario(), r.seed());
        Supplier<String> check = r.keyframes().watch(game);
        // As a replay plays it: after the last input nobody answers for the players.
        String problem = game.replay(r.inputs(), Controller.submitted((q, x) -> ReactionChoice.ASK));
        // Named as Continue names it, by the file's name (the screens cut it from the key, touching no file system).
        String name = key.substring(Math.max(key.lastIndexOf('/'), key.lastIndexOf('\\')) + 1);
        if (problem != null && game.stoppedBy() != null) return stoppedLines(app, r, name, game.stoppedBy());
        // Asked whatever the replay found: the saves learn from it that a save whose inputs do not fit is damaged.
        String disagreement = check.get();
        if (problem != null) return misfit(app, key, fromBackup, r, name, problem);
        return disagreement == null ? null : disagreeing(app, key, fromBackup, r, disagreement);
    }

    /**
     * Inputs from which playing a save again may be seen to take time: 20,000 take about a second and a half of CPU,
     * a few seconds on a busy machine; 2,000 a tenth of that.
     */
    static final int LONG_REPLAY = 2_000;

    /**
     * Says on screen that a long save is being played again, which can take seconds with the screen frozen: the page
     * is drawn once and taken off at once, its frame staying on the terminal until the fight's own replaces it.
     */
    private static void loading(App app, int inputs) {
        if (inputs < LONG_REPLAY) return;
        ScreenMessages m = app.messages();
        app.push(new TextPage(app, m.text("battle.start.loading.title"), List.of(Line.of(m.text("battle.start.loading", inputs))),
                TextPage.Close.POP, null));
        app.pause(1);
        app.pop();
    }

    /**
     * Why a save's inputs do not replay: the file does not fit its own scenario and seed (edited or damaged), or,
     * recorded by another version of the game, this version plays it otherwise; its previous version offered
     * when there is one, as for any damaged save.
     */
    private static List<String> misfit(App app, String key, boolean fromBackup, FightSaves.Reopened r, String name,
                                       String problem) {
        ScreenMessages m = app.messages();
        List<String> lines = new ArrayList<>();
        // The file's name may hold a newline or an escape: shown with '?' in their place, so the page keeps its lines.
        String shown = escarmouche.lang.TerminalControl.replaced(name, '?');
        lines.add(r.recordedBy() == null ? m.text("battle.start.misfit", shown, problem)
                : m.text("battle.start.noreplay", shown, problem, r.recordedBy()));
        lines.add("");
        if (!fromBackup) app.saves().backupNote(key).ifPresent(lines::add);
        lines.add(m.text("battle.start.untouched"));
        return lines;
    }

    /**
     * A save whose encounter's forced dice stopped its fight where it ends, which an earlier version left unmarked: not
     * edited nor damaged, and its previous version stops at the same roll, so none is offered.
     */
    private static void stopped(App app, FightSaves.Reopened r, String name, ForcedDice.ForcedDieOutOfRange die) {
        // Said as a save that cannot be played, with no previous version offered: it would stop at the same roll.
        trouble(app, "", true, stoppedLines(app, r, name, die));
    }

    /** Why a save its forced dice stopped cannot go on: the die as the stop page names it, where the save ends. */
    private static List<String> stoppedLines(App app, FightSaves.Reopened r, String name,
                                             ForcedDice.ForcedDieOutOfRange die) {
        ScreenMessages m = app.messages();
        return List.of(m.text("battle.start.stopped", name, app.catalog().misfitDie(r.opened(), die, m)), "",
                m.text("battle.start.untouched"));
    }

    /**
     * Why a save's keyframes do not fit the replay of its inputs (the file names itself and the line), with the
     * version that recorded it when it is another, its previous version offered when there is one, as for any damaged
     * save: the saves' English sentences, which the page showing them says in the session's language ({@link SaveWords}).
     */
    public static List<String> disagreeing(App app, String key, boolean fromBackup, FightSaves.Reopened r,
                                           String disagreement) {
        List<String> lines = new ArrayList<>();
        lines.add(disagreement);
        // Recorded by another version, the save may be sound and this version play it otherwise: that is said.
        if (r.recordedBy() != null) lines.add(app.messages().text("battle.start.keyframe.version", r.recordedBy()));
        lines.add("");
        if (!fromBackup) app.saves().backupNote(key).ifPresent(lines::add);
        lines.add(app.messages().text("battle.start.untouched"));
        return lines;
    }

    /** Fights a fight again from its start, as a new recording. */
    static void again(App app, EncounterCatalog.Opened opened, long seed, boolean tutorial) {
        again(app, opened, seed, tutorial, Map.of());
    }

    /** The same, with the same creatures handed over before the first turn (a watched fight is watched again). */
    static void again(App app, EncounterCatalog.Opened opened, long seed, boolean tutorial, Map<String, Boolean> byHand) {
        app.home();
        begin(app, opened, seed, tutorial, byHand);
    }

    /** What keeps a save from being played; b continues from its backup when the message offers it. */
    private static void trouble(App app, String key, boolean fromBackup, List<String> problem) {
        List<String> lines = new ArrayList<>(SaveWords.of(app.messages(), problem));
        boolean backup = !fromBackup && app.saves().hasBackup(key);
        TextPage text = new TextPage(app, app.messages().text("battle.start.unplayable"), Line.all(lines), TextPage.Close.POP, null);
        app.push(new KeyedPage(text, backup ? Map.of('b', () -> {
            app.pop();
            reopen(app, key, true);
        }) : Map.of()));
    }
}
