package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The optimising compiler's settings for long work are written twice: in the launcher, for {@code serve},
 * {@code bench} and long simulations, and in {@code bench/compare}, whose side-by-side rates stand for what
 * those commands run. A setting changed in one and not the other would make the comparisons measure
 * another program.
 */
class LongWorkSettingsTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    /** The launcher's line that adds settings when both compilers run ({@code quick} is 0). */
    private static final Pattern LONG_WORK = Pattern.compile("\\[ \"\\$quick\" -eq 0 ] && jvm\\+=\\(([^)]*)\\)");
    private static final Pattern FLAG = Pattern.compile("-XX:[A-Za-z]+=\\d+");

    @Test
    @DisplayName("bench/compare runs its JVM with every inlining setting the launcher gives long work")
    void compareUsesTheLaunchersInlining() throws IOException {
        List<String> launcher = longWorkFlags(Files.readString(ROOT.resolve("play")));
        assertEquals(List.of("-XX:MaxInlineLevel=6", "-XX:InlineSmallCode=1000", "-XX:FreqInlineSize=100"), launcher);
        String compare = Files.readString(ROOT.resolve("bench/compare"));
        for (String flag : launcher) assertTrue(compare.contains(flag), "bench/compare lacks " + flag);
    }

    /** The {@code -XX:Name=number} settings of the launcher's long-work line, in its order. */
    static List<String> longWorkFlags(String launcher) {
        Matcher line = LONG_WORK.matcher(launcher);
        assertTrue(line.find(), "no long-work settings in the launcher");
        List<String> flags = new ArrayList<>();
        Matcher f = FLAG.matcher(line.group(1));
        while (f.find()) flags.add(f.group());
        return flags;
    }
}
