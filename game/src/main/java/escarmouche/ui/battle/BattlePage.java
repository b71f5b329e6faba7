package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.engine.preview.MovePreview;
import escarmouche.reference.RuleEntry;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.grid.Pos;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.lang.Agreement;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.App;
import escarmouche.ui.page.ConfirmPage;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.DoingPage;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.MenuPage;
import escarmouche.ui.page.ReferencePage;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The fight: the flow of turns and the keyboard. Every action becomes a {@link Command} for the engine's
 * one command path; monster turns are played one command at a time at a readable pace, and stop when a
 * creature of the party is offered an opportunity attack until the player answers ({@link ReactionPrompt});
 * a {@link Mode} (planning a move, choosing a target, answering that question, looking, browsing the log)
 * takes the keys for a while.
 */
public final class BattlePage implements DoingPage {
    /** An action of the active creature: its key, its name in the action list, what it does. */
    private record Action(char key, String label, Runnable run) {}

    private final App app;
    private final ScreenFight fight;
    /**
     * The encounter's name in every language, for what the server's other sessions read of this page: asked at
     * every drawing on a server, it never changes, so it is made at the first.
     */
    private Doing.EncounterName encounter;
    private final Why why;
    private final BattleView view;
    private final List<Action> actions;
    private Mode mode;
    private boolean skipping;
    private boolean finished;
    /** Stopped by a forced die of the scenario that does not fit its die: over without an end ({@link #stopped}). */
    private boolean stopped;
    /** The page that says why, once stopped: at a table it may open while this screen draws ({@link #draw}). */
    private TextPage stopPage;
    private String turnKey = "";
    /** The turn the pace last followed: watching (everyone on AI), a key skips one turn, not the fight. */
    private String pacedTurn = "";
    private String notice;
    /** At a table, the move a "whose move it is" notice was about: once the move passes on, the notice is stale. */
    private String noticeMove;
    /** At a table, the hand-over the notice tells, when it tells one: it goes once untrue ({@link HandedLine#stale}). */
    private HandedLine handedLine;
    /** Says when the recording stops reaching the disk and when it catches up; made at the first drawing. */
    private SavingWatch saving;
    /** Where the fight report was written (or why not), once the fight ended. */
    private String report;
    /**
     * Why the end of the fight is not on disk (its last writes failed: a full disk), or null when it is or the fight
     * goes on: the save then stops before the end, and no report is written ({@link #ended}).
     */
    private String endLost;
    /** The table this screen is one seat of, or null for a fight of its own. */
    private SharedFight shared;

    private BattlePage(App app, ScreenFight fight) {
        this.app = app;
        this.fight = fight;
        this.why = new Why(app.reference(), app.messages());
        this.view = new BattleView(fight, app::messages);
        ScreenMessages m = app.messages();
        this.actions = List.of(
                new Action('a', m.text("action.attack"), () -> pick(TargetPick.Purpose.ATTACK, enemies())),
                // A caster's spells and anyone's potions come next to the attack, before the rarer actions.
                new Action('c', m.text("action.cast"), this::castMenu),
                new Action('q', m.text("action.drink"), this::drinkMenu),
                new Action('g', m.text("action.grapple"), () -> pick(TargetPick.Purpose.GRAPPLE, enemies())),
                new Action('s', m.text("action.shove"), () -> pick(TargetPick.Purpose.SHOVE, enemies())),
                new Action('x', m.text("action.escape"), () -> EscapeAsk.press(this)),
                new Action('r', m.text("action.release"), () -> submit(new Command.Release())),
                new Action('D', m.text("action.disengage"), this::disengage),
                new Action('d', m.text("action.dash"), () -> submit(new Command.Dash())),
                new Action('o', m.text("action.dodge"), () -> submit(new Command.Dodge())),
                new Action('p', m.text("action.help"), () -> pick(TargetPick.Purpose.HELP_ALLY, fight.battle().alliesOf(me()))),
                new Action('f', m.text("action.firstaid"), () -> FirstAidAsk.press(this)),
                new Action('i', m.text("action.hide"), () -> StealthAsk.hide(this)),
                new Action('F', m.text("action.search"), () -> StealthAsk.search(this)),
                new Action('A', m.text("action.ready"), () -> pick(TargetPick.Purpose.READY, enemies())),
                new Action('m', m.text("action.plan"), () -> enter(new MovePlanMode(this, me(), false), null)),
                new Action(TakeBackKey.KEY, m.text("action.takeback"),
                        () -> TakeBackKey.press(this)),
                new Action('t', m.text("action.stand"), () -> submit(new Command.Stand(standsWithAction() ? "action" : null))),
                new Action('z', m.text("action.prone"), () -> submit(new Command.Prone())),
                new Action('C', m.text("action.crawl"), () -> enter(new MovePlanMode(this, me(), true), null)),
                new Action(',', m.text("action.pickup"), () -> PickupAsk.press(this)),
                new Action(DoorWords.KEY, m.text("action.door"), () -> DoorMode.start(this)),
                new Action('e', m.text("action.end"), () -> submit(new Command.End())));
    }

