package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.ui.lang.EngineSentences;
import escarmouche.ui.log.PlayerWords;
import java.util.Optional;

/**
 * The engine's reason for refusing something, said to the player before they try: creature ids become
 * their names, an unseen foe's "someone unseen". The reason itself is the engine's, so a picker or menu
 * never disagrees with the refusal.
 */
final class WhyNot {
    private WhyNot() {}

    /** "Not possible now: ..." for a refusal, in the session's language, or null when nothing stands in the way. */
    static String line(ScreenFight fight, Optional<Outcome.Refused> refusal, FightTerms w) {
        return refusal.map(r -> w.messages().text("menu.whynot", reason(fight, r))).orElse(null);
    }

    /** "Not possible now: ..." for an engine's reason given as text (a preview's), said as {@link #line} says a refusal. */
    static String line(ScreenFight fight, String reason, FightTerms w) {
        return w.messages().text("menu.whynot", reason(fight, reason));
    }

    /** The refusal's reason in the session's language, with every creature's id replaced by its name. */
    static String reason(ScreenFight fight, Outcome.Refused refusal) {
        return reason(fight, refusal.reason());
    }

    /** An engine's reason given as text (a preview's), said as {@link #reason(ScreenFight, Outcome.Refused)} says a refusal's. */
    static String reason(ScreenFight fight, String reason) {
        // A path's refusal, with the step it stops at, is said so by EngineSentences, as the log says it.
        EngineSentences.Creatures named = new EngineSentences.Creatures() {
            @Override
            public String apply(String text) {
                return named(fight, text);
            }

            @Override
            public boolean creature(String id) {
                return id != null && fight.battle().find(id) != null;
            }

            @Override
            public boolean person(String id) {
                return fight.words().person(id);
            }
        };
        // A reason that names nobody is about the creature that would act: the one whose turn it is.
        Creature active = fight.battle().active();
        boolean hero = active != null && fight.words().person(active.id());
        return EngineSentences.of(fight.messages()).say(reason, named, fight.words()::feminine, hero);
    }

    /**
     * Whether a path's refusal is its price alone (the movement it would cost), with the step it stops at taken
     * off: a risky move, at 1 a square, may pay what the careful one cannot.
     */
    static boolean costsTooMuch(String reason) {
        if (reason == null) return false;
        String key = EngineSentences.keyOf(EngineSentences.withoutStep(reason));
        return "engine.refuse.enter.cost".equals(key) || "engine.refuse.too.far".equals(key);
    }

    /**
     * A phrase's argument by name when it is a creature's id (or a list of them), or a weapon's, a spell's or an
     * item's ("mace" is "masse d'armes" in French, as the log says the same refusal), else as written: the
     * reason's own words stay words though a creature's id be "target" or "with", and "level-2" stays whole.
     */
    private static String named(ScreenFight fight, String text) {
        String named = PlayerWords.creatures(text, id -> {
            Creature c = fight.battle().find(id);
            // A foe the player cannot see (ACT-HIDE) is not named: a path into its square is barred by someone.
            return c == null ? null : Unseen.named(fight, c);
        });
        if (named != null) return named;
        // A weapon, spell or item of the fight is said as the log says it, in English too ("hold person", not its
        // id); any other text stays as written.
        String thing = fight.words().fightThing(text);
        return thing != null ? thing : text;
    }
}
