package escarmouche.ui.replay;

import escarmouche.content.model.Scenario;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.events.TurnEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.lang.Agreement;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.MessageLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A recorded fight played once to its end, with a {@link EventFrame} after every event: stepping back is
 * as quick as stepping forward. Turn and round starts are kept as indexes for the viewer's jumps.
 */
final class Timeline {
    private final ScreenFight fight;
    private final List<EventFrame> frames = new ArrayList<>();
    private final StateTrack states = new StateTrack();
    private final List<Integer> turnStarts = new ArrayList<>();
    private final String problem;
    /** What ends the replay of a fight its forced dice stopped ({@link ForcedStop}), or null. */
    private final String stop;
    /** Why the recording's file disagrees with its replay (a keyframe edited or damaged), or null. */
    private final String disagreement;
    /** The weapons on the ground after the last event, where they lay, and the squares they lay in. */
    private List<Pos> lying = List.of();
    private Set<Pos> ground = Set.of();

    private Timeline(ScreenFight fight, List<PlayerInput> inputs, ScreenMessages messages, ReplayCheck check,
                     ForcedStop forced) {
        this.fight = fight;
        // A switch of control is no event: the log says it in a line of its own, shown with the next event.
        fight.game().onSwitch(c -> fight.log().note(messages.text(Agreement.key(messages,
                c.byHand() ? "replay.control.hand" : "replay.control.ai", fight.words().feminine(c.creature())),
                fight.name(c.creature()))));
        fight.game().battle().log().listen(e -> {
            // The fight's own log listener ran first: its last line is the one telling this event.
            MessageLog log = fight.log();
            Creature a = fight.game().battle().active();
            if (e.event() instanceof TurnEvent) turnStarts.add(frames.size());
            // The events before the first turn (initiative) count as round 1, as the screen says.
            states.add(fight.game().state());
            frames.add(new EventFrame(e, Math.max(1, e.round()), a == null ? null : a.id(), states, states.size() - 1,
                    Math.max(0, log.size() - 1), log.size() == 0 ? null : log.get(log.size() - 1), ground()));
        });
        Supplier<String> checked = check.watch(fight.game());
        // After the last input nobody answers for the players: the replay stops where the recording did.
        String misfit = fight.game().replay(inputs, Controller.submitted((r, q) -> ReactionChoice.ASK));
        // A forced die that stopped the fight where the recording ends is where it ends, told, not a misfit.
        this.stop = forced.after(fight.game(), misfit);
        this.problem = stop != null && fight.game().stoppedBy() != null ? null : misfit;
        // Asked whatever the replay found: the saves learn from it that a save whose inputs do not fit is damaged.
        String found = checked.get();
        this.disagreement = problem == null ? found : null;
    }

    /**
     * The squares where a weapon lies now, as the battle screen's map marks them: the same set as after the
     * event before when nothing fell or was picked up, so a long fight holds one set per change.
     */
    private Set<Pos> ground() {
        List<GroundItems.Item> items = fight.game().battle().ground().all();
        boolean same = items.size() == lying.size();
        for (int i = 0; same && i < items.size(); i++) same = items.get(i).at().equals(lying.get(i));
        if (!same) {
            List<Pos> at = new ArrayList<>();
            for (GroundItems.Item item : items) at.add(item.at());
            lying = at;
            ground = Set.copyOf(at);
        }
        return ground;
    }

    /** Plays {@code inputs} on the scenario and seed, keeping a keyframe after each event; the log in {@code messages}' language. */
    static Timeline of(Scenario scenario, long seed, List<PlayerInput> inputs, ScreenMessages messages) {
        return of(scenario, seed, inputs, messages, ReplayCheck.NONE);
    }

    /** The same, the file's keyframes checked against the replay by {@code check} ({@link #disagreement}). */
    static Timeline of(Scenario scenario, long seed, List<PlayerInput> inputs, ScreenMessages messages, ReplayCheck check) {
        return of(scenario, seed, inputs, messages, check, ForcedStop.NONE);
    }

    /** The same, a fight its forced dice stopped where the recording ends told by {@code forced} ({@link #stop}). */
    static Timeline of(Scenario scenario, long seed, List<PlayerInput> inputs, ScreenMessages messages, ReplayCheck check,
                       ForcedStop forced) {
        return new Timeline(new ScreenFight(scenario, seed, null, () -> false, messages), inputs, messages, check, forced);
    }

    /** Why the recording stopped fitting the game (it is shown up to there), or null. */
    String problem() {
        return problem;
    }

    /** That the scenario's forced dice stopped the fight where the recording ends, as {@link ForcedStop} words it; or null. */
    String stop() {
        return stop;
    }

    /**
     * Why the recording's file disagrees with the replay of its inputs (an English sentence naming the file and
     * the line: a keyframe edited or damaged), which makes it unreadable; or null.
     */
    String disagreement() {
        return disagreement;
    }

    ScreenFight fight() {
        return fight;
    }

    int size() {
        return frames.size();
    }

    EventFrame at(int i) {
        return frames.get(i);
    }

    /**
     * Whether event {@code i}'s log line holds {@code query}, or a line that tells no event just before it
     * (a switch of control, shown with that event).
     */
    boolean holds(int i, String query) {
        EventFrame f = at(i);
        if (f.line() != null && f.line().matches(query)) return true;
        int from = i == 0 ? 0 : at(i - 1).entry() + 1;
        for (int e = from; e < f.entry(); e++) {
            MessageLog.Entry entry = fight.log().get(e);
            if (entry.events().isEmpty() && entry.matches(query)) return true;
        }
        return false;
    }

    /**
     * The creature the view is on at event {@code i}: the one whose turn it is; before the first turn (initiative) the
     * first to act, as the battle screen opens on it; after the last, the last to have acted. Null when no turn
     * was played. At event 1 a 200x200 map showed its empty top-left corner, then jumped to the fight at event 2.
     */
    String inView(int i) {
        if (at(i).active() != null) return at(i).active();
        String last = null;
        for (int t : turnStarts) {
            if (t > i) return last != null ? last : at(t).active();
            last = at(t).active();
        }
        return last;
    }

    /** The first event of the next turn after {@code i}, or the last event. */
    int nextTurn(int i) {
        for (int t : turnStarts) if (t > i) return t;
        return size() - 1;
    }

    /** The start of the turn {@code i} is in when {@code i} is past it, else of the turn before; or 0. */
    int previousTurn(int i) {
        int found = 0;
        for (int t : turnStarts) if (t < i) found = t;
        return found;
    }

    /** The first event of the round after the one {@code i} is in, or the last event. */
    int nextRound(int i) {
        int r = at(i).round();
        for (int k = i + 1; k < size(); k++) if (at(k).round() > r) return k;
        return size() - 1;
    }

    /** The start of the round {@code i} is in when {@code i} is past it, else of the round before; or 0. */
    int previousRound(int i) {
        if (i <= 0) return 0;
        int r = at(i - 1).round();
        int k = i - 1;
        while (k > 0 && at(k - 1).round() == r) k--;
        return k;
    }

    /** The first event of round {@code round}, or -1 when the fight has no such round. */
    int roundStart(int round) {
        for (int k = 0; k < size(); k++) if (at(k).round() == round) return k;
        return -1;
    }

    int lastRound() {
        return size() == 0 ? 0 : at(size() - 1).round();
    }
}