    /** Puts the fight on screen and plays until the first player turn. */
    public static BattlePage begin(App app, ScreenFight fight) {
        BattlePage page = new BattlePage(app, fight);
        app.push(page);
        fight.start();
        if (fight.tutorial() != null) {
            TutorialWelcome.show(app, page);
        } else {
            page.automate();
        }
        return page;
    }

    /**
     * One seat's screen of a fight shared at a table: it is not pushed (the table's page shows it) and plays
     * nothing itself: the table's loop does, and this screen commands only the creatures its seat holds.
     */
    public static BattlePage sharing(App app, ScreenFight fight, SharedFight shared) {
        // The seat's own view: it sees the hidden monsters it plays, which the other seats must not.
        BattlePage page = new BattlePage(app, fight.seat(shared::mine));
        page.shared = shared;
        page.view.playing(shared::mine, shared::played, shared.gameMaster(), shared::move, shared::closed);
        synchronized (shared.lock()) {
            page.sharedTurn();
        }
        return page;
    }

    /** At a table, whether this seat sees a hidden monster it plays, which its watchers must not see. */
    public boolean seesHidden() {
        if (shared == null) return false;
        synchronized (shared.lock()) {
            return Unseen.seatSeesHidden(fight);
        }
    }

    /** Puts a continued fight on screen (its recording already played again) and goes on from there. */
    public static BattlePage resume(App app, ScreenFight fight) {
        BattlePage page = new BattlePage(app, fight);
        app.push(page);
        page.notice = fight.kept() != null ? app.messages().text("battle.continued",
                // A file's name may hold a newline or an escape: shown with '?' in their place, on its line.
                escarmouche.lang.TerminalControl.replaced(fight.kept().name(), '?'))
                : app.messages().text("battle.continued.recording");
        // The welcome was shown when the tutorial began, maybe days ago: the key that shows it again is said.
        if (fight.tutorial() != null) page.notice += "\n" + app.messages().text("battle.continued.tutorial");
        // A question the save left open is the keyboard's again: the setting that takes every attack answers it
        // now (its save listens by now, and keeps the strike), as it would have had it been on when it was asked.
        try {
            fight.game().askAgain();
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            page.stopped(e);
            return page;
        }
        // A full save is told as it opens, not at the first key it refuses: the player sees at once it goes no further.
        if (fight.game().inputsShut()) page.notice += "\n" + app.messages().text("battle.save.full", fight.game().inputLimit());
        page.automate();
        return page;
    }

    /**
     * The fight is closed for good: its save is let go (the recording itself is already on disk, unless the disk
     * refused its end: that is tried once more, the disk may have room by now).
     */
    @Override
    public void left() {
        // At a table the recording is the table's: it is let go when the table closes.
        if (shared != null || fight.kept() == null) return;
        try {
            if (finished) endSavedAgain();
        } finally {
            fight.kept().close();
        }
    }

    /** In this fight, in its round, or on its end: what the other sessions' lists say of this one. */
    @Override
    public Doing doing() {
        if (encounter == null) encounter = Doing.EncounterName.of(fight.game().scenario().words(), fight.battle().name());
        // A fight its forced dice stopped is over too, though nobody won: its stop page is all there is left to watch.
        return fight.battle().over() || stopped ? new Doing.FightOver(encounter)
                : new Doing.Fighting(encounter, fight.battle().round());
    }

    public ScreenFight fight() {
        return fight;
    }

    // --- what the modes may ask

    /** Whether the session takes every opportunity attack at once (the title screen's setting). */
    boolean alwaysStrike() {
        return app.alwaysStrike();
    }

    /**
     * Whether the title screen's setting "always strike" answers this fight's questions: not at a table, whose one
     * fight is shared by seats of different settings and asks every seat, so a prompt there does not point to it.
     */
    boolean strikeSettingApplies() {
        return shared == null;
    }

    Creature me() {
        return fight.game().active();
    }

    /** The session's words for the battle screen's details (the screen's language, not the fight's). */
    FightTerms terms() {
        return Unseen.terms(app.messages(), fight);
    }

