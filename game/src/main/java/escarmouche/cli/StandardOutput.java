package escarmouche.cli;

import escarmouche.launch.TerminalCharset;
import escarmouche.ui.term.PlainCharacters;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Standard output that admits its failures. {@link PrintStream} swallows write errors (a full disk,
 * a reader that closed the pipe) and only raises a flag, so a command that printed nothing useful would
 * still exit 0; the commands ask {@link #failure()} before they report success.
 */
final class StandardOutput {
    private StandardOutput() {}

    /**
     * Replaces {@code System.out} with the same stream as the JVM's own (same encoding, same flushing)
     * that also remembers why a write failed, so the message can say "No space left on device".
     */
    static void install() {
        Recorder recorder = new Recorder(new FileOutputStream(FileDescriptor.out));
        String encoding = System.getProperty("sun.stdout.encoding");
        // A UTF-8 terminal whose locale is not installed (LANG=fr_FR.UTF-8 where only C.UTF-8 is) would get
        // every accent as '?': believe the locale's name, as the game's screen does.
        boolean utf8 = TerminalCharset.of(System.getenv()).equals(StandardCharsets.UTF_8);
        if (utf8) encoding = "UTF-8";
        System.setErr(errorStream(new FileOutputStream(FileDescriptor.err), utf8,
                System.getProperty("sun.stderr.encoding")));
        Reporting out;
        try {
            out = encoding == null ? new Reporting(recorder) : new Reporting(recorder, encoding);
        } catch (UnsupportedEncodingException e) {
            out = new Reporting(recorder);
        }
        System.setOut(out);
    }

    /**
     * Standard error for messages in either language. UTF-8 when the locale's name says so ({@code utf8Locale},
     * from {@link TerminalCharset}), and when it goes to a
     * file or a pipe ({@code consoleEncoding} null: Java sets it only for a console), as standard output's text
     * is; on a console whose locale is not UTF-8 ({@code LANG=C}, {@code LANG=fr}), in that charset with the plain
     * stand-ins the screens use (letters without accents, straight quotes), where Java would write {@code ?}.
     */
    static PrintStream errorStream(OutputStream to, boolean utf8Locale, String consoleEncoding) {
        if (consoleEncoding == null || utf8Locale) {
            return new PrintStream(to, true, StandardCharsets.UTF_8);
        }
        Charset charset;
        try {
            charset = Charset.forName(consoleEncoding);
        } catch (RuntimeException e) {
            charset = StandardCharsets.US_ASCII;
        }
        return new PlainPrintStream(to, charset);
    }

    /** A print stream that writes each character its charset lacks as the screens' plain stand-in. */
    private static final class PlainPrintStream extends PrintStream {
        private final CharsetEncoder encoder;

        PlainPrintStream(OutputStream to, Charset charset) {
            super(to, true, charset);
            this.encoder = charset.newEncoder();
        }

        private String plain(String s) {
            if (s == null || encoder.canEncode(s)) return s;
            StringBuilder out = new StringBuilder(s.length());
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                out.append(encoder.canEncode(c) ? c : PlainCharacters.of(c));
            }
            return out.toString();
        }

        @Override
        public void print(String s) {
            super.print(plain(s));
        }

        @Override
        public void print(char c) {
            super.print(plain(String.valueOf(c)));
        }

        @Override
        public void print(char[] s) {
            super.print(plain(new String(s)));
        }

        @Override
        public PrintStream append(CharSequence csq) {
            print(String.valueOf(csq));
            return this;
        }

        @Override
        public PrintStream append(CharSequence csq, int start, int end) {
            print(String.valueOf(csq == null ? "null" : csq.subSequence(start, end)));
            return this;
        }
    }

    /** Why standard output could not be written, if it could not. */
    static Optional<String> failure() {
        PrintStream out = System.out;
        if (!out.checkError()) return Optional.empty();
        String reason = out instanceof Reporting r ? r.recorder.reason : null;
        return Optional.of(reason != null ? reason : "a write failed");
    }

    /**
     * What a shell reports for a program whose reader closed its pipe (128 + SIGPIPE): the exit of a command
     * whose output went to {@code | head}, which read what it wanted and left.
     */
    static final int READER_LEFT = 141;

    /**
     * Whether standard output failed because its reader closed the pipe ({@code | head} has its lines): not
     * an error to report, as {@code grep} or {@code cat} say nothing then either; a full disk still is one.
     */
    static boolean readerLeft() {
        return failure().map(reason -> reason.equalsIgnoreCase("Broken pipe")).orElse(false);
    }

    /** An output stream over {@code System.out} that throws as soon as a write has failed. */
    static OutputStream checked() {
        PrintStream out = System.out;
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                out.write(b);
                check();
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
                check();
            }

            @Override
            public void flush() throws IOException {
                out.flush();
                check();
            }

            @Override
            public void close() throws IOException {
                flush(); // standard output stays open for what follows
            }

            private void check() throws IOException {
                Optional<String> failed = failure();
                if (failed.isPresent()) throw new IOException(failed.get());
            }
        };
    }

    private static final class Reporting extends PrintStream {
        private final Recorder recorder;

        Reporting(Recorder recorder) {
            super(new BufferedOutputStream(recorder, 128), true);
            this.recorder = recorder;
        }

        Reporting(Recorder recorder, String encoding) throws UnsupportedEncodingException {
            super(new BufferedOutputStream(recorder, 128), true, encoding);
            this.recorder = recorder;
        }
    }

    /** Keeps the message of the first failed write before passing the exception on. */
    private static final class Recorder extends FilterOutputStream {
        private volatile String reason;

        Recorder(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                throw recorded(e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw recorded(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw recorded(e);
            }
        }

        private IOException recorded(IOException e) {
            if (reason == null) reason = e.getMessage();
            return e;
        }
    }
}
