package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every kind of scenario mistake, with the exact message a GM reads. */
class ScenarioProblemsTest {
    private static final Content CONTENT = TestContent.load();

    private static List<String> problems(String json) {
        Loaded<?> loaded = new ScenarioLoader().parse(json, "s.json", CONTENT);
        assertFalse(loaded.ok());
        assertNull(loaded.value());
        return loaded.problems().stream().map(Problem::toString).toList();
    }

    @Test
    void syntaxErrorWithLineAndColumn() {
        assertEquals(List.of("s.json:3:15: $.combatants[0]: invalid JSON: a comma is missing before '\"':"
                + " the fields of an object are separated by commas"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "a" "template": "fighter", "at": [0, 0]}
                 ]}
                """));
    }

    @Test
    @DisplayName("ACT-ATTACK: a two-handed weapon in hand (the first) beside a shield is warned of and played as written;"
            + " further down the list, or without a shield, it is not")
    void twoHandedWeaponInHandWithAShield() {
        Loaded<?> warned = new ScenarioLoader().parse("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "b", "template": "fighter", "at": [0, 0], "weapons": ["greataxe", "longsword"]}
                 ]}
                """, "s.json", CONTENT);
        assertEquals(List.of(), warned.problems().stream().map(Problem::toString).toList());
        assertEquals(List.of("s.json:3:64: $.combatants[0].weapons: \"greataxe\", the weapon in hand (the first of the"
                + " list), needs both hands, and the creature wears a shield (\"shield\"): it is played as written, the"
                + " shield kept; put a one-handed weapon first, or take the shield off"),
                warned.warnings().stream().map(Problem::toString).filter(w -> w.contains("both hands")).toList());
        Loaded<?> fine = new ScenarioLoader().parse("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "b", "template": "fighter", "at": [0, 0], "weapons": ["longsword", "greataxe"]},
                   {"id": "c", "template": "fighter", "at": [1, 0], "weapons": ["greataxe"], "armor": ["chain-mail"]}
                 ]}
                """, "s.json", CONTENT);
        assertEquals(List.of(), fine.problems().stream().map(Problem::toString).toList());
        assertEquals(List.of(), fine.warnings().stream().filter(w -> w.toString().contains("both hands"))
                .map(Problem::toString).toList());
    }

    @Test
    void wrongType() {
        assertEquals(List.of("s.json:3:59: $.combatants[0].hp: found string \"abc\", expected a whole number"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "g1", "template": "goblin", "at": [0, 0], "hp": "abc"}
                 ]}
                """));
    }

    @Test
    void unknownFieldNamesTheAllowedOnes() {
        assertEquals(List.of("s.json:3:53: $.combatants[0].maxHP: unknown field \"maxHP\" (did you mean \"maxHp\"?);"
                + " allowed fields: id, template, side, control, at, group, hidden, master, charmedBy, frightenedBy,"
                + " name, hp, maxHp, tempHp, exhaustion, ac, speed, size, width, height, abilities, level, proficiency,"
                + " class, reach, systemShock, weapons, armor, resistances, vulnerabilities, damageReduction,"
                + " hitOnlyByMagic, intangible, zoid, conditions, behavior, spells, spellSlots, items, focus, type, race, fr"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "g1", "template": "goblin", "at": [0, 0], "maxHP": 9}
                 ]}
                """));
    }

    @Test
    @DisplayName("A text the GM's terminal would obey (an escape sequence, a line break, a direction override) is refused")
    void controlCharactersInTextsAreRefused() {
        String why = "; a text may hold no control character (tab and line break included) nor direction override:"
                + " a terminal obeys them rather than shows them";
        assertEquals(List.of(
                "s.json:1:23: $.name: found string \"Evil\\u001b[2J\", which holds character U+001B" + why,
                "s.json:1:55: $.description: found string \"two\\nlines\", which holds character U+000A" + why,
                "s.json:1:84: $.fr.name: found string \"cloche\\u0007\", which holds character U+0007" + why,
                "s.json:3:61: $.combatants[0].name: found string \"Gob\\u009bLin\", which holds character U+009B" + why,
                "s.json:4:61: $.combatants[1].side: found string \"\\u202emonsters\", which holds character U+202E" + why,
                "s.json:5:68: $.combatants[2].fr.name: found string \"tab\\tbed\", which holds character U+0009" + why,
                "s.json:6:61: $.combatants[3].side: found string \"del\\u007f\", which holds character U+007F" + why),
                problems("""
                {"format": 1, "name": "Evil\\u001b[2J", "description": "two\\nlines", "fr": {"name": "cloche\\u0007"},
                 "map": {"rows": ["...."]}, "combatants": [
                   {"id": "g1", "template": "goblin", "at": [0, 0], "name": "Gob\\u009bLin"},
                   {"id": "g2", "template": "goblin", "at": [1, 0], "side": "\\u202emonsters"},
                   {"id": "g3", "template": "goblin", "at": [2, 0], "fr": {"name": "tab\\tbed"}},
                   {"id": "g4", "template": "goblin", "at": [3, 0], "side": "del\\u007f"}
                 ]}
                """));
    }

    @Test
    @DisplayName("A side is one word, as the sentences that name it need (\"bandits win\"); any alphabet will do")
    void aSideIsOneWord() {
        assertEquals(List.of(
                "s.json:3:61: $.combatants[1].side: found string \"the bandits\", expected one word naming a side"
                        + " (letters, digits, \"-\" or \"_\"), such as \"monsters\""),
                problems("""
                {"format": 1, "map": {"rows": ["...."]}, "combatants": [
                   {"id": "k", "template": "fighter", "at": [1, 0], "side": "héros_1"},
                   {"id": "g1", "template": "goblin", "at": [0, 0], "side": "the bandits"}
                 ]}
                """));
    }

    @Test
    void duplicateKey() {
        assertEquals(List.of("s.json:3:62: $.combatants[0].hp: duplicate key \"hp\" (first at line 3, column 53)"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "g1", "template": "goblin", "at": [0, 0], "hp": 3, "hp": 4}
                 ]}
                """));
    }

    @Test
    void missingAndUnknownTemplates() {
        assertEquals(List.of(
                "s.json:3:4: $.combatants[0]: missing required field \"template\"",
                "s.json:4:29: $.combatants[1].template: unknown template \"gobin\" (did you mean \"goblin\"?):"
                        + " not a class of content/classes/ nor a monster of content/monsters/"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "g1", "at": [0, 0]},
                   {"id": "g2", "template": "gobin", "at": [1, 0]}
                 ]}
                """));
    }

    @Test
    void unknownWeaponAndBadDice() {
        assertEquals(List.of(
                "s.json:3:65: $.combatants[0].weapons[0]: unknown weapon \"longswrod\" (did you mean \"longsword\"?):"
                        + " not in content/weapons.json",
                "s.json:3:103: $.combatants[0].weapons[1].damage: invalid dice: '2d' is not a dice expression at"
                        + " character 2: expected NdM or a number, joined by + or -, such as 2d6+3"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "g1", "template": "goblin", "at": [0, 0], "weapons": ["longswrod", {"id": "club", "damage": "2d"}]}
                 ]}
                """));
    }

    @Test
    void forcedDiceOutOfRangeNameTheirIndex() {
        assertEquals(List.of(
                "s.json:3:23: $.dice[3]: found 0, expected a whole number from 1 to 100",
                "s.json:3:26: $.dice[4]: found 101, expected a whole number from 1 to 100",
                "s.json:3:31: $.dice[5]: found number 2.5, expected a whole number"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "g1", "template": "goblin", "at": [0, 0]}],
                 "dice": [20, 1, 100, 0, 101, 2.5]}
                """));
    }

    @Test
    @DisplayName("a whole number written with an exponent or a fraction is shown as written, with how to write it")
    void wholeNumbersWrittenAsFractions() {
        assertEquals(List.of(
                "s.json:3:46: $.combatants[0].at[0]: found number 1e0, expected a whole number, written without a fraction"
                        + " or an exponent: write 1",
                "s.json:3:61: $.combatants[0].hp: found number 7.0, expected a whole number, written without a fraction"
                        + " or an exponent: write 7",
                "s.json:4:11: $.dice[0]: found number 2.5, expected a whole number",
                "s.json:4:16: $.dice[1]: found number 1E+30, expected a whole number from 1 to 100, written without a"
                        + " fraction or an exponent"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "g1", "template": "goblin", "at": [1e0, 0], "hp": 7.0}],
                 "dice": [2.5, 1E+30]}
                """));
    }

    @Test
    @DisplayName("a number of hundreds of digits is quoted cut to a line, as long strings are")
    void longNumbersAreQuotedCut() {
        String digits = "9".repeat(400);
        assertEquals(List.of(
                "s.json:3:59: $.combatants[0].hp: found number " + "9".repeat(37) + "..., expected a whole number from"
                        + " -1000 to 100000",
                "s.json:4:11: $.dice[0]: found number " + "9".repeat(37) + "..., expected a whole number from 1 to 100"),
                problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [
                   {"id": "g1", "template": "goblin", "at": [1, 0], "hp": %s}],
                 "dice": [%s]}
                """.formatted(digits, digits)));
    }

    @Test
    @DisplayName("100,000 forced dice are read; one more is refused at $.dice, the first 100,000 still checked")
    void tooManyForcedDice() {
        String scenario = "{\"format\": 1, \"map\": {\"rows\": [\"....\"]},"
                + " \"combatants\": [{\"id\": \"g1\", \"template\": \"goblin\", \"at\": [0, 0]}], \"dice\": [";
        String dice = "4, ".repeat(ScenarioReader.MAX_DICE - 1) + "4";
        Loaded<?> most = new ScenarioLoader().parse(scenario + dice + "]}", "s.json", CONTENT);
        assertEquals(List.of(), most.problems());
        assertEquals(List.of("s.json:1:116: $.dice: found 100001 forced dice, expected 100000 at most: no fight rolls"
                        + " that many, and the seed takes over where the list ends",
                "s.json:1:117: $.dice[0]: found 0, expected a whole number from 1 to 100"),
                problems(scenario + "0, " + dice + "]}"));
    }

    @Test
    void initiativeMustBeAPermutationOfTheIds() {
        assertEquals(List.of(
                "s.json:3:16: $.initiative: initiative must list every combatant once; missing \"g2\"",
                "s.json:3:23: $.initiative[1]: unknown combatant \"zed\": initiative lists the ids of the combatants",
                "s.json:3:30: $.initiative[2]: \"g1\" is listed twice: initiative lists each combatant once"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "g1", "template": "goblin", "at": [0, 0]}, {"id": "g2", "template": "goblin", "at": [1, 0]}],
                 "initiative": ["g1", "zed", "g1"]}
                """));
    }

    @Test
    @DisplayName("A misspelt id in the initiative is offered the id the list leaves out, not the first close one")
    void initiativeSuggestsTheMissingId() {
        assertEquals(List.of(
                "s.json:3:16: $.initiative: initiative must list every combatant once; missing \"g3\"",
                "s.json:3:29: $.initiative[2]: unknown combatant \"g4\" (did you mean \"g3\"?): initiative lists the ids of"
                        + " the combatants"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "g1", "template": "goblin", "at": [0, 0]}, {"id": "g2", "template": "goblin", "at": [1, 0]}, {"id": "g3", "template": "goblin", "at": [2, 0]}],
                 "initiative": ["g1", "g2", "g4"]}
                """));
    }

    @Test
    void combatantOnAWall() {
        assertEquals(List.of("s.json:2:58: $.combatants[0].at: square 0,0 is a wall, where no creature can stand"), problems("""
                {"format": 1, "map": {"rows": ["#...", "...."]},
                 "combatants": [{"id": "g1", "template": "goblin", "at": [0, 0]}]}
                """));
    }

    @Test
    @DisplayName("One check says every problem: a square two combatants share is said beside a misspelt template or control")
    void aSharedSquareIsSaidWithTheEntrysOtherProblems() {
        assertEquals(List.of(
                "s.json:2:41: $.combatants[0].template: unknown template \"fightr\" (did you mean \"fighter\"?):"
                        + " not a class of content/classes/ nor a monster of content/monsters/",
                "s.json:2:111: $.combatants[1].control: found string \"human\", expected one of: player, ai",
                "s.json:2:126: $.combatants[1].at: square 1,1 is already taken by \"a\"",
                "s.json:3:9: $.combatants[2].at: square 1,1 is already taken by \"a\""), problems("""
                {"format": 1, "map": {"rows": ["....", "...."]},
                 "combatants": [{"id": "a", "template": "fightr", "at": [1, 1]}, {"id": "b", "template": "goblin", "control": "human", "at": [1, 1]},
                 {"at": [1, 1], "id": "c", "template": "goblin"}]}
                """));
    }

    @Test
    @DisplayName("A planned roll's unknown target is said even when its dice are wrong too")
    void aPlannedTargetIsCheckedWhateverItsDice() {
        assertEquals(List.of(
                "s.json:2:46: $.planned[0].target: no combatant has the id \"k9\": expected the id of one of the"
                        + " scenario's combatants",
                "s.json:2:65: $.planned[0].dice[1]: found 0, expected a whole number from 1 to 100"), problems("""
                {"format": 1, "map": {"rows": ["....", "...."]}, "combatants": [{"id": "a", "template": "goblin", "at": [1, 1]}],
                 "planned": [{"command": "attack", "target": "k9", "dice": [20, 0]}]}
                """));
    }

    @Test
    void overlappingFootprints() {
        assertEquals(List.of(
                "s.json:4:45: $.combatants[1].at: square 2,2 is already taken by \"ogre\"",
                "s.json:5:43: $.combatants[2].at: square 1,2 of its 2x2 footprint is already taken by \"ogre\""), problems("""
                {"format": 1, "map": {"rows": ["......", "......", "......", "......"]},
                 "combatants": [
                   {"id": "ogre", "template": "ogre", "at": [1, 1]},
                   {"id": "g1", "template": "goblin", "at": [2, 2]},
                   {"id": "o2", "template": "ogre", "at": [0, 2]}
                 ]}
                """));
    }

    @Test
    void footprintOutsideTheMap() {
        assertEquals(List.of("s.json:2:58: $.combatants[0].at: square 4,0 of its 2x2 footprint is outside the map"
                + " (x from 0 to 3, y from 0 to 1)"), problems("""
                {"format": 1, "map": {"rows": ["....", "...."]},
                 "combatants": [{"id": "ogre", "template": "ogre", "at": [3, 0]}]}
                """));
    }

    @Test
    void scenarioFieldsAreChecked() {
        assertEquals(List.of(
                "s.json:1:1: $: missing required field \"format\"",
                "s.json:1:1: $: missing required field \"combatants\"",
                "s.json:1:11: $.rules: found string \"5e\", expected one of: house, dd5",
                "s.json:1:24: $.map: unknown map \"frod\" (did you mean \"ford\"?): not in content/maps/",
                "s.json:1:40: $.seed: found string \"42\", expected a whole number"),
                problems("{\"rules\": \"5e\", \"map\": \"frod\", \"seed\": \"42\"}"));
        assertEquals(List.of("s.json:1:12: $.format: found 2, expected 1 (the only scenario format this version reads)"),
                problems("{\"format\": 2, \"map\": \"ford\", \"combatants\": [{\"id\": \"g\", \"template\": \"goblin\", \"at\": [1, 1]}]}"));
    }

    @Test
    void mapRowsAndLegendAreChecked() {
        assertEquals(List.of(
                "s.json:2:9: $.map.rows[1]: found a row of 3 squares, expected 4 like the first row (every row has the same width)",
                "s.json:2:10: $.map.rows[1]: unknown map character \"x\" at x=0; the legend has \"#\" wall, \".\" floor,"
                        + " \",\" difficult, \";\" very-difficult, \"=\" stairs, \"o\" low-wall, \"O\" pillar, \"+\" door,"
                        + " \"'\" open-door, \"~\" water",
                "s.json:3:20: $.map.legend.ab: legend key \"ab\" must be a single character",
                "s.json:3:40: $.map.legend.L: found string \"lava\", expected one of: floor, wall, difficult,"
                        + " very-difficult, stairs, low-wall, pillar, door, open-door, water, stairs-down-north,"
                        + " stairs-down-east, stairs-down-south, stairs-down-west"), problems("""
                {"format": 1, "map": {"rows": ["....",
                        "x.."],
                        "legend": {"ab": "floor", "L": "lava", "L": "water"}},
                 "combatants": [{"id": "g1", "template": "goblin", "at": [1, 0]}]}
                """).stream().filter(p -> !p.contains("duplicate")).toList());
    }

    @Test
    void severalProblemsInOneFileAreAllReportedInFileOrder() {
        assertEquals(List.of(
                "s.json:3:24: $.combatants[0].size: found string \"huge-ish\", expected one of: tiny, small, medium,"
                        + " large, huge, gargantuan, titanic",
                "s.json:3:57: $.combatants[0].abilities.dex: found 31, expected a whole number from 1 to 30",
                "s.json:4:20: $.combatants[1].conditions[0]: found string \"sleepy\", expected one of: prone, grappled,"
                        + " restrained, blinded, deafened, frightened, poisoned, stunned, incapacitated, unconscious,"
                        + " invisible, paralyzed, petrified, charmed, disabled, stable, surprised, hidden, dodging, flying, hovering",
                "s.json:4:42: $.combatants[1].control: found string \"human\", expected one of: player, ai",
                "s.json:5:4: $.combatants[2]: missing required field \"at\"",
                "s.json:5:11: $.combatants[2].id: the id \"a\" is already used by $.combatants[0]",
                "s.json:5:32: $.combatants[2].resistances[0]: give exactly one of \"amount\" (5 to 45), \"half\": true"
                        + " or \"immune\": true",
                "s.json:5:99: $.combatants[2].armor[1]: a creature wears one body armour at most: \"plate\" comes after"
                        + " \"leather\"",
                "s.json:7:11: $.dice[0]: found string \"d20\", expected a whole number"), problems("""
                {"format": 1, "map": {"rows": ["....", "...."]},
                 "combatants": [
                   {"id": "a", "size": "huge-ish", "abilities": {"dex": 31}, "template": "fighter", "at": [0, 0]},
                   {"conditions": ["sleepy"], "control": "human", "id": "b", "template": "goblin", "at": [1, 0]},
                   {"id": "a", "resistances": [{"type": "fire", "amount": 5, "half": true}], "armor": ["leather", "plate"], "template": "orc"}
                 ],
                 "dice": ["d20"]}
                """));
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: a flat resistance past 45 is refused with the way to write a total one, below 5 with its range")
    void DMG_RESIST_FLAT_pastFortyFiveSaysImmune() {
        assertEquals(List.of("s.json:2:109: $.combatants[0].resistances[0].amount: found 50, expected a whole number from 5"
                        + " to 45: beyond 45 a resistance is total (DMG-RESIST-FLAT), written \"immune\": true in place of \"amount\"",
                "s.json:3:31: $.combatants[0].resistances[1].amount: found 0, expected a whole number from 5 to 45"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "g1", "template": "goblin", "at": [0, 0], "resistances": [{"type": "fire", "amount": 50},
                   {"type": "cold", "amount": 0}]}]}
                """));
    }

    @Test
    void combatantIdsMustBeOneWord() {
        assertEquals(List.of("s.json:2:24: $.combatants[0].id: found string \"big goblin\", expected one word of plain letters"
                + " (a to z, no accents), digits, \"-\" or \"_\" (commands name combatants by id)"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "big goblin", "template": "goblin", "at": [0, 0]}]}
                """));
    }

    @Test
    void classTemplatesOnlyHaveLevelsOfTheTable() {
        assertEquals(List.of("s.json:2:75: $.combatants[0].level: found 25, expected a whole number from 1 to 20 for a"
                + " character of a class"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "a", "template": "fighter", "at": [0, 0], "level": 25}]}
                """));
    }

    @Test
    void hpAboveAnExplicitMaximumIsAContradiction() {
        assertEquals(List.of("s.json:2:71: $.combatants[0].hp: hp 12 is above maxHp 10"), problems("""
                {"format": 1, "map": {"rows": ["...."]},
                 "combatants": [{"id": "a", "template": "goblin", "at": [0, 0], "hp": 12, "maxHp": 10}]}
                """));
    }

    @Test
    @org.junit.jupiter.api.DisplayName("1,001 combatants are refused as too many, only the first 1,000 read; an initiative missing most of them names ten and counts the rest")
    void tooManyCombatants() {
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 20; r++) rows.append(r == 0 ? "" : ",").append('"').append(".".repeat(60)).append('"');
        StringBuilder creatures = new StringBuilder();
        for (int i = 0; i < 1001; i++) {
            creatures.append(i == 0 ? "" : ",").append("{\"id\": \"g").append(i).append("\", \"template\": \"goblin\", \"at\": [")
                    .append(i % 60).append(", ").append(i / 60).append("]}");
        }
        List<String> found = problems("{\"format\": 1, \"map\": {\"rows\": [" + rows + "]}, \"combatants\": [" + creatures
                + "], \"initiative\": [\"g0\"]}");
        assertEquals(2, found.size(), String.join("\n", found));
        assertEquals("s.json:1:1309: $.combatants: found 1001 combatants, expected 1000 at most", found.get(0));
        assertEquals("$.initiative: initiative must list every combatant once; missing \"g1\", \"g2\", \"g3\", \"g4\", \"g5\","
                + " \"g6\", \"g7\", \"g8\", \"g9\", \"g10\" and 989 more", found.get(1).substring(found.get(1).indexOf('$')));
    }
}