    void notice(String text) {
        notice = text;
        noticeMove = null;
    }

    /** Switches to a mode, or says {@code otherwise} when there is none to switch to. */
    void enter(Mode next, String otherwise) {
        if (next == null) {
            notice = otherwise;
            return;
        }
        mode = next;
    }

    /** Back to the plain keys, or to the question about an opportunity attack while one waits. */
    void leaveMode() {
        mode = null;
        OpportunityQuestion q = fight.game().question();
        if (q != null) mode = new ReactionPrompt(this, q);
    }

    /**
     * Q while asked about an opportunity attack leaves as Q does on any move, asked first. At a table the question
     * then goes where its creature goes, to the GM or the AI, as on a drop; in a fight alone it stays open in the
     * save, as Ctrl-C leaves it, and Continue asks it again (or the always-strike setting answers it).
     */
    void leave() {
        LeaveAsk.press(this, app, shared);
    }

    /** OA-REACTION: the player's answer; the move that waited for it goes on, then the monsters' turns. */
    void answer(ReactionChoice choice) {
        if (saveFull()) return;
        mode = null;
        notice = null;
        // The creature asked, as the question names it before the answer moves the fight on.
        OpportunityQuestion q = fight.game().question();
        Creature reactor = q == null ? null : fight.battle().find(q.reactor());
        try {
            fight.game().answer(choice);
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            stopped(e);
            return;
        }
        if (shared != null) shared.moved(reactor);
        automate();
    }

    /** OA-DISENGAGE: shows the roll-off odds against each engaged enemy before the action is spent. */
    private void disengage() {
        List<ContestPreview> odds = Unseen.seen(fight, fight.game().previews().disengage(me()),
                p -> fight.battle().find(p.against()));
        List<Line> lines = new ArrayList<>();
        FightTerms w = terms();
        if (odds.isEmpty()) {
            lines.add(Line.of(w.t(fight.battle().house(RulePart.OPPORTUNITY) ? "disengage.nobody" : "disengage.plain")));
        } else {
            lines.add(Line.of(w.t("disengage.text")));
            for (ContestPreview p : odds) {
                lines.add(Line.of("  " + w.t("disengage.against", fight.name(p.against()), p.percent(),
                        w.d20(p.mine()), w.d20(p.theirs()))));
            }
        }
        app.push(new ConfirmPage(app, w.t("disengage.title"), lines, w.t("disengage.go"), this,
                () -> submit(new Command.Disengage())));
    }

    /** Asks before an action that cannot be taken back (picking a lock takes the whole turn). */
    void confirm(String title, List<Line> lines, String go, Runnable action) {
        app.push(new ConfirmPage(app, title, lines, go, this, action));
    }

    /** A choice among a few entries, each carried out when picked; Esc leaves without one. */
    void menu(String title, List<MenuPage.Item> items) {
        app.push(new MenuPage(app, title, items, this));
    }

    /**
     * Whether this screen commands the creature whose turn it is: always alone; at a table, only on the
     * turns of its own creatures (on the others it looks, reads and leaves).
     */
    boolean commanding() {
        return shared == null || (fight.game().awaitingPlayer() && shared.mine(me()));
    }

    void submit(Command command) {
        notice = null;
        // At a table, a seat commands its own creatures only, and only on their turn: a command from a picker or
        // menu left open when the creature went to another seat or the AI is refused, and says so.
        if (!commanding()) {
            Creature was = handedOn();
            if (was != null) tellHanded(was);
            else if (shared != null) notice = waiting();
            return;
        }
        if (saveFull()) return;
        // The creature ordered, as it is before the command moves the fight on (to the next turn, say).
        Creature by = me();
        Outcome r;
        try {
            r = fight.submit(command);
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            stopped(e);
            return;
        }
        if (shared != null) shared.moved(by);
        if (!(r instanceof Outcome.Refused)) {
            mode = null;
        } else if (mode != null && fight.log().size() > 0) {
            // The planner or picker stays open so the player can fix the command; say why it was refused.
            notice = fight.log().get(fight.log().size() - 1).text();
        }
        automate();
    }

    /**
     * Whether the fight takes no more inputs, its save holding as many as a save may ({@code Game.limitInputs}):
     * then the player is told why, and nothing is tried (the game would refuse it unheard).
     */
    boolean saveFull() {
        if (!fight.game().inputsShut()) return false;
        notice = app.messages().text("battle.save.full", fight.game().inputLimit());
        return true;
    }

