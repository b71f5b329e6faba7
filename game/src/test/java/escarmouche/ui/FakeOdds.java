package escarmouche.ui;

import escarmouche.content.model.EncounterInfo;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWatch;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Odds the test sets by hand: each encounter and rules ("own" for the encounter's own) has the state the
 * test gave it, and {@link #changed()} tells the pages, as a worker would when it moves on.
 */
final class FakeOdds implements EncounterOdds {
    final Map<String, OddsState> states = new HashMap<>();
    final List<Watch> watches = new ArrayList<>();

    FakeOdds set(String encounter, String rules, OddsState state) {
        states.put(encounter + "|" + (rules == null ? "own" : rules), state);
        return this;
    }

    /** The odds a party page (or the builder) of {@code encounter} reads, whatever text it shows. */
    FakeOdds ofText(String encounter, OddsState state) {
        states.put("party|" + encounter, state);
        return this;
    }

    /** The odds under {@code rules} of the text a party page opened {@code encounter} with, whatever the text. */
    FakeOdds ofText(String encounter, String rules, OddsState state) {
        states.put("party|" + encounter + "|" + rules, state);
        return this;
    }

    /** Tells every watch that is open and not paused that its odds moved on (the screen redraws). */
    void changed() {
        for (Watch w : List.copyOf(watches)) if (!w.closed && !w.paused) w.changed.run();
    }

    @Override
    public OddsWatch watch(Runnable changed) {
        Watch w = new Watch(changed);
        watches.add(w);
        return w;
    }

    final class Watch implements OddsWatch {
        final Runnable changed;
        final List<String> asked = new ArrayList<>();
        final List<String> focused = new ArrayList<>();
        /** Each scenario text asked for by {@link #oddsOf}, once, in order. */
        final List<String> texts = new ArrayList<>();
        boolean paused;
        boolean closed;

        Watch(Runnable changed) {
            this.changed = changed;
        }

        @Override
        public OddsState odds(EncounterInfo encounter, String rules) {
            String key = encounter.id() + "|" + (rules == null ? "own" : rules);
            if (!paused && !closed && !asked.contains(key)) asked.add(key);
            return states.getOrDefault(key, new OddsState.Waiting(rules == null ? "house" : rules, 400));
        }

        @Override
        public void focus(EncounterInfo encounter, String rules) {
            focused.add(encounter.id() + "|" + (rules == null ? "own" : rules));
        }

        /** Each text asked for under rules ({@link #odds(EncounterInfo, String, String)}), once, in order. */
        final List<String> rulesTexts = new ArrayList<>();

        @Override
        public OddsState odds(EncounterInfo encounter, String text, String rules) {
            if (text == null) return odds(encounter, rules);
            if (!rulesTexts.contains(text)) rulesTexts.add(text);
            String key = "party|" + encounter.id() + "|" + rules;
            if (!paused && !closed && !asked.contains(key)) asked.add(key);
            return states.getOrDefault(key, new OddsState.Waiting(rules, 400));
        }

        @Override
        public void focus(EncounterInfo encounter, String text, String rules) {
            if (text == null) focus(encounter, rules);
            else focused.add("party|" + encounter.id() + "|" + rules);
        }

        @Override
        public OddsState oddsOf(EncounterInfo encounter, EncounterCatalog.Opened opened) {
            String key = "party|" + encounter.id();
            if (texts.isEmpty() || !java.util.Objects.equals(texts.get(texts.size() - 1), opened.text())) texts.add(opened.text());
            if (!paused && !closed && !asked.contains(key)) asked.add(key);
            return states.getOrDefault(key, new OddsState.Waiting("house", 400));
        }

        @Override
        public void pause(boolean paused) {
            this.paused = paused;
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
