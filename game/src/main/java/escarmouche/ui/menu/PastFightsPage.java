package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.engine.Game;
import escarmouche.engine.Standpoint;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.ui.battle.FightStarter;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.log.MessageLog;
import escarmouche.lang.ScreenMessages;
import escarmouche.lang.TerminalControl;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.App;
import escarmouche.ui.page.ConfirmPage;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.KeyedPage;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.SaveWords;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.replay.ForcedStop;
import escarmouche.ui.replay.ReplayPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kept fights, newest first: date, encounter, result or progress. Enter continues or fights again; v
 * watches one as a replay.
 */
final class PastFightsPage implements Page {
    private final App app;
    private final List<FightSaves.Past> past;
    private int selected;
    /** The replay last watched from here, to say why it stopped early when its recording no longer fits. */
    private ReplayPage watched;
    /** A line over the detail: why the last replay stopped short, what was deleted; or null. */
    private String notice;
    /** How the notice reads: a warning, or a deletion done (good news for a player making room). */
    private Style noticeStyle = Style.WARN;
    /**
     * The save last opened from here (continued, fought again, watched, read), whose replay may have found it damaged
     * (a keyframe or its result line edited): asked again of the saves when this page comes back; or null.
     */
    private String opened;

    /** How many fights the saves keep, listed or not (only the newest are listed). */
    private int total;

    PastFightsPage(App app, List<FightSaves.Past> past) {
        this(app, past, past.size());
    }