    void showWhy(int index) {
        if (index < 0 || index >= fight.log().size()) return;
        MessageLog.Entry seen = fight.log().get(index, fight.sees());
        if (seen == null) return;
        app.push(new TextPage(app, app.messages().text("why.title"), why.lines(seen, fight), TextPage.Close.POP, this));
    }

    /** What some rules say, under a sentence that says why they matter now. */
    void showRules(String what, List<String> rules) {
        app.push(new TextPage(app, app.messages().text("why.title"), why.rules(what, rules), TextPage.Close.POP, this));
    }

    // --- the flow of turns

    @Override
    public void resumed() {
        if (shared != null) {
            synchronized (shared.lock()) {
                sharedTurn();
            }
        } else if (!finished) {
            automate();
        }
    }

    /** Plays monster and automatic turns until a player must choose, a note must be read, or the end. */
    private void automate() {
        if (shared != null) {
            sharedTurn();
            return;
        }
        try {
            playOn();
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            stopped(e);
        }
    }

    /**
     * The scenario forced a die that does not fit the die it came up for: the fight cannot go on (played again, it
     * stops at the same roll). Said as {@code run} says it, on a page of its own that leads back to the title; the
     * recording ends there, marked stopped, so that Continue does not offer it again.
     */
    private void stopped(ForcedDice.ForcedDieOutOfRange e) {
        if (shared != null) {
            // At a table the fight stops for every seat: the table marks its recording and closes, and this seat
            // says it as the others do ({@link #sharedTurn}).
            shared.stopped(e);
            sharedTurn();
            return;
        }
        if (fight.kept() != null) fight.kept().stopped();
        stopped(app.catalog().misfitDie(fight.opened(), e, app.messages()));
    }

    /** The page of its own that says the fight stopped, and why ({@code said}); once. */
    private void stopped(String said) {
        if (stopped) return;
        finished = true;
        stopped = true;
        mode = null;
        skipping = false;
        ScreenMessages m = app.messages();
        // Only a table's game master can fix the encounter: its players are told it is theirs to fix.
        String next = shared != null && !shared.gameMaster() ? "battle.dice.misfit.stopped.player" : "battle.dice.misfit.stopped";
        List<Line> lines = List.of(Line.of(said), Line.of(""), Line.of(m.text(next)));
        stopPage = new TextPage(app, m.text("battle.dice.misfit.title"), lines, TextPage.Close.HOME, null);
        app.push(stopPage);
    }

    /** At a table, whether the fight stopped by its forced dice just put its page on top of this screen. */
    private boolean stopPageOnTop() {
        return stopPage != null && app.onTop(stopPage);
    }

    private void playOn() {
        while (!app.quitting()) {
            if (fight.game().over() && !finished) {
                // The report is written before any closing note, which may leave for the title screen.
                ended();
                finished = true;
                mode = null;
            }
            if (showNote() || finished) return;
            OpportunityQuestion q = fight.game().question();
            if (q != null) {
                // OA-REACTION: the move waits on the square where it provoked until the player answers.
                skipping = false;
                if (!(mode instanceof ReactionPrompt || mode instanceof LogMode)) mode = new ReactionPrompt(this, q);
                return;
            }
            if (fight.game().awaitingPlayer()) {
                playerTurn();
                return;
            }
            paceTurns();
            Creature stepping = me();
            fight.game().step();
            // A foe that acted unseen and stays so changed nothing on this screen: no pause to wait through,
            // which would tell the player that something moves where they see nothing (ACT-HIDE).
            boolean seen = !Unseen.hidden(fight, stepping);
            if (seen && !skipping && app.pause(app.pace())) {
                // Q leaves even while the AI plays (watching a fight), H takes the creature; any other key skips.
                if (app.pausedBy() != null && Keys.ch(app.pausedBy()) == 'Q') {
                    LeaveAsk.press(this, app, shared);
                    return;
                }
                skipping = !ControlKey.duringPause(this, app.pausedBy());
            }
        }
    }

