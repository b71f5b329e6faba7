package escarmouche.launch;

import escarmouche.content.load.Content;
import escarmouche.content.model.EncounterInfo;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWatch;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;

/**
 * Works out the encounters' odds for every session of the process on one small pool, and keeps them.
 *
 * <p>Why it is built this way: an SSH server may have many players browsing the lists at once, so the
 * process has one pool (at most {@code workers} threads, of the lowest priority, started when there is work
 * and ended when there is none), each set of odds is a job done once whoever asks (keyed by encounter,
 * content and scenario hash, rules and number of fights) and its figures kept for the next visit or
 * session. A job runs only while some page wants it: a page that is left, or covered by another, withdraws,
 * and the job stops after the fight in hand, keeping the fights done for when someone wants it again. The
 * encounter a player looks at goes first ({@link OddsWatch#focus}); a worker switches to it between two
 * fights. Fight {@code i} always has the same seed, so the figures do not depend on who asked first,
 * on pauses or on the number of workers.
 */
public final class OddsPool implements EncounterOdds {
    /**
     * Fights per encounter and rule set: with 400, the 95 % interval on a win rate is at most 4.9 points
     * either side (at 50 %), narrower towards 0 or 100 %.
     */
    public static final int RUNS = 400;
    /** Finished figures kept, the least recently read dropped first. */
    static final int KEPT = 256;
    /** Unfinished jobs nobody wants any more, kept with their fights done; the oldest are dropped beyond this. */
    static final int SHELVED = 64;
    /** At most this often a job tells its watchers it moved on (each telling redraws their screens). */
    static final long NOTICE_NANOS = 250_000_000L;

