package escarmouche.cli;

/** A one-line progress counter on standard error, shown only when a person is watching a terminal. */
final class Progress {
    private final int total;
    private final boolean visible = System.console() != null;
    private int lastPercent = -1;

    Progress(int total) {
        this.total = total;
    }

    void update(int done) {
        if (!visible) return;
        int percent = (int) (100L * done / total);
        if (percent == lastPercent) return;
        lastPercent = percent;
        int width = 30;
        int filled = percent * width / 100;
        System.err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + percent + "% (" + done
                + "/" + total + ")");
    }

    void done() {
        if (visible) System.err.print("\r" + " ".repeat(60) + "\r");
    }
}