    /**
     * At a table the loop is the table's: this screen only follows it, asks its own creatures' questions
     * and opens its own creatures' turns.
     */
    private void sharedTurn() {
        // A forced die that does not fit stopped the table's fight, whichever seat's move (or the AI's) met it.
        String misfit = stopped ? null : shared.misfit();
        if (misfit != null) {
            stopped(misfit);
            return;
        }
        if (fight.game().over()) {
            if (!finished) ended();
            finished = true;
            if (!(mode instanceof LogMode)) mode = null;
            return;
        }
        if (shared.closed() != null) {
            // The table closed under this seat: nothing more is played here. A picker or planner open for an order closes
            // unsaid (no hand-over to tell: the line above the log says the table closed); looking and reading stay.
            if (!(mode instanceof LogMode || mode instanceof LookMode)) mode = null;
            return;
        }
        // The game master handed the creature on (H) while this seat was answering for it: the question goes with it.
        if (mode instanceof ReactionPrompt asked) {
            Creature reactor = fight.battle().find(asked.question.reactor());
            if (reactor != null && !shared.mine(reactor)) {
                mode = null;
                tellHanded(reactor);
            }
        }
        OpportunityQuestion q = fight.game().question();
        if (q != null) {
            Creature reactor = fight.battle().find(q.reactor());
            if (reactor != null && shared.mine(reactor) && !(mode instanceof ReactionPrompt || mode instanceof LogMode)) {
                mode = new ReactionPrompt(this, q);
            }
            return;
        }
        if (mode instanceof ReactionPrompt) mode = null;
        // ... or while it was giving its orders: the picker or planner open for it closes, rather than offer a
        // command that is no longer the seat's to give (looking and reading the log stay); the AI may have played
        // the rest of the turn already.
        if (mode != null && !(mode instanceof LogMode || mode instanceof LookMode) && !commanding()) {
            mode = null;
            Creature was = handedOn();
            if (was != null) tellHanded(was);
        }
        if (me() != null && fight.game().awaitingPlayer() && shared.mine(me())) playerTurn();
    }

    /**
     * At a table, the creature whose turn this seat opened last when it is no longer this seat's to command (the
     * game master handed it to another seat or to the AI), else null.
     */
    private Creature handedOn() {
        if (shared == null || turnKey.isEmpty()) return null;
        Creature was = fight.battle().find(turnKey.substring(turnKey.indexOf(':') + 1));
        return was != null && was.alive() && !shared.mine(was) ? was : null;
    }

    /** Who plays the creature now, said to the seat that lost it: "From now on Ysolde is played by the AI, not from this screen." */
    private void tellHanded(Creature c) {
        handedLine = HandedLine.of(c, fight, shared, app.messages());
        notice(handedLine.text());
    }

    /** While everyone is on the AI, a key that skipped ahead skips the turn under way only. */
    private void paceTurns() {
        Creature active = me();
        String turn = fight.battle().round() + ":" + (active == null ? "" : active.id());
        if (turn.equals(pacedTurn)) return;
        pacedTurn = turn;
        if (ControlKey.watching(fight)) skipping = false;
    }

    /**
     * The fight just ended: its report goes beside its recording. At a table the table writes it, once for
     * every seat ({@link SharedFight#report}), in the saves that keep the recording and its copies.
     */
    private void ended() {
        if (shared != null || fight.kept() == null) return;
        // The report says how the fight ended: beside a save that stops before its end (the disk refused the last
        // writes) it would tell an end that Continue does not find. None then, until the end is written.
        endLost = fight.kept().catchUp().orElse(null);
        if (endLost != null) return;
        report = fight.kept().report(FightReport.text(fight, app.messages()));
        // Its end saved, the fight is no longer played: a server session on its end is not taken over for it.
        fight.kept().over();
    }

    /**
     * Tries once more to write an end the disk refused (the player may have made room meanwhile), with its report when
     * it gets through; true when it did now.
     */
    private boolean endSavedAgain() {
        if (endLost == null) return false;
        ended();
        return endLost == null;
    }

    private void playerTurn() {
        skipping = false;
        String key = fight.battle().round() + ":" + me().id();
        if (!key.equals(turnKey)) {
            turnKey = key;
            mode = null;
        }
    }

    /** Shows every rule met for the first time since the last note, in one box; false when there is none. */
    private boolean showNote() {
        Tutorial t = fight.tutorial();
        if (t == null) return false;
        List<String> rules = new ArrayList<>();
        for (String r = t.nextNote(); r != null; r = t.nextNote()) rules.add(r);
        Tutorial.Objective open = t.nextUnfought();
        if (rules.isEmpty() && open == null) return fight.game().over() && TutorialEnd.show(app, fight, this);
        List<Line> lines = new ArrayList<>();
        for (String rule : rules) {
            RuleEntry entry = app.reference().get(rule);
            if (!lines.isEmpty()) lines.add(Line.of(""));
            lines.add(Line.heading(entry != null ? app.messages().text("tutorial.note.heading", rule, entry.title()) : rule));
            lines.add(Line.of(Tutorial.note(app.messages(), rule)));
            if (entry != null && entry.house() && !entry.differs().isEmpty()) {
                lines.add(Line.dim(app.messages().text("tutorial.versus", entry.differs())));
            }
        }
        // A grapple on the sleeper looked like the lesson and is not: the box says why, under the rule's note.
        if (open != null) {
            if (!lines.isEmpty()) lines.add(Line.of(""));
            lines.add(Line.heading(app.messages().text("tutorial.unfought.heading")));
            lines.add(Line.of(app.messages().text("tutorial.unfought", open.label(app.messages()))));
        }
        String title = rules.isEmpty() ? "tutorial.title" : rules.size() == 1 ? "tutorial.newrule" : "tutorial.newrules";
        app.push(new TextPage(app, app.messages().text(title),
                lines, TextPage.Close.POP, this));
        return true;
    }

