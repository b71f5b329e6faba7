package escarmouche.engine.battle;

import escarmouche.events.ContestEvent;
import escarmouche.events.Event;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * The fight's event log: numbers events, keeps them, and passes each one to its listeners. A simulation
 * needs only its listeners: told {@link #keepNoEvents}, the log numbers and passes on events as before
 * but keeps none, only the rule IDs each one named (for {@link #firedAll}); told {@link #keepNothing},
 * not even those.
 */
public final class EventLog {
    private final List<LoggedEvent> events = new ArrayList<>();
    private final List<Consumer<LoggedEvent>> listeners = new ArrayList<>();
    private final IntSupplier round;
    /**
     * Every rule ID named by the first {@link #firedCounted} events; only asked whether it holds one,
     * never iterated. Brought up to date when asked: few scripts ask, and every event would pay for it.
     */
    private final Set<String> fired = new HashSet<>();
    private int firedCounted;
    /**
     * Every rule ID named by a fought contest ({@link ContestEvent#fought}), for {@link #contestedAll}. Kept as
     * each contest comes, while the log keeps rule IDs: a log that keeps no events no longer knows which rule
     * IDs came from a contest, and contests are few.
     */
    private final Set<String> contested = new HashSet<>();
    /** Events emitted so far, kept or not. */
    private int count;
    /**
     * Null while the log keeps its events; otherwise each event's rule IDs since then, in order. A big
     * fight's kept events are most of what lives through a young collection of a simulation's heap,
     * and copying them made those pauses, which stop every thread, several times longer.
     */
    private List<List<String>> rulesOnly;
    /** False once the log keeps not even the rule IDs ({@link #keepNothing}). */
    private boolean keepsRules = true;
    /** How many listeners hear every kind of event. */
    private int hearingAll;
    /** The kinds read by the other listeners; a handful, compared by identity (events are records). */
    private final List<Class<? extends Event>> kindsRead = new ArrayList<>();

    public EventLog(IntSupplier round) {
        this.round = round;
    }

    /** A listener that hears every event, of every kind. */
    public void listen(Consumer<LoggedEvent> listener) {
        listeners.add(listener);
        hearingAll++;
    }

    /**
     * A listener that reads only events of these kinds. It is still handed every event made, but events of
     * the other kinds may go unmade while no one else wants them ({@link #wants}).
     */
    public void listen(Consumer<LoggedEvent> listener, List<Class<? extends Event>> kinds) {
        listeners.add(listener);
        for (Class<? extends Event> k : kinds) if (!kindsRead.contains(k)) kindsRead.add(k);
    }

    /**
     * Whether an event of this kind would reach anyone: the log keeps it or its rule IDs, or a listener
     * hears every kind or reads this one. Where an event only tells the story (a step, a script's intent, a
     * thrown weapon's landing), its maker may skip it when no one wants it: no one does in a simulated
     * fight (its tallies read damage, attacks, turns and deaths), where making them cost about 4 % of a
     * small fight's time. Whether one was made changes nothing but the log.
     */
    public boolean wants(Class<? extends Event> kind) {
        if (keepsRules || hearingAll > 0) return true;
        for (int i = 0; i < kindsRead.size(); i++) if (kindsRead.get(i) == kind) return true;
        return false;
    }

    /**
     * Whether anyone reads the fight's whole story: the log keeps its events (or their rule IDs), or a
     * listener hears every kind. What an event carries only to tell it better (who stands in the way of a
     * shot) is worked out only then: a simulated fight's tallies never read it.
     */
    public boolean tellsTheStory() {
        return keepsRules || hearingAll > 0;
    }

    /**
     * From now on, events go to the listeners and are counted, but are not kept: {@link #events} then
     * refuses. Only the rule IDs they name are kept, so that {@link #firedAll} answers as before.
     */
    public void keepNoEvents() {
        if (rulesOnly == null) rulesOnly = new ArrayList<>();
    }

    /**
     * {@link #keepNoEvents}, and the rule IDs not kept either, for a fight in which nothing will ask
     * {@link #firedAll} (no script asks what happened): that bookkeeping cost a simulated fight more than
     * one per cent of its time. {@link #firedAll} then refuses, as {@link #events} does.
     */
    public void keepNothing() {
        keepNoEvents();
        keepsRules = false;
    }

    /** Whether the log keeps its events (it does unless told {@link #keepNoEvents}). */
    public boolean keepsEvents() {
        return rulesOnly == null;
    }

    public LoggedEvent emit(Event event) {
        LoggedEvent logged = new LoggedEvent(++count, round.getAsInt(), event);
        if (rulesOnly == null) events.add(logged);
        else if (keepsRules) rulesOnly.add(event.rule());
        if (keepsRules && event instanceof ContestEvent c && c.fought()) contested.addAll(c.rule());
        // By index: an iterator per event is garbage the quick compiler does not remove.
        for (int i = 0; i < listeners.size(); i++) listeners.get(i).accept(logged);
        return logged;
    }

    /** The events kept; refused once the log {@link #keepNoEvents keeps none}. */
    public List<LoggedEvent> events() {
        if (rulesOnly != null) throw new IllegalStateException("this fight's log keeps no events");
        return List.copyOf(events);
    }

    /**
     * The events kept from the {@code from}-th on (counted from 0), to the last; refused as {@link #events} is.
     * A question about the last few events copies those alone: {@code undo} asks after each move, and copying
     * the whole log for it made a long fight's replay quadratic.
     */
    public List<LoggedEvent> since(int from) {
        if (rulesOnly != null) throw new IllegalStateException("this fight's log keeps no events");
        return List.copyOf(events.subList(from, events.size()));
    }

    /** Whether an event of this fight has named every one of these rule IDs. */
    public boolean firedAll(List<String> rules) {
        if (!keepsRules) throw new IllegalStateException("this fight's log keeps no rule IDs");
        // The kept events first, then the rule IDs of those that came after the log stopped keeping them.
        int kept = events.size();
        for (; firedCounted < count; firedCounted++) {
            fired.addAll(firedCounted < kept ? events.get(firedCounted).event().rule()
                    : rulesOnly.get(firedCounted - kept));
        }
        return fired.containsAll(rules);
    }

    /**
     * Whether, for every one of these rule IDs, a fought contest of this fight named it: a contest the loser could
     * resist, not one won without a roll against an incapacitated creature ({@link ContestEvent#fought}).
     */
    public boolean contestedAll(List<String> rules) {
        if (!keepsRules) throw new IllegalStateException("this fight's log keeps no rule IDs");
        return contested.containsAll(rules);
    }

    /** How many events were emitted, kept or not. */
    public int size() {
        return count;
    }
}
