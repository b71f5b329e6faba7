package escarmouche.engine.battle;

import escarmouche.events.Event;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/** The fight's event log: numbers events, keeps them, and passes each one to its listeners. */
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

    public EventLog(IntSupplier round) {
        this.round = round;
    }

    public void listen(Consumer<LoggedEvent> listener) {
        listeners.add(listener);
    }

    public LoggedEvent emit(Event event) {
        LoggedEvent logged = new LoggedEvent(events.size() + 1, round.getAsInt(), event);
        events.add(logged);
        // By index: an iterator per event is garbage the quick compiler does not remove.
        for (int i = 0; i < listeners.size(); i++) listeners.get(i).accept(logged);
        return logged;
    }

    public List<LoggedEvent> events() {
        return List.copyOf(events);
    }

    /** Whether an event of this fight has named every one of these rule IDs. */
    public boolean firedAll(List<String> rules) {
        for (; firedCounted < events.size(); firedCounted++) fired.addAll(events.get(firedCounted).event().rule());
        return fired.containsAll(rules);
    }

    public int size() {
        return events.size();
    }
}