    // --- keys

    /**
     * Whether no prompt, picker or typed search is open and the fight is not over: a key the page around
     * this one claims (a table's game master's seats key) then takes nothing from them.
     */
    public boolean atRest() {
        return mode == null && !finished;
    }

    @Override
    public void handle(KeyStroke key) {
        if (shared == null) {
            handleKey(key);
            return;
        }
        synchronized (shared.lock()) {
            sharedTurn();
            // The key was meant for the fight, which the table's dice just stopped: its page takes the next one.
            if (stopPageOnTop()) return;
            handleKey(key);
        }
    }

    private void handleKey(KeyStroke key) {
        notice = null;
        noticeMove = null;
        if (mode != null) mode.key(key);
        else if (finished) finishedKey(key);
        else normalKey(key);
        if (!finished && app.onTop(this) && fight.game().awaitingPlayer()) showNote();
    }

    private void finishedKey(KeyStroke key) {
        if (stopped && (Keys.enter(key) || Keys.escape(key) || Keys.ch(key) == ' ')) {
            // No end to show: the forced dice stopped the fight before it had one.
            app.home();
        } else if (Keys.enter(key) || Keys.escape(key) || Keys.ch(key) == ' ') {
            boolean again = endSavedAgain();
            app.push(FightEnd.page(app, fight, shared, shared == null ? report : shared.report(), endLost, again));
        } else {
            infoKey(key);
        }
    }

    private void normalKey(KeyStroke key) {
        if (!commanding()) {
            // Another seat's turn (or the AI's): this screen may look, read and leave, nothing more.
            if (Keys.ch(key) == 'Q') LeaveAsk.table(this, app, shared);
            else if (Keys.ch(key) == 'v' && me() != null) mode = new LookMode(this, me().at());
            else if (shared.closed() != null) {
                // A closed table: no move to wait for, only the way out.
                if (!infoKey(key)) notice = app.messages().text("table.closed.keys");
            } else if (!infoKey(key)) {
                notice = waiting();
                noticeMove = shared.move();
            }
            return;
        }
        if (!fight.game().awaitingPlayer()) {
            automate();
            return;
        }
        Direction d = Keys.direction(key);
        if (d != null) {
            step(d);
        } else if (Keys.enter(key) || Keys.ch(key) == ' ') {
            actionMenu();
        } else if (Keys.ch(key) == ControlKey.KEY && shared == null) {
            ControlKey.press(this);
            automate();
        } else if (Keys.ch(key) == 'v') {
            mode = new LookMode(this, me().at());
        } else if (Keys.ch(key) == 'S') {
            app.push(new TextPage(app, terms().t("around.title", fight.name(me().id())),
                    Line.all(new BattleWords(fight, terms()).surroundings(me())), TextPage.Close.POP, null));
        } else if (Keys.ch(key) == 'Q') {
            LeaveAsk.press(this, app, shared);
        } else if (!infoKey(key)) {
            for (Action a : actions) {
                if (a.key() == Keys.ch(key)) {
                    // What cannot be done now is said, not tried; the attack, spell and potion pickers say it
                    // per target or per spell, so they open.
                    boolean picker = a.key() == 'a' || a.key() == 'c' || a.key() == 'q';
                    String whyNot = picker ? null : new ActionReasons(fight, me(), terms()).whyNot(a.key());
                    if (whyNot != null) notice = app.messages().text("menu.whynot", whyNot);
                    else a.run().run();
                    return;
                }
            }
        }
    }

