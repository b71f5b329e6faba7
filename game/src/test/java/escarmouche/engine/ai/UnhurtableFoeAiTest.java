package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A foe that none of a creature's weapons can hurt (its defences take every point: mundane steel through an
 * intangible spectre, DMG-MAGIC-WEAPON) is left alone by the rules that ready a blow for it or help an ally
 * strike it, as it is by {@code attack}; a poisoned weapon counts only against a foe the poison can touch; and a
 * creature that waits beside such a foe says why.
 */
class UnhurtableFoeAiTest {
    private static final String SPECTRE = "{\"id\": \"foe\", \"template\": \"spectre\", \"side\": \"monsters\", \"at\": [%d, 1]}";
    private static final String MAGIC_DAGGER = "{\"id\": \"dagger\", \"magic\": 1}";
    private static final String DROW_DAGGER = "{\"id\": \"dagger\", \"poison\": {\"name\": \"Drow poison\","
            + " \"save\": {\"ability\": \"con\", \"dc\": 13}, \"paralyzes\": true, \"rounds\": 1}}";

    /** A fighter on the AI at 1,1 with {@code weapons}, then the other combatants, the fighter first in the initiative. */
    private static AiCase fighter(String weapons, String... others) {
        return AiCase.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "ald", "template": "fighter", "side": "party", "at": [1, 1], "control": "ai", "weapons": %s},
                   %s
                 ],
                 "initiative": ["ald"%s]}
                """.formatted(weapons, String.join(",\n", others), ids(others))));
    }

    /** The others' ids, each after a comma, in order: the initiative lists them after the fighter. */
    private static String ids(String... others) {
        StringBuilder out = new StringBuilder();
        for (String o : others) {
            Matcher m = ID.matcher(o);
            if (m.find()) out.append(", \"").append(m.group(1)).append('"');
        }
        return out.toString();
    }

    private static final Pattern ID = Pattern.compile("\"id\": \"([a-z0-9]+)\"");

    /** The intents the fighter's decisions wrote to the log, in order. */
    private static List<String> intents(AiCase ai) {
        List<String> out = new ArrayList<>();
        for (LoggedEvent e : ai.game().battle().log().events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null && n.actor().equals("ald")) out.add(n.text());
        }
        return out;
    }

    @Test
    @DisplayName("ACT-READY, DMG-MAGIC-WEAPON: a ready rule readies the +1 dagger, not the mundane longsword listed first,"
            + " for a spectre")
    void ACT_READY_readiesTheWeaponThatCanHurt() {
        AiCase ai = fighter("[\"longsword\", " + MAGIC_DAGGER + "]", SPECTRE.formatted(7))
                .rules("ald", "{\"do\": \"ready\", \"why\": \"wait for it\"}");
        assertEquals("ready foe weapon=dagger", ai.next());
    }

    @Test
    @DisplayName("ACT-READY, DMG-MAGIC-WEAPON: with a mundane longsword alone, neither a ready rule nor the sentry's"
            + " readies a blow for a spectre: the next rule decides")
    void ACT_READY_noBlowReadiedThatCannotHurt() {
        AiCase named = fighter("[\"longsword\"]", SPECTRE.formatted(7))
                .rules("ald", "{\"do\": \"ready\", \"why\": \"wait for it\"}, {\"do\": \"dodge\", \"why\": \"cover up\"}");
        assertEquals("dodge", named.next());
        AiCase sentry = fighter("[\"longsword\"]", SPECTRE.formatted(7))
                .rules("ald", "{\"do\": \"ready\", \"anyone\": true, \"why\": \"blade raised\"},"
                        + " {\"do\": \"dodge\", \"why\": \"cover up\"}");
        assertEquals("dodge", sentry.next());
        // A goblin the longsword can hurt is readied for, as before.
        AiCase goblin = fighter("[\"longsword\"]", "{\"id\": \"g1\", \"template\": \"goblin\", \"side\": \"monsters\","
                + " \"at\": [7, 1]}").rules("ald", "{\"do\": \"ready\", \"anyone\": true, \"why\": \"blade raised\"}");
        assertEquals("ready", goblin.next());
    }

    @Test
    @DisplayName("ACT-HELP, DMG-MAGIC-WEAPON: a helper passes over the nearer ally whose mundane longsword cannot hurt the"
            + " spectre for the one with a +1 longsword, and with no such ally the next rule decides")
    void ACT_HELP_passesOverAnAllyThatCannotHurt() {
        String carl = "{\"id\": \"carl\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [3, 2], \"weapons\": [\"longsword\"]}";
        String bru = "{\"id\": \"bru\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [6, 2],"
                + " \"weapons\": [{\"id\": \"longsword\", \"magic\": 1}]}";
        String help = "{\"do\": \"help\", \"why\": \"assist\"}, {\"do\": \"dodge\", \"why\": \"cover up\"}";
        AiCase both = fighter("[\"longsword\"]", SPECTRE.formatted(2), carl, bru).rules("ald", help);
        assertEquals("help bru foe", both.next());
        AiCase carlAlone = fighter("[\"longsword\"]", SPECTRE.formatted(2), carl).rules("ald", help);
        assertEquals("dodge", carlAlone.next());
    }

    @Test
    @DisplayName("COND-POISONED, DMG-MAGIC-WEAPON: a mundane dagger with drow poison cannot hurt a spectre, immune to"
            + " poison: the hero closes in on the goblin; a foe immune to the blade but not to poison is struck")
    void COND_POISONED_poisonCountsOnlyAgainstAFoeItTouches() {
        String goblin = "{\"id\": \"g1\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [7, 1]}";
        AiCase spectre = fighter("[" + DROW_DAGGER + "]", SPECTRE.formatted(2), goblin);
        spectre.next();
        assertEquals(List.of("hero: close in on the nearest foe -> attack g1"), intents(spectre));
        AiCase bladeProof = fighter("[" + DROW_DAGGER + "]", "{\"id\": \"foe\", \"template\": \"goblin\", \"side\":"
                + " \"monsters\", \"at\": [2, 1], \"resistances\": [{\"type\": \"piercing\", \"immune\": true},"
                + " {\"type\": \"bludgeoning\", \"immune\": true}]}", goblin);
        assertEquals("attack foe weapon=dagger", bladeProof.next());
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: a hero whose weapons cannot hurt the spectre beside it waits and says so, rather than"
            + " that none of its rules applies")
    void DMG_MAGIC_WEAPON_waitSaysItsWeaponsCannotHurt() {
        AiCase ai = fighter("[\"longsword\", \"javelin\"]", SPECTRE.formatted(2));
        assertEquals("end", ai.next());
        assertEquals(List.of("hero: a foe in reach, its weapons cannot hurt the foe in reach -> wait"), intents(ai));
        AiCase far = fighter("[\"longsword\", \"javelin\"]", SPECTRE.formatted(7));
        assertEquals("end", far.next());
        assertEquals(List.of("hero: no foe in reach, a foe in its sights, a safe path to a foe, its weapons cannot hurt any foe -> wait"),
                intents(far));
    }
}
