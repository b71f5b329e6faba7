package escarmouche.ssh.hostkey;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostKeyTest {
    @TempDir
    Path data;

    private Path key;
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final ServerLog log = (event, text) -> lines.add(event.word() + " " + text);

    @BeforeEach
    void paths() {
        key = data.resolve("ssh").resolve("host_ed25519_key");
    }

    @Test
    @DisplayName("The first start makes an Ed25519 key in OpenSSH's format, 0600 in a 0700 folder, and logs its fingerprint")
    void aFreshStartMakesAPrivateKey() throws Exception {
        HostKey made = HostKey.loadOrCreate(key, log);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key.getParent())));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
        assertTrue(Files.readString(key).startsWith("-----BEGIN OPENSSH PRIVATE KEY-----\n"), Files.readString(key));
        assertTrue(made.fingerprint().matches("SHA256:[A-Za-z0-9+/]{43}"), made.fingerprint());
        assertEquals(List.of("hostkey created file=" + key + " fingerprint=" + made.fingerprint()), lines);
        assertTrue(made.notice().orElseThrow().contains("back it up"));
        try (var left = Files.list(key.getParent())) {
            assertEquals(List.of("host_ed25519_key", "host_ed25519_key.pub"),
                    left.map(p -> p.getFileName().toString()).sorted().toList(), "a temporary file was left behind");
        }
    }

    @Test
    @DisplayName("The fingerprint is ssh-keygen's: SHA-256 of the public key blob in unpadded base64")
    void theFingerprintIsTheOneSshKeygenPrints() throws Exception {
        HostKey made = HostKey.loadOrCreate(key, log);
        String[] pub = Files.readString(key.resolveSibling("host_ed25519_key.pub")).strip().split(" ");
        assertEquals("ssh-ed25519", pub[0]);
        byte[] blob = Base64.getDecoder().decode(pub[1]);
        String expected = "SHA256:" + Base64.getEncoder().withoutPadding()
                .encodeToString(MessageDigest.getInstance("SHA-256").digest(blob));
        assertEquals(expected, made.fingerprint());
    }

    @Test
    @DisplayName("A start whose key lost its .pub writes it again (the admin prints the fingerprint from it)")
    void aLostPublicHalfIsWrittenAgain() throws Exception {
        HostKey.loadOrCreate(key, log);
        Path pub = key.resolveSibling("host_ed25519_key.pub");
        String written = Files.readString(pub);
        Files.delete(pub);
        byte[] bytes = Files.readAllBytes(key);
        HostKey again = HostKey.loadOrCreate(key, log);
        assertEquals(written, Files.readString(pub));
        assertArrayEquals(bytes, Files.readAllBytes(key));
        assertTrue(again.notice().isEmpty());
        assertEquals("hostkey public-half-written file=" + pub + " was=missing fingerprint=" + again.fingerprint(),
                lines.get(lines.size() - 1));
    }

    @Test
    @DisplayName("A .pub holding another key is written again from the private key, said to the admin and logged")
    void aWrongPublicHalfIsWrittenAgain() throws Exception {
        HostKey first = HostKey.loadOrCreate(key, log);
        Path pub = key.resolveSibling("host_ed25519_key.pub");
        String written = Files.readString(pub);
        KeyPair other = KeyUtils.generateKeyPair(KeyPairProvider.SSH_ED25519, 256);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        OpenSSHKeyPairResourceWriter.INSTANCE.writePublicKey(other.getPublic(), "escarmouche host key", text);
        Files.write(pub, text.toByteArray());
        byte[] bytes = Files.readAllBytes(key);
        HostKey again = HostKey.loadOrCreate(key, log);
        assertEquals(written, Files.readString(pub));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(pub)));
        assertArrayEquals(bytes, Files.readAllBytes(key));
        assertEquals(first.fingerprint(), again.fingerprint());
        assertEquals("hostkey public-half-written file=" + pub + " was=not-this-key fingerprint=" + first.fingerprint(),
                lines.get(lines.size() - 1));
        String notice = again.notice().orElseThrow();
        assertTrue(notice.contains(pub + ", was wrong (not-this-key)") && notice.contains(first.fingerprint()), notice);
        // The key was not made by this start: a start that cannot listen keeps it.
        again.unmadeIfNew(key, log);
        assertTrue(Files.exists(key));
    }

    @Test
    @DisplayName("A .pub others may change is written again, 0600; a right one keeps the admin's comment")
    void anOpenPublicHalfIsWrittenAgain() throws Exception {
        HostKey.loadOrCreate(key, log);
        Path pub = key.resolveSibling("host_ed25519_key.pub");
        String written = Files.readString(pub);
        Files.setPosixFilePermissions(pub, PosixFilePermissions.fromString("rw-rw-rw-"));
        HostKey again = HostKey.loadOrCreate(key, log);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(pub)));
        assertEquals(written, Files.readString(pub));
        assertTrue(lines.get(lines.size() - 1).contains(" was=permissions=rw-rw-rw- "), lines.toString());
        assertTrue(again.notice().isPresent());
        String commented = written.strip().replace("escarmouche host key", "game.example.org") + "\n";
        Files.writeString(pub, commented);
        int before = lines.size();
        assertTrue(HostKey.loadOrCreate(key, log).notice().isEmpty());
        assertEquals(commented, Files.readString(pub));
        assertEquals(before + 1, lines.size(), "only the loaded line: " + lines);
    }

    @Test
    @DisplayName("The second start reads the same key: same fingerprint, file untouched")
    void aSecondStartReusesTheKey() throws Exception {
        String first = HostKey.loadOrCreate(key, log).fingerprint();
        byte[] bytes = Files.readAllBytes(key);
        HostKey again = HostKey.loadOrCreate(key, log);
        assertEquals(first, again.fingerprint());
        assertArrayEquals(bytes, Files.readAllBytes(key));
        assertTrue(again.notice().isEmpty());
        assertEquals("hostkey loaded file=" + key + " fingerprint=" + first, lines.get(1));
    }

    @Test
    @DisplayName("A damaged key stops the start with a message naming the file and what to do; the file is kept as it is")
    void aDamagedKeyStopsTheStart() throws Exception {
        HostKey.loadOrCreate(key, log);
        byte[] whole = Files.readAllBytes(key);
        byte[] cut = java.util.Arrays.copyOf(whole, whole.length / 2);
        Files.write(key, cut);
        String message = refused();
        assertTrue(message.contains("is damaged"), message);
        assertArrayEquals(cut, Files.readAllBytes(key), "the damaged key was replaced");
        assertTrue(lines.get(lines.size() - 1).startsWith("error hostkey file=" + key), lines.toString());
    }

    @Test
    @DisplayName("A key whose private half was changed (not its format) is found damaged")
    void aKeyWithAChangedByteIsFoundDamaged() throws Exception {
        HostKey.loadOrCreate(key, log);
        String text = Files.readString(key);
        List<String> rows = new ArrayList<>(text.lines().toList());
        // The fourth row carries private key bytes; changing one base64 letter changes the key, not the framing.
        String row = rows.get(3);
        int at = 20;
        rows.set(3, row.substring(0, at) + (row.charAt(at) == 'A' ? 'B' : 'A') + row.substring(at + 1));
        Files.writeString(key, String.join("\n", rows) + "\n");
        String message = refused();
        assertTrue(message.contains("damaged") || message.contains("OpenSSH"), message);
    }

    @Test
    @DisplayName("A file that is not a key at all stops the start")
    void aFileThatIsNotAKeyStopsTheStart() throws Exception {
        Files.createDirectories(key.getParent());
        Files.writeString(key, "not a key\n");
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
        assertTrue(refused().contains("does not hold a private key in OpenSSH's format"));
        assertEquals("not a key\n", Files.readString(key));
    }

    @Test
    @DisplayName("A key of another type (ECDSA) stops the start: the server serves only Ed25519")
    void aKeyOfAnotherTypeStopsTheStart() throws Exception {
        KeyPair ecdsa = KeyUtils.generateKeyPair(KeyPairProvider.ECDSA_SHA2_NISTP256, 256);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        OpenSSHKeyPairResourceWriter.INSTANCE.writePrivateKey(ecdsa, "other", null, text);
        Files.createDirectories(key.getParent());
        Files.write(key, text.toByteArray());
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
        String message = refused();
        assertTrue(message.contains("ecdsa-sha2-nistp256") && message.contains("not the Ed25519 key"), message);
        assertArrayEquals(text.toByteArray(), Files.readAllBytes(key));
    }

    @Test
    @DisplayName("A key the server cannot read (a folder in its place) stops the start")
    void anUnreadableKeyStopsTheStart() throws Exception {
        Files.createDirectories(key);
        assertTrue(refused().contains("is not a file"));
        assertTrue(Files.isDirectory(key));
    }

    @Test
    @DisplayName("A dangling link in the key's place stops the start rather than make a key somewhere else")
    void aDanglingLinkStopsTheStart() throws Exception {
        Files.createDirectories(key.getParent());
        Files.createSymbolicLink(key, data.resolve("elsewhere"));
        assertTrue(refused().contains("is not a file"));
        assertFalse(Files.exists(data.resolve("elsewhere")));
    }

    @Test
    @DisplayName("A key readable by group or others stops the start and says how to make it private")
    void aKeyOpenToOthersStopsTheStart() throws Exception {
        HostKey.loadOrCreate(key, log);
        byte[] bytes = Files.readAllBytes(key);
        for (String open : List.of("rw-r-----", "rw----r--", "rw-rw-rw-")) {
            Files.setPosixFilePermissions(key, PosixFilePermissions.fromString(open));
            String message = refused();
            assertTrue(message.contains("can be read or changed by other users") && message.contains(open)
                    && message.contains("chmod 600 " + key), message);
            assertEquals(open, PosixFilePermissions.toString(Files.getPosixFilePermissions(key)), "the server changed the permissions itself");
            assertArrayEquals(bytes, Files.readAllBytes(key));
        }
    }

    @Test
    @DisplayName("An existing ssh folder open to others is made 0700 before a key is written in it")
    void anOpenFolderIsMadePrivate() throws Exception {
        Files.createDirectories(key.getParent());
        Files.setPosixFilePermissions(key.getParent(), PosixFilePermissions.fromString("rwxr-xr-x"));
        HostKey.loadOrCreate(key, log);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key.getParent())));
    }

    @Test
    @DisplayName("An earlier version's hostkey.ser is not used but kept (made private): a new key is made and the start says players will see a changed key")
    void anOldKeyIsReportedNotSilentlyReplaced() throws Exception {
        Path old = key.resolveSibling(HostKey.OLD_FILE);
        Files.createDirectories(key.getParent());
        Files.write(old, new byte[] {(byte) 0xac, (byte) 0xed, 0, 5});
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));
        HostKey made = HostKey.loadOrCreate(key, log);
        String notice = made.notice().orElseThrow();
        assertTrue(notice.contains(old.toString()) && notice.contains("changed") && notice.contains(made.fingerprint()), notice);
        assertEquals(List.of("hostkey created file=" + key + " fingerprint=" + made.fingerprint() + " replaces-old=" + old
                + " players-see-a-changed-key"), lines);
        assertArrayEquals(new byte[] {(byte) 0xac, (byte) 0xed, 0, 5}, Files.readAllBytes(old), "the old key was changed");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(old)), "the old private key stays open to others");
    }

    /** Starts on the key that is there, expecting a refusal; returns its message after the common checks. */
    private String refused() {
        HostKeyException e = assertThrows(HostKeyException.class, () -> HostKey.loadOrCreate(key, log));
        String message = e.getMessage();
        assertTrue(message.contains(key.toString()), message);
        assertTrue(message.contains("delete it") || message.contains("delete the file") || message.contains("Delete"), message);
        return message;
    }
}
