package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle screen's own sentences about a creature agree with its name's gender in French. */
class FightTermsAgreementTest {
    @Test
    @DisplayName("OA-REACTION: the battle screen's notices agree in French with the creature they name; English has one form")
    void agreement() {
        FightTerms fr = new FightTerms(ScreenMessages.of(Language.FR));
        assertEquals("Brunhild est désormais jouée par l'IA (H à son tour pour la reprendre).",
                fr.tf("control.to.ai", true, "Brunhild"));
        assertEquals("Kenji est désormais joué par l'IA (H à son tour pour le reprendre).",
                fr.tf("control.to.ai", false, "Kenji"));
        assertEquals("Pourquoi Brunhild peut-elle frapper\u00a0?", fr.tf("reaction.why", true, "Brunhild"));
        String save = fr.tf("spell.odds.save", true, "Dex", 13, 40, "rien");
        assertEquals(true, save.contains("elle la réussit 40"), save);
        assertEquals("Au total, 42\u00a0% de chances que ce sort la laisse paralysée.",
                fr.tf("spell.all.told.condition", true, 42, fr.condition("paralyzed", true)));
        assertEquals("Au total, 42\u00a0% de chances que ce sort le laisse paralysé.",
                fr.tf("spell.all.told.condition", false, 42, fr.condition("paralyzed", false)));
        assertEquals("légèrement blessée", fr.tf("health.light", true));
        assertEquals(true, fr.tf("target.shove.prone", true).contains("elle tombe à terre"));
        FightTerms knowing = new FightTerms(ScreenMessages.of(Language.FR), "brunhild"::equals);
        assertEquals(true, knowing.feminine("brunhild"));
        assertEquals(false, knowing.feminine("kenji"));
        FightTerms en = new FightTerms(ScreenMessages.of(Language.EN));
        assertEquals(en.t("reaction.why", "Brunhild"), en.tf("reaction.why", true, "Brunhild"));
    }

    @Test
    @DisplayName("ATK-COVER: the creatures in the way of a half cover are listed with and, et in French")
    void coverNamesItsCreatures() {
        FightTerms en = new FightTerms(ScreenMessages.of(Language.EN));
        FightTerms fr = new FightTerms(ScreenMessages.of(Language.FR));
        List<Modifier> half = List.of(new Modifier("half cover", 2));
        assertEquals("15", en.armourClass(15, List.of(), List.of()));
        assertEquals("15 (13 +2 half cover)", en.armourClass(15, half, List.of()));
        assertEquals("15 (13 +2 half cover: imp in the way)", en.armourClass(15, half, List.of("imp")));
        assertEquals("15 (13 +2 half cover: imp, gob and ork in the way)",
                en.armourClass(15, half, List.of("imp", "gob", "ork")));
        assertEquals("15 (13 +2 abri partiel\u00a0: imp et gob sur la trajectoire)",
                fr.armourClass(15, half, List.of("imp", "gob")));
    }
}
