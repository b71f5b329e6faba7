package escarmouche.ui.battle;

import escarmouche.ui.log.LogDetail;
import escarmouche.ui.log.MessageLog;

/** What the screen says about the log itself: its title and its level of detail. */
final class LogWords {
    private LogWords() {}

    /** "Log", or "Log (brief)" when it is not at the usual level. */
    static String header(MessageLog log) {
        return log.detail() == LogDetail.NORMAL ? "Log" : "Log (" + log.detail().word() + ")";
    }

    /** Said once the level changed. */
    static String detailNotice(LogDetail d) {
        return switch (d) {
            case BRIEF -> "Log: brief, what happened without the dice (V: more).";
            case NORMAL -> "Log: normal, every roll and the IDs of the rules that fired (V: more).";
            case FULL -> "Log: full, with what each monster means to do and why (V: brief).";
        };
    }
}