    /**
     * What a seat reads when it presses a key that acts on someone else's move: whose move it is, and which
     * creatures it plays (their turns open on this screen) or that it holds none and only watches.
     */
    private String waiting() {
        ScreenMessages m = app.messages();
        List<String> names = new ArrayList<>();
        Creature one = null;
        for (Creature c : fight.battle().creatures()) {
            if (c.alive() && shared.mine(c)) {
                names.add(fight.name(c.id()));
                one = c;
            }
        }
        // English says a hero's turns are "their" turns, a monster's "its" (the log's habit).
        String single = one == null ? "table.wait.yours.one"
                : "table.wait.yours.one" + Agreement.suffix(m, "table.wait.yours.one", false, fight.words().person(one.id()));
        String yours = names.isEmpty() ? m.text("table.wait.none")
                : m.text(names.size() == 1 ? single : "table.wait.yours", terms().listed(names));
        String move = shared.move();
        return move.isEmpty() ? yours : move + " " + yours;
    }

    /**
     * A hint bar's pairs in the session's language: each element that names a message (a key of the
     * bundles) becomes its text; a key of the keyboard written as is ("Tab", "/") stays.
     */
    String[] hints(String... pairs) {
        ScreenMessages m = app.messages();
        String[] out = new String[pairs.length];
        for (int i = 0; i < pairs.length; i++) out[i] = m.has(pairs[i]) ? m.text(pairs[i]) : pairs[i];
        return out;
    }

    /** Keys that only show things: why?, the log, the keys, the reference. */
    boolean infoKey(KeyStroke key) {
        char c = Keys.ch(key);
        if (c == 'w') {
            int i = fight.log().lastWithRules(fight.sees());
            if (i < 0) notice = app.messages().text("battle.norule");
            else showWhy(i);
        } else if (c == 'L' || Keys.is(key, KeyType.PageUp) || Keys.is(key, KeyType.PageDown)) {
            if (fight.log().size() == 0) return true;
            LogMode log = new LogMode(this);
            mode = log;
            if (c != 'L') log.key(key);
        } else if (c == 'V') {
            notice = LogWords.detailNotice(fight.log().cycleDetail(), app.messages());
        } else if (c == '?') {
            // At a table the keys are the table's: no skipping, giving up nor H of a fight alone.
            List<Line> keys = shared == null ? KeyHelp.lines(app.messages())
                    : KeyHelp.atTable(app.messages(), shared.gameMaster(), shared.graceMinutes());
            app.push(new TextPage(app, app.messages().text("keyhelp.title"), keys, TextPage.Close.POP, null));
        } else if (c == 'R') {
            app.push(new ReferencePage(app));
        } else if (c == TutorialWelcome.KEY && fight.tutorial() != null) {
            TutorialWelcome.show(app, this);
        } else {
            return false;
        }
        return true;
    }

    private List<Creature> enemies() {
        return Unseen.shown(fight, fight.battle().enemiesOf(me()));
    }

    private void pick(TargetPick.Purpose purpose, List<Creature> candidates) {
        enter(candidates.isEmpty() ? null : new TargetPick(this, purpose, me(), candidates),
                app.messages().text(purpose == TargetPick.Purpose.HELP_ALLY ? "battle.noally" : "battle.notarget"));
    }

    /**
     * A direction key outside the planner: one square at once when nothing needs deciding; a step into
     * difficult ground (careful or risky?), one that would provoke an opportunity attack, or one the engine
     * would refuse opens the planner instead, which shows why before anything happens.
     */
    private void step(Direction d) {
        Pos next = d.from(me().at());
        if (DoorMode.bump(this, d)) return;
        if (!fight.battle().grid().passable(next)) {
            notice = terms().t("door.wall", terms().toward(d));
            return;
        }
        boolean prone = me().has(Condition.PRONE);
        // A step that provokes only a foe the player cannot see is taken at once, as any other.
        MovePreview p = Unseen.seen(fight, fight.game().previews().move(me(), List.of(next)));
        if (p.legal() && !p.struck() && MoveInfo.terrainDc(fight, p) == 0 && !prone) {
            submit(Command.Move.careful(List.of(next)));
            return;
        }
        MovePlanMode plan = new MovePlanMode(this, me(), prone);
        mode = plan;
        plan.steer(d);
    }