    /** @param total how many fights the saves keep: more than listed when only the newest are */
    PastFightsPage(App app, List<FightSaves.Past> past, int total) {
        this.app = app;
        // A copy: a fight deleted here leaves the list.
        this.past = new ArrayList<>(past);
        this.total = Math.max(total, past.size());
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        ScreenMessages m = app.messages();
        String heading = " " + m.text("title.past.title");
        canvas.line(0, heading, Style.TITLE);
        Canvas list = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 6);
        // The states follow the longest encounter name rather than the screen's edge: at 200 columns "won"
        // stood 150 columns from the fight it is said of.
        int longestName = 0;
        int longestState = 0;
        for (FightSaves.Past p : past) {
            longestName = Math.max(longestName, p.encounter(m.language()).length());
            longestState = Math.max(longestState, state(m, p).length());
        }
        int width = Math.min(list.width(), 2 + 18 + longestName + 2 + longestState);
        // The record on the right of the title bar, above the states, when the bar has room for it; else on
        // the blank row under it (the French title leaves no room at 80 columns).
        String tally = tally(m, past, total);
        int right = heading.length() + tally.length() + 3 <= 2 + width ? 2 + width : canvas.width() - 1;
        if (!tally.isEmpty() && heading.length() + tally.length() + 3 <= canvas.width()) {
            canvas.text(right - tally.length(), 0, tally, Style.TITLE);
        } else if (!tally.isEmpty()) {
            canvas.text(Math.max(0, Math.min(2 + width, canvas.width() - 1) - tally.length()), 1, Text.fit(tally,
                    canvas.width()), Style.DIM);
        }
        int visible = Math.max(1, list.height());
        int first = Math.max(0, Math.min(selected - visible / 2, past.size() - visible));
        for (int k = 0; k < visible && first + k < past.size(); k++) {
            int i = first + k;
            FightSaves.Past p = past.get(i);
            boolean sel = i == selected;
            String state = state(m, p);
            String line = (sel ? "▶ " : "  ") + Text.cell(dated(p), 18)
                    + Text.cell(p.encounter(m.language()), Math.max(10, width - 22 - state.length())) + "  " + state;
            Style style = sel ? Style.SELECTED : p.problem() != null ? Style.BAD : p.finished() ? Style.DIM : Style.NORMAL;
            list.line(k, Text.fit(line, list.width()), style);
        }
        Canvas detail = canvas.region(2, canvas.height() - 3, canvas.width() - 4, 2);
        if (notice != null) {
            detail.paragraph(0, notice, noticeStyle);
        } else if (!past.isEmpty()) {
            FightSaves.Past p = past.get(selected);
            if (p.problem() != null) {
                // On a third row when two cannot hold it all; a reason longer still is cut, never the place after it.
                String text = cannotBeRead(m, p, detail.width(), 3);
                Canvas room = Text.wrap(text, detail.width()).size() > 2
                        ? canvas.region(2, canvas.height() - 4, canvas.width() - 4, 3) : detail;
                room.paragraph(0, text, Style.WARN);
            } else {
                // A fight played at a table says whose, before the keys; the blank row above takes a third line.
                // A fight its forced dice stopped cannot go on, nor be fought again from here: Enter says why.
                String text = (p.table() == null ? "" : p.table().equals(app.tables().player())
                        ? m.text("title.past.table.yours") + " " : m.text("title.past.table", p.table()) + " ")
                        + m.text(Game.STOPPED.equals(p.result()) ? "title.past.stopped.hint"
                        : p.finished() ? "title.past.again" : app.tables().playing(p.key()) ? "title.past.to.table"
                        : "title.past.continue") + " " + m.text("title.past.watch");
                Canvas room = Text.wrap(text, detail.width()).size() > 2
                        ? canvas.region(2, canvas.height() - 4, canvas.width() - 4, 3) : detail;
                room.paragraph(0, text, Style.DIM);
            }
        }
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.updown.keys"),
                m.text("hint.choose"), m.text("hint.enter.keys"), m.text("title.past.open"), "v",
                m.text("title.past.replay"), "t", m.text("title.past.text"), "x", m.text("title.past.delete"),
                m.text("hint.esc.keys"), m.text("hint.back"));
    }

    /** Where a damaged save's diagnosis says the problem is: after its file, the line and column when it gives them. */
    private static final Pattern PLACE = Pattern.compile("(:\\d+){0,2}");
    /** What is wrong, after the place and the language's colon (": ", French puts a no-break space before it). */
    private static final Pattern AFTER_PLACE = Pattern.compile("\u00a0?: (.+)", Pattern.DOTALL);

    /**
     * Why a damaged save cannot be read, what is wrong first and where after it, the file by its name ("Cannot be
     * read: not JSON: ... (2026-12-07_10-00-00_goblins-at-the-ford.jsonl:1:4986)"): the diagnosis starts with the
     * file, a whole path on the local machine, which took the rows under the list and cut what is wrong at 80
     * columns. The row above names the same file, and opening it names its whole path. A diagnosis that does not
     * start with its file is said as written.
     */
    static String cannotBeRead(ScreenMessages m, FightSaves.Past p) {
        return cannotBeRead(m, p, Integer.MAX_VALUE, 1);
    }

    /**
     * The same within {@code rows} rows of {@code width} columns: a reason too long for them (an unknown command's, which
     * lists every command) is cut at a word, with "…", so that the file and its line still end the text. The place is
     * what the player looks for in the file; at the paragraph's own cut it was the part that went.
     */
    static String cannotBeRead(ScreenMessages m, FightSaves.Past p, int width, int rows) {
        Placed placed = placed(m, p);
        if (placed == null) return m.text("title.past.unreadable", SaveWords.of(m, p.problem()));
        String reason = placed.reason();
        String whole = m.text("title.past.unreadable.at", placed.place(), reason);
        if (width == Integer.MAX_VALUE || Text.wrap(whole, width).size() <= rows) return whole;
        for (int room = Math.min(reason.length() - 1, width * rows); room > 0; room--) {
            // "grapple…", not "grapple,…": the cut ends the reason, the place follows in its brackets.
            String cut = Text.fitWords(reason, room).replaceFirst("[,;:]…$", "…");
            String text = m.text("title.past.unreadable.at", placed.place(), cut);
            if (Text.wrap(text, width).size() <= rows) return text;
        }
        return whole;
    }

    /** Where a damaged save's diagnosis says the problem is (the file's name, its line and column) and what it is. */
    private record Placed(String place, String reason) {}

    /**
     * A diagnosis that starts with its file, as its place (the file's name, with the line and column when it gives them)
     * and what is wrong, in the session's language; null when it does not start with its file.
     */
    private static Placed placed(ScreenMessages m, FightSaves.Past p) {
        String english = p.problem();
        String said = SaveWords.of(m, english);
        String file = TerminalControl.replaced(p.key(), '?');
        if (!english.startsWith(file)) return null;
        Matcher at = PLACE.matcher(english).region(file.length(), english.length());
        String place = at.lookingAt() ? at.group() : "";
        Matcher rest = AFTER_PLACE.matcher(said);
        if (!said.startsWith(file + place) || !rest.region(file.length() + place.length(), said.length()).matches()) return null;
        // The name after the folders, cut from the text: the screens touch no file system (ArchitectureTest).
        String name = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        return new Placed(name + place, rest.group(1));
    }

    /** The most fights the saves list (the save folder's own bound), newest first. */
    static final int LISTED = 40;

    /**
     * The player's record over the kept fights: how many, won, lost (from the side each was played from, as its end
     * page told it: a fight played with the monsters alone is won when they win), refereed (a table's fights of its
     * game master, nobody's win nor defeat), and the others when there are any.
     */
    static String tally(ScreenMessages m, List<FightSaves.Past> past) {
        return tally(m, past, past.size());
    }

    /**
     * The same when the saves keep {@code total} fights: when that is more than the list shows, the record is said
     * to be the newest ones' out of how many ("the newest 40 of 5,046").
     */
    static String tally(ScreenMessages m, List<FightSaves.Past> past, int total) {
        if (past.isEmpty()) return "";
        int won = 0;
        int lost = 0;
        int none = 0;
        int refereed = 0;
        int unfinished = 0;
        int stopped = 0;
        int damaged = 0;
        for (FightSaves.Past p : past) {
            if (p.problem() != null) damaged++;
            // Counted as the list says them, stopped by their forced dice: they will not go on, as unfinished ones may.
            else if (Game.STOPPED.equals(p.result())) stopped++;
            else if (!ended(p)) unfinished++;
            else if (p.playedAs() == Standpoint.REFEREE) refereed++;
            else if ("none".equals(p.result())) none++;
            else if (p.playedAs().won(p.result())) won++;
            else lost++;
        }
        List<String> parts = new ArrayList<>();
        // A full list may leave older fights out: then the record is said to be the newest ones', and of how many
        // when that is known.
        parts.add(total > past.size() ? m.text("title.past.tally.newest.of", past.size(), total)
                : m.text(past.size() >= LISTED ? "title.past.tally.newest" : "title.past.tally.count", past.size()));
        parts.add(m.text("title.past.tally.won", won));
        parts.add(m.text("title.past.tally.lost", lost));
        if (none > 0) parts.add(m.text("title.past.tally.nowinner", none));
        if (refereed > 0) parts.add(m.text("title.past.tally.refereed", refereed));
        if (unfinished > 0) parts.add(m.text("title.past.tally.unfinished", unfinished));
        if (stopped > 0) parts.add(m.text("title.past.tally.stopped", stopped));
        if (damaged > 0) parts.add(m.text("title.past.tally.damaged", damaged));
        return String.join(" · ", parts);
    }

    /** Whether a kept fight ended with one of the results the game writes ("party", "monsters", "none"). */
    private static boolean ended(FightSaves.Past p) {
        return "party".equals(p.result()) || "monsters".equals(p.result()) || "none".equals(p.result());
    }

    /**
     * How a kept fight stands: damaged, its result, or how far it went. The result is the end page's: won or lost
     * from the side it was played from; a table's game master, the referee, reads the winner named.
     */
    static String state(ScreenMessages m, FightSaves.Past p) {
        if (p.problem() != null) return m.text("title.past.damaged");
        String result = p.result() == null ? "" : p.result();
        if (p.playedAs() == Standpoint.REFEREE && ended(p)) return m.text("title.past.refereed." + result);
        return switch (result) {
            case "party", "monsters" -> m.text(p.playedAs().won(result) ? "title.past.won" : "title.past.lost");
            case "none" -> m.text("title.past.nowinner");
            case Game.STOPPED -> m.text("title.past.stopped");
            // Before any command, that ("0 commands" read as a count of nothing; its round 1 keyframe is written as the
            // round opens); else how far it went, in the rounds a player counts, or the commands when it has no
            // keyframe to say it.
            default -> p.commands() == 0 ? m.text("title.past.unfinished.first")
                    : p.round() > 0 ? m.text("title.past.unfinished.round", p.round())
                    : m.text("title.past.unfinished", p.commands());
        };
    }

    @Override
    public void handle(KeyStroke key) {
        notice = null;
        if (Keys.escape(key) || Keys.ch(key) == 'q') {
            app.pop();
        } else if (Keys.ch(key) == '?') {
            app.push(KeyHelp.page(app, "keyhelp.past.screen"));
        } else if (Keys.enter(key) && !past.isEmpty() && Game.STOPPED.equals(past.get(selected).result())
                && past.get(selected).problem() == null) {
            // Stopped by its forced dice: nothing to continue (it would stop at the same roll), nor an end to fight again.
            notice = app.messages().text("title.past.stopped.open");
            noticeStyle = Style.WARN;
        } else if (Keys.enter(key) && !past.isEmpty()) {
            opened = past.get(selected).key();
            FightStarter.reopen(app, opened, false);
        } else if (Keys.ch(key) == 'v' && !past.isEmpty()) {
            opened = past.get(selected).key();
            watch(past.get(selected));
        } else if (Keys.ch(key) == 't' && !past.isEmpty()) {
            opened = past.get(selected).key();
            read(past.get(selected));
        } else if (Keys.ch(key) == 'x' && !past.isEmpty()) {
            askToDelete(past.get(selected));
        } else {
            selected = Keys.select(key, selected, past.size(), 5);
        }
    }

    @Override
    public void resumed() {
        if (opened != null) damagedAsFound(opened);
        opened = null;
        if (watched != null && watched.problem() != null) {
            notice = app.messages().text("title.past.replay.short", watched.problem());
            noticeStyle = Style.WARN;
        } else if (watched != null && watched.stop() != null) {
            notice = watched.stop();
            noticeStyle = Style.WARN;
        }
        watched = null;
    }

    /**
     * The save {@code key} as the saves now list it, when opening it found it damaged: its line says so, and the record
     * counts it among the damaged, no longer won or lost by a result line its inputs do not reach.
     */
    private void damagedAsFound(String key) {
        for (FightSaves.Past now : app.saves().past()) {
            if (now.key().equals(key) && now.problem() != null) past.replaceAll(p -> p.key().equals(key) ? now : p);
        }
    }

    /**
     * Deletes a kept fight once the player says so: what goes is said first (the saves of a player over SSH
     * count against a quota, and this is how a player makes room). A fight being played elsewhere stays.
     */
    private void askToDelete(FightSaves.Past p) {
        ScreenMessages m = app.messages();
        String what = named(p) ? m.text("title.past.delete.what.named", when(p), state(m, p))
                : m.text("title.past.delete.what", when(p), p.encounter(m.language()), state(m, p));
        // A fight still unfinished has no report yet (one is written as a fight ends): none is said to go.
        boolean unfinished = !p.finished() && p.problem() == null;
        String files = m.text(unfinished ? "title.past.delete.files.unfinished" : "title.past.delete.files");
        List<Line> lines = List.of(Line.of(what), Line.of(""), new Line(files, Style.WARN));
        app.push(new ConfirmPage(app, m.text("title.past.delete.title"), lines, m.text("title.past.delete.go"), this,
                () -> delete(p)));
    }

    /**
     * How a fight is told apart in the delete dialog: its start, or its file's name when the name carries no date (a
     * recording renamed or copied in by hand), so that the player knows which of several copies goes.
     */
    private static String when(FightSaves.Past p) {
        if (!p.started().isEmpty()) return p.started();
        // A name may hold a newline or an escape: shown with '?' in their place, so the box keeps its lines.
        String key = TerminalControl.replaced(p.key(), '?');
        return key.substring(key.lastIndexOf('/') + 1);
    }

    /**
     * Whether the file's name alone names the fight: a damaged save without a date in its name is listed by its file's
     * name, which the dialog would otherwise say twice ("k.jsonl, k.jsonl: damaged").
     */
    private static boolean named(FightSaves.Past p) {
        return p.problem() != null && p.started().isEmpty();
    }

    /**
     * What the list's first column says: the fight's start, or for a readable recording whose name carries no date, its
     * file's name, as the delete dialog tells it apart (a damaged one's name is in the next column already).
     */
    private static String dated(FightSaves.Past p) {
        return p.started().isEmpty() && p.problem() == null ? when(p) : p.started();
    }

    private void delete(FightSaves.Past p) {
        ScreenMessages m = app.messages();
        FightSaves.Answer<String> answer = app.saves().delete(p.key());
        if (!answer.ok()) {
            // A delete refused may still have found the recording gone (by another hand, or its own first step before
            // a part would not go): the list no longer names nor counts what the saves no longer hold.
            if (app.saves().past().stream().noneMatch(now -> now.key().equals(p.key()))) drop(p);
            app.push(new TextPage(app, m.text("title.past.undeletable"), SaveWords.of(m, answer.problem()),
                    TextPage.Close.POP));
            return;
        }
        drop(p);
        notice = named(p) ? m.text("title.past.deleted.named", when(p))
                : m.text("title.past.deleted", when(p), p.encounter(m.language()));
        noticeStyle = Style.GOOD;
    }

    /** Takes a fight gone from the saves off the list and its count. */
    private void drop(FightSaves.Past p) {
        if (!past.remove(p)) return;
        total--;
        selected = Math.max(0, Math.min(selected, past.size() - 1));
    }

    /**
     * A kept fight's whole log as text, every line with the rules it names, in the session's language: the
     * fight report's log for a fight still in play, and for a player over SSH, who has no files to read.
     * Played aside from its file, as watching is; nothing is written.
     */
    private void read(FightSaves.Past p) {
        ScreenMessages m = app.messages();
        FightSaves.Answer<FightSaves.Reopened> answer = app.saves().reopen(p.key(), false);
        if (!answer.ok()) {
            unwatchable(p, answer.problem(), "title.past.log.unreadable");
            return;
        }
        FightSaves.Reopened r = answer.value();
        ScreenFight fight = new ScreenFight(r.opened().scenario(), r.seed(), null, () -> false, m);
        Supplier<String> keyframes = r.keyframes().watch(fight.game());
        // As the replay plays it: after the last input nobody answers for the players, and the log stops there.
        String problem = fight.game().replay(r.inputs(), Controller.submitted((q, x) -> ReactionChoice.ASK));
        // Stopped by its forced dice where the recording ends: the log ends there, and says so.
        String stop = forcedStop(p, r).after(fight.game(), problem);
        if (stop != null) problem = null;
        // Asked whatever the replay found: the saves learn from it that a save whose inputs do not fit is damaged.
        String disagreement = keyframes.get();
        if (problem == null && unreadable(p, r, disagreement, "title.past.log.unreadable")) return;
        List<String> lines = new ArrayList<>();
        for (MessageLog.Entry e : fight.log().entries()) lines.add(e.withRules());
        if (problem != null) lines.add(m.text("title.past.replay.short", problem));
        if (stop != null) lines.add(stop);
        // ? lists this page's keys first, as every screen's ? does.
        TextPage log = new TextPage(app, m.text("title.past.text.title", p.encounter(m.language())), lines, TextPage.Close.POP)
                .keys("?", m.text("replay.hint.keys"));
        app.push(new KeyedPage(log, Map.of('?', () -> app.push(KeyHelp.page(app, "keyhelp.past.log.screen")))));
    }

    /**
     * Watches a kept fight from its start, finished or not: read from its file and played aside, so a fight
     * another session is playing can be watched too, as far as it has gone. Nothing is written.
     */
    private void watch(FightSaves.Past p) {
        FightSaves.Answer<FightSaves.Reopened> answer = app.saves().reopen(p.key(), false);
        if (!answer.ok()) {
            unwatchable(p, answer.problem(), "title.past.unwatchable");
            return;
        }
        FightSaves.Reopened r = answer.value();
        ReplayPage page = new ReplayPage(app, r.opened().scenario(), r.seed(), r.inputs(),
                p.encounter(app.messages().language()), r.keyframes(), forcedStop(p, r));
        if (unreadable(p, r, page.disagreement(), "title.past.unwatchable")) return;
        watched = page;
        app.push(watched);
    }

    /**
     * How watching or reading a kept fight says that its encounter's forced dice stopped it where it ends: the die as
     * the stop page said it, its file named as the player's messages name it.
     */
    private ForcedStop forcedStop(FightSaves.Past p, FightSaves.Reopened r) {
        ScreenMessages m = app.messages();
        // A table's copy names the game master's file as theirs: it is not in this player's folder.
        boolean theirs = p.table() != null && !p.table().equals(app.tables().player());
        return new ForcedStop(Game.STOPPED.equals(p.result()), die -> die == null ? m.text("title.past.stopped.here.unkept")
                : m.text("title.past.stopped.here", theirs ? app.catalog().misfitDieAtTable(r.opened(), p.table(), die, m)
                : app.catalog().misfitDie(r.opened(), die, m)));
    }

    /**
     * Says that a kept fight cannot be read when its keyframes disagree with the replay of its inputs (the file
     * edited or damaged), as any damaged save is said; false when they agree ({@code disagreement} null).
     */
    private boolean unreadable(FightSaves.Past p, FightSaves.Reopened r, String disagreement, String title) {
        if (disagreement == null) return false;
        unwatchable(p, FightStarter.disagreeing(app, p.key(), false, r, disagreement), title);
        return true;
    }

    /**
     * Why a kept fight cannot be watched or read (the saves' English sentences), under {@code title}, which says
     * which of the two was asked; b continues from its previous version, as the message offers when there is one,
     * as Continue's page does.
     */
    private void unwatchable(FightSaves.Past p, List<String> problem, String title) {
        TextPage text = new TextPage(app, app.messages().text(title), Line.all(SaveWords.of(app.messages(),
                problem)), TextPage.Close.POP, null);
        app.push(new KeyedPage(text, app.saves().hasBackup(p.key()) ? Map.of('b', () -> {
            app.pop();
            FightStarter.reopen(app, p.key(), true);
        }) : Map.of()));
    }
}
