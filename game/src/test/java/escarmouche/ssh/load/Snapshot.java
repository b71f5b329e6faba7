package escarmouche.ssh.load;

/**
 * What the server holds at one moment: heap used after a full collection, resident memory, threads.
 *
 * @param heapKb heap used after {@code GC.run}, KiB (-1 unknown)
 * @param rssKb  resident set size, KiB
 * @param threads live threads of the server's JVM
 * @param threadNames live Java threads counted by name, digits as {@code #}
 * @param liveBytes   live bytes by class ({@code GC.class_histogram})
 */
record Snapshot(long heapKb, long rssKb, int threads, java.util.Map<String, Integer> threadNames,
                java.util.Map<String, Long> liveBytes) {
    static Snapshot of(ServerProcess server) throws Exception {
        long heap = server.heapUsedAfterGcKb();
        java.util.Map<String, Integer> names = server.threadNames();
        java.util.Map<String, Long> live = server.histogram();
        return new Snapshot(heap, server.rssKb(), server.threads(), names, live);
    }

    /** The three classes whose live bytes grew most since {@code before} ("" when none did). */
    String heapGrownSince(Snapshot before) {
        return ProcStats.topGrowth(before.liveBytes(), liveBytes(), 3);
    }

    /** The threads this snapshot has more of than {@code before}, by name ("" when none). */
    String threadsGrownSince(Snapshot before) {
        return ProcStats.grown(before.threadNames(), threadNames());
    }

    /**
     * Waits up to {@code maxSeconds} for the server's threads to come down to {@code threads} (closed
     * sessions end their game threads as the server notices); returns the seconds it took.
     */
    static long settle(ServerProcess server, int threads, int maxSeconds) throws Exception {
        long t0 = System.nanoTime();
        while (server.threads() > threads && System.nanoTime() - t0 < maxSeconds * 1_000_000_000L) Thread.sleep(250);
        Thread.sleep(1000);
        return Math.round((System.nanoTime() - t0) / 1e9);
    }
}
