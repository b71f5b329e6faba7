package escarmouche.launch;

import escarmouche.lang.Language;
import java.text.BreakIterator;
import java.text.MessageFormat;

/**
 * The JDK's locale tables the title screen needs, read ahead. The first number a message formats, the first
 * {@code String.format} and the first character break Lanterna asks for each read the JDK's locale data on
 * first use: about 60 ms of the main thread in a JVM just started, right after the terminal opened and
 * before the title screen could be drawn (docs/speed-rounds.md, twenty-first round). Asked while the main
 * thread would otherwise wait for the terminal to open, the same reads are done by then.
 */
final class LocaleTables {
    private LocaleTables() {}

    /** Reads the tables the screens in {@code language} use first; what it formats is thrown away. */
    static void readAhead(Language language) {
        new MessageFormat("{0}", language.locale()).format(new Object[] {1});
        String.format("%d", 1);
        BreakIterator.getCharacterInstance();
    }
}