    private final OddsSource source;
    private final int runs;
    private final int workers;
    private final ThreadFactory threads;
    private final Object lock = new Object();
    private final Map<String, OddsState> kept = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, OddsState> eldest) {
            return size() > KEPT;
        }
    };
    /** Unfinished jobs, oldest first. */
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private int alive;
    private int peak;
    private long focused;
    private long created;

    OddsPool(OddsSource source, int runs, int workers, ThreadFactory threads) {
        this.source = source;
        this.runs = Math.max(1, runs);
        this.workers = Math.max(1, workers);
        this.threads = threads;
    }

    /** The odds of a loaded content folder, {@link #RUNS} fights each, on {@link #defaultWorkers()} threads. */
    public static OddsPool forContent(Content content, String contentHash) {
        return new OddsPool(new ScenarioOdds(content, contentHash), RUNS, defaultWorkers(), OddsPool::lowThread);
    }

    /** One worker on a machine of one or two cores, two above: the odds never take the whole machine. */
    static int defaultWorkers() {
        return Runtime.getRuntime().availableProcessors() <= 2 ? 1 : 2;
    }

    static Thread lowThread(Runnable r) {
        Thread t = new Thread(r, "escarmouche-odds");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    }

    @Override
    public OddsWatch watch(Runnable changed) {
        return new Watch(changed);
    }

    /** Worker threads running now. */
    int alive() {
        synchronized (lock) {
            return alive;
        }
    }

    /** The most worker threads that ever ran at once. */
    int peak() {
        synchronized (lock) {
            return peak;
        }
    }

    /** One set of odds being worked out; its fights are touched only by the worker holding it. */
    private static final class Job {
        final String key;
        final OddsSource.Plan plan;
        final Set<Watch> wanted = new LinkedHashSet<>();
        OddsSource.Fights fights;
        int next;
        long rank;
        boolean taken;
        long noticed;

        Job(String key, OddsSource.Plan plan, long rank) {
            this.key = key;
            this.plan = plan;
            this.rank = rank;
            this.noticed = System.nanoTime();
        }
    }

    private final class Watch implements OddsWatch {
        private final Runnable changed;
        /** What each encounter and rules asked for came to; read once per watch (the page's visit). */
        private final Map<String, OddsSource.Plan> plans = new ConcurrentHashMap<>();
        private final Set<Job> joined = new LinkedHashSet<>();
        /** The latest scenario text asked for (a party page's party, a draft), and what its odds are. */
        private String latestText;
        private OddsSource.Plan latestPlan;
        private boolean paused;
        private boolean closed;

        Watch(Runnable changed) {
            this.changed = changed;
        }

        private OddsSource.Plan plan(EncounterInfo encounter, String rules) {
            return plans.computeIfAbsent(encounter.id() + "|" + rules, k -> source.plan(encounter, rules));
        }

        @Override
        public OddsState odds(EncounterInfo encounter, String rules) {
            return odds(plan(encounter, rules));
        }

        @Override
        public void focus(EncounterInfo encounter, String rules) {
            focus(plan(encounter, rules));
        }

        @Override
        public OddsState odds(EncounterInfo encounter, String text, String rules) {
            return text == null ? odds(encounter, rules) : odds(plan(encounter, text, rules));
        }

        @Override
        public void focus(EncounterInfo encounter, String text, String rules) {
            if (text == null) focus(encounter, rules);
            else focus(plan(encounter, text, rules));
        }

        /** A text's plan, made once per watch: a page asks again at every redraw. */
        private OddsSource.Plan plan(EncounterInfo encounter, String text, String rules) {
            return plans.computeIfAbsent(encounter.id() + "|" + rules + "|" + text,
                    k -> source.plan(encounter, text, rules));
        }

        @Override
        public OddsState oddsOf(EncounterInfo encounter, EncounterCatalog.Opened opened) {
            if (opened.text() == null) return new OddsState.Off();
            // A page asks again at every redraw: the plan is made once per text. Only the latest text is
            // wanted, so a player changing the party (or a draft) again and again leaves one job behind
            // each time, shelved like any job nobody wants, and this watch holds one text.
            if (!opened.text().equals(latestText)) {
                OddsSource.Plan next = source.plan(encounter, opened.text(), null);
                if (latestPlan != null && !Objects.equals(latestPlan.key(), next.key())) withdraw(latestPlan);
                latestText = opened.text();
                latestPlan = next;
            }
            focus(latestPlan);
            return odds(latestPlan);
        }

        private void withdraw(OddsSource.Plan plan) {
            if (plan.key() == null) return;
            synchronized (lock) {
                Job job = jobs.get(plan.key() + "|" + runs);
                if (job != null && job.wanted.remove(this)) joined.remove(job);
            }
        }

        private OddsState odds(OddsSource.Plan plan) {
            if (plan.key() == null) return new OddsState.Failed(plan.failure());
            String key = plan.key() + "|" + runs;
            synchronized (lock) {
                OddsState finished = kept.get(key);
                if (finished != null) return finished;
                Job job = jobs.get(key);
                if (job == null) {
                    // Jobs nobody focused go in the order they were asked for.
                    job = new Job(key, plan, -(++created));
                    jobs.put(key, job);
                    shelve();
                }
                if (!paused && !closed && job.wanted.add(this)) {
                    joined.add(job);
                    startWorkers();
                }
                return job.next > 0 || job.taken ? new OddsState.Running(plan.rules(), job.next, runs)
                        : new OddsState.Waiting(plan.rules(), runs);
            }
        }

        private void focus(OddsSource.Plan plan) {
            if (plan.key() == null) return;
            odds(plan);
            synchronized (lock) {
                Job job = jobs.get(plan.key() + "|" + runs);
                if (job != null) job.rank = ++focused;
            }
        }

        @Override
        public void pause(boolean paused) {
            synchronized (lock) {
                this.paused = paused;
                if (paused) leave();
            }
        }

        @Override
        public void close() {
            synchronized (lock) {
                closed = true;
                leave();
            }
        }

        private void leave() {
            for (Job job : joined) job.wanted.remove(this);
            joined.clear();
        }
    }

    /** Drops the oldest unfinished jobs nobody wants beyond {@link #SHELVED}. */
    private void shelve() {
        int idle = 0;
        for (Job j : jobs.values()) if (j.wanted.isEmpty() && !j.taken) idle++;
        for (Iterator<Job> it = jobs.values().iterator(); it.hasNext() && idle > SHELVED; ) {
            Job j = it.next();
            if (j.wanted.isEmpty() && !j.taken) {
                it.remove();
                idle--;
            }
        }
    }

    /** Starts a worker while jobs wait that no worker is free to take, up to the bound. */
    private void startWorkers() {
        int waiting = 0;
        int holding = 0;
        for (Job j : jobs.values()) {
            if (j.taken) holding++;
            else if (!j.wanted.isEmpty()) waiting++;
        }
        while (alive < workers && alive - holding < waiting) {
            alive++;
            peak = Math.max(peak, alive);
            threads.newThread(this::work).start();
        }
    }

    /** The wanted job nobody holds with the highest rank, or null. */
    private Job best() {
        Job best = null;
        for (Job j : jobs.values()) {
            if (!j.taken && !j.wanted.isEmpty() && (best == null || j.rank > best.rank)) best = j;
        }
        return best;
    }

    private void work() {
        Job job = null;
        boolean ended = false;
        try {
            while (true) {
                synchronized (lock) {
                    if (job != null) job.taken = false;
                    job = best();
                    if (job == null) {
                        // Counted out under the same lock that found no work, so a job asked for just
                        // after always finds the room to start a worker.
                        alive--;
                        ended = true;
                        return;
                    }
                    job.taken = true;
                }
                try {
                    run(job);
                } catch (Error e) {
                    // A fight that breaks the thread (a stack overflow) is not tried again by the next worker.
                    finish(job, new OddsState.Failed("Simulated fight " + (job.next + 1) + " failed: " + e));
                    throw e;
                }
            }
        } finally {
            if (!ended) {
                synchronized (lock) {
                    if (job != null) job.taken = false;
                    alive--;
                }
            }
        }
    }

    /** Plays the job's fights until they are done, nobody wants them, or a job that goes first waits. */
    private void run(Job job) {
        if (job.fights == null) {
            try {
                job.fights = job.plan.fights().get();
            } catch (RuntimeException e) {
                finish(job, e instanceof OddsSource.Unplayable u ? u.failed()
                        : new OddsState.Failed("The scenario cannot be simulated: " + e));
                return;
            }
        }
        while (true) {
            try {
                job.fights.play(job.next);
            } catch (RuntimeException e) {
                finish(job, new OddsState.Failed("Simulated fight " + (job.next + 1) + " failed: " + e));
                return;
            }
            List<Watch> tell = List.of();
            boolean stop;
            synchronized (lock) {
                job.next++;
                if (job.next >= runs) {
                    tell = finishLocked(job, new OddsState.Ready(job.fights.figures()));
                    stop = true;
                } else {
                    stop = job.wanted.isEmpty() || better(job);
                    long now = System.nanoTime();
                    // The first fight done turns "waiting" into a bar at once; then at most every NOTICE_NANOS.
                    if (job.next == 1 || now - job.noticed >= NOTICE_NANOS) {
                        job.noticed = now;
                        tell = new ArrayList<>(job.wanted);
                    }
                }
            }
            for (Watch w : tell) tell(w);
            if (stop) {
                // Put down unfinished: it may wait long, one of many (SHELVED), so it keeps its counts only.
                if (job.next < runs) job.fights.shelve();
                return;
            }
        }
    }

    private boolean better(Job job) {
        for (Job j : jobs.values()) if (!j.taken && !j.wanted.isEmpty() && j.rank > job.rank) return true;
        return false;
    }

    private void finish(Job job, OddsState state) {
        List<Watch> tell;
        synchronized (lock) {
            tell = finishLocked(job, state);
        }
        for (Watch w : tell) tell(w);
    }

    private List<Watch> finishLocked(Job job, OddsState state) {
        kept.put(job.key, state);
        jobs.remove(job.key);
        List<Watch> tell = new ArrayList<>(job.wanted);
        for (Watch w : tell) w.joined.remove(job);
        job.wanted.clear();
        return tell;
    }

    /** Outside the pool's lock: the screen's redraw takes the session's own. */
    private static void tell(Watch w) {
        try {
            w.changed.run();
        } catch (RuntimeException e) {
            // A session that went away while being told: it will not ask again.
        }
    }
}
