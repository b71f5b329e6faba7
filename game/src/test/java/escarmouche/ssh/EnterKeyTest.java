package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EnterKeyTest {
    @Test
    void carriageReturnsBecomeLineFeedsOtherBytesPass() throws IOException {
        byte[] sent = "n\r\u001B[Aé\r".getBytes(StandardCharsets.UTF_8);
        EnterKey keys = new EnterKey(new ByteArrayInputStream(sent));
        assertEquals('n', keys.read());
        assertEquals('\n', keys.read());
        byte[] rest = keys.readAllBytes();
        assertArrayEquals("\u001B[Aé\n".getBytes(StandardCharsets.UTF_8), rest);
        assertEquals(-1, keys.read());
    }
}
