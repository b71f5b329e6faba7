package escarmouche.cli;

import escarmouche.ui.term.TerminalOutputBuffer;
import escarmouche.ui.term.TwoSttyTerminal;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The local game's terminal ({@link TwoSttyTerminal}) for the class-data archive's rehearsal, with no
 * terminal behind it: the same classes do the same work (Lanterna's Unix terminal, its key decoding, the
 * JVM's process spawning), so that the archive holds them and the title screen's way loads nothing from the
 * jar. Each process the terminal starts to set itself up (the shell that runs {@code stty}, or {@code stty}
 * itself) is replaced by a run of {@code true}, started as Lanterna starts its own but reading
 * {@code /dev/null}: the settings of whatever terminal the launcher runs in are left alone. Each
 * question about the cursor's position gets the answer of a window of the given size, as a terminal
 * would give it: after the question, never before (Lanterna decodes what it has read only as more comes).
 * Once every answer has been read, the keys come when the game waits for one, then the end of input.
 * Enter is {@code \n}: Lanterna holds a {@code \r} back to see what follows it.
 */
final class RehearsalTerminal extends TwoSttyTerminal {
    private RehearsalTerminal(Line line) throws IOException {
        super(line.in, new TerminalOutputBuffer(line.out), StandardCharsets.UTF_8);
    }

    /** A window of {@code columns} by {@code rows} where {@code keys} are typed. */
    static RehearsalTerminal of(int columns, int rows, String keys) throws IOException {
        return new RehearsalTerminal(new Line(columns, rows, keys.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * A run of {@code true} instead of {@code command}. What it prints is given back (nothing); a machine where
     * it cannot run still has the rehearsal go on, the spawning classes loaded as far as they got.
     */
    @Override
    protected String exec(String... command) {
        try {
            Process p = new ProcessBuilder("true").redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return said;
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** Both ends of the pretended terminal: what the game writes, and what it reads back. */
    private static final class Line {
        /** Lanterna's question: where is the cursor? */
        private static final byte[] QUESTION = {0x1b, '[', '6', 'n'};

        private final byte[] answer;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
        private byte[] keys;
        private byte[] reading = new byte[0];
        private int next;
        private int matched;

        Line(int columns, int rows, byte[] keys) {
            this.answer = ("\u001b[" + rows + ";" + columns + "R").getBytes(StandardCharsets.US_ASCII);
            this.keys = keys;
        }

        final OutputStream out = new OutputStream() {
            @Override
            public void write(int b) {
                synchronized (Line.this) {
                    // The question is four bytes, none of them repeated: a byte that breaks the match can only
                    // start a new one if it is the first.
                    matched = b == QUESTION[matched] ? matched + 1 : b == QUESTION[0] ? 1 : 0;
                    if (matched == QUESTION.length) {
                        pending.writeBytes(answer);
                        matched = 0;
                    }
                }
            }
        };

        final InputStream in = new InputStream() {
            /**
             * What is ready; once the keys are read, one byte for the end of the input. The contract says 0
             * there, but Lanterna only looks for input it is told is ready when it polls (as the game does
             * while the monsters move), and the rehearsal must end there, not wait out their moves.
             */
            @Override
            public int available() {
                synchronized (Line.this) {
                    int ready = reading.length - next + pending.size();
                    return ready > 0 || keys != null ? ready : 1;
                }
            }

            @Override
            public int read() {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                synchronized (Line.this) {
                    if (len == 0) return 0;
                    if (next == reading.length) {
                        if (pending.size() > 0) {
                            reading = pending.toByteArray();
                            pending.reset();
                        } else if (keys != null) {
                            reading = keys;
                            keys = null;
                        } else {
                            return -1;
                        }
                        next = 0;
                    }
                    int n = Math.min(len, reading.length - next);
                    System.arraycopy(reading, next, b, off, n);
                    next += n;
                    return n;
                }
            }
        };
    }
}
