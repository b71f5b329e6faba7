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

/** {@code ./play players}: the admin's account commands, in-process. */
class PlayersCommandTest {
    @TempDir
    Path dir;

    private Path keyFile(String name, KeyPair key, String comment) throws Exception {
        Path file = dir.resolve(name + ".pub");
        Files.writeString(file, PublicKeyEntry.toString(key.getPublic()) + " " + comment + "\n");
        return file;
    }

    private static KeyPair key() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(256);
        return g.generateKeyPair();
    }

    private Cli.Result players(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "players";
        all[1] = "--data";
        all[2] = dir.resolve("data").toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return Cli.run(all);
    }

    @Test
    @DisplayName("A player added before the server's first start makes the data folder as serve does: its owner's alone")
    void aNewDataFolderIsPrivate() throws Exception {
        assertEquals(0, players("add", "anne", keyFile("laptop", key(), "").toString()).exit());
        assertEquals(java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"),
                Files.getPosixFilePermissions(dir.resolve("data")));
    }

    @Test
    @DisplayName("add, list, add-key, remove-key and remove a player; the saves stay unless asked")
    void addListRemove() throws Exception {
        KeyPair laptop = key();
        KeyPair phone = key();
        assertEquals(0, players("add", "anne", keyFile("laptop", laptop, "anne@laptop").toString()).exit());
        assertEquals(0, players("add-key", "anne", keyFile("phone", phone, "anne@phone").toString()).exit());
        Cli.Result list = players("list");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().startsWith("anne  claimed 20"), list.out());
        assertTrue(list.out().contains("password: no"), list.out());
        assertTrue(list.out().contains(KeyUtils.getFingerPrint(laptop.getPublic()) + "  ecdsa-sha2-nistp256  anne@laptop"), list.out());
        assertTrue(list.out().contains(KeyUtils.getFingerPrint(phone.getPublic())), list.out());

        assertEquals(0, players("remove-key", "anne", KeyUtils.getFingerPrint(laptop.getPublic())).exit());
        assertFalse(players("list").out().contains(KeyUtils.getFingerPrint(laptop.getPublic())));

        Path saves = dir.resolve("data/players/anne/saves");
        Files.createDirectories(saves);
        Cli.Result removed = players("remove", "anne");
        assertEquals(0, removed.exit(), removed.err());
        assertTrue(Files.isDirectory(saves));
        assertTrue(players("list").out().startsWith("No players"));
        assertEquals(0, players("add", "anne", dir.resolve("laptop.pub").toString()).exit());
        assertEquals(0, players("remove", "anne", "--delete-files").exit());
        assertFalse(Files.exists(dir.resolve("data/players/anne")));
    }

    @Test
    @DisplayName("a key another player holds is taken, with a note naming who else it lets in")
    void sharedKeyIsNoted() throws Exception {
        KeyPair laptop = key();
        Path file = keyFile("laptop", laptop, "anne@laptop");
        String fingerprint = KeyUtils.getFingerPrint(laptop.getPublic());
        Cli.Result first = players("add", "anne", file.toString());
        assertEquals(0, first.exit(), first.err());
        assertFalse(first.out().contains("note:"), first.out());
        Cli.Result second = players("add", "bob", file.toString());
        assertEquals(0, second.exit(), second.err());
        assertTrue(second.out().contains("note: the key " + fingerprint + " also lets in anne: a key may serve"),
                second.out());
        assertEquals(0, players("add", "cleo", keyFile("other", key(), "").toString()).exit());
        Cli.Result third = players("add-key", "cleo", file.toString());
        assertEquals(0, third.exit(), third.err());
        assertTrue(third.out().contains("also lets in anne, bob:"), third.out());
    }

    @Test
    @DisplayName("a password is read from standard input, stored as Argon2id, and shown as set; then cleared")
    void passwordFromStandardInput() throws Exception {
        assertEquals(0, players("add", "anne", keyFile("k", key(), "").toString()).exit());
        Cli.Result set = Cli.withInput("swordfish-42\n".getBytes(StandardCharsets.UTF_8),
                "players", "--data", dir.resolve("data").toString(), "password", "anne");
        assertEquals(0, set.exit(), set.err());
        String stored = Files.readString(dir.resolve("data/players/anne/password"));
        assertTrue(stored.startsWith("$argon2id$"), stored);
        assertFalse(stored.contains("swordfish"));
        assertTrue(players("list").out().contains("password: yes"));
        assertEquals(0, players("clear-password", "anne").exit());
        assertTrue(players("list").out().contains("password: no"));
    }

    @Test
    @DisplayName("a password that is not UTF-8 on standard input (Latin-1 p\\xe9ssw\\xf6rd123) is refused, exit 2, in both languages; nothing is stored")
    void aPasswordNotInUtf8IsRefused() throws Exception {
        assertEquals(0, players("add", "bert", keyFile("k", key(), "").toString()).exit());
        byte[] latin1 = "p\u00e9ssw\u00f6rd123\n".getBytes(StandardCharsets.ISO_8859_1);
        Cli.Result refused = Cli.withInput(latin1, "players", "--data", dir.resolve("data").toString(), "password", "bert");
        assertEquals(2, refused.exit(), refused.err());
        assertEquals("escarmouche: the password on standard input is not UTF-8 text: give it from a UTF-8 terminal or file"
                + " (iconv -f latin1 -t utf-8, for instance)\n", refused.err());
        assertEquals("", refused.out());
        assertFalse(Files.exists(dir.resolve("data/players/bert/password")));
        Cli.Result french = Cli.withInput(latin1, "players", "--lang", "fr", "--data", dir.resolve("data").toString(),
                "password", "bert");
        assertEquals(2, french.exit(), french.err());
        assertEquals("escarmouche\u00a0: le mot de passe lu sur l'entr\u00e9e standard n'est pas du texte UTF-8\u00a0: donnez-le"
                + " depuis un terminal ou un fichier en UTF-8 (iconv -f latin1 -t utf-8, par exemple)\n", french.err());
        assertFalse(Files.exists(dir.resolve("data/players/bert/password")));
        // The same password in UTF-8, its line ended as Windows ends it, is taken.
        Cli.Result utf8 = Cli.withInput("p\u00e9ssw\u00f6rd123\r\n".getBytes(StandardCharsets.UTF_8), "players", "--data",
                dir.resolve("data").toString(), "password", "bert");
        assertEquals(0, utf8.exit(), utf8.err());
        assertTrue(escarmouche.ssh.account.PasswordHash.parse(Files.readString(dir.resolve("data/players/bert/password")).strip())
                .matches("p\u00e9ssw\u00f6rd123"));
    }

    @Test
    @DisplayName("bad input: a clear message, exit 2, nothing overwritten")
    void badInputExitsTwo() throws Exception {
        KeyPair goodKey = key();
        Path good = keyFile("good", goodKey, "anne@laptop");
        assertEquals(0, players("add", "anne", good.toString()).exit());
        Path keys = dir.resolve("data/players/anne/authorized_keys");
        String before = Files.readString(keys);

        Cli.Result badName = players("add", "Anne", good.toString());
        assertEquals(2, badName.exit());
        assertTrue(badName.err().contains("'Anne' is not a player name"), badName.err());
        assertTrue(badName.err().contains("a-z"), badName.err());

        Cli.Result again = players("add", "anne", keyFile("other", key(), "").toString());
        assertEquals(2, again.exit());
        assertTrue(again.err().contains("already exists"), again.err());

        Path privateKey = dir.resolve("id_ed25519");
        Files.writeString(privateKey, "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA\n-----END OPENSSH PRIVATE KEY-----\n");
        Cli.Result secret = players("add-key", "anne", privateKey.toString());
        assertEquals(2, secret.exit());
        assertTrue(secret.err().contains("is a private key"), secret.err());

        Path junk = dir.resolve("junk.pub");
        Files.writeString(junk, "ssh-ed25519 not-base64!!\n");
        Cli.Result bad = players("add-key", "anne", junk.toString());
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("junk.pub:1:"), bad.err());

        Cli.Result missing = players("add-key", "anne", dir.resolve("missing.pub").toString());
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("there is no file " + dir.resolve("missing.pub")), missing.err());
        Cli.Result folder = players("add-key", "anne", dir.toString());
        assertEquals(2, folder.exit());
        assertTrue(folder.err().contains(dir + " is a folder: give the public-key file in it"), folder.err());
        assertEquals(2, players("remove-key", "anne", "SHA256:nope").exit());
        Cli.Result last = players("remove-key", "anne", KeyUtils.getFingerPrint(goodKey.getPublic()));
        assertEquals(2, last.exit());
        assertTrue(last.err().contains("only way anne logs in"), last.err());
        assertEquals(2, players("remove", "nobody").exit());
        assertEquals(2, players("clear-password", "anne").exit());
        Cli.Result shortPassword = Cli.withInput("short\n".getBytes(StandardCharsets.UTF_8),
                "players", "--data", dir.resolve("data").toString(), "password", "anne");
        assertEquals(2, shortPassword.exit());
        assertTrue(shortPassword.err().contains("8 to 1,024"), shortPassword.err());
        assertEquals(2, Cli.run("players", "--data", dir.resolve("data").toString()).exit());
        assertEquals(2, players("frobnicate").exit());

        assertEquals(before, Files.readString(keys), "nothing was overwritten");
        assertFalse(Files.exists(dir.resolve("data/players/anne/password")));
        assertFalse(Files.exists(dir.resolve("data/players/Anne")));
        for (Cli.Result r : new Cli.Result[] {badName, again, secret, bad, last, shortPassword}) {
            assertFalse(r.err().contains("Exception"), r.err());
        }
    }

    @Test
    @DisplayName("--lang fr: the refusals of the accounts themselves are French too, not only the command's")
    void refusalsInFrench() throws Exception {
        KeyPair goodKey = key();
        Path good = keyFile("good", goodKey, "anne@laptop");
        assertEquals(0, players("add", "anne", good.toString()).exit());
        Cli.Result again = players("--lang", "fr", "add", "anne", good.toString());
        assertEquals(2, again.exit());
        assertEquals("escarmouche\u00a0: le joueur anne existe déjà (./play players list montre ses clés)", again.err().strip());
        Cli.Result last = players("--lang", "fr", "remove-key", "anne", KeyUtils.getFingerPrint(goodKey.getPublic()));
        assertTrue(last.err().contains("est le seul moyen pour anne de se connecter"), last.err());
        Cli.Result missing = players("--lang", "fr", "add-key", "anne", dir.resolve("missing.pub").toString());
        assertTrue(missing.err().contains("il n'y a pas de fichier " + dir.resolve("missing.pub")), missing.err());
        Path junk = dir.resolve("junk.pub");
        Files.writeString(junk, "\nssh-ed25519 not-base64!!\n");
        Cli.Result bad = players("--lang", "fr", "add-key", "anne", junk.toString());
        assertTrue(bad.err().contains("junk.pub, ligne 2\u00a0: pas une clé publique"), bad.err());
        assertTrue(players("--lang", "fr", "remove", "nobody").err().contains("il n'y a pas de joueur nobody"));
        // The English of the same refusal, as before.
        assertTrue(players("add", "anne", good.toString()).err().contains("the player anne already exists"));
    }

    @Test
    @DisplayName("--data may come after the subcommand too")
    void dataAfterTheSubcommand() throws Exception {
        assertEquals(0, Cli.run("players", "add", "anne", keyFile("k", key(), "").toString(), "--data",
                dir.resolve("data").toString()).exit());
        Cli.Result list = Cli.run("players", "list", "--data", dir.resolve("data").toString());
        assertTrue(list.out().startsWith("anne"), list.out() + list.err());
    }

    @Test
    @DisplayName("A guest's folder is listed with its fights, the encounters it built and its size, links not followed; remove deletes it only with --delete-files")
    void guestsFolders() throws Exception {
        Path saves = Files.createDirectories(dir.resolve("data/players/bert/saves"));
        Files.write(saves.resolve("a.jsonl"), new byte[3000]);
        Files.write(saves.resolve("a.jsonl.bak"), new byte[1000]);
        Files.write(saves.resolve("b.jsonl"), new byte[100]);
        java.nio.file.attribute.FileTime day = java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2026-11-30T21:00:00Z"));
        for (String f : new String[] {"a.jsonl", "a.jsonl.bak", "b.jsonl"}) Files.setLastModifiedTime(saves.resolve(f), day);
        Path built = Files.createDirectories(dir.resolve("data/players/bert/encounters"));
        Files.write(built.resolve("mill.json"), new byte[500]);
        Files.write(built.resolve("bridge.json"), new byte[500]);
        for (String f : new String[] {"mill.json", "bridge.json"}) Files.setLastModifiedTime(built.resolve(f), day);
        Path big = Files.write(dir.resolve("elsewhere.bin"), new byte[500_000]);
        Files.createSymbolicLink(saves.resolve("link.jsonl"), big);
        assertEquals(0, players("add", "anne", keyFile("laptop", key(), "anne@laptop").toString()).exit());
        Cli.Result list = players("list");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().contains("\nGuests' folders (names without an account: the fights they played and the"
                + " encounters they built; remove NAME --delete-files deletes one):\n"
                + "  bert  3 fights, 2 encounters, 5 KB, last written 2026-11-30\n"), list.out());
        assertFalse(list.out().contains("anne  2"), "a player with an account is not a guest: " + list.out());
        // An account's folder stands under its keys: its fights (none yet), and what its key file weighs.
        assertTrue(list.out().contains(" anne@laptop\n  folder: 0 fights, 1 KB, last written "), list.out());
        Path anneSaves = Files.createDirectories(dir.resolve("data/players/anne/saves"));
        Files.write(anneSaves.resolve("x.jsonl"), new byte[2000]);
        assertTrue(players("list").out().contains(" anne@laptop\n  folder: 1 fight, 3 KB, last written "), list.out());
        Cli.Result french = players("list", "--lang", "fr");
        assertTrue(french.out().contains(" anne@laptop\n  dossier\u00a0: 1 combat, 3\u00a0Ko, dernière écriture le "), french.out());
        assertTrue(french.out().contains("\n  bert  3 combats, 2 rencontres, 5\u00a0Ko, dernière écriture le 2026-11-30\n"),
                french.out());
        Cli.Result kept = players("remove", "bert");
        assertEquals(2, kept.exit());
        assertEquals("escarmouche: bert has no account: its folder holds the saves of a guest who played under that"
                + " name; --delete-files deletes it\n", kept.err());
        assertTrue(Files.exists(saves.resolve("a.jsonl")), "nothing deleted without --delete-files");
        Cli.Result gone = players("remove", "bert", "--delete-files");
        assertEquals(0, gone.exit(), gone.err());
        assertEquals("Guest folder bert deleted, with its saves.\n", gone.out());
        assertFalse(Files.exists(dir.resolve("data/players/bert")));
        assertTrue(Files.exists(big), "a link's target is never deleted");
        assertFalse(players("list").out().contains("Guests' folders"));
    }

    @Test
    @DisplayName("a key file that is a device, a key with authorized_keys options, a name that reads as an option: refused")
    void keysAndNamesAnAdminCouldMistake() throws Exception {
        Cli.Result zero = players("add", "carl", "/dev/zero");
        assertEquals(2, zero.exit(), zero.err());
        assertTrue(zero.err().contains("/dev/zero: more than 64 KiB"), zero.err());

        Path limited = dir.resolve("limited.pub");
        Files.writeString(limited, "from=\"10.9.9.9\",no-pty " + PublicKeyEntry.toString(key().getPublic()) + " carl@pc\n");
        Cli.Result options = players("add", "carl", limited.toString());
        assertEquals(2, options.exit(), options.err());
        assertTrue(options.err().contains(limited + ":1: the key is written with options (from, no-pty) that this server"
                + " does not apply"), options.err());
        assertFalse(Files.exists(dir.resolve("data/players/carl")), "nothing made for a refused key");

        Cli.Result dash = players("add", "--", "-rf", keyFile("dash", key(), "").toString());
        assertEquals(2, dash.exit(), dash.err());
        assertTrue(dash.err().contains("not starting with '-'"), dash.err());
    }

    @Test
    @DisplayName("remove --delete-files while the player is in a fight: refused, nothing deleted (the fight would be saved again)")
    void removingAPlayerInAFight() throws Exception {
        assertEquals(0, players("add", "hal", keyFile("hal", key(), "hal@pc").toString()).exit());
        Path saves = Files.createDirectories(dir.resolve("data/players/hal/saves"));
        Path fight = Files.writeString(saves.resolve("2026-12-06_07-00-00_ford.jsonl"), "{}\n");
        escarmouche.testing.KeptSaves.lock(fight, ProcessHandle.current().pid(), "an SSH session of hal");
        Cli.Result r = players("remove", "hal", "--delete-files");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("hal is playing now (2026-12-06_07-00-00_ford.jsonl is open in an SSH session of hal"),
                r.err());
        assertTrue(Files.exists(fight));
        assertTrue(players("list").out().startsWith("hal "), "the account stays too");
        Files.delete(escarmouche.save.SaveLock.of(fight));
        assertEquals(0, players("remove", "hal", "--delete-files").exit());
        assertFalse(Files.exists(fight));
    }

    @Test
    @DisplayName("an RSA key under 2048 bits, which the server refuses at login, is refused when the admin gives it")
    void aShortRsaKeyIsRefused() throws Exception {
        java.security.KeyPairGenerator generator = java.security.KeyPairGenerator.getInstance("RSA");
        generator.initialize(1024);
        Path shortKey = dir.resolve("short.pub");
        Files.writeString(shortKey, PublicKeyEntry.toString(generator.generateKeyPair().getPublic()) + " carl@old\n");
        Cli.Result refused = players("add", "carl", shortKey.toString());
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains(shortKey + ":1: an RSA key of 1024 bits, which the server refuses at login"
                + " (at least 2048"), refused.err());
        Cli.Result list = players("list");
        assertTrue(!list.out().contains("carl"), list.out());
    }

    @Test
    @DisplayName("a DSA key, which can never log in (ssh-dss signs over SHA-1), is refused by add and add-key, naming its"
            + " file and line, in English and French, its two sentences ending in a full stop; nothing is written")
    void aDsaKeyIsRefused() throws Exception {
        java.security.KeyPairGenerator generator = java.security.KeyPairGenerator.getInstance("DSA");
        generator.initialize(1024);
        Path dsa = dir.resolve("dsa.pub");
        Files.writeString(dsa, "# carl's old key\n" + PublicKeyEntry.toString(generator.generateKeyPair().getPublic())
                + " carl@old\n");
        Cli.Result refused = players("add", "carl", dsa.toString());
        assertEquals(2, refused.exit(), refused.err());
        assertEquals("escarmouche: " + dsa + ":2: a DSA key, which can never log in: it signs only with ssh-dss (SHA-1),"
                + " which the server refuses. Make a new key with ssh-keygen -t ed25519.", refused.err().strip());
        assertFalse(Files.exists(dir.resolve("data/players/carl")), "nothing made for a refused key");

        assertEquals(0, players("add", "anne", keyFile("anne", key(), "anne@laptop").toString()).exit());
        Path keys = dir.resolve("data/players/anne/authorized_keys");
        String before = Files.readString(keys);
        Cli.Result french = players("--lang", "fr", "add-key", "anne", dsa.toString());
        assertEquals(2, french.exit(), french.err());
        assertEquals("escarmouche\u00a0: " + dsa + ", ligne 2\u00a0: une clé DSA, qui ne pourra jamais se connecter\u00a0:"
                + " elle ne signe qu'avec ssh-dss (SHA-1), que le serveur refuse. Créez une nouvelle clé avec"
                + " ssh-keygen -t ed25519.", french.err().strip());
        assertEquals(before, Files.readString(keys), "anne's keys unchanged");
    }

    @Test
    @DisplayName("a key file that starts with a UTF-8 byte-order mark (PowerShell's Out-File -Encoding utf8) is read as"
            + " the key it holds")
    void aByteOrderMarkIsNotPartOfTheKey() throws Exception {
        KeyPair key = key();
        Path bom = dir.resolve("bom.pub");
        Files.writeString(bom, "\uFEFF" + PublicKeyEntry.toString(key.getPublic()) + " anne@windows\r\n");
        Cli.Result added = players("add", "anne", bom.toString());
        assertEquals(0, added.exit(), added.err());
        assertTrue(players("list").out().contains(KeyUtils.getFingerPrint(key.getPublic()) + "  ecdsa-sha2-nistp256  anne@windows"),
                players("list").out());
    }

    @Test
    @DisplayName("--data '' (an unset variable in a script) is refused by players and serve, not read as the current folder")
    void anEmptyDataFolderIsRefused() {
        Cli.Result list = Cli.run("players", "--data", "", "list");
        assertEquals(2, list.exit(), list.err());
        assertEquals("escarmouche: --data: the folder name is empty (an unset variable?): give the server's data folder,"
                + " such as /var/lib/escarmouche", list.err().strip());
        Cli.Result add = Cli.run("players", "--data", "", "add", "carl", dir.resolve("nothing.pub").toString());
        assertEquals(2, add.exit(), add.err());
        assertTrue(add.err().contains("--data: the folder name is empty"), add.err());
        Cli.Result serve = Cli.run("serve", "--data", "", "--port", "0");
        assertEquals(2, serve.exit(), serve.err());
        assertTrue(serve.err().contains("--data: the folder name is empty"), serve.err());
    }
}
