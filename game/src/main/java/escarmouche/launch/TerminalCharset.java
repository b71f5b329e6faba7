package escarmouche.launch;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

/**
 * The local terminal's character set. Java takes it from the locale, and falls back to ASCII when the
 * locale is not installed on the machine ({@code LANG=fr_FR.UTF-8} where only {@code C.UTF-8} is): every
 * accent and box line would then show as {@code ?}. The terminal itself still speaks UTF-8 when the
 * locale's name says so, so that is believed first.
 */
public final class TerminalCharset {
    private TerminalCharset() {}

    /**
     * UTF-8 when the first of {@code LC_ALL}, {@code LC_CTYPE}, {@code LANG} that is set names the UTF-8
     * codeset ({@code fr_FR.UTF-8}, {@code en_US.utf8}); otherwise Java's own default.
     */
    public static Charset of(Map<String, String> env) {
        for (String name : new String[] {"LC_ALL", "LC_CTYPE", "LANG"}) {
            String value = env.get(name);
            if (value == null || value.isBlank()) continue;
            String v = value.toLowerCase(Locale.ROOT);
            return v.contains(".utf-8") || v.contains(".utf8") ? StandardCharsets.UTF_8 : Charset.defaultCharset();
        }
        return Charset.defaultCharset();
    }
}
