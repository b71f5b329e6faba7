package escarmouche.cli;

/**
 * Work to do if the program is stopped (Ctrl-C, {@code kill}) while it runs: remove a temporary file,
 * end a progress line. The JVM runs shutdown hooks on SIGINT and SIGTERM; tests pass their own hooks
 * and run them by hand.
 */
interface ShutdownHooks {
    void add(Thread hook);

    void remove(Thread hook);

    /** The JVM's own hooks. */
    static ShutdownHooks runtime() {
        return new ShutdownHooks() {
            @Override
            public void add(Thread hook) {
                Runtime.getRuntime().addShutdownHook(hook);
            }

            @Override
            public void remove(Thread hook) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // Already shutting down: the hook runs, and does no harm.
                }
            }
        };
    }
}