    /** The actions, those that cannot be done now greyed with the engine's reason. */
    private void actionMenu() {
        ActionReasons reasons = new ActionReasons(fight, me(), terms());
        List<MenuPage.Item> items = new ArrayList<>();
        for (Action a : actions) {
            String whyNot = reasons.whyNot(a.key());
            // The Dodge's odds, what lying down does, what getting up and picking up cost,
            // only while it can be done: greyed, its reason says enough, beside its bare name (what the brackets
            // add is for when it can).
            String label = whyNot != null ? bare(a.label()) : a.key() == 'o' ? DodgeWords.label(fight, me(), terms())
                    : a.key() == 'z' ? terms().t("prone.what")
                    : a.key() == 't' && standsWithAction()
                    ? terms().t("stand.action.what", me().turn.movementLeft, fight.game().previews().standCost(me()))
                    : a.key() == 't'
                    ? terms().t("stand.what", fight.game().previews().standCost(me()), me().turn.movementLeft)
                    : a.key() == ',' ? pickupLabel(a.label())
                    : a.label();
            items.add(new MenuPage.Item(a.key(), label, a.run(), whyNot, whyNot == null ? null : reasons.brief(a.key())));
        }
        MenuPage menu = new MenuPage(app, app.messages().text("action.title", fight.name(me().id())), items, this, this::notice);
        // COND-FRIGHTENED (house): fear leaves only the defence; with a foe in reach it would blunt, the Dodge comes first.
        if (me().has(Condition.FRIGHTENED) && fight.battle().house(RulePart.CONDITIONS) && DodgeWords.helps(fight, me())) {
            menu.selecting('o');
        }
        app.push(menu);
    }

    /**
     * Whether {@code t} stands the active creature up with its action: its movement cannot pay, and the seed's
     * clause of MOVE-DIFFICULT lets the action pay instead (thrown down by its own failed terrain check this turn).
     */
    private boolean standsWithAction() {
        var checks = fight.game().previews().checks();
        return checks.stand(me()).isPresent() && checks.standWithAction(me()).isEmpty();
    }

    /** What picking up takes and costs ({@link PickupAsk}), or the plain name when nothing can be. */
    private String pickupLabel(String plain) {
        String label = PickupAsk.label(fight, me(), terms());
        return label != null ? label : plain;
    }

    /** An action's name without the words in brackets at its end: "Take back the last move". */
    private static String bare(String label) {
        int open = label.lastIndexOf(" (");
        return open > 0 && label.endsWith(")") ? label.substring(0, open) : label;
    }

    /** Spells with their odds, greyed with the reason when they cannot be cast now ({@link SpellPick}). */
    private void castMenu() {
        enter(SpellPick.of(this, me()), terms().t("no.spell", fight.name(me().id())) + ".");
    }

    /** CAST-POTION: the potions carried, with what they heal and the drinking roll's odds ({@link DrinkPick}). */
    private void drinkMenu() {
        enter(DrinkPick.of(this, me()), terms().t("no.potion", fight.name(me().id())) + ".");
    }

    // --- drawing

    /** A recording that stops reaching the disk, or reaches it again, is told at once, whatever the mode. */
    private void savingNews() {
        if (saving == null) {
            saving = shared != null ? new SavingWatch(app.messages(), shared::trouble, fight.game()::over, shared.notSaved())
                    : new SavingWatch(app.messages(),
                            () -> fight.kept() == null ? Optional.empty() : fight.kept().trouble(), fight.game()::over, null);
        }
        String news = saving.change();
        if (news == null) return;
        notice(news);
        // At a table it gives way to whose move it is once the move passes on, as a waiting notice does.
        if (shared != null) noticeMove = shared.move();
    }

    /**
     * The notice of this frame with, while the recording lags behind, that it is not saved: the news was told at
     * once, but a notice lasts until the next key, and another (a creature handed to the AI with H, a refusal)
     * takes its place; every action after it goes unsaved too, which the player must still see.
     */
    private String withSaving(String notice) {
        String standing = saving.standing();
        if (standing == null || standing.equals(notice)) return notice;
        return notice == null ? standing : notice + "\n" + standing;
    }

    @Override
    public void draw(Canvas canvas) {
        if (shared == null) {
            savingNews();
            view.draw(canvas, mode, withSaving(notice), finished);
            return;
        }
        synchronized (shared.lock()) {
            sharedTurn();
            if (stopPageOnTop()) {
                // Opened by this drawing (the table's dice stopped the fight since the last): shown at once.
                stopPage.draw(canvas);
                return;
            }
            savingNews();
            // Said on someone's move, a waiting notice would name the wrong one once the turn has passed on.
            if (notice != null && noticeMove != null && !noticeMove.equals(shared.move())) notice = null;
            // A hand-over named who played the creature as it was told: once the turn or move passes on, the creature changes
            // hands again or the fight ends, it would name a holder of the past (left up, it outlived the fight).
            if (handedLine != null && handedLine.text().equals(notice) && handedLine.stale(fight, shared)) notice = null;
            view.draw(canvas, mode, notice != null ? notice : shared.status(), finished);
        }
    }
}
