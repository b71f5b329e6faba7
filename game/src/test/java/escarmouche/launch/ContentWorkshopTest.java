package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.EncounterInfo;
import escarmouche.testing.RealContent;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.DraftHiding;
import escarmouche.ui.draft.DraftSaved;
import escarmouche.ui.draft.DraftWords;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The builder's workshop: drafts written as scenario files, read back, checked, kept safely in one folder. */
class ContentWorkshopTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    @TempDir
    Path own;

    private ContentWorkshop workshop() {
        return new ContentWorkshop(RealContent.content(), own, "encounters");
    }

    /** The shipped ford, whose French names a group ("gobelins"). */
    private static EncounterInfo ford() {
        return RealContent.content().encounters().stream()
                .filter(e -> e.path().getFileName().toString().equals("goblins-at-the-ford.json")).findFirst().orElseThrow();
    }

    /** A draft that sets every field the builder edits. */
    private static EncounterDraft full() {
        EncounterDraft d = EncounterDraft.blank(10, 6).withName("Ambush at the mill").withSeed(99L).withRules("dd5")
                .paint(3, 1, ',').paint(3, 2, ';').paint(4, 2, '=').paint(5, 0, '+').lock(5, 0, 17).paint(6, 3, 'T');
        d = new EncounterDraft(d.name(), "hard", d.seed(), d.rules(), d.rows(), Map.of('T', "difficult"), d.doors(), List.of(
                new DraftCreature("kenji", "samurai", "party", 1, 1, null, null, null, null, null),
                new DraftCreature("lin", "wizard", "party", 1, 2, 9, null, null, "ai", null),
                new DraftCreature("g1", "goblin", "monsters", 7, 1, 3, "coward", new DraftHiding(true, 15), null, null),
                new DraftCreature("g2", "goblin", "raiders", 7, 3, null, null, new DraftHiding(false, 14), "player", null)),
                null, null);
        return d;
    }

    @Test
    @DisplayName("delete removes one of the player's own files and nothing else: never the game's own encounters, nor a"
            + " file of another folder passed off as one")
    void deletesOnlyOwnFiles(@TempDir Path elsewhere) throws Exception {
        ContentWorkshop w = workshop();
        w.save(full(), false);
        EncounterInfo mine = w.saved().get(0);
        EncounterInfo shipped = ford();
        assertEquals("build.refused.delete.content", w.delete(shipped).key());
        assertTrue(Files.exists(shipped.path()), "the game's own stays");
        Path other = Files.writeString(elsewhere.resolve("x.json"), "{}");
        assertEquals("build.refused.delete.content", w.delete(new EncounterInfo("yours/x.json", "X", "", "yours", other)).key());
        assertTrue(Files.exists(other));
        Path sneaky = own.resolve("..").resolve(elsewhere.getFileName()).resolve("x.json");
        assertEquals("build.refused.delete.content", w.delete(new EncounterInfo("yours/x.json", "X", "", "yours", sneaky)).key());
        assertEquals(null, w.delete(mine));
        assertFalse(Files.exists(mine.path()));
        assertEquals(List.of(), w.saved());
    }

    @Test
    @DisplayName("Deleting an encounter saved twice takes its previous version (.json.bak) and a crash's half-written copies"
            + " with it, leaving the folder empty: left, they piled up on a server past the bound of 100 files it counts")
    void deleteTakesTheBackupWithIt() throws Exception {
        ContentWorkshop w = workshop();
        DraftSaved.Written first = assertInstanceOf(DraftSaved.Written.class, w.save(full(), false));
        assertInstanceOf(DraftSaved.Written.class, w.save(first.draft().withSeed(7L), false));
        Files.writeString(own.resolve(".ambush-at-the-mill.json.tmp"), "{\"format\"");
        Files.writeString(own.resolve(".ambush-at-the-mill.json.bak.tmp"), "{");
        Files.writeString(own.resolve("other.json.bak"), "{}");
        assertEquals(List.of(".ambush-at-the-mill.json.bak.tmp", ".ambush-at-the-mill.json.tmp", "ambush-at-the-mill.json",
                "ambush-at-the-mill.json.bak", "other.json.bak"), names(own));
        assertEquals(null, w.delete(w.saved().get(0)));
        // Only what belonged to it: another file's previous version stays.
        assertEquals(List.of("other.json.bak"), names(own));
    }

    private static List<String> names(Path folder) throws java.io.IOException {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("A draft saved and opened again is the same encounter: map, legend, locks, creatures, name, seed, rules")
    void roundTrip() {
        ContentWorkshop w = workshop();
        assertEquals(List.of(), w.check(full(), EN));
        DraftSaved saved = w.save(full(), false);
        DraftSaved.Written written = assertInstanceOf(DraftSaved.Written.class, saved);
        assertEquals("encounters/ambush-at-the-mill.json", written.shown());
        List<EncounterInfo> mine = w.saved();
        assertEquals(1, mine.size());
        assertEquals("Ambush at the mill", mine.get(0).name());
        assertTrue(w.own(mine.get(0)));
        EncounterDraft reopened = w.open(mine.get(0)).draft();
        assertEquals(written.draft().content(), reopened.content());
        assertEquals(full().content().rows(), reopened.rows());
        assertEquals("ambush-at-the-mill.json", reopened.file());
    }

    @Test
    @DisplayName("A shipped encounter opens as a copy that keeps the fields the builder does not edit, and saves beside the player's own")
    void shippedIsCopied() throws Exception {
        ContentWorkshop w = workshop();
        EncounterInfo shipped = RealContent.content().encounters().get(0);
        byte[] before = Files.readAllBytes(shipped.path());
        EncounterDraft copy = w.open(shipped).draft();
        assertEquals(null, copy.file(), "a copy has no file of its own yet");
        assertFalse(w.own(shipped));
        assertEquals(List.of(), w.check(copy, EN), "the copy checks as the original does");
        DraftSaved.Written written = assertInstanceOf(DraftSaved.Written.class, w.save(copy.paint(1, 1, ','), false));
        assertTrue(Files.isRegularFile(own.resolve(written.draft().file())));
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(shipped.path())), "the shipped file is untouched");
    }

    @Test
    @DisplayName("A copy of the ford keeps the French names of its groups while goblins remain, and drops them with the last goblin")
    void groupNamesFollowTheCreatures() throws Exception {
        ContentWorkshop w = workshop();
        EncounterDraft copy = w.open(ford()).draft();
        DraftSaved.Written kept = assertInstanceOf(DraftSaved.Written.class, w.save(copy, false));
        assertTrue(Files.readString(own.resolve(kept.draft().file())).contains("\"groups\":{\"goblins\":\"gobelins\"}"));
        EncounterDraft heroesOnly = copy.withCreatures(copy.creatures().stream().filter(c -> !c.template().equals("goblin"))
                .toList()).withName("The ford, no goblins");
        assertEquals(List.of(), w.check(heroesOnly, EN), "no group is named that nobody is in");
        DraftSaved.Written written = assertInstanceOf(DraftSaved.Written.class, w.save(heroesOnly, false));
        String text = Files.readString(own.resolve(written.draft().file()));
        assertFalse(text.contains("groups"), text);
        // Renamed, it drops the French of its old name (French screens show the new one) and keeps the rest.
        assertTrue(text.contains("\"fr\": {\"description\":\"Cinq gobelins tiennent"), "the rest of the French stays: " + text);
        assertFalse(text.contains("Gobelins au gué"), text);
    }

    @Test
    @DisplayName("A copy keeps its French name while it keeps its name; renamed, French screens show the new name")
    void renamedCopyShowsItsNewNameInFrench() throws Exception {
        ContentWorkshop w = workshop();
        EncounterDraft copy = w.open(ford()).draft();
        DraftSaved.Written same = assertInstanceOf(DraftSaved.Written.class, w.save(copy, false));
        assertTrue(Files.readString(own.resolve(same.draft().file())).contains("\"fr\": {\"name\":\"Gobelins au gué\""));
        DraftSaved.Written renamed = assertInstanceOf(DraftSaved.Written.class,
                w.save(copy.withName("Le gué de Marc"), false));
        Path file = own.resolve(renamed.draft().file());
        escarmouche.content.model.Scenario s = new escarmouche.content.load.ScenarioLoader()
                .load(file, RealContent.content()).value();
        assertEquals("Le gué de Marc", escarmouche.ui.lang.ContentNames.of(s.words(), Language.FR).scenario(s.name()));
    }

    @Test
    @DisplayName("The player's own encounters are listed in French from their files' French, or the workshop's French words")
    void ownEncountersInFrench() throws Exception {
        ContentWorkshop w = workshop();
        w.save(w.open(ford()).draft(), false);
        w.save(full(), false);
        Files.writeString(own.resolve("broken.json"), "{ not json");
        // The catalog's words, which every screen names encounters by, hold them once the workshop listed them.
        ContentCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        List<EncounterInfo> mine = catalog.workshop().saved();
        escarmouche.ui.lang.ContentNames fr = escarmouche.ui.lang.ContentNames.of(catalog.words(), Language.FR);
        escarmouche.ui.lang.ContentNames en = escarmouche.ui.lang.ContentNames.of(catalog.words(), Language.EN);
        Map<String, EncounterInfo> byFile = new java.util.TreeMap<>();
        for (EncounterInfo e : mine) byFile.put(e.path().getFileName().toString(), e);
        EncounterInfo copy = byFile.get("goblins-at-the-ford.json");
        assertEquals("Gobelins au gué", fr.encounter(copy));
        assertEquals("Gobelins au gué", fr.encounter(ford()), "the content's own words stay");
        assertTrue(fr.encounterDescription(copy).startsWith("Cinq gobelins tiennent"), fr.encounterDescription(copy));
        assertEquals("Goblins at the ford", en.encounter(copy));
        EncounterInfo mill = byFile.get("ambush-at-the-mill.json");
        assertEquals("Ambush at the mill", fr.encounter(mill));
        assertEquals("Votre rencontre, encounters/ambush-at-the-mill.json.", fr.encounterDescription(mill));
        assertEquals("Your encounter, encounters/ambush-at-the-mill.json.", en.encounterDescription(mill));
        assertEquals("Votre rencontre, encounters/broken.json, illisible telle quelle.",
                fr.encounterDescription(byFile.get("broken.json")));
    }

    @Test
    @DisplayName("Saving never replaces another file unasked, writes only plain names inside its folder, and refuses links")
    void safeNames() throws Exception {
        ContentWorkshop w = workshop();
        EncounterDraft d = full().withName("../../etc/passwd");
        DraftSaved.Written first = assertInstanceOf(DraftSaved.Written.class, w.save(d, false));
        assertEquals("etc-passwd.json", first.draft().file());
        assertTrue(Files.isRegularFile(own.resolve("etc-passwd.json")));
        // A second, new encounter of the same name asks first.
        assertEquals(new DraftSaved.Clash("etc-passwd.json"), w.save(d, false));
        assertInstanceOf(DraftSaved.Written.class, w.save(d, true));
        // Editing one's own file writes it again without asking.
        assertInstanceOf(DraftSaved.Written.class, w.save(first.draft().withSeed(5L), false));
        // A file key handed back is checked again.
        EncounterDraft tricked = d.savedAs(null, "../outside.json");
        assertInstanceOf(DraftSaved.Refused.class, w.save(tricked, false));
        assertFalse(Files.exists(own.resolveSibling("outside.json")));
        // A link in the folder is not written through.
        Path target = Files.createTempFile(own.getParent(), "target", ".json");
        Files.createSymbolicLink(own.resolve("linked.json"), target);
        DraftSaved linked = w.save(d.withName("linked"), true);
        assertInstanceOf(DraftSaved.Refused.class, linked);
        assertEquals(0, Files.size(target));
        Files.delete(own.resolve("linked.json"));
        Files.delete(target);
    }

    @Test
    @DisplayName("A server player's folder keeps a bounded number of encounters: one more is refused with a reason, in English or in French")
    void capped() throws Exception {
        for (int i = 0; i < ContentWorkshop.MAX_FILES; i++) Files.writeString(own.resolve("e" + i + ".json"), "{\"format\": 1}");
        DraftSaved refused = new ContentWorkshop(RealContent.content(), own, "encounters", ContentWorkshop.MAX_FILES).save(full(), false);
        assertInstanceOf(DraftSaved.Refused.class, refused);
        DraftWords why = ((DraftSaved.Refused) refused).why();
        assertTrue(why.in(ScreenMessages.of(Language.EN)).contains("You keep 100 encounters already"), refused.toString());
        assertTrue(why.in(ScreenMessages.of(Language.FR)).contains("Vous gardez déjà 100 rencontres"), refused.toString());
    }

    @Test
    @DisplayName("A local folder is the GM's own: 104 encounters are all listed, none left out, and one more is saved")
    void localFolderUnbounded() throws Exception {
        for (int i = 0; i < 104; i++) Files.writeString(own.resolve(String.format("e%03d.json", i)), "{\"format\": 1}");
        assertEquals(104, workshop().saved().size());
        assertEquals(List.of(), workshop().leftOut());
        assertInstanceOf(DraftSaved.Written.class, workshop().save(full(), false));
        assertEquals(105, workshop().saved().size());
    }

    @Test
    @DisplayName("On a server, the files past the bound of 100 are not listed and are named as such, not hidden in silence")
    void serverBoundSaid() throws Exception {
        for (int i = 0; i < 104; i++) Files.writeString(own.resolve(String.format("e%03d.json", i)), "{\"format\": 1}");
        ContentWorkshop server = new ContentWorkshop(RealContent.content(), own, "encounters", ContentWorkshop.MAX_FILES);
        assertEquals(100, server.saved().size());
        assertEquals("e099.json", server.fileOf(server.saved().get(99)));
        DraftWords bound = DraftWords.of("build.left.bound", 100);
        assertEquals(List.of(new EncounterWorkshop.LeftOut("e100.json", bound), new EncounterWorkshop.LeftOut("e101.json", bound),
                new EncounterWorkshop.LeftOut("e102.json", bound), new EncounterWorkshop.LeftOut("e103.json", bound)), server.leftOut());
    }

    @Test
    @DisplayName("Files whose names are not an encounter's id (Wolf_Pack.json, 60 characters) and links are named with why,"
            + " by name; other files (.bak, .txt) are no encounters and are not")
    void leftOutNamed() throws Exception {
        String sixty = "a".repeat(60) + ".json";
        Files.writeString(own.resolve("Wolf_Pack.json"), "{\"format\": 1}");
        Files.writeString(own.resolve(sixty), "{\"format\": 1}");
        Files.writeString(own.resolve("mill.json"), "{\"format\": 1}");
        Files.writeString(own.resolve("mill.json.bak"), "{\"format\": 1}");
        Files.writeString(own.resolve("notes.txt"), "x");
        Files.createSymbolicLink(own.resolve("linked.json"), own.resolve("mill.json"));
        assertEquals(List.of("mill.json"), workshop().saved().stream().map(e -> workshop().fileOf(e)).toList());
        assertEquals(List.of(new EncounterWorkshop.LeftOut("Wolf_Pack.json", DraftWords.of("build.left.name")),
                new EncounterWorkshop.LeftOut(sixty, DraftWords.of("build.left.name")),
                new EncounterWorkshop.LeftOut("linked.json", DraftWords.of("build.left.link"))), workshop().leftOut());
    }

    @Test
    @DisplayName("The checks are the loader's, in the words of ./play check: file, line, column, JSON path")
    void checksInCheckWords() {
        EncounterDraft d = full().paint(1, 1, '#');
        List<String> problems = workshop().check(d, EN);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("encounters/ambush-at-the-mill.json:"), problems.get(0));
        assertTrue(problems.get(0).contains("$.combatants[0]"), problems.get(0));
        // In French as ./play check --lang fr says them: the builder's pane speaks the session's language.
        List<String> french = workshop().check(EncounterDraft.blank(12, 8), ScreenMessages.of(Language.FR));
        assertTrue(french.get(0).endsWith("$.combatants\u00a0: trouvé une liste vide, attendu\u00a0: au moins un combattant"),
                french.get(0));
    }

    @Test
    @DisplayName("A creature's French gender is written in its \"fr\" beside its French name, read back, and taken out when cleared")
    void genders() throws Exception {
        ContentWorkshop w = workshop();
        EncounterInfo ambush = RealContent.content().encounters().stream()
                .filter(e -> e.id().equals("ambush-in-the-crypt")).findFirst().orElseThrow();
        EncounterDraft copy = w.open(ambush).draft();
        int mathis = -1;
        int ysolde = -1;
        for (int i = 0; i < copy.creatures().size(); i++) {
            if (copy.creatures().get(i).id().equals("mathis")) mathis = i;
            if (copy.creatures().get(i).id().equals("ysolde")) ysolde = i;
        }
        assertEquals("f", copy.creatures().get(ysolde).gender(), "read from the file");
        assertEquals(null, copy.creatures().get(mathis).gender());
        List<DraftCreature> changed = new java.util.ArrayList<>(copy.creatures());
        changed.set(mathis, changed.get(mathis).withGender("f"));
        changed.set(ysolde, changed.get(ysolde).withGender(null));
        EncounterDraft draft = copy.withCreatures(changed);
        assertEquals(List.of(), w.check(draft, EN));
        DraftSaved.Written written = assertInstanceOf(DraftSaved.Written.class, w.save(draft, false));
        String text = Files.readString(own.resolve(written.draft().file()));
        assertTrue(text.contains("\"fr\": {\"name\": \"Frère Mathis\", \"gender\": \"f\"}")
                || text.contains("\"fr\":{\"name\":\"Frère Mathis\",\"gender\":\"f\"}"), text);
        EncounterDraft reopened = w.open(w.saved().get(0)).draft();
        for (DraftCreature c : reopened.creatures()) {
            if (c.id().equals("mathis")) assertEquals("f", c.gender());
            if (c.id().equals("ysolde")) assertEquals(null, c.gender(), "cleared, and its empty \"fr\" gone");
        }
    }

    @Test
    @DisplayName("An encounter file cut short is refused by the builder with the place and the words check gives it, not"
            + " as a file that is no JSON object; one that is JSON but no object keeps that reason")
    void truncatedFileSaysWhereItIsCut() throws Exception {
        Files.writeString(own.resolve("broken.json"), "{\"format\":1, \"name\": \"Broken\"");
        ContentWorkshop w = workshop();
        EncounterInfo broken = w.saved().get(0);
        DraftWords problem = w.open(broken).problem();
        assertEquals("broken is not a scenario the builder can read: invalid JSON: the file ends before the object opened"
                + " at line 1, column 1 is closed with '}' (encounters/broken.json:1:30).", problem.in(EN));
        assertEquals("broken n'est pas un scénario que la création sait lire\u00a0: JSON invalide\u00a0: le fichier"
                + " s'arrête avant que '}' ferme l'objet de la ligne 1, colonne 1 (encounters/broken.json:1:30).",
                problem.in(ScreenMessages.of(Language.FR)));
        Files.delete(own.resolve("broken.json"));
        Path listed = Files.writeString(own.resolve("list.json"), "[1, 2]");
        EncounterInfo list = new EncounterInfo("yours/list.json", "list", "", "yours", listed);
        assertEquals("list is not a scenario the builder can read (not a JSON object).", w.open(list).problem().in(EN));
    }

    @Test
    @DisplayName("An encounter saved by an editor with a byte order mark (and Windows line ends) is listed by its name and"
            + " opened by the builder, as check reads it: the mark is no reason to call the file unreadable")
    void byteOrderMarkIsRead() throws Exception {
        String text = "\uFEFF{\r\n  \"format\": 1, \"name\": \"Marked\",\r\n  \"map\": {\"rows\": [\"#####\", \"#...#\","
                + " \"#####\"]},\r\n  \"combatants\": [{\"id\": \"rowan\", \"template\": \"fighter\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]\r\n}\r\n";
        Files.writeString(own.resolve("marked.json"), text);
        ContentCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        EncounterInfo marked = catalog.workshop().saved().get(0);
        escarmouche.ui.lang.ContentNames en = escarmouche.ui.lang.ContentNames.of(catalog.words(), Language.EN);
        assertEquals("Marked", en.encounter(marked));
        assertEquals("Your encounter, encounters/marked.json.", en.encounterDescription(marked));
        var opened = workshop().open(marked);
        assertEquals(null, opened.problem(), () -> opened.problem().in(EN));
        assertEquals("Marked", opened.draft().name());
        assertEquals(2, opened.draft().creatures().size());
    }
}
