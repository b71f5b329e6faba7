package escarmouche.ui.battle;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.LogDetail;
import escarmouche.ui.log.MessageLog;

/** What the screen says about the log itself, in the session's language: its title and its level of detail. */
final class LogWords {
    private LogWords() {}

    /** "Log", or "Log (brief)" when it is not at the usual level. */
    static String header(MessageLog log, ScreenMessages m) {
        return log.detail() == LogDetail.NORMAL ? m.text("log.title") : level(log.detail(), m);
    }

    /** "Log (brief)": the title with its level, as the log mode shows it. */
    static String level(LogDetail d, ScreenMessages m) {
        return m.text("log.title.level", m.text("log.detail." + d.word()));
    }

    /** Said once the level changed. */
    static String detailNotice(LogDetail d, ScreenMessages m) {
        return m.text("log.detail." + d.word() + ".notice");
    }

    /** The log mode's header: the level, then the search being typed, the lines found, or what the keys do. */
    static String modeHeader(MessageLog log, java.util.function.Predicate<String> sees, String typing, ScreenMessages m) {
        String level = level(log.detail(), m);
        if (typing != null) return m.text("log.mode.search", level, typing);
        int n = log.visible(sees).size();
        if (!log.filter().isBlank()) {
            // The count twice: its digits as text, and a number for the bundle's choice of words (French "0 ligne").
            return m.text("log.mode.found", level, m.language().number(n), log.filter(), n);
        }
        return m.text("log.mode.browse", level);
    }
}
