package escarmouche.ssh.gate;

import escarmouche.lang.Folding;
import java.io.IOException;
import org.apache.sshd.common.session.Session;

/**
 * The reason the server gives when it hangs up (SSH_MSG_DISCONNECT), always in printable ASCII. OpenSSH shows
 * that reason through strnvis(VIS_SAFE | VIS_OCTAL) whatever the client's locale, so any other byte reaches the
 * player as an octal escape ("\303\240" for "à"). A French reason is therefore sent transliterated and still
 * readable ("a" for "à", a plain quote for « and »); the banners that come before it (SSH_MSG_USERAUTH_BANNER,
 * which OpenSSH prints as UTF-8) keep the real text.
 */
public final class DisconnectReason {
    private DisconnectReason() {}

    /** Hangs up with {@code reason} as {@link #ascii(String)} writes it: every disconnect of the server's comes here. */
    public static void send(Session session, int code, String reason) throws IOException {
        session.disconnect(code, ascii(reason));
    }

    /** {@code text} in printable ASCII (U+0020 to U+007E): accents dropped, typographic signs made plain, the rest {@code ?}. */
    public static String ascii(String text) {
        StringBuilder out = new StringBuilder(text.length());
        // The letters' accents first, as a search folds them (é -> e, à -> a, ç -> c); then the signs left.
        Folding.withoutAccents(text).codePoints().forEach(c -> out.append(plain(c)));
        return out.toString();
    }

    private static String plain(int c) {
        if (c >= 0x20 && c < 0x7f) return Character.toString(c);
        return switch (c) {
            case '«', '»', '“', '”', '„' -> "\"";
            case '’', '‘', '‚', '′' -> "'";
            case '–', '—', '‑', '−' -> "-";
            case '…' -> "...";
            case 'œ' -> "oe";
            case 'Œ' -> "OE";
            case 'æ' -> "ae";
            case 'Æ' -> "AE";
            case 'ß' -> "ss";
            // No-break spaces (before : ; ? ! and inside « »), narrow ones, tabs, line ends: a plain space.
            default -> Character.isWhitespace(c) || Character.isSpaceChar(c) ? " " : "?";
        };
    }
}
