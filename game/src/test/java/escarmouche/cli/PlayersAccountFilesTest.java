package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play players} facing account files an admin edited by hand, or that were damaged, and odd --data. */
class PlayersAccountFilesTest {
    @TempDir
    Path dir;

    private static KeyPair key() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(256);
        return g.generateKeyPair();
    }

    private Path keyFile(String name, KeyPair key) throws Exception {
        Path file = dir.resolve(name + ".pub");
        Files.writeString(file, PublicKeyEntry.toString(key.getPublic()) + "\n");
        return file;
    }

    private Cli.Result players(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "players";
        all[1] = "--data";
        all[2] = dir.resolve("data").toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return Cli.run(all);
    }

    private Path keysOf(String player) {
        return dir.resolve("data/players/" + player + "/authorized_keys");
    }

    @Test
    @DisplayName("a key written by hand with options (from=...) in authorized_keys is marked refused by list, with its file and line")
    void aStoredKeyWithOptionsIsMarked() throws Exception {
        KeyPair laptop = key();
        KeyPair office = key();
        assertEquals(0, players("add", "anne", keyFile("laptop", laptop).toString()).exit());
        Files.writeString(keysOf("anne"), "from=\"10.9.9.9\",no-pty " + PublicKeyEntry.toString(office.getPublic()) + " anne@office\n",
                java.nio.file.StandardOpenOption.APPEND);
        Cli.Result list = players("list");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().contains("  " + KeyUtils.getFingerPrint(laptop.getPublic()) + "  ecdsa-sha2-nistp256\n"), list.out());
        assertTrue(list.out().contains("  " + keysOf("anne") + ":3: " + KeyUtils.getFingerPrint(office.getPublic())
                + " REFUSED at login: written with options (from, no-pty), which this server does not apply"), list.out());
    }

    @Test
    @DisplayName("a damaged key line is named with its file and line; a player with neither key nor password is not said to have a password")
    void aDamagedKeyLineIsNamed() throws Exception {
        KeyPair laptop = key();
        assertEquals(0, players("add", "bob", keyFile("laptop", laptop).toString()).exit());
        String text = Files.readString(keysOf("bob"));
        Files.writeString(keysOf("bob"), text.replace("AAAA", "AAAB"));
        Cli.Result list = players("list");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().contains("  " + keysOf("bob") + ":2: not a public key this server can read: it lets no one in"),
                list.out());
        assertFalse(list.out().contains("password only"), list.out());
        assertTrue(list.out().contains("(no key and no password: bob cannot log in)"), list.out());
    }

    @Test
    @DisplayName("add-key says 1 key, not 1 keys; in French too")
    void oneKeyIsSingular() throws Exception {
        assertEquals(0, players("add", "bob", keyFile("laptop", key()).toString()).exit());
        Files.writeString(keysOf("bob"), "# no key left\n");
        Cli.Result one = players("add-key", "bob", keyFile("phone", key()).toString());
        assertEquals(0, one.exit(), one.err());
        assertEquals("Player bob now has 1 key.", one.out().strip());
        Cli.Result two = Cli.run("players", "--lang", "fr", "--data", dir.resolve("data").toString(), "add-key", "bob",
                keyFile("tablet", key()).toString());
        assertEquals(0, two.exit(), two.err());
        assertEquals("Le joueur bob a maintenant 2 cl\u00e9s.", two.out().strip());
    }

    @Test
    @DisplayName("an account file that is not UTF-8: its file and byte are named; remove still frees the name; other players' commands print nothing of it on standard output")
    void anAccountFileNotInUtf8() throws Exception {
        assertEquals(0, players("add", "eve", keyFile("eve", key()).toString()).exit());
        byte[] bytes = Files.readAllBytes(keysOf("eve"));
        bytes[4] = (byte) 0xE9;
        Files.write(keysOf("eve"), bytes);
        Cli.Result list = players("list");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().contains("eve  (cannot read: " + keysOf("eve") + ": not UTF-8 text at byte 5)"), list.out());
        Cli.Result addKey = players("add-key", "eve", keyFile("other", key()).toString());
        assertEquals(2, addKey.exit());
        assertTrue(addKey.err().contains(keysOf("eve") + ": not UTF-8 text at byte 5"), addKey.err());

        KeyPair shared = key();
        assertEquals(0, players("add", "fred", keyFile("fred", shared).toString()).exit());
        Cli.Result other = players("add", "gina", dir.resolve("fred.pub").toString());
        assertEquals(0, other.exit(), other.err());
        assertFalse(other.out().contains("eve  ("), other.out());
        assertTrue(other.err().contains("warning: eve  (cannot read: " + keysOf("eve") + ": not UTF-8 text at byte 5)"), other.err());

        Cli.Result removed = players("remove", "eve");
        assertEquals(0, removed.exit(), removed.err());
        assertFalse(Files.exists(keysOf("eve")));
    }

    @Test
    @DisplayName("a password file that is not a hash is named by list, and add-key says which file is wrong")
    void aDamagedPasswordFileIsNamed() throws Exception {
        assertEquals(0, players("add", "hal", keyFile("hal", key()).toString()).exit());
        Path password = dir.resolve("data/players/hal/password");
        Files.writeString(password, "not-a-hash\n");
        Cli.Result list = players("list");
        assertTrue(list.out().contains("hal  (cannot read: " + password + ": not a password hash as ./play players password writes it"),
                list.out());
    }

    @Test
    @DisplayName("--data '~/x' is refused as serve refuses it; a file is refused; a folder that does not exist is said so by list, and made (and said) by add")
    void odderDataFolders() throws Exception {
        Cli.Result tilde = Cli.run("players", "--data", "~/x", "add", "zz", keyFile("zz", key()).toString());
        assertEquals(2, tilde.exit());
        assertTrue(tilde.err().contains("--data ~/x: nothing here turns ~ into a home folder"), tilde.err());
        assertFalse(Files.exists(Path.of("~")));

        Path file = Files.writeString(dir.resolve("a-file"), "x");
        Cli.Result onFile = Cli.run("players", "--data", file.toString(), "list");
        assertEquals(2, onFile.exit(), onFile.out());
        assertTrue(onFile.err().contains(file + " is a file, not a folder"), onFile.err());

        Path missing = dir.resolve("nowhere");
        Cli.Result list = Cli.run("players", "--data", missing.toString(), "list");
        assertEquals(2, list.exit(), list.out());
        assertTrue(list.err().contains("the data folder " + missing + " does not exist"), list.err());
        Cli.Result remove = Cli.run("players", "--data", missing.toString(), "remove", "zz");
        assertEquals(2, remove.exit(), remove.out());
        assertTrue(remove.err().contains("the data folder " + missing + " does not exist"), remove.err());

        Cli.Result add = Cli.run("players", "--data", missing.toString(), "add", "zz", dir.resolve("zz.pub").toString());
        assertEquals(0, add.exit(), add.err());
        assertTrue(add.err().contains("note: the data folder " + missing + " did not exist: it is made now"), add.err());
    }

    @Test
    @DisplayName("a name with a terminal escape is echoed with ? in its place")
    void controlCharactersInANameAreNotEchoed() throws Exception {
        Cli.Result bad = players("add", "x\u001b[31mred", keyFile("k", key()).toString());
        assertEquals(2, bad.exit());
        assertFalse(bad.err().contains("\u001b"), bad.err());
        assertTrue(bad.err().contains("'x?[31mred' is not a player name"), bad.err());
    }
}
